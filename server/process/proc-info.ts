import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';

/**
 * A process as Linux's /proc names it: a pid alone can be reused by an unrelated process after the first one
 * ends, but (boot, pid, start time) names one process for good.
 */
export interface ProcessIdentity {
  pid: number;
  bootId: string;
  /** Field 22 of /proc/<pid>/stat: clock ticks between boot and the process's start. */
  startTicks: number;
}

export interface ProcStat {
  /** R, S, D, Z (a zombie: exited, waiting to be reaped), ... */
  state: string;
  ppid: number;
  startTicks: number;
  /** Fields 14 + 15: CPU time the process itself has used (user + system), in clock ticks. */
  cpuTicks: number;
}

/** Linux's USER_HZ, the unit of /proc's times: 100 on every architecture it runs on today. */
export const CLOCK_TICKS_PER_SECOND = 100;

/** Whether this OS has a /proc to check processes against; elsewhere the checks below find nothing. */
export const hasProcFs = existsSync('/proc/self/stat');

/**
 * Parses /proc/<pid>/stat. The command name (field 2) is in parentheses and may itself contain spaces and
 * parentheses, so the fields are counted from the last ')'.
 */
export function parseProcStat(text: string): ProcStat | null {
  const close = text.lastIndexOf(')');
  if (close < 0) return null;
  // After ") " come field 3 (state), field 4 (ppid), ... field 22 (starttime) at index 19.
  const fields = text
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const state = fields[0];
  const ppid = Number(fields[1]);
  const startTicks = Number(fields[19]);
  const cpuTicks = Number(fields[11]) + Number(fields[12]);
  if (!state || !Number.isInteger(ppid) || !Number.isInteger(startTicks)) return null;
  return { state, ppid, startTicks, cpuTicks: Number.isInteger(cpuTicks) ? cpuTicks : 0 };
}

let cachedBootId: string | undefined;

function currentBootId(): string {
  cachedBootId ??= readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  return cachedBootId;
}

function readOrNull<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

export function readProcStat(pid: number): ProcStat | null {
  return readOrNull(() => parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8')));
}

/** A zombie has exited already: only its exit status waits for its parent, so it counts as gone. */
const isLive = (stat: ProcStat | null): stat is ProcStat =>
  stat !== null && stat.state !== 'Z' && stat.state !== 'X';

/** The identity of a running process, or null when there is none with this pid (or no /proc). */
export function identityOf(pid: number): ProcessIdentity | null {
  if (!hasProcFs) return null;
  const stat = readProcStat(pid);
  return isLive(stat) ? { pid, bootId: currentBootId(), startTicks: stat.startTicks } : null;
}

/** Whether exactly this process (not a later one that was given the same pid) is still running. */
export function isStillRunning(identity: ProcessIdentity): boolean {
  const now = identityOf(identity.pid);
  return now !== null && now.bootId === identity.bootId && now.startTicks === identity.startTicks;
}

/** The real user id a process runs as (readable for every process, unlike its directory and executable). */
export function uidOf(pid: number): number | null {
  return readOrNull(() => {
    const uid = Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isInteger(uid) ? uid : null;
  });
}

/** The working directory of a process; null when it is gone or we may not look (another user's process). */
export function cwdOf(pid: number): string | null {
  return readOrNull(() => readlinkSync(`/proc/${pid}/cwd`));
}

/** The executable a process runs; null when it is gone or we may not look. */
export function executableOf(pid: number): string | null {
  return readOrNull(() => readlinkSync(`/proc/${pid}/exe`));
}

/** The pids of every process we can see. */
export function listPids(): number[] {
  if (!hasProcFs) return [];
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
}
