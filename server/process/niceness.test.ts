import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { setProcessNiceness } from './niceness.ts';

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** The niceness of each thread of `pid`: on Linux, getpriority on a thread id reads that thread's own. */
function threadNiceness(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => getPriority(Number(tid)));
}

/** A Node child that has started its helper threads and says so. */
async function nodeChild(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'console.log("up"); setInterval(() => {}, 1000)'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(child);
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  return child.pid!;
}

describe.runIf(process.platform === 'linux')('setProcessNiceness', () => {
  it('sets every thread of a running Node process, not only its main thread', async () => {
    const pid = await nodeChild();
    expect(threadNiceness(pid).length).toBeGreaterThan(1);
    expect(setProcessNiceness(pid, 13)).toBe(true);
    expect(new Set(threadNiceness(pid))).toEqual(new Set([13]));
  });

  it('says false when the system refuses a niceness, and leaves the threads as they were', async () => {
    const pid = await nodeChild();
    // Below -20 is out of range for everyone: the call is refused, not clamped.
    expect(setProcessNiceness(pid, 17)).toBe(true);
    expect(setProcessNiceness(pid, -21)).toBe(false);
    expect(new Set(threadNiceness(pid))).toEqual(new Set([17]));
  });
});
