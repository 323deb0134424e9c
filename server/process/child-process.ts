import { spawn, type ChildProcess } from 'node:child_process';
import type { Logger } from './logger.ts';

export interface ManagedChild {
  process: ChildProcess;
  /** Resolves once the child has exited; SIGTERM first, SIGKILL if it lingers. */
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
}): ManagedChild {
  const child = spawn(options.command, options.args ?? [], {
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
    if (!stopping) options.onUnexpectedExit?.(code, signal);
  });
  // If this process dies without stopping its children (an uncaught error), take them along rather than leave
  // them holding ports and data dirs.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  child.once('error', (error) =>
    options.log.error(`${options.name} failed to start`, { error: error.message }),
  );
  return {
    process: child,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
