// The product's own media that the landing page plays from the public media path (spec 1, home page: "A promo
// video is served from the public media path under cover-images/videos"): the promo film and its captions, kept in
// resources/media and stored as objects of the cover-images bucket on every start (not only with demo data), so
// /api/storage/cover-images/videos/… answers on any install. A file already stored with the same bytes is left
// alone; a changed one replaces it.
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { Logger } from '../process/logger.ts';
import { blobKeyForVersion, type BlobStore } from './blob-store.ts';

const MEDIA_DIR = fileURLToPath(new URL('../../resources/media/', import.meta.url));

export const PLATFORM_MEDIA = [
  { file: 'promo.mp4', bucket: 'cover-images', name: 'videos/promo.mp4', mimetype: 'video/mp4' },
  { file: 'promo.webm', bucket: 'cover-images', name: 'videos/promo.webm', mimetype: 'video/webm' },
  { file: 'promo.en.vtt', bucket: 'cover-images', name: 'videos/promo.en.vtt', mimetype: 'text/vtt' },
] as const;

const CACHE_CONTROL = 'max-age=86400';

/** Stores each platform media file whose object is missing or holds other bytes; returns how many it wrote. */
export async function ensurePlatformMedia(db: pg.Pool, blobs: BlobStore, log: Logger): Promise<number> {
  let written = 0;
  for (const media of PLATFORM_MEDIA) {
    const file = await readFile(`${MEDIA_DIR}${media.file}`).catch(() => null);
    if (file === null) {
      log.warn('platform media: the file is missing', { file: `resources/media/${media.file}` });
      continue;
    }
    const bytes = new Uint8Array(file);
    const eTag = `"${createHash('md5').update(bytes).digest('hex')}"`;
    const { rows } = await db.query<{ version: string | null; etag: string | null }>(
      `select version, metadata->>'eTag' as etag from storage.objects where bucket_id = $1 and name = $2`,
      [media.bucket, media.name],
    );
    if (rows[0]?.etag === eTag) continue;
    const { rows: bucket } = await db.query(`select 1 from storage.buckets where id = $1`, [media.bucket]);
    if (bucket.length === 0) {
      log.warn('platform media: the bucket does not exist', { bucket: media.bucket });
      continue;
    }
    const version = randomUUID();
    await blobs.putBytes(blobKeyForVersion(version), bytes, {
      contentType: media.mimetype,
      size: bytes.byteLength,
    });
    const metadata = {
      eTag,
      size: bytes.byteLength,
      mimetype: media.mimetype,
      cacheControl: CACHE_CONTROL,
      lastModified: new Date().toISOString(),
      contentLength: bytes.byteLength,
      httpStatusCode: 200,
    };
    await db.query(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata)
       values ($1, $2, $3, null, null, $4, $5)
       on conflict (bucket_id, name) do update set version = excluded.version, metadata = excluded.metadata`,
      [randomUUID(), media.bucket, media.name, version, JSON.stringify(metadata)],
    );
    // The bytes of the version replaced are no longer reachable.
    const previous = rows[0]?.version;
    if (previous) await blobs.delete([blobKeyForVersion(previous)]);
    written += 1;
  }
  if (written > 0) log.info('platform media stored', { files: written });
  return written;
}
