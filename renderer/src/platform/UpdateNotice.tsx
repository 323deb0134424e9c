import { useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import type { UpdateStatus } from '../../../shared/ipc/desktop-contract';
import { platformTexts } from './platform.texts';
import { usePlatform } from './usePlatform';

/**
 * Tells the desktop app's user that an update was downloaded (it installs when they quit, or now if they
 * choose), or that one was refused. Nothing in the browser. Mount once in the app layout, beside OfflineBanner.
 */
export function UpdateNotice() {
  const { appUpdates } = usePlatform();
  const [status, setStatus] = useState<UpdateStatus | null>(null);
  useEffect(() => {
    if (!appUpdates) return;
    let active = true;
    void appUpdates.status().then(({ data }) => {
      if (active && data) setStatus(data);
    });
    const unsubscribe = appUpdates.subscribe(setStatus);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [appUpdates]);

  if (!appUpdates || !status) return null;
  if (status.state === 'error' && status.message) {
    return (
      <div role="status" className="bg-slate-100 px-4 py-2 text-center text-sm text-slate-800">
        {platformTexts.updateFailed(status.message)}
      </div>
    );
  }
  if (status.state !== 'ready' || !status.version) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="update-notice"
      className="flex flex-wrap items-center justify-center gap-3 bg-brand-50 px-4 py-2 text-sm font-medium text-brand-900"
    >
      <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
      <span>{platformTexts.updateReady(status.version)}</span>
      <button
        type="button"
        onClick={() => void appUpdates.installNow()}
        className="min-h-9 rounded-lg bg-brand-600 px-3 font-semibold text-white hover:bg-brand-700"
      >
        {platformTexts.updateRestart}
      </button>
    </div>
  );
}
