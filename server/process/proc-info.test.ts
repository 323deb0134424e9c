import { describe, expect, it } from 'vitest';
import { identityOf, isStillRunning, parseProcStat, uidOf } from './proc-info.ts';

const STAT_TAIL = 'S 4011 4010 2530 0 -1 4194560 100 0 0 0 5 3 0 0 20 0 11 0 82880 3133440 389';

describe('parseProcStat', () => {
  it('reads state, parent, start time and the CPU used (user 5 + system 3 ticks)', () => {
    expect(parseProcStat(`4022 (node) ${STAT_TAIL}`)).toEqual({
      state: 'S',
      ppid: 4011,
      startTicks: 82880,
      cpuTicks: 8,
    });
  });

  it('counts fields from the last parenthesis, as a command name may contain spaces and ")"', () => {
    expect(parseProcStat(`4022 (a) b (c) ${STAT_TAIL}`)).toEqual({
      state: 'S',
      ppid: 4011,
      startTicks: 82880,
      cpuTicks: 8,
    });
  });

  it('refuses text that is not a stat line', () => {
    expect(parseProcStat('')).toBeNull();
    expect(parseProcStat('4022 (node) S 1')).toBeNull();
  });
});

describe.runIf(process.platform === 'linux')('process identity', () => {
  it('names this process, and no longer matches once the start time differs (a reused pid)', () => {
    const me = identityOf(process.pid)!;
    expect(me.pid).toBe(process.pid);
    expect(isStillRunning(me)).toBe(true);
    expect(isStillRunning({ ...me, startTicks: me.startTicks + 1 })).toBe(false);
    expect(isStillRunning({ ...me, bootId: 'another-boot' })).toBe(false);
    expect(uidOf(process.pid)).toBe(process.getuid!());
  });
});
