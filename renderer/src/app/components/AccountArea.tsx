import { lazy, Suspense } from 'react';
import { useAuthStore } from '../../features/auth/auth.store';
import { ButtonLink } from '../../ui/ButtonLink';
import { shellTexts } from '../shell.texts';

const SignedInWidget = lazy(async () => ({ default: (await import('./SignedInWidget')).SignedInWidget }));

/** Holds the space of the buttons (or of the widget while its chunk loads) so nothing moves when auth settles. */
function ReservedWidgetSpace() {
  return <div aria-hidden="true" className="h-9 w-[9.5rem] max-[439px]:hidden" />;
}

/** Log in / Register for visitors (with returnUrl); the widget, points badge and user menu when signed in. */
export function AccountArea({ returnUrl }: { returnUrl: string }) {
  const status = useAuthStore((state) => state.status);
  const userId = useAuthStore((state) => state.user?.id ?? null);

  // Until the session is known, the visitor's buttons hold their own space, unseen and out of reach: most who
  // arrive on a public page (server-rendered, issue 32) are visitors, whose header then does not move at all.
  if (status === 'loading') return <VisitorButtons returnUrl={returnUrl} pending />;
  if (status === 'signedIn' && userId) {
    return (
      <Suspense fallback={<ReservedWidgetSpace />}>
        <SignedInWidget userId={userId} />
      </Suspense>
    );
  }
  return <VisitorButtons returnUrl={returnUrl} />;
}

function VisitorButtons({ returnUrl, pending = false }: { returnUrl: string; pending?: boolean }) {
  return (
    <div
      className={`flex items-center gap-2${pending ? ' invisible' : ''}`}
      aria-hidden={pending || undefined}
      inert={pending || undefined}
    >
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
