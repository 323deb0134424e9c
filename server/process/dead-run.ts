import type { Logger } from './logger.ts';
import { isStillRunning } from './proc-info.ts';
import { readChildRegistry } from './child-registry.ts';
import { stopProcess } from './stop-process.ts';

const leftBehind = (name: string, pid: number, dataDir: string) =>
  `${name} (pid ${pid}), left running on ${dataDir} by a platform that was killed,`;

/**
 * Stops the children that an earlier run on this data dir started and never saw exit: what it leaves when its
 * Node process is killed (SIGKILL, the OOM killer) where they could not be made to die with it. Call only while
 * holding the data dir's lock, which proves that run is over. Only processes whose pid, boot and start time all
 * match the record are signalled, so a pid since reused by another process (another platform's included) is
 * never touched. Stops them newest first, so PostgREST goes before the Postgres it uses.
 */
export async function stopChildrenOfDeadRun(dataDir: string, log: Logger): Promise<void> {
  const recorded = await readChildRegistry(dataDir);
  for (const child of recorded.reverse()) {
    if (!isStillRunning(child)) continue;
    log.warn('stopping a process left running by a platform that was killed', {
      name: child.name,
      pid: child.pid,
    });
    let stopped: boolean;
    try {
      stopped = await stopProcess(child, child.stop);
    } catch (error) {
      throw new Error(
        `${leftBehind(child.name, child.pid, dataDir)} could not be signalled: ${String(error)}`,
      );
    }
    if (!stopped)
      throw new Error(`${leftBehind(child.name, child.pid, dataDir)} did not stop. Stop it first.`);
  }
}
