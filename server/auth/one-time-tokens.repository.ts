import { createHash, randomInt } from 'node:crypto';
import type pg from 'pg';

export type OneTimeTokenType =
  | 'confirmation_token'
  | 'reauthentication_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current';

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  token_type: OneTimeTokenType;
  token_hash: string;
  relates_to: string;
  flow_state_id: string | null;
  created_at: Date;
  expired: boolean;
}

type Db = pg.Pool | pg.PoolClient;

/** A six-digit code, the way Supabase's e-mails carry it. */
export const generateOtp = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * The stored form of a code: sha224 of the address and the code, as GoTrue computes it, so that the code in
 * the mail and the hash in the link resolve to the same row and the database never holds the code itself.
 */
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex');

/** Stores a new token for the user and purpose, replacing any earlier one (an old link stops working). */
export async function saveOneTimeToken(
  db: Db,
  input: {
    userId: string;
    type: OneTimeTokenType;
    hash: string;
    relatesTo: string;
    flowStateId?: string | null;
  },
): Promise<void> {
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, flow_state_id)
     values ($1, $2, $3, lower($4), $5)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash,
       relates_to = excluded.relates_to, flow_state_id = excluded.flow_state_id, created_at = now(), updated_at = now()`,
    [input.userId, input.type, input.hash, input.relatesTo, input.flowStateId ?? null],
  );
}

/** Finds a live-or-expired token by hash among the given purposes, locking it for single use. */
export async function findOneTimeToken(
  db: pg.PoolClient,
  hash: string,
  types: OneTimeTokenType[],
  expirySeconds: number,
): Promise<OneTimeTokenRow | null> {
  const { rows } = await db.query<OneTimeTokenRow>(
    `select id, user_id, token_type, token_hash, relates_to, flow_state_id, created_at,
            created_at < now() - make_interval(secs => $3) as expired
       from auth.one_time_tokens where token_hash = $1 and token_type = any($2) for update`,
    [hash, types, expirySeconds],
  );
  return rows[0] ?? null;
}

export async function findUserToken(
  db: Db,
  userId: string,
  type: OneTimeTokenType,
): Promise<Omit<OneTimeTokenRow, 'expired'> | null> {
  const { rows } = await db.query<OneTimeTokenRow>(
    `select id, user_id, token_type, token_hash, relates_to, flow_state_id, created_at
       from auth.one_time_tokens where user_id = $1 and token_type = $2`,
    [userId, type],
  );
  return rows[0] ?? null;
}

export async function deleteOneTimeToken(db: Db, id: string): Promise<void> {
  await db.query(`delete from auth.one_time_tokens where id = $1`, [id]);
}

export async function deleteUserTokens(db: Db, userId: string, types: OneTimeTokenType[]): Promise<void> {
  await db.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = any($2)`, [
    userId,
    types,
  ]);
}
