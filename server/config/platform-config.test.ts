import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../db/paths.ts';
import { ConfigError, platformConfigFromEnv, platformEnvSchema } from './platform-config.ts';

function failure(env: NodeJS.ProcessEnv): ConfigError {
  try {
    platformConfigFromEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('platformConfigFromEnv', () => {
  it('refuses JWT_EXPIRY=abc, naming the variable and the value', () => {
    const error = failure({ JWT_EXPIRY: 'abc' });
    expect(error.message).toBe('JWT_EXPIRY must be a whole number of seconds of 1 or more, not "abc"');
    expect(error.problems.map((p) => p.variable)).toEqual(['JWT_EXPIRY']);
  });

  it('reports every bad variable at once', () => {
    const error = failure({
      PORT: '70000',
      STUDYLOOP_LOG: 'verbose',
      TRUST_PROXY: 'maybe',
      STORAGE_FILE_SIZE_LIMIT: 'huge',
      SITE_URL: 'localhost:3000',
      REST_UPSTREAM_TIMEOUT_MS: '-1',
    });
    expect(error.problems.map((p) => p.variable).sort()).toEqual([
      'PORT',
      'REST_UPSTREAM_TIMEOUT_MS',
      'SITE_URL',
      'STORAGE_FILE_SIZE_LIMIT',
      'STUDYLOOP_LOG',
      'TRUST_PROXY',
    ]);
    expect(error.message).toContain(
      'STUDYLOOP_LOG must be one of debug, info, warn, error, silent, not "verbose"',
    );
  });

  it("has README's defaults, an empty value counting as unset", () => {
    for (const env of [{}, { PORT: '', JWT_EXPIRY: '', STUDYLOOP_SEED: '', TRUST_PROXY: '' }]) {
      const config = platformConfigFromEnv(env);
      expect(config).toMatchObject({
        host: '127.0.0.1',
        port: 54321,
        dataDir: join(REPO_ROOT, '.data'),
        seed: true,
        devPages: true,
        logLevel: 'info',
        restUpstreamTimeoutMs: 60_000,
        secrets: {},
        mail: { smtp: undefined, from: 'Studyloop <no-reply@studyloop.local>' },
        storage: { fileSizeLimit: 50 * 1024 * 1024, s3: undefined },
      });
      expect(config.auth).toMatchObject({
        jwtExpiry: 3600,
        autoconfirm: false,
        refreshReuseIntervalSeconds: 10,
        trustProxy: false,
        secureEmailChange: true,
        manualLinking: true,
        google: { issuer: 'https://accounts.google.com' },
        rateLimits: { windowSeconds: 300, signInPerIp: 300, signInPerEmail: 10, emailMinIntervalSeconds: 60 },
      });
    }
  });

  it('reads flags, numbers, sizes and secrets', () => {
    const config = platformConfigFromEnv({
      TRUST_PROXY: 'yes',
      STUDYLOOP_SEED: 'off',
      STUDYLOOP_LOG: 'silent',
      JWT_EXPIRY: '600',
      JWT_SECRET: 'a secret with spaces ',
      STORAGE_FILE_SIZE_LIMIT: '20MB',
      SMTP_HOST: 'smtp.example',
      SMTP_PORT: '465',
      HOST: '0.0.0.0',
    });
    expect(config.auth.trustProxy).toBe(true);
    expect(config.seed).toBe(false);
    expect(config.logLevel).toBe('silent');
    expect(config.auth.jwtExpiry).toBe(600);
    expect(config.secrets.jwtSecret).toBe('a secret with spaces ');
    expect(config.storage.fileSizeLimit).toBe(20_000_000);
    expect(config.mail.smtp).toMatchObject({ host: 'smtp.example', port: 465, secure: true });
    // Reachable by others: no developer pages unless asked for.
    expect(config.devPages).toBe(false);
  });

  it("names only variables README's settings table documents", () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('### Settings'),
      readme.indexOf('\n## ', readme.indexOf('### Settings')),
    );
    const documented = new Set(
      [...table.matchAll(/^\|([^|]+)\|/gm)].flatMap((row) =>
        [...row[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]),
      ),
    );
    const undocumented = Object.keys(platformEnvSchema.shape).filter(
      (name) => name !== 'NODE_ENV' && !documented.has(name),
    );
    expect(undocumented).toEqual([]);
  });
});
