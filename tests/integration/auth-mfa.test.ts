import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import * as OTPAuth from 'otpauth';
import type { SupabaseClient } from '@supabase/supabase-js';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Client;

beforeAll(async () => {
  platform = await startTestPlatform({ auth: { ...platformConfigFromEnv({}).auth, autoconfirm: true } });
  db = new pg.Client({ connectionString: platform.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as {
    aal: string;
    amr: { method: string }[];
    session_id: string;
  };

/** The code an authenticator app would show for this secret, `offset` periods from now. */
function codeFor(secret: string, offset = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offset * 30_000 });
}

async function signedInUser(): Promise<{ client: SupabaseClient; email: string }> {
  const email = uniqueEmail('mfa');
  const client = platform.anonClient();
  const { error } = await client.auth.signUp({ email, password: 'correct-horse' });
  expect(error).toBeNull();
  return { client, email };
}

async function enrolledAndVerified() {
  const user = await signedInUser();
  const enrolled = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  expect(enrolled.error).toBeNull();
  const secret = enrolled.data!.totp.secret;
  const usedCode = codeFor(secret);
  const verified = await user.client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data!.id,
    code: usedCode,
  });
  expect(verified.error).toBeNull();
  return { ...user, factorId: enrolled.data!.id, secret, usedCode };
}

describe('TOTP factors', () => {
  it('enrols with a secret, an otpauth URI and an SVG QR code', async () => {
    const { client, email } = await signedInUser();
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Laptop',
      issuer: 'Studyloop',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Laptop' });
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toMatch(/^otpauth:\/\/totp\/Studyloop:/);
    expect(decodeURIComponent(data!.totp.uri)).toContain(email);
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);

    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.all.map((f) => [f.id, f.status])).toEqual([[data!.id, 'unverified']]);
    expect(factors.data?.totp).toEqual([]);
    const duplicate = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    expect(duplicate.error?.code).toBe('mfa_factor_name_conflict');
  });

  it('verifies a code into an aal2 session with totp in amr, kept across refresh', async () => {
    const { client, email } = await signedInUser();
    const other = platform.anonClient();
    await other.auth.signInWithPassword({ email, password: 'correct-horse' });

    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    const secret = enrolled.data!.totp.secret;
    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.data!.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp' });
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000);

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const wrong = await client.auth.mfa.verify({
      factorId: enrolled.data!.id,
      challengeId: challenge.data!.id,
      code: '000000' === codeFor(secret) ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');

    const { data, error } = await client.auth.mfa.verify({
      factorId: enrolled.data!.id,
      challengeId: challenge.data!.id,
      code: codeFor(secret),
    });
    expect(error).toBeNull();
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
    const claims = claimsOf(data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((a) => a.method)).toEqual(['totp', 'password']);

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await client.auth.mfa.listFactors()).data?.totp.map((f) => f.status)).toEqual(['verified']);

    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2');

    // The other session never passed the second factor and was ended.
    const otherUser = await other.auth.getUser();
    expect(otherUser.error?.name).toBe('AuthSessionMissingError');
  });

  it('refuses a replayed code and an expired challenge', async () => {
    const { client, factorId, secret, usedCode } = await enrolledAndVerified();
    const replay = await client.auth.mfa.challengeAndVerify({ factorId, code: usedCode });
    expect(replay.error?.code).toBe('mfa_verification_failed');

    const challenge = await client.auth.mfa.challenge({ factorId });
    await db.query(
      `update auth.mfa_challenges set created_at = now() - interval '10 minutes' where id = $1`,
      [challenge.data!.id],
    );
    const late = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: codeFor(secret, 1),
    });
    expect(late.error?.code).toBe('mfa_challenge_expired');
  });

  it('needs aal2 to add or remove factors once one is verified', async () => {
    const { client, email, factorId, secret } = await enrolledAndVerified();
    const aal1 = platform.anonClient();
    await aal1.auth.signInWithPassword({ email, password: 'correct-horse' });
    expect((await aal1.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    expect((await aal1.auth.mfa.enroll({ factorType: 'totp' })).error?.code).toBe('insufficient_aal');
    expect((await aal1.auth.mfa.unenroll({ factorId })).error?.code).toBe('insufficient_aal');

    // Stepping up the aal1 session with the next code makes it able to remove the factor.
    const stepUp = await aal1.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) });
    expect(stepUp.error).toBeNull();
    const removed = await aal1.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('answers unknown factors with mfa_factor_not_found', async () => {
    const { client } = await signedInUser();
    const missing = await client.auth.mfa.challenge({ factorId: '00000000-0000-0000-0000-000000000000' });
    expect(missing.error?.code).toBe('mfa_factor_not_found');
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error?.status).toBe(422);
  });
});
