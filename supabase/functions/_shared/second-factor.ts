// Two-factor for the paid functions (issue 24, item 3): once a user has a verified factor, a session signed in
// with the password alone (aal1) may not spend points, pay or change a subscription; the renderer answers
// `insufficient_aal` by asking for the authenticator code. The same rule as the database's
// private.require_second_factor() and the auth service's e-mail and password changes.
import type { User } from '@supabase/supabase-js';
import { json } from './cors.ts';
import { clientForCaller } from './supabase-clients.ts';

export const SECOND_FACTOR_REQUIRED = {
  error:
    'Two-factor authentication is on for this account: enter the code from your authenticator app to continue.',
  code: 'insufficient_aal',
} as const;

/** The `aal` claim of the caller's bearer token (already verified by the auth service that named the user). */
function callerAal(request: Request): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: unknown };
    return typeof claims.aal === 'string' ? claims.aal : null;
  } catch {
    return null;
  }
}

/**
 * The answer to send instead of doing the work when the caller still owes their second factor, else null.
 * `user` is the caller as the auth service returned it (with its factors); without it, it is asked for.
 */
export async function secondFactorRefusal(request: Request, user?: User | null): Promise<Response | null> {
  if (callerAal(request) === 'aal2') return null;
  const caller = user ?? (await clientForCaller(request).auth.getUser()).data.user;
  const verified = caller?.factors?.some((factor) => factor.status === 'verified') ?? false;
  return verified ? json(SECOND_FACTOR_REQUIRED, 403) : null;
}
