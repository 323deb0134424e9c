import { WifiOff } from 'lucide-react';
import { platformTexts } from './platform.texts';
import { useOnlineStatus } from './useOnlineStatus';
import { usePlatform } from './usePlatform';

/**
 * The spec's offline banner, shown in the desktop app only (a browser that is offline cannot have loaded the
 * page in the first place, and the web build has no offline features to limit). Mount once in the app layout.
 */
export function OfflineBanner() {
  const platform = usePlatform();
  const { online } = useOnlineStatus();
  if (platform.kind !== 'desktop' || online) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="offline-banner"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>{platformTexts.offlineBanner}</span>
    </div>
  );
}
