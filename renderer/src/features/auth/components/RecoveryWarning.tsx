import { KeyRound, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { authTexts } from '../auth.texts';

const RESET_PATHS = new Set(['/reset-password', '/auth/reset-password']);

/** The warning RecoveryBanner shows after a recovery link, until dismissed (not on the reset page itself). */
export function RecoveryWarning() {
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || RESET_PATHS.has(pathname)) return null;
  return (
    <div role="alert" className="border-b border-amber-200 bg-amber-50" data-testid="recovery-warning">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0 flex-1 text-sm text-amber-900">
          <p className="font-semibold">{authTexts.recovery.title}</p>
          <p className="mt-0.5">
            {authTexts.recovery.text}{' '}
            <Link to="/dashboard/settings?tab=security" className="font-semibold underline">
              {authTexts.recovery.cta}
            </Link>
          </p>
        </div>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          aria-label={authTexts.recovery.dismiss}
          className="rounded-md p-1 text-amber-700 hover:bg-amber-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
