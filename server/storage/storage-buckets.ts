// Buckets: read and written as the caller too. With no policies on storage.buckets (this app has none) only the
// service role manages them, as on Supabase: a bucket the caller cannot see is answered "Bucket not found" by
// every route, the ones that change it (update, empty, delete) included.
import type { Caller } from './storage-auth.ts';
import { parseByteSize } from './storage-config.ts';
import { StorageError, storageErrorFromDatabase, storageErrors } from './storage-error.ts';
import { assertValidBucketName } from './storage-names.ts';
import type { StorageCore, StorageServiceOptions } from './storage-core.ts';
import {
  countBucketObjects,
  deleteBucket,
  deleteBucketObjects,
  findBucket,
  insertBucket,
  listBuckets,
  updateBucket,
  withCaller,
  type BucketChanges,
  type BucketRow,
} from './storage.repository.ts';

export function createBucketOperations(core: StorageCore, options: StorageServiceOptions) {
  const { db } = options;
  const { discardVersions } = core;
  return {
    async listBuckets(caller: Caller, query: Record<string, string | undefined>) {
      const limit = query.limit !== undefined ? Number(query.limit) : undefined;
      const offset = query.offset !== undefined ? Number(query.offset) : undefined;
      return withCaller(db, caller, (client) =>
        listBuckets(client, {
          limit: limit !== undefined && Number.isInteger(limit) && limit > 0 ? limit : undefined,
          offset: offset !== undefined && Number.isInteger(offset) && offset > 0 ? offset : 0,
          search: query.search,
          sortColumn: query.sortColumn ?? 'name',
          sortOrder: query.sortOrder === 'desc' ? 'desc' : 'asc',
        }),
      );
    },

    async getBucket(caller: Caller, bucketId: string): Promise<BucketRow> {
      const bucket = await withCaller(db, caller, (client) => findBucket(client, bucketId));
      if (!bucket) throw storageErrors.noSuchBucket();
      return bucket;
    },

    async createBucket(caller: Caller, body: Record<string, unknown>) {
      const id = body.id ?? body.name;
      assertValidBucketName(id);
      const changes = bucketChanges(body);
      await withCaller(db, caller, (client) =>
        insertBucket(client, { id, owner: caller.sub, ...changes }),
      ).catch((error: unknown) => storageErrorFromDatabase(error, storageErrors.bucketAlreadyExists));
      return { name: id };
    },

    async updateBucket(caller: Caller, bucketId: string, body: Record<string, unknown>) {
      const changes = bucketChanges(body);
      const updated = await withCaller(db, caller, (client) => updateBucket(client, bucketId, changes)).catch(
        (error: unknown) => storageErrorFromDatabase(error),
      );
      if (updated === 0) throw storageErrors.noSuchBucket();
      return { message: 'Successfully updated' };
    },

    /**
     * Empties a bucket for who may manage it, all or nothing: were the caller's object policies to spare some
     * objects, nothing is deleted (Supabase's AccessDenied), rather than whatever those policies happen to reach.
     */
    async emptyBucket(caller: Caller, bucketId: string) {
      let total = 0;
      const versions = await withCaller(
        db,
        caller,
        async (client) => {
          if (!(await findBucket(client, bucketId))) throw storageErrors.noSuchBucket();
          const { deleted, versions } = await deleteBucketObjects(client, bucketId);
          if (deleted < total) throw storageErrors.accessDenied('Cannot delete every object of the bucket');
          return versions;
        },
        {
          allowDelete: true,
          before: async (client) => {
            total = await countBucketObjects(client, bucketId);
          },
        },
      ).catch((error: unknown) => {
        if (error instanceof StorageError) throw error;
        return storageErrorFromDatabase(error);
      });
      await discardVersions(versions);
      // Supabase Storage's words (it empties in the background); here the bucket is already empty.
      return { message: 'Empty bucket has been queued. Completion may take up to an hour.' };
    },

    async deleteBucket(caller: Caller, bucketId: string) {
      // Whether it exists for the caller before whether it is empty: a user learns nothing about a bucket.
      if (!(await withCaller(db, caller, (client) => findBucket(client, bucketId)))) {
        throw storageErrors.noSuchBucket();
      }
      const { rows } = await db.query(
        'select exists (select 1 from storage.objects where bucket_id = $1) as used',
        [bucketId],
      );
      if ((rows[0] as { used: boolean }).used) throw storageErrors.bucketNotEmpty();
      const deleted = await withCaller(db, caller, (client) => deleteBucket(client, bucketId), {
        allowDelete: true,
      }).catch((error: unknown) => storageErrorFromDatabase(error));
      if (deleted === 0) throw storageErrors.noSuchBucket();
      return { message: 'Successfully deleted' };
    },
  };
}

/** The bucket settings of a create/update body, in supabase-js's field names. */
function bucketChanges(body: Record<string, unknown>): BucketChanges {
  const changes: BucketChanges = {};
  if (body.public !== undefined) {
    if (typeof body.public !== 'boolean')
      throw storageErrors.invalidParameter('public must be true or false');
    changes.public = body.public;
  }
  if (body.file_size_limit !== undefined) {
    if (body.file_size_limit === null) changes.fileSizeLimit = null;
    else {
      const limit =
        typeof body.file_size_limit === 'number' || typeof body.file_size_limit === 'string'
          ? parseByteSize(body.file_size_limit)
          : null;
      if (limit === null) throw storageErrors.invalidFileSizeLimit();
      changes.fileSizeLimit = limit;
    }
  }
  if (body.allowed_mime_types !== undefined) {
    const types = body.allowed_mime_types;
    if (types === null) changes.allowedMimeTypes = null;
    else if (
      Array.isArray(types) &&
      types.every((t) => typeof t === 'string' && /^[\w.+*-]+\/[\w.+*-]+$/.test(t))
    ) {
      changes.allowedMimeTypes = types.length > 0 ? (types as string[]) : null;
    } else
      throw storageErrors.invalidParameter('allowed_mime_types must be a list of types such as image/png');
  }
  return changes;
}
