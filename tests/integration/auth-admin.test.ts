import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform, fetchDevPage } from './support/test-platform.ts';

let platform: TestPlatform;

interface OutboxMail {
  kind: string;
  subject: string;
  links: string[];
}

beforeAll(async () => {
  platform = await startTestPlatform({ auth: { ...platformConfigFromEnv({}).auth, autoconfirm: false } });
});
afterAll(async () => {
  await platform?.destroy();
});

const admin = () => platform.serviceClient().auth.admin;

async function latestMail(to: string): Promise<OutboxMail> {
  const response = await fetchDevPage(platform, `/_dev/mail.json?to=${encodeURIComponent(to)}`);
  const mails = (await response.json()) as OutboxMail[];
  expect(mails.length).toBeGreaterThan(0);
  return mails[0]!;
}

async function click(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

const fragment = (url: URL) => Object.fromEntries(new URLSearchParams(url.hash.slice(1)));

describe('admin users API', () => {
  it('creates, reads, updates and deletes users', async () => {
    const email = uniqueEmail('admin-made');
    const created = await admin().createUser({
      email,
      password: 'correct-horse',
      email_confirm: true,
      user_metadata: { full_name: 'Made By Admin' },
      app_metadata: { role: 'admin' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user).toMatchObject({ email, user_metadata: { full_name: 'Made By Admin' } });
    expect(user.app_metadata).toMatchObject({ provider: 'email', providers: ['email'], role: 'admin' });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(
      (await platform.anonClient().auth.signInWithPassword({ email, password: 'correct-horse' })).error,
    ).toBeNull();

    const again = await admin().createUser({ email, password: 'correct-horse' });
    expect(again.error?.code).toBe('email_exists');

    expect((await admin().getUserById(user.id)).data.user?.email).toBe(email);
    const updated = await admin().updateUserById(user.id, {
      user_metadata: { avatar_url: 'https://example.com/a.png' },
      password: 'battery-staple',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({
      full_name: 'Made By Admin',
      avatar_url: 'https://example.com/a.png',
    });
    expect(
      (await platform.anonClient().auth.signInWithPassword({ email, password: 'battery-staple' })).error,
    ).toBeNull();

    expect((await admin().deleteUser(user.id)).error).toBeNull();
    const gone = await admin().getUserById(user.id);
    expect(gone.error?.status).toBe(404);
    expect(gone.error?.code).toBe('user_not_found');
  });

  it('bans and unbans a user, ending the sessions', async () => {
    const email = uniqueEmail('banned');
    const { data } = await admin().createUser({ email, password: 'correct-horse', email_confirm: true });
    const client = platform.anonClient();
    await client.auth.signInWithPassword({ email, password: 'correct-horse' });
    const banned = await admin().updateUserById(data.user!.id, { ban_duration: '24h' });
    expect(banned.data.user?.banned_until).toBeTruthy();
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const refused = await platform.anonClient().auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(refused.error?.code).toBe('user_banned');
    await admin().updateUserById(data.user!.id, { ban_duration: 'none' });
    expect(
      (await platform.anonClient().auth.signInWithPassword({ email, password: 'correct-horse' })).error,
    ).toBeNull();
  });

  it('soft-deletes a user, freeing the address', async () => {
    const email = uniqueEmail('soft');
    const { data } = await admin().createUser({ email, password: 'correct-horse', email_confirm: true });
    expect((await admin().deleteUser(data.user!.id, true)).error).toBeNull();
    expect((await admin().getUserById(data.user!.id)).error?.code).toBe('user_not_found');
    expect((await admin().createUser({ email, password: 'correct-horse' })).error).toBeNull();
  });

  it('lists users page by page with the total', async () => {
    for (let i = 0; i < 3; i++)
      await admin().createUser({ email: uniqueEmail('listed'), password: 'correct-horse' });
    const first = await admin().listUsers({ page: 1, perPage: 2 });
    if (first.error) throw first.error;
    expect(first.data.users).toHaveLength(2);
    expect(first.data.total).toBeGreaterThanOrEqual(3);
    expect(first.data.nextPage).toBe(2);
    const second = await admin().listUsers({ page: 2, perPage: 2 });
    expect(second.data.users[0]!.id).not.toBe(first.data.users[0]!.id);
  });

  it('invites a user by e-mail; the link signs them in to set a password', async () => {
    const email = uniqueEmail('invited');
    const invited = await admin().inviteUserByEmail(email, {
      data: { full_name: 'Invited Person' },
      redirectTo: `${platform.url}/auth/callback`,
    });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.invited_at).toBeTruthy();
    const mail = await latestMail(email);
    expect(mail).toMatchObject({ kind: 'invite', subject: 'You have been invited' });
    const tokens = fragment(await click(mail.links[0]!));
    expect(tokens.type).toBe('invite');
    const client = platform.anonClient();
    await client.auth.setSession({
      access_token: tokens.access_token!,
      refresh_token: tokens.refresh_token!,
    });
    expect((await client.auth.updateUser({ password: 'invited-battery' })).error).toBeNull();
    expect(
      (await platform.anonClient().auth.signInWithPassword({ email, password: 'invited-battery' })).error,
    ).toBeNull();
  });

  it('generates links without sending mail', async () => {
    const email = uniqueEmail('generated');
    const signup = await admin().generateLink({ type: 'signup', email, password: 'correct-horse' });
    expect(signup.error).toBeNull();
    expect(signup.data.properties).toMatchObject({ verification_type: 'signup' });
    expect(signup.data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(
      await (await fetchDevPage(platform, `/_dev/mail.json?to=${encodeURIComponent(email)}`)).json(),
    ).toEqual([]);
    expect(fragment(await click(signup.data.properties!.action_link)).access_token).toBeTruthy();

    const magic = await admin().generateLink({ type: 'magiclink', email });
    const client = platform.anonClient();
    const verified = await client.auth.verifyOtp({
      token_hash: magic.data.properties!.hashed_token,
      type: 'magiclink',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);

    const recovery = await admin().generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: `${platform.url}/reset-password` },
    });
    expect(recovery.data.properties?.redirect_to).toBe(`${platform.url}/reset-password`);
    expect(fragment(await click(recovery.data.properties!.action_link)).type).toBe('recovery');
  });

  it('manages a user’s factors', async () => {
    const email = uniqueEmail('factors');
    const client = platform.anonClient();
    const { data } = await admin().createUser({ email, password: 'correct-horse', email_confirm: true });
    await client.auth.signInWithPassword({ email, password: 'correct-horse' });
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const listed = await admin().mfa.listFactors({ userId: data.user!.id });
    expect(listed.data?.factors.map((f) => f.id)).toEqual([enrolled.data!.id]);
    const removed = await admin().mfa.deleteFactor({ userId: data.user!.id, id: enrolled.data!.id });
    expect(removed.error).toBeNull();
    expect((await admin().mfa.listFactors({ userId: data.user!.id })).data?.factors).toEqual([]);
  });
});

describe('admin API access', () => {
  it('refuses user and anon tokens with 403 not_admin, and no token with 401', async () => {
    const email = uniqueEmail('not-admin');
    await admin().createUser({ email, password: 'correct-horse', email_confirm: true });
    const session = (
      await platform.anonClient().auth.signInWithPassword({ email, password: 'correct-horse' })
    ).data.session!;
    const call = (authorization?: string) =>
      fetch(`${platform.url}/auth/v1/admin/users`, {
        headers: { apikey: platform.anonKey, ...(authorization ? { authorization } : {}) },
      });
    const asUser = await call(`Bearer ${session.access_token}`);
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toMatchObject({ code: 'not_admin', message: 'User not allowed' });
    expect((await call(`Bearer ${platform.anonKey}`)).status).toBe(403);
    expect((await call()).status).toBe(401);
    expect((await call('Bearer not.a.jwt')).status).toBe(403);

    // supabase-js created with the anon key gets the same answer.
    const viaAnon = await platform.anonClient().auth.admin.listUsers();
    expect(viaAnon.error?.code).toBe('not_admin');
    const invite = await fetch(`${platform.url}/auth/v1/invite`, {
      method: 'POST',
      headers: {
        apikey: platform.anonKey,
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: uniqueEmail('sneaky') }),
    });
    expect(invite.status).toBe(403);
  });
});
