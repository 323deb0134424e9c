import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { HoverMenu } from '../../ui/HoverMenu';
import { loadSupabase } from '../../lib/supabase.loader';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  type NotificationItem,
} from './notifications.api';
import { notificationsTexts as texts } from './notifications.texts';
import { relativeTime } from './relative-time';
import { useLiveNotifications } from './useLiveNotifications';

/** The signed-in header's notifications: live over realtime, with the unread count and mark-as-read. */
export function NotificationsButton({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notifications = useLiveNotifications(userId);
  const unread = notifications.data?.unread ?? 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) });
  const markOne = useMutation({
    mutationFn: async (id: string) => markNotificationRead(await loadSupabase(), id),
    onSettled: refresh,
  });
  const markAll = useMutation({
    mutationFn: async () => markAllNotificationsRead(await loadSupabase()),
    onSettled: refresh,
  });

  const open = (item: NotificationItem) => {
    if (!item.read_at) markOne.mutate(item.id);
    if (item.link) void navigate(item.link);
  };

  return (
    <HoverMenu
      align="end"
      panelClassName="w-80 max-w-[calc(100vw-2rem)]"
      triggerLabel={texts.trigger(unread)}
      testId="notifications"
      triggerClassName="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      trigger={
        <>
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notifications-unread"
              className="absolute top-1 right-1 inline-flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[0.625rem] leading-4 font-bold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </>
      }
    >
      <div className="flex items-center justify-between gap-2 px-3 pt-2 pb-1">
        <p className="text-sm font-semibold text-ink">{texts.title}</p>
        {unread > 0 && (
          <button
            type="button"
            className="text-xs font-semibold text-brand-700 hover:text-brand-800"
            onClick={() => markAll.mutate()}
          >
            {texts.markAllRead}
          </button>
        )}
      </div>
      {notifications.error ? (
        <p role="alert" className="px-3 pt-1 pb-3 text-sm text-red-600">
          {texts.failed}
        </p>
      ) : notifications.data?.items.length ? (
        <ul className="max-h-96 overflow-y-auto" aria-label={texts.title}>
          {notifications.data.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => open(item)}
                data-testid="notification"
                data-unread={item.read_at ? undefined : 'true'}
                className="flex w-full gap-2 px-3 py-2.5 text-left hover:bg-slate-50"
              >
                <span
                  aria-hidden="true"
                  className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read_at ? 'bg-transparent' : 'bg-brand-600'}`}
                />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-ink">
                    {item.read_at ? null : <span className="sr-only">{texts.unreadDot}: </span>}
                    {item.title}
                  </span>
                  {item.body && <span className="mt-0.5 block text-sm text-muted">{item.body}</span>}
                  <span className="mt-0.5 block text-xs text-slate-500">{relativeTime(item.created_at)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : notifications.isPending ? (
        <p className="px-3 pt-1 pb-3 text-sm text-muted">…</p>
      ) : (
        <p className="px-3 pt-1 pb-3 text-sm text-muted">{texts.empty}</p>
      )}
      <div className="border-t border-slate-100 px-3 py-2">
        <Link
          to="/dashboard/settings?tab=notifications"
          className="text-xs font-semibold text-brand-700 hover:text-brand-800"
        >
          {texts.settings}
        </Link>
      </div>
    </HoverMenu>
  );
}
