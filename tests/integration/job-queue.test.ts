// Issue 10, item 4: a job survives a kill -9 of its worker mid-job and completes exactly once after a restart,
// without waiting for graphile-worker's four-hour lock timeout.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../server/jobs/enqueue-job.ts';
import { COUNTED_EFFECT_SCHEMA, countedEffectTask, pauseLockSql } from './support/counted-effect.task.ts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

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

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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

describe('the job queue', () => {
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
