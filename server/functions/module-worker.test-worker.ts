// The worker module-worker.test.ts runs: busy for as long as asked (or throws), and says which thread it ran on.
import { threadId } from 'node:worker_threads';
import { serveWorkerCalls } from '../../supabase/functions/_shared/worker-pool.ts';

serveWorkerCalls(({ busyMs, fail }: { busyMs: number; fail?: string }) => {
  if (fail) throw new Error(fail);
  const end = Date.now() + busyMs;
  while (Date.now() < end);
  return { threadId };
});
