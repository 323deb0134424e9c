import { Readable } from 'node:stream';
import { BlobNotFoundError, blobKeyForVersion, type BlobStore, type ByteRange } from './blob-store.ts';
import { servedContentType } from './content-type.ts';
import type { ObjectRow } from './storage.repository.ts';
import { storageErrors } from './storage-error.ts';

export interface ObjectResponseOptions {
  method: string;
  headers: Headers;
  /** `?download` / `?download=name.pdf`: serve as an attachment. */
  download?: string;
  /** Signed URLs: the link's expiry replaces Cache-Control, as Supabase does. */
  expires?: Date;
  /** API responses tell crawlers to stay away; the site's public media does not. */
  noRobots: boolean;
}

type RangeAnswer = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/** One `bytes=` range (first-last, first-, or -suffix); several ranges are answered with the whole object. */
export function parseRange(header: string | null, size: number): RangeAnswer {
  if (!header) return { kind: 'full' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'full' };
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end } };
}

function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`;
}

/**
 * The HTTP answer for a stored object: its bytes (or the requested range) with Content-Type, Content-Length,
 * ETag, Last-Modified and caching headers, 304 for a matching conditional request, 416 for a range past the end.
 * The blob is opened only when the body is actually sent.
 */
export async function objectResponse(
  blobs: BlobStore,
  object: ObjectRow,
  options: ObjectResponseOptions,
): Promise<Response> {
  const metadata = object.metadata;
  if (!metadata || !object.version) throw storageErrors.noSuchKey();
  const lastModified = new Date(metadata.lastModified ?? object.updated_at);
  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    ETag: metadata.eTag,
    'Last-Modified': lastModified.toUTCString(),
    // Detected types are served as such and never sniffed into something runnable.
    'X-Content-Type-Options': 'nosniff',
  });
  if (options.expires) headers.set('Expires', options.expires.toUTCString());
  else headers.set('Cache-Control', metadata.cacheControl || 'max-age=3600');
  if (options.noRobots) headers.set('X-Robots-Tag', 'none');

  const ifNoneMatch = options.headers.get('if-none-match');
  const ifModifiedSince = options.headers.get('if-modified-since');
  const notModified = ifNoneMatch
    ? etagMatches(ifNoneMatch, metadata.eTag)
    : ifModifiedSince !== null &&
      !Number.isNaN(Date.parse(ifModifiedSince)) &&
      Math.floor(lastModified.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000);
  if (notModified) return new Response(null, { status: 304, headers });

  headers.set('Content-Type', servedContentType(metadata.mimetype));
  if (options.download !== undefined)
    headers.set('Content-Disposition', contentDisposition(options.download));

  const size = metadata.size;
  const range = parseRange(options.headers.get('range'), size);
  if (range.kind === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    headers.delete('Content-Type');
    return new Response(null, { status: 416, headers });
  }
  const status = range.kind === 'partial' ? 206 : 200;
  const length = range.kind === 'partial' ? range.range.end - range.range.start + 1 : size;
  headers.set('Content-Length', String(length));
  if (range.kind === 'partial')
    headers.set('Content-Range', `bytes ${range.range.start}-${range.range.end}/${size}`);
  if (options.method === 'HEAD' || length === 0) return new Response(null, { status, headers });

  let body: Readable;
  try {
    body = await blobs.read(
      blobKeyForVersion(object.version),
      range.kind === 'partial' ? range.range : undefined,
    );
  } catch (error) {
    if (error instanceof BlobNotFoundError) throw storageErrors.noSuchKey();
    throw error;
  }
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status, headers });
}
