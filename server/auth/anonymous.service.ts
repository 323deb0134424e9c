import type pg from 'pg';
import {
  inTransaction,
  limitPerIp,
  type AuthDeps,
  type ClientInfo,
  type SessionIssuer,
} from './auth-context.ts';
import { AuthError, authErrors } from './auth-error.ts';
import { USER_COLUMNS, type AuthUserRow } from './users.repository.ts';

export const anonymousProviderDisabled = () =>
  new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');

/** Anonymous users made per client address and rate-limit window (GoTrue counts 30 an hour per address). */
export const ANONYMOUS_SIGN_INS_PER_IP = 30;

async function insertAnonymousUser(
  tx: pg.PoolClient,
  userMetadata: Record<string, unknown>,
): Promise<AuthUserRow> {
  // As GoTrue's SignupAnonymously: no e-mail, no password, no identity and an empty app_metadata.
  const { rows } = await tx.query<AuthUserRow>(
    `insert into auth.users (aud, role, is_anonymous, raw_app_meta_data, raw_user_meta_data)
     values ('authenticated', 'authenticated', true, '{}'::jsonb, $1)
     returning ${USER_COLUMNS}`,
    [userMetadata],
  );
  return rows[0]!;
}

/**
 * `POST /signup` with neither e-mail nor phone (supabase-js `signInAnonymously`): a session for a new anonymous
 * user when the setting allows it, else GoTrue's `anonymous_provider_disabled`. The user can later add an
 * e-mail and password with `updateUser`, which makes it a permanent one.
 */
export function createAnonymousSignIn(deps: AuthDeps, issuer: SessionIssuer) {
  const { db, settings } = deps;
  return async function signInAnonymously(input: { data?: Record<string, unknown> }, client: ClientInfo) {
    if (!settings.anonymousSignIns) throw anonymousProviderDisabled();
    if (settings.disableSignup) throw authErrors.signupDisabled();
    await limitPerIp(deps, 'anonymous_sign_in', client, ANONYMOUS_SIGN_INS_PER_IP);
    return inTransaction(db, async (tx) => {
      const user = await insertAnonymousUser(tx, input.data ?? {});
      return issuer.startSession(tx, user, 'anonymous', client);
    });
  };
}
