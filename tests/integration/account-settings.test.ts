// Settings writes through supabase-js as the Settings page makes them (profile, avatar, billing, notification
// preferences, active sessions), and the notifications of the account's own events with their e-mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import * as OTPAuth from 'otpauth';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { NodeWebSocketTransport } from '../../server/realtime/node-websocket-transport.ts';
import type { Database } from '../../shared/db/database.types.ts';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Client;
let universityA: string;
let universityB: string;
let courseA: string;
let courseB: string;
let country: string;

const PASSWORD = 'correct-horse-battery';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

beforeAll(async () => {
  platform = await startTestPlatform({ auth: { ...platformConfigFromEnv({}).auth, autoconfirm: true } });
  db = new pg.Client({ connectionString: platform.databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ a: string; b: string; ca: string; cb: string; country: string }>(
    `with c as (insert into public.countries (name, code) values ('Testland', 'TL') returning id),
          a as (insert into public.universities (name, slug) values ('Alpha University', 'alpha-u') returning id),
          b as (insert into public.universities (name, slug) values ('Beta College', 'beta-c') returning id),
          ca as (insert into public.courses (university_id, name, slug) select id, 'Algebra', 'algebra' from a returning id),
          cb as (insert into public.courses (university_id, name, slug) select id, 'Biology', 'biology' from b returning id)
     select a.id as a, b.id as b, ca.id as ca, cb.id as cb, c.id as country from a, b, ca, cb, c`,
  );
  ({ a: universityA, b: universityB, ca: courseA, cb: courseB, country } = rows[0]!);
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

function clientWithAgent(userAgent: string): SupabaseClient<Database> {
  return createClient<Database>(platform.url, platform.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'User-Agent': userAgent } },
    realtime: { transport: NodeWebSocketTransport },
  });
}

async function signedUp(userAgent = CHROME_LINUX) {
  const email = uniqueEmail('settings');
  const client = clientWithAgent(userAgent);
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, email, id: data.user!.id };
}

async function signIn(email: string, userAgent: string) {
  const client = clientWithAgent(userAgent);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

async function notificationsOf(userId: string) {
  const { rows } = await db.query<{ id: string; category: string; title: string; body: string }>(
    'select id, category, title, body from public.notifications where user_id = $1 order by created_at',
    [userId],
  );
  return rows;
}

async function outboxFor(email: string) {
  const { rows } = await db.query<{ kind: string; subject: string; text_body: string; links: string[] }>(
    `select kind, subject, text_body, links from studyloop_platform.mail_outbox
      where lower(to_address) = lower($1) and kind like 'notification:%' order by id`,
    [email],
  );
  return rows;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000) {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - start > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('profile', () => {
  it('saves name, university and course; a course of another university is refused', async () => {
    const { client, id } = await signedUp();
    const saved = await client
      .from('users')
      .update({ full_name: 'Ada Lovelace', university_id: universityA, course_id: courseA })
      .eq('id', id)
      .select('full_name, university_id, course_id')
      .single();
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual({ full_name: 'Ada Lovelace', university_id: universityA, course_id: courseA });

    const mismatched = await client
      .from('users')
      .update({ university_id: universityB, course_id: courseA })
      .eq('id', id);
    expect(mismatched.error?.code).toBe('23503');

    const courses = await client.from('courses').select('id').eq('university_id', universityB);
    expect(courses.data).toEqual([{ id: courseB }]);
  });

  it("refuses a write to another user's profile and keeps e-mail, role and status", async () => {
    const owner = await signedUp();
    const intruder = await signedUp();
    const attempt = await intruder.client
      .from('users')
      .update({ full_name: 'Hacked' })
      .eq('id', owner.id)
      .select('id');
    expect(attempt.error).toBeNull();
    expect(attempt.data).toEqual([]);
    const single = await intruder.client
      .from('users')
      .update({ full_name: 'Hacked' })
      .eq('id', owner.id)
      .select('id')
      .single();
    expect(single.error?.code).toBe('PGRST116');

    const escalate = await owner.client.from('users').update({ role: 'admin' }).eq('id', owner.id);
    expect(escalate.error?.code).toBe('42501');
    await owner.client.from('users').update({ email: 'other@example.com' }).eq('id', owner.id);

    const { rows } = await db.query('select full_name, email, role from public.users where id = $1', [
      owner.id,
    ]);
    expect(rows[0]).toEqual({
      full_name: expect.not.stringMatching('Hacked'),
      email: owner.email,
      role: 'user',
    });
  });

  it('uploads an image avatar to avatars/{userId}/{timestamp}_{filename} and syncs avatar_url', async () => {
    const { client, id } = await signedUp();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const path = `${id}/${Date.now()}_me.png`;
    const upload = await client.storage.from('avatars').upload(path, png, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const url = client.storage.from('avatars').getPublicUrl(path).data.publicUrl;
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/png');

    const updated = await client.auth.updateUser({ data: { avatar_url: url } });
    expect(updated.error).toBeNull();
    const { data } = await client.from('users').select('avatar_url').eq('id', id).single();
    expect(data?.avatar_url).toBe(url);

    const text = await client.storage
      .from('avatars')
      .upload(`${id}/${Date.now()}_notes.txt`, Buffer.from('not an image'), { contentType: 'text/plain' });
    expect(text.error).not.toBeNull();
    expect(text.error?.message).toMatch(/mime|type/i);

    const other = await signedUp();
    const elsewhere = await client.storage
      .from('avatars')
      .upload(`${other.id}/${Date.now()}_me.png`, png, { contentType: 'image/png' });
    expect(elsewhere.error).not.toBeNull();
  });
});

describe('billing address', () => {
  it('saves the address fields with address_updated_at', async () => {
    const { client, id } = await signedUp();
    const before = Date.now();
    const saved = await client
      .from('users')
      .update({
        address_line1: '1 Main Street',
        city: 'Springfield',
        postal_code: '12345',
        country_id: country,
        phone: '+1 555 0100',
        address_updated_at: new Date().toISOString(),
      })
      .eq('id', id)
      .select('address_line1, city, postal_code, country_id, phone, address_updated_at')
      .single();
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ address_line1: '1 Main Street', country_id: country });
    expect(new Date(saved.data!.address_updated_at!).getTime()).toBeGreaterThanOrEqual(before - 5000);
    const countries = await client.from('countries').select('id, name, code');
    expect(countries.data).toContainEqual({ id: country, name: 'Testland', code: 'TL' });
  });
});

describe('notification preferences', () => {
  it('exist for all 8 ids, toggle with one upsert each, and are private', async () => {
    const { client, id } = await signedUp();
    const { data } = await client.from('notification_preferences').select('preference_id, enabled');
    expect(data?.map((row) => row.preference_id).sort()).toEqual(
      [
        'document-status',
        'order-status',
        'paper_creation',
        'points-access',
        'price-status',
        'security-login',
        'security-status',
        'withdrawal-status',
      ].sort(),
    );
    expect(data?.every((row) => row.enabled)).toBe(true);

    // Defaults inserted when none exist (the page's path for an account whose rows were removed).
    await db.query('delete from public.notification_preferences where user_id = $1', [id]);
    const inserted = await client
      .from('notification_preferences')
      .upsert([{ user_id: id, preference_id: 'points-access', enabled: true }], {
        onConflict: 'user_id,preference_id',
      })
      .select();
    expect(inserted.error).toBeNull();

    const toggled = await client
      .from('notification_preferences')
      .upsert(
        { user_id: id, preference_id: 'points-access', enabled: false },
        { onConflict: 'user_id,preference_id' },
      );
    expect(toggled.error).toBeNull();
    const { rows } = await db.query(
      'select enabled from public.notification_preferences where user_id = $1 and preference_id = $2',
      [id, 'points-access'],
    );
    expect(rows).toEqual([{ enabled: false }]);

    const other = await signedUp();
    const peek = await other.client.from('notification_preferences').select('user_id').eq('user_id', id);
    expect(peek.data).toEqual([]);
    const forge = await other.client
      .from('notification_preferences')
      .upsert(
        { user_id: id, preference_id: 'points-access', enabled: true },
        { onConflict: 'user_id,preference_id' },
      );
    expect(forge.error?.code).toBe('42501');
  });
});

describe('security', () => {
  it('lists the active sessions with the current one first and signs out the others', async () => {
    const { client, email } = await signedUp(CHROME_LINUX);
    await signIn(email, FIREFOX_WINDOWS);
    const listed = await client.rpc('list_my_sessions');
    expect(listed.error).toBeNull();
    expect(listed.data).toHaveLength(2);
    expect(listed.data![0]).toMatchObject({ is_current: true, user_agent: CHROME_LINUX });
    expect(listed.data![1]).toMatchObject({ is_current: false, user_agent: FIREFOX_WINDOWS });

    const stranger = await signedUp();
    const theirs = await stranger.client.rpc('list_my_sessions');
    expect(theirs.data).toHaveLength(1);

    const out = await client.auth.signOut({ scope: 'others' });
    expect(out.error).toBeNull();
    const after = await client.rpc('list_my_sessions');
    expect(after.data).toHaveLength(1);
    expect(after.data![0]!.is_current).toBe(true);

    const anon = await platform.anonClient().rpc('list_my_sessions');
    expect(anon.error).not.toBeNull();
  });

  it('changes the password and notifies; TOTP enrol and verify notifies too', async () => {
    const { client, id, email } = await signedUp();
    const changed = await client.auth.updateUser({ password: 'another-long-secret' });
    expect(changed.error).toBeNull();
    const relog = await clientWithAgent(CHROME_LINUX).auth.signInWithPassword({
      email,
      password: 'another-long-secret',
    });
    expect(relog.error).toBeNull();

    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
    expect(enrolled.error).toBeNull();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.data!.totp.secret) });
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data!.id,
      code: totp.generate(),
    });
    expect(verified.error).toBeNull();

    const titles = (await notificationsOf(id)).map((n) => [n.category, n.title]);
    expect(titles).toEqual([
      ['security-status', 'Your password was changed'],
      ['security-status', 'Two-factor authentication is on'],
    ]);
  });
});

describe('notification fan-out', () => {
  it('a sign-in from a new device notifies and e-mails; switched off, neither happens', async () => {
    const { client, id, email } = await signedUp(CHROME_LINUX);
    // The same device again is not news.
    await signIn(email, CHROME_LINUX);
    expect(await notificationsOf(id)).toEqual([]);

    await signIn(email, FIREFOX_WINDOWS);
    const notes = await notificationsOf(id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ category: 'security-login', title: 'New sign-in to your account' });
    expect(notes[0]!.body).toContain('Firefox on Windows');

    const mails = await eventually(
      () => outboxFor(email),
      (rows) => rows.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'notification:security-login',
      subject: 'New sign-in to your account',
    });
    expect(mails[0]!.text_body).toContain('Firefox on Windows');
    expect(mails[0]!.links[0]).toBe(`${platform.url}/dashboard/settings?tab=security`);

    // The user reads it in the widget and marks it read.
    const { data: listed } = await client.from('notifications').select('id, read_at');
    expect(listed).toEqual([{ id: notes[0]!.id, read_at: null }]);
    const read = await client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', notes[0]!.id)
      .select('read_at')
      .single();
    expect(read.data?.read_at).not.toBeNull();

    // Switched off: no notification and no mail for the next new device.
    await client
      .from('notification_preferences')
      .upsert(
        { user_id: id, preference_id: 'security-login', enabled: false },
        { onConflict: 'user_id,preference_id' },
      );
    await signIn(
      email,
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
    );
    expect(await notificationsOf(id)).toHaveLength(1);
    // Another category still mails: its mail arriving means the worker has run past anything queued before.
    await client.auth.updateUser({ password: 'yet-another-secret' });
    const after = await eventually(
      () => outboxFor(email),
      (rows) => rows.length >= 2,
    );
    expect(after.map((mail) => mail.kind)).toEqual([
      'notification:security-login',
      'notification:security-status',
    ]);
  });

  it('a notification whose preference is switched off before its mail goes out is not mailed', async () => {
    const { id, email } = await signedUp();
    const service = platform.serviceClient();
    // Off between the event and the job: the job reads the preference again.
    await db.query('begin');
    await db.query(
      `select private.notify($1, 'points-access', 'Points credited', '100 points', '/dashboard/wallet')`,
      [id],
    );
    await db.query(
      `update public.notification_preferences set enabled = false where user_id = $1 and preference_id = 'points-access'`,
      [id],
    );
    await db.query('commit');
    const sent = await service.rpc('notify_user', {
      p_user_id: id,
      p_category: 'document-status',
      p_title: 'Your document was approved',
      p_body: 'Calculus notes is live.',
      p_link: '/dashboard/seller-documents',
    });
    expect(sent.error).toBeNull();
    const mails = await eventually(
      () => outboxFor(email),
      (rows) => rows.length >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await outboxFor(email)).map((m) => m.subject)).toEqual(['Your document was approved']);
    expect(mails[0]!.text_body).toContain('Calculus notes is live.');
  });
});
