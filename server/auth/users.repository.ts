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
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
  is_anonymous: boolean;
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

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  confirmed_at, confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at, is_anonymous`;

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

export async function listIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

/** Creates a user with an e-mail identity, as Supabase Auth does on sign-up. */
export async function insertEmailUser(
  db: pg.PoolClient,
  input: { email: string; passwordHash: string; userMetadata: Record<string, unknown>; confirmed: boolean },
): Promise<AuthUserRow> {
  const { rows } = await db.query<AuthUserRow>(
    `insert into auth.users (aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
                             raw_app_meta_data, raw_user_meta_data)
     values ('authenticated', 'authenticated', lower($1), $2, case when $3 then now() end, case when not $3 then now() end,
             '{"provider":"email","providers":["email"]}'::jsonb, $4)
     returning ${USER_COLUMNS}`,
    [input.email, input.passwordHash, input.confirmed, input.userMetadata],
  );
  const user = rows[0]!;
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $2::uuid, $3, 'email', now())`,
    [
      user.id,
      user.id,
      { sub: user.id, email: user.email, email_verified: input.confirmed, phone_verified: false },
    ],
  );
  return user;
}

export async function touchLastSignIn(db: Db, userId: string): Promise<void> {
  await db.query(`update auth.users set last_sign_in_at = now() where id = $1`, [userId]);
}

export async function updateUser(
  db: Db,
  userId: string,
  changes: { passwordHash?: string; userMetadata?: Record<string, unknown>; emailChange?: string },
): Promise<AuthUserRow> {
  const { rows } = await db.query<AuthUserRow>(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       raw_user_meta_data = case when $3::jsonb is null then raw_user_meta_data else jsonb_strip_nulls(raw_user_meta_data || $3::jsonb) end,
       email_change = coalesce(lower($4), email_change),
       email_change_sent_at = case when $4::text is null then email_change_sent_at else now() end,
       updated_at = now()
     where id = $1
     returning ${USER_COLUMNS}`,
    [userId, changes.passwordHash ?? null, changes.userMetadata ?? null, changes.emailChange ?? null],
  );
  return rows[0]!;
}
