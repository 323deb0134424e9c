import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenSigner } from '../auth/access-token.ts';
import { signApiKey } from '../config/secrets.ts';
import { childLogger, createLogger, runWithRequestLogger } from '../process/logger.ts';
import { bodyWithin } from '../process/body-within.ts';
import { createFunctionsHost, FUNCTION_BODY_LIMIT } from './functions-host.ts';

const JWT_SECRET = 'functions-host-test-secret-of-enough-length';
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studyloop-functions-'));
  await mkdir(join(dir, 'broken'));
  await writeFile(
    join(dir, 'broken', 'index.ts'),
    "Deno.serve(() => { throw new Error('the function broke'); });\n",
  );
  await mkdir(join(dir, 'echo'));
  await writeFile(
    join(dir, 'echo', 'index.ts'),
    'Deno.serve(async (request) => Response.json({ bytes: (await request.arrayBuffer()).byteLength }));\n',
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function host(log = createLogger('silent')) {
  return createFunctionsHost({
    functionsDir: dir,
    env: {},
    signer: createTokenSigner({ jwtSecret: JWT_SECRET, issuer: 'http://localhost/auth/v1', expiresIn: 3600 }),
    publicUrl: 'http://localhost',
    log,
  });
}

/** A body sent in chunks without a Content-Length, as a client streaming it would. */
function streamed(bytes: number, chunk = 64 * 1024) {
  let sent = 0;
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { body, pulled: () => pulls };
}

describe('functions host', () => {
  it('hands a function its body whole up to the limit and refuses a larger one unread (413)', async () => {
    const anonKey = await signApiKey(JWT_SECRET, 'anon');
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      host().fetch(
        new Request('http://localhost/echo', {
          method: 'POST',
          headers: { authorization: `Bearer ${anonKey}`, ...headers },
          body,
          duplex: 'half',
        } as RequestInit),
      );
    const atLimit = await post(streamed(FUNCTION_BODY_LIMIT).body);
    expect(await atLimit.json()).toEqual({ bytes: FUNCTION_BODY_LIMIT });
    const declared = await post('{}', { 'content-length': String(FUNCTION_BODY_LIMIT + 1) });
    expect(declared.status).toBe(413);
    // A streamed body is read only as far as the limit, whatever it would go on to send.
    const endless = streamed(1024 * 1024 * 1024);
    const response = await post(endless.body);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
    expect(endless.pulled()).toBeLessThanOrEqual(FUNCTION_BODY_LIMIT / (64 * 1024) + 2);
  });

  it('reads a body within the limit byte for byte', async () => {
    const bytes = new TextEncoder().encode('{"text":"é"}');
    expect(await bodyWithin(new Request('http://x', { method: 'POST', body: bytes }), 100)).toEqual(bytes);
    expect(await bodyWithin(new Request('http://x', { method: 'POST', body: bytes }), 5)).toBeNull();
  });

  it("answers a throwing function with Supabase's 500 and logs it with the request's id", async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const anonKey = await signApiKey(JWT_SECRET, 'anon');
    const response = await runWithRequestLogger(childLogger(log, { request_id: 'fn-1' }), () =>
      host(log).fetch(
        new Request('http://localhost/broken', {
          method: 'POST',
          headers: { authorization: `Bearer ${anonKey}` },
        }),
      ),
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error',
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'function failed',
        request_id: 'fn-1',
        function: 'broken',
        error: expect.objectContaining({ message: 'the function broke' }) as unknown,
      }),
    ]);
  });
});
