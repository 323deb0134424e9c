import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  createWorkerPool,
  DEFAULT_QUEUED_PER_WORKER,
  WorkerBusyError,
  WorkerPoolFullError,
  WorkerTimeoutError,
} from '../../supabase/functions/_shared/worker-pool.ts';
import { installDenoRuntime } from './deno-runtime.ts';

type Input = { busyMs: number; fail?: string };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a function's worker pool in the Node host", () => {
  installDenoRuntime();
  const pool = createWorkerPool<Input, { threadId: number }>({
    entry: new URL('./module-worker.test-worker.ts', import.meta.url),
    inThread: () => ({ threadId }),
    name: 'test pool',
    timeoutMs: 1500,
    size: 1,
  });

  it('runs the work in another thread while this one keeps serving', async () => {
    expect(pool.offThread).toBe(true);
    const work = pool.run({ busyMs: 300 });
    // Work done in this thread would hold the timer until it ends.
    const first = await Promise.race([work.then(() => 'work'), sleep(20).then(() => 'timer')]);
    expect(first).toBe('timer');
    expect((await work).threadId).not.toBe(threadId);
    await expect(pool.run({ busyMs: 0, fail: 'no such question' })).rejects.toThrow(
      'test pool: no such question',
    );
  }, 30_000);

  it('ends a worker past the time limit and answers the next call with a fresh one', async () => {
    const before = (await pool.run({ busyMs: 0 })).threadId;
    await expect(pool.run({ busyMs: 60_000 })).rejects.toThrow(WorkerTimeoutError);
    const after = (await pool.run({ busyMs: 0 })).threadId;
    expect(after).not.toBe(before);
  }, 30_000);

  it("holds each caller to its share of the queue, so one caller's many calls cannot keep another waiting", async () => {
    const slow = { busyMs: 400 };
    const first = pool.run(slow, 'hostile');
    const second = pool.run(slow, 'hostile');
    // A third call of the same caller is refused before it is queued; another caller's call is queued behind two.
    await expect(pool.run(slow, 'hostile')).rejects.toThrow(WorkerBusyError);
    const other = pool.run({ busyMs: 0 }, 'bystander');
    await Promise.all([first, second, other]);
    // Once its calls are answered, the caller may call again.
    await expect(pool.run({ busyMs: 0 }, 'hostile')).resolves.toHaveProperty('threadId');
    // A call that timed out or failed frees its place too.
    await expect(pool.run({ busyMs: 0, fail: 'bad input' }, 'hostile')).rejects.toThrow('bad input');
    await expect(pool.run({ busyMs: 60_000 }, 'hostile')).rejects.toThrow(WorkerTimeoutError);
    await expect(
      Promise.all([pool.run({ busyMs: 0 }, 'hostile'), pool.run({ busyMs: 0 }, 'hostile')]),
    ).resolves.toHaveLength(2);
  }, 30_000);

  it('bounds the queue of all callers together: many accounts, one call each, cannot queue without end', async () => {
    // One worker: the first call runs, eight wait (the default per worker), the tenth caller is refused at once.
    const slow = { busyMs: 200 };
    const accepted = Array.from({ length: 1 + DEFAULT_QUEUED_PER_WORKER }, (_, i) =>
      pool.run(slow, `account-${i}`),
    );
    const refused = pool.run(slow, 'one-account-too-many');
    await expect(refused).rejects.toBeInstanceOf(WorkerPoolFullError);
    // Told apart from a caller's own share (both are "busy" to the caller).
    await expect(refused).rejects.toBeInstanceOf(WorkerBusyError);
    await expect(refused).rejects.toThrow('test pool: 8 calls are already waiting');
    // Calls of no named caller are held to it too.
    await expect(pool.run(slow)).rejects.toBeInstanceOf(WorkerPoolFullError);
    await Promise.all(accepted);
    // Refused calls took no place: once the queue drains, calls are taken again.
    await expect(pool.run({ busyMs: 0 }, 'one-account-too-many')).resolves.toHaveProperty('threadId');
  }, 30_000);

  it('takes its queue bound from the options', async () => {
    const small = createWorkerPool<Input, { threadId: number }>({
      entry: new URL('./module-worker.test-worker.ts', import.meta.url),
      inThread: () => ({ threadId }),
      name: 'small pool',
      timeoutMs: 1500,
      size: 1,
      maxQueued: 1,
    });
    const running = small.run({ busyMs: 200 }, 'a');
    const waiting = small.run({ busyMs: 0 }, 'b');
    await expect(small.run({ busyMs: 0 }, 'c')).rejects.toBeInstanceOf(WorkerPoolFullError);
    await Promise.all([running, waiting]);
  }, 30_000);
});
