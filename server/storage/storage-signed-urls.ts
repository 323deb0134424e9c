// Signed URLs: links to read one object for a while, and tokens that let their holder upload one object.
import { SERVICE_CALLER, type Caller } from './storage-auth.ts';
import { storageErrors } from './storage-error.ts';
import { assertValidKey, MAX_OBJECTS_PER_REQUEST } from './storage-names.ts';
import type { StorageCore, StorageServiceOptions } from './storage-core.ts';
import { findObject, findObjectNames, withCaller } from './storage.repository.ts';

/** supabase-js's default for createSignedUploadUrl tokens, and Supabase's. */
const SIGNED_UPLOAD_EXPIRY_SECONDS = 2 * 60 * 60;
/** Longest signed URL we hand out (about ten years): a JWT `exp` must stay a sane number. */
const MAX_SIGNED_URL_EXPIRY_SECONDS = 10 * 365 * 24 * 3600;

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

export function createSignedUrlOperations(core: StorageCore, options: StorageServiceOptions) {
  const { db, auth } = options;
  const { bucketOrFail, findForCaller, assertCanWrite, upload } = core;
  return {
    /** The object a signed download URL opens, with the link's expiry. */
    async signedObject(bucketId: string, name: string, token: string | undefined) {
      if (!token) throw storageErrors.missingParameter('token');
      const claims = await auth.verify(token, `${bucketId}/${name}`, 'download');
      const object = await findObject(db, bucketId, name);
      if (!object) throw storageErrors.noSuchKey();
      return { object, expires: new Date(claims.exp * 1000) };
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
  };
}
