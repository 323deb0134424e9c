import { useEffect, useState } from 'react';
import type { SyncStatus } from '../../../../shared/ipc/desktop-contract';
import { usePlatform } from '../../platform/usePlatform';

/** The device's sync queue as main reports it (null in the browser or until the first answer). */
export function useSyncStatus(): SyncStatus | null {
  const { cache } = usePlatform();
  const [status, setStatus] = useState<SyncStatus | null>(null);
  useEffect(() => {
    if (!cache) return;
    let active = true;
    const unsubscribe = cache.onSyncStatusChanged((next) => active && setStatus(next));
    void cache.getSyncStatus().then(({ data }) => active && data && setStatus(data));
    return () => {
      active = false;
      unsubscribe();
    };
  }, [cache]);
  return status;
}
