import { Hono, type Context } from 'hono';
import { requestScoped, type Logger } from '../process/logger.ts';
import type { BlobStore } from './blob-store.ts';
import { objectResponse } from './object-response.ts';
import type { Caller, StorageAuth } from './storage-auth.ts';
import { StorageError, storageErrors } from './storage-error.ts';
import { bodyWithin } from '../process/body-within.ts';
import type { StorageService } from './storage.service.ts';
import type { BucketRow, ObjectRow } from './storage.repository.ts';
import { registerTusRoutes } from './tus.routes.ts';

/**
 * Paths of /storage/v1 that Supabase's gateway lets through without an API key: public objects and signed URLs,
 * which are opened by browsers and players that cannot add headers. Everything else needs the key, and every
 * route but these also needs a JWT (the user's token, or the anon or service key) in Authorization.
 */
const OPEN_PREFIXES = ['/object/public/', '/object/info/public/', '/object/sign/', '/object/upload/sign/'];

export function storageRequiresApiKey(path: string): boolean {
  return !OPEN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

type Env = { Variables: { caller: Caller } };

/**
 * A bucket as Supabase Storage answers GET /bucket and /bucket/:id: id, name, owner, public, the limits and the
 * dates; the internal owner_id and type columns stay out.
 */
function bucketJson({ owner_id: _ownerId, type: _type, ...bucket }: BucketRow) {
  return bucket;
}

/**
 * Largest JSON body of a storage route (lists, moves, signed URLs, removals): read whole on the thread that serves
 * every request, so bounded. The largest real one, a removal of 1,000 names of 1,024 characters, is about 4 MB.
 */
const JSON_BODY_LIMIT = 8 * 1024 * 1024;

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const bytes = await bodyWithin(c.req.raw, JSON_BODY_LIMIT);
  if (bytes === null) throw storageErrors.entityTooLarge(JSON_BODY_LIMIT);
  const text = new TextDecoder().decode(bytes);
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw storageErrors.invalidRequest('Body is not valid JSON');
}

/**
 * `/storage/v1`: Supabase Storage's HTTP API as `@supabase/storage-js` calls it (paths, bodies, headers, response
 * shapes and error bodies). Handlers only translate HTTP; storage.service.ts does the work.
 */
export function createStorageRoutes(
  service: StorageService,
  auth: StorageAuth,
  blobs: BlobStore,
  platformLog: Logger,
) {
  const app = new Hono<Env>();
  const log = requestScoped(platformLog);

  app.onError((error, c) => {
    if (error instanceof StorageError) return c.json(error.toBody(), error.httpStatus);
    log.error('storage request failed', { error });
    return c.json(storageErrors.internal().toBody(), 500);
  });
  app.notFound((c) =>
    c.json(
      {
        statusCode: '404',
        code: 'NotFound',
        error: 'Not Found',
        message: `Route ${c.req.method}:${c.req.path} not found`,
      },
      404,
    ),
  );

  /** Resolves the caller from Authorization for the routes registered after it. */
  const authenticated = async (c: Context<Env>, next: () => Promise<void>) => {
    c.set('caller', await auth.callerFromAuthorization(c.req.header('authorization')));
    await next();
  };

  const serve = (c: Context, object: ObjectRow, extra: { expires?: Date } = {}) =>
    objectResponse(blobs, object, {
      method: c.req.raw.method,
      headers: c.req.raw.headers,
      download: c.req.query('download'),
      noRobots: true,
      ...extra,
    });

  const info = (object: ObjectRow) => ({
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: object.metadata?.size ?? null,
    content_type: object.metadata?.mimetype ?? null,
    cache_control: object.metadata?.cacheControl ?? null,
    etag: object.metadata?.eTag ?? null,
    // As Supabase: an object without user metadata has `{}`.
    metadata: object.user_metadata ?? {},
    last_modified: object.updated_at,
    created_at: object.created_at,
  });

  // ---- Open routes (no JWT): public objects and signed URLs ------------------------------------------------
  app.get('/object/public/:bucket/:name{.+}', async (c) =>
    serve(c, await service.publicObject(c.req.param('bucket'), c.req.param('name'))),
  );
  app.get('/object/info/public/:bucket/:name{.+}', async (c) =>
    c.json(info(await service.publicObject(c.req.param('bucket'), c.req.param('name')))),
  );
  app.get('/object/sign/:bucket/:name{.+}', async (c) => {
    const { object, expires } = await service.signedObject(
      c.req.param('bucket'),
      c.req.param('name'),
      c.req.query('token'),
    );
    return serve(c, object, { expires });
  });
  app.put('/object/upload/sign/:bucket/:name{.+}', async (c) => {
    const result = await service.uploadWithToken(
      c.req.param('bucket'),
      c.req.param('name'),
      c.req.query('token'),
      c.req.raw,
    );
    return c.json({ Key: result.Key, Id: result.Id });
  });

  // ---- Everything else acts for the caller of the JWT -----------------------------------------------------
  app.use('*', authenticated);
  registerTusRoutes(app, service, blobs, log);

  app.get('/bucket', async (c) =>
    c.json((await service.listBuckets(c.get('caller'), c.req.query())).map(bucketJson)),
  );
  app.get('/bucket/:id', async (c) =>
    c.json(bucketJson(await service.getBucket(c.get('caller'), c.req.param('id')))),
  );
  app.post('/bucket', async (c) => c.json(await service.createBucket(c.get('caller'), await jsonBody(c))));
  app.put('/bucket/:id', async (c) =>
    c.json(await service.updateBucket(c.get('caller'), c.req.param('id'), await jsonBody(c))),
  );
  app.post('/bucket/:id/empty', async (c) =>
    c.json(await service.emptyBucket(c.get('caller'), c.req.param('id'))),
  );
  app.delete('/bucket/:id', async (c) =>
    c.json(await service.deleteBucket(c.get('caller'), c.req.param('id'))),
  );

  app.post('/object/list-v2/:bucket', async (c) =>
    c.json(await service.listV2(c.get('caller'), c.req.param('bucket'), await jsonBody(c))),
  );
  app.post('/object/list/:bucket', async (c) =>
    c.json(await service.list(c.get('caller'), c.req.param('bucket'), await jsonBody(c))),
  );
  app.post('/object/move', async (c) => c.json(await service.move(c.get('caller'), await jsonBody(c))));
  app.post('/object/copy', async (c) =>
    c.json(await service.copy(c.get('caller'), await jsonBody(c), c.req.header('x-upsert') === 'true')),
  );
  app.post('/object/sign/:bucket/:name{.+}', async (c) => {
    const body = await jsonBody(c);
    const signedURL = await service.signUrl(
      c.get('caller'),
      c.req.param('bucket'),
      c.req.param('name'),
      body.expiresIn,
    );
    return c.json({ signedURL });
  });
  app.post('/object/sign/:bucket', async (c) => {
    const body = await jsonBody(c);
    return c.json(await service.signUrls(c.get('caller'), c.req.param('bucket'), body.paths, body.expiresIn));
  });
  app.post('/object/upload/sign/:bucket/:name{.+}', async (c) =>
    c.json(
      await service.signUploadUrl(
        c.get('caller'),
        c.req.param('bucket'),
        c.req.param('name'),
        c.req.header('x-upsert') === 'true',
      ),
    ),
  );

  app.get('/object/info/authenticated/:bucket/:name{.+}', async (c) =>
    c.json(info(await service.objectForCaller(c.get('caller'), c.req.param('bucket'), c.req.param('name')))),
  );
  app.get('/object/info/:bucket/:name{.+}', async (c) =>
    c.json(info(await service.objectForCaller(c.get('caller'), c.req.param('bucket'), c.req.param('name')))),
  );
  app.get('/object/authenticated/:bucket/:name{.+}', async (c) =>
    serve(c, await service.objectForCaller(c.get('caller'), c.req.param('bucket'), c.req.param('name'))),
  );
  app.get('/object/:bucket/:name{.+}', async (c) =>
    serve(c, await service.objectForCaller(c.get('caller'), c.req.param('bucket'), c.req.param('name'))),
  );

  app.post('/object/:bucket/:name{.+}', async (c) =>
    c.json(
      await service.upload(c.get('caller'), c.req.param('bucket'), c.req.param('name'), c.req.raw, {
        upsert: c.req.header('x-upsert') === 'true',
      }),
    ),
  );
  // supabase-js's update(): replaces the object (an upsert), as Supabase's PUT does.
  app.put('/object/:bucket/:name{.+}', async (c) =>
    c.json(
      await service.upload(c.get('caller'), c.req.param('bucket'), c.req.param('name'), c.req.raw, {
        upsert: true,
      }),
    ),
  );
  app.delete('/object/:bucket/:name{.+}', async (c) => {
    const deleted = await service.remove(c.get('caller'), c.req.param('bucket'), [c.req.param('name')]);
    if (deleted.length === 0) throw storageErrors.noSuchKey();
    return c.json({ message: 'Successfully deleted' });
  });
  app.delete('/object/:bucket', async (c) => {
    const body = await jsonBody(c);
    return c.json(await service.remove(c.get('caller'), c.req.param('bucket'), body.prefixes));
  });

  return app;
}
