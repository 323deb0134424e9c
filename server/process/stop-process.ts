import { isStillRunning, type ProcessIdentity } from './proc-info.ts';

/** How a process is asked to stop, and what it gets if it has not stopped after `graceMs`. */
export interface StopPlan {
  signal: NodeJS.Signals;
  graceMs: number;
  force: NodeJS.Signals;
}

/** For helpers without state worth a clean shutdown (PostgREST): SIGTERM, then SIGKILL. */
export const TERMINATE_THEN_KILL: StopPlan = { signal: 'SIGTERM', graceMs: 5000, force: 'SIGKILL' };

/** How long a process may take to go once it has been sent the plan's forcing signal. */
const AFTER_FORCE_MS = 10_000;

/**
 * Signals the process only if it is still the same one (not a later process given the same pid). Returns false
 * when it is gone already.
 */
function signalIfSame(identity: ProcessIdentity, signal: NodeJS.Signals): boolean {
  if (!isStillRunning(identity)) return false;
  try {
    process.kill(identity.pid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

async function waitForExit(identity: ProcessIdentity, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isStillRunning(identity)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * Stops a process that is not our child (so there is no exit event to wait for) by its identity: the plan's
 * signal, then its forcing signal after the grace period. Resolves true once the process is gone, false if it
 * outlived both signals. Between the check and the signal lies only synchronous code; Linux hands out pids in
 * increasing order up to pid_max before reusing one, so the pid cannot change hands in that instant.
 */
export async function stopProcess(identity: ProcessIdentity, plan: StopPlan): Promise<boolean> {
  if (!signalIfSame(identity, plan.signal)) return true;
  if (await waitForExit(identity, plan.graceMs)) return true;
  if (!signalIfSame(identity, plan.force)) return true;
  return waitForExit(identity, AFTER_FORCE_MS);
}
