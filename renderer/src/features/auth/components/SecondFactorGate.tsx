import { Navigate, useLocation } from 'react-router';
import { useAuthStore } from '../auth.store';
import { loginPathFor } from '../return-url';
import { needsSecondFactor } from '../second-factor';

/** Pages that take the code themselves, or finish a sign-in before the code can be asked for. */
const ASKS_OR_FINISHES_SIGN_IN = new Set(['/login', '/admin/login', '/auth/callback']);

/**
 * Password alone is not enough once two-factor is on, on any page (web and desktop alike): a session that still
 * owes its code is taken to the code form, and comes back here once it is verified. The platform refuses every
 * payment, purchase, paid tool and e-mail or password change from such a session (`insufficient_aal`).
 */
export function SecondFactorGate() {
  const owesCode = useAuthStore((state) => state.status === 'signedIn' && needsSecondFactor(state.session));
  const { pathname, search } = useLocation();
  if (!owesCode || ASKS_OR_FINISHES_SIGN_IN.has(pathname)) return null;
  const base = pathname.startsWith('/admin') ? '/admin/login' : '/login';
  return <Navigate replace to={loginPathFor(`${pathname}${search}`, base)} />;
}
