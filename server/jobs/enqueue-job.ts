import type pg from 'pg';
import type { z } from 'zod';
import type { TaskDefinition } from './task-definition.ts';

export interface EnqueueOptions {
  /**
   * At most one waiting job per key: a second enqueue replaces the waiting one's payload and time. A job
   * already running keeps running and the new one waits behind it (graphile-worker's `replace` mode).
   */
  jobKey?: string;
  runAt?: Date;
  /** Default 25 attempts, with exponential backoff between them (graphile-worker's). */
  maxAttempts?: number;
  /** Lower runs first; default 0. */
  priority?: number;
}

/**
 * Adds a job through `graphile_worker.add_job`. On a client inside a transaction, the job exists only if
 * the transaction commits: the work is queued together with the change it follows from.
 */
export async function enqueueJob<Task extends TaskDefinition>(
  db: pg.Pool | pg.ClientBase,
  task: Task,
  payload: z.input<Task['payload']>,
  options: EnqueueOptions = {},
): Promise<{ id: string }> {
  // A payload the handler would refuse is the caller's bug: it fails here, where the caller sees it.
  const checked: unknown = task.payload.parse(payload);
  const { rows } = await db.query<{ id: string }>(
    `select (graphile_worker.add_job(
       identifier => $1::text, payload => $2::json, queue_name => $3::text, run_at => $4::timestamptz,
       max_attempts => $5::int, job_key => $6::text, priority => $7::int
     )).id::text as id`,
    [
      task.name,
      JSON.stringify(checked),
      task.queueName ?? null,
      options.runAt?.toISOString() ?? null,
      options.maxAttempts ?? null,
      options.jobKey ?? null,
      options.priority ?? null,
    ],
  );
  return { id: rows[0]!.id };
}
