/**
 * The slice of the Deno runtime that Supabase Edge Functions use (`Deno.serve`, `Deno.env`), provided in Node
 * so that `supabase/functions/{name}/index.ts` runs here exactly as deployed. `Deno.serve` hands the handler
 * to whoever is loading the function instead of opening a port.
 */
import { WebSocket } from 'ws';
import { ModuleWorker } from './module-worker.ts';

export type FetchHandler = (request: Request) => Response | Promise<Response>;

let capture: ((handler: FetchHandler) => void) | null = null;
let functionEnv: Record<string, string> = {};

interface DenoShim {
  serve(handlerOrOptions: FetchHandler | object, maybeHandler?: FetchHandler): { finished: Promise<void> };
  env: { get(name: string): string | undefined; toObject(): Record<string, string> };
}

/** The Deno globals (and the web ones Deno has and Node lacks) that functions use, installed once. */
export function installDenoRuntime(): void {
  const global: { Deno?: DenoShim; WebSocket?: unknown } = globalThis;
  // Deno has a global WebSocket (supabase-js' realtime client expects one); Node has it only from version 22.
  global.WebSocket ??= WebSocket;
  // Deno has the web Worker (functions run CPU-heavy work in one, _shared/worker-pool.ts); Node has none.
  if (!('Worker' in globalThis)) {
    Object.defineProperty(globalThis, 'Worker', { value: ModuleWorker, writable: true, configurable: true });
  }
  if (global.Deno) return;
  global.Deno = {
    serve(handlerOrOptions, maybeHandler) {
      const handler =
        typeof handlerOrOptions === 'function' ? (handlerOrOptions as FetchHandler) : maybeHandler;
      if (!handler) throw new TypeError('Deno.serve needs a handler');
      if (!capture) throw new Error('Deno.serve was called outside a function being loaded');
      capture(handler);
      return { finished: new Promise<void>(() => undefined) };
    },
    env: {
      get: (name) => functionEnv[name] ?? process.env[name],
      toObject: () => ({ ...(process.env as Record<string, string>), ...functionEnv }),
    },
  };
}

/** The variables Supabase gives every function (SUPABASE_URL, keys), layered over the process environment. */
export function setFunctionEnv(env: Record<string, string>): void {
  functionEnv = env;
}

let loading: Promise<unknown> = Promise.resolve();

/** Imports a function's entry file and returns the handler it passed to `Deno.serve`. Loads one at a time. */
export function loadFunction(entry: string): Promise<FetchHandler> {
  installDenoRuntime();
  const next = loading.then(async () => {
    let handler: FetchHandler | null = null;
    capture = (h) => (handler = h);
    try {
      await import(entry);
    } finally {
      capture = null;
    }
    if (!handler) throw new Error(`${entry} did not call Deno.serve`);
    return handler as FetchHandler;
  });
  loading = next.catch(() => undefined);
  return next;
}
