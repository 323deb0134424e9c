import { Hono } from 'hono';
import { requestScoped, type Logger } from '../process/logger.ts';
import type { BlobStore } from './blob-store.ts';
import { objectResponse } from './object-response.ts';
import { StorageError } from './storage-error.ts';
import type { StorageService } from './storage.service.ts';

const NOT_FOUND = { statusCode: '404', error: 'not_found', message: 'Object not found' };

/**
 * The site's public media, `/api/storage/{bucket}/{path}` (spec 1 section 7): files of public buckets for <img>,
 * <video> and links, with no API key. Unlike the Supabase-compatible API this is a plain web route, so a missing
 * file, a private bucket or an unknown one is an honest 404 that browsers and players understand.
 */
export function createPublicMediaRoutes(service: StorageService, blobs: BlobStore, platformLog: Logger) {
  const app = new Hono();
  const log = requestScoped(platformLog);

  app.onError((error, c) => {
    if (error instanceof StorageError && error.statusCode < 500) return c.json(NOT_FOUND, 404);
    log.error('public media request failed', { error });
    return c.json({ statusCode: '500', error: 'Internal', message: 'Internal Server Error' }, 500);
  });
  app.notFound((c) => c.json(NOT_FOUND, 404));

  app.get('/:bucket/:name{.+}', async (c) => {
    const object = await service.publicObject(c.req.param('bucket'), c.req.param('name'));
    return objectResponse(blobs, object, {
      method: c.req.raw.method,
      headers: c.req.raw.headers,
      download: c.req.query('download'),
      noRobots: false,
    });
  });

  return app;
}
