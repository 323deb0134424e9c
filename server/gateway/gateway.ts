import type http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Logger } from '../process/logger.ts';
import type { ApiKeyRole } from './api-key.ts';

export type RouteHandler = (req: IncomingMessage, res: ServerResponse, url: URL, requestId: string) => void;

export interface GatewayRoutes {
  /** PostgREST behind `/rest/v1`. */
  rest: RouteHandler;
  /** Hono apps mounted under a prefix (`/auth/v1`, later `/storage/v1`, `/functions/v1`). */
  apps: { prefix: string; app: Hono<never>; requiresApiKey: (path: string) => boolean }[];
  /** Everything else: the web app, or nothing when the platform runs headless. */
  web?: RouteHandler;
  checkApiKey: (req: IncomingMessage, url: URL) => Promise<ApiKeyRole | null>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile, x-supabase-api-version, x-upsert, cache-control, x-region',
  'access-control-expose-headers':
    'content-range, content-location, preference-applied, x-supabase-api-version, x-request-id',
  'access-control-max-age': '86400',
};

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * The one origin everything is served from, as Supabase's API gateway does: API-key check, CORS, a request
 * id and one structured log line per request, then dispatch by path prefix.
 */
export function createGatewayHandler(routes: GatewayRoutes, log: Logger): http.RequestListener {
  const mounted = routes.apps.map(({ prefix, app, requiresApiKey }) => ({
    prefix,
    requiresApiKey,
    listener: getRequestListener((request: Request, env: unknown) => {
      const url = new URL(request.url);
      url.pathname = url.pathname.slice(prefix.length) || '/';
      return app.fetch(new Request(url, request), env as never);
    }),
  }));

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string) {
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    res.setHeader('x-request-id', requestId);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const path = url.pathname;
    if (path === '/rest/v1' || path.startsWith('/rest/v1/')) {
      if (!(await routes.checkApiKey(req, url))) return refuseWithoutKey(res);
      return routes.rest(req, res, url, requestId);
    }
    for (const mount of mounted) {
      if (path === mount.prefix || path.startsWith(mount.prefix + '/')) {
        const inner = path.slice(mount.prefix.length) || '/';
        if (mount.requiresApiKey(inner) && !(await routes.checkApiKey(req, url)))
          return refuseWithoutKey(res);
        await mount.listener(req, res);
        return;
      }
    }
    if (routes.web) return routes.web(req, res, url, requestId);
    sendJson(res, 404, { message: 'no Route matched with those values' });
  }

  return (req, res) => {
    const started = performance.now();
    const header = req.headers['x-request-id'];
    const requestId = typeof header === 'string' && header.length <= 100 ? header : randomUUID();
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    res.once('finish', () => {
      log.info('request', {
        request_id: requestId,
        method: req.method,
        path: url.pathname,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });
    handle(req, res, url, requestId).catch((error: unknown) => {
      log.error('request failed', {
        request_id: requestId,
        error: error instanceof Error ? error.stack : String(error),
      });
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' });
      else res.destroy();
    });
  };
}

function refuseWithoutKey(res: ServerResponse) {
  sendJson(res, 401, {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  });
}
