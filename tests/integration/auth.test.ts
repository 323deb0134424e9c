import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import { fetchDevPage, startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  // A zero reuse interval makes every second use of a refresh token count as theft, as it does after 10 s.
  platform = await startTestPlatform({
    auth: { ...platformConfigFromEnv({}).auth, autoconfirm: true, refreshReuseIntervalSeconds: 0 },
  });
});
afterAll(async () => {
  await platform?.destroy();
});

async function rawRefresh(refreshToken: string) {
  const response = await fetch(`${platform.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: platform.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('auth, as supabase-js calls it', () => {
  it('signs up with metadata and returns a session whose JWT PostgREST accepts', async () => {
    const client = platform.anonClient();
    const email = uniqueEmail('signup');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'correct-horse',
      options: { data: { full_name: 'Maya Okafor' } },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.full_name).toBe('Maya Okafor');
    expect(data.session?.token_type).toBe('bearer');
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: data.user!.id, role: 'authenticated', aud: 'authenticated', email });
    expect(claims.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(claims.user_metadata.full_name).toBe('Maya Okafor');
  });

  it('answers a sign-up for a taken address (in any case) as for a new one, and mails the owner instead', async () => {
    const email = uniqueEmail('dup');
    const first = await platform.anonClient().auth.signUp({ email, password: 'correct-horse' });
    const ownerId = first.data.user!.id;
    const response = await fetch(`${platform.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: platform.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: email.toUpperCase(), password: 'another-horse' }),
    });
    // Supabase's answer to a sign-up waiting for its confirmation: a user, no session, nothing about the owner.
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ email, aud: 'authenticated', role: 'authenticated', identities: [] });
    expect(body.id).not.toBe(ownerId);
    expect(JSON.stringify(body)).not.toMatch(/already|exists|registered/i);
    expect(body).not.toHaveProperty('access_token');
    // The owner's password is unchanged, and the owner is told by mail (after the answer, so polled).
    const signIn = await platform.anonClient().auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(signIn.error).toBeNull();
    let mails: { kind: string; subject: string; text: string }[] = [];
    for (let tries = 0; tries < 100 && !mails.some((m) => m.kind === 'account_exists'); tries++) {
      if (tries) await new Promise((resolve) => setTimeout(resolve, 50));
      const outbox = await fetchDevPage(platform, `/_dev/mail.json?to=${encodeURIComponent(email)}`);
      mails = (await outbox.json()) as typeof mails;
    }
    const mail = mails.find((m) => m.kind === 'account_exists');
    expect(mail?.subject).toBe('You already have an account');
    expect(mail?.text).toContain('/login');
  });

  it('answers a short password with the weak-password error and its reasons', async () => {
    const { error } = await platform.anonClient().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.status).toBe(422);
    expect(isAuthWeakPasswordError(error) && error.reasons).toEqual(['length']);
  });

  it('answers a sign-up without a password with the spec message', async () => {
    const response = await fetch(`${platform.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: platform.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail() }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'You must provide either an email or phone number and a password',
    );
  });

  it('signs in with the password and refuses a wrong one', async () => {
    const email = uniqueEmail('signin');
    await platform.anonClient().auth.signUp({ email, password: 'correct-horse' });
    const wrong = await platform.anonClient().auth.signInWithPassword({ email, password: 'wrong-horse' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const unknown = await platform
      .anonClient()
      .auth.signInWithPassword({ email: uniqueEmail(), password: 'x-horse' });
    expect(unknown.error?.code).toBe('invalid_credentials');
    const right = await platform.anonClient().auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(right.error).toBeNull();
    expect(right.data.session?.refresh_token).toBeTruthy();
  });

  it('rotates refresh tokens: a used token cannot be used again, and reusing it revokes the session', async () => {
    const email = uniqueEmail('rotate');
    const client = platform.anonClient();
    await client.auth.signUp({ email, password: 'correct-horse' });
    const first = (await client.auth.getSession()).data.session!;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);

    const reuse = await rawRefresh(first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(reuse.body.code).toBe('refresh_token_already_used');
    // The theft signal revoked the family: the newest token is dead too.
    const afterTheft = await rawRefresh(second.refresh_token);
    expect(afterTheft.status).toBe(400);
    expect((await rawRefresh('not-a-token')).body.code).toBe('refresh_token_not_found');
  });

  it('reads and updates the user: metadata merges, the password changes', async () => {
    const email = uniqueEmail('update');
    const client = platform.anonClient();
    await client.auth.signUp({
      email,
      password: 'correct-horse',
      options: { data: { full_name: 'Old Name' } },
    });
    const got = await client.auth.getUser();
    expect(got.data.user?.email).toBe(email);
    const updated = await client.auth.updateUser({ data: { avatar_url: 'https://example.com/a.png' } });
    expect(updated.data.user?.user_metadata).toMatchObject({
      full_name: 'Old Name',
      avatar_url: 'https://example.com/a.png',
    });
    const same = await client.auth.updateUser({ password: 'correct-horse' });
    expect(same.error?.code).toBe('same_password');
    expect((await client.auth.updateUser({ password: 'battery-staple' })).error).toBeNull();
    const again = await platform.anonClient().auth.signInWithPassword({ email, password: 'battery-staple' });
    expect(again.error).toBeNull();
  });

  it('signs out: the access token and the refresh token stop working', async () => {
    const email = uniqueEmail('logout');
    const client = platform.anonClient();
    await client.auth.signUp({ email, password: 'correct-horse' });
    const session = (await client.auth.getSession()).data.session!;
    expect((await client.auth.signOut()).error).toBeNull();
    const user = await platform.anonClient().auth.getUser(session.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
    expect((await rawRefresh(session.refresh_token)).status).toBe(400);
  });

  it('refuses REST calls without the project key and any call with a wrong one; auth needs no key', async () => {
    expect((await fetch(`${platform.url}/rest/v1/`)).status).toBe(401);
    // As the Supabase CLI's gateway: auth authenticates by the bearer token, so a client built without the key
    // reaches it as an anonymous caller (and its admin routes still need a service-role token).
    expect((await fetch(`${platform.url}/auth/v1/settings`)).status).toBe(200);
    expect((await fetch(`${platform.url}/auth/v1/admin/users`)).status).toBe(401);
    const settings = await fetch(`${platform.url}/auth/v1/settings`, {
      headers: { apikey: platform.anonKey },
    });
    expect(((await settings.json()) as { external: { email: boolean } }).external.email).toBe(true);
    const forged = await fetch(`${platform.url}/auth/v1/settings`, {
      headers: { apikey: 'eyJhbGciOiJIUzI1NiJ9.e30.x' },
    });
    expect(forged.status).toBe(401);
  });
});
