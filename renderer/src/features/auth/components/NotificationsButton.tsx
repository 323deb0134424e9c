import { Bell } from 'lucide-react';
import { HoverMenu } from '../../../ui/HoverMenu';

/** The signed-in header's notifications widget. */
export function NotificationsButton() {
  return (
    <HoverMenu
      align="end"
      panelClassName="w-72"
      triggerLabel="Notifications"
      triggerClassName="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      trigger={<Bell aria-hidden="true" className="size-5" />}
    >
      <p className="px-3 pt-2 text-sm font-semibold text-ink">Notifications</p>
      <p className="px-3 pt-1 pb-3 text-sm text-muted">
        You are all caught up. Updates about your documents, orders and points show up here.
      </p>
    </HoverMenu>
  );
}
