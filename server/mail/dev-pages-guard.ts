import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export interface DevPagesAccess {
  /** Tools and tests present the service-role key (`apikey` or `Authorization: Bearer`). */
  serviceRoleKey: string;
  /** A browser opens the link printed at start once (`?key=`); a same-site cookie carries it from then on. */
  devKey: string;
  /** Host names (with port) the platform is reached by; any other Host is a DNS-rebinding attempt. */
  allowedHosts: (host: string) => boolean;
}

const COOKIE = 'studyloop_dev_key';

/** The browser credential of the developer pages, derived from the data dir's JWT secret. */
export function deriveDevKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('studyloop developer pages').digest('base64url');
}

function same(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Developer pages list sign-in links: a page on another site must not be able to read them. The gateway
 * grants them no CORS, this guard refuses foreign Host headers (DNS rebinding) and cross-site fetches, and
 * every request needs the service-role key or the developer cookie.
 */
export function createDevPagesGuard(access: DevPagesAccess): MiddlewareHandler {
  return async (c, next) => {
    c.header('cache-control', 'no-store');
    c.header('cross-origin-resource-policy', 'same-origin');
    c.header('x-frame-options', 'DENY');
    c.header('referrer-policy', 'no-referrer');
    if (!access.allowedHosts(c.req.header('host') ?? '')) {
      return c.json({ code: 'forbidden', message: 'Developer pages answer only on the platform host' }, 403);
    }
    if (c.req.header('sec-fetch-site') === 'cross-site') {
      return c.json({ code: 'forbidden', message: 'Developer pages cannot be read from another site' }, 403);
    }
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (same(c.req.header('apikey'), access.serviceRoleKey) || same(bearer, access.serviceRoleKey)) {
      return next();
    }
    if (same(getCookie(c, COOKIE), access.devKey)) return next();
    const key = c.req.query('key');
    if (c.req.method === 'GET' && same(key, access.devKey)) {
      // The key leaves the address bar (and history) at once; the cookie is sent only to same-site requests.
      setCookie(c, COOKIE, access.devKey, { path: '/_dev', httpOnly: true, sameSite: 'Strict' });
      const url = new URL(c.req.url);
      url.searchParams.delete('key');
      return c.redirect(`/_dev${url.pathname}${url.search}`, 303);
    }
    return c.json(
      {
        code: 'no_authorization',
        message:
          'Open the developer link printed when the platform started, or send the service-role key as apikey',
      },
      401,
    );
  };
}
