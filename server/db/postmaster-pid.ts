import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * `postmaster.pid`, the lock file PostgreSQL keeps in its data directory while a server runs on it (the line
 * layout of src/include/utils/pidfile.h): pid, data directory, start time, port, socket directory, listen
 * address, shared memory key, and from PostgreSQL 10 on a status line.
 */
export interface PostmasterPid {
  pid: number;
  dataDir: string;
  /** Seconds since the epoch. */
  startedAt: number;
  port: number;
  /** `starting`, `ready`, `stopping` or `standby`; null before PostgreSQL has written it. */
  status: string | null;
}

export function parsePostmasterPid(text: string): PostmasterPid | null {
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  // A pid of 0 or 1 would make kill() signal a process group or init: never take one from a file.
  if (!Number.isInteger(pid) || pid <= 1) return null;
  return {
    pid,
    dataDir: lines[1] ?? '',
    startedAt: Number(lines[2]),
    port: Number(lines[3]),
    status: lines[7]?.trim() || null,
  };
}

export const postmasterPidPath = (clusterDir: string) => join(clusterDir, 'postmaster.pid');

/** The cluster's lock file, or null when there is none (no server running, or one that stopped cleanly). */
export async function readPostmasterPid(clusterDir: string): Promise<PostmasterPid | null> {
  try {
    return parsePostmasterPid(await readFile(postmasterPidPath(clusterDir), 'utf8'));
  } catch {
    return null;
  }
}
