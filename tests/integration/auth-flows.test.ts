import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { NodeWebSocketTransport } from '../../server/realtime/node-websocket-transport.ts';
import { createClient, isAuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../shared/db/database.types.ts';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform, fetchDevPage } from './support/test-platform.ts';

// The product's default e-mail confirmation (on), low rate limits, and X-Forwarded-For trusted so that every client here comes from
// its own (documentation-range) address and only the rate-limit tests ever reach a limit.
let platform: TestPlatform;
let db: pg.Client;
let addressCounter = 0;
// Each in its own /64: per-address limits count an IPv6 address as its /64 network.
const nextIp = () => `2001:db8:${(++addressCounter).toString(16)}::1`;

interface OutboxMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

beforeAll(async () => {
  const base = platformConfigFromEnv({});
  platform = await startTestPlatform({
    auth: {
      ...base.auth,
      trustProxy: true,
      passwordChangeRequiresReauthentication: true,
      redirectAllowList: ['http://localhost:5173/**'],
      rateLimits: {
        ...base.auth.rateLimits,
        signInPerIp: 4,
        signInPerEmail: 5,
        signUpPerIp: 5,
        recoverPerIp: 5,
        otpPerIp: 10,
        emailsPerAddressPerHour: 4,
        emailMinIntervalSeconds: 0,
      },
    },
  });
  db = new pg.Client({ connectionString: platform.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

function client(options: { pkce?: boolean; ip?: string } = {}): SupabaseClient<Database> {
  return createClient<Database>(platform.url, platform.anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.pkce ? 'pkce' : 'implicit',
    },
    global: { headers: { 'x-forwarded-for': options.ip ?? nextIp() } },
    // Node 20 has no global WebSocket; realtime-js needs one even when unused.
    realtime: { transport: NodeWebSocketTransport },
  });
}

async function outbox(to: string): Promise<OutboxMail[]> {
  const response = await fetchDevPage(platform, `/_dev/mail.json?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxMail[];
}

async function latestMail(to: string, kind?: string, newerThan = 0): Promise<OutboxMail> {
  // Recovery, magic-link and resent mails go out after the answer, so they may take a moment to arrive.
  let mail: OutboxMail | undefined;
  for (let tries = 0; !mail && tries < 100; tries++) {
    if (tries) await new Promise((resolve) => setTimeout(resolve, 50));
    mail = (await outbox(to)).find((m) => (!kind || m.kind === kind) && m.id > newerThan);
  }
  expect(mail, `a ${kind ?? ''} mail to ${to}`).toBeDefined();
  return mail!;
}

/** Opens a link from a mail the way a browser does, and returns where the platform redirects to. */
async function click(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual', headers: { 'x-forwarded-for': nextIp() } });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

const fragment = (url: URL) => Object.fromEntries(new URLSearchParams(url.hash.slice(1)));
const codeIn = (mail: OutboxMail) => /code: (\d{6})/.exec(mail.text)![1]!;
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

async function confirmedUser(password = 'correct-horse') {
  const email = uniqueEmail('confirmed');
  const { error } = await client().auth.signUp({ email, password });
  expect(error).toBeNull();
  await click((await latestMail(email, 'confirmation')).links[0]!);
  return { email, password };
}

async function signedIn(password = 'correct-horse') {
  const account = await confirmedUser(password);
  const c = client();
  const { error } = await c.auth.signInWithPassword(account);
  expect(error).toBeNull();
  return { ...account, client: c };
}

describe('sign-up with e-mail confirmation', () => {
  it('mails a confirmation link to /auth/callback that signs the user in once', async () => {
    const email = uniqueEmail('confirm');
    const c = client();
    const signUp = await c.auth.signUp({
      email,
      password: 'correct-horse',
      options: { data: { full_name: 'Ada' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();

    const early = await client().auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(early.error?.code).toBe('email_not_confirmed');

    const mail = await latestMail(email, 'confirmation');
    expect(mail.subject).toBe('Confirm your signup');
    expect(mail.html).toContain(mail.links[0]!.replace(/&/g, '&amp;'));
    const link = new URL(mail.links[0]!);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${platform.url}/auth/callback`);

    const landing = await click(mail.links[0]!);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${platform.url}/auth/callback`);
    const tokens = fragment(landing);
    expect(tokens).toMatchObject({ token_type: 'bearer', type: 'signup' });
    const user = await client().auth.getUser(tokens.access_token);
    expect(user.data.user?.email_confirmed_at).toBeTruthy();
    expect(user.data.user?.user_metadata.full_name).toBe('Ada');
    expect(claimsOf(tokens.access_token!).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);

    const again = fragment(await click(mail.links[0]!));
    expect(again).toMatchObject({ error: 'access_denied', error_code: 'otp_expired' });
    expect((await client().auth.signInWithPassword({ email, password: 'correct-horse' })).error).toBeNull();
  });

  it('resends the confirmation with a fresh link and voids the old one', async () => {
    const email = uniqueEmail('resend');
    await client().auth.signUp({ email, password: 'correct-horse' });
    const first = await latestMail(email, 'confirmation');
    expect((await client().auth.resend({ type: 'signup', email })).error).toBeNull();
    const second = await latestMail(email, 'confirmation', first.id);
    expect(second.id).toBeGreaterThan(first.id);
    expect(fragment(await click(first.links[0]!)).error_code).toBe('otp_expired');
    expect(fragment(await click(second.links[0]!)).access_token).toBeTruthy();
  });

  it('confirms with the six-digit code from the mail as well', async () => {
    const email = uniqueEmail('code');
    await client().auth.signUp({ email, password: 'correct-horse' });
    const c = client();
    const wrong = await c.auth.verifyOtp({ email, token: '000000', type: 'email' });
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await c.auth.verifyOtp({
      email,
      token: codeIn(await latestMail(email)),
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
  });

  it('by default, answers a new address and a taken one alike: a user awaiting confirmation, no session', async () => {
    const taken = uniqueEmail('taken');
    const owner = await platform.serviceClient().auth.admin.createUser({
      email: taken,
      password: 'correct-horse',
      email_confirm: true,
    });
    expect(owner.error).toBeNull();
    const fresh = uniqueEmail('fresh');
    const before = Math.max(0, ...(await outbox(taken)).map((mail) => mail.id));
    const signUp = async (email: string) => {
      const response = await fetch(`${platform.url}/auth/v1/signup`, {
        method: 'POST',
        headers: {
          apikey: platform.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': nextIp(),
        },
        body: JSON.stringify({ email, password: 'other-horse', data: { full_name: 'Ada', nickname: 'ada' } }),
      });
      // Ids, times and the address itself are each caller's own; everything else must match to the byte.
      const body = (await response.text())
        .replaceAll(email, '<email>')
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
        .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<time>"');
      return { status: response.status, body };
    };
    const answers = { fresh: await signUp(fresh), taken: await signUp(taken) };
    expect(answers.taken).toEqual(answers.fresh);
    expect(answers.fresh.status).toBe(200);
    const user = JSON.parse(answers.fresh.body) as Record<string, unknown>;
    expect(user).not.toHaveProperty('access_token');
    expect(user).toMatchObject({ email: '<email>', user_metadata: { full_name: 'Ada', nickname: 'ada' } });
    expect(user.identities).toHaveLength(1);
    // The owner is told, with a way in; nothing that would confirm or sign in the stranger's sign-up.
    const told = await latestMail(taken, 'account_exists', before);
    expect(told.links).toEqual([`${platform.url}/login`]);
    expect((await outbox(taken)).filter((mail) => mail.id > before).map((mail) => mail.kind)).toEqual([
      'account_exists',
    ]);
    expect(
      (await client().auth.signInWithPassword({ email: taken, password: 'other-horse' })).error?.code,
    ).toBe('invalid_credentials');
    // Repeated, both pay the inbox's mail budget alike: the same answers, the same 429 once it is spent.
    const repeats = { fresh: [] as number[], taken: [] as number[] };
    for (let i = 0; i < 4; i++) {
      repeats.fresh.push((await signUp(fresh)).status);
      repeats.taken.push((await signUp(taken)).status);
    }
    expect(repeats.taken).toEqual(repeats.fresh);
    expect(repeats.fresh).toEqual([200, 200, 200, 429]);
  });

  it('keeps redirect_to within the site, the allow list and the desktop scheme', async () => {
    const cases: [string, string][] = [
      ['https://evil.example/steal', `${platform.url}/auth/callback`],
      [
        'http://localhost:5173/auth/callback?returnUrl=%2Fdashboard',
        'http://localhost:5173/auth/callback?returnUrl=%2Fdashboard',
      ],
      ['studyloop://auth/callback', 'studyloop://auth/callback'],
      [`${platform.url}/dashboard`, `${platform.url}/dashboard`],
    ];
    for (const [requested, expected] of cases) {
      const email = uniqueEmail('redirect');
      await client().auth.signUp({
        email,
        password: 'correct-horse',
        options: { emailRedirectTo: requested },
      });
      const link = new URL((await latestMail(email)).links[0]!);
      expect(link.searchParams.get('redirect_to')).toBe(expected);
    }
  });

  it('refuses common passwords with the pwned reason, case-insensitively', async () => {
    for (const password of ['password123', 'Password123', 'QWERTY123']) {
      const { error } = await client().auth.signUp({ email: uniqueEmail('weak'), password });
      expect(error?.name).toBe('AuthWeakPasswordError');
      expect(error?.code).toBe('weak_password');
      expect(isAuthWeakPasswordError(error) && error.reasons).toEqual(['pwned']);
    }
    const short = await client().auth.signUp({ email: uniqueEmail('weak'), password: 'abc' });
    expect(isAuthWeakPasswordError(short.error) && short.error.reasons).toEqual(['length']);
  });
});

describe('PKCE', () => {
  it('confirms a PKCE sign-up with a one-time code exchanged by the same client', async () => {
    const email = uniqueEmail('pkce');
    const c = client({ pkce: true });
    const events: string[] = [];
    c.auth.onAuthStateChange((event) => void events.push(event));
    await c.auth.signUp({ email, password: 'correct-horse' });
    const mail = await latestMail(email, 'confirmation');
    expect(new URL(mail.links[0]!).searchParams.get('token')).toMatch(/^pkce_/);
    const landing = await click(mail.links[0]!);
    expect(landing.hash).toBe('');
    const code = landing.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const { data, error } = await c.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(events).toContain('SIGNED_IN');
    expect(claimsOf(data.session!.access_token).amr).toEqual([
      { method: 'email/signup', timestamp: expect.any(Number) },
    ]);

    // Single use: the same code again is unknown.
    const reuse = await fetch(`${platform.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: platform.anonKey, 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(reuse.status).toBe(404);
    expect(((await reuse.json()) as { code: string }).code).toBe('flow_state_not_found');
  });

  it('refuses a wrong verifier and an expired code', async () => {
    const { email } = await confirmedUser();
    const c = client({ pkce: true });
    await c.auth.signInWithOtp({ email });
    const code = (await click((await latestMail(email, 'magic_link')).links[0]!)).searchParams.get('code')!;

    const wrong = await fetch(`${platform.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: platform.anonKey, 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ auth_code: code, code_verifier: 'y'.repeat(50) }),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('bad_code_verifier');

    // Five minutes after it was handed out the code is dead.
    await db.query(
      `update auth.flow_state set auth_code_issued_at = now() - interval '301 seconds' where auth_code = $1`,
      [code],
    );
    const late = await c.auth.exchangeCodeForSession(code);
    expect(late.error?.status).toBe(422);
    expect(late.error?.code).toBe('flow_state_expired');
  });
});

describe('password recovery', () => {
  it('mails a link to /reset-password that lands with a recovery session', async () => {
    const { email } = await confirmedUser();
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = await latestMail(email, 'recovery');
    expect(mail.subject).toBe('Reset your password');
    const landing = await click(mail.links[0]!);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${platform.url}/reset-password`);
    expect(fragment(landing)).toMatchObject({ type: 'recovery', token_type: 'bearer' });
  });

  it('emits PASSWORD_RECOVERY and lets the user set a new password (code flow)', async () => {
    const { email } = await confirmedUser();
    const c = client();
    const events: string[] = [];
    c.auth.onAuthStateChange((event) => void events.push(event));
    await c.auth.resetPasswordForEmail(email, { redirectTo: `${platform.url}/auth/reset-password` });
    const mail = await latestMail(email, 'recovery');
    expect(new URL(mail.links[0]!).searchParams.get('redirect_to')).toBe(
      `${platform.url}/auth/reset-password`,
    );
    const { error } = await c.auth.verifyOtp({ email, token: codeIn(mail), type: 'recovery' });
    expect(error).toBeNull();
    expect((await c.auth.updateUser({ password: 'new-battery-staple' })).error).toBeNull();
    expect(events.filter((e) => e !== 'INITIAL_SESSION')).toEqual(['PASSWORD_RECOVERY', 'USER_UPDATED']);
    const again = await client().auth.signInWithPassword({ email, password: 'new-battery-staple' });
    expect(again.error).toBeNull();
  });

  it('emits PASSWORD_RECOVERY after a PKCE recovery link', async () => {
    const { email } = await confirmedUser();
    const c = client({ pkce: true });
    const events: string[] = [];
    c.auth.onAuthStateChange((event) => void events.push(event));
    await c.auth.resetPasswordForEmail(email);
    const code = (await click((await latestMail(email, 'recovery')).links[0]!)).searchParams.get('code')!;
    const { data, error } = await c.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect((data as { redirectType?: string | null }).redirectType).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(await outbox(email)).toEqual([]);
  });
});

describe('magic links and e-mail OTP', () => {
  it('signs an existing user in with the magic link or its code', async () => {
    const { email } = await confirmedUser();
    expect((await client().auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await latestMail(email, 'magic_link');
    const tokens = fragment(await click(mail.links[0]!));
    expect(tokens.type).toBe('magiclink');
    expect(tokens.access_token).toBeTruthy();

    await client().auth.signInWithOtp({ email });
    const c = client();
    const { data, error } = await c.auth.verifyOtp({
      email,
      token: codeIn(await latestMail(email, 'magic_link', mail.id)),
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('creates a passwordless user on first OTP and confirms it by token hash', async () => {
    const email = uniqueEmail('otp-new');
    await client().auth.signInWithOtp({ email, options: { data: { full_name: 'New Person' } } });
    const mail = await latestMail(email, 'confirmation');
    const tokenHash = new URL(mail.links[0]!).searchParams.get('token')!;
    const { data, error } = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.full_name).toBe('New Person');
    const password = await client().auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(password.error?.code).toBe('invalid_credentials');
  });

  it('creates no user when shouldCreateUser is false, without saying the address is unknown', async () => {
    const email = uniqueEmail('otp-none');
    const { error } = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    // Supabase Auth answers otp_disabled here, which tells anyone which addresses have no account.
    expect(error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await outbox(email)).toEqual([]);
    expect((await db.query(`select 1 from auth.users where email = $1`, [email])).rows).toEqual([]);
  });
});

describe('changing e-mail and password', () => {
  it('changes the e-mail only after both addresses confirm', async () => {
    const { email, client: c } = await signedIn();
    const newEmail = uniqueEmail('moved');
    const updated = await c.auth.updateUser({ email: newEmail });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(email);
    expect(updated.data.user?.new_email).toBe(newEmail);

    const toOld = await latestMail(email, 'email_change');
    const toNew = await latestMail(newEmail, 'email_change');
    const first = await click(toOld.links[0]!);
    expect(fragment(first).message).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect((await c.auth.getUser()).data.user?.email).toBe(email);
    const second = fragment(await click(toNew.links[0]!));
    expect(second.access_token).toBeTruthy();
    expect((await c.auth.getUser()).data.user?.email).toBe(newEmail);
    const signIn = await client().auth.signInWithPassword({ email: newEmail, password: 'correct-horse' });
    expect(signIn.error).toBeNull();
  });

  it('asks an older session for a reauthentication nonce before a password change', async () => {
    const { email, client: c } = await signedIn();
    const session = (await c.auth.getSession()).data.session!;
    await db.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [
      claimsOf(session.access_token).session_id,
    ]);
    const needed = await c.auth.updateUser({ password: 'fresh-battery-staple' });
    expect(needed.error?.code).toBe('reauthentication_needed');

    expect((await c.auth.reauthenticate()).error).toBeNull();
    const mail = await latestMail(email, 'reauthentication');
    expect(mail.links).toEqual([]);
    const bad = await c.auth.updateUser({ password: 'fresh-battery-staple', nonce: '000000' });
    expect(bad.error?.code).toBe('reauthentication_not_valid');
    const good = await c.auth.updateUser({ password: 'fresh-battery-staple', nonce: codeIn(mail) });
    expect(good.error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: 'fresh-battery-staple' })).error,
    ).toBeNull();
  });
});

describe('auth events', () => {
  it('fires SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED and SIGNED_OUT as against Supabase', async () => {
    const account = await confirmedUser();
    const c = client();
    const events: string[] = [];
    c.auth.onAuthStateChange((event) => void events.push(event));
    expect((await c.auth.signInWithPassword(account)).error).toBeNull();
    expect((await c.auth.refreshSession()).error).toBeNull();
    expect((await c.auth.updateUser({ data: { full_name: 'Events' } })).error).toBeNull();
    expect((await c.auth.signOut()).error).toBeNull();
    expect(events.filter((e) => e !== 'INITIAL_SESSION')).toEqual([
      'SIGNED_IN',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'SIGNED_OUT',
    ]);
  });
});

describe('rate limits', () => {
  it('answers 429 over_request_rate_limit once an address signs in too often', async () => {
    const { email } = await confirmedUser();
    const ip = nextIp();
    const statuses: (number | undefined)[] = [];
    for (let i = 0; i < 5; i++) {
      const { error } = await client({ ip }).auth.signInWithPassword({ email, password: 'wrong-horse' });
      statuses.push(error?.status);
    }
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    const limited = await fetch(`${platform.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: platform.anonKey, 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password: 'correct-horse' }),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
    // Another address is not affected.
    expect((await client().auth.signInWithPassword({ email, password: 'correct-horse' })).error).toBeNull();
  });

  it('never refuses an account as a whole: wrong passwords from many addresses leave the owner in', async () => {
    const { email } = await confirmedUser();
    const errors: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      errors.push((await client().auth.signInWithPassword({ email, password: 'wrong-horse' })).error?.code);
    }
    expect(errors).toEqual(Array(6).fill('invalid_credentials'));
    expect((await client().auth.signInWithPassword({ email, password: 'correct-horse' })).error).toBeNull();
  });

  it('limits sign-ups per address', async () => {
    const ip = nextIp();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await client({ ip }).auth.signUp({ email: uniqueEmail('many'), password: 'correct-horse' })).error
          ?.code,
      );
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(undefined));
    expect(codes[5]).toBe('over_request_rate_limit');
  });

  it('limits mail to one inbox with over_email_send_rate_limit', async () => {
    const { email } = await confirmedUser();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) codes.push((await client().auth.resetPasswordForEmail(email)).error?.code);
    // The confirmation mail counted too: four mails an hour.
    expect(codes.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect(codes[3]).toBe('over_email_send_rate_limit');
  });
});

describe('developer outbox page', () => {
  it('lists mail newest first with clickable links', async () => {
    const email = uniqueEmail('page');
    await client().auth.signUp({ email, password: 'correct-horse' });
    const page = await fetchDevPage(platform, `/_dev/mail?to=${encodeURIComponent(email)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Confirm your signup');
    const link = (await latestMail(email)).links[0]!;
    expect(html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
    const all = await (await fetchDevPage(platform, `/_dev/mail.json`)).json();
    expect((all as OutboxMail[])[0]!.id).toBeGreaterThanOrEqual((await latestMail(email)).id);
  });
});
