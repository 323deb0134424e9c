import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLOCK_TICKS_PER_SECOND, readProcStat } from '../process/proc-info.ts';
import { setProcessNiceness } from '../process/niceness.ts';
import { FileOverLimitError, NOT_PROCESSED, RefusedFileError } from './document-limits.ts';
import { PDFJS_MODULE_URL, PDFJS_WORKER_MODULE_URL } from './pdfjs-modules.ts';
import type { SandboxOperation, SandboxOperations } from './processing-sandbox.ops.ts';

// Uploaded files are read in a child process, never in the platform's own: a file that makes a parser loop or
// swell (a page repeating one path operator millions of times, a zip bomb) costs that child its time and memory,
// and the platform's requests keep being answered. One child per job, started at the lowest CPU priority with a
// V8 heap limit, watched for its resident memory and killed at the job's wall-clock limit (with anything it
// started, LibreOffice included: the child leads a process group of its own). It gets no secret and no database
// connection: its environment is PATH, the temp dir and the LibreOffice setting.

export interface SandboxLimits {
  /** Wall clock for everything the job asks of the child, from its start. */
  timeoutMs: number;
  /** V8 heap (--max-old-space-size). */
  heapMb: number;
  /** Resident memory, checked every 200 ms where /proc exists (heap, buffers, canvas, WebAssembly). */
  maxRssBytes: number;
}

export const SANDBOX_LIMITS: SandboxLimits = {
  timeoutMs: Number(process.env.DOCUMENT_PROCESSING_TIMEOUT_MS) || 120_000,
  heapMb: 768,
  maxRssBytes: 1536 * 1024 * 1024,
};

/** The child ran out of wall-clock time: possibly a busy machine, so the job may try again (counted). */
export class ProcessingTimeoutError extends Error {
  override name = 'ProcessingTimeoutError';
}

export interface ProcessingSandbox {
  call<Op extends SandboxOperation>(
    op: Op,
    input: Parameters<SandboxOperations[Op]>[0],
  ): Promise<Awaited<ReturnType<SandboxOperations[Op]>>>;
  /**
   * Gives the child its full wall clock again, from now: for a run of small independent pieces of work in one
   * child (the plagiarism index's catch-up), each piece under the limit rather than all of them together.
   */
  restartClock(): void;
  /**
   * The CPU time (ms) the child has used since this job took it (its warm-up as the spare not counted); null
   * where there is no /proc. Read before `close()`.
   */
  cpuMs(): number | null;
  /**
   * How the job found its child: a spare that had finished warming up, a spare still starting or warming up (its
   * remaining start-up is then part of the job's time and CPU), or none (started for this job).
   */
  readonly child: 'warm spare' | 'warming spare' | 'new';
  close(): Promise<void>;
}

const CHILD_ENTRY = fileURLToPath(new URL('./processing-sandbox.child.ts', import.meta.url));
/** tsx's loader, so the child runs the same TypeScript sources as the platform, however the platform was started. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const RSS_CHECK_MS = 200;
/**
 * Niceness 10 while a child reads a document: when the machine is busy, the platform's processes get about nine
 * tenths of the CPU against it (19 would starve processing outright on a loaded machine).
 */
const CHILD_NICENESS = 10;
/**
 * Niceness 19 while a spare starts and warms up: its ~3 s of CPU is no job's, and at 10 it was most of the CPU
 * other users' requests competed with while uploads were processed. A job that takes it sets it back to 10.
 */
const SPARE_NICENESS = 19;
/** Whether this process may lower a child's niceness again (root or CAP_SYS_NICE); found out at the first try. */
let mayRaisePriority = true;
const STDERR_KEPT = 4096;

function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

interface Reply {
  id: number;
  ok: boolean;
  output?: unknown;
  refused?: boolean;
  name?: string;
  message?: string;
}

interface StartedChild {
  child: ChildProcess;
  heapMb: number;
  /** Settles when the child said it is ready, or exited. */
  started: Promise<void>;
  /** The child has also read its warm-up document (pdf.js, fonts, canvas loaded and compiled). */
  warm: boolean;
  stderr: () => string;
}

function startChild(heapMb: number, niceness: number, onWarm: () => void = () => undefined): StartedChild {
  const child = fork(CHILD_ENTRY, [], {
    // pdf.js before tsx: Node loads it as it is instead of through the loader (pdfjs-modules.ts).
    execArgv: [
      '--import',
      PDFJS_MODULE_URL,
      '--import',
      PDFJS_WORKER_MODULE_URL,
      '--import',
      TSX_LOADER,
      `--max-old-space-size=${heapMb}`,
    ],
    env: {
      PATH: process.env.PATH,
      TMPDIR: tmpdir(),
      HOME: tmpdir(),
      LANG: 'C.UTF-8',
      ...(process.env.STUDYLOOP_SOFFICE ? { STUDYLOOP_SOFFICE: process.env.STUDYLOOP_SOFFICE } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
    detached: true,
  });
  // Not allowed in some containers: the limits still hold.
  if (child.pid !== undefined) setProcessNiceness(child.pid, niceness);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT);
  });
  const started = new Promise<void>((resolve) => {
    const onMessage = (message: { ready?: boolean }) => {
      if (message.ready) done();
    };
    const done = () => {
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
    child.once('exit', done);
    child.once('error', done);
  });
  const startedChild: StartedChild = { child, heapMb, started, warm: false, stderr: () => stderr };
  const whenWarm = (message: { warm?: boolean }) => {
    if (!message.warm) return;
    child.off('message', whenWarm);
    startedChild.warm = true;
    onWarm();
  };
  child.on('message', whenWarm);
  return startedChild;
}

function setHandlesRef(child: ChildProcess, ref: boolean): void {
  const handles = [child, child.channel, child.stderr as Socket | null];
  for (const handle of handles) {
    if (ref) handle?.ref();
    else handle?.unref();
  }
}

/**
 * Idle children kept ready after the first job, so a job does not wait for Node, the TypeScript loader and the
 * reader to load and warm up (about 1.5 s of CPU before the child answers, and as much again to warm up). Two: when
 * uploads come one after another, the child started as a job took the last spare is still warming up (at low
 * priority, beside that job) when the next upload comes; with two, the next job takes one that has been warm for a
 * while. They warm up one at a time, so a refill never takes two children's start-up from a running job. An idle
 * child does nothing for a job until taken; the wall clock starts then. Each idle child holds about 150 MB.
 */
const SPARE_CHILDREN = 2;
const spares: StartedChild[] = [];

const isRunning = (started: StartedChild) =>
  started.child.exitCode === null && started.child.signalCode === null;

function refillSpares(): void {
  for (const gone of spares.filter((spare) => !isRunning(spare))) spares.splice(spares.indexOf(gone), 1);
  if (spares.length >= SPARE_CHILDREN || spares.some((spare) => !spare.warm)) return;
  // Only while it is still a spare: one taken by a job, or stopped with the worker, refills nothing. (A spare that
  // died is dropped at the next refill or take, never restarted in a loop.)
  const whileSpare = () => {
    if (spares.includes(spare)) setImmediate(refillSpares);
  };
  // At the lowest priority only where a job can take it back to CHILD_NICENESS.
  const spare = startChild(
    SANDBOX_LIMITS.heapMb,
    mayRaisePriority ? SPARE_NICENESS : CHILD_NICENESS,
    whileSpare,
  );
  // An idle spare must not keep a stopping platform alive.
  setHandlesRef(spare.child, false);
  spares.push(spare);
}

function takeChild(heapMb: number): { started: StartedChild; found: ProcessingSandbox['child'] } {
  const matching = spares.filter((spare) => spare.heapMb === heapMb && isRunning(spare));
  // The warm one first; else the one started first (furthest along).
  const taken = matching.find((spare) => spare.warm) ?? matching[0];
  if (taken) {
    spares.splice(spares.indexOf(taken), 1);
    if (taken.child.pid !== undefined && mayRaisePriority)
      mayRaisePriority = setProcessNiceness(taken.child.pid, CHILD_NICENESS);
  }
  refillSpares();
  return taken
    ? { started: taken, found: taken.warm ? 'warm spare' : 'warming spare' }
    : { started: startChild(heapMb, CHILD_NICENESS), found: 'new' };
}

/** Stops the idle children (the worker calls this when it stops). */
export function closeSpareSandbox(): void {
  for (const spare of spares.splice(0)) killGroup(spare.child);
}

/** Starts (or takes the ready) processing child; every call shares its limits. Always `close()` it. */
export async function openProcessingSandbox(
  limits: SandboxLimits = SANDBOX_LIMITS,
): Promise<ProcessingSandbox> {
  const {
    started: { child, started, stderr: stderrText },
    found,
  } = takeChild(limits.heapMb);
  setHandlesRef(child, true);
  const cpuTicks = () => (child.pid === undefined ? null : (readProcStat(child.pid)?.cpuTicks ?? null));
  const cpuAtStart = cpuTicks();

  let failure: Error | null = null;
  let closing = false;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const fail = (error: Error) => {
    failure ??= error;
    killGroup(child);
    for (const waiter of pending.values()) waiter.reject(failure);
    pending.clear();
  };

  const seconds = Math.max(1, Math.round(limits.timeoutMs / 1000));
  const startClock = () => {
    const timer = setTimeout(
      () =>
        fail(
          new ProcessingTimeoutError(
            `${NOT_PROCESSED} reading it took longer than ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
          ),
        ),
      limits.timeoutMs,
    );
    timer.unref();
    return timer;
  };
  let clock = startClock();
  const memoryError = () =>
    new FileOverLimitError(`reading it needs more memory than a document may use (${limits.heapMb} MB).`);
  // Only while a call runs: what the child holds after start-up is our code (cold, uncompiled TypeScript can peak
  // above a small limit), not the document's; a clean clone's first test run failed on exactly that.
  const watch = setInterval(() => {
    if (pending.size === 0) return;
    const rss = child.pid === undefined ? null : residentBytes(child.pid);
    if (rss !== null && rss > limits.maxRssBytes) fail(memoryError());
  }, RSS_CHECK_MS);
  watch.unref();

  child.on('message', (message: Reply | { ready: true } | { warm: true }) => {
    if ('ready' in message || 'warm' in message) return;
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.ok) waiter.resolve(message.output);
    else if (message.refused) {
      waiter.reject(
        message.name === 'FileOverLimitError'
          ? Object.assign(new FileOverLimitError(''), { message: message.message ?? '' })
          : new RefusedFileError(message.message ?? ''),
      );
    } else waiter.reject(new Error(message.message ?? 'the processing child failed'));
  });
  child.once('exit', (code, signal) => {
    clearTimeout(clock);
    clearInterval(watch);
    if (closing) return;
    // V8 aborts a process at its heap limit ("Reached heap limit", SIGABRT / exit 134).
    const stderr = stderrText();
    const outOfMemory =
      /heap limit|heap out of memory|allocation failed/i.test(stderr) || signal === 'SIGABRT';
    fail(
      outOfMemory
        ? memoryError()
        : new Error(`the processing child stopped (${signal ?? `exit code ${code}`}): ${stderr.slice(-500)}`),
    );
  });
  child.once('error', (error) => fail(error));

  await started;
  if (child.exitCode !== null || child.signalCode !== null) {
    fail(new Error(`the processing child did not start: ${stderrText().slice(-500)}`));
  }
  if (failure) throw failure;

  let nextId = 1;
  return {
    call(op, input) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, op, input }, (error) => {
          if (error) fail(error);
        });
      });
    },
    child: found,
    restartClock() {
      if (failure || closing) return;
      clearTimeout(clock);
      clock = startClock();
    },
    cpuMs() {
      const now = cpuTicks();
      if (now === null || cpuAtStart === null) return null;
      return ((now - cpuAtStart) * 1000) / CLOCK_TICKS_PER_SECOND;
    },
    async close() {
      closing = true;
      clearTimeout(clock);
      clearInterval(watch);
      const exited = child.exitCode !== null || child.signalCode !== null;
      const gone = exited
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once('exit', () => resolve()));
      killGroup(child);
      await gone;
    },
  };
}
