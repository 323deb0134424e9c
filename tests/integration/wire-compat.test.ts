// Wire compatibility with Supabase (issue 18), class by class as the official supabase-js suites found them
// (scripts/official-suites/run.ts runs those): features the platform does not offer answer GoTrue's JSON errors,
// anonymous sign-in and the leaked-password check are settings, e-mail format and admin paging as GoTrue, and the
// storage API's list-v2, decimal size units and info() shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import {
  startTestPlatform,
  supabaseClient,
  uniqueEmail,
  type TestPlatform,
} from './support/test-platform.ts';
import { StorageClient } from '@supabase/storage-js';
import pg from 'pg';
import { NodeWebSocketTransport } from '../../server/realtime/node-websocket-transport.ts';
import { createClient } from '@supabase/supabase-js';

let studyloop: TestPlatform;
/**
 * Configured as a Supabase project's defaults would be where Studyloop differs: anonymous on, leaked check off,
 * passkeys and WebAuthn factors off.
 */
let supabaseLike: TestPlatform;

beforeAll(async () => {
  studyloop = await startTestPlatform();
  supabaseLike = await startTestPlatform({
    auth: {
      ...platformConfigFromEnv({}).auth,
      // The Supabase CLI's local default (enable_confirmations = false).
      autoconfirm: true,
      anonymousSignIns: true,
      leakedPasswordCheck: false,
      manualLinking: false,
      webauthn: { ...platformConfigFromEnv({}).auth.webauthn, passkeys: false, mfaFactors: false },
    },
    apiSchemas: ['public', 'compat_extra'],
  });
});
afterAll(async () => {
  await studyloop?.destroy();
  await supabaseLike?.destroy();
});

async function authCall(platform: TestPlatform, path: string, init: RequestInit & { key?: string } = {}) {
  const key = init.key ?? platform.anonKey;
  const response = await fetch(`${platform.url}/auth/v1${path}`, {
    ...init,
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
  });
  expect(response.headers.get('content-type')).toContain('application/json');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('auth features not offered answer as GoTrue does with them switched off', () => {
  it('SSO, passkeys, the OAuth server, SCIM and Web3 answer JSON errors with GoTrue codes', async () => {
    expect(await authCall(studyloop, '/sso', { method: 'POST', body: '{"domain":"example.com"}' })).toEqual({
      status: 404,
      body: expect.objectContaining({ code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' }),
    });
    expect(
      await authCall(supabaseLike, '/passkeys/authentication/options', { method: 'POST', body: '{}' }),
    ).toEqual({
      status: 404,
      body: expect.objectContaining({ code: 'passkey_disabled', message: 'Passkeys are disabled' }),
    });
    expect(await authCall(studyloop, '/oauth/clients/register', { method: 'POST', body: '{}' })).toEqual({
      status: 404,
      body: expect.objectContaining({ code: 'feature_disabled', message: 'OAuth server is disabled' }),
    });
    expect(await authCall(studyloop, '/scim/v2/Users')).toMatchObject({
      status: 404,
      body: { code: 'feature_disabled', message: 'SCIM server is disabled' },
    });
    expect(
      await authCall(studyloop, '/token?grant_type=web3', { method: 'POST', body: '{"chain":"ethereum"}' }),
    ).toMatchObject({
      status: 422,
      body: { code: 'web3_provider_disabled', message: 'Web3 provider is disabled' },
    });
  });

  it('phone codes (no SMS provider) are wrong or expired, and a malformed number is refused as GoTrue does', async () => {
    const auth = studyloop.anonClient().auth;
    const wrong = await auth.verifyOtp({ phone: '+15555550123', token: '123456', type: 'sms' });
    expect(wrong.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const malformed = await auth.verifyOtp({ phone: '+0 12 abc', token: '123456', type: 'sms' });
    expect(malformed.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    });
  });

  it('admin routes of those features check the admin token first', async () => {
    expect(await authCall(studyloop, '/admin/oauth/clients')).toMatchObject({
      status: 403,
      body: { code: 'not_admin' },
    });
    expect(
      await authCall(studyloop, '/admin/oauth/clients', { key: studyloop.serviceRoleKey }),
    ).toMatchObject({
      status: 404,
      body: { code: 'feature_disabled', message: 'OAuth server is disabled' },
    });
    expect(
      await authCall(studyloop, '/admin/sso/providers', { key: studyloop.serviceRoleKey }),
    ).toMatchObject({
      status: 404,
      body: { code: 'saml_provider_disabled' },
    });
  });

  it('an unknown path is a JSON not_found, never plain text', async () => {
    expect(await authCall(studyloop, '/no-such-route')).toMatchObject({
      status: 404,
      body: { code: 'not_found', message: 'Not Found' },
    });
  });

  it('supabase-js gets an AuthApiError with the code, not a JSON parse error', async () => {
    const client = studyloop.anonClient();
    const sso = await client.auth.signInWithSSO({ domain: 'example.com' });
    expect(sso.error).toMatchObject({ name: 'AuthApiError', status: 404, code: 'saml_provider_disabled' });
    const oauthClients = await studyloop.serviceClient().auth.admin.oauth.listClients();
    expect(oauthClients.error).toMatchObject({ status: 404, code: 'feature_disabled' });
  });

  it('identity linking switched off answers manual_linking_disabled, after checking the session', async () => {
    const client = supabaseLike.anonClient();
    const email = uniqueEmail('linker');
    expect((await client.auth.signUp({ email, password: 'a long pass phrase' })).error).toBeNull();
    const linked = await client.auth.linkIdentity({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    });
    expect(linked.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
    const signedOut = await authCall(supabaseLike, '/user/identities/authorize?provider=google');
    expect(signedOut).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
  });
});

describe('anonymous sign-in', () => {
  it('is refused with anonymous_provider_disabled when the setting is off (the default)', async () => {
    const { data, error } = await studyloop.anonClient().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
    expect((await authCall(studyloop, '/settings')).body).toMatchObject({
      external: { anonymous_users: false },
    });
  });

  it('signs in an anonymous user who can later add an e-mail and a password', async () => {
    expect((await authCall(supabaseLike, '/settings')).body).toMatchObject({
      external: { anonymous_users: true },
    });
    const client = supabaseLike.anonClient();
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { nickname: 'owl' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', identities: [], app_metadata: {} });
    expect(data.user!.user_metadata).toMatchObject({ nickname: 'owl' });
    const claims = (await client.auth.getClaims()).data!.claims;
    expect(claims).toMatchObject({ role: 'authenticated', is_anonymous: true, sub: data.user!.id });

    const email = uniqueEmail('was-anonymous');
    const linked = await client.auth.updateUser({ email, password: 'a long pass phrase' });
    expect(linked.error).toBeNull();
    const { users } = (await supabaseLike.serviceClient().auth.admin.listUsers({ perPage: 1000 })).data;
    const stored = users.find((user) => user.id === data.user!.id)!;
    expect(stored.new_email ?? stored.email).toBe(email);
  });
});

describe('e-mail format and admin paging as GoTrue', () => {
  it("refuses xx:;x@x.x with GoTrue's message", async () => {
    const created = await studyloop
      .serviceClient()
      .auth.admin.createUser({ email: 'xx:;x@x.x', password: 'a long pass phrase' });
    expect(created.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    const signUp = await studyloop
      .anonClient()
      .auth.signUp({ email: 'xx:;x@x.x', password: 'a long pass phrase' });
    expect(signUp.error?.message).toBe('Unable to validate email address: invalid format');
  });

  it('listUsers({ page: -1 }) is an error, not the first page', async () => {
    const { data, error } = await studyloop.serviceClient().auth.admin.listUsers({ page: -1 });
    expect(data.users).toEqual([]);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax',
    });
  });
});

describe('the leaked-password check is a setting', () => {
  it('refuses a leaked password on Studyloop and accepts it where the setting is off', async () => {
    const refused = await studyloop
      .anonClient()
      .auth.signUp({ email: uniqueEmail('leaky'), password: 'password123' });
    expect(refused.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] });
    const accepted = await supabaseLike
      .anonClient()
      .auth.signUp({ email: uniqueEmail('leaky'), password: 'password123' });
    expect(accepted.error).toBeNull();
    expect(accepted.data.session).not.toBeNull();
  });
});

describe('storage as Supabase Storage answers', () => {
  const storage = () => supabaseClient(studyloop.url, studyloop.serviceRoleKey).storage;

  it('stores bucket limits in decimal units and answers buckets without internal columns', async () => {
    expect(
      (await storage().createBucket('decimal', { public: false, fileSizeLimit: '20mb' })).error,
    ).toBeNull();
    const { data } = await storage().getBucket('decimal');
    expect(data!.file_size_limit).toBe(20_000_000);
    expect(Object.keys(data!).sort()).toEqual(
      [
        'allowed_mime_types',
        'created_at',
        'file_size_limit',
        'id',
        'name',
        'owner',
        'public',
        'updated_at',
      ].sort(),
    );
  });

  it('lists with list-v2: a level with its folders, sorted pages with a cursor', async () => {
    await storage().createBucket('listing', { public: false });
    const bucket = storage().from('listing');
    for (const name of ['b.txt', 'a.txt', 'c.txt', 'nested/deep.txt']) {
      expect(
        (await bucket.upload(`docs/${name}`, `text of ${name}`, { contentType: 'text/plain' })).error,
      ).toBeNull();
    }
    const top = await bucket.listV2({ with_delimiter: true });
    expect(top.error).toBeNull();
    expect(top.data).toMatchObject({
      hasNext: false,
      folders: [{ key: 'docs', name: 'docs/' }],
      objects: [],
    });

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const { data, error } = await bucket.listV2({
        prefix: 'docs/',
        with_delimiter: true,
        limit: 2,
        sortBy: { column: 'name', order: 'desc' },
        ...(cursor ? { cursor } : {}),
      });
      expect(error).toBeNull();
      seen.push(...data!.folders.map((f) => f.name), ...data!.objects.map((o) => o.name));
      if (!data!.hasNext) break;
      cursor = data!.nextCursor;
    }
    expect(seen).toEqual(['docs/nested/', 'docs/c.txt', 'docs/b.txt', 'docs/a.txt']);

    const flat = await bucket.listV2({ prefix: 'docs' });
    expect(flat.data!.objects.map((o) => o.name).sort()).toEqual([
      'docs/a.txt',
      'docs/b.txt',
      'docs/c.txt',
      'docs/nested/deep.txt',
    ]);
  });

  it('info() of an object without user metadata has metadata {}', async () => {
    await storage().createBucket('infos', { public: false });
    await storage().from('infos').upload('note.txt', 'hello', { contentType: 'text/plain' });
    const { data, error } = await storage().from('infos').info('note.txt');
    expect(error).toBeNull();
    expect(data).toMatchObject({ name: 'note.txt', metadata: {}, contentType: 'text/plain', size: 5 });
  });

  it('takes a project key sent only as the bearer token, as a StorageClient made without apikey sends it', async () => {
    const bare = new StorageClient(`${studyloop.url}/storage/v1`, {
      Authorization: `Bearer ${studyloop.serviceRoleKey}`,
    });
    expect((await bare.listBuckets()).error).toBeNull();
    const userToken = new StorageClient(`${studyloop.url}/storage/v1`, { Authorization: 'Bearer not-a-key' });
    expect((await userToken.listBuckets()).error).toMatchObject({ message: 'Invalid API key' });
  });
});

describe('PostgREST as on a Supabase project', () => {
  async function sql(platform: TestPlatform, text: string) {
    const client = new pg.Client({ connectionString: platform.databaseUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  }

  async function eventually<T>(read: () => PromiseLike<T>, done: (value: T) => boolean): Promise<T> {
    let value = await read();
    for (let tries = 0; !done(value) && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      value = await read();
    }
    return value;
  }

  // Untyped on purpose: these tables are made by the test, outside the generated Database types.
  const untyped = (platform: TestPlatform, key: string) =>
    createClient(platform.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: NodeWebSocketTransport },
    });

  it('serves a table created after the start (DDL reloads the schema cache)', async () => {
    await sql(
      studyloop,
      `create table public.compat_late (id int primary key, label text);
       insert into public.compat_late values (1, 'made after start');`,
    );
    const client = untyped(studyloop, studyloop.serviceRoleKey);
    const result = await eventually(
      () => client.from('compat_late').select('label'),
      (r) => r.error === null,
    );
    expect(result.error).toBeNull();
    expect(result.data).toEqual([{ label: 'made after start' }]);
  });

  it('exposes the schemas API_SCHEMAS names, and only those', async () => {
    for (const platform of [studyloop, supabaseLike]) {
      await sql(
        platform,
        `create schema compat_extra;
         grant usage on schema compat_extra to anon, authenticated, service_role;
         create table compat_extra.things (id int primary key, name text);
         grant select on compat_extra.things to anon, authenticated, service_role;
         insert into compat_extra.things values (1, 'from another schema');`,
      );
    }
    const read = (platform: TestPlatform) => () =>
      untyped(platform, platform.anonKey).schema('compat_extra').from('things').select('name');
    const exposed = await eventually(read(supabaseLike), (r) => r.error === null);
    expect(exposed.error).toBeNull();
    expect(exposed.data).toEqual([{ name: 'from another schema' }]);
    const notExposed = await read(studyloop)();
    expect(notExposed.error).toMatchObject({ code: 'PGRST106' });
  });
});

describe('Realtime Broadcast with private channels authorized by RLS on realtime.messages', () => {
  it('relays a broadcast to the other members of a private topic the policies open, and refuses others', async () => {
    const admin = new pg.Client({ connectionString: studyloop.databaseUrl });
    await admin.connect();
    await admin.query(
      `create policy "members read room topics" on realtime.messages for select to authenticated
         using (realtime.topic() like 'room-%');
       create policy "members write room topics" on realtime.messages for insert to authenticated
         with check (realtime.topic() like 'room-%');`,
    );
    await admin.end();

    const signedIn = async (label: string) => {
      const client = supabaseClient(studyloop.url, studyloop.anonKey);
      const { data, error } = await client.auth.signUp({
        email: uniqueEmail(label),
        password: 'a long pass phrase',
      });
      expect(error).toBeNull();
      await client.realtime.setAuth(data.session!.access_token);
      return client;
    };
    const [alice, bob] = [await signedIn('alice-rt'), await signedIn('bob-rt')];
    const subscribe = (channel: ReturnType<typeof alice.channel>) =>
      new Promise<string>((resolve) => channel.subscribe((status) => status !== 'CLOSED' && resolve(status)));

    const received: unknown[] = [];
    const bobRoom = bob
      .channel('room-1', { config: { private: true } })
      .on('broadcast', { event: 'note' }, (message) => received.push(message.payload));
    expect(await subscribe(bobRoom)).toBe('SUBSCRIBED');
    const aliceRoom = alice.channel('room-1', { config: { private: true, broadcast: { ack: true } } });
    expect(await subscribe(aliceRoom)).toBe('SUBSCRIBED');
    expect(await aliceRoom.send({ type: 'broadcast', event: 'note', payload: { text: 'hello' } })).toBe('ok');
    for (let tries = 0; received.length === 0 && tries < 50; tries++)
      await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([{ text: 'hello' }]);

    expect(await subscribe(alice.channel('secret-1', { config: { private: true } }))).toBe('CHANNEL_ERROR');
    await alice.removeAllChannels();
    await bob.removeAllChannels();
  });
});
