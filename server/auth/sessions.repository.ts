import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { authErrors } from './auth-error.ts';

export interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2';
  not_after: Date | null;
  created_at: Date;
}

export interface IssuedRefreshToken {
  token: string;
  session: SessionRow;
}

const newToken = () => randomBytes(24).toString('base64url');

async function insertRefreshToken(
  db: pg.PoolClient,
  session: SessionRow,
  parent: string | null,
): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`,
    [token, session.user_id, session.id, parent],
  );
  return token;
}

/**
 * Starts a session for a sign-in by `method` (password, otp, oauth, ...), recorded as the session's first
 * authentication method claim (the JWT's amr).
 */
export async function createSession(
  db: pg.PoolClient,
  input: { userId: string; userAgent: string | null; ip: string | null; method: string },
): Promise<IssuedRefreshToken> {
  const { rows } = await db.query<SessionRow>(
    `insert into auth.sessions (user_id, user_agent, ip, refreshed_at) values ($1, $2, $3, now())
     returning id, user_id, aal, not_after, created_at`,
    [input.userId, input.userAgent, input.ip],
  );
  const session = rows[0]!;
  await addAmrClaim(db, session.id, input.method);
  return { session, token: await insertRefreshToken(db, session, null) };
}

export async function addAmrClaim(db: pg.PoolClient, sessionId: string, method: string): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** The session's authentication methods, most recent first, as the amr claim lists them. */
export async function listAmrClaims(
  db: pg.Pool | pg.PoolClient,
  sessionId: string,
): Promise<{ method: string; timestamp: number }[]> {
  const { rows } = await db.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows;
}

export async function findSession(
  db: pg.Pool | pg.PoolClient,
  sessionId: string,
): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    `select id, user_id, aal, not_after, created_at from auth.sessions where id = $1`,
    [sessionId],
  );
  return rows[0] ?? null;
}

/**
 * Raises a session to aal2 after a second factor was verified, and rotates its refresh token so the client
 * holds a token issued for the stronger session.
 */
export async function upgradeSession(
  db: pg.PoolClient,
  session: SessionRow,
  input: { factorId: string; method: string },
): Promise<IssuedRefreshToken> {
  const { rows } = await db.query<SessionRow>(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1
     returning id, user_id, aal, not_after, created_at`,
    [session.id, input.factorId],
  );
  const upgraded = rows[0]!;
  await addAmrClaim(db, session.id, input.method);
  await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked`,
    [session.id],
  );
  return { session: upgraded, token: await insertRefreshToken(db, upgraded, null) };
}

/** Once a user has a verified second factor, sessions that never passed it are ended (GoTrue does the same). */
export async function deleteSessionsBelowAal2(
  db: pg.PoolClient,
  userId: string,
  keep: string,
): Promise<void> {
  await db.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal <> 'aal2'`, [
    userId,
    keep,
  ]);
}

/**
 * Rotates a refresh token. A token is good for one use; its use revokes it and issues its child. A revoked
 * token used again within the reuse interval is a client retry (two tabs, a lost response) and gets the
 * session's current token; used later, it is treated as stolen and the whole session (every token of the
 * family) is revoked.
 */
export async function rotateRefreshToken(
  db: pg.PoolClient,
  token: string,
  reuseIntervalMs: number,
): Promise<IssuedRefreshToken | { reused: true }> {
  // The reuse window is measured on the database clock, the one that stamped the rotation.
  const found = await db.query<{
    token: string;
    revoked: boolean;
    within_reuse_interval: boolean;
    session_id: string;
  }>(
    `select token, revoked, session_id, updated_at >= clock_timestamp() - make_interval(secs => $2::float8 / 1000) as within_reuse_interval
       from auth.refresh_tokens where token = $1 for update`,
    [token, reuseIntervalMs],
  );
  const row = found.rows[0];
  if (!row) throw authErrors.refreshTokenNotFound();
  const sessions = await db.query<SessionRow>(
    `select id, user_id, aal, not_after, created_at from auth.sessions where id = $1 for update`,
    [row.session_id],
  );
  const session = sessions.rows[0];
  if (!session || (session.not_after && session.not_after.getTime() < Date.now())) {
    throw authErrors.refreshTokenNotFound();
  }
  if (row.revoked) {
    const active = await db.query<{ token: string }>(
      `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
      [session.id],
    );
    if (reuseIntervalMs > 0 && row.within_reuse_interval && active.rows[0])
      return { session, token: active.rows[0].token };
    await db.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`,
      [session.id],
    );
    // Returned, not thrown: the revocation must commit before the caller answers with an error.
    return { reused: true };
  }
  await db.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [
    token,
  ]);
  await db.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [
    session.id,
  ]);
  return { session, token: await insertRefreshToken(db, session, token) };
}

export async function sessionExists(db: pg.Pool, sessionId: string): Promise<boolean> {
  const { rowCount } = await db.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
  return (rowCount ?? 0) > 0;
}

/** Sign-out scopes of Supabase Auth: this session, every session of the user, or every other one. */
export async function deleteSessions(
  db: pg.Pool,
  input: { userId: string; sessionId: string; scope: 'local' | 'global' | 'others' },
): Promise<void> {
  if (input.scope === 'local') {
    await db.query(`delete from auth.sessions where id = $1 and user_id = $2`, [
      input.sessionId,
      input.userId,
    ]);
  } else if (input.scope === 'global') {
    await db.query(`delete from auth.sessions where user_id = $1`, [input.userId]);
  } else {
    await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [
      input.userId,
      input.sessionId,
    ]);
  }
}
