import { platformConfigFromEnv } from '../config/platform-config.ts';
import { resolve } from 'node:path';
import { createLogger } from '../process/logger.ts';
import { showUser, tellUser } from '../process/terminal.ts';
import { createBlobStore } from '../storage/create-blob-store.ts';
import { storageConfigFromEnv } from '../storage/storage-config.ts';
import { startJobWorker, type JobWorker } from './job-worker.ts';
import type { TaskDefinition } from './task-definition.ts';
import { describeDatabase, workerSettingsFromEnv } from './worker-settings.ts';

/**
 * Runs the job worker in the foreground until SIGINT or SIGTERM (a second one exits at once): `npm run
 * worker`, beside a platform or a hosted Supabase project. Exits 1 with a message on a bad setting.
 */
export async function runWorkerInForeground(env: NodeJS.ProcessEnv, tasks?: readonly TaskDefinition[]) {
  let settings;
  let mailSettings;
  try {
    settings = workerSettingsFromEnv(env);
    // The same SMTP_* and SITE_URL / AUTH_SITE_URL as the platform: mail the worker sends looks the same.
    const platform = platformConfigFromEnv(env);
    mailSettings = { mail: platform.mail, siteUrl: platform.auth.siteUrl ?? platform.publicUrl ?? '' };
  } catch (error) {
    tellUser(`Studyloop job worker: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const log = createLogger(settings.logLevel);
  let worker: JobWorker | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) process.exit(1);
    stopping = true;
    await worker?.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0));

  try {
    // The platform's object bytes: its data dir's disk store, or the S3-compatible bucket STORAGE_S3_* names
    // (beside a hosted project, Supabase Storage's own S3 endpoint).
    const blobs = await createBlobStore(
      storageConfigFromEnv(env),
      resolve(env.STUDYLOOP_DATA_DIR ?? resolve(import.meta.dirname, '..', '..', '.data')),
    );
    worker = await startJobWorker({
      connectionString: settings.databaseUrl,
      blobs,
      concurrency: settings.concurrency,
      log,
      tasks,
      mail: mailSettings.mail,
      siteUrl: () => mailSettings.siteUrl.replace(/\/+$/, ''),
      onFatal: () => void shutdown(1),
    });
  } catch (error) {
    log.error('job worker failed to start', { error });
    tellUser(
      `Studyloop job worker failed to start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
  log.info('job worker running', {
    database: describeDatabase(settings.databaseUrl),
    pool: worker.poolId,
    concurrency: settings.concurrency,
  });
  showUser(
    `Studyloop job worker running against ${describeDatabase(settings.databaseUrl)} ` +
      `(pool ${worker.poolId}, ${settings.concurrency} at a time). Ctrl-C stops it.`,
  );
}
