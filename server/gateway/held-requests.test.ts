import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { holdRequestsUntilOpen } from './held-requests.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listening() {
  const server = http.createServer();
  servers.push(server);
  const held = holdRequestsUntilOpen(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { held, port: (server.address() as AddressInfo).port };
}

function get(port: number, path = '/'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Whether a request has been answered yet, without waiting for it. */
function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  return new Promise((resolve) => setTimeout(() => resolve(settled), 100));
}

describe('requests that reach the gateway before its routes', () => {
  it('wait for the routes and are answered by them, as are later ones', async () => {
    const { held, port } = await listening();
    const early = get(port, '/early');
    expect(await settledYet(early)).toBe(false);
    held.open((req, res) => res.end(`routed ${req.url}`));
    expect(await early).toEqual({ status: 200, body: 'routed /early' });
    expect(await get(port, '/later')).toEqual({ status: 200, body: 'routed /later' });
  });

  it('are answered 503 when the routes never come, and so are later ones', async () => {
    const { held, port } = await listening();
    const early = get(port);
    expect(await settledYet(early)).toBe(false);
    held.refuse();
    const answer = await early;
    expect(answer.status).toBe(503);
    expect(answer.body).toMatch(/starting or stopping/);
    expect((await get(port)).status).toBe(503);
  });
});
