// Runs a load in its own thread, so the load generator's event loop does not compete with the gateway's. It
// speaks plain node:http with keep-alive: fetch costs several times the CPU per request, CPU the servers under
// test would otherwise get on a small machine.
import http from 'node:http';
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
const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
const target = new URL(job.url);

function send(i: number): Promise<{ ok: boolean }> {
  return new Promise((resolve, reject) => {
    const body = job.bodies?.[i % job.bodies.length];
    const request = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: job.method,
        headers: body ? { ...job.headers, 'content-length': Buffer.byteLength(body) } : job.headers,
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve({ ok: (response.statusCode ?? 500) < 400 }));
        response.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

parentPort!.postMessage(await drive(send, job));
