import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The threads of process `pid` (Linux's /proc/<pid>/task); the pid alone where there is no /proc. */
function threadsOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [pid];
  }
}

/**
 * Sets the niceness of every thread of process `pid`. On Linux a niceness belongs to a thread: setpriority on a pid
 * changes its main thread only, and the threads a Node child started before the call (V8's compiler and garbage
 * collector threads) keep theirs; threads started later inherit their creator's. Returns false when it is not
 * allowed (raising the priority back without CAP_SYS_NICE, some containers); a thread that ended meanwhile is skipped.
 */
export function setProcessNiceness(pid: number, niceness: number): boolean {
  for (const thread of threadsOf(pid)) {
    try {
      setPriority(thread, niceness);
    } catch (error) {
      // os.setPriority throws ERR_SYSTEM_ERROR with the system's code in `info`.
      const code = (error as { info?: { code?: string } }).info?.code;
      if (code === 'ESRCH') continue;
      return false;
    }
  }
  return true;
}
