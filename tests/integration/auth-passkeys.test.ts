// Passkeys and WebAuthn second factors (issue 31), driven as a browser would: supabase-js's passkey API with a
// software authenticator holding a real P-256 key (support/software-authenticator.ts), the server verifying every
// signature. One platform for the file; each test makes its own users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { NodeWebSocketTransport } from '../../server/realtime/node-websocket-transport.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';
import {
  SoftwareAuthenticator,
  type CreationOptions,
  type RequestOptions,
} from './support/software-authenticator.ts';

let platform: TestPlatform;
let origin: string;
let rpId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  // Without AUTH_WEBAUTHN_* settings the relying party is the site: its host name and origin.
  origin = new URL(platform.url).origin;
  rpId = new URL(platform.url).hostname;
});
afterAll(async () => {
  await platform?.destroy();
});

const passkeyClient = () =>
  createClient(platform.url, platform.anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      experimental: { passkey: true },
    },
    realtime: { transport: NodeWebSocketTransport },
  });

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    aal: string;
    amr: { method: string }[];
  };

async function signedUp(): Promise<{
  client: SupabaseClient;
  userId: string;
  password: string;
  email: string;
}> {
  const client = passkeyClient();
  const email = uniqueEmail('passkey');
  const password = 'a long pass phrase';
  const { data, error } = await client.auth.signUp({ email, password });
  expect(error).toBeNull();
  return { client, userId: data.user!.id, password, email };
}

async function registerPasskey(
  client: SupabaseClient,
  authenticator = new SoftwareAuthenticator(origin, rpId),
) {
  const started = await client.auth.passkey.startRegistration();
  expect(started.error).toBeNull();
  const credential = authenticator.create(started.data!.options as CreationOptions);
  const created = await client.auth.passkey.verifyRegistration({
    challengeId: started.data!.challenge_id,
    credential,
  });
  expect(created.error).toBeNull();
  return { authenticator, passkeyId: created.data!.id };
}

async function signInWith(
  authenticator: SoftwareAuthenticator,
  override?: { userHandle?: string; origin?: string },
) {
  const client = passkeyClient();
  const options = await client.auth.passkey.startAuthentication();
  expect(options.error).toBeNull();
  expect(options.data!.options.allowCredentials ?? []).toHaveLength(0);
  const assertion = authenticator.get(options.data!.options, override);
  const result = await client.auth.passkey.verifyAuthentication({
    challengeId: options.data!.challenge_id,
    credential: assertion,
  });
  return { client, result, challengeId: options.data!.challenge_id, assertion };
}

describe('passkeys', () => {
  it('registers a passkey and signs in with it: a session at aal1 with passkey in its amr', async () => {
    const owner = await signedUp();
    const started = await owner.client.auth.passkey.startRegistration();
    expect(started.data!.options).toMatchObject({
      rp: { id: rpId, name: 'Studyloop' },
      authenticatorSelection: { residentKey: 'required' },
      attestation: 'none',
    });
    expect(started.data!.options.pubKeyCredParams).toContainEqual({ alg: -7, type: 'public-key' });
    const { authenticator, passkeyId } = await registerPasskey(owner.client);

    const listed = await owner.client.auth.passkey.list();
    expect(listed.data).toEqual([
      expect.objectContaining({ id: passkeyId, friendly_name: 'Passkey', created_at: expect.any(String) }),
    ]);
    expect(listed.data![0]!.last_used_at).toBeUndefined();

    const { client, result } = await signInWith(authenticator);
    expect(result.error).toBeNull();
    expect(result.data!.user!.id).toBe(owner.userId);
    const claims = claimsOf(result.data!.session!.access_token);
    expect(claims).toMatchObject({ sub: owner.userId, aal: 'aal1' });
    expect(claims.amr.map((entry) => entry.method)).toEqual(['passkey']);
    expect((await client.auth.getUser()).data.user?.id).toBe(owner.userId);
    expect((await owner.client.auth.passkey.list()).data![0]!.last_used_at).toEqual(expect.any(String));

    const renamed = await owner.client.auth.passkey.update({ passkeyId, friendlyName: 'Laptop' });
    expect(renamed.data).toMatchObject({ id: passkeyId, friendly_name: 'Laptop' });
  });

  it('refuses a replayed challenge, a foreign origin, an unregistered key and an assertion naming another account', async () => {
    const owner = await signedUp();
    const { authenticator } = await registerPasskey(owner.client);

    const first = await signInWith(authenticator);
    expect(first.result.error).toBeNull();
    const replay = await first.client.auth.passkey.verifyAuthentication({
      challengeId: first.challengeId,
      credential: first.assertion,
    });
    expect(replay.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' });

    const phishing = await signInWith(authenticator, { origin: 'https://studyloop.example.evil' });
    expect(phishing.result.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });

    // A key that was offered registration options but never registered.
    const stray = new SoftwareAuthenticator(origin, rpId);
    stray.create((await owner.client.auth.passkey.startRegistration()).data!.options as CreationOptions);
    expect((await signInWith(stray)).result.error).toMatchObject({ code: 'webauthn_verification_failed' });

    // The owner's real key, with the user handle of someone else.
    const other = await signedUp();
    const forged = await signInWith(authenticator, {
      userHandle: Buffer.from(other.userId).toString('base64url'),
    });
    expect(forged.result.error).toMatchObject({ code: 'webauthn_verification_failed' });
  });

  it('a registration challenge belongs to the user it was issued to, and a key registers once', async () => {
    const owner = await signedUp();
    const intruder = await signedUp();
    const started = await owner.client.auth.passkey.startRegistration();
    const authenticator = new SoftwareAuthenticator(origin, rpId);
    const credential = authenticator.create(started.data!.options as CreationOptions);
    const stolen = await intruder.client.auth.passkey.verifyRegistration({
      challengeId: started.data!.challenge_id,
      credential,
    });
    expect(stolen.error).toMatchObject({ code: 'webauthn_challenge_not_found' });

    await registerPasskey(owner.client, authenticator);
    const again = await owner.client.auth.passkey.startRegistration();
    expect(again.data!.options.excludeCredentials).toEqual([
      expect.objectContaining({ id: authenticator.id, type: 'public-key' }),
    ]);
    const twice = await owner.client.auth.passkey.verifyRegistration({
      challengeId: again.data!.challenge_id,
      credential: authenticator.create(again.data!.options as CreationOptions),
    });
    expect(twice.error).toMatchObject({ status: 422, code: 'webauthn_credential_exists' });
  });

  it('with a verified TOTP factor: passkeys are managed from aal2 only, and a passkey sign-in still steps up', async () => {
    const owner = await signedUp();
    const { authenticator, passkeyId } = await registerPasskey(owner.client);
    const enrolled = await owner.client.auth.mfa.enroll({ factorType: 'totp' });
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.data!.totp.secret) });
    const verified = await owner.client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data!.id,
      code: totp.generate(),
    });
    expect(verified.error).toBeNull();

    const { client, result } = await signInWith(authenticator);
    expect(result.error).toBeNull();
    expect(claimsOf(result.data!.session!.access_token).aal).toBe('aal1');
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect((await client.auth.passkey.delete({ passkeyId })).error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
    });
    expect((await client.auth.passkey.startRegistration()).error).toMatchObject({ code: 'insufficient_aal' });
    // The aal2 session (password + TOTP) may remove it.
    expect((await owner.client.auth.passkey.delete({ passkeyId })).error).toBeNull();
    expect((await signInWith(authenticator)).result.error).toMatchObject({
      code: 'webauthn_verification_failed',
    });
  });

  it('admins list and remove a user’s passkeys; a removed passkey no longer signs in', async () => {
    const owner = await signedUp();
    const { authenticator, passkeyId } = await registerPasskey(owner.client);
    const admin = createClient(platform.url, platform.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, experimental: { passkey: true } },
      realtime: { transport: NodeWebSocketTransport },
    }).auth.admin;
    expect((await admin.passkey.listPasskeys({ userId: owner.userId })).data).toEqual([
      expect.objectContaining({ id: passkeyId }),
    ]);
    const asUser = await fetch(`${platform.url}/auth/v1/admin/users/${owner.userId}/passkeys`, {
      headers: { apikey: platform.anonKey, authorization: `Bearer ${platform.anonKey}` },
    });
    expect(asUser.status).toBe(403);
    expect((await admin.passkey.deletePasskey({ userId: owner.userId, passkeyId })).error).toBeNull();
    expect((await admin.passkey.listPasskeys({ userId: owner.userId })).data).toEqual([]);
    expect((await signInWith(authenticator)).result.error).toMatchObject({
      code: 'webauthn_verification_failed',
    });
  });
});

describe('WebAuthn second factors', () => {
  /** What /factors answers: a challenge with its WebAuthn options, a session, or an error. */
  interface FactorAnswer {
    id: string;
    code?: string;
    access_token: string;
    webauthn: { type: string; credential_options: { publicKey: CreationOptions & RequestOptions } };
  }

  async function factorCall(token: string, path: string, body: unknown) {
    const response = await fetch(`${platform.url}/auth/v1/factors${path}`, {
      method: 'POST',
      headers: {
        apikey: platform.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as FactorAnswer };
  }

  it('enrols a security key, raises the session to aal2, and signs a later challenge with it', async () => {
    const owner = await signedUp();
    const enrolled = await owner.client.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'Key' });
    expect(enrolled.data).toMatchObject({ type: 'webauthn', friendly_name: 'Key' });
    const factorId = enrolled.data!.id;
    const token = (await owner.client.auth.getSession()).data.session!.access_token;
    const key = new SoftwareAuthenticator(origin, rpId);

    const create = await factorCall(token, `/${factorId}/challenge`, {});
    expect(create.body).toMatchObject({ type: 'webauthn', webauthn: { type: 'create' } });
    const registered = await factorCall(token, `/${factorId}/verify`, {
      challenge_id: create.body.id,
      webauthn: {
        type: 'create',
        credential_response: key.create(create.body.webauthn.credential_options.publicKey),
      },
    });
    expect(registered.status).toBe(200);
    const upgraded = claimsOf(registered.body.access_token);
    expect(upgraded.aal).toBe('aal2');
    expect(upgraded.amr.map((entry) => entry.method)).toContain('mfa/webauthn');

    // A new password sign-in is aal1 until the key signs its challenge.
    const later = passkeyClient();
    await later.auth.signInWithPassword({ email: owner.email, password: owner.password });
    const laterToken = (await later.auth.getSession()).data.session!.access_token;
    const request = await factorCall(laterToken, `/${factorId}/challenge`, {});
    expect(request.body).toMatchObject({ webauthn: { type: 'request' } });
    const options = request.body.webauthn.credential_options.publicKey;
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const wrongKey = new SoftwareAuthenticator(origin, rpId);
    wrongKey.create(create.body.webauthn.credential_options.publicKey);
    const refused = await factorCall(laterToken, `/${factorId}/verify`, {
      challenge_id: request.body.id,
      webauthn: { type: 'request', credential_response: wrongKey.get(options) },
    });
    expect(refused).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed' } });
    const signed = await factorCall(laterToken, `/${factorId}/verify`, {
      challenge_id: request.body.id,
      webauthn: { type: 'request', credential_response: key.get(options) },
    });
    expect(signed.status).toBe(200);
    expect(claimsOf(signed.body.access_token).aal).toBe('aal2');
  });
});
