import { NotificationsButton } from '../../features/notifications/NotificationsButton';
import { UserMenu } from '../../features/auth/components/UserMenu';
import { PointsBadge } from '../../features/wallet/PointsBadge';

/**
 * The signed-in header widget: notifications, the points badge and the user menu. Its own chunk, loaded once a
 * session exists, so a first-time visitor's landing page does not download the wallet, notifications and
 * realtime code it cannot use.
 */
export function SignedInWidget({ userId }: { userId: string }) {
  return (
    <div className="flex items-center gap-1.5" data-testid="signed-in-widget">
      <span className="hidden sm:inline-flex">
        <NotificationsButton userId={userId} />
      </span>
      <span className="hidden min-[480px]:inline-flex">
        <PointsBadge userId={userId} />
      </span>
      <UserMenu />
    </div>
  );
}
