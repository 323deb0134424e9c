import http, { type IncomingMessage, type ServerResponse } from 'node:http';

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

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
}

/**
 * Streams a request to an upstream HTTP service under a path prefix and its answer back, byte for byte, so
 * PostgREST's status codes, headers (Content-Range, Preference-Applied) and error bodies reach supabase-js as is.
 */
export function createProxy(target: string, options: { stripPrefix: string; requestIdHeader: string }) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return function proxy(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string): void {
    const headers = forwardable(req.headers);
    headers[options.requestIdHeader] = requestId;
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
    upstreamReq.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'The database API is not reachable', code: 'PGRST000' }));
    });
    const hasBody =
      req.headers['content-length'] !== undefined
        ? req.headers['content-length'] !== '0'
        : 'transfer-encoding' in req.headers;
    if (hasBody) req.pipe(upstreamReq);
    else upstreamReq.end();
  };
}
