// The platform CLI run as a process of its own, and the processes it leaves: for tests and benches that kill it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  identityOf,
  isStillRunning,
  listPids,
  readProcStat,
  type ProcessIdentity,
} from '../../../server/process/proc-info.ts';
import { readPostmasterPid } from '../../../server/db/postmaster-pid.ts';
import { waitFor } from './polling.ts';

const root = join(import.meta.dirname, '..', '..', '..');

export interface PlatformProcess {
  child: ChildProcess;
  /** Resolves with the platform's URL once it serves; rejects if the process exits first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  output(): string;
}

/**
 * Starts `npm run platform`'s entry in one Node process (tsx as a loader, not the tsx CLI, which would add a
 * wrapper process), so `child.pid` is the process that starts Postgres and PostgREST.
 */
export function spawnPlatformCli(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  /** Node's own options for the platform process (a bench's --cpu-prof, which NODE_OPTIONS may not carry). */
  nodeOptions: string[] = [],
  /** The checkout whose platform runs: this one, or a copy elsewhere (a private directory). */
  checkout: string = root,
): PlatformProcess {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'server/cli/platform.ts'], {
    cwd: checkout,
    env: {
      ...process.env,
      STUDYLOOP_DATA_DIR: dataDir,
      PORT: '0',
      STUDYLOOP_LOG: 'warn',
      STUDYLOOP_SEED: 'false',
      // A bench that seeds reads the demo documents' files, and times the platform, from its ready line on.
      STUDYLOOP_DEMO_FILES: 'before-ready',
      // Tests and benches sign accounts up and use them at once; the product's default asks for a confirmation.
      AUTH_AUTOCONFIRM: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Studyloop platform ready at (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`platform exited with ${code}: ${output}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => output };
}

/** The keys the platform wrote for tools on this machine. */
export async function platformInfo(dataDir: string): Promise<{ url: string; anonKey: string }> {
  return JSON.parse(await readFile(join(dataDir, 'platform.json'), 'utf8'));
}

/** The superuser connection string of a platform CLI's embedded Postgres, from its data dir. */
export async function databaseUrlOf(dataDir: string): Promise<string> {
  const postmaster = await waitFor('Postgres to write its port', () =>
    readPostmasterPid(join(dataDir, 'postgres')).then((pid) => pid ?? undefined),
  );
  const { postgresPassword } = JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8'));
  return `postgresql://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${postmaster.port}/postgres`;
}

/** Every process below `pid` (children, their children, ...), as identities that survive pid reuse. */
/** The processes a platform itself started (Postgres' postmaster, PostgREST), not their own short-lived workers. */
export function childrenOf(pid: number): ProcessIdentity[] {
  return listPids()
    .filter((candidate) => readProcStat(candidate)?.ppid === pid)
    .map(identityOf)
    .filter((identity): identity is ProcessIdentity => identity !== null);
}

export function descendantsOf(pid: number): ProcessIdentity[] {
  const childrenOf = new Map<number, number[]>();
  for (const candidate of listPids()) {
    const stat = readProcStat(candidate);
    if (stat) childrenOf.set(stat.ppid, [...(childrenOf.get(stat.ppid) ?? []), candidate]);
  }
  const found: ProcessIdentity[] = [];
  const queue = [...(childrenOf.get(pid) ?? [])];
  while (queue.length) {
    const next = queue.shift()!;
    const identity = identityOf(next);
    if (identity) found.push(identity);
    queue.push(...(childrenOf.get(next) ?? []));
  }
  return found;
}

export const stillRunning = (processes: ProcessIdentity[]) => processes.filter(isStillRunning);

/** Waits up to `timeoutMs` for the processes to end; returns those still running then. */
export async function waitUntilGone(processes: ProcessIdentity[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (stillRunning(processes).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return stillRunning(processes);
}

/**
 * Cleanup after a failed run: SIGINT (a fast shutdown for Postgres, an exit for the rest), SIGKILL for whatever
 * is still there after a few seconds. Only the processes named, checked against pid reuse.
 */
export async function stopLeftovers(processes: ProcessIdentity[]): Promise<void> {
  const send = (pid: number, signal: NodeJS.Signals) => {
    try {
      process.kill(pid, signal);
    } catch {
      // it ended on its own meanwhile
    }
  };
  for (const leftover of stillRunning(processes)) send(leftover.pid, 'SIGINT');
  for (const leftover of await waitUntilGone(processes, 10_000)) send(leftover.pid, 'SIGKILL');
  await waitUntilGone(processes, 5000);
}

/** Stops a platform the way Ctrl-C does and waits for it to exit. */
export async function interruptPlatform(platform: PlatformProcess): Promise<number | null> {
  if (platform.child.exitCode === null && platform.child.signalCode === null) platform.child.kill('SIGINT');
  return platform.exited;
}
