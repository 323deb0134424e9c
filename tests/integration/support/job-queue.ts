// Waiting for background jobs: what a test changes in the database reaches derived data (the plagiarism
// index, ...) through the platform's job worker, a moment later.
import type pg from 'pg';

/**
 * Resolves once no job of the given tasks (all when none are named) is waiting or running; fails at once
 * when one of them failed, with its error.
 */
export async function waitForJobs(db: pg.Pool, tasks: string[] = [], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ task_identifier: string; last_error: string | null }>(
      `select task_identifier, last_error from graphile_worker.jobs
        where (cardinality($1::text[]) = 0 or task_identifier = any($1::text[]))`,
      [tasks],
    );
    const failed = rows.find((row) => row.last_error);
    if (failed) throw new Error(`job ${failed.task_identifier} failed: ${failed.last_error}`);
    if (!rows.length) return;
    if (Date.now() > deadline) {
      throw new Error(`jobs still queued: ${rows.map((row) => row.task_identifier).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
