import { randomUUID } from 'node:crypto';
import { listObjectsV2, type ListV2Result } from './list-v2.ts';
import { blobKeyForVersion } from './blob-store.ts';
import type { Caller } from './storage-auth.ts';
import { createBucketOperations } from './storage-buckets.ts';
import { createStorageCore, type StorageServiceOptions } from './storage-core.ts';
import { StorageError, storageErrorFromDatabase, storageErrors } from './storage-error.ts';
import { assertValidKey, MAX_LIST_LIMIT, MAX_OBJECTS_PER_REQUEST } from './storage-names.ts';
import { createSignedUrlOperations } from './storage-signed-urls.ts';
import {
  deleteObjects,
  findBucket,
  findObject,
  listObjects,
  lockObjectName,
  renameObject,
  withCaller,
  type ListEntry,
  type ListOptions,
  type ObjectRow,
} from './storage.repository.ts';

export type { StorageServiceOptions, UploadResult } from './storage-core.ts';

/**
 * Supabase Storage's operations over a blob store and the `storage` schema: objects here, signed URLs
 * (storage-signed-urls.ts) and buckets (storage-buckets.ts) beside, on the shared core (storage-core.ts). Object
 * rows are read and written as the caller (see withCaller), so the app's RLS policies decide; bucket settings and
 * signed-URL targets are read by the platform itself.
 */
export function createStorageService(options: StorageServiceOptions) {
  const { db, blobs } = options;
  const core = createStorageCore(options);
  const {
    bucketOrFail,
    discardVersions,
    assertCanWrite,
    commitObjectRow,
    upload,
    findForCaller,
    assertFitsBucket,
    sizeLimitOf,
  } = core;

  return {
    upload,

    /** The most bytes an upload to this bucket may have: resumable uploads check it before taking any byte. */
    async uploadLimit(bucketId: string): Promise<number> {
      return sizeLimitOf(await bucketOrFail(bucketId));
    },

    /**
     * Refuses (413) when an owner's files, with `bytes` more, would pass their quota (the database's
     * private.storage_quota_bytes, which also refuses the row itself): resumable uploads check it before taking
     * any byte, counting the owner's unfinished uploads as `bytes` too.
     */
    async assertRoomFor(owner: string, bytes: number): Promise<void> {
      const { rows } = await db.query<{ used: string; quota: string }>(
        'select private.storage_bytes_of($1) as used, private.storage_quota_bytes() as quota',
        [owner],
      );
      const quota = Number(rows[0]!.quota);
      if (Number(rows[0]!.used) + bytes > quota)
        throw storageErrors.quotaExceeded(
          `The storage quota of this account is used up: at most ${quota} bytes of files in all`,
        );
    },

    /** GET /object/{bucket}/{name} and /object/authenticated/...: through the caller's RLS. */
    async objectForCaller(caller: Caller, bucketId: string, name: string): Promise<ObjectRow> {
      await bucketOrFail(bucketId);
      return findForCaller(caller, bucketId, name);
    },

    /** /object/public/... and the site's public media: any object of a public bucket, no RLS. */
    async publicObject(bucketId: string, name: string): Promise<ObjectRow> {
      assertValidKey(name);
      const bucket = await findBucket(db, bucketId);
      if (!bucket?.public) throw storageErrors.noSuchBucket();
      const object = await findObject(db, bucketId, name);
      if (!object) throw storageErrors.noSuchKey();
      return object;
    },

    async list(caller: Caller, bucketId: string, body: Record<string, unknown>): Promise<ListEntry[]> {
      await bucketOrFail(bucketId);
      const rawPrefix = typeof body.prefix === 'string' ? body.prefix : '';
      const prefix = rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`;
      const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
      const listOptions: ListOptions = {
        prefix: prefix.replace(/^\/+/, ''),
        search: typeof body.search === 'string' ? body.search : '',
        limit: Math.min(
          Math.max(Number.isInteger(body.limit) ? (body.limit as number) : 100, 1),
          MAX_LIST_LIMIT,
        ),
        offset: Math.max(Number.isInteger(body.offset) ? (body.offset as number) : 0, 0),
        sortColumn:
          (['name', 'created_at', 'updated_at', 'last_accessed_at'] as const).find(
            (c) => c === sortBy.column,
          ) ?? 'name',
        sortOrder: String(sortBy.order ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc',
      };
      return withCaller(db, caller, (client) => listObjects(client, bucketId, listOptions));
    },

    /** `POST /object/list-v2/:bucket`: see listObjectsV2. */
    async listV2(caller: Caller, bucketId: string, body: Record<string, unknown>): Promise<ListV2Result> {
      await bucketOrFail(bucketId);
      return withCaller(db, caller, (client) => listObjectsV2(client, bucketId, body));
    },

    /** Deletes the named objects the caller may delete (others are skipped, as RLS hides them); returns their rows. */
    async remove(caller: Caller, bucketId: string, names: unknown): Promise<ObjectRow[]> {
      if (!Array.isArray(names) || names.length === 0 || !names.every((n) => typeof n === 'string')) {
        throw storageErrors.invalidParameter('prefixes must be a non-empty array of object names');
      }
      if (names.length > MAX_OBJECTS_PER_REQUEST) {
        throw storageErrors.invalidParameter(
          `At most ${MAX_OBJECTS_PER_REQUEST} objects can be removed at once`,
        );
      }
      await bucketOrFail(bucketId);
      const deleted = await withCaller(
        db,
        caller,
        (client) => deleteObjects(client, bucketId, names as string[]),
        {
          allowDelete: true,
        },
      ).catch((error: unknown) => storageErrorFromDatabase(error));
      await discardVersions(deleted.map((row) => row.version));
      return deleted;
    },

    /** A rename of the row (the blob key does not depend on the name), checked by the caller's UPDATE policies. */
    async move(caller: Caller, body: Record<string, unknown>) {
      const { bucketId, sourceKey, destinationKey } = body;
      const destinationBucket = body.destinationBucket ?? bucketId;
      if (typeof bucketId !== 'string') throw storageErrors.missingParameter('bucketId');
      if (typeof sourceKey !== 'string') throw storageErrors.missingParameter('sourceKey');
      if (typeof destinationKey !== 'string') throw storageErrors.missingParameter('destinationKey');
      if (typeof destinationBucket !== 'string') throw storageErrors.invalidParameter('destinationBucket');
      assertValidKey(sourceKey);
      assertValidKey(destinationKey);
      await bucketOrFail(bucketId);
      const target = await bucketOrFail(destinationBucket);
      const source = await findForCaller(caller, bucketId, sourceKey);
      if (destinationBucket !== bucketId) assertFitsBucket(source, target, destinationKey);
      if (destinationBucket === bucketId && destinationKey === sourceKey) {
        return { message: 'Successfully moved', Id: source.id, Key: destinationKey };
      }
      await withCaller(
        db,
        caller,
        async (client) => {
          const moved = await renameObject(
            client,
            { bucketId, name: sourceKey },
            { bucketId: destinationBucket, name: destinationKey },
            caller.sub,
          );
          if (moved === 0) throw storageErrors.accessDenied();
        },
        {
          before: async (client) => {
            // Locks in a fixed order so two opposite moves cannot deadlock.
            const keys = [
              [bucketId, sourceKey],
              [destinationBucket, destinationKey],
            ].sort((a, b) => (a.join('/') < b.join('/') ? -1 : 1));
            for (const [bucket, name] of keys) await lockObjectName(client, bucket!, name!);
          },
        },
      ).catch((error: unknown) => {
        if (error instanceof StorageError) throw error;
        storageErrorFromDatabase(error);
      });
      return { message: 'Successfully moved', Id: source.id, Key: destinationKey };
    },

    /** A new object with a copy of the source's bytes, checked by the caller's SELECT (source) and INSERT policies. */
    async copy(caller: Caller, body: Record<string, unknown>, upsert: boolean) {
      const { bucketId, sourceKey, destinationKey } = body;
      const destinationBucket = body.destinationBucket ?? bucketId;
      if (typeof bucketId !== 'string') throw storageErrors.missingParameter('bucketId');
      if (typeof sourceKey !== 'string') throw storageErrors.missingParameter('sourceKey');
      if (typeof destinationKey !== 'string') throw storageErrors.missingParameter('destinationKey');
      if (typeof destinationBucket !== 'string') throw storageErrors.invalidParameter('destinationBucket');
      assertValidKey(destinationKey);
      await bucketOrFail(bucketId);
      const target = await bucketOrFail(destinationBucket);
      const source = await findForCaller(caller, bucketId, sourceKey);
      if (!source.version || !source.metadata) throw storageErrors.noSuchKey();
      assertFitsBucket(source, target, destinationKey);
      await assertCanWrite(caller, destinationBucket, destinationKey, upsert, caller.sub);

      const version = randomUUID();
      await blobs.copy(blobKeyForVersion(source.version), blobKeyForVersion(version));
      let committed: { id: string; replaced: string | null };
      try {
        committed = await commitObjectRow(
          caller,
          {
            id: randomUUID(),
            bucketId: destinationBucket,
            name: destinationKey,
            owner: caller.sub,
            version,
            metadata: { ...source.metadata, lastModified: new Date().toISOString() },
            userMetadata: source.user_metadata,
          },
          upsert,
        );
      } catch (error) {
        await discardVersions([version]);
        throw error;
      }
      await discardVersions([committed.replaced]);
      return {
        Id: committed.id,
        Key: `${destinationBucket}/${destinationKey}`,
        name: destinationKey,
        bucket_id: destinationBucket,
      };
    },
    ...createSignedUrlOperations(core, options),
    ...createBucketOperations(core, options),
  };
}

export type StorageService = ReturnType<typeof createStorageService>;
