import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadSupabase } from '../../lib/supabase.loader';

/**
 * Refetches `queryKey` (and every query under it) whenever realtime reports a change to the seller's uploads: a
 * processing step or state (document_processing) or a moderation decision (documents). RLS decides what is
 * delivered; one channel per screen (`screen` names it), removed when the screen goes.
 */
export function useUploadsRealtime(userId: string | null, screen: string, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (!userId) return;
    let closed = false;
    let close = () => {
      closed = true;
    };
    const refresh = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    void loadSupabase().then((client) => {
      if (closed) return;
      const channel = client
        .channel(`uploads-${screen}-${userId}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'document_processing', filter: `user_id=eq.${userId}` },
          refresh,
        )
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'documents', filter: `user_id=eq.${userId}` },
          refresh,
        )
        .subscribe();
      close = () => void client.removeChannel(channel);
    });
    return () => close();
  }, [queryClient, userId, screen, key]);
}
