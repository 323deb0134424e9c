// The back office's AI provider status (issue 17, settings): admins only; configured or not, the model, and a live
// check against the provider's models endpoint (a local OpenAI-compatible stand-in); the key never leaves.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

const KEY = 'sk-test-very-secret-key';
let platform: TestPlatform;
let db: pg.Pool;
let provider: Server;
let providerUrl: string;
let admin: SupabaseClient<Database>;
let student: SupabaseClient<Database>;
const seen: IncomingHttpHeaders[] = [];

interface Status {
  configured: boolean;
  endpoint: string | null;
  model: string | null;
  apiKeySet: boolean;
  check: {
    ok: boolean;
    status: number | null;
    latencyMs: number;
    modelListed: boolean | null;
    modelCount: number | null;
    error: string | null;
  } | null;
}

async function signedIn(label: string) {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail(label),
    password: 'correct-horse-battery',
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

async function status(client: SupabaseClient<Database>) {
  const response = await fetch(`${platform.url}/functions/v1/admin-ai-status`, {
    method: 'POST',
    headers: {
      apikey: platform.anonKey,
      authorization: `Bearer ${(await client.auth.getSession()).data.session?.access_token ?? platform.anonKey}`,
      'content-type': 'application/json',
    },
    body: '{}',
  });
  return { status: response.status, text: await response.text() };
}

beforeAll(async () => {
  provider = createServer((req, res) => {
    seen.push(req.headers);
    if (req.url !== '/v1/models') return void res.writeHead(404).end();
    if (req.headers.authorization !== `Bearer ${KEY}`) {
      return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"bad key"}');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ object: 'list', data: [{ id: 'gpt-study' }, { id: 'other-model' }] }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  const [a, s] = await Promise.all([signedIn('ai-admin'), signedIn('ai-student')]);
  await db.query(`update public.users set role = 'admin' where id = $1`, [a.id]);
  admin = a.client;
  student = s.client;
}, 120_000);

afterEach(() => {
  delete process.env.AI_BASE_URL;
  delete process.env.AI_MODEL;
  delete process.env.AI_API_KEY;
});

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
  provider?.closeAllConnections();
  await new Promise((resolve) => provider?.close(resolve));
});

describe('admin-ai-status', () => {
  it('answers admins only: 401 for a visitor, 403 for a student', async () => {
    expect((await status(platform.anonClient())).status).toBe(401);
    expect((await status(student)).status).toBe(403);
  });

  it('says when no provider is configured (the built-in engines answer)', async () => {
    const answer = await status(admin);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ configured: false, model: null, check: null });
  });

  it('checks the configured provider live: reachable, the model listed; the key sent but never shown', async () => {
    process.env.AI_BASE_URL = `${providerUrl}/`;
    process.env.AI_MODEL = 'gpt-study';
    process.env.AI_API_KEY = KEY;
    const before = seen.length;
    const answer = await status(admin);
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.text) as Status;
    expect(body).toMatchObject({
      configured: true,
      endpoint: providerUrl,
      model: 'gpt-study',
      apiKeySet: true,
      check: { ok: true, status: 200, modelListed: true, modelCount: 2, error: null },
    });
    expect(seen.length).toBe(before + 1);
    expect(seen.at(-1)!.authorization).toBe(`Bearer ${KEY}`);
    expect(answer.text).not.toContain(KEY);
  });

  it('reports a refused key, a model the provider does not list, and an unreachable provider', async () => {
    process.env.AI_BASE_URL = providerUrl;
    process.env.AI_MODEL = 'gpt-study';
    process.env.AI_API_KEY = 'wrong-key';
    const refused = JSON.parse((await status(admin)).text) as Status;
    expect(refused.check).toMatchObject({
      ok: false,
      status: 401,
      error: 'The provider refused the API key',
    });

    process.env.AI_API_KEY = KEY;
    process.env.AI_MODEL = 'missing-model';
    expect((JSON.parse((await status(admin)).text) as Status).check).toMatchObject({
      ok: true,
      modelListed: false,
    });

    process.env.AI_BASE_URL = 'http://127.0.0.1:1/v1';
    const down = await status(admin);
    const body = JSON.parse(down.text) as Status;
    expect(body.check).toMatchObject({ ok: false, status: null });
    expect(body.check!.error).toMatch(/^Could not reach the provider/);
    expect(down.text).not.toContain(KEY);
  });
});
