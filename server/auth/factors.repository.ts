import type pg from 'pg';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'unverified' | 'verified';
  secret: string | null;
  last_used_timestep: string | null;
  last_challenged_at: Date | null;
  /** A verified WebAuthn factor's credential: id (base64url), public key (base64url), counter, transports. */
  web_authn_credential: WebAuthnFactorCredential | null;
  created_at: Date;
  updated_at: Date;
}

export interface WebAuthnFactorCredential {
  id: string;
  public_key: string;
  sign_count: number;
  transports: string[];
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  expired: boolean;
  /** A WebAuthn challenge's expected value. */
  web_authn_session_data: { challenge: string } | null;
}

type Db = pg.Pool | pg.PoolClient;

const COLUMNS = `id, user_id, friendly_name, factor_type, status, secret, last_used_timestep, last_challenged_at,
  web_authn_credential, created_at, updated_at`;

export async function listFactors(db: Db, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

export async function findFactor(db: Db, userId: string, factorId: string): Promise<FactorRow | null> {
  const { rows } = await db.query<FactorRow>(
    `select ${COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  return rows[0] ?? null;
}

export async function insertFactor(
  db: Db,
  input: { userId: string; friendlyName: string | null; type: 'totp' | 'webauthn'; secret: string | null },
): Promise<FactorRow> {
  const { rows } = await db.query<FactorRow>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, $3, 'unverified', $4) returning ${COLUMNS}`,
    [input.userId, input.friendlyName, input.type, input.secret],
  );
  return rows[0]!;
}

export async function deleteFactor(db: Db, factorId: string): Promise<void> {
  await db.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
}

/** Unverified factors of abandoned enrolments are cleared when the user enrols again. */
export async function deleteStaleUnverifiedFactors(db: Db, userId: string): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - interval '1 day'`,
    [userId],
  );
}

export async function insertChallenge(
  db: Db,
  factorId: string,
  ip: string | null,
  webauthnChallenge: string | null = null,
): Promise<ChallengeRow> {
  const { rows } = await db.query<ChallengeRow>(
    `insert into auth.mfa_challenges (factor_id, ip_address, web_authn_session_data) values ($1, $2, $3)
     returning id, factor_id, created_at, verified_at, false as expired, web_authn_session_data`,
    [factorId, ip, webauthnChallenge === null ? null : JSON.stringify({ challenge: webauthnChallenge })],
  );
  await db.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factorId]);
  return rows[0]!;
}

export async function findChallenge(
  db: pg.PoolClient,
  factorId: string,
  challengeId: string,
  expirySeconds: number,
): Promise<ChallengeRow | null> {
  const { rows } = await db.query<ChallengeRow>(
    `select id, factor_id, created_at, verified_at, created_at < now() - make_interval(secs => $3) as expired,
            web_authn_session_data
       from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [challengeId, factorId, expirySeconds],
  );
  return rows[0] ?? null;
}

export async function markVerified(
  db: pg.PoolClient,
  input: { factorId: string; challengeId: string; timestep: number },
): Promise<void> {
  await db.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [input.challengeId]);
  await db.query(
    `update auth.mfa_factors set status = 'verified', last_used_timestep = $2, updated_at = now() where id = $1`,
    [input.factorId, input.timestep],
  );
}

/** A WebAuthn factor passed its ceremony: verified with its credential, or its counter moved on. */
export async function saveWebAuthnVerification(
  db: pg.PoolClient,
  input: { factorId: string; challengeId: string; credential: WebAuthnFactorCredential },
): Promise<void> {
  await db.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [input.challengeId]);
  await db.query(
    `update auth.mfa_factors set status = 'verified', web_authn_credential = $2, updated_at = now() where id = $1`,
    [input.factorId, JSON.stringify(input.credential)],
  );
}
