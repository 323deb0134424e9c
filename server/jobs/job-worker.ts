// The background job worker: graphile-worker over the platform's own Postgres. Chosen over pg-boss because
// its queue is callable from SQL (`graphile_worker.add_job`), so a trigger enqueues a row's processing in the
// transaction that wrote the row, and an RPC or a migration can queue work without going through Node; and
// because it takes jobs with SKIP LOCKED and wakes on LISTEN/NOTIFY, with retries and exponential backoff
// built in. What it lacks, handing back a killed worker's jobs before its fixed four hours, is
// pool-liveness.ts.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { run, runMigrations, type WorkerEvents, type WorkerPool } from 'graphile-worker';
import type { Logger } from '../process/logger.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { closeSpareSandbox } from '../documents/processing-sandbox.ts';
import { enqueueJob } from './enqueue-job.ts';
import { graphileLogger } from './graphile-logger.ts';
import { openPoolLiveness, releaseJobsOfDeadPools, type PoolLiveness } from './pool-liveness.ts';
import type { MailConfig } from '../config/platform-config.ts';
import { createMailer } from '../mail/mailer.ts';
import { buildTaskList, DEFAULT_MAIL_FROM, type TaskDefinition } from './task-definition.ts';
import { STARTUP_JOBS, TASKS, type StartupJob } from './task-registry.ts';

export interface JobWorkerOptions {
  connectionString: string;
  log: Logger;
  /** Jobs run at once. */
  concurrency?: number;
  tasks?: readonly TaskDefinition[];
  /** Object bytes for tasks that read or write stored files (document processing). */
  blobs?: BlobStore;
  startupJobs?: readonly StartupJob[];
  /** How long `stop()` waits for running jobs before failing them back to the queue. */
  stopGraceMs?: number;
  /** How tasks send mail (SMTP, or the outbox when absent). */
  mail?: MailConfig;
  /** The app's public URL for links in mail; a function because the platform learns its port after the worker starts. */
  siteUrl?: () => string;
  /** Called when the worker stops by itself (its database went away for good); not after `stop()`. */
  onFatal?: (error: Error) => void;
}

export interface JobWorker {
  /** graphile-worker's id for this process's pool: `locked_by` of the jobs it runs. */
  poolId: string;
  /** Takes no new jobs, waits for running ones (up to the grace period, then fails them back for a retry). */
  stop(): Promise<void>;
}

const DEFAULT_CONCURRENCY = 2;
const DEFAULT_STOP_GRACE_MS = 10_000;
/**
 * Asks running handlers to give up (their `signal`) this long into a stop: short, because an unfinished job
 * is simply run again, and a person waiting for Ctrl-C is not.
 */
const ABORT_AFTER_MS = 2000;
/** How often a worker looks for jobs of workers that died while it runs (it also looks when it starts). */
const DEAD_POOL_CHECK_MS = 30_000;

/** Holds each pool's liveness lock before the pool's first job (graphile-worker's `startWorker` hook). */
function livenessPlugin(liveness: PoolLiveness): GraphileConfig.Plugin {
  return {
    name: 'StudyloopPoolLivenessPlugin',
    version: '1.0.0',
    worker: {
      hooks: {
        startWorker(_info, event) {
          return liveness.hold(event.worker.workerPool.id);
        },
      },
    },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Starts a worker: installs or upgrades the queue's schema (`graphile_worker`), hands back jobs of dead
 * workers, runs jobs until `stop()`, and enqueues the startup jobs.
 */
export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const { log, connectionString } = options;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const stopGraceMs = options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS;
  // Each running job holds a connection; one more listens for new jobs, one more for the dead-pool check.
  const db = new pg.Pool({ connectionString, max: concurrency + 2 });
  let stopping = false;
  const connectionLost = (error: Error) => {
    if (!stopping) log.warn('job worker database connection lost', { error: error.message });
  };
  // Idle and checked-out connections both: a dropped connection must not crash the process.
  db.on('error', connectionLost);
  db.on('connect', (client) => client.on('error', connectionLost));
  const logger = graphileLogger(log);
  let liveness: PoolLiveness | undefined;
  try {
    liveness = await openPoolLiveness(connectionString, log);
    await runMigrations({ pgPool: db, logger });
    await releaseJobsOfDeadPools(db, log);
  } catch (error) {
    await liveness?.close();
    await db.end();
    throw error;
  }

  const mailer = createMailer(options.mail ?? { from: DEFAULT_MAIL_FROM }, db);
  const siteUrl = options.siteUrl ?? (() => '');

  const events: WorkerEvents = new EventEmitter();
  let pool: WorkerPool | undefined;
  events.on('pool:create', ({ workerPool }) => {
    pool = workerPool;
  });
  const runner = await run({
    pgPool: db,
    logger,
    events,
    concurrency,
    taskList: buildTaskList(options.tasks ?? TASKS, {
      db,
      log,
      blobs: options.blobs,
      services: { mailer, siteUrl },
    }),
    // No cron items: without this graphile-worker would read a `crontab` file from the working directory.
    parsedCronItems: [],
    // The platform and the CLI stop the worker themselves, in order with everything else.
    noHandleSignals: true,
    gracefulShutdownAbortTimeout: ABORT_AFTER_MS,
    preset: { plugins: [livenessPlugin(liveness)] },
  });
  const poolId = pool?.id ?? 'unknown';
  runner.promise.catch((error: unknown) => {
    if (stopping) return;
    const failure = error instanceof Error ? error : new Error(String(error));
    log.error('job worker failed', { error: failure.message });
    options.onFatal?.(failure);
  });

  const deadPoolCheck = setInterval(() => {
    releaseJobsOfDeadPools(db, log).catch((error: unknown) =>
      log.warn('job worker could not check for dead workers', { error: String(error) }),
    );
  }, DEAD_POOL_CHECK_MS);
  deadPoolCheck.unref();

  let stopped: Promise<void> | undefined;
  const stop = async () => {
    stopping = true;
    clearInterval(deadPoolCheck);
    const graceful = runner.stop().then(
      () => true,
      () => true,
    );
    if (!(await Promise.race([graceful, sleep(stopGraceMs).then(() => false)]))) {
      // graphile-worker fails the still-running jobs: they are retried (with backoff) by the next worker.
      log.warn('jobs still running at stop; returning them to the queue', { poolId });
      await Promise.resolve(pool?.forcefulShutdown('the worker is stopping')).catch(() => undefined);
    }
    await liveness.close();
    await mailer.close();
    // The idle processing child kept ready for the next upload.
    closeSpareSandbox();
    // A handler that ignored its abort signal may still hold a connection; Postgres ends it at shutdown.
    await Promise.race([db.end(), sleep(2000)]);
    log.info('job worker stopped', { poolId });
  };
  const worker = { poolId, stop: () => (stopped ??= stop()) };

  try {
    for (const job of options.startupJobs ?? STARTUP_JOBS) {
      await enqueueJob(db, job.task, job.payload, { jobKey: job.jobKey });
    }
  } catch (error) {
    await worker.stop();
    throw error;
  }
  log.info('job worker started', { poolId, concurrency });
  return worker;
}
