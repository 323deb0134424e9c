import { spawn, type ChildProcess } from 'node:child_process';
import type { Logger } from './logger.ts';
import type { ChildRegistry } from './child-registry.ts';
import { findSetpriv, withParentDeathSignal } from './parent-death.ts';
import { TERMINATE_THEN_KILL, type StopPlan } from './stop-process.ts';

export interface ManagedChild {
  process: ChildProcess;
  /** Resolves once the child has exited: the stop plan's signal first, its forcing signal if it lingers. */
  stop(): Promise<void>;
}

/**
 * Spawns a long-running helper whose output goes to the structured log. Its exit while we still want it is
 * reported through `onUnexpectedExit`, so the platform can stop instead of serving half an API.
 */
export function startChild(options: {
  name: string;
  command: string;
  args?: string[];
  env: NodeJS.ProcessEnv;
  log: Logger;
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  /** The working directory; this process's own by default. */
  cwd?: string;
  /** Run as this user and group (root runs Postgres as the `postgres` OS user). */
  uid?: number;
  gid?: number;
  /** How `stop()` (and the next start, after a crash) stops it; SIGTERM, then SIGKILL after 5 s by default. */
  stopPlan?: StopPlan;
  /** What the child gets when this process dies without stopping it, even by SIGKILL; SIGKILL by default. */
  parentDeathSignal?: NodeJS.Signals;
  /** Where the child is written down, so that a start after this process was killed can stop it. */
  registry?: ChildRegistry;
}): ManagedChild {
  const plan = options.stopPlan ?? TERMINATE_THEN_KILL;
  const deathSignal = options.parentDeathSignal ?? 'SIGKILL';
  const launch = withParentDeathSignal(options.command, options.args ?? [], deathSignal, findSetpriv());
  const child = spawn(launch.command, launch.args, {
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    ...(options.uid === undefined ? {} : { uid: options.uid }),
    ...(options.gid === undefined ? {} : { gid: options.gid }),
  });
  if (child.pid !== undefined) options.registry?.add(options.name, child.pid, plan);
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim()) options.log.debug(options.name, { message: line.trim() });
    }
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  child.once('exit', (code, signal) => {
    if (child.pid !== undefined) options.registry?.remove(child.pid);
    if (!stopping) options.onUnexpectedExit?.(code, signal);
  });
  // If this process exits without stopping its children (an uncaught error), stop them as its death would.
  const signalOnExit = () => child.kill(deathSignal);
  process.once('exit', signalOnExit);
  child.once('exit', () => process.off('exit', signalOnExit));
  child.once('error', (error) =>
    options.log.error(`${options.name} failed to start`, { error: error.message }),
  );
  return {
    process: child,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(plan.signal);
      const timer = setTimeout(() => child.kill(plan.force), plan.graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
