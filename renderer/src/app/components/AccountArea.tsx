import { NotificationsButton } from '../../features/notifications/NotificationsButton';
import { UserMenu } from '../../features/auth/components/UserMenu';
import { useAuthStore } from '../../features/auth/auth.store';
import { PointsBadge } from '../../features/wallet/PointsBadge';
import { ButtonLink } from '../../ui/ButtonLink';
import { shellTexts } from '../shell.texts';

/** Log in / Register for visitors (with returnUrl); the widget, points badge and user menu when signed in. */
export function AccountArea({ returnUrl }: { returnUrl: string }) {
  const status = useAuthStore((state) => state.status);
  const userId = useAuthStore((state) => state.user?.id ?? null);

  if (status === 'loading') {
    // Holds the space of the buttons so nothing moves when auth settles.
    return <div aria-hidden="true" className="h-9 w-[9.5rem] max-[439px]:hidden" />;
  }
  if (status === 'signedIn' && userId) {
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
  return (
    <div className="flex items-center gap-2">
      <ButtonLink
        to={`/login?returnUrl=${returnUrl}`}
        variant="ghost"
        size="sm"
        className="max-[439px]:hidden"
      >
        {shellTexts.logIn}
      </ButtonLink>
      {/* Spec 1 section 2: both buttons are hidden on very small screens, where the mobile menu carries them. */}
      <ButtonLink to={`/register?returnUrl=${returnUrl}`} size="sm" className="max-[439px]:hidden">
        {shellTexts.register}
      </ButtonLink>
    </div>
  );
}
