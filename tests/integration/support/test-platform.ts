import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { NodeWebSocketTransport } from '../../../server/realtime/node-websocket-transport.ts';
import type { Database } from '../../../shared/db/database.types.ts';
import { platformConfigFromEnv, type PlatformConfig } from '../../../server/config/platform-config.ts';
import { loadOrCreateSecrets } from '../../../server/config/secrets.ts';
import { startEmbeddedPostgres } from '../../../server/db/embedded-postgres.ts';
import { APP_MIGRATIONS_DIR, PLATFORM_SCHEMA_DIR } from '../../../server/db/paths.ts';
import { prepareDatabase } from '../../../server/db/prepare-database.ts';
import { createLogger } from '../../../server/process/logger.ts';
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
    realtime: { transport: NodeWebSocketTransport },
  });
}

export async function makeDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'studyloop-it-'));
  await chmod(dir, 0o755);
  return dir;
}

/** What a template data dir was made from: every migration's name and text. */
async function schemaFingerprint(): Promise<string> {
  // The recipe is part of the key: a template made another way is not reused.
  const hash = createHash('sha256').update('secrets, initdb, migrations\0');
  for (const dir of [PLATFORM_SCHEMA_DIR, APP_MIGRATIONS_DIR]) {
    for (const name of (await readdir(dir)).sort()) {
      if (!name.endsWith('.sql')) continue;
      hash
        .update(`${dir}/${name}\0`)
        .update(await readFile(join(dir, name)))
        .update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const templateFiles = ['postgres', 'secrets.json'];
let template: Promise<string> | undefined;

/**
 * A data dir holding the platform's secrets and an initialised cluster with every migration applied, and nothing
 * else. Made once per schema (and kept in the temp dir for the next run); each test platform starts on a
 * copy of it instead of running initdb and the migrations again, which is most of a start.
 */
function templateDataDir(): Promise<string> {
  template ??= (async () => {
    const dir = join(tmpdir(), `studyloop-it-template-${await schemaFingerprint()}`);
    if (existsSync(join(dir, 'ready'))) return dir;
    const building = await makeDataDir();
    // What the platform's first start does to a data dir up to its migrations, and nothing after them (no settings
    // the platform writes into the database at start, no jobs): its secrets, initdb, the migrations.
    const secrets = await loadOrCreateSecrets(building, {});
    const log = createLogger('silent');
    const postgres = await startEmbeddedPostgres({
      dataDir: building,
      password: secrets.postgresPassword,
      log,
      durable: false,
    });
    try {
      await prepareDatabase({
        connectionString: postgres.connectionString,
        authenticatorPassword: secrets.authenticatorPassword,
        log,
      });
    } finally {
      await postgres.stop();
    }
    await writeFile(join(building, 'ready'), '');
    // Another test process may have made it meanwhile: theirs is as good as ours.
    await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
    return dir;
  })();
  return template;
}

/** A fresh throwaway data dir holding a copy of the template (cp -a keeps the cluster's owner and modes). */
export async function dataDirFromTemplate(): Promise<string> {
  const source = await templateDataDir();
  const dir = await makeDataDir();
  await promisify(execFile)('cp', ['-a', ...templateFiles.map((name) => join(source, name)), dir]);
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
  const dir = dataDir ?? (await dataDirFromTemplate());
  const base = platformConfigFromEnv({});
  const platform = await startPlatform(
    {
      ...base,
      dataDir: dir,
      port: 0,
      seed: false,
      // A test that seeds reads the demo documents' files at once.
      demoFiles: 'before-ready',
      // A data dir of its own is thrown away afterwards: no fsync. One handed in keeps the default (durable).
      databaseDurable: dataDir !== undefined,
      logLevel: 'error',
      ...overrides,
      // The renderer's dev server (vite) is a site of this platform: links and checkouts may return there.
      // Tests sign accounts up and use them at once; a test of confirmation sets `autoconfirm: false` (or the
      // product's default) itself.
      auth: { ...base.auth, autoconfirm: true, redirectAllowList: [DEV_SERVER], ...overrides.auth },
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
