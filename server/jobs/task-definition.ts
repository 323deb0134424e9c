import type pg from 'pg';
import { z } from 'zod';
import type { JobHelpers, Task, TaskList } from 'graphile-worker';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { childLogger, type Logger } from '../process/logger.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/** What the worker gives every task besides the database: mail and where links in mail point. */
export interface TaskServices {
  /** SMTP when configured, otherwise the platform's outbox. */
  mailer: Mailer;
  /** The app's public URL (no trailing slash) for links in e-mails. */
  siteUrl: () => string;
}

/** What a task's handler gets besides its payload. */
/** Without configuration: mail goes to the outbox from the default sender, links are relative. */
export function defaultTaskServices(db: pg.Pool): TaskServices {
  return { mailer: createMailer({ from: DEFAULT_MAIL_FROM }, db), siteUrl: () => '' };
}

export const DEFAULT_MAIL_FROM = 'Studyloop <no-reply@studyloop.local>';

export interface TaskContext {
  /** The worker's own pool: the same database the job came from. */
  db: pg.Pool;
  /** The storage's bytes, when the worker was given them (the platform's own, or `npm run worker`'s from the env). */
  blobs: BlobStore | undefined;
  /** Every line carries the task name and the job id. */
  log: Logger;
  job: { id: string; attempt: number; maxAttempts: number };
  /**
   * Aborted when the worker is stopping and the job did not finish within the grace period; a long handler
   * checks it between steps. An unfinished job is simply run again later, so stopping early is always safe.
   */
  signal: AbortSignal;
  services: TaskServices;
}

/**
 * One kind of background work. A handler may run more than once for one job (a retry after an error, or
 * after its worker was killed between doing the work and recording it done), so it must be idempotent:
 * a second run finds the work done and changes nothing.
 */
export interface TaskDefinition<Name extends string = string, Payload extends z.ZodType = z.ZodType> {
  name: Name;
  payload: Payload;
  /** Jobs of one queue run one at a time, in order; for tasks that must not overlap (one index, one mailbox). */
  queueName?: string;
  run(payload: z.output<Payload>, context: TaskContext): Promise<void>;
}

export function defineTask<const Name extends string, Payload extends z.ZodType>(
  definition: TaskDefinition<Name, Payload>,
): TaskDefinition<Name, Payload> {
  return definition;
}

export class InvalidPayloadError extends Error {
  override name = 'InvalidPayloadError';
}

/**
 * The handler graphile-worker calls: the payload is checked against the task's schema first. A payload that
 * does not fit is an error like any other, so the job is retried with backoff rather than dropped: during a
 * rolling deploy an older worker may meet a payload only the newer one understands.
 */
export function toGraphileTask(
  definition: TaskDefinition,
  deps: { db: pg.Pool; log: Logger; services?: TaskServices; blobs?: BlobStore },
): Task {
  const services = deps.services ?? defaultTaskServices(deps.db);
  return async (payload: unknown, helpers: Pick<JobHelpers, 'job' | 'abortSignal'>) => {
    const parsed = definition.payload.safeParse(payload);
    if (!parsed.success) {
      throw new InvalidPayloadError(
        `job ${helpers.job.id} (${definition.name}) has an invalid payload: ${z.prettifyError(parsed.error)}`,
      );
    }
    await definition.run(parsed.data, {
      db: deps.db,
      blobs: deps.blobs,
      log: childLogger(deps.log, { task: definition.name, jobId: helpers.job.id }),
      job: { id: helpers.job.id, attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts },
      signal: helpers.abortSignal,
      services,
    });
  };
}

/** graphile-worker's task list (name → handler); two tasks with one name are a bug. */
export function buildTaskList(
  definitions: readonly TaskDefinition[],
  deps: { db: pg.Pool; log: Logger; services?: TaskServices; blobs?: BlobStore },
): TaskList {
  const list: TaskList = {};
  for (const definition of definitions) {
    if (Object.hasOwn(list, definition.name)) throw new Error(`two tasks are named ${definition.name}`);
    list[definition.name] = toGraphileTask(definition, deps);
  }
  return list;
}
