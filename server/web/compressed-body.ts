// Pages are sent compressed when the browser accepts it (issue 32): a server-rendered page is ~200 KB of markup and
// inlined CSS, ~30 KB compressed, which on a 10 Mbit/s phone link is the difference between one and several round
// trips before the first paint. A body is compressed once per encoding and kept with it, so a page served from the
// render cache costs no compression work per request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage } from 'node:http';

export type ContentEncoding = 'br' | 'gzip';

/** Brotli quality for bodies compressed while a request waits: near quality 11's size at a fraction of its time. */
const BROTLI_QUALITY = 5;
/** Below this a body goes as it is: compression would save less than a packet. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * The encoding to answer with for the request's Accept-Encoding: brotli, then gzip, each unless refused with q=0.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (encoding: ContentEncoding) => {
    const q = accepted.get(encoding) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/** A response body with its compressed forms, made on first use and kept. */
export class CompressedBody {
  readonly raw: Buffer;
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(text: string) {
    this.raw = Buffer.from(text, 'utf8');
  }

  /** The bytes to send for `req` and the Content-Encoding they carry (none for a small body or no acceptable one). */
  forRequest(req: IncomingMessage): { body: Buffer; encoding: ContentEncoding | null } {
    const encoding =
      this.raw.length < MIN_COMPRESSED_BYTES ? null : preferredEncoding(req.headers['accept-encoding']);
    if (!encoding) return { body: this.raw, encoding: null };
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length,
              },
            })
          : gzipSync(this.raw, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return { body, encoding };
  }
}
