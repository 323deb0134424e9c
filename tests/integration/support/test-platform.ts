import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { Database } from '../../../shared/db/database.types.ts';
import { platformConfigFromEnv, type PlatformConfig } from '../../../server/config/platform-config.ts';
import { startPlatform, type RunningPlatform } from '../../../server/platform.ts';
import type { Logger } from '../../../server/process/logger.ts';

/** The origin the payment tests return to: the renderer's dev server, allowed like the site itself. */
export const DEV_SERVER = 'http://127.0.0.1:5173/**';

export interface TestPlatform extends RunningPlatform {
  dataDir: string;
  /** A fresh supabase-js client with the anon key, as the renderer creates it (no shared session). */
  anonClient(): SupabaseClient<Database>;
  serviceClient(): SupabaseClient<Database>;
  /** Stops the platform and removes its data dir. */
  destroy(): Promise<void>;
}

export function supabaseClient(url: string, key: string): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime-js needs one handed in.
    realtime: { transport: ws as never },
  });
}

export async function makeDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'studyloop-it-'));
  await chmod(dir, 0o755);
  return dir;
}

/**
 * Starts the real platform (embedded Postgres, PostgREST, gateway) on a temporary data dir and a free port.
 * `options.log` receives the platform's log lines (e.g. `createLogger('info', sink)` to read them).
 */
export async function startTestPlatform(
  overrides: Partial<PlatformConfig> = {},
  dataDir?: string,
  options: { log?: Logger } = {},
): Promise<TestPlatform> {
  const dir = dataDir ?? (await makeDataDir());
  const base = platformConfigFromEnv({});
  const platform = await startPlatform(
    {
      ...base,
      dataDir: dir,
      port: 0,
      seed: false,
      logLevel: 'error',
      ...overrides,
      // The renderer's dev server (vite) is a site of this platform: links and checkouts may return there.
      auth: { ...base.auth, redirectAllowList: [DEV_SERVER], ...overrides.auth },
    },
    options,
  );
  return {
    ...platform,
    dataDir: dir,
    anonClient: () => supabaseClient(platform.url, platform.anonKey),
    serviceClient: () => supabaseClient(platform.url, platform.serviceRoleKey),
    async destroy() {
      await platform.stop();
      if (!dataDir) await rm(dir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}.${Date.now()}.${++counter}@example.com`;

/** Reads a developer page (`/_dev/mail.json`, the outbox) as tools do: with the service-role key. */
export function fetchDevPage(platform: { url: string; serviceRoleKey: string }, path: string) {
  return fetch(`${platform.url}${path}`, { headers: { apikey: platform.serviceRoleKey } });
}
