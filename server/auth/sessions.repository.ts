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

export async function createSession(
  db: pg.PoolClient,
  input: { userId: string; userAgent: string | null; ip: string | null },
): Promise<IssuedRefreshToken> {
  const { rows } = await db.query<SessionRow>(
    `insert into auth.sessions (user_id, user_agent, ip, refreshed_at) values ($1, $2, $3, now())
     returning id, user_id, aal, not_after, created_at`,
    [input.userId, input.userAgent, input.ip],
  );
  const session = rows[0]!;
  return { session, token: await insertRefreshToken(db, session, null) };
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
