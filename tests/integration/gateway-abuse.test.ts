// The gateway under a hostile client: malformed requests answer 4xx (never 5xx, never a crash), developer pages
// stay unreadable to other sites, CORS is granted per API, the apikey query parameter stays at the gateway, and
// realtime bounds the channels one socket may open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fetchDevPage, startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';
import { fuzz, malformedRequests, sendRaw } from './support/malformed-requests.ts';
import { MAX_CHANNELS_PER_CONNECTION } from '../../server/realtime/realtime-server.ts';

let platform: TestPlatform;
let userToken: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  const { data, error } = await platform.anonClient().auth.signUp({
    email: uniqueEmail('fuzz'),
    password: 'correct-horse-battery',
  });
  if (error || !data.session) throw error ?? new Error('no session');
  userToken = data.session.access_token;
});

afterAll(async () => {
  await platform?.destroy();
});

const raw = (method: string, target: string, headers: [string, string][] = []) =>
  sendRaw(platform.url, {
    method,
    target: Buffer.from(target),
    headers: [['host', new URL(platform.url).host], ['apikey', platform.anonKey], ...headers],
  });

// Auth's health check answers without an apikey (as the Supabase CLI's gateway lets key-less auth requests through).
const alive = async () => (await fetch(`${platform.url}/auth/v1/health`)).status;

describe('malformed requests', () => {
  it('a request target that is not a path answers 400 and leaves the platform running', async () => {
    expect(await raw('GET', '//%x')).toBe(400);
    expect(await raw('GET', '/rest/v1/subjects\xff')).toBe(400);
    expect(await alive()).toBe(200);
  });

  it('unsupported methods answer 405 on every service', async () => {
    for (const path of [
      '/auth/v1/settings',
      '/storage/v1/bucket',
      '/functions/v1/cancel-subscription',
      '/',
    ]) {
      const response = await fetch(`${platform.url}${path}`, {
        method: 'PROPPATCH',
        headers: { apikey: platform.anonKey },
      });
      expect(response.status, path).toBe(405);
      expect(await response.json()).toMatchObject({ message: 'Method Not Allowed' });
    }
    expect(await raw('TRACE', '/auth/v1/settings')).toBe(405);
    expect(await raw('TRACE', '/_dev/mail')).toBe(405);
  });

  it('bad percent-escapes and invalid UTF-8 in a REST query answer a PostgREST-shaped 400', async () => {
    for (const query of ['name=eq.%FF', 'columns=%FF', 'name=eq.%zz', 'name=eq.%00']) {
      const response = await fetch(`${platform.url}/rest/v1/subjects?${query}`, {
        headers: { apikey: platform.anonKey },
      });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST100' });
    }
    expect(await raw('DELETE', '/rest/v1/documents/%x')).toBe(400);
    expect(await raw('POST', '/storage/v1/object/list/avatars%00')).toBe(400);
  });

  it('a form body that does not decode answers 400 instead of reaching PostgREST', async () => {
    const response = await fetch(`${platform.url}/rest/v1/rpc/submit_test_attempt`, {
      method: 'POST',
      headers: { apikey: platform.anonKey, 'content-type': 'application/x-www-form-urlencoded' },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102' });
    const valid = await fetch(`${platform.url}/rest/v1/subjects?select=id`, {
      method: 'POST',
      headers: { apikey: platform.anonKey, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Form&slug=form',
    });
    expect(valid.status).toBe(401); // RLS: anon may not add subjects; the body itself was fine
  });

  it('a request id that is not a short token is replaced by a generated one', async () => {
    const response = await fetch(`${platform.url}/rest/v1/subjects?select=id&limit=1`, {
      headers: { apikey: platform.anonKey, 'x-request-id': 'ÿé not an id' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${platform.url}/auth/v1/settings`, {
      headers: { apikey: platform.anonKey, 'x-request-id': 'client-id.42' },
    });
    expect(kept.headers.get('x-request-id')).toBe('client-id.42');
  });

  it('a request target over 8 KB answers 414', async () => {
    const response = await fetch(`${platform.url}/rest/v1/subjects?name=eq.${'a'.repeat(9000)}`, {
      headers: { apikey: platform.anonKey },
    });
    expect(response.status).toBe(414);
  });

  it(
    'a few thousand malformed requests across every service get no 5xx and no dropped connection',
    { timeout: 180_000 },
    async () => {
      const requests = malformedRequests(
        { url: platform.url, anonKey: platform.anonKey, userToken },
        3000,
        20261123,
      );
      const result = await fuzz(platform.url, requests);
      expect(result.sent).toBe(3000);
      expect(result.serverErrors).toEqual([]);
      expect(result.noAnswer).toEqual([]);
      expect(await alive()).toBe(200);
    },
  );
});

describe('the apikey query parameter', () => {
  it('opens the gateway but is not passed on to PostgREST as a filter', async () => {
    const response = await fetch(
      `${platform.url}/rest/v1/subjects?select=id&limit=1&apikey=${platform.anonKey}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(expect.any(Array));
  });
});

describe('developer pages', () => {
  it('are not readable without a credential, nor cross-origin', async () => {
    const response = await fetch(`${platform.url}/_dev/mail.json`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${platform.url}/_dev/mail.json`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // The anon key is public: it is no credential for the outbox.
    const anon = await fetch(`${platform.url}/_dev/mail.json`, { headers: { apikey: platform.anonKey } });
    expect(anon.status).toBe(401);
  });

  it('refuse a foreign Host (DNS rebinding) and cross-site fetches even with the key', async () => {
    expect(
      await raw('GET', '/_dev/mail.json', [
        ['host', 'evil.example'],
        ['apikey', platform.serviceRoleKey],
      ]),
    ).toBe(403);
    const crossSite = await fetch(`${platform.url}/_dev/mail.json`, {
      headers: { apikey: platform.serviceRoleKey, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('open with the service-role key, or in a browser with the printed link and then its cookie', async () => {
    expect((await fetchDevPage(platform, '/_dev/mail.json')).status).toBe(200);
    expect(platform.devMailUrl).toMatch(/\/_dev\/mail\?key=/);
    const opened = await fetch(platform.devMailUrl!, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/_dev/mail');
    const cookie = opened.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const page = await fetch(`${platform.url}/_dev/mail`, { headers: { cookie: cookie.split(';')[0]! } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Outbox</h1>');
    const wrong = await fetch(`${platform.url}/_dev/mail?key=wrong`, { redirect: 'manual' });
    expect(wrong.status).toBe(401);
  });
});

describe('CORS', () => {
  const preflight = (path: string) =>
    fetch(`${platform.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });

  it('is granted by the public APIs, as Supabase grants it', async () => {
    for (const path of ['/rest/v1/subjects', '/auth/v1/token', '/storage/v1/object/avatars/x.png']) {
      const response = await preflight(path);
      expect(response.status, path).toBe(204);
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });

  it('is answered by the function itself for functions, and not granted by the web app', async () => {
    const fn = await preflight('/functions/v1/cancel-subscription');
    expect(fn.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    const web = await fetch(`${platform.url}/`, { headers: { origin: 'https://evil.example' } });
    expect(web.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('realtime', () => {
  it(`refuses more than ${MAX_CHANNELS_PER_CONNECTION} channels on one connection`, async () => {
    const socket = new WebSocket(
      `${platform.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${platform.anonKey}&vsn=1.0.0`,
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const replies = new Map<string, string>();
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { event: string; ref: string; payload: { status: string } };
      if (message.event === 'phx_reply') replies.set(message.ref, message.payload.status);
    });
    const total = MAX_CHANNELS_PER_CONNECTION + 5;
    for (let i = 0; i < total; i++) {
      socket.send(
        JSON.stringify({
          topic: `realtime:flood-${i}`,
          event: 'phx_join',
          payload: {
            config: { postgres_changes: [{ event: '*', schema: 'public', table: 'user_points' }] },
            access_token: userToken,
          },
          ref: String(i),
          join_ref: String(i),
        }),
      );
    }
    await expect.poll(() => replies.size, { timeout: 20_000 }).toBe(total);
    const statuses = [...Array(total).keys()].map((i) => replies.get(String(i)));
    expect(statuses.filter((status) => status === 'ok')).toHaveLength(MAX_CHANNELS_PER_CONNECTION);
    expect(statuses.filter((status) => status === 'error')).toHaveLength(total - MAX_CHANNELS_PER_CONNECTION);
    socket.close();
  });
});
