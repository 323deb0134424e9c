import type pg from 'pg';

export interface OAuthClientRow {
  id: string;
  client_secret_hash: string | null;
  registration_type: 'dynamic' | 'manual';
  client_type: 'public' | 'confidential';
  token_endpoint_auth_method: 'none' | 'client_secret_basic' | 'client_secret_post';
  redirect_uris: string[];
  grant_types: string[];
  client_name: string | null;
  client_uri: string | null;
  logo_uri: string | null;
  created_at: Date;
  updated_at: Date;
}

export type OAuthClientFields = Pick<
  OAuthClientRow,
  | 'registration_type'
  | 'client_type'
  | 'token_endpoint_auth_method'
  | 'redirect_uris'
  | 'grant_types'
  | 'client_name'
  | 'client_uri'
  | 'logo_uri'
>;

export type OAuthClientChanges = Partial<
  Pick<
    OAuthClientRow,
    'redirect_uris' | 'grant_types' | 'client_name' | 'client_uri' | 'logo_uri' | 'token_endpoint_auth_method'
  >
>;

const COLUMNS = `id, client_secret_hash, registration_type, client_type, token_endpoint_auth_method,
  redirect_uris, grant_types, client_name, client_uri, logo_uri, created_at, updated_at`;

export async function insertOAuthClient(
  db: pg.Pool,
  fields: OAuthClientFields,
  secretHash: string | null,
): Promise<OAuthClientRow> {
  const { rows } = await db.query<OAuthClientRow>(
    `insert into auth.oauth_clients (registration_type, client_type, token_endpoint_auth_method, redirect_uris,
       grant_types, client_name, client_uri, logo_uri, client_secret_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
    [
      fields.registration_type,
      fields.client_type,
      fields.token_endpoint_auth_method,
      fields.redirect_uris,
      fields.grant_types,
      fields.client_name,
      fields.client_uri,
      fields.logo_uri,
      secretHash,
    ],
  );
  return rows[0]!;
}

/** A registered client that was not deleted. */
export async function findOAuthClient(db: pg.Pool, id: string): Promise<OAuthClientRow | null> {
  const { rows } = await db.query<OAuthClientRow>(
    `select ${COLUMNS} from auth.oauth_clients where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0] ?? null;
}

export async function listOAuthClients(
  db: pg.Pool,
  page: number,
  perPage: number,
): Promise<{ clients: OAuthClientRow[]; total: number }> {
  const [list, count] = await Promise.all([
    db.query<OAuthClientRow>(
      `select ${COLUMNS} from auth.oauth_clients where deleted_at is null
        order by created_at desc, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total from auth.oauth_clients where deleted_at is null`,
    ),
  ]);
  return { clients: list.rows, total: count.rows[0]!.total };
}

/** Applies the given fields only (a partial update). */
export async function updateOAuthClient(
  db: pg.Pool,
  id: string,
  changes: OAuthClientChanges,
): Promise<OAuthClientRow> {
  const { rows } = await db.query<OAuthClientRow>(
    `update auth.oauth_clients set
        redirect_uris = coalesce($2, redirect_uris),
        grant_types = coalesce($3, grant_types),
        client_name = case when $4::boolean then $5 else client_name end,
        client_uri = case when $6::boolean then $7 else client_uri end,
        logo_uri = case when $8::boolean then $9 else logo_uri end,
        token_endpoint_auth_method = coalesce($10, token_endpoint_auth_method),
        updated_at = now()
      where id = $1 and deleted_at is null returning ${COLUMNS}`,
    [
      id,
      changes.redirect_uris ?? null,
      changes.grant_types ?? null,
      'client_name' in changes,
      changes.client_name ?? null,
      'client_uri' in changes,
      changes.client_uri ?? null,
      'logo_uri' in changes,
      changes.logo_uri ?? null,
      changes.token_endpoint_auth_method ?? null,
    ],
  );
  return rows[0]!;
}

export async function setOAuthClientSecret(
  db: pg.Pool,
  id: string,
  secretHash: string,
): Promise<OAuthClientRow> {
  const { rows } = await db.query<OAuthClientRow>(
    `update auth.oauth_clients set client_secret_hash = $2, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [id, secretHash],
  );
  return rows[0]!;
}

/** Deleted clients are kept (soft delete), as GoTrue keeps them, so their id is never handed out again. */
export async function softDeleteOAuthClient(db: pg.Pool, id: string): Promise<void> {
  await db.query(`update auth.oauth_clients set deleted_at = now(), updated_at = now() where id = $1`, [id]);
}
