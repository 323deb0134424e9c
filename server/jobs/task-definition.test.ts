import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type pg from 'pg';
import { createLogger } from '../process/logger.ts';
import { buildTaskList, defineTask, InvalidPayloadError, toGraphileTask } from './task-definition.ts';

const db = {} as pg.Pool;
const log = createLogger('silent');

function helpers(payload: unknown) {
  return {
    job: { id: '7', attempts: 2, max_attempts: 25, payload },
    abortSignal: new AbortController().signal,
  } as never;
}

const greet = defineTask({
  name: 'test:greet',
  payload: z.object({ name: z.string().min(1), times: z.number().int().default(1) }),
  run: vi.fn(async () => undefined),
});

describe('a task handler', () => {
  it('gets the parsed payload (defaults applied) and its job', async () => {
    await toGraphileTask(greet, { db, log })({ name: 'Ada' }, helpers({ name: 'Ada' }));
    expect(greet.run).toHaveBeenCalledWith(
      { name: 'Ada', times: 1 },
      expect.objectContaining({ db, job: { id: '7', attempt: 2, maxAttempts: 25 } }),
    );
  });

  it('is not called with a payload that does not fit; the job fails (and is retried) naming the task', async () => {
    vi.mocked(greet.run).mockClear();
    const run = toGraphileTask(greet, { db, log })({ name: '' }, helpers({ name: '' }));
    await expect(run).rejects.toBeInstanceOf(InvalidPayloadError);
    await expect(run).rejects.toThrow(/job 7 \(test:greet\) has an invalid payload/);
    expect(greet.run).not.toHaveBeenCalled();
  });
});

describe('the task list', () => {
  it('maps each name to its handler and refuses two tasks with one name', () => {
    expect(Object.keys(buildTaskList([greet], { db, log }))).toEqual(['test:greet']);
    expect(() => buildTaskList([greet, greet], { db, log })).toThrow(/two tasks are named test:greet/);
  });
});
