import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenSigner } from '../auth/access-token.ts';
import { signApiKey } from '../config/secrets.ts';
import { childLogger, createLogger, runWithRequestLogger } from '../process/logger.ts';
import { createFunctionsHost } from './functions-host.ts';

const JWT_SECRET = 'functions-host-test-secret-of-enough-length';
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studyloop-functions-'));
  await mkdir(join(dir, 'broken'));
  await writeFile(
    join(dir, 'broken', 'index.ts'),
    "Deno.serve(() => { throw new Error('the function broke'); });\n",
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('functions host', () => {
  it("answers a throwing function with Supabase's 500 and logs it with the request's id", async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const host = createFunctionsHost({
      functionsDir: dir,
      env: {},
      signer: createTokenSigner({
        jwtSecret: JWT_SECRET,
        issuer: 'http://localhost/auth/v1',
        expiresIn: 3600,
      }),
      publicUrl: 'http://localhost',
      log,
    });
    const anonKey = await signApiKey(JWT_SECRET, 'anon');
    const response = await runWithRequestLogger(childLogger(log, { request_id: 'fn-1' }), () =>
      host.fetch(
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
