import type pg from 'pg';
import type { Caller } from './storage-auth.ts';

/** storage.objects.metadata as the storage service writes it (Supabase's field names). */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  type: string;
  created_at: Date;
  updated_at: Date;
}

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';
const BUCKET_COLUMNS =
  'id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, type, created_at, updated_at';

/** int8 arrives as a string from node-postgres; limits fit comfortably in a JS number. */
function bucketFromRow(row: BucketRow & { file_size_limit: string | number | null }): BucketRow {
  return { ...row, file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit) };
}

export interface TransactionOptions {
  /** Lets the transaction delete rows (storage.protect_delete refuses deletes from anywhere else). */
  allowDelete?: boolean;
  /** Statements run as the superuser before the switch to the caller's role (locks, version look-ups). */
  before?: (client: pg.PoolClient) => Promise<void>;
}

/**
 * Runs `work` in one transaction as the caller, the way Supabase Storage and PostgREST do: the role is switched
 * for the transaction and the JWT claims are published in `request.jwt.claims`, so `auth.uid()` and every RLS
 * policy of the app decide what the caller may read and write. The service role bypasses RLS by its own
 * BYPASSRLS attribute, not by a code path here.
 */
export async function withCaller<T>(
  db: pg.Pool,
  caller: Caller,
  work: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const client = await db.connect();
  try {
    await client.query('begin');
    try {
      if (options.before) await options.before(client);
      await client.query(
        `select set_config('request.jwt.claims', $1, true), set_config('storage.allow_delete_query', $2, true),
                set_config('role', $3, true)`,
        [JSON.stringify(caller.claims), options.allowDelete ? 'true' : 'false', caller.role],
      );
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  } finally {
    client.release();
  }
}

/** Like withCaller, but every statement is rolled back: "would the caller be allowed to do this?". */
export async function testAsCaller(
  db: pg.Pool,
  caller: Caller,
  work: (client: pg.PoolClient) => Promise<unknown>,
): Promise<void> {
  const rollback = new Error('rollback');
  await withCaller(db, caller, async (client) => {
    await work(client);
    throw rollback;
  }).catch((error: unknown) => {
    if (error !== rollback) throw error;
  });
}

/** The platform's own look-ups (bucket settings, signed-URL targets), which no caller's RLS may hide. */
export async function findBucket(db: pg.Pool | pg.PoolClient, bucketId: string): Promise<BucketRow | null> {
  const { rows } = await db.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [bucketId]);
  return rows[0] ? bucketFromRow(rows[0]) : null;
}

export async function findObject(
  client: pg.Pool | pg.PoolClient,
  bucketId: string,
  name: string,
): Promise<ObjectRow | null> {
  const { rows } = await client.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  return rows[0] ?? null;
}

export async function findObjectNames(
  client: pg.PoolClient,
  bucketId: string,
  names: readonly string[],
): Promise<Set<string>> {
  const { rows } = await client.query<{ name: string }>(
    'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
    [bucketId, names],
  );
  return new Set(rows.map((r) => r.name));
}

/** Serialises writers of one object name for the rest of the transaction (a lock on a row that may not exist yet). */
export async function lockObjectName(client: pg.PoolClient, bucketId: string, name: string): Promise<void> {
  await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `storage:${bucketId}/${name}`,
  ]);
}

export interface NewObject {
  id: string;
  bucketId: string;
  name: string;
  owner: string | null;
  version: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
}

/**
 * Inserts the object row, or with `upsert` replaces the row of that name (keeping its id). RETURNING is left out
 * on purpose: it would also demand a SELECT policy, which Supabase does not ask of a plain upload.
 */
export async function writeObject(client: pg.PoolClient, object: NewObject, upsert: boolean): Promise<void> {
  const values = [
    object.id,
    object.bucketId,
    object.name,
    object.owner,
    object.version,
    JSON.stringify(object.metadata),
    object.userMetadata === null ? null : JSON.stringify(object.userMetadata),
  ];
  await client.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4::uuid, $4::uuid::text, $5, $6::jsonb, $7::jsonb)
     ${
       upsert
         ? `on conflict (bucket_id, name) do update set
              owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
              metadata = excluded.metadata, user_metadata = excluded.user_metadata, last_accessed_at = now()`
         : ''
     }`,
    values,
  );
}

export async function deleteObjects(
  client: pg.PoolClient,
  bucketId: string,
  names: readonly string[],
): Promise<ObjectRow[]> {
  const { rows } = await client.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucketId, names],
  );
  return rows;
}

export async function renameObject(
  client: pg.PoolClient,
  from: { bucketId: string; name: string },
  to: { bucketId: string; name: string },
  owner: string | null,
): Promise<number> {
  const result = await client.query(
    `update storage.objects set bucket_id = $3, name = $4, owner = $5::uuid, owner_id = $5::uuid::text
     where bucket_id = $1 and name = $2`,
    [from.bucketId, from.name, to.bucketId, to.name, owner],
  );
  return result.rowCount ?? 0;
}

export interface ListOptions {
  /** Folder to list, '' or ending in '/'. */
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  sortColumn: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: ObjectMetadata | null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One level of a bucket, as Supabase's `storage.search` lists it: folders first (name only, id and dates null),
 * then the files directly in `prefix`, each named relative to it. `search` matches the start of an entry's name,
 * ignoring case. Runs as the caller, so only visible objects are listed, and a folder appears only when the
 * caller can see something in it.
 */
export async function listObjects(
  client: pg.PoolClient,
  bucketId: string,
  options: ListOptions,
): Promise<ListEntry[]> {
  const order = options.sortOrder === 'desc' ? 'desc' : 'asc';
  // Whitelisted above by type; spelled out again so no string reaches the SQL unchecked.
  const column = (['name', 'created_at', 'updated_at', 'last_accessed_at'] as const).includes(
    options.sortColumn,
  )
    ? options.sortColumn
    : 'name';
  const { rows } = await client.query<ListEntry>(
    `with matched as (
       select o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
              substr(o.name, char_length($2) + 1) as rest
       from storage.objects o
       where o.bucket_id = $1 and o.name like $3 escape '\\'
     ),
     entries as (
       select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
              null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata,
              0 as kind
       from matched where strpos(rest, '/') > 0
       group by split_part(rest, '/', 1)
       union all
       select rest, id, updated_at, created_at, last_accessed_at, metadata, 1
       from matched where strpos(rest, '/') = 0
     )
     select name, id, updated_at, created_at, last_accessed_at, metadata
     from entries
     where $4 = '' or name ilike $5 escape '\\'
     order by kind, ${column === 'name' ? `name collate "C" ${order}` : `${column} ${order} nulls last, name collate "C"`}
     limit $6 offset $7`,
    [
      bucketId,
      options.prefix,
      `${escapeLike(options.prefix)}%`,
      options.search,
      `${escapeLike(options.search)}%`,
      options.limit,
      options.offset,
    ],
  );
  return rows;
}

export async function listBuckets(
  client: pg.PoolClient,
  options: {
    limit?: number;
    offset?: number;
    search?: string;
    sortColumn: string;
    sortOrder: 'asc' | 'desc';
  },
): Promise<BucketRow[]> {
  const column = ['id', 'name', 'created_at', 'updated_at'].includes(options.sortColumn)
    ? options.sortColumn
    : 'name';
  const { rows } = await client.query(
    `select ${BUCKET_COLUMNS} from storage.buckets
     where $1::text is null or name ilike '%' || $1 || '%'
     order by ${column} ${options.sortOrder === 'desc' ? 'desc' : 'asc'}
     limit $2 offset $3`,
    [options.search || null, options.limit ?? null, options.offset ?? 0],
  );
  return rows.map(bucketFromRow);
}

export interface BucketChanges {
  public?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

export async function insertBucket(
  client: pg.PoolClient,
  bucket: { id: string; owner: string | null } & BucketChanges,
): Promise<void> {
  await client.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $1, $2::uuid, $2::uuid::text, $3, $4, $5)`,
    [
      bucket.id,
      bucket.owner,
      bucket.public ?? false,
      bucket.fileSizeLimit ?? null,
      bucket.allowedMimeTypes ?? null,
    ],
  );
}

/** Changes only the settings given (undefined keeps a setting, null clears a limit). */
export async function updateBucket(
  client: pg.PoolClient,
  bucketId: string,
  changes: BucketChanges,
): Promise<number> {
  const result = await client.query(
    `update storage.buckets set
       public = case when $2 then $3 else public end,
       file_size_limit = case when $4 then $5 else file_size_limit end,
       allowed_mime_types = case when $6 then $7 else allowed_mime_types end
     where id = $1`,
    [
      bucketId,
      changes.public !== undefined,
      changes.public ?? null,
      changes.fileSizeLimit !== undefined,
      changes.fileSizeLimit ?? null,
      changes.allowedMimeTypes !== undefined,
      changes.allowedMimeTypes ?? null,
    ],
  );
  return result.rowCount ?? 0;
}

export async function countBucketObjects(client: pg.PoolClient, bucketId: string): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    'select count(*)::integer as count from storage.objects where bucket_id = $1',
    [bucketId],
  );
  return rows[0]!.count;
}

/** Deletes the bucket's objects the client may delete; returns how many it deleted and their blob versions. */
export async function deleteBucketObjects(
  client: pg.PoolClient,
  bucketId: string,
): Promise<{ deleted: number; versions: string[] }> {
  const { rows } = await client.query<{ version: string | null }>(
    'delete from storage.objects where bucket_id = $1 returning version',
    [bucketId],
  );
  return { deleted: rows.length, versions: rows.flatMap((r) => (r.version ? [r.version] : [])) };
}

export async function deleteBucket(client: pg.PoolClient, bucketId: string): Promise<number> {
  const result = await client.query('delete from storage.buckets where id = $1', [bucketId]);
  return result.rowCount ?? 0;
}
