import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir, parseLockOwner } from './data-dir-lock.ts';
import { identityOf } from './proc-info.ts';

describe('parseLockOwner', () => {
  it('reads an identity, a pid alone, and the bare pid earlier versions wrote', () => {
    expect(parseLockOwner('{"pid":42,"bootId":"b","startTicks":7}')).toEqual({
      pid: 42,
      identity: { pid: 42, bootId: 'b', startTicks: 7 },
    });
    expect(parseLockOwner('{"pid":42}')).toEqual({ pid: 42 });
    expect(parseLockOwner('42\n')).toEqual({ pid: 42 });
  });

  it('has no owner for an empty or broken file', () => {
    for (const text of ['', '{', '{"pid":0}', '-1', 'null']) expect(parseLockOwner(text)).toBeNull();
  });
});

describe.runIf(process.platform === 'linux')('lockDataDir', () => {
  let dir = '';
  beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'studyloop-lock-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second lock while the owner lives, and leaves no temporary files', async () => {
    const release = await lockDataDir(dir);
    expect(JSON.parse(await readFile(join(dir, 'platform.lock'), 'utf8'))).toEqual(identityOf(process.pid));
    await expect(lockDataDir(dir)).rejects.toThrow(/already running on the data dir/);
    expect(await readdir(dir)).toEqual(['platform.lock']);
    await release();
    await (
      await lockDataDir(dir)
    )();
  });

  it('takes over a lock whose owner is gone, also when its pid now belongs to another process', async () => {
    const me = identityOf(process.pid)!;
    // This very process has the recorded pid, but it is not the process that wrote the lock.
    await writeFile(join(dir, 'platform.lock'), JSON.stringify({ ...me, startTicks: me.startTicks - 1 }));
    const release = await lockDataDir(dir);
    expect(JSON.parse(await readFile(join(dir, 'platform.lock'), 'utf8'))).toEqual(me);
    await release();
  });

  it('still honours a bare pid lock of a live process', async () => {
    await writeFile(join(dir, 'platform.lock'), String(process.pid));
    await expect(lockDataDir(dir)).rejects.toThrow(/already running/);
  });
});
