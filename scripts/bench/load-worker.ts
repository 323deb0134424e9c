// Runs a load in its own thread, so the load generator's event loop does not compete with the gateway's.
import { parentPort, workerData } from 'node:worker_threads';
import { drive } from './load.ts';

export interface LoadJob {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** One body per request, used in turn (refresh tokens are single-use); none for GET. */
  bodies?: string[];
  concurrency: number;
  durationMs: number;
  warmupMs?: number;
}

const job = workerData as LoadJob;
const result = await drive(
  (i) =>
    fetch(job.url, {
      method: job.method,
      headers: job.headers,
      ...(job.bodies ? { body: job.bodies[i % job.bodies.length] } : {}),
    }),
  job,
);
parentPort!.postMessage(result);
