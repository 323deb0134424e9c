import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { executableOf, identityOf, isStillRunning } from './proc-info.ts';
import { stopProcess } from './stop-process.ts';

/** A shell that execs `sleep`; resolves once it has (so a `trap` before the exec is in force). */
async function startSleeper(script: string) {
  const child = spawn('/bin/sh', ['-c', script], { stdio: 'ignore' });
  while (!executableOf(child.pid!)?.endsWith('/sleep')) await new Promise((r) => setTimeout(r, 10));
  return { child, identity: identityOf(child.pid!)! };
}

describe.runIf(process.platform === 'linux')('stopProcess', () => {
  it('stops a process with the plan’s signal', async () => {
    const { child, identity } = await startSleeper('exec sleep 30');
    expect(await stopProcess(identity, { signal: 'SIGTERM', graceMs: 5000, force: 'SIGKILL' })).toBe(true);
    expect(child.signalCode ?? (await new Promise((r) => child.once('exit', (_c, s) => r(s))))).toBe(
      'SIGTERM',
    );
  });

  it('forces a process that ignores the first signal once the grace period is over', async () => {
    const { identity } = await startSleeper("trap '' TERM; exec sleep 30");
    const started = Date.now();
    expect(await stopProcess(identity, { signal: 'SIGTERM', graceMs: 300, force: 'SIGKILL' })).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(isStillRunning(identity)).toBe(false);
  });

  it('never signals a process that only has the recorded pid (a pid reused after the recorded one ended)', async () => {
    const { child, identity } = await startSleeper('exec sleep 30');
    try {
      expect(
        await stopProcess(
          { ...identity, startTicks: identity.startTicks - 1 },
          {
            signal: 'SIGKILL',
            graceMs: 0,
            force: 'SIGKILL',
          },
        ),
      ).toBe(true);
      expect(isStillRunning(identity)).toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
