import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { openAsBlob } from 'node:fs';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import { EVENTS, type Upload } from '@tus/utils';
import type { Context, Hono } from 'hono';
import type { Logger } from '../process/logger.ts';
import type { BlobStore } from './blob-store.ts';
import type { Caller } from './storage-auth.ts';
import { storageErrors } from './storage-error.ts';
import type { StorageService } from './storage.service.ts';

// Supabase Storage's resumable uploads: the TUS 1.0.0 protocol at /storage/v1/upload/resumable, served by
// @tus/server (as Supabase Storage serves it) over @tus/file-store in the blob store's staging folder. A POST
// creates the upload (Upload-Length, Upload-Metadata bucketName/objectName/contentType/cacheControl, x-upsert),
// PATCHes append at the offset the server holds, a HEAD tells a client that lost its connection where to continue.
// Our rules sit in tus's hooks: only a signed-in caller creates an upload, and no longer than the bucket takes;
// only its creator sees or continues it; the finished file goes through the same checks and row write as a plain
// upload (type from the bytes, size limit, the bucket's policies as the caller), then the staged upload is gone.

const MOUNT = '/upload/resumable';
const PUBLIC_PATH = `/storage/v1${MOUNT}`;
const MAX_IDLE_MS = 24 * 60 * 60 * 1000;
/** Metadata keys the server writes at creation (whatever the client sent under these names is replaced). */
const OWNER = 'studyloopOwner';
const UPSERT = 'studyloopUpsert';

type Env = { Variables: { caller: Caller } };

function isTusProtocolError(error: unknown): error is { status_code: number; body: string } {
  return typeof error === 'object' && error !== null && !(error instanceof Error) && 'status_code' in error;
}

export function registerTusRoutes(app: Hono<Env>, service: StorageService, blobs: BlobStore, log: Logger) {
  const directory = join(blobs.stagingDir, 'tus');
  const datastore = new FileStore({
    directory,
    expirationPeriodInMilliseconds: MAX_IDLE_MS,
  });
  // tus hands its hooks the request it was given: the caller and a refusal travel with that request.
  const callers = new WeakMap<Request, Caller>();
  const refusals = new WeakMap<Request, Error>();
  // Each owner's unfinished uploads (id -> size, when created): staged bytes on disk that no object row counts
  // yet, held to the owner's storage quota with their files. Forgotten when finished, removed or past the idle time.
  const unfinished = new Map<string, Map<string, { size: number; at: number }>>();
  const unfinishedBytes = (owner: string) => {
    let total = 0;
    for (const [id, entry] of unfinished.get(owner) ?? []) {
      if (Date.now() - entry.at > MAX_IDLE_MS) unfinished.get(owner)!.delete(id);
      else total += entry.size;
    }
    return total;
  };
  const forget = (upload: Upload) => {
    const owner = upload.metadata?.[OWNER];
    if (!owner) return;
    unfinished.get(owner)?.delete(upload.id);
    if (unfinished.get(owner)?.size === 0) unfinished.delete(owner);
  };
  const callerOf = (request: Request): Caller => {
    const caller = callers.get(request);
    if (!caller) throw storageErrors.accessDenied('Resumable uploads need a signed-in user');
    return caller;
  };

  const tus = new TusServer({
    path: MOUNT,
    datastore,
    namingFunction: () => randomUUID(),
    generateUrl: (_request, { id }) => `${PUBLIC_PATH}/${id}`,

    async onIncomingRequest(request, id) {
      const caller = callerOf(request);
      if (request.method === 'POST') return;
      const upload = await datastore.getUpload(id).catch(() => null);
      // Someone else's upload is answered as one that does not exist.
      if (!upload || upload.metadata?.[OWNER] !== caller.sub) throw storageErrors.noSuchKey();
    },

    async onUploadCreate(request, upload) {
      const caller = callerOf(request);
      if (!caller.sub) throw storageErrors.accessDenied('Resumable uploads need a signed-in user');
      const bucketId = upload.metadata?.bucketName ?? '';
      const objectName = upload.metadata?.objectName ?? '';
      if (!bucketId || !objectName) {
        throw storageErrors.invalidRequest('Upload-Metadata needs bucketName and objectName');
      }
      // The bucket's limit is checked before any byte is taken, so the length must be known now.
      if (upload.size === undefined) {
        throw storageErrors.invalidRequest('Upload-Length must be a whole number of bytes');
      }
      const limit = await service.uploadLimit(bucketId);
      if (upload.size > limit) throw storageErrors.entityTooLarge(limit);
      // The owner's files and unfinished uploads together stay within the quota: a client cannot fill the disk
      // with uploads it never finishes either.
      await service.assertRoomFor(caller.sub, unfinishedBytes(caller.sub) + upload.size);
      let own = unfinished.get(caller.sub);
      if (!own) unfinished.set(caller.sub, (own = new Map()));
      own.set(upload.id, { size: upload.size, at: Date.now() });
      return {
        metadata: {
          ...upload.metadata,
          [OWNER]: caller.sub,
          [UPSERT]: request.headers.get('x-upsert') === 'true' ? 'true' : 'false',
        },
      };
    },

    async onUploadFinish(request, upload) {
      try {
        await service.upload(
          callerOf(request),
          bucketOf(upload),
          nameOf(upload),
          await finishedFile(upload),
          {
            upsert: upload.metadata?.[UPSERT] === 'true',
          },
        );
      } catch (error) {
        forget(upload);
        await discard(upload.id);
        throw error;
      }
      return {};
    },

    onResponseError(request, error) {
      // The storage service's refusals (and anything unexpected) are answered by the storage app's error handler,
      // in Supabase's error body; an upload that is not there (or expired) reads as a missing object, as before.
      if (!isTusProtocolError(error)) refusals.set(request, error);
      else if (error.status_code === 404 || error.status_code === 410)
        refusals.set(request, storageErrors.noSuchKey());
      return undefined;
    },
  });

  // The staged upload has become an object (the answer is written): its bytes and record go.
  tus.on(EVENTS.POST_FINISH, (_request, _response, upload) => {
    forget(upload);
    void discard(upload.id);
  });
  tus.on(EVENTS.POST_TERMINATE, (_request, _response, id) => {
    for (const own of unfinished.values()) own.delete(id);
  });

  async function discard(id: string) {
    await datastore.remove(id).catch((error: unknown) => {
      if (!isTusProtocolError(error)) log.warn('resumable upload not removed', { error, id });
    });
  }

  const bucketOf = (upload: Upload) => upload.metadata?.bucketName ?? '';
  const nameOf = (upload: Upload) => upload.metadata?.objectName ?? '';

  /** The received file as the plain upload route receives one: its bytes, type and cache setting. */
  async function finishedFile(upload: Upload): Promise<Request> {
    const headers: Record<string, string> = {
      'content-type': upload.metadata?.contentType || 'application/octet-stream',
      'content-length': String(upload.size ?? 0),
    };
    const cacheControl = upload.metadata?.cacheControl;
    if (cacheControl) headers['cache-control'] = `max-age=${cacheControl}`;
    // A file-backed Blob: the bytes are read from disk as the upload streams them, never held in memory.
    const body = await openAsBlob(join(directory, upload.id));
    return new Request('http://tus.local/', { method: 'POST', headers, body });
  }

  async function answer(c: Context<Env>): Promise<Response> {
    const request = c.req.raw;
    callers.set(request, c.get('caller'));
    const response = await tus.handleWeb(request);
    const refusal = refusals.get(request);
    if (refusal) throw refusal;
    // Cross-origin access is the gateway's to grant, the same for every storage route.
    for (const name of [...response.headers.keys()]) {
      if (name.startsWith('access-control-')) response.headers.delete(name);
    }
    return response;
  }

  app.post(MOUNT, answer);
  app.patch(`${MOUNT}/:id`, answer);
  app.delete(`${MOUNT}/:id`, answer);
  // Hono answers a HEAD through the GET route of its path; a GET itself (tus's download of an upload) is not offered.
  app.get(`${MOUNT}/:id`, (c) => (c.req.method === 'HEAD' ? answer(c) : c.notFound()));
}
