export const notificationsTexts = {
  title: 'Notifications',
  trigger: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  empty: 'You are all caught up. Updates about your documents, orders and points show up here.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  failed: 'Failed to load notifications',
  settings: 'Notification settings',
  unreadDot: 'Unread',
} as const;
