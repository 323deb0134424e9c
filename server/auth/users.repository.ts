import type pg from 'pg';

export interface AuthUserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_confirm_status: number;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  is_anonymous: boolean;
  is_sso_user: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

export const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  confirmed_at, invited_at, confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at,
  email_change_confirm_status, reauthentication_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  banned_until, created_at, updated_at, deleted_at, is_anonymous, is_sso_user`;
const IDENTITY_COLUMNS = `id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email`;

type Db = pg.Pool | pg.PoolClient;

export async function findUserByEmail(db: Db, email: string): Promise<AuthUserRow | null> {
  const { rows } = await db.query<AuthUserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and is_sso_user = false and deleted_at is null`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: string): Promise<AuthUserRow | null> {
  const { rows } = await db.query<AuthUserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0] ?? null;
}

/** Locks the user's row for the rest of the transaction (one flow at a time per user). */
export async function lockUser(db: pg.PoolClient, id: string): Promise<AuthUserRow | null> {
  const { rows } = await db.query<AuthUserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null for update`,
    [id],
  );
  return rows[0] ?? null;
}

export async function listIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select ${IDENTITY_COLUMNS} from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

export async function findIdentity(
  db: Db,
  provider: string,
  providerId: string,
): Promise<IdentityRow | null> {
  const { rows } = await db.query<IdentityRow>(
    `select ${IDENTITY_COLUMNS} from auth.identities where provider = $1 and provider_id = $2`,
    [provider, providerId],
  );
  return rows[0] ?? null;
}

export async function insertIdentity(
  db: Db,
  input: { userId: string; provider: string; providerId: string; identityData: Record<string, unknown> },
): Promise<IdentityRow> {
  const { rows } = await db.query<IdentityRow>(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2, $3, $4, now()) returning ${IDENTITY_COLUMNS}`,
    [input.providerId, input.userId, input.identityData, input.provider],
  );
  return rows[0]!;
}

export async function updateIdentityData(db: Db, identityId: string, data: Record<string, unknown>) {
  await db.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, last_sign_in_at = now(), updated_at = now()
      where id = $1`,
    [identityId, data],
  );
}

export async function deleteIdentity(db: Db, identityId: string): Promise<void> {
  await db.query(`delete from auth.identities where id = $1`, [identityId]);
}

/**
 * Keeps `app_metadata.provider` (the first way the user signed up) and `app_metadata.providers` (every linked
 * provider) in step with the identities, as Supabase Auth does.
 */
export async function syncProviders(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users u set raw_app_meta_data = u.raw_app_meta_data || jsonb_build_object(
        'provider', coalesce((select provider from auth.identities i where i.user_id = u.id order by created_at limit 1),
                             u.raw_app_meta_data ->> 'provider'),
        'providers', coalesce((select jsonb_agg(distinct provider) from auth.identities i where i.user_id = u.id), '[]'::jsonb)),
        updated_at = now()
      where id = $1`,
    [userId],
  );
}

/** Creates a user; with `provider: 'email'` also its e-mail identity, as Supabase Auth does on sign-up. */
export async function insertUser(
  db: pg.PoolClient,
  input: {
    email: string;
    passwordHash: string | null;
    userMetadata: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
    confirmed: boolean;
    invited?: boolean;
    provider: string;
    role?: string;
  },
): Promise<AuthUserRow> {
  const { rows } = await db.query<AuthUserRow>(
    `insert into auth.users (aud, role, email, encrypted_password, email_confirmed_at, invited_at,
                             raw_app_meta_data, raw_user_meta_data)
     values ('authenticated', $7, lower($1), $2, case when $3 then now() end, case when $6 then now() end,
             $5::jsonb || jsonb_build_object('provider', $4::text, 'providers', jsonb_build_array($4::text)), $8)
     returning ${USER_COLUMNS}`,
    [
      input.email,
      input.passwordHash,
      input.confirmed,
      input.provider,
      input.appMetadata ?? {},
      input.invited ?? false,
      input.role ?? 'authenticated',
      input.userMetadata,
    ],
  );
  const user = rows[0]!;
  if (input.provider === 'email') {
    await insertIdentity(db, {
      userId: user.id,
      provider: 'email',
      providerId: user.id,
      identityData: {
        sub: user.id,
        email: user.email,
        email_verified: input.confirmed,
        phone_verified: false,
      },
    });
  }
  return user;
}

export async function insertEmailUser(
  db: pg.PoolClient,
  input: { email: string; passwordHash: string; userMetadata: Record<string, unknown>; confirmed: boolean },
): Promise<AuthUserRow> {
  return insertUser(db, { ...input, provider: 'email' });
}

/** Marks the e-mail confirmed (sign-up link, invite, magic link, verified provider e-mail). */
export async function confirmEmail(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [userId],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export type SentAtColumn =
  'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at' | 'reauthentication_sent_at';

export async function stampSentAt(db: Db, userId: string, column: SentAtColumn): Promise<void> {
  await db.query(`update auth.users set ${column} = now(), updated_at = now() where id = $1`, [userId]);
}

export async function touchLastSignIn(db: Db, userId: string): Promise<void> {
  await db.query(`update auth.users set last_sign_in_at = now() where id = $1`, [userId]);
}

export async function updateUser(
  db: Db,
  userId: string,
  changes: {
    passwordHash?: string;
    userMetadata?: Record<string, unknown>;
    emailChange?: string;
  },
): Promise<AuthUserRow> {
  const { rows } = await db.query<AuthUserRow>(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       raw_user_meta_data = case when $3::jsonb is null then raw_user_meta_data else jsonb_strip_nulls(raw_user_meta_data || $3::jsonb) end,
       email_change = coalesce(lower($4), email_change),
       email_change_sent_at = case when $4::text is null then email_change_sent_at else now() end,
       email_change_confirm_status = case when $4::text is null then email_change_confirm_status else 0 end,
       updated_at = now()
     where id = $1
     returning ${USER_COLUMNS}`,
    [userId, changes.passwordHash ?? null, changes.userMetadata ?? null, changes.emailChange ?? null],
  );
  return rows[0]!;
}

export async function setEmailChangeConfirmStatus(db: Db, userId: string, status: number): Promise<void> {
  await db.query(`update auth.users set email_change_confirm_status = $2, updated_at = now() where id = $1`, [
    userId,
    status,
  ]);
}

/** Completes an e-mail change: the pending address becomes the address, on the user and its e-mail identity. */
export async function applyEmailChange(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email = email_change, email_change = null, email_change_sent_at = null,
            email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1 and email_change is not null`,
    [userId],
  );
  await db.query(
    `update auth.identities i set identity_data = i.identity_data || jsonb_build_object('email', u.email, 'email_verified', true),
            updated_at = now()
       from auth.users u where u.id = i.user_id and i.user_id = $1 and i.provider = 'email'`,
    [userId],
  );
}

/** The admin API's view of users: newest first, one page at a time, with the total. */
export async function listUsers(
  db: Db,
  page: number,
  perPage: number,
): Promise<{ users: AuthUserRow[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    db.query<AuthUserRow>(
      `select ${USER_COLUMNS} from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    ),
    db.query<{ total: string }>(`select count(*) as total from auth.users where deleted_at is null`),
  ]);
  return { users: rows, total: Number(count.rows[0]!.total) };
}

/** Admin update: every field optional; metadata objects merge key by key (a null value removes a key). */
export async function adminUpdateUser(
  db: Db,
  userId: string,
  changes: {
    email?: string;
    passwordHash?: string;
    emailConfirm?: boolean;
    userMetadata?: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
    bannedUntil?: Date | null;
    role?: string;
  },
): Promise<AuthUserRow> {
  const { rows } = await db.query<AuthUserRow>(
    `update auth.users set
       email = coalesce(lower($2), email),
       encrypted_password = coalesce($3, encrypted_password),
       email_confirmed_at = case when $4::boolean is true then coalesce(email_confirmed_at, now())
                                 when $4::boolean is false then null else email_confirmed_at end,
       raw_user_meta_data = case when $5::jsonb is null then raw_user_meta_data else jsonb_strip_nulls(raw_user_meta_data || $5::jsonb) end,
       raw_app_meta_data = case when $6::jsonb is null then raw_app_meta_data else jsonb_strip_nulls(raw_app_meta_data || $6::jsonb) end,
       banned_until = case when $7::boolean then $8::timestamptz else banned_until end,
       role = coalesce($9, role),
       updated_at = now()
     where id = $1 and deleted_at is null
     returning ${USER_COLUMNS}`,
    [
      userId,
      changes.email ?? null,
      changes.passwordHash ?? null,
      changes.emailConfirm ?? null,
      changes.userMetadata ?? null,
      changes.appMetadata ?? null,
      changes.bannedUntil !== undefined,
      changes.bannedUntil ?? null,
      changes.role ?? null,
    ],
  );
  if (rows[0] && changes.email) {
    await db.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', lower($2::text)),
              updated_at = now() where user_id = $1 and provider = 'email'`,
      [userId, changes.email],
    );
  }
  return rows[0]!;
}

/**
 * Hard delete removes the user and, through foreign keys, everything hanging off it. Soft delete keeps the
 * row (for references elsewhere) but frees the e-mail, drops credentials, identities and sessions.
 */
export async function deleteUser(db: Db, userId: string, soft: boolean): Promise<void> {
  if (!soft) {
    await db.query(`delete from auth.users where id = $1`, [userId]);
    return;
  }
  await db.query(
    `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = null,
            email_change = null, raw_app_meta_data = raw_app_meta_data || '{"deleted": true}'::jsonb, updated_at = now()
      where id = $1`,
    [userId],
  );
  await db.query(`delete from auth.identities where user_id = $1`, [userId]);
  await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
}
