import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/process/logger.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

interface LogLine {
  level: string;
  msg: string;
  request_id?: string;
  status?: number;
  [field: string]: unknown;
}

const UPSTREAM_TIMEOUT_MS = 500;

let platform: TestPlatform;
let admin: pg.Pool;
const lines: LogLine[] = [];

beforeAll(async () => {
  platform = await startTestPlatform({ restUpstreamTimeoutMs: UPSTREAM_TIMEOUT_MS }, undefined, {
    log: createLogger('info', (line) => lines.push(JSON.parse(line) as LogLine)),
  });
  admin = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
});
afterAll(async () => {
  await admin?.end();
  await platform?.destroy();
});

/** Waits until the lines logged for `requestId` satisfy `done` (some are written after the answer). */
async function linesOf(requestId: string, done: (found: LogLine[]) => boolean): Promise<LogLine[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = lines.filter((line) => line.request_id === requestId);
    if (done(found) || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const requestLines = (found: LogLine[]) => found.filter((line) => line.msg === 'request');
const errorLines = (found: LogLine[]) => found.filter((line) => line.level === 'error');

/**
 * Makes inserts into `table` fail inside the database for the duration of `work`: a server-side fault the
 * services can only answer with a 5xx (or, after the answer, only log).
 */
async function withFailingInserts<T>(table: string, work: () => Promise<T>): Promise<T> {
  await admin.query(`
    create or replace function public.logging_test_refuse() returns trigger language plpgsql as $$
    begin raise exception 'refused by the logging test'; end $$;
    create trigger logging_test_refuse before insert on ${table}
      for each row execute function public.logging_test_refuse();`);
  try {
    return await work();
  } finally {
    await admin.query(`drop trigger logging_test_refuse on ${table}`);
  }
}

describe('structured logs', () => {
  it("writes one JSON line per request with its id: the client's own, or a generated one for a malformed id", async () => {
    const own = await fetch(`${platform.url}/auth/v1/health`, {
      headers: { apikey: platform.anonKey, 'x-request-id': 'client-trace.42' },
    });
    expect(own.headers.get('x-request-id')).toBe('client-trace.42');
    const ownLines = await linesOf('client-trace.42', (found) => requestLines(found).length > 0);
    expect(requestLines(ownLines)).toEqual([
      expect.objectContaining({ level: 'info', method: 'GET', path: '/auth/v1/health', status: 200 }),
    ]);

    const malformed = await fetch(`${platform.url}/auth/v1/health`, {
      headers: { apikey: platform.anonKey, 'x-request-id': 'not an id; <script>' },
    });
    const generated = malformed.headers.get('x-request-id')!;
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines(await linesOf(generated, (found) => found.length > 0))).toHaveLength(1);
  });

  it('gives the error line of a REST upstream timeout the id of the request that waited (504)', async () => {
    await admin.query(`
      create or replace function public.logging_test_sleep() returns int language sql as $$
        select pg_sleep(2); select 1 $$;
      grant execute on function public.logging_test_sleep() to anon;
      notify pgrst, 'reload schema';`);
    const call = (requestId: string) =>
      fetch(`${platform.url}/rest/v1/rpc/logging_test_sleep`, {
        method: 'POST',
        headers: {
          apikey: platform.anonKey,
          authorization: `Bearer ${platform.anonKey}`,
          'content-type': 'application/json',
          'x-request-id': requestId,
        },
        body: '{}',
      });
    // PostgREST learns of the new function when it reloads its schema cache: until then the call is a 404.
    let response = await call('rest-timeout');
    for (let attempt = 0; response.status === 404 && attempt < 50; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      response = await call('rest-timeout');
    }
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ code: 'PGRST003', details: null, hint: null });

    const found = await linesOf(
      'rest-timeout',
      (all) => requestLines(all).some((line) => line.status === 504) && errorLines(all).length > 0,
    );
    expect(requestLines(found).at(-1)).toMatchObject({
      path: '/rest/v1/rpc/logging_test_sleep',
      status: 504,
    });
    expect(errorLines(found)).toEqual([
      expect.objectContaining({ msg: 'rest upstream timed out', timeout_ms: UPSTREAM_TIMEOUT_MS }),
    ]);
  });

  it('gives the error line of an auth failure the id of the request that caused it (500)', async () => {
    const response = await withFailingInserts('auth.users', () =>
      fetch(`${platform.url}/auth/v1/signup`, {
        method: 'POST',
        headers: {
          apikey: platform.anonKey,
          'content-type': 'application/json',
          'x-request-id': 'auth-fault',
        },
        body: JSON.stringify({ email: uniqueEmail('logging'), password: 'correct-horse-battery' }),
      }),
    );
    expect(response.status).toBe(500);
    const found = await linesOf(
      'auth-fault',
      (all) => requestLines(all).length > 0 && errorLines(all).length > 0,
    );
    expect(requestLines(found)).toEqual([expect.objectContaining({ path: '/auth/v1/signup', status: 500 })]);
    expect(errorLines(found)).toEqual([
      expect.objectContaining({
        msg: 'auth request failed',
        error: expect.objectContaining({ message: 'refused by the logging test' }) as unknown,
      }),
    ]);
  });

  it('gives work done after the answer (a recovery mail) the id of the request that asked for it', async () => {
    const email = uniqueEmail('logging');
    const { error } = await platform.anonClient().auth.signUp({ email, password: 'correct-horse-battery' });
    expect(error).toBeNull();

    const found = await withFailingInserts('studyloop_platform.mail_outbox', async () => {
      const response = await fetch(`${platform.url}/auth/v1/recover`, {
        method: 'POST',
        headers: {
          apikey: platform.anonKey,
          'content-type': 'application/json',
          'x-request-id': 'late-fault',
        },
        body: JSON.stringify({ email }),
      });
      // Known and unknown addresses are answered alike, before the mail is even attempted.
      expect(response.status).toBe(200);
      return linesOf('late-fault', (all) => all.some((line) => line.msg === 'auth recovery mail failed'));
    });
    expect(requestLines(found)).toEqual([expect.objectContaining({ path: '/auth/v1/recover', status: 200 })]);
    expect(errorLines(found).map((line) => line.msg)).toEqual([
      'auth mail failed',
      'auth recovery mail failed',
    ]);
  });

  it('gives the error line of a storage failure the id of the request that caused it (500)', async () => {
    const response = await withFailingInserts('storage.buckets', () =>
      fetch(`${platform.url}/storage/v1/bucket`, {
        method: 'POST',
        headers: {
          apikey: platform.serviceRoleKey,
          authorization: `Bearer ${platform.serviceRoleKey}`,
          'content-type': 'application/json',
          'x-request-id': 'storage-fault',
        },
        body: JSON.stringify({ name: `logging-${Date.now()}` }),
      }),
    );
    expect(response.status).toBe(500);
    const found = await linesOf(
      'storage-fault',
      (all) => requestLines(all).length > 0 && errorLines(all).length > 0,
    );
    expect(requestLines(found)).toEqual([
      expect.objectContaining({ path: '/storage/v1/bucket', status: 500 }),
    ]);
    expect(errorLines(found)).toEqual([expect.objectContaining({ msg: 'storage request failed' })]);
  });

  it('writes no error line without a request id while serving these requests', () => {
    expect(lines.filter((line) => line.level === 'error' && !line.request_id)).toEqual([]);
  });
});
