// A module worker's start in the Node host (module-worker.ts): the TypeScript loader registered in this thread
// (the platform may run under a loader this thread does not inherit, vitest's for instance), then the global scope
// a web worker has (self, onmessage, postMessage, close) over worker_threads' port, then the worker's module.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
// Niceness 10 for this thread (Linux: a thread's own id is its process id for setpriority), as the processing
// child has: on a busy machine the threads that answer requests, PostgREST and Postgres come first.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // No /proc (not Linux), or not allowed: the work is still off the request thread.
}
const scope = globalThis;
scope.self = scope;
scope.onmessage = null;
scope.postMessage = (message) => parentPort.postMessage(message);
scope.close = () => parentPort.close();
// Messages that come while the module loads wait for it, as a web worker's do.
let early = [];
const deliver = (data) => scope.onmessage?.(new MessageEvent('message', { data }));
parentPort.on('message', (data) => (early ? early.push(data) : deliver(data)));
await import(workerData.entry);
const waiting = early;
early = null;
for (const data of waiting) deliver(data);
