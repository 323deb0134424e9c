import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Provider, { type Configuration } from 'oidc-provider';
import * as oidc from 'openid-client';
import { exportJWK, generateKeyPair } from 'jose';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../shared/db/database.types.ts';
import { NodeWebSocketTransport } from '../../server/realtime/node-websocket-transport.ts';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import { findFreePort } from '../../server/process/free-port.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

// A real OpenID provider (oidc-provider) stands in for Google. Its login and consent screens are replaced by
// a handler that signs in whichever account the test picks next, the way a user would click through them.
const CLIENT_ID = 'studyloop-google-test';
const CLIENT_SECRET = randomBytes(24).toString('hex');

interface Account {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture: string;
}

let platform: TestPlatform;
let providerServer: http.Server;
let issuer: string;
const accounts = new Map<string, Account>();
let nextLogin: string | 'deny' = '';

function account(label: string, overrides: Partial<Account> = {}): Account {
  const sub = `google-${label}-${randomBytes(4).toString('hex')}`;
  const created: Account = {
    sub,
    email: uniqueEmail(label),
    email_verified: true,
    name: `${label} Person`,
    picture: `https://images.example.com/${sub}.png`,
    ...overrides,
  };
  accounts.set(sub, created);
  return created;
}

async function startProvider(platformUrl: string) {
  const port = await findFreePort();
  issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${platformUrl}/auth/v1/callback`, `${issuer}/one-tap`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Like Google, put the profile claims into the ID token itself (One Tap has no access token to ask with).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const found = accounts.get(sub);
      return found ? { accountId: sub, claims: () => ({ ...found }) } : undefined;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handler = provider.callback();
  providerServer = http.createServer((req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void handler(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (nextLogin === 'deny') {
        await provider.interactionFinished(req, res, {
          error: 'access_denied',
          error_description: 'The user declined',
        });
      } else if (details.prompt.name === 'login') {
        await provider.interactionFinished(req, res, { login: { accountId: nextLogin } });
      } else {
        const grant = new provider.Grant({
          accountId: details.session!.accountId,
          clientId: details.params.client_id as string,
        });
        grant.addOIDCScope(String(details.params.scope));
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId: await grant.save() } },
          { mergeWithLastSubmission: true },
        );
      }
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => providerServer.listen(port, '127.0.0.1', () => resolve()));
}

beforeAll(async () => {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  await startProvider(url);
  const base = platformConfigFromEnv({});
  platform = await startTestPlatform({
    port,
    auth: {
      ...base.auth,
      autoconfirm: true,
      google: { issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
    },
  });
});
afterAll(async () => {
  await platform?.destroy();
  await new Promise((resolve) => providerServer?.close(resolve));
});

function client(flowType: 'implicit' | 'pkce' = 'implicit'): SupabaseClient<Database> {
  return createClient<Database>(platform.url, platform.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    realtime: { transport: NodeWebSocketTransport },
  });
}

/** A browser: follows redirects with its own cookies until the URL reaches `stopAt`. */
async function browse(start: string, stopAt: string): Promise<URL> {
  const jar = new Map<string, Map<string, string>>();
  let url = start;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(stopAt)) return new URL(url);
    const origin = new URL(url).origin;
    const cookies = jar.get(origin) ?? new Map<string, string>();
    jar.set(origin, cookies);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/expires=Thu, 01 Jan 1970/i.test(header)) cookies.delete(name);
      else cookies.set(name, pair.slice(pair.indexOf('=') + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`browser stopped at ${url}: ${response.status} ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}

const fragment = (url: URL) => Object.fromEntries(new URLSearchParams(url.hash.slice(1)));
const callbackUrl = () => `${platform.url}/auth/callback`;

async function signInWithGoogle(who: Account, c = client()) {
  nextLogin = who.sub;
  const { data, error } = await c.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: callbackUrl(), skipBrowserRedirect: true },
  });
  expect(error).toBeNull();
  return browse(data.url!, callbackUrl());
}

/** What Google One Tap hands the page: an ID token for our client id, carrying the hashed nonce. */
async function oneTapIdToken(who: Account, rawNonce: string): Promise<string> {
  nextLogin = who.sub;
  const config = await oidc.discovery(new URL(issuer), CLIENT_ID, CLIENT_SECRET, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const hashedNonce = createHash('sha256').update(rawNonce).digest('hex');
  const start = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${issuer}/one-tap`,
    scope: 'openid email profile',
    state,
    nonce: hashedNonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const landing = await browse(start.href, `${issuer}/one-tap`);
  const tokens = await oidc.authorizationCodeGrant(config, landing, {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: hashedNonce,
  });
  return tokens.id_token!;
}

describe('Google sign-in through OpenID Connect', () => {
  it('reports google enabled in /settings', async () => {
    const response = await fetch(`${platform.url}/auth/v1/settings`, {
      headers: { apikey: platform.anonKey },
    });
    expect(((await response.json()) as { external: { google: boolean } }).external.google).toBe(true);
  });

  it('creates the user on first sign-in, with name and avatar, and finds it again', async () => {
    const who = account('first');
    const landing = await signInWithGoogle(who);
    const tokens = fragment(landing);
    expect(tokens).toMatchObject({ token_type: 'bearer' });
    expect(tokens.provider_token).toBeTruthy();
    const { data } = await client().auth.getUser(tokens.access_token);
    expect(data.user?.email).toBe(who.email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.app_metadata).toMatchObject({ provider: 'google', providers: ['google'] });
    expect(data.user?.user_metadata).toMatchObject({
      full_name: who.name,
      name: who.name,
      avatar_url: who.picture,
      email: who.email,
      provider_id: who.sub,
    });
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(['google']);

    const again = fragment(await signInWithGoogle(who));
    const second = await client().auth.getUser(again.access_token);
    expect(second.data.user?.id).toBe(data.user?.id);
  });

  it('completes the PKCE flow with a code for the desktop deep link', async () => {
    const who = account('pkce');
    nextLogin = who.sub;
    const c = client('pkce');
    const events: string[] = [];
    c.auth.onAuthStateChange((event) => void events.push(event));
    const { data } = await c.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'studyloop://auth/callback', skipBrowserRedirect: true },
    });
    expect(new URL(data.url!).searchParams.get('code_challenge_method')).toBe('s256');
    const landing = await browse(data.url!, 'studyloop://');
    expect(landing.hash).toBe('');
    const code = landing.searchParams.get('code')!;
    const exchanged = await c.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(who.email);
    expect(exchanged.data.session?.provider_token).toBeTruthy();
    expect(events).toContain('SIGNED_IN');
  });

  it('links Google to an existing account with the same verified e-mail', async () => {
    const email = uniqueEmail('existing');
    const signUp = await client().auth.signUp({ email, password: 'correct-horse' });
    const who = account('existing', { email });
    const tokens = fragment(await signInWithGoogle(who));
    const { data } = await client().auth.getUser(tokens.access_token);
    expect(data.user?.id).toBe(signUp.data.user?.id);
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(['email', 'google']);
    expect(data.user?.app_metadata.providers).toEqual(['email', 'google']);
    expect((await client().auth.signInWithPassword({ email, password: 'correct-horse' })).error).toBeNull();
  });

  it('drops the password of an unconfirmed account taken over through Google (pre-hijacking)', async () => {
    const email = uniqueEmail('squatted');
    await platform
      .serviceClient()
      .auth.admin.createUser({ email, password: 'squatter-pass', email_confirm: false });
    fragment(await signInWithGoogle(account('squatted', { email })));
    const attempt = await client().auth.signInWithPassword({ email, password: 'squatter-pass' });
    expect(attempt.error?.code).toBe('invalid_credentials');
  });

  it('links and unlinks an identity for a signed-in user', async () => {
    const email = uniqueEmail('linker');
    const c = client();
    await c.auth.signUp({ email, password: 'correct-horse' });
    const who = account('linked');
    nextLogin = who.sub;
    const link = await c.auth.linkIdentity({
      provider: 'google',
      options: { redirectTo: callbackUrl(), skipBrowserRedirect: true },
    });
    expect(link.error).toBeNull();
    expect(new URL(link.data.url!).origin).toBe(issuer);
    const landing = await browse(link.data.url!, callbackUrl());
    expect(fragment(landing).access_token).toBeTruthy();

    const identities = (await c.auth.getUserIdentities()).data!.identities;
    expect(identities.map((i) => i.provider).sort()).toEqual(['email', 'google']);
    const google = identities.find((i) => i.provider === 'google')!;
    expect((await c.auth.unlinkIdentity(google)).error).toBeNull();
    const remaining = (await c.auth.getUserIdentities()).data!.identities;
    expect(remaining.map((i) => i.provider)).toEqual(['email']);
    const last = await c.auth.unlinkIdentity(remaining[0]!);
    expect(last.error?.code).toBe('single_identity_not_deletable');
  });

  it('refuses to link an identity that belongs to another user', async () => {
    const who = account('taken');
    await signInWithGoogle(who);
    const c = client();
    await c.auth.signUp({ email: uniqueEmail('thief'), password: 'correct-horse' });
    nextLogin = who.sub;
    const link = await c.auth.linkIdentity({
      provider: 'google',
      options: { redirectTo: callbackUrl(), skipBrowserRedirect: true },
    });
    const landing = await browse(link.data.url!, callbackUrl());
    expect(fragment(landing)).toMatchObject({ error_code: 'identity_already_exists' });
  });

  it('passes a provider refusal and a forged state back as errors', async () => {
    nextLogin = 'deny';
    const { data } = await client().auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: callbackUrl(), skipBrowserRedirect: true },
    });
    const denied = fragment(await browse(data.url!, callbackUrl()));
    expect(denied).toMatchObject({ error: 'access_denied', error_code: 'bad_oauth_callback' });

    const forged = await fetch(`${platform.url}/auth/v1/callback?code=abc&state=forged`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(302);
    expect(fragment(new URL(forged.headers.get('location')!))).toMatchObject({
      error_code: 'bad_oauth_state',
    });
  });

  it('refuses an unknown provider', async () => {
    const response = await fetch(`${platform.url}/auth/v1/authorize?provider=myspace`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('validation_failed');
  });
});

describe('Google One Tap (grant_type=id_token)', () => {
  it('signs in with a provider ID token and its nonce', async () => {
    const who = account('onetap');
    const nonce = randomBytes(16).toString('hex');
    const idToken = await oneTapIdToken(who, nonce);
    const c = client();
    const events: string[] = [];
    c.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await c.auth.signInWithIdToken({ provider: 'google', token: idToken, nonce });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(who.email);
    expect(data.user?.user_metadata.avatar_url).toBe(who.picture);
    expect(events).toContain('SIGNED_IN');

    // The same Google account through the redirect flow is the same user.
    const redirect = fragment(await signInWithGoogle(who));
    expect((await client().auth.getUser(redirect.access_token)).data.user?.id).toBe(data.user?.id);
  });

  it('refuses a wrong or missing nonce and a tampered token', async () => {
    const who = account('badtap');
    const idToken = await oneTapIdToken(who, 'the-real-nonce');
    const wrong = await client().auth.signInWithIdToken({
      provider: 'google',
      token: idToken,
      nonce: 'other',
    });
    expect(wrong.error?.message).toContain('Nonces mismatch');
    const missing = await client().auth.signInWithIdToken({ provider: 'google', token: idToken });
    expect(missing.error?.status).toBe(400);
    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: 'admin@example.com' })).toString('base64url')}.${signature}`;
    const tampered = await client().auth.signInWithIdToken({
      provider: 'google',
      token: forged,
      nonce: 'the-real-nonce',
    });
    expect(tampered.error?.code).toBe('validation_failed');
    expect(tampered.error?.message).toContain('Bad ID token');
  });
});
