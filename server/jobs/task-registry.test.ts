import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_MIGRATIONS_DIR } from '../db/paths.ts';
import { STARTUP_JOBS, TASKS } from './task-registry.ts';

/** The top-level arguments of each `private.enqueue_job(...)` call in a SQL text. */
function enqueueCalls(sql: string): string[][] {
  const calls: string[][] = [];
  const marker = 'private.enqueue_job(';
  for (let at = sql.indexOf(marker); at !== -1; at = sql.indexOf(marker, at + 1)) {
    const args: string[] = [];
    let depth = 0;
    let quoted = false;
    let current = '';
    for (const char of sql.slice(at + marker.length)) {
      if (char === "'") quoted = !quoted;
      if (!quoted && char === '(') depth++;
      if (!quoted && char === ')' && depth-- === 0) break;
      if (!quoted && char === ',' && depth === 0) {
        args.push(current.trim());
        current = '';
      } else {
        current += char;
      }
    }
    args.push(current.trim());
    calls.push(args);
  }
  return calls;
}

describe('the task registry', () => {
  it('has one task per name', () => {
    const names = TASKS.map((task) => task.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('runs every task the migrations enqueue, in the queue the task names', () => {
    const calls = readdirSync(APP_MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.sql'))
      .flatMap((file) => enqueueCalls(readFileSync(join(APP_MIGRATIONS_DIR, file), 'utf8')))
      // The definition itself (`task text, payload json, ...`) is not a call.
      .filter((args) => args[0]?.startsWith("'"));
    expect(calls.length).toBeGreaterThan(0);
    for (const [name, , , queue] of calls) {
      const task = TASKS.find((candidate) => `'${candidate.name}'` === name);
      expect(task, `${name} is enqueued by a migration`).toBeDefined();
      expect(queue ? queue : 'null').toBe(task!.queueName ? `'${task!.queueName}'` : 'null');
    }
  });

  it('enqueues only registered tasks at start, each with a valid payload', () => {
    for (const job of STARTUP_JOBS) {
      expect(TASKS).toContain(job.task);
      expect(job.task.payload.safeParse(job.payload).success).toBe(true);
    }
  });
});
