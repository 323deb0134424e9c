import { Worker as ThreadWorker } from 'node:worker_threads';

// The web Worker API (module workers) in the Node host, over worker_threads, so that an edge function's worker
// pool (supabase/functions/_shared/worker-pool.ts) runs its work off the thread that serves every request here as
// on Deno. The part of the API functions use: postMessage, onmessage, onerror (preventDefault), terminate.

const BOOTSTRAP = new URL('./module-worker.bootstrap.mjs', import.meta.url);

/** What the `error` event carries in a browser or Deno: the message, and preventDefault to keep it handled. */
class WorkerErrorEvent extends Event {
  constructor(
    readonly message: string,
    readonly error: unknown,
  ) {
    super('error', { cancelable: true });
  }
}

export class ModuleWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: WorkerErrorEvent) => void) | null = null;
  readonly #thread: ThreadWorker;

  constructor(entry: string | URL, options: { type?: 'module' | 'classic'; name?: string } = {}) {
    if (options.type !== 'module') throw new TypeError('Only module workers are provided here');
    this.#thread = new ThreadWorker(BOOTSTRAP, {
      workerData: { entry: String(entry) },
      ...(options.name ? { name: options.name } : {}),
    });
    // An idle worker must not keep a stopping platform alive.
    this.#thread.unref();
    this.#thread.on('message', (data: unknown) => this.onmessage?.(new MessageEvent('message', { data })));
    this.#thread.on('error', (error: Error) => {
      const event = new WorkerErrorEvent(error.message, error);
      this.onerror?.(event);
      // Unhandled, as in Deno: the error reaches the process.
      if (!event.defaultPrevented) throw error;
    });
  }

  postMessage(message: unknown): void {
    this.#thread.postMessage(message);
  }

  terminate(): void {
    void this.#thread.terminate();
  }
}
