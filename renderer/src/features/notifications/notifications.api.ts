// The header widget's notifications (public.notifications, written by the server only): the newest ones, the
// unread count, and marking read.
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';

type Client = SupabaseClient<Database>;

/** How many the widget lists. */
export const NOTIFICATIONS_SHOWN = 20;

export async function fetchNotifications(client: Client, userId: string) {
  const [list, unread] = await Promise.all([
    client
      .from('notifications')
      .select('id, category, title, body, link, read_at, created_at')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(NOTIFICATIONS_SHOWN),
    client
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', userId)
      .is('read_at', null),
  ]);
  if (list.error) throw new Error(list.error.message);
  if (unread.error) throw new Error(unread.error.message);
  return { items: list.data, unread: unread.count ?? 0 };
}

export type NotificationItem = Awaited<ReturnType<typeof fetchNotifications>>['items'][number];

export async function markNotificationRead(client: Client, id: string) {
  const { error } = await client
    .from('notifications')
    .update({ read_at: new Date().toISOString() })
    .eq('id', id)
    .is('read_at', null);
  if (error) throw new Error(error.message);
}

export async function markAllNotificationsRead(client: Client) {
  const { error } = await client.rpc('mark_all_notifications_read');
  if (error) throw new Error(error.message);
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => [...notificationKeys.all, 'list', userId] as const,
};

export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: async () => fetchNotifications(await loadSupabase(), userId),
    staleTime: 60_000,
  });
