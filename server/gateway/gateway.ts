import type http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { mount } from 'hono/mount';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import { childLogger, currentRequestLogger, runWithRequestLogger, type Logger } from '../process/logger.ts';
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
  fetch(request: Request, env: HttpBindings): Response | Promise<Response>;
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

/** The cross-origin access Supabase's gateway grants its public APIs (REST always; auth, storage, realtime's REST). */
const publicApiCors = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'],
  allowHeaders: [
    'authorization',
    'x-client-info',
    'apikey',
    'content-type',
    'prefer',
    'range',
    'accept-profile',
    'content-profile',
    'x-supabase-api-version',
    'x-upsert',
    'cache-control',
    'x-region',
  ],
  exposeHeaders: [
    'content-range',
    'content-location',
    'preference-applied',
    'x-supabase-api-version',
    'x-request-id',
  ],
  maxAge: 86400,
});

type GatewayEnv = {
  Bindings: HttpBindings;
  Variables: RequestIdVariables & {
    /** The request target as the gateway checked it (parseRequestTarget), handed to the Node routes. */
    target: URL;
  };
};

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const INVALID_API_KEY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
};

/**
 * The one origin everything is served from, as Supabase's API gateway does: one Hono app with a sub-app per
 * service (`app.route`): CORS (hono/cors) for the public APIs, the API-key check, then the service — PostgREST
 * through the streaming proxy, every other service's own Hono app mounted at its prefix (it sees paths from its
 * own root, as each was written), the web app for everything else. A request id (hono/request-id) and one
 * structured log line per request.
 *
 * Each request gets a child logger carrying its id, set as the request's logger (runWithRequestLogger) for all
 * the work it causes: services log through requestScoped(log), so their error lines carry the same id as the
 * request's own line, however deep in a service or however late (after the answer) they are written.
 *
 * Request targets no service could parse (too long, not origin-form, bad percent-encoding) and methods no service
 * answers are refused before the framework builds a Request from them, uniformly.
 */
export function createGatewayHandler(routes: GatewayRoutes, log: Logger): http.RequestListener {
  const app = new Hono<GatewayEnv>();
  // The target is parsed once, before the framework sees the request; the routes read it from the context.
  const targets = new WeakMap<IncomingMessage, URL>();
  app.use(async (c, next) => {
    const target = targets.get(c.env.incoming);
    if (!target) throw new Error('request reached the gateway app without a checked target');
    c.set('target', target);
    await next();
  });

  // Only a short id of safe characters is kept from the client (it is echoed in headers and logs).
  app.use(
    requestId({
      headerName: '',
      generator: (c) => acceptableRequestId(c.req.header('x-request-id')) ?? randomUUID(),
    }),
  );
  app.use(async (c, next) => {
    const { incoming, outgoing } = c.env;
    const id = c.get('requestId');
    // Set on the Node response: the answers streamed by the Node routes (REST, web) carry it too.
    outgoing.setHeader('x-request-id', id);
    const requestLog = childLogger(log, { request_id: id });
    logWhenAnswered(requestLog, incoming, outgoing, c.get('target').pathname);
    await runWithRequestLogger(requestLog, next);
  });

  const rest = new Hono<GatewayEnv>();
  rest.use(publicApiCors);
  rest.all('*', async (c) => {
    const url = c.get('target');
    if (!(await routes.checkApiKey(c.env.incoming, url))) return c.json(INVALID_API_KEY, 401);
    stripApiKeyParam(url);
    return nodeRoute(c, routes.rest);
  });
  app.route('/rest/v1', rest);

  for (const mounted of routes.apps) app.route(mounted.prefix, serviceApp(mounted, routes.checkApiKey));

  const web = routes.web;
  app.all('*', (c) =>
    web ? nodeRoute(c, web) : c.json({ message: 'no Route matched with those values' }, 404),
  );

  // A failure of the gateway's own work (the key check): logged with the request's id, answered 500.
  app.onError((error, c) => {
    currentRequestLogger(log).error('request failed', { error });
    if (c.env.outgoing.headersSent) {
      c.env.outgoing.destroy();
      return RESPONSE_ALREADY_SENT;
    }
    return c.json({ message: 'Internal server error' }, 500);
  });

  const listener = getRequestListener(app.fetch);
  return (req, res) => {
    const url = parseRequestTarget(req.url);
    const refusal = refusalOf(req, url);
    if (!url || refusal) {
      const requestLog = childLogger(log, {
        request_id: acceptableRequestId(req.headers['x-request-id']) ?? randomUUID(),
      });
      logWhenAnswered(requestLog, req, res, url?.pathname ?? null);
      if (refusal?.allow) res.setHeader('allow', refusal.allow);
      return sendJson(res, refusal?.status ?? 400, refusal?.body);
    }
    targets.set(req, url);
    void listener(req, res);
  };
}

/** A service behind its prefix: CORS if it is a public API, the API-key check, then its own app at its root. */
function serviceApp(mounted: MountedApp, checkApiKey: GatewayRoutes['checkApiKey']) {
  const { prefix, app, requiresApiKey, bearerAsKey, keyOptional } = mounted;
  const service = new Hono<GatewayEnv>();
  if (mounted.cors) service.use(publicApiCors);
  service.use(async (c, next) => {
    const url = c.get('target');
    const inner = url.pathname.slice(prefix.length) || '/';
    const keyGiven = c.env.incoming.headers.apikey !== undefined || url.searchParams.has('apikey');
    if (
      requiresApiKey(inner) &&
      !(keyOptional && !keyGiven) &&
      !(await checkApiKey(c.env.incoming, url, { bearerAsKey: bearerAsKey === true }))
    )
      return c.json(INVALID_API_KEY, 401);
    await next();
  });
  service.all(
    '*',
    mount((request: Request, env: HttpBindings) => app.fetch(request, env), {
      replaceRequest: (request) => {
        const url = new URL(request.url);
        url.pathname = url.pathname.slice(prefix.length) || '/';
        return new Request(url, request);
      },
    }),
  );
  return service;
}

/** Hands the request to a route written against Node's request and response (it answers on them itself). */
function nodeRoute(c: Context<GatewayEnv>, route: RouteHandler): Response {
  const { incoming, outgoing } = c.env;
  // What the middleware put on the answer so far (CORS) goes on the Node response the route writes.
  for (const [name, value] of c.res.headers) outgoing.setHeader(name, value);
  route(incoming, outgoing, c.get('target'), c.get('requestId'));
  return RESPONSE_ALREADY_SENT;
}

/** One line per request, written when the answer is sent or the client hung up first. */
function logWhenAnswered(requestLog: Logger, req: IncomingMessage, res: ServerResponse, path: string | null) {
  const started = performance.now();
  res.once('close', () => {
    requestLog.info('request', {
      method: req.method,
      path,
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
}

/** Client mistakes the services behind the gateway cannot all parse, answered here uniformly. */
function refusalOf(
  req: IncomingMessage,
  url: URL | null,
): { status: number; body: unknown; allow?: string } | null {
  if ((req.url?.length ?? 0) > MAX_TARGET_LENGTH) {
    return { status: 414, body: { code: 'request_uri_too_long', message: 'Request-URI Too Long' } };
  }
  if (!url) return { status: 400, body: { code: 'bad_request', message: 'Malformed request target' } };
  if (!hasValidEncoding(url)) {
    return {
      status: 400,
      body: url.pathname.startsWith('/rest/')
        ? postgrestParseError(url)
        : { code: 'bad_request', message: 'Invalid percent-encoding or UTF-8 in the request target' },
    };
  }
  if (!SUPPORTED_METHODS.has(req.method ?? '')) {
    return {
      status: 405,
      body: { code: 'method_not_allowed', message: 'Method Not Allowed' },
      allow: [...SUPPORTED_METHODS].join(', '),
    };
  }
  return null;
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
