import { useEffect, useRef } from 'react';
import { loadSupabase } from '../../lib/supabase.loader';

/**
 * Calls `onChange` whenever realtime reports a change to the signed-in user's rows of `table` (filter
 * user_id=eq.{id}; RLS decides what is delivered). One channel per screen, removed when the screen goes.
 */
export function useRealtimeRefresh(userId: string | null, table: string, onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!userId) return;
    let closed = false;
    let close = () => {
      closed = true;
    };
    void loadSupabase().then((client) => {
      if (closed) return;
      const channel = client
        .channel(`seller-${table}-${userId}`)
        .on('postgres_changes', { event: '*', schema: 'public', table, filter: `user_id=eq.${userId}` }, () =>
          latest.current(),
        )
        .subscribe();
      close = () => void client.removeChannel(channel);
    });
    return () => close();
  }, [table, userId]);
}
