// Two-factor sign-in: a user with a verified TOTP factor whose session is still aal1 (password only) must
// enter a code before the app treats them as signed in (Supabase's assurance levels, read from the session).
import type { Session } from '@supabase/supabase-js';

/** The `aal` claim of an access token (aal1 when absent or unreadable). */
export function sessionAal(accessToken: string): 'aal1' | 'aal2' {
  try {
    const part = accessToken.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { aal?: string };
    return claims.aal === 'aal2' ? 'aal2' : 'aal1';
  } catch {
    return 'aal1';
  }
}

export function needsSecondFactor(session: Session | null): boolean {
  if (!session) return false;
  const hasFactor = session.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  return hasFactor && sessionAal(session.access_token) !== 'aal2';
}
