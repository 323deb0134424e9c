import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import type { BlobStore } from './blob-store.ts';
import type { Caller } from './storage-auth.ts';
import { storageErrors } from './storage-error.ts';
import type { StorageService } from './storage.service.ts';

// Supabase Storage's resumable uploads (the TUS 1.0.0 protocol at /storage/v1/upload/resumable, as tus-js-client
// speaks it): a POST creates the upload (Upload-Length, Upload-Metadata bucketName/objectName/contentType), PATCHes
// append at the offset the server holds, a HEAD tells a client that lost its connection where to continue. The
// finished file goes through the same checks and row write as a plain upload (type from the bytes, size limit,
// the bucket's policies as the caller). Partial uploads wait in the blob store's staging folder.

const TUS_VERSION = '1.0.0';
const MAX_IDLE_MS = 24 * 60 * 60 * 1000;

interface TusUpload {
  id: string;
  /** The user who created it; only they continue it. */
  sub: string | null;
  bucketId: string;
  objectName: string;
  contentType: string;
  cacheControl: string | null;
  upsert: boolean;
  length: number;
  createdAt: number;
}

function parseMetadata(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) metadata[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return metadata;
}

const tusHeaders = { 'Tus-Resumable': TUS_VERSION, 'Cache-Control': 'no-store' };

export function registerTusRoutes(
  app: Hono<{ Variables: { caller: Caller } }>,
  service: StorageService,
  blobs: BlobStore,
) {
  const dir = join(blobs.stagingDir, 'tus');
  const infoPath = (id: string) => join(dir, `${id}.json`);
  const partPath = (id: string) => join(dir, `${id}.part`);

  async function load(c: Context<{ Variables: { caller: Caller } }>): Promise<TusUpload> {
    const id = c.req.param('id') ?? '';
    if (!/^[0-9a-f-]{36}$/.test(id)) throw storageErrors.noSuchKey();
    const upload = await readFile(infoPath(id), 'utf8')
      .then((text) => JSON.parse(text) as TusUpload)
      .catch(() => null);
    if (!upload || upload.sub !== c.get('caller').sub) throw storageErrors.noSuchKey();
    if (Date.now() - upload.createdAt > MAX_IDLE_MS) {
      await discard(id);
      throw storageErrors.noSuchKey();
    }
    return upload;
  }

  async function discard(id: string) {
    await rm(infoPath(id), { force: true });
    await rm(partPath(id), { force: true });
  }

  async function offsetOf(id: string): Promise<number> {
    return stat(partPath(id)).then(
      (s) => s.size,
      () => 0,
    );
  }

  app.options('/upload/resumable/*', (c) =>
    c.body(null, 204, {
      ...tusHeaders,
      'Tus-Version': TUS_VERSION,
      'Tus-Extension': 'creation,termination',
    }),
  );

  app.post('/upload/resumable', async (c) => {
    const caller = c.get('caller');
    const metadata = parseMetadata(c.req.header('upload-metadata'));
    const length = Number(c.req.header('upload-length'));
    const bucketId = metadata.bucketName ?? '';
    const objectName = metadata.objectName ?? '';
    if (!bucketId || !objectName) {
      throw storageErrors.invalidRequest('Upload-Metadata needs bucketName and objectName');
    }
    if (!Number.isSafeInteger(length) || length < 0) {
      throw storageErrors.invalidRequest('Upload-Length must be a whole number of bytes');
    }
    const upsert = c.req.header('x-upsert') === 'true';
    // Signed-in callers only, and no more than the bucket takes; the finished upload goes through every check of
    // a plain upload (name, type from the bytes, the caller's write policy) before it becomes an object.
    if (!caller.sub) throw storageErrors.accessDenied('Resumable uploads need a signed-in user');
    const limit = await service.uploadLimit(bucketId);
    if (length > limit) throw storageErrors.entityTooLarge(limit);
    const upload: TusUpload = {
      id: randomUUID(),
      sub: caller.sub,
      bucketId,
      objectName,
      contentType: metadata.contentType || 'application/octet-stream',
      cacheControl: metadata.cacheControl ? `max-age=${metadata.cacheControl}` : null,
      upsert,
      length,
      createdAt: Date.now(),
    };
    await mkdir(dir, { recursive: true });
    await writeFile(partPath(upload.id), new Uint8Array(0));
    await writeFile(infoPath(upload.id), JSON.stringify(upload));
    return c.body(null, 201, { ...tusHeaders, Location: `/storage/v1/upload/resumable/${upload.id}` });
  });

  // HEAD: Hono answers a HEAD through the GET route of its path, without the body.
  app.get('/upload/resumable/:id', async (c) => {
    const upload = await load(c);
    return c.body(null, 200, {
      ...tusHeaders,
      'Upload-Offset': String(await offsetOf(upload.id)),
      'Upload-Length': String(upload.length),
    });
  });

  app.patch('/upload/resumable/:id', async (c) => {
    const upload = await load(c);
    if ((c.req.header('content-type') ?? '') !== 'application/offset+octet-stream') {
      return c.body(null, 415, tusHeaders);
    }
    const offset = await offsetOf(upload.id);
    if (Number(c.req.header('upload-offset')) !== offset) return c.body(null, 409, tusHeaders);
    // Appends what arrives, chunk by chunk: a dropped connection keeps every byte received so far.
    let received = offset;
    if (c.req.raw.body) {
      const reader = c.req.raw.body.getReader();
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done || !value) break;
        if (received + value.byteLength > upload.length) {
          await reader.cancel().catch(() => undefined);
          throw storageErrors.invalidRequest('More bytes than Upload-Length');
        }
        await appendFile(partPath(upload.id), value);
        received += value.byteLength;
      }
    }
    if (received === upload.length) {
      try {
        const headers: Record<string, string> = {
          'content-type': upload.contentType,
          'content-length': String(upload.length),
        };
        if (upload.cacheControl) headers['cache-control'] = upload.cacheControl;
        const request = new Request('http://tus.local/', {
          method: 'POST',
          headers,
          body: Readable.toWeb(createReadStream(partPath(upload.id))) as ReadableStream<Uint8Array>,
          duplex: 'half',
        } as RequestInit);
        await service.upload(c.get('caller'), upload.bucketId, upload.objectName, request, {
          upsert: upload.upsert,
        });
      } finally {
        await discard(upload.id);
      }
    }
    return c.body(null, 204, { ...tusHeaders, 'Upload-Offset': String(received) });
  });

  app.delete('/upload/resumable/:id', async (c) => {
    const upload = await load(c);
    await discard(upload.id);
    return c.body(null, 204, tusHeaders);
  });
}
