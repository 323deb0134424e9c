import { listObjectsV2, type ListV2Result } from './list-v2.ts';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type pg from 'pg';
import { requestScoped, type Logger } from '../process/logger.ts';
import { blobKeyForVersion, type BlobStore } from './blob-store.ts';
import { isAllowedMimeType } from './content-type.ts';
import { SERVICE_CALLER, type Caller, type StorageAuth } from './storage-auth.ts';
import { parseByteSize } from './storage-config.ts';
import { StorageError, storageErrorFromDatabase, storageErrors } from './storage-error.ts';
import {
  countBucketObjects,
  deleteBucket,
  deleteBucketObjects,
  deleteObjects,
  findBucket,
  findObject,
  findObjectNames,
  insertBucket,
  listBuckets,
  listObjects,
  lockObjectName,
  renameObject,
  testAsCaller,
  updateBucket,
  withCaller,
  writeObject,
  type BucketChanges,
  type BucketRow,
  type ListEntry,
  type ListOptions,
  type ObjectMetadata,
  type ObjectRow,
} from './storage.repository.ts';
import { isEmptyFolderPlaceholder, receiveUpload } from './upload-body.ts';

/** supabase-js's default for createSignedUploadUrl tokens, and Supabase's. */
const SIGNED_UPLOAD_EXPIRY_SECONDS = 2 * 60 * 60;
/** Longest signed URL we hand out (about ten years): a JWT `exp` must stay a sane number. */
const MAX_SIGNED_URL_EXPIRY_SECONDS = 10 * 365 * 24 * 3600;
/** Objects named in one remove or batch-sign request, as Supabase caps them. */
const MAX_OBJECTS_PER_REQUEST = 1000;
const MAX_LIST_LIMIT = 1000;
const MAX_KEY_LENGTH = 1024;

/**
 * Object names: Supabase's safe characters plus letters and digits of any script. No empty, `.` or `..` segment
 * and no leading slash, so names read the same as folders everywhere (policies, listings, S3 tools).
 */
const KEY_PATTERN = /^[\p{L}\p{N}\p{M}_/!\-.*'() &$@=;:+,?]+$/u;

export function assertValidKey(name: string): void {
  const valid =
    name.length > 0 &&
    name.length <= MAX_KEY_LENGTH &&
    KEY_PATTERN.test(name) &&
    name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!valid) throw storageErrors.invalidKey(name);
}

const BUCKET_NAME_PATTERN = /^[A-Za-z0-9_!.*'() &$@=;:+,?-]{1,100}$/;

export function assertValidBucketName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || !BUCKET_NAME_PATTERN.test(name) || name.trim() !== name) {
    throw storageErrors.invalidBucketName();
  }
}

function assertExpiresIn(expiresIn: unknown): asserts expiresIn is number {
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1) {
    throw storageErrors.invalidParameter('expiresIn must be a whole number of seconds, at least 1');
  }
  if (expiresIn > MAX_SIGNED_URL_EXPIRY_SECONDS) {
    throw storageErrors.invalidParameter(
      `expiresIn must be at most ${MAX_SIGNED_URL_EXPIRY_SECONDS} seconds`,
    );
  }
}

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
 * Supabase Storage's operations over a blob store and the `storage` schema. Object rows are read and written as
 * the caller (see withCaller), so the app's RLS policies decide; bucket settings and signed-URL targets are read by
 * the platform itself. Bytes are written before the row that points at them and deleted after the row that
 * pointed at them, so a failure can leave an unreferenced blob, never a row without its bytes.
 */
export function createStorageService(options: StorageServiceOptions) {
  const { db, blobs, auth } = options;
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
    upload,

    /** The most bytes an upload to this bucket may have: resumable uploads check it before taking any byte. */
    async uploadLimit(bucketId: string): Promise<number> {
      return sizeLimitOf(await bucketOrFail(bucketId));
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

    /** The object a signed download URL opens, with the link's expiry. */
    async signedObject(bucketId: string, name: string, token: string | undefined) {
      if (!token) throw storageErrors.missingParameter('token');
      const claims = await auth.verify(token, `${bucketId}/${name}`, 'download');
      const object = await findObject(db, bucketId, name);
      if (!object) throw storageErrors.noSuchKey();
      return { object, expires: new Date(claims.exp * 1000) };
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

    /** POST /object/sign/{bucket}/{name}: a link to an object the caller can read, for `expiresIn` seconds. */
    async signUrl(caller: Caller, bucketId: string, name: string, expiresIn: unknown): Promise<string> {
      assertExpiresIn(expiresIn);
      await bucketOrFail(bucketId);
      await findForCaller(caller, bucketId, name);
      const token = await auth.sign({ url: `${bucketId}/${name}`, scope: 'download' }, expiresIn);
      return `/object/sign/${bucketId}/${name}?token=${token}`;
    },

    /** POST /object/sign/{bucket}: links for many objects; one the caller cannot read gets an error entry. */
    async signUrls(caller: Caller, bucketId: string, paths: unknown, expiresIn: unknown) {
      assertExpiresIn(expiresIn);
      if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string')) {
        throw storageErrors.invalidParameter('paths must be a non-empty array of object names');
      }
      if (paths.length > MAX_OBJECTS_PER_REQUEST) {
        throw storageErrors.invalidParameter(
          `At most ${MAX_OBJECTS_PER_REQUEST} paths can be signed at once`,
        );
      }
      await bucketOrFail(bucketId);
      const visible = await withCaller(db, caller, (client) =>
        findObjectNames(client, bucketId, paths as string[]),
      );
      return Promise.all(
        (paths as string[]).map(async (path) => {
          if (!visible.has(path)) {
            return {
              error: 'Either the object does not exist or you do not have access to it',
              path,
              signedURL: null,
            };
          }
          const token = await auth.sign({ url: `${bucketId}/${path}`, scope: 'download' }, expiresIn);
          return { error: null, path, signedURL: `/object/sign/${bucketId}/${path}?token=${token}` };
        }),
      );
    },

    /** POST /object/upload/sign/...: a token that lets anyone holding it upload this one object, as the caller. */
    async signUploadUrl(caller: Caller, bucketId: string, name: string, upsert: boolean) {
      assertValidKey(name);
      await bucketOrFail(bucketId);
      await assertCanWrite(caller, bucketId, name, upsert, caller.sub);
      const url = `${bucketId}/${name}`;
      const claims = { url, scope: 'upload' as const, upsert, ...(caller.sub ? { owner: caller.sub } : {}) };
      const token = await auth.sign(claims, SIGNED_UPLOAD_EXPIRY_SECONDS);
      return { url: `/object/upload/sign/${url}?token=${token}`, token };
    },

    /** PUT /object/upload/sign/...: the upload the token was issued for (its permission was checked when signed). */
    async uploadWithToken(bucketId: string, name: string, token: string | undefined, request: Request) {
      if (!token) throw storageErrors.missingParameter('token');
      const claims = await auth.verify(token, `${bucketId}/${name}`, 'upload');
      return upload(SERVICE_CALLER, bucketId, name, request, {
        upsert: claims.upsert === true,
        owner: claims.owner ?? null,
      });
    },

    // -------------------------------------------------------------------------------------------------------
    // Buckets: read and written as the caller too. With no policies on storage.buckets (this app has none)
    // only the service role manages them, as on Supabase: a bucket the caller cannot see is answered "Bucket
    // not found" by every route, the ones that change it (update, empty, delete) included.

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

export type StorageService = ReturnType<typeof createStorageService>;
