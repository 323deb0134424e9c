import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { authErrors } from './auth-error.ts';

export type CodeChallengeMethod = 's256' | 'plain';

export interface PkceChallenge {
  codeChallenge: string;
  method: CodeChallengeMethod;
}

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: CodeChallengeMethod;
  code_challenge: string;
  provider_type: string;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  authentication_method: string;
  auth_code_issued_at: Date | null;
  created_at: Date;
}

type Db = pg.Pool | pg.PoolClient;

const COLUMNS = `id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, provider_access_token,
  provider_refresh_token, authentication_method, auth_code_issued_at, created_at`;

/**
 * Reads the PKCE parameters of a request. Both or neither must be present, as Supabase Auth requires; the
 * method is case-insensitive (supabase-js sends `s256`).
 */
export function readPkceChallenge(input: {
  code_challenge?: string | null;
  code_challenge_method?: string | null;
}): PkceChallenge | null {
  const challenge = input.code_challenge?.trim() || null;
  const method = input.code_challenge_method?.trim().toLowerCase() || null;
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw authErrors.validation('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (method !== 's256' && method !== 'plain') {
    throw authErrors.validation('code challenge method not supported');
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw authErrors.validation('code challenge has to be between 43 and 128 characters');
  }
  return { codeChallenge: challenge, method };
}

export async function createFlowState(
  db: Db,
  input: {
    userId: string | null;
    challenge: PkceChallenge;
    providerType: string;
    authenticationMethod: string;
  },
): Promise<FlowStateRow> {
  const { rows } = await db.query<FlowStateRow>(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method)
     values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
    [
      input.userId,
      randomUUID(),
      input.challenge.method,
      input.challenge.codeChallenge,
      input.providerType,
      input.authenticationMethod,
    ],
  );
  return rows[0]!;
}

/**
 * Hands out the flow's auth code (once a link was clicked or the provider called back): binds the user, keeps
 * provider tokens, and starts the code's short lifetime. A fresh code each time, so an older one is void.
 */
export async function issueAuthCode(
  db: Db,
  flowStateId: string,
  input: { userId: string; providerAccessToken?: string | null; providerRefreshToken?: string | null },
): Promise<string> {
  const code = randomUUID();
  const { rowCount } = await db.query(
    `update auth.flow_state set auth_code = $2, user_id = $3, auth_code_issued_at = now(), updated_at = now(),
            provider_access_token = coalesce($4, provider_access_token),
            provider_refresh_token = coalesce($5, provider_refresh_token)
      where id = $1`,
    [flowStateId, code, input.userId, input.providerAccessToken ?? null, input.providerRefreshToken ?? null],
  );
  if (!rowCount) throw authErrors.flowStateNotFound();
  return code;
}

/**
 * Takes the flow state for an auth code out of the table (single use: a second exchange finds nothing),
 * checking its age and the verifier against the stored challenge.
 */
export async function consumeFlowState(
  db: pg.PoolClient,
  authCode: string,
  codeVerifier: string,
  expirySeconds: number,
): Promise<FlowStateRow> {
  const { rows } = await db.query<FlowStateRow & { expired: boolean }>(
    `select ${COLUMNS}, coalesce(auth_code_issued_at, created_at) < now() - make_interval(secs => $2) as expired
       from auth.flow_state where auth_code = $1 and user_id is not null and auth_code_issued_at is not null
       for update`,
    [authCode, expirySeconds],
  );
  const flow = rows[0];
  if (!flow) throw authErrors.flowStateNotFound();
  if (flow.expired) throw authErrors.flowStateExpired();
  const expected =
    flow.code_challenge_method === 's256'
      ? createHash('sha256').update(codeVerifier).digest('base64url')
      : codeVerifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(flow.code_challenge);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw authErrors.badCodeVerifier();
  await db.query(`delete from auth.flow_state where id = $1`, [flow.id]);
  return flow;
}

/** Flows never completed (a link never clicked) are removed after a day. */
export async function sweepFlowStates(db: Db): Promise<void> {
  await db.query(`delete from auth.flow_state where created_at < now() - interval '1 day'`);
  await db.query(
    `delete from studyloop_platform.oauth_requests where created_at < now() - interval '1 hour'`,
  );
}
