import { describe, expect, it } from 'vitest';
import { createAfterResponseQueue } from './after-response.ts';

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createAfterResponseQueue', () => {
  it('runs queued work later, a few jobs at a time', async () => {
    const queue = createAfterResponseQueue({ concurrency: 2 });
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
