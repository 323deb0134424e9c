import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stopChildrenOfDeadRun } from './dead-run.ts';
import { createLogger } from './logger.ts';
import { identityOf, isStillRunning } from './proc-info.ts';
import { TERMINATE_THEN_KILL } from './stop-process.ts';

describe.runIf(process.platform === 'linux')('stopChildrenOfDeadRun', () => {
  it('stops the recorded children still running, and nothing whose identity differs from the record', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'studyloop-dead-run-'));
    const leftover = spawn('sleep', ['30'], { stdio: 'ignore' });
    const bystander = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const leftoverId = identityOf(leftover.pid!)!;
      const bystanderId = identityOf(bystander.pid!)!;
      const children = [
        { name: 'postgrest', ...leftoverId, stop: TERMINATE_THEN_KILL },
        // The bystander holds a recorded pid, but started at another time: a later process that reused it.
        {
          name: 'postgres',
          ...bystanderId,
          startTicks: bystanderId.startTicks - 1,
          stop: TERMINATE_THEN_KILL,
        },
      ];
      await writeFile(join(dir, 'platform-children.json'), JSON.stringify({ children }));
      await stopChildrenOfDeadRun(dir, createLogger('silent'));
      expect(isStillRunning(leftoverId)).toBe(false);
      expect(isStillRunning(bystanderId)).toBe(true);
    } finally {
      leftover.kill('SIGKILL');
      bystander.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('has nothing to do without a record', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'studyloop-dead-run-'));
    try {
      await expect(stopChildrenOfDeadRun(dir, createLogger('silent'))).resolves.toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
