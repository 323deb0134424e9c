import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadSupabase } from '../../lib/supabase.loader';
import { notificationKeys, notificationsQuery } from './notifications.api';

/** The user's notifications, refetched whenever realtime reports a change to one of their rows. */
export function useLiveNotifications(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let closed = false;
    let close = () => {
      closed = true;
    };
    void loadSupabase().then((client) => {
      if (closed) return;
      const channel = client
        .channel(`notifications-${userId}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` },
          () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) }),
        )
        .subscribe();
      close = () => void client.removeChannel(channel);
    });
    return () => close();
  }, [queryClient, userId]);
  return useQuery(notificationsQuery(userId));
}
