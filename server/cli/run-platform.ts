import { join } from 'node:path';
import exitHook from 'async-exit-hook';
import { ConfigError, platformConfigFromEnv, type PlatformConfig } from '../config/platform-config.ts';
import { createLogger } from '../process/logger.ts';
import { showUser, tellUser } from '../process/terminal.ts';
import { startPlatform, type RunningPlatform } from '../platform.ts';
import type { PostgresOutside } from '../db/embedded-postgres.ts';

export const DEMO_ACCOUNTS = ['student@studyloop.test', 'seller@studyloop.test', 'admin@studyloop.test'];
export const DEMO_PASSWORD = 'studyloop-demo';

/**
 * Where PostgreSQL keeps what it could not reach in the checkout (root, a private directory on the way): said on
 * every start, since the cluster there is this data dir's data and outlives removing the checkout.
 */
export function postgresOutsideLines(outside: PostgresOutside | undefined, dataDir: string): string[] {
  if (!outside) return [];
  return [
    '',
    outside.closedAt
      ? `  PostgreSQL runs as the OS user postgres, which cannot enter ${outside.closedAt}, so it keeps outside the checkout:`
      : '  PostgreSQL keeps outside the checkout (made there when the OS user postgres could not reach it):',
    ...(outside.cluster
      ? [
          `    its cluster   ${outside.cluster} (${join(dataDir, 'postgres')} links to it; remove both to start afresh)`,
        ]
      : []),
    ...(outside.programs ? [`    its programs  ${outside.programs} (a copy, shared by every checkout)`] : []),
  ];
}

/**
 * Runs the platform in the foreground until Ctrl-C or SIGTERM, then stops every child process it started.
 * Used by `npm run platform` and `npm start`.
 */
export async function runPlatformInForeground(
  overrides: Partial<PlatformConfig>,
  afterReady?: (platform: RunningPlatform) => Promise<(() => Promise<void>) | void>,
  options: { webBuild?: Promise<unknown> } = {},
): Promise<void> {
  let config: PlatformConfig;
  try {
    config = platformConfigFromEnv(process.env, overrides);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    tellUser(`Studyloop platform cannot start: ${error.message}\nSee the settings table in README.md.`);
    process.exit(1);
  }
  const log = createLogger(config.logLevel);
  let platform: RunningPlatform | undefined;
  const extraStops: (() => Promise<void>)[] = [];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const stopExtra of extraStops) await stopExtra().catch(() => undefined);
    await platform?.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // embedded-postgres hooks these signals to call process.exit as soon as Postgres is down, racing the rest
    // of the shutdown; here the platform stops everything itself, in order, and then exits.
    exitHook.unhookEvent(signal);
    process.on(signal, () => void shutdown(0));
  }

  const started = performance.now();
  try {
    platform = await startPlatform(config, {
      log,
      webBuild: options.webBuild,
      onFatal: (error) => {
        log.error(error.message);
        void shutdown(1);
      },
    });
  } catch (error) {
    log.error('platform failed to start', { error });
    tellUser(`Studyloop platform failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  showUser(
    [
      '',
      `Studyloop platform ready at ${platform.url} (${seconds} s)`,
      '',
      `  REST      ${platform.url}/rest/v1`,
      `  Auth      ${platform.url}/auth/v1`,
      `  anon key  ${platform.anonKey}`,
      ...(platform.devMailUrl ? [`  Outbox    ${platform.devMailUrl}`] : []),
      `  Keys and URL are also in ${config.dataDir}/platform.json (the service-role key is there only).`,
      ...postgresOutsideLines(platform.postgresOutside, config.dataDir),
      '',
      `  Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.join(', ')}`,
      '',
    ].join('\n'),
  );
  const stopExtra = await afterReady?.(platform);
  if (stopExtra) extraStops.push(stopExtra);
}
