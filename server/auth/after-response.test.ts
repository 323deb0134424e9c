import { describe, expect, it } from 'vitest';
import { childLogger, createLogger, requestScoped, runWithRequestLogger } from '../process/logger.ts';
import { createAfterResponseQueue } from './after-response.ts';

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createAfterResponseQueue', () => {
  it('runs queued work later, a few jobs at a time', async () => {
    const failures: unknown[] = [];
    const queue = createAfterResponseQueue({ concurrency: 2, onError: (_, error) => failures.push(error) });
    let running = 0;
    let most = 0;
    const done: number[] = [];
    for (let i = 0; i < 6; i++) {
      queue.enqueue('job', async () => {
        running++;
        most = Math.max(most, running);
        await tick();
        running--;
        done.push(i);
      });
    }
    expect(done).toEqual([]);
    await queue.idle();
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(failures).toEqual([]);
  });

  it('runs and reports each job in the context of the request that queued it', async () => {
    const lines: { msg: string; request_id?: string }[] = [];
    const base = createLogger('debug', (line) => lines.push(JSON.parse(line) as (typeof lines)[number]));
    const log = requestScoped(base);
    // One at a time: the second job is started by the first one's completion, in another request's context.
    const queue = createAfterResponseQueue({
      concurrency: 1,
      onError: (label, error) => log.error(label, { error }),
    });
    for (const id of ['first', 'second']) {
      runWithRequestLogger(childLogger(base, { request_id: id }), () =>
        queue.enqueue(`${id} mail`, async () => {
          await tick();
          log.info(`${id} ran`);
          throw new Error('smtp down');
        }),
      );
    }
    await queue.idle();
    expect(lines.map((line) => [line.msg, line.request_id])).toEqual([
      ['first ran', 'first'],
      ['first mail', 'first'],
      ['second ran', 'second'],
      ['second mail', 'second'],
    ]);
  });

  it('reports a failure and goes on with the rest', async () => {
    const failures: string[] = [];
    const queue = createAfterResponseQueue({ onError: (label) => failures.push(label) });
    let ran = false;
    queue.enqueue('broken', async () => {
      throw new Error('smtp down');
    });
    queue.enqueue('fine', async () => {
      ran = true;
    });
    await queue.idle();
    expect(failures).toEqual(['broken']);
    expect(ran).toBe(true);
  });

  it('drops work beyond its bound instead of growing without end', async () => {
    const failures: string[] = [];
    const queue = createAfterResponseQueue({
      concurrency: 1,
      maxQueued: 2,
      onError: (label) => failures.push(label),
    });
    let ran = 0;
    for (let i = 0; i < 5; i++) {
      queue.enqueue(`job ${i}`, async () => {
        ran++;
      });
    }
    await queue.idle();
    expect(ran).toBe(2);
    expect(failures).toEqual(['job 2', 'job 3', 'job 4']);
  });
});
