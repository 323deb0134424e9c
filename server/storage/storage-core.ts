// What every storage operation shares: the bucket an operation names, the bytes and the row of an upload written
// in that order, and objects found as the caller sees them.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type pg from 'pg';
import { requestScoped, type Logger } from '../process/logger.ts';
import { blobKeyForVersion, type BlobStore } from './blob-store.ts';
import { isAllowedMimeType } from './content-type.ts';
import type { Caller, StorageAuth } from './storage-auth.ts';
import { storageErrorFromDatabase, storageErrors } from './storage-error.ts';
import { assertValidKey } from './storage-names.ts';
import {
  findBucket,
  findObject,
  lockObjectName,
  testAsCaller,
  withCaller,
  writeObject,
  type BucketRow,
  type ObjectMetadata,
  type ObjectRow,
} from './storage.repository.ts';
import { isEmptyFolderPlaceholder, receiveUpload } from './upload-body.ts';

export interface UploadResult {
  Id: string;
  Key: string;
}

export interface StorageServiceOptions {
  db: pg.Pool;
  blobs: BlobStore;
  auth: StorageAuth;
  /** Global upload limit in bytes; bucket limits can only lower it. */
  fileSizeLimit: number;
  log: Logger;
}

/**
 * Bytes are written before the row that points at them and deleted after the row that pointed at them, so a
 * failure can leave an unreferenced blob, never a row without its bytes.
 */
export function createStorageCore(options: StorageServiceOptions) {
  const { db, blobs } = options;
  const log = requestScoped(options.log);

  async function bucketOrFail(bucketId: string): Promise<BucketRow> {
    const bucket = await findBucket(db, bucketId);
    if (!bucket) throw storageErrors.noSuchBucket();
    return bucket;
  }

  function sizeLimitOf(bucket: BucketRow): number {
    return Math.min(bucket.file_size_limit ?? options.fileSizeLimit, options.fileSizeLimit);
  }

  /** Deletes blobs no row points at any more; a failure only leaves bytes behind, so it is logged, not raised. */
  async function discardVersions(versions: readonly (string | null)[]) {
    const keys = versions.flatMap((v) => (v ? [blobKeyForVersion(v)] : []));
    if (keys.length === 0) return;
    await blobs
      .delete(keys)
      .catch((error: unknown) =>
        log.warn('storage: could not delete replaced blobs', { keys: keys.length, error: String(error) }),
      );
  }

  /** Runs the row write the upload will do, and rolls it back: refuses a forbidden upload before reading its bytes. */
  async function assertCanWrite(
    caller: Caller,
    bucketId: string,
    name: string,
    upsert: boolean,
    owner: string | null,
  ) {
    const probe: ObjectMetadata = {
      eTag: '""',
      size: 0,
      mimetype: 'application/octet-stream',
      cacheControl: 'no-cache',
      lastModified: new Date().toISOString(),
      contentLength: 0,
      httpStatusCode: 200,
    };
    await testAsCaller(db, caller, (client) =>
      writeObject(
        client,
        {
          id: randomUUID(),
          bucketId,
          name,
          owner,
          version: randomUUID(),
          metadata: probe,
          userMetadata: null,
        },
        upsert,
      ),
    ).catch((error: unknown) => storageErrorFromDatabase(error));
  }

  /** Puts a new version's row in place as the caller; returns the version it replaced, if any. */
  async function commitObjectRow(
    caller: Caller,
    object: Parameters<typeof writeObject>[1],
    upsert: boolean,
  ): Promise<{ id: string; replaced: string | null }> {
    let existing: ObjectRow | null = null;
    await withCaller(db, caller, (client) => writeObject(client, object, upsert), {
      before: async (client) => {
        await lockObjectName(client, object.bucketId, object.name);
        existing = await findObject(client, object.bucketId, object.name);
      },
    }).catch((error: unknown) => storageErrorFromDatabase(error));
    const previous = existing as ObjectRow | null;
    return previous && upsert
      ? { id: previous.id, replaced: previous.version }
      : { id: object.id, replaced: null };
  }

  async function upload(
    caller: Caller,
    bucketId: string,
    name: string,
    request: Request,
    write: { upsert: boolean; owner?: string | null },
  ): Promise<UploadResult> {
    assertValidKey(name);
    const bucket = await bucketOrFail(bucketId);
    const owner = write.owner === undefined ? caller.sub : write.owner;
    await assertCanWrite(caller, bucketId, name, write.upsert, owner);

    const staged = await receiveUpload(request, blobs.stagingDir, {
      maxBytes: sizeLimitOf(bucket),
      allowedMimeTypes: bucket.allowed_mime_types,
      objectName: name,
    });
    const version = randomUUID();
    const key = blobKeyForVersion(version);
    try {
      await blobs.putFile(key, staged.path, { contentType: staged.mimetype, size: staged.size });
    } catch (error) {
      await rm(staged.path, { force: true });
      throw error;
    }
    const metadata: ObjectMetadata = {
      eTag: staged.eTag,
      size: staged.size,
      mimetype: staged.mimetype,
      cacheControl: staged.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: staged.size,
      httpStatusCode: 200,
    };
    let committed: { id: string; replaced: string | null };
    try {
      committed = await commitObjectRow(
        caller,
        { id: randomUUID(), bucketId, name, owner, version, metadata, userMetadata: staged.userMetadata },
        write.upsert,
      );
    } catch (error) {
      await discardVersions([version]);
      throw error;
    }
    await discardVersions([committed.replaced]);
    return { Id: committed.id, Key: `${bucketId}/${name}` };
  }

  /** An object as the caller may see it (RLS), or NoSuchKey. */
  async function findForCaller(caller: Caller, bucketId: string, name: string): Promise<ObjectRow> {
    assertValidKey(name);
    const object = await withCaller(db, caller, (client) => findObject(client, bucketId, name));
    if (!object) throw storageErrors.noSuchKey();
    return object;
  }

  /** Checks an existing object against another bucket's limits, for moves and copies into it. */
  function assertFitsBucket(object: ObjectRow, bucket: BucketRow, destinationKey: string) {
    const size = object.metadata?.size ?? 0;
    if (size > sizeLimitOf(bucket)) throw storageErrors.entityTooLarge();
    // The upload rule for empty files (upload-body.ts), so an empty file cannot arrive by copy instead.
    if (size === 0 && bucket.allowed_mime_types && !isEmptyFolderPlaceholder(destinationKey)) {
      throw storageErrors.emptyObject();
    }
    const mimetype = object.metadata?.mimetype ?? 'application/octet-stream';
    if (bucket.allowed_mime_types && !isAllowedMimeType(mimetype, bucket.allowed_mime_types)) {
      throw storageErrors.invalidMimeType(mimetype);
    }
  }

  return {
    bucketOrFail,
    sizeLimitOf,
    discardVersions,
    assertCanWrite,
    commitObjectRow,
    upload,
    findForCaller,
    assertFitsBucket,
  };
}

export type StorageCore = ReturnType<typeof createStorageCore>;
