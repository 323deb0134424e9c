import type http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import { childLogger, runWithRequestLogger, type Logger } from '../process/logger.ts';
import { stripApiKeyParam, type ApiKeyOptions, type ApiKeyRole } from './api-key.ts';
import {
  acceptableRequestId,
  hasValidEncoding,
  MAX_TARGET_LENGTH,
  parseRequestTarget,
  SUPPORTED_METHODS,
} from './request-target.ts';

export type RouteHandler = (req: IncomingMessage, res: ServerResponse, url: URL, requestId: string) => void;

export interface GatewayRoutes {
  /** PostgREST behind `/rest/v1`. */
  rest: RouteHandler;
  /** Fetch apps (Hono) mounted under a prefix (`/auth/v1`, `/storage/v1`, `/functions/v1`, ...). */
  apps: MountedApp[];
  /** Everything else: the web app, or nothing when the platform runs headless. */
  web?: RouteHandler;
  checkApiKey: (req: IncomingMessage, url: URL, options?: ApiKeyOptions) => Promise<ApiKeyRole | null>;
}

/** What the gateway needs of a mounted app: a Hono app's `fetch`, handed Node's request bindings as its env. */
export interface FetchApp {
  // Method syntax on purpose: each Hono app declares its own bindings type for the env it is handed.
  fetch(request: Request, env: never): Response | Promise<Response>;
}

export interface MountedApp {
  prefix: string;
  app: FetchApp;
  requiresApiKey: (path: string) => boolean;
  /** A project key sent as the bearer token stands in for a missing `apikey` (see ApiKeyOptions). */
  bearerAsKey?: boolean;
  /**
   * A request carrying no `apikey` at all passes (the service authenticates callers by their bearer token); one
   * carrying a key that is not the project's is still refused.
   */
  keyOptional?: boolean;
  /**
   * Whether the gateway grants cross-origin access, as Supabase's gateway does for its public APIs (auth,
   * storage; REST always). Functions answer CORS themselves; developer pages and the web app never grant it.
   */
  cors: boolean;
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
 *
 * Each request gets a child logger carrying its id, set as the request's logger (runWithRequestLogger) for all
 * the work it causes: services log through requestScoped(log), so their error lines carry the same id as the
 * request's own line, however deep in a service or however late (after the answer) they are written.
 */
export function createGatewayHandler(routes: GatewayRoutes, log: Logger): http.RequestListener {
  const mounted = routes.apps.map(({ prefix, app, requiresApiKey, bearerAsKey, keyOptional, cors }) => ({
    prefix,
    requiresApiKey,
    bearerAsKey,
    keyOptional,
    cors,
    listener: getRequestListener((request: Request, env: unknown) => {
      const url = new URL(request.url);
      url.pathname = url.pathname.slice(prefix.length) || '/';
      return app.fetch(new Request(url, request), env as never);
    }),
  }));

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string) {
    res.setHeader('x-request-id', requestId);
    const path = url.pathname;
    if (path === '/rest/v1' || path.startsWith('/rest/v1/')) {
      setCors(res);
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      if (!(await routes.checkApiKey(req, url))) return refuseWithoutKey(res);
      stripApiKeyParam(url);
      return routes.rest(req, res, url, requestId);
    }
    for (const mount of mounted) {
      if (path === mount.prefix || path.startsWith(mount.prefix + '/')) {
        if (mount.cors) {
          setCors(res);
          if (req.method === 'OPTIONS') return void res.writeHead(204).end();
        }
        const inner = path.slice(mount.prefix.length) || '/';
        const keyGiven = req.headers.apikey !== undefined || url.searchParams.has('apikey');
        if (
          mount.requiresApiKey(inner) &&
          !(mount.keyOptional && !keyGiven) &&
          !(await routes.checkApiKey(req, url, { bearerAsKey: mount.bearerAsKey === true }))
        )
          return refuseWithoutKey(res);
        await mount.listener(req, res);
        return;
      }
    }
    if (routes.web) return routes.web(req, res, url, requestId);
    sendJson(res, 404, { message: 'no Route matched with those values' });
  }

  return (req, res) => {
    const requestId = acceptableRequestId(req.headers['x-request-id']) ?? randomUUID();
    const requestLog = childLogger(log, { request_id: requestId });
    runWithRequestLogger(requestLog, () => route(req, res, requestId, requestLog));
  };

  function route(req: IncomingMessage, res: ServerResponse, requestId: string, requestLog: Logger) {
    const started = performance.now();
    const url = parseRequestTarget(req.url);
    // 'close' comes after the answer is sent and also when the client hangs up first: one line either way.
    res.once('close', () => {
      requestLog.info('request', {
        method: req.method,
        path: url?.pathname ?? null,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    });
    // Client mistakes the services behind the gateway cannot all parse are answered here, uniformly.
    if ((req.url?.length ?? 0) > MAX_TARGET_LENGTH) {
      return sendJson(res, 414, { code: 'request_uri_too_long', message: 'Request-URI Too Long' });
    }
    if (!url) return sendJson(res, 400, { code: 'bad_request', message: 'Malformed request target' });
    if (!hasValidEncoding(url)) {
      return sendJson(
        res,
        400,
        url.pathname.startsWith('/rest/')
          ? postgrestParseError(url)
          : { code: 'bad_request', message: 'Invalid percent-encoding or UTF-8 in the request target' },
      );
    }
    if (!SUPPORTED_METHODS.has(req.method ?? '')) {
      res.setHeader('allow', [...SUPPORTED_METHODS].join(', '));
      return sendJson(res, 405, { code: 'method_not_allowed', message: 'Method Not Allowed' });
    }
    handle(req, res, url, requestId).catch((error: unknown) => {
      requestLog.error('request failed', { error });
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' });
      else res.destroy();
    });
  }
}

function setCors(res: ServerResponse) {
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
}

/** PostgREST's own answer to a query string it cannot parse (PGRST100), for one it would have choked on. */
function postgrestParseError(url: URL) {
  return {
    code: 'PGRST100',
    details: `${url.pathname}${url.search}`.slice(0, 300),
    hint: 'Percent-encode the query as UTF-8',
    message: 'failed to parse the request: invalid percent-encoding or UTF-8',
  };
}

function refuseWithoutKey(res: ServerResponse) {
  sendJson(res, 401, {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  });
}
