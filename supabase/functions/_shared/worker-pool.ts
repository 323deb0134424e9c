// CPU-heavy work of a function run off the thread that serves requests: a small pool of module workers (the web
// Worker API: Deno's own; in the Node host, server/functions/module-worker.ts over worker_threads), each answering
// one call at a time. A call that runs past its time limit ends its worker (a fresh one takes its place). Where
// the runtime has no Worker, the work runs in the request's thread and the pool says so (`offThread` false, a
// warning at the first call): requests then wait for each other's work, as they did before the pool.

export class WorkerTimeoutError extends Error {
  override name = 'WorkerTimeoutError';
}

/** Refused before any work: the caller already has as many calls waiting or running as one caller may. */
export class WorkerBusyError extends Error {
  override name = 'WorkerBusyError';
}

/**
 * Refused before any work: as many calls of all callers together are waiting as the pool queues. The share of one
 * caller bounds one account, not many: without this, many accounts' calls together would queue without bound
 * (each holding its input in memory, each making every later call wait longer).
 */
export class WorkerPoolFullError extends WorkerBusyError {
  override name = 'WorkerPoolFullError';
}

interface Call {
  id: number;
  input: unknown;
}

type Reply = { id: number; ok: true; output: unknown } | { id: number; ok: false; message: string };
/** Sent once the worker's module has loaded: a call's clock starts then, not while the worker starts. */
interface Ready {
  ready: true;
}

interface Job {
  id: number;
  input: unknown;
  caller: string | null;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: ReturnType<typeof setTimeout> | null;
}

export interface WorkerPoolOptions<I, O> {
  /** The worker's module: it calls `serveWorkerCalls` with the same work. */
  entry: URL;
  /** The same work in this thread, where the runtime has no Worker. */
  inThread: (input: I) => O | Promise<O>;
  /** Named in errors and the warning. */
  name: string;
  timeoutMs: number;
  /** Workers at most; default one fewer than the machine's cores (the rest serve requests), at least one. */
  size?: number;
  /**
   * Calls one caller may have waiting or running at once (default 2). The queue is first come, first served, so
   * without this one user sending many slow calls at once would make everyone else wait for all of them.
   */
  maxPerCaller?: number;
  /** Calls waiting for a worker, all callers together (default 8 per worker); more are refused (WorkerPoolFullError). */
  maxQueued?: number;
}

export interface WorkerPool<I, O> {
  /** `caller` (a user id) is held to `maxPerCaller`; a call over it is refused with WorkerBusyError. */
  run(input: I, caller?: string): Promise<O>;
  readonly offThread: boolean;
}

export const DEFAULT_MAX_PER_CALLER = 2;
/** Waiting calls per worker: with calls of 1-2 s that is a wait of seconds; with calls at their clock, minutes. */
export const DEFAULT_QUEUED_PER_WORKER = 8;

/** Counts each caller's calls in flight and refuses one over the limit. */
function callerLimit(name: string, max: number) {
  const inFlight = new Map<string, number>();
  return {
    enter(caller: string | undefined): string | null {
      if (caller === undefined) return null;
      const count = inFlight.get(caller) ?? 0;
      if (count >= max)
        throw new WorkerBusyError(`${name}: ${max} calls of this caller are already waiting or running`);
      inFlight.set(caller, count + 1);
      return caller;
    },
    leave(caller: string | null): void {
      if (caller === null) return;
      const count = (inFlight.get(caller) ?? 1) - 1;
      if (count > 0) inFlight.set(caller, count);
      else inFlight.delete(caller);
    },
  };
}

function defaultSize(): number {
  const cores = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator
    ?.hardwareConcurrency;
  return Math.max(1, (cores ?? 2) - 1);
}

export function createWorkerPool<I, O>(options: WorkerPoolOptions<I, O>): WorkerPool<I, O> {
  const offThread = typeof globalThis.Worker === 'function';
  if (!offThread) {
    let warned = false;
    return {
      offThread,
      // In this thread the work runs as it is called, one call at a time: nothing waits that a caller could hold.
      run(input) {
        if (!warned) {
          warned = true;
          // An edge function's console is its log (Supabase shows it per function); nothing else logs here.
          // eslint-disable-next-line no-console
          console.warn(`${options.name}: this runtime has no Worker, so the work runs on the request thread`);
        }
        return Promise.resolve().then(() => options.inThread(input));
      },
    };
  }

  const size = options.size ?? defaultSize();
  const limit = callerLimit(options.name, options.maxPerCaller ?? DEFAULT_MAX_PER_CALLER);
  const maxQueued = options.maxQueued ?? size * DEFAULT_QUEUED_PER_WORKER;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;

  const finish = (slot: Slot, settle: (job: Job) => void) => {
    const job = slot.job;
    if (slot.timer !== null) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    if (job) settle(job);
    dispatch();
  };

  const retire = (slot: Slot, error: Error) => {
    slot.worker.terminate();
    slots.splice(slots.indexOf(slot), 1);
    finish(slot, (job) => job.reject(error));
  };

  const start = (): Slot => {
    const worker = new Worker(options.entry, { type: 'module', name: options.name });
    const slot: Slot = { worker, ready: false, job: null, timer: null };
    worker.onmessage = (event: MessageEvent<Reply | Ready>) => {
      const reply = event.data;
      if ('ready' in reply) {
        slot.ready = true;
        startClock(slot);
        return;
      }
      if (slot.job?.id !== reply.id) return;
      finish(slot, (job) =>
        reply.ok ? job.resolve(reply.output) : job.reject(new Error(`${options.name}: ${reply.message}`)),
      );
    };
    worker.onerror = (event: ErrorEvent) => {
      // Handled here: an error in a worker must not end the process that serves requests.
      event.preventDefault();
      retire(slot, new Error(`${options.name}: the worker stopped (${event.message})`));
    };
    slots.push(slot);
    return slot;
  };

  const startClock = (slot: Slot) => {
    if (!slot.ready || !slot.job || slot.timer !== null) return;
    slot.timer = setTimeout(
      () => retire(slot, new WorkerTimeoutError(`${options.name}: no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
  };

  const dispatch = () => {
    while (queue.length > 0) {
      const slot =
        slots.find((candidate) => candidate.job === null) ?? (slots.length < size ? start() : null);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      startClock(slot);
      slot.worker.postMessage({ id: job.id, input: job.input } satisfies Call);
    }
  };

  return {
    offThread,
    run(input, caller) {
      return new Promise<O>((resolve, reject) => {
        const held = limit.enter(caller);
        // A call that would wait behind a full queue is refused; one that a free worker takes at once never is.
        const idle = slots.some((slot) => slot.job === null) || slots.length < size;
        if (!idle && queue.length >= maxQueued) {
          limit.leave(held);
          throw new WorkerPoolFullError(`${options.name}: ${maxQueued} calls are already waiting`);
        }
        queue.push({
          id: nextId++,
          input,
          caller: held,
          resolve: (output) => {
            limit.leave(held);
            resolve(output as O);
          },
          reject: (error) => {
            limit.leave(held);
            reject(error);
          },
        });
        dispatch();
      });
    },
  };
}

/** A module worker's global scope, as much of it as a worker serving calls uses. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<Call>) => void) | null;
  postMessage(message: Reply | Ready): void;
}

/** The worker's side: answers each call with `work`'s result (awaited when it is a promise), or the error's message. */
export function serveWorkerCalls<I, O>(work: (input: I) => O | Promise<O>): void {
  // A worker's global object (Deno's worker scope, or the one the Node host's bootstrap set up).
  const global: object = globalThis;
  const scope = global as WorkerScope;
  scope.onmessage = (event) => {
    const { id, input } = event.data;
    void Promise.resolve()
      .then(() => work(input as I))
      .then(
        (output): Reply => ({ id, ok: true, output }),
        (error: unknown): Reply => ({
          id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        }),
      )
      .then((reply) => scope.postMessage(reply));
  };
  scope.postMessage({ ready: true });
}
