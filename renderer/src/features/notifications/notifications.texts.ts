export const notificationsTexts = {
  title: 'Notifications',
  // The count as the badge shows it ("99+"), so the visible text is part of the name (WCAG 2.5.3).
  trigger: (unread: number) =>
    unread > 0 ? `Notifications, ${unread > 99 ? '99+' : unread} unread` : 'Notifications',
  empty: 'You are all caught up. Updates about your documents, orders and points show up here.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  failed: 'Failed to load notifications',
  settings: 'Notification settings',
  unreadDot: 'Unread',
} as const;
