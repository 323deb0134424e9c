import type pg from 'pg';
import type { RegisteredCredential, StoredCredential } from './webauthn-relying-party.ts';

type Db = pg.Pool | pg.PoolClient;

export interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: Buffer;
  public_key: Buffer;
  sign_count: string;
  transports: string[];
  friendly_name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export type ChallengeType = 'registration' | 'authentication';

export interface WebAuthnChallengeRow {
  id: string;
  user_id: string | null;
  session_data: { challenge: string };
  expired: boolean;
}

const COLUMNS = `id, user_id, credential_id, public_key, sign_count, transports, friendly_name, created_at,
  last_used_at`;

export function toStoredCredential(row: PasskeyRow): StoredCredential {
  return {
    id: row.credential_id.toString('base64url'),
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.sign_count),
    transports: row.transports,
  };
}

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  const { rows } = await db.query<PasskeyRow>(
    `select ${COLUMNS} from auth.webauthn_credentials where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from auth.webauthn_credentials where user_id = $1`,
    [userId],
  );
  return rows[0]!.count;
}

export async function findPasskey(db: Db, userId: string, passkeyId: string): Promise<PasskeyRow | null> {
  const { rows } = await db.query<PasskeyRow>(
    `select ${COLUMNS} from auth.webauthn_credentials where id = $1 and user_id = $2`,
    [passkeyId, userId],
  );
  return rows[0] ?? null;
}

/** The passkey an assertion names, by its credential id, locked for the counter update. */
export async function findPasskeyByCredentialId(
  db: pg.PoolClient,
  credentialId: string,
): Promise<PasskeyRow | null> {
  const { rows } = await db.query<PasskeyRow>(
    `select ${COLUMNS} from auth.webauthn_credentials where credential_id = $1 for update`,
    [Buffer.from(credentialId, 'base64url')],
  );
  return rows[0] ?? null;
}

/** Inserts a passkey; null when that credential is already registered (to this user or another). */
export async function insertPasskey(
  db: Db,
  input: { userId: string; credential: RegisteredCredential; friendlyName: string },
): Promise<PasskeyRow | null> {
  const { credential } = input;
  const { rows } = await db.query<PasskeyRow>(
    `insert into auth.webauthn_credentials (user_id, credential_id, public_key, attestation_type, aaguid,
       sign_count, transports, backup_eligible, backed_up, friendly_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (credential_id) do nothing
     returning ${COLUMNS}`,
    [
      input.userId,
      Buffer.from(credential.id, 'base64url'),
      Buffer.from(credential.publicKey),
      credential.attestationType,
      credential.aaguid,
      credential.counter,
      JSON.stringify(credential.transports),
      credential.backupEligible,
      credential.backedUp,
      input.friendlyName,
    ],
  );
  return rows[0] ?? null;
}

export async function renamePasskey(db: Db, passkeyId: string, friendlyName: string): Promise<PasskeyRow> {
  const { rows } = await db.query<PasskeyRow>(
    `update auth.webauthn_credentials set friendly_name = $2, updated_at = now() where id = $1
     returning ${COLUMNS}`,
    [passkeyId, friendlyName],
  );
  return rows[0]!;
}

export async function recordPasskeyUse(db: pg.PoolClient, passkeyId: string, signCount: number) {
  await db.query(
    `update auth.webauthn_credentials set sign_count = $2, last_used_at = now(), updated_at = now()
      where id = $1`,
    [passkeyId, signCount],
  );
}

export async function deletePasskey(db: Db, passkeyId: string): Promise<void> {
  await db.query(`delete from auth.webauthn_credentials where id = $1`, [passkeyId]);
}

export async function insertWebAuthnChallenge(
  db: Db,
  input: { userId: string | null; type: ChallengeType; challenge: string; expirySeconds: number },
): Promise<{ id: string; expires_at: Date }> {
  const { rows } = await db.query<{ id: string; expires_at: Date }>(
    `insert into auth.webauthn_challenges (user_id, challenge_type, session_data, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4)) returning id, expires_at`,
    [input.userId, input.type, JSON.stringify({ challenge: input.challenge }), input.expirySeconds],
  );
  return rows[0]!;
}

/**
 * Takes a challenge out of the table, so it answers one ceremony only (a replay finds nothing). A
 * registration challenge is only found by the user it was issued to.
 */
export async function consumeWebAuthnChallenge(
  db: Db,
  input: { id: string; type: ChallengeType; userId: string | null },
): Promise<WebAuthnChallengeRow | null> {
  const { rows } = await db.query<WebAuthnChallengeRow>(
    `delete from auth.webauthn_challenges
      where id = $1 and challenge_type = $2 and user_id is not distinct from $3
      returning id, user_id, session_data, expires_at < now() as expired`,
    [input.id, input.type, input.userId],
  );
  return rows[0] ?? null;
}

/** Challenges of ceremonies never finished are cleared now and then. */
export async function sweepWebAuthnChallenges(db: Db): Promise<void> {
  await db.query(`delete from auth.webauthn_challenges where expires_at < now() - interval '1 hour'`);
}
