import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { TextSniffer, detectContentType, isAllowedMimeType } from './content-type.ts';
import { StorageError, storageErrors } from './storage-error.ts';

/** An upload received into the staging folder, checked and ready to become a blob. */
export interface StagedUpload {
  path: string;
  size: number;
  /** Quoted MD5 of the bytes, the ETag S3 gives a single-part upload. */
  eTag: string;
  /** Detected from the bytes (see content-type.ts). */
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export interface UploadRules {
  maxBytes: number;
  /** null: any type. */
  allowedMimeTypes: readonly string[] | null;
  objectName: string;
}

const DEFAULT_CACHE_CONTROL = 'max-age=3600';
const MAX_USER_METADATA_BYTES = 8 * 1024;
/** The Supabase dashboard's marker for an empty folder: always empty, so no type to check. */
const EMPTY_FOLDER_PLACEHOLDER = '.emptyFolderPlaceholder';

export function isEmptyFolderPlaceholder(objectName: string): boolean {
  return objectName.split('/').pop() === EMPTY_FOLDER_PLACEHOLDER;
}

/**
 * `3600` (supabase-js's form field) becomes `max-age=3600`; a header value is kept when it holds only plain
 * directive characters, so nothing odd is ever echoed into response headers.
 */
function cacheControlFrom(value: string | undefined): string {
  const trimmed = value?.trim();
  if (!trimmed) return DEFAULT_CACHE_CONTROL;
  if (/^\d{1,10}$/.test(trimmed)) return `max-age=${trimmed}`;
  return /^[A-Za-z0-9=,\- ]{1,200}$/.test(trimmed) ? trimmed : DEFAULT_CACHE_CONTROL;
}

function userMetadataFrom(json: string | undefined): Record<string, unknown> | null {
  if (!json) return null;
  if (Buffer.byteLength(json) > MAX_USER_METADATA_BYTES) {
    throw storageErrors.invalidRequest('The user_metadata exceeded the maximum allowed size');
  }
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Counts, hashes and text-checks the bytes on their way to disk, and stops the upload the moment it is too big. */
class UploadMeter extends Transform {
  size = 0;
  private readonly hash = createHash('md5');
  readonly text = new TextSniffer();

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(storageErrors.entityTooLarge());
      return;
    }
    this.hash.update(chunk);
    this.text.push(chunk);
    done(null, chunk);
  }

  eTag(): string {
    return `"${this.hash.digest('hex')}"`;
  }
}

interface ReceivedBytes {
  meter: UploadMeter;
  declaredType: string;
  cacheControl: string | undefined;
  userMetadataJson: string | undefined;
}

/**
 * Streams `source` into a new file through the meter. On failure the rest of the source is drained, not
 * destroyed: destroying a request body would reset the connection before the client could read our answer.
 */
async function writeThrough(source: Readable, path: string, maxBytes: number): Promise<UploadMeter> {
  const meter = new UploadMeter(maxBytes);
  source.once('error', (error) => meter.destroy(error));
  source.pipe(meter);
  try {
    await pipeline(meter, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    source.unpipe(meter);
    source.resume();
    throw error;
  }
  return meter;
}

function receiveMultipart(body: Readable, contentType: string, path: string, maxBytes: number) {
  return new Promise<ReceivedBytes>((resolve, reject) => {
    const fields = new Map<string, string>();
    let file: Promise<{ meter: UploadMeter; mimeType: string }> | undefined;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // One file, like Supabase; the file size is enforced by the meter, which also aborts the request body.
        limits: { files: 1, fields: 10, fieldSize: 64 * 1024, fileSize: maxBytes + 1 },
      });
    } catch {
      reject(storageErrors.noContentProvided('Malformed multipart/form-data body'));
      return;
    }
    const fail = (error: unknown) => {
      body.unpipe(parser);
      body.resume();
      reject(
        error instanceof StorageError
          ? error
          : storageErrors.noContentProvided('Malformed multipart/form-data body'),
      );
    };
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (_name, stream, info) => {
      if (file) {
        stream.resume();
        return;
      }
      file = writeThrough(stream, path, maxBytes).then((meter) => ({ meter, mimeType: info.mimeType }));
      file.catch(fail);
    });
    parser.on('error', fail);
    parser.on('close', () => {
      if (!file) return fail(storageErrors.noContentProvided());
      file.then(
        ({ meter, mimeType }) =>
          resolve({
            meter,
            declaredType: fields.get('contentType') || mimeType,
            cacheControl: fields.get('cacheControl'),
            userMetadataJson: fields.get('metadata') ?? fields.get('userMetadata'),
          }),
        fail,
      );
    });
    body.on('error', fail);
    body.pipe(parser);
  });
}

/**
 * Receives an upload request (multipart form as supabase-js sends Blobs and Files, or a raw body as it sends
 * ArrayBuffers and streams) into a staging file, and checks it against the bucket's rules: size counted while
 * streaming, type detected from the bytes. Whatever fails, the staging file is removed before the error is thrown.
 */
export async function receiveUpload(
  request: Request,
  stagingDir: string,
  rules: UploadRules,
): Promise<StagedUpload> {
  const isPlaceholder = isEmptyFolderPlaceholder(rules.objectName);
  const maxBytes = isPlaceholder ? 0 : rules.maxBytes;
  const contentType = request.headers.get('content-type') ?? '';
  const declaredLength = Number(request.headers.get('content-length') ?? NaN);
  const isMultipart = contentType.toLowerCase().startsWith('multipart/form-data');
  // A raw body that announces too many bytes is refused before any is read.
  if (!isMultipart && declaredLength > maxBytes) throw storageErrors.entityTooLarge();

  const path = join(stagingDir, randomUUID());
  try {
    const body = request.body ? Readable.from(request.body, { objectMode: false }) : Readable.from([]);
    const received: ReceivedBytes = isMultipart
      ? await receiveMultipart(body, contentType, path, maxBytes)
      : {
          meter: await writeThrough(body, path, maxBytes),
          declaredType: contentType || 'application/octet-stream',
          cacheControl: request.headers.get('cache-control') ?? undefined,
          userMetadataJson: (() => {
            const header = request.headers.get('x-metadata');
            return header ? Buffer.from(header, 'base64').toString('utf8') : undefined;
          })(),
        };

    const { meter } = received;
    // Zero bytes are valid UTF-8, so an empty file would pass as text/plain wherever text is allowed: a bucket
    // that restricts types (document originals) would hold a "document" nobody can open. Only placeholders
    // are empty by design; where a bucket takes any type there is nothing to verify.
    if (!isPlaceholder && meter.size === 0 && rules.allowedMimeTypes) throw storageErrors.emptyObject();
    const isText = meter.text.finish();
    const mimetype =
      meter.size === 0 && isPlaceholder
        ? 'application/octet-stream'
        : await detectContentType(path, isText, received.declaredType);
    if (!isPlaceholder && rules.allowedMimeTypes && !isAllowedMimeType(mimetype, rules.allowedMimeTypes)) {
      throw storageErrors.invalidMimeType(mimetype);
    }
    return {
      path,
      size: meter.size,
      eTag: meter.eTag(),
      mimetype,
      cacheControl: cacheControlFrom(received.cacheControl),
      userMetadata: userMetadataFrom(received.userMetadataJson),
    };
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}
