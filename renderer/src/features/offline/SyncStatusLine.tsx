import { CheckCircle2, CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '../../ui/Button';
import { usePlatform } from '../../platform/usePlatform';
import { offlineTexts } from './offline.texts';
import { useSyncStatus } from './useSyncStatus';

/** How many edits on this device wait for the platform, and why. */
export function SyncStatusLine() {
  const { cache } = usePlatform();
  const status = useSyncStatus();
  if (!cache || !status) return null;
  const waiting = status.pending > 0;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600" data-testid="sync-status">
      {status.syncing ? (
        <span className="inline-flex items-center gap-1.5">
          <RefreshCw aria-hidden="true" className="size-4 animate-spin" />
          {offlineTexts.syncing}
        </span>
      ) : waiting ? (
        <span className="inline-flex items-center gap-1.5">
          <CloudOff aria-hidden="true" className="size-4" />
          {/* One text node: as separate flex items the space between the sentences would collapse. */}
          <span>
            {offlineTexts.syncPending(status.pending)}
            {status.blockedBy === 'offline' && `. ${offlineTexts.syncBlockedOffline}`}
            {status.blockedBy === 'auth-expired' && `. ${offlineTexts.syncBlockedAuth}`}
          </span>
        </span>
      ) : (
        <span className="inline-flex items-center gap-1.5 text-emerald-700">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {offlineTexts.synced}
        </span>
      )}
      {status.failed > 0 && <span className="text-red-700">{offlineTexts.syncFailed(status.failed)}</span>}
      {waiting && !status.syncing && status.blockedBy === null && (
        <Button size="sm" variant="outline" onClick={() => void cache.syncNow()}>
          {offlineTexts.syncNow}
        </Button>
      )}
    </div>
  );
}
