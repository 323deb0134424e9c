// A task for the job queue's crash tests: one effect (a ledger row) guarded by an idempotency key in the same
// transaction, the shape every real task with an effect takes, and a pause the test controls so it can kill
// the worker at a known point of the job.
import { z } from 'zod';
import { defineTask } from '../../../server/jobs/task-definition.ts';

export const COUNTED_EFFECT_SCHEMA = `
  create schema if not exists job_test;
  create table if not exists job_test.attempts (
    run_id text not null, attempt int not null, started_at timestamptz not null default clock_timestamp()
  );
  create table if not exists job_test.done (run_id text primary key);
  create table if not exists job_test.ledger (run_id text not null, amount int not null);
`;

/** The lock the test holds while the job should wait; the task waits for it as a shared lock. */
export const pauseLockSql = (fn: string) => `select ${fn}(hashtext('job-test-pause'), hashtext($1))`;

export const countedEffectTask = defineTask({
  name: 'test:counted-effect',
  payload: z.object({
    runId: z.string(),
    /** Where the job waits for the test: before its transaction commits, or after. */
    pause: z.enum(['inside-transaction', 'after-commit']),
  }),
  async run({ runId, pause }, { db, job }) {
    await db.query('insert into job_test.attempts (run_id, attempt) values ($1, $2)', [runId, job.attempt]);
    const client = await db.connect();
    try {
      await client.query('begin');
      const first = await client.query(
        'insert into job_test.done (run_id) values ($1) on conflict do nothing returning run_id',
        [runId],
      );
      if (first.rowCount) {
        await client.query('insert into job_test.ledger (run_id, amount) values ($1, 10)', [runId]);
      }
      if (pause === 'inside-transaction')
        await client.query(pauseLockSql('pg_advisory_xact_lock_shared'), [runId]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    if (pause === 'after-commit') await db.query(pauseLockSql('pg_advisory_xact_lock_shared'), [runId]);
  },
});
