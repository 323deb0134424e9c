import { resolve } from 'node:path';
import { parseLogLevel, type LogLevel } from '../process/logger.ts';
import { REPO_ROOT } from '../db/paths.ts';

/** Every setting of the platform, from the environment, with the local defaults of ARCHITECTURE.md section 2. */
export interface PlatformConfig {
  dataDir: string;
  host: string;
  port: number;
  /** An external Postgres instead of the embedded one. */
  databaseUrl?: string;
  /** Where the built web app lives; absent when the platform serves only the API. */
  webDir?: string;
  /** The URL printed and used in links; defaults to http://<host>:<port>. */
  publicUrl?: string;
  seed: boolean;
  logLevel: LogLevel | 'silent';
  auth: {
    autoconfirm: boolean;
    disableSignup: boolean;
    jwtExpiry: number;
    /** Seconds during which a just-rotated refresh token may be presented again (a client retry). */
    refreshReuseIntervalSeconds: number;
  };
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 54321;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be a port number between 0 and 65535, not "${value}"`);
  }
  return parsed;
}

export function platformConfigFromEnv(
  env: NodeJS.ProcessEnv,
  overrides: Partial<PlatformConfig> = {},
): PlatformConfig {
  return {
    dataDir: resolve(env.STUDYLOOP_DATA_DIR ?? resolve(REPO_ROOT, '.data')),
    host: env.HOST ?? '127.0.0.1',
    port: port(env.PORT),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.SITE_URL || undefined,
    seed: flag(env.STUDYLOOP_SEED, true),
    logLevel: parseLogLevel(env.STUDYLOOP_LOG, 'info'),
    auth: {
      autoconfirm: flag(env.AUTH_AUTOCONFIRM, true),
      disableSignup: flag(env.AUTH_DISABLE_SIGNUP, false),
      jwtExpiry: Number(env.JWT_EXPIRY ?? 3600),
      refreshReuseIntervalSeconds: Number(env.AUTH_REFRESH_REUSE_INTERVAL ?? 10),
    },
    ...overrides,
  };
}
