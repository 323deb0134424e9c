import { describe, expect, it } from 'vitest';
import { judgePostmasterPid, type ProcessProbe } from './orphaned-postmaster.ts';
import type { PostmasterPid } from './postmaster-pid.ts';

const lock: PostmasterPid = { pid: 4101, dataDir: '/d/postgres', startedAt: 0, port: 5432, status: 'ready' };
const cluster = { path: '/d/postgres', ownerUid: 102 };
const probe = (found: Partial<{ uid: number; cwd: string; executable: string }>): ProcessProbe => ({
  uid: () => found.uid ?? null,
  cwd: () => found.cwd ?? null,
  executable: () => found.executable ?? null,
});
const server = { uid: 102, cwd: '/d/postgres', executable: '/app/node_modules/pg/bin/postgres' };

describe('judgePostmasterPid', () => {
  it('finds the server still running on this cluster', () => {
    expect(judgePostmasterPid(lock, true, cluster, probe(server))).toEqual({
      kind: 'running-here',
      pid: 4101,
    });
    // Still itself when its package was reinstalled under it.
    expect(
      judgePostmasterPid(
        lock,
        true,
        cluster,
        probe({ ...server, executable: `${server.executable} (deleted)` }),
      ),
    ).toEqual({ kind: 'running-here', pid: 4101 });
  });

  it('leaves a file whose server is gone to PostgreSQL', () => {
    expect(judgePostmasterPid(lock, false, cluster, probe(server))).toEqual({ kind: 'none' });
    expect(judgePostmasterPid(null, true, cluster, probe(server))).toEqual({ kind: 'none' });
  });

  it('tells a reused pid: another user, another program, or a server on another cluster', () => {
    const reused = { kind: 'pid-reused', pid: 4101 };
    expect(judgePostmasterPid(lock, true, cluster, probe({ uid: 0 }))).toEqual(reused);
    expect(
      judgePostmasterPid(lock, true, cluster, probe({ ...server, executable: '/usr/bin/node' })),
    ).toEqual(reused);
    expect(judgePostmasterPid(lock, true, cluster, probe({ ...server, cwd: '/other/postgres' }))).toEqual(
      reused,
    );
  });

  it('does not guess about a process it may not inspect', () => {
    expect(judgePostmasterPid(lock, true, cluster, probe({ uid: 102 }))).toEqual({
      kind: 'unknown',
      pid: 4101,
    });
  });
});
