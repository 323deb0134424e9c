// What the route guard (RequireAuth) does for the auth snapshot and the page asked for: wait, let through, or
// send the visitor somewhere. Kept apart from the component so each case can be checked without a browser.
import type { AuthState } from './auth.store';
import { isAdmin } from './auth.store';
import { loginPathFor } from './return-url';
import { needsSecondFactor } from './second-factor';

export type GuardDecision = { kind: 'wait' } | { kind: 'pass' } | { kind: 'redirect'; to: string };

type GuardState = Pick<
  AuthState,
  'status' | 'profile' | 'user' | 'profileLoading' | 'signingOut' | 'session' | 'signedOutFrom'
>;

/** `here` is the page's path and query; `admin` guards the back office (only active admins pass). */
export function guardDecision(state: GuardState, here: string, admin: boolean): GuardDecision {
  const loginPage = admin ? '/admin/login' : '/login';
  if (state.status === 'loading' || state.signingOut) return { kind: 'wait' };
  if (state.status === 'signedOut') {
    // The page the visitor just signed out on follows the sign-out, not back to log in with itself as the return.
    if (state.signedOutFrom?.page === here) return { kind: 'redirect', to: state.signedOutFrom.to };
    return { kind: 'redirect', to: loginPathFor(here, loginPage) };
  }
  // Password alone is not enough once two-factor is on: the login page asks for the code.
  if (needsSecondFactor(state.session)) return { kind: 'redirect', to: loginPathFor(here, loginPage) };
  if (admin) {
    if (state.profileLoading) return { kind: 'wait' };
    if (!isAdmin(state.profile, state.user))
      return { kind: 'redirect', to: loginPathFor(here, '/admin/login') };
  }
  return { kind: 'pass' };
}
