import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import type { TokenSigner } from '../auth/access-token.ts';
import { bodyWithin } from '../process/body-within.ts';
import { requestScoped, type Logger } from '../process/logger.ts';
import { loadFunction, setFunctionEnv, type FetchHandler } from './deno-runtime.ts';

const NAME_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

/**
 * Functions that Supabase runs without checking the JWT: `[functions.<name>] verify_jwt = false` in
 * supabase/config.toml (webhooks, which providers call without one). Read from the same file the CLI deploys from.
 */
export function functionsWithoutJwt(configToml: string): Set<string> {
  const open = new Set<string>();
  let current: string | null = null;
  for (const line of configToml.split('\n')) {
    const section = /^\s*\[functions\.([a-z0-9_-]+)\]\s*$/.exec(line);
    if (section) current = section[1]!;
    else if (/^\s*\[/.test(line)) current = null;
    else if (current && /^\s*verify_jwt\s*=\s*false\s*(#.*)?$/.test(line)) open.add(current);
  }
  return open;
}

function readFunctionsWithoutJwt(functionsDir: string): Set<string> {
  const file = join(functionsDir, '..', 'config.toml');
  return existsSync(file) ? functionsWithoutJwt(readFileSync(file, 'utf8')) : new Set();
}

/**
 * Largest request body handed to a function. A function reads its body whole (`request.json()` on the thread that
 * serves every request), so without a bound one client could make this process buffer and parse hundreds of
 * megabytes; the largest body a function takes is a 150,000-character text, at most about 1 MB as JSON.
 */
export const FUNCTION_BODY_LIMIT = 4 * 1024 * 1024;

const BODY_TOO_LARGE = {
  code: 'payload_too_large',
  message: `The request body is too large: at most ${FUNCTION_BODY_LIMIT / 1024 / 1024} MB`,
};

/**
 * `/functions/v1/{name}`: runs `supabase/functions/{name}/index.ts`, a Fetch-API handler, with the caller's
 * request (and so the caller's JWT: a function acts as the user unless it explicitly uses the service key).
 * Like Supabase's edge runtime, the request must carry a valid JWT (the anon key counts).
 */
export function createFunctionsHost(deps: {
  functionsDir: string;
  env: Record<string, string>;
  signer: TokenSigner;
  publicUrl: string;
  log: Logger;
}) {
  setFunctionEnv(deps.env);
  const withoutJwt = readFunctionsWithoutJwt(deps.functionsDir);
  const handlers = new Map<string, Promise<FetchHandler>>();
  const app = new Hono();
  const log = requestScoped(deps.log);

  async function verifiedBearer(request: Request): Promise<boolean> {
    const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '');
    if (!match) return false;
    if (await deps.signer.verifyApiKey(match[1]!)) return true;
    return deps.signer.verify(match[1]!).then(
      () => true,
      () => false,
    );
  }

  app.all('/:name{[^/]+}/*', (c) => invoke(c.req.param('name'), c.req.raw));
  app.all('/:name{[^/]+}', (c) => invoke(c.req.param('name'), c.req.raw));

  async function invoke(name: string, request: Request): Promise<Response> {
    const entry = join(deps.functionsDir, name, 'index.ts');
    if (!NAME_PATTERN.test(name) || name.startsWith('_') || !existsSync(entry)) {
      return Response.json(
        { code: 'NOT_FOUND', message: 'Requested function was not found' },
        { status: 404 },
      );
    }
    // A browser's CORS preflight carries no Authorization header; like Supabase's relay, it reaches the
    // function (which answers it) without a JWT.
    if (request.method !== 'OPTIONS' && !withoutJwt.has(name) && !(await verifiedBearer(request))) {
      return Response.json({ code: 401, message: 'Invalid JWT' }, { status: 401 });
    }
    let handler = handlers.get(name);
    if (!handler) {
      handler = loadFunction(pathToFileURL(entry).href);
      handlers.set(name, handler);
      handler.catch(() => handlers.delete(name));
    }
    const url = new URL(request.url);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const body = hasBody ? await bodyWithin(request, FUNCTION_BODY_LIMIT) : null;
    if (hasBody && body === null) return Response.json(BODY_TOO_LARGE, { status: 413 });
    const forwarded = new Request(`${deps.publicUrl}/functions/v1${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body,
    });
    try {
      return await (
        await handler
      )(forwarded);
    } catch (error) {
      log.error('function failed', { function: name, error });
      return Response.json(
        { code: 'WORKER_ERROR', message: 'Function exited due to an error' },
        { status: 500 },
      );
    }
  }

  return app;
}
