import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The header PostgREST hands the database as the caller's visitor key (`request.headers`), read by the view
 * counters (record_document_view, increment_blog_post_view) to count an anonymous visitor once a day. The
 * gateway always sets it, so a client's own value never reaches the database.
 */
export const VISITOR_KEY_HEADER = 'x-studyloop-visitor';

/**
 * A key for "this browser on this address today": an HMAC of the UTC day, the client address key (IPv6 by /64,
 * X-Forwarded-For only with TRUST_PROXY) and the user agent, under a secret of the platform's. The database
 * never sees the address, and keys of different days cannot be linked.
 */
export function createVisitorKeys(secret: string, addressOf: (req: IncomingMessage) => string) {
  const key = createHmac('sha256', secret).update('studyloop visitor keys').digest();
  return function visitorKey(req: IncomingMessage, now = new Date()): string {
    return createHmac('sha256', key)
      .update(`${now.toISOString().slice(0, 10)}\n${addressOf(req)}\n${req.headers['user-agent'] ?? ''}`)
      .digest('base64url')
      .slice(0, 32);
  };
}

type RestHandler = (req: IncomingMessage, res: ServerResponse, url: URL, requestId: string) => void;

/** Sets the visitor key on every request to `next` (PostgREST), over whatever the client sent. */
export function withVisitorKey(visitorKey: (req: IncomingMessage) => string, next: RestHandler): RestHandler {
  return (req, res, url, requestId) => {
    req.headers[VISITOR_KEY_HEADER] = visitorKey(req);
    next(req, res, url, requestId);
  };
}
