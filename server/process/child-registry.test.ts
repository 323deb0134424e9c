import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openChildRegistry, parseChildRegistry, readChildRegistry } from './child-registry.ts';
import { TERMINATE_THEN_KILL } from './stop-process.ts';

const child = { name: 'postgrest', pid: 4147, bootId: 'b', startTicks: 9, stop: TERMINATE_THEN_KILL };

describe('parseChildRegistry', () => {
  it('keeps well-formed records', () => {
    expect(parseChildRegistry(JSON.stringify({ children: [child] }))).toEqual([child]);
  });

  it('drops what it cannot act on safely: other signals, pids 0 and 1, missing identities, broken JSON', () => {
    const bad = [
      { ...child, stop: { ...child.stop, signal: 'SIGSTOP' } },
      { ...child, pid: 1 },
      { ...child, pid: 0 },
      { ...child, startTicks: undefined },
      'postgrest',
    ];
    expect(parseChildRegistry(JSON.stringify({ children: bad }))).toEqual([]);
    expect(parseChildRegistry('{"children": [')).toEqual([]);
    expect(parseChildRegistry('')).toEqual([]);
  });
});

describe.runIf(process.platform === 'linux')('openChildRegistry', () => {
  it('writes children down as they start and crosses them off as they exit', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'studyloop-registry-'));
    try {
      const registry = openChildRegistry(dir);
      expect(await readChildRegistry(dir)).toEqual([]);
      registry.add('self', process.pid, TERMINATE_THEN_KILL);
      const [recorded] = await readChildRegistry(dir);
      expect(recorded).toMatchObject({ name: 'self', pid: process.pid, stop: TERMINATE_THEN_KILL });
      expect(recorded!.startTicks).toBeGreaterThan(0);
      registry.remove(process.pid);
      expect(await readChildRegistry(dir)).toEqual([]);
      expect(JSON.parse(await readFile(join(dir, 'platform-children.json'), 'utf8'))).toEqual({
        children: [],
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
