import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { currentRequestLogger, type Logger } from '../process/logger.ts';

// Hop-by-hop headers (RFC 9110 section 7.6.1) are the proxy's own business and are not forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

const BUFFER_LIMIT = 256 * 1024;
/** Form bodies are checked before they reach PostgREST; larger ones are refused. */
const FORM_BODY_LIMIT = 1024 * 1024;
/**
 * Largest REST request body (JSON, CSV, any type). PostgREST reads a body whole before it runs the query, so
 * without a bound one client could make it hold hundreds of megabytes and Postgres store them. The largest body
 * the app sends is a paper's content, at most 2,000,000 characters (`papers_content_length`): up to 6 MB of
 * UTF-8 with JSON's escapes, so 10 MiB leaves room while a column's own limit answers the precise refusal.
 */
export const REST_BODY_LIMIT = 10 * 1024 * 1024;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Whether a `application/x-www-form-urlencoded` body decodes: valid UTF-8, valid percent-escapes, and valid
 * UTF-8 after decoding. PostgREST answers a body that fails any of these with a bare 500.
 */
export function isDecodableForm(body: Buffer): boolean {
  try {
    for (const pair of strictUtf8.decode(body).split('&')) decodeURIComponent(pair.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

const isForm = (req: IncomingMessage) =>
  /^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '');

function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks, size)));
    req.once('error', reject);
  });
}

function sendPostgrestError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: http.OutgoingHttpHeaders = {},
) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify({ code, details: null, hint: null, message }));
}

/**
 * After a body passes the limit, the rest of it is read and dropped (never passed on) up to this many bytes before
 * the 413 is sent: a client still sending its body then reads the answer rather than a broken pipe, and its
 * connection stays usable. A client that sends more than this past the limit is answered at once and its
 * connection closed.
 */
const DRAIN_AFTER_REFUSAL = 16 * 1024 * 1024;

/** 413 for a body past the limit, once its rest is dropped (see DRAIN_AFTER_REFUSAL). */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, limit: number) {
  if (res.headersSent) return void res.destroy();
  const answer = (close: boolean) => {
    if (res.headersSent) return;
    sendPostgrestError(res, 413, 'PGRST413', `The request body is larger than ${limit} bytes`, {
      ...(close ? { connection: 'close' } : {}),
    });
  };
  const declared = Number(req.headers['content-length']);
  if (declared > limit + DRAIN_AFTER_REFUSAL) return answer(true);
  let dropped = 0;
  const drop = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped <= DRAIN_AFTER_REFUSAL) return;
    req.off('data', drop);
    answer(true);
  };
  req.on('data', drop);
  req.once('end', () => answer(false));
  req.resume();
}

class BodyTooLarge extends Error {}

/** Passes a body on chunk by chunk, failing with BodyTooLarge (before passing the chunk) once it exceeds `limit`. */
class BodyLimit extends Transform {
  private size = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.limit) return done(new BodyTooLarge());
    done(null, chunk);
  }
}

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
}

class UpstreamTimeout extends Error {}

export interface ProxyOptions {
  stripPrefix: string;
  requestIdHeader: string;
  /** Milliseconds the upstream has, once it has the whole request, to start answering; 0 waits for ever. */
  timeoutMs: number;
  log: Logger;
  /** Largest request body in bytes (default REST_BODY_LIMIT); a larger one is refused with 413. */
  bodyLimit?: number;
}

/**
 * Streams a request to an upstream HTTP service under a path prefix and its answer back, byte for byte, so
 * PostgREST's status codes, headers (Content-Range, Preference-Applied) and error bodies reach supabase-js as is.
 * An upstream that does not start answering in time is abandoned with a 504; a client that hangs up takes its
 * upstream request with it.
 */
export function createProxy(target: string, options: ProxyOptions) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const bodyLimit = options.bodyLimit ?? REST_BODY_LIMIT;
  return function proxy(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string): void {
    // Taken now: the upstream socket's callbacks below run in the context of whichever request opened it.
    const log = currentRequestLogger(options.log);
    const headers = forwardable(req.headers);
    headers[options.requestIdHeader] = requestId;
    const hasBody =
      req.headers['content-length'] !== undefined
        ? req.headers['content-length'] !== '0'
        : 'transfer-encoding' in req.headers;
    if (!hasBody) return send(null);
    // Refused before a byte is read when the declared length says so; a body of unknown length is cut where it
    // passes the limit (send), so the proxy holds one chunk at a time and PostgREST never gets a whole one.
    if (Number(req.headers['content-length'] ?? 0) > bodyLimit) return refuseTooLarge(req, res, bodyLimit);
    if (!isForm(req)) return send(req);
    // Form bodies are small and PostgREST cannot be trusted with a malformed one: checked whole first.
    void readLimited(req, FORM_BODY_LIMIT).then(
      (body) => {
        if (body && isDecodableForm(body)) return send(body);
        if (body)
          sendPostgrestError(res, 400, 'PGRST102', 'Invalid form body: bad percent-encoding or UTF-8');
        else sendPostgrestError(res, 413, 'PGRST413', 'Form body too large');
      },
      () => res.destroy(),
    );

    function send(body: Buffer | IncomingMessage | null) {
      const upstreamReq = http.request(
        {
          agent,
          hostname: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: (url.pathname.slice(options.stripPrefix.length) || '/') + url.search,
          headers,
        },
        (upstreamRes) => {
          // Once the answer has begun it streams at the client's pace: a large result is not cut off mid-body.
          answered = true;
          clearTimeout(timer);
          const responseHeaders: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(upstreamRes.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name)) responseHeaders[name] = value;
          }
          const status = upstreamRes.statusCode ?? 502;
          // Most API answers are small: sent whole, headers and body leave in one write instead of several, which
          // is most of what a proxy hop costs. Larger ones stream from the first chunk past the limit.
          const buffered: Buffer[] = [];
          let size = 0;
          let streaming = false;
          upstreamRes.on('data', (chunk: Buffer) => {
            if (streaming) return;
            buffered.push(chunk);
            size += chunk.length;
            if (size > BUFFER_LIMIT) {
              streaming = true;
              res.writeHead(status, responseHeaders);
              for (const part of buffered) res.write(part);
              upstreamRes.pipe(res);
            }
          });
          upstreamRes.once('end', () => {
            if (streaming) return;
            responseHeaders['content-length'] = size;
            res.writeHead(status, responseHeaders);
            res.end(buffered.length === 1 ? buffered[0] : Buffer.concat(buffered, size));
          });
        },
      );
      let clientGone = false;
      let answered = false;
      let tooLarge = false;
      let timer: NodeJS.Timeout | undefined;
      // Counted from the last byte of the request, so that a slow upload is not taken for a slow database.
      if (options.timeoutMs > 0) {
        upstreamReq.once('finish', () => {
          if (answered || clientGone) return;
          timer = setTimeout(() => upstreamReq.destroy(new UpstreamTimeout()), options.timeoutMs);
        });
      }
      upstreamReq.on('error', (error) => {
        clearTimeout(timer);
        // The client's hang-up destroyed the request (below): nobody is waiting, nothing failed upstream. A body cut
        // at the limit was answered already.
        if (clientGone || tooLarge) return;
        if (error instanceof UpstreamTimeout) {
          log.error('rest upstream timed out', { timeout_ms: options.timeoutMs, path: url.pathname });
        } else {
          log.error('rest upstream failed', { error, path: url.pathname });
        }
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (error instanceof UpstreamTimeout) {
          // PostgREST's own code for its 504 (a request that timed out waiting), so clients handle it alike.
          sendPostgrestError(
            res,
            504,
            'PGRST003',
            `The database API did not answer within ${options.timeoutMs} ms`,
          );
        } else {
          sendPostgrestError(res, 502, 'PGRST000', 'The database API is not reachable');
        }
      });
      // A client that hangs up takes its upstream request with it: PostgREST stops working for nobody.
      res.once('close', () => {
        clearTimeout(timer);
        if (res.writableFinished) return;
        clientGone = true;
        upstreamReq.destroy();
      });
      if (body === null) upstreamReq.end();
      else if (Buffer.isBuffer(body)) upstreamReq.end(body);
      else {
        const limited = new BodyLimit(bodyLimit);
        limited.once('error', () => {
          // The upstream request goes unfinished: PostgREST drops a body it did not get whole, running nothing.
          tooLarge = true;
          body.unpipe(limited);
          upstreamReq.destroy();
          refuseTooLarge(body, res, bodyLimit);
        });
        body.pipe(limited).pipe(upstreamReq);
      }
    }
  };
}
