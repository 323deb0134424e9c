import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { SyncStatus } from '../../../../shared/ipc/desktop-contract';
import { useOnlineStatus } from '../../platform/useOnlineStatus';
import { useSyncStatus } from '../offline';
import { flashcardKeys } from './flashcards.api';

/**
 * Desktop: reloads the flashcard screens when the connection comes back, and again once reviews made offline
 * have synced, so the platform's state (which may hold reviews from other devices) wins on the screen and in
 * the device's copy. Answers the sync queue's status (null in the browser).
 */
export function useRefreshAfterSync(): SyncStatus | null {
  const queryClient = useQueryClient();
  const status = useSyncStatus();
  const { online } = useOnlineStatus();
  const waited = useRef(false);
  const wasOnline = useRef(online);

  useEffect(() => {
    if (wasOnline.current === online) return;
    wasOnline.current = online;
    void queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
  }, [online, queryClient]);

  useEffect(() => {
    if (!status) return;
    if (status.pending > 0 && status.blockedBy !== null) waited.current = true;
    if (waited.current && status.pending === 0 && !status.syncing && status.blockedBy === null) {
      waited.current = false;
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
    }
  }, [status, queryClient]);
  return status;
}
