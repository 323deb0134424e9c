import { describe, expect, it } from 'vitest';
import { parsePostmasterPid } from './postmaster-pid.ts';

describe('parsePostmasterPid', () => {
  it('reads the lines PostgreSQL 17 writes', () => {
    const text = '4101\n/tmp/data/postgres\n1795466240\n44349\n\n127.0.0.1\n  1234567         0\nready   \n';
    expect(parsePostmasterPid(text)).toEqual({
      pid: 4101,
      dataDir: '/tmp/data/postgres',
      startedAt: 1795466240,
      port: 44349,
      status: 'ready',
    });
  });

  it('has no status while the server has not written one', () => {
    expect(parsePostmasterPid('4101\n/tmp/data/postgres\n')?.status).toBeNull();
  });

  it('never yields a pid that would signal a process group or init', () => {
    for (const text of ['', 'x\n', '0\n', '1\n', '-5\n']) expect(parsePostmasterPid(text)).toBeNull();
  });
});
