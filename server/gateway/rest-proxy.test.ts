import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { childLogger, createLogger, runWithRequestLogger } from '../process/logger.ts';
import { createProxy, isDecodableForm, REST_BODY_LIMIT } from './rest-proxy.ts';

describe('isDecodableForm', () => {
  it('accepts UTF-8 forms with escapes and + for spaces', () => {
    expect(isDecodableForm(Buffer.from('name=%C3%A9t%C3%A9&slug=a+b'))).toBe(true);
  });
  it('refuses raw invalid UTF-8, broken escapes and escapes of invalid UTF-8', () => {
    expect(isDecodableForm(Buffer.from([0x61, 0x3d, 0xff]))).toBe(false);
    expect(isDecodableForm(Buffer.from('a=%zz'))).toBe(false);
    expect(isDecodableForm(Buffer.from('%FF=1'))).toBe(false);
  });
});

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The proxy in front of `upstream`, each request run as the gateway runs it: with its own request logger. */
async function proxyTo(upstream: string, timeoutMs: number, bodyLimit?: number) {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('debug', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  const proxy = createProxy(upstream, {
    stripPrefix: '/rest/v1',
    requestIdHeader: 'x-request-id',
    timeoutMs,
    log,
    bodyLimit,
  });
  const url = await listen((req, res) => {
    const requestId = (req.headers['x-request-id'] as string | undefined) ?? 'req-1';
    runWithRequestLogger(childLogger(log, { request_id: requestId }), () =>
      proxy(req, res, new URL(req.url!, 'http://gateway'), requestId),
    );
  });
  return { url, lines };
}

describe('the REST proxy', () => {
  it('passes an answer through with the request id sent upstream', async () => {
    const upstream = await listen((req, res) => {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ path: req.url, id: req.headers['x-request-id'] }));
    });
    const { url } = await proxyTo(upstream, 1000);
    const response = await fetch(`${url}/rest/v1/things?select=id`);
    expect(await response.json()).toEqual({ path: '/things?select=id', id: 'req-1' });
  });

  it('answers 504 in PostgREST error shape when the upstream does not answer in time, and logs it with the request id', async () => {
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    const upstream = await listen((req, res) => {
      if (req.url === '/fast') return void res.writeHead(200).end('ok');
      req.once('close', upstreamClosed);
    });
    const { url, lines } = await proxyTo(upstream, 150);
    // An earlier request leaves a pooled keep-alive socket behind, whose events then run in its context.
    expect((await fetch(`${url}/rest/v1/fast`, { headers: { 'x-request-id': 'earlier' } })).status).toBe(200);
    const started = Date.now();
    const response = await fetch(`${url}/rest/v1/rpc/slow`, {
      method: 'POST',
      body: '{}',
      headers: { 'x-request-id': 'waiting' },
    });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      code: 'PGRST003',
      details: null,
      hint: null,
      message: 'The database API did not answer within 150 ms',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    // The abandoned request is not left running upstream.
    await closed;
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'rest upstream timed out',
        request_id: 'waiting',
        timeout_ms: 150,
      }),
    ]);
  });

  it('lets a slow but started answer finish: the timeout covers the wait for the answer, not its transfer', async () => {
    const upstream = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('a');
      setTimeout(() => res.end('b'), 300);
    });
    const { url } = await proxyTo(upstream, 150);
    const response = await fetch(`${url}/rest/v1/things`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ab');
  });

  it('aborts the upstream request when the client hangs up, and logs no error for it', async () => {
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const upstream = await listen((req) => {
      req.once('close', upstreamClosed);
      arrived();
    });
    const { url, lines } = await proxyTo(upstream, 0);
    const client = new AbortController();
    const pending = fetch(`${url}/rest/v1/things`, { signal: client.signal }).catch(() => 'aborted');
    await reached;
    client.abort();
    expect(await pending).toBe('aborted');
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toEqual([]);
  });

  it('answers 502 in PostgREST error shape when the upstream is not reachable', async () => {
    const gone = await listen(() => undefined);
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const { url, lines } = await proxyTo(gone, 1000);
    const response = await fetch(`${url}/rest/v1/things`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'PGRST000' });
    expect(lines).toEqual([expect.objectContaining({ msg: 'rest upstream failed', request_id: 'req-1' })]);
  });

  describe('request bodies', () => {
    const LIMIT = 64 * 1024;
    /** An upstream that records how many body bytes each request brought and whether the body ended. */
    async function recordingUpstream() {
      const seen: { bytes: number; ended: boolean }[] = [];
      let settled!: () => void;
      const done = new Promise<void>((resolve) => (settled = resolve));
      const url = await listen((req, res) => {
        const entry = { bytes: 0, ended: false };
        seen.push(entry);
        req.on('data', (chunk: Buffer) => (entry.bytes += chunk.length));
        req.once('end', () => {
          entry.ended = true;
          res.writeHead(200, { 'content-type': 'application/json' }).end(String(entry.bytes));
          settled();
        });
        req.once('close', settled);
      });
      return { url, seen, done };
    }

    /** A PATCH whose body is sent in chunks of unknown total length (no Content-Length), as a stream is. */
    function streamed(url: string, chunks: number, chunkSize: number) {
      return new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${url}/rest/v1/papers?id=eq.1`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        });
        req.once('response', (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.once('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        // The proxy closes the connection after refusing: later writes may fail, the answer has come already.
        req.once('error', reject);
        let sent = 0;
        const more = () => {
          while (sent < chunks) {
            sent++;
            if (!req.write(Buffer.alloc(chunkSize, 0x61))) return void req.once('drain', more);
          }
          req.end();
        };
        more();
      });
    }

    it('passes a body at the limit byte for byte', async () => {
      const upstream = await recordingUpstream();
      const { url } = await proxyTo(upstream.url, 1000, LIMIT);
      const response = await fetch(`${url}/rest/v1/papers`, { method: 'POST', body: 'a'.repeat(LIMIT) });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(String(LIMIT));
    });

    it('refuses a declared length over the limit with 413 before anything reaches PostgREST', async () => {
      const upstream = await recordingUpstream();
      const { url } = await proxyTo(upstream.url, 1000, LIMIT);
      const response = await fetch(`${url}/rest/v1/papers`, {
        method: 'PATCH',
        body: 'a'.repeat(LIMIT + 1),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        code: 'PGRST413',
        details: null,
        hint: null,
        message: `The request body is larger than ${LIMIT} bytes`,
      });
      expect(upstream.seen).toEqual([]);
    });

    it('cuts a streamed body where it passes the limit: 413, and PostgREST never gets it whole', async () => {
      const upstream = await recordingUpstream();
      const { url } = await proxyTo(upstream.url, 1000, LIMIT);
      // 1 MiB in 4 KiB chunks, sixteen times the limit.
      const answer = await streamed(url, 256, 4096);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'PGRST413' });
      await upstream.done;
      expect(upstream.seen).toHaveLength(1);
      expect(upstream.seen[0]!.ended).toBe(false);
      expect(upstream.seen[0]!.bytes).toBeLessThanOrEqual(LIMIT);
    });

    it('holds form bodies to their own, smaller limit and JSON bodies to the REST limit by default', async () => {
      const upstream = await recordingUpstream();
      const { url } = await proxyTo(upstream.url, 1000);
      const json = await fetch(`${url}/rest/v1/papers`, {
        method: 'POST',
        body: 'a'.repeat(REST_BODY_LIMIT + 1),
      });
      expect(json.status).toBe(413);
      const form = await fetch(`${url}/rest/v1/papers`, {
        method: 'POST',
        body: 'a='.padEnd(1024 * 1024 + 1, 'b'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(413);
      expect(upstream.seen).toEqual([]);
    });
  });
});
