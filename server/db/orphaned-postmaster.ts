import { realpath, stat, unlink } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Logger } from '../process/logger.ts';
import {
  cwdOf,
  executableOf,
  hasProcFs,
  identityOf,
  uidOf,
  type ProcessIdentity,
} from '../process/proc-info.ts';
import { stopProcess } from '../process/stop-process.ts';
import { postmasterPidPath, readPostmasterPid, type PostmasterPid } from './postmaster-pid.ts';
import { POSTMASTER_STOP } from './postmaster.ts';

/** What can be learnt about a running process; null where it may not be looked at. */
export interface ProcessProbe {
  uid(pid: number): number | null;
  cwd(pid: number): string | null;
  executable(pid: number): string | null;
}

export type PostmasterVerdict =
  /** No lock file, or its server is gone: PostgreSQL replaces such a file itself. */
  | { kind: 'none' }
  /** A PostgreSQL server still running on this very cluster. */
  | { kind: 'running-here'; pid: number }
  /** The file's pid now belongs to a process that cannot be a server on this cluster; PostgreSQL would refuse. */
  | { kind: 'pid-reused'; pid: number }
  /** This user may not look at that process. */
  | { kind: 'unknown'; pid: number };

/**
 * Decides what the pid in a cluster's `postmaster.pid` is now. A server on this cluster runs as the owner of the
 * cluster directory (PostgreSQL refuses otherwise), runs the `postgres` executable, and has the cluster directory
 * as its working directory (it changes into it at start), so those three prove it; any other process with that
 * pid is a later one that reused it.
 */
export function judgePostmasterPid(
  lock: PostmasterPid | null,
  running: boolean,
  cluster: { path: string; ownerUid: number },
  probe: ProcessProbe,
): PostmasterVerdict {
  if (!lock || !running) return { kind: 'none' };
  const { pid } = lock;
  const uid = probe.uid(pid);
  if (uid !== null && uid !== cluster.ownerUid) return { kind: 'pid-reused', pid };
  const cwd = probe.cwd(pid);
  const executable = probe.executable(pid);
  if (uid === null || cwd === null || executable === null) return { kind: 'unknown', pid };
  const isPostgres = basename(executable.replace(/ \(deleted\)$/, '')) === 'postgres';
  return isPostgres && cwd === cluster.path ? { kind: 'running-here', pid } : { kind: 'pid-reused', pid };
}

const procProbe: ProcessProbe = { uid: uidOf, cwd: cwdOf, executable: executableOf };

/**
 * Before starting PostgreSQL on a cluster: stops a server a killed platform left running on it (a fast shutdown,
 * so nothing committed is lost) and removes a lock file whose pid now belongs to an unrelated process. Found
 * through PostgreSQL's own lock file, so it also catches a server from a run that kept no record of its
 * children. Call only while holding the data dir's lock, which proves no live platform uses the cluster.
 */
export async function clearPostmasterLeftBehind(clusterDir: string, log: Logger): Promise<void> {
  // Without /proc nothing can be proven about the pid; PostgreSQL's own lock file check is all there is.
  if (!hasProcFs) return;
  const lock = await readPostmasterPid(clusterDir);
  if (!lock) return;
  // Taken before judging, so that the signal below goes only to the very process that was judged.
  const identity: ProcessIdentity | null = identityOf(lock.pid);
  const cluster = { path: await realpath(clusterDir), ownerUid: (await stat(clusterDir)).uid };
  const verdict = judgePostmasterPid(lock, identity !== null, cluster, procProbe);
  if (verdict.kind === 'running-here' && identity) {
    log.warn('stopping PostgreSQL left running on this data dir by a platform that was killed', {
      pid: verdict.pid,
    });
    if (!(await stopProcess(identity, POSTMASTER_STOP))) {
      throw new Error(
        `PostgreSQL (pid ${verdict.pid}), left running on ${clusterDir} by a platform that was killed, ` +
          'did not stop. Stop it first.',
      );
    }
  } else if (verdict.kind === 'pid-reused') {
    log.warn('removing a stale postmaster.pid whose pid now belongs to another process', {
      pid: verdict.pid,
    });
    await unlink(postmasterPidPath(clusterDir)).catch(() => undefined);
  } else if (verdict.kind === 'unknown') {
    log.warn('postmaster.pid names a process this user may not inspect; leaving it to PostgreSQL', {
      pid: verdict.pid,
    });
  }
}
