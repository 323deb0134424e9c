import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import { blobKeyForVersion, type BlobStore } from '../storage/blob-store.ts';

// The pipeline's access to stored objects: it runs beside the storage service (same database, same blob store),
// as the server, so it reads and writes objects directly, the way the storage service records them.

type Db = pg.Pool | pg.PoolClient;

export class StoredObjectMissingError extends Error {
  override name = 'StoredObjectMissingError';
}

async function collect(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      stream.destroy();
      throw new Error(`object larger than ${limit} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The bytes and stored facts of an object. */
export async function readObject(
  db: Db,
  blobs: BlobStore,
  bucketId: string,
  name: string,
  limit = 256 * 1024 * 1024,
): Promise<{ bytes: Buffer; mimetype: string | null }> {
  const { rows } = await db.query<{ version: string | null; mimetype: string | null }>(
    `select version, metadata ->> 'mimetype' as mimetype from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
  const row = rows[0];
  if (!row?.version) throw new StoredObjectMissingError(`${bucketId}/${name} is not stored`);
  const bytes = await collect(await blobs.read(blobKeyForVersion(row.version)), limit);
  return { bytes, mimetype: row.mimetype };
}

/**
 * Stores bytes under a name, replacing an object of that name (a re-run of a step writes the same name again);
 * the replaced version's bytes are deleted once the row points at the new ones.
 */
export async function putObject(
  db: pg.Pool,
  blobs: BlobStore,
  object: { bucketId: string; name: string; owner: string | null; bytes: Uint8Array; mimetype: string },
): Promise<void> {
  const version = randomUUID();
  const size = object.bytes.byteLength;
  await blobs.putBytes(blobKeyForVersion(version), object.bytes, { contentType: object.mimetype, size });
  const metadata = {
    eTag: `"${createHash('md5').update(object.bytes).digest('hex')}"`,
    size,
    mimetype: object.mimetype,
    cacheControl: 'max-age=3600',
    lastModified: new Date().toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  };
  const { rows } = await db.query<{ previous: string | null }>(
    `with previous as (select version from storage.objects where bucket_id = $1 and name = $2)
     insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata)
     values (gen_random_uuid(), $1, $2, $3::uuid, $3::text, $4, $5::jsonb)
     on conflict (bucket_id, name) do update set
       owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
       metadata = excluded.metadata, updated_at = now()
     returning (select version from previous) as previous`,
    [object.bucketId, object.name, object.owner, version, JSON.stringify(metadata)],
  );
  const previous = rows[0]?.previous;
  if (previous && previous !== version) await blobs.delete([blobKeyForVersion(previous)]);
}

/** Deletes objects (rows and bytes); names that do not exist are skipped. */
export async function deleteObjects(
  db: pg.Pool,
  blobs: BlobStore,
  objects: readonly { bucketId: string; name: string }[],
): Promise<void> {
  if (objects.length === 0) return;
  const client = await db.connect();
  let versions: string[] = [];
  try {
    await client.query('begin');
    await client.query(`select set_config('storage.allow_delete_query', 'true', true)`);
    const { rows } = await client.query<{ version: string | null }>(
      `delete from storage.objects o using jsonb_to_recordset($1::jsonb) as x(bucket_id text, name text)
        where o.bucket_id = x.bucket_id and o.name = x.name
        returning o.version`,
      [JSON.stringify(objects.map((o) => ({ bucket_id: o.bucketId, name: o.name })))],
    );
    await client.query('commit');
    versions = rows.flatMap((r) => (r.version ? [r.version] : []));
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  await blobs.delete(versions.map(blobKeyForVersion));
}
