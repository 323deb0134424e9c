import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Work that must not happen on the request path: whatever a request does only for an address that has an
 * account (finding the user, storing a code, sending the mail) would make known addresses answer measurably
 * slower than unknown ones. The answer goes out first; the work runs here, a few jobs at a time so a burst
 * cannot take every database connection from sign-ins, and a full queue drops work rather than grow.
 */
export interface AfterResponseQueue {
  /** Queues `work`; its failure is logged, never thrown (the answer has already gone out). */
  enqueue(label: string, work: () => Promise<void>): void;
  /** Resolves once nothing is queued or running. */
  idle(): Promise<void>;
}

export function createAfterResponseQueue(options: {
  concurrency?: number;
  maxQueued?: number;
  /** Logs a failure; called in the async context of the request that queued the work (its request id). */
  onError: (label: string, error: unknown) => void;
}): AfterResponseQueue {
  const concurrency = options.concurrency ?? 2;
  const maxQueued = options.maxQueued ?? 1000;
  const { onError } = options;
  const queued: {
    label: string;
    work: () => Promise<void>;
    inRequestContext: <R>(fn: () => R) => R;
  }[] = [];
  let running = 0;
  let idleWaiters: (() => void)[] = [];

  const pump = () => {
    while (running < concurrency && queued.length) {
      const job = queued.shift()!;
      running++;
      // The job runs, and fails, as part of the request that queued it, not of whichever job ran before it.
      void job
        .inRequestContext(() =>
          Promise.resolve()
            .then(job.work)
            .catch((error: unknown) => onError(job.label, error)),
        )
        .finally(() => {
          running--;
          pump();
        });
    }
    if (!running && !queued.length) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  return {
    enqueue(label, work) {
      if (queued.length >= maxQueued) {
        onError(label, new Error('too much auth work queued; dropped'));
        return;
      }
      queued.push({ label, work, inRequestContext: AsyncLocalStorage.snapshot() });
      // Started on a later turn of the event loop, after the answer has been handed to the socket.
      setImmediate(pump);
    },
    idle() {
      if (!running && !queued.length) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
