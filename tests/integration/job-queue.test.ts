// Issue 10, item 4: a job survives a kill -9 of its worker mid-job and completes exactly once after a restart,
// without waiting for graphile-worker's four-hour lock timeout.
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../server/jobs/enqueue-job.ts';
import { startJobWorker } from '../../server/jobs/job-worker.ts';
import { defineTask } from '../../server/jobs/task-definition.ts';
import { createLogger } from '../../server/process/logger.ts';
import type { ProcessIdentity } from '../../server/process/proc-info.ts';
import { COUNTED_EFFECT_SCHEMA, countedEffectTask, pauseLockSql } from './support/counted-effect.task.ts';
import { waitForJobs } from './support/job-queue.ts';
import {
  databaseUrlOf,
  descendantsOf,
  interruptPlatform,
  spawnPlatformCli,
  stopLeftovers,
  waitUntilGone,
  type PlatformProcess,
} from './support/platform-process.ts';
import { waitFor } from './support/polling.ts';
import { makeDataDir, startTestPlatform, type TestPlatform } from './support/test-platform.ts';

const root = join(import.meta.dirname, '..', '..');

let platform: TestPlatform;
let db: pg.Pool;
const workers: ChildProcess[] = [];

interface WorkerProcess {
  child: ChildProcess;
  ready: Promise<void>;
  exited: Promise<number | null>;
  output(): string;
}

/** Starts a worker CLI in a process of its own (Node with tsx as a loader, so the pid is the worker's). */
function spawnWorker(script: string, env: NodeJS.ProcessEnv): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, STUDYLOOP_LOG: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Studyloop job worker running')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`worker exited with ${code}: ${output}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => output };
}

const spawnTestWorker = () =>
  spawnWorker('tests/integration/support/job-worker.process.ts', { DATABASE_URL: platform.databaseUrl });

async function counts(runId: string) {
  const { rows } = await db.query<{ attempts: number; ledger: number; done: number }>(
    `select (select count(*)::int from job_test.attempts where run_id = $1) as attempts,
            (select count(*)::int from job_test.ledger where run_id = $1) as ledger,
            (select count(*)::int from job_test.done where run_id = $1) as done`,
    [runId],
  );
  return rows[0]!;
}

async function jobRow(jobId: string) {
  const { rows } = await db.query<{ locked_by: string | null; attempts: number; last_error: string | null }>(
    'select locked_by, attempts, last_error from graphile_worker.jobs where id = $1',
    [jobId],
  );
  return rows[0];
}

/** The job's handler waits on the pause lock: the worker is mid-job. */
async function waitingOnPause(): Promise<true | undefined> {
  const { rows } = await db.query(
    `select 1 from pg_locks where locktype = 'advisory' and not granted
        and classid::int = hashtext('job-test-pause')`,
  );
  return rows.length ? true : undefined;
}

describe('the job queue, with a worker process of its own', () => {
  beforeAll(async () => {
    platform = await startTestPlatform();
    db = new pg.Pool({ connectionString: platform.databaseUrl, max: 4 });
    await db.query(COUNTED_EFFECT_SCHEMA);
  });

  afterEach(async () => {
    for (const child of workers.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
  });

  afterAll(async () => {
    await db?.end();
    await platform?.destroy();
  });

  it.each(['inside-transaction', 'after-commit'] as const)(
    'a job whose worker is killed mid-job (%s) runs again at the next start and takes effect exactly once',
    async (pause) => {
      const runId = `kill-${pause}-${Date.now()}`;
      // The test holds the lock the job waits on, so the worker is killed at a known point of the job.
      const pauseHolder = await db.connect();
      try {
        await pauseHolder.query(pauseLockSql('pg_advisory_lock'), [runId]);
        const { id: jobId } = await enqueueJob(db, countedEffectTask, { runId, pause });

        const first = spawnTestWorker();
        await first.ready;
        await waitFor('the first attempt to pause', waitingOnPause);
        expect((await counts(runId)).attempts).toBe(1);
        const lockedBy = (await jobRow(jobId))?.locked_by;
        expect(lockedBy).toMatch(/^pool-/);

        first.child.kill('SIGKILL');
        await first.exited;
        // Still the dead worker's: without the liveness check it would stay locked for four hours.
        expect((await jobRow(jobId))?.locked_by).toBe(lockedBy);
        expect((await counts(runId)).ledger).toBe(pause === 'after-commit' ? 1 : 0);

        const second = spawnTestWorker();
        await second.ready;
        const readyAt = Date.now();
        await waitFor('the second attempt to start', async () =>
          (await counts(runId)).attempts === 2 ? true : undefined,
        );
        const handedBackMs = Date.now() - readyAt;
        expect(handedBackMs).toBeLessThan(10_000);
        const rerun = await jobRow(jobId);
        expect(rerun?.locked_by).toMatch(/^pool-/);
        expect(rerun?.locked_by).not.toBe(lockedBy);
        expect(rerun?.attempts).toBe(2);

        await pauseHolder.query(pauseLockSql('pg_advisory_unlock'), [runId]);
        await waitFor('the job to complete', async () => ((await jobRow(jobId)) ? undefined : true));
        // Give a wrongly repeated run the time to show itself.
        await new Promise((resolve) => setTimeout(resolve, 2500));
        expect(await counts(runId)).toEqual({ attempts: 2, ledger: 1, done: 1 });
        const attempts = await db.query<{ attempt: number }>(
          'select attempt from job_test.attempts where run_id = $1 order by started_at',
          [runId],
        );
        expect(attempts.rows.map((row) => row.attempt)).toEqual([1, 2]);

        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      } finally {
        await pauseHolder.query('select pg_advisory_unlock_all()');
        pauseHolder.release();
      }
    },
    90_000,
  );

  it('retries a failing job with backoff and keeps the error', async () => {
    const { id: jobId } = await db
      .query<{ id: string }>(
        `select (graphile_worker.add_job('test:counted-effect', '{"runId": 42}'::json)).id::text as id`,
      )
      .then((result) => result.rows[0]!);
    const worker = spawnTestWorker();
    await worker.ready;
    const failed = await waitFor('the first failure', async () => {
      const row = await jobRow(jobId);
      return row?.last_error ? row : undefined;
    });
    expect(failed.last_error).toMatch(/invalid payload/);
    expect(failed.locked_by).toBeNull();
    const { rows } = await db.query<{ delay: number }>(
      'select extract(epoch from run_at - updated_at)::float as delay from graphile_worker.jobs where id = $1',
      [jobId],
    );
    expect(rows[0]!.delay).toBeGreaterThan(1);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    await db.query('select graphile_worker.permanently_fail_jobs(array[$1::bigint])', [jobId]);
  }, 60_000);

  it('stops within its grace period, returning a job that would not finish to the queue for a retry', async () => {
    const hung = defineTask({
      name: 'test:hung',
      payload: z.object({}),
      // Ignores its abort signal, as a handler stuck in a call that cannot be cancelled would.
      run: () => new Promise<void>(() => undefined),
    });
    const worker = await startJobWorker({
      connectionString: platform.databaseUrl,
      log: createLogger('silent'),
      tasks: [hung],
      startupJobs: [],
      stopGraceMs: 1000,
    });
    const { id: jobId } = await enqueueJob(db, hung, {});
    await waitFor('the job to start', async () => ((await jobRow(jobId))?.locked_by ? true : undefined));
    const stopping = Date.now();
    await worker.stop();
    expect(Date.now() - stopping).toBeLessThan(5000);
    const returned = await jobRow(jobId);
    expect(returned).toMatchObject({ locked_by: null, attempts: 1 });
    expect(returned?.last_error).toMatch(/the worker is stopping/);
    await db.query('select graphile_worker.permanently_fail_jobs(array[$1::bigint])', [jobId]);
  }, 30_000);

  it('npm run worker refuses to start without DATABASE_URL, naming it', async () => {
    const worker = spawnWorker('server/cli/worker.ts', { DATABASE_URL: '' });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toMatch(/DATABASE_URL is not set/);
  });

  it('npm run worker runs against a database and stops cleanly on SIGTERM', async () => {
    const worker = spawnWorker('server/cli/worker.ts', { DATABASE_URL: platform.databaseUrl });
    await worker.ready;
    expect(worker.output()).not.toContain(new URL(platform.databaseUrl).password || '\u0000');
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  }, 60_000);
});

describe('the platform killed mid-job', () => {
  it('hands the job to the next start, which completes it once', async () => {
    const dataDir = await makeDataDir();
    const tracked: ProcessIdentity[] = [];
    let second: PlatformProcess | undefined;
    try {
      const first = spawnPlatformCli(dataDir);
      await first.ready;
      tracked.push(...descendantsOf(first.child.pid!));
      let client = new pg.Client({ connectionString: await databaseUrlOf(dataDir) });
      await client.connect();
      client.on('error', () => undefined);
      const { rows } = await client.query<{ id: string }>(
        `insert into public.documents (slug, title, status) values ('job-queue-crash', 'Job queue crash', 'approved')
         returning id`,
      );
      const documentId = rows[0]!.id;
      const text = (words: number, word: string) =>
        Array.from({ length: words }, (_, i) => `${word}${i}`).join(' ');
      await client.query(
        `insert into public.document_pages (document_id, page_number, content) values ($1, 1, $2)`,
        [documentId, text(200, 'alpha')],
      );
      const indexedHash = async (db: pg.Client) =>
        (
          await db.query<{ content_hash: string }>(
            'select content_hash from public.plagiarism_indexed_documents where document_id = $1',
            [documentId],
          )
        ).rows[0]?.content_hash;
      const firstHash = await waitFor('the document to be indexed', () => indexedHash(client));

      // The test holds the document's index row, so the job for its changed text waits mid-job.
      await client.query('begin');
      await client.query(
        'select 1 from public.plagiarism_indexed_documents where document_id = $1 for update',
        [documentId],
      );
      const editor = new pg.Client({ connectionString: await databaseUrlOf(dataDir) });
      await editor.connect();
      editor.on('error', () => undefined);
      await editor.query('update public.document_pages set content = $2 where document_id = $1', [
        documentId,
        text(200, 'beta'),
      ]);
      await editor.end();
      await waitFor('the job to wait on the row', async () => {
        const { rows: waiting } = await client.query(
          'select 1 from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
        );
        return waiting.length ? true : undefined;
      });

      first.child.kill('SIGKILL');
      await first.exited;
      await client.end().catch(() => undefined);
      // Postgres goes down with its parent where the OS allows; otherwise the next start stops it.
      await waitUntilGone(tracked, 15_000);

      second = spawnPlatformCli(dataDir);
      await second.ready;
      // Not after graphile-worker's four hours: the dead run's pool holds no liveness lock any more.
      await waitFor('the start to hand back the dead run’s job', async () =>
        /handed back the jobs of stopped workers/.test(second!.output()) ? true : undefined,
      );
      tracked.push(...descendantsOf(second.child.pid!));
      client = new pg.Client({ connectionString: await databaseUrlOf(dataDir) });
      await client.connect();
      const pool = new pg.Pool({ connectionString: await databaseUrlOf(dataDir), max: 1 });
      try {
        await waitForJobs(pool, ['plagiarism:sync-document'], 20_000);
      } finally {
        await pool.end();
      }
      const secondHash = await indexedHash(client);
      expect(secondHash).toBeDefined();
      expect(secondHash).not.toBe(firstHash);
      const { rows: index } = await client.query<{ entries: number; fingerprints: number; recorded: number }>(
        `select (select count(*)::int from public.plagiarism_indexed_documents where document_id = $1) as entries,
                (select count(*)::int from public.plagiarism_fingerprints where document_id = $1) as fingerprints,
                (select fingerprint_count from public.plagiarism_indexed_documents where document_id = $1) as recorded`,
        [documentId],
      );
      expect(index[0]!.entries).toBe(1);
      expect(index[0]!.fingerprints).toBe(index[0]!.recorded);
      await client.end();
      expect(await interruptPlatform(second)).toBe(0);
      expect(await waitUntilGone(tracked, 10_000)).toEqual([]);
    } finally {
      if (second) await interruptPlatform(second);
      await stopLeftovers(tracked);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
