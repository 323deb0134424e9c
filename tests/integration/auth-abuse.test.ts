// Abuse of the auth service by a stranger: locking an owner out of their account by exhausting limits keyed on
// the owner's address or account (issue 9 item 4), and telling known addresses from unknown ones through the
// mail flows' answers, limits and timing (item 5). Clients come from their own addresses via X-Forwarded-For.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import * as OTPAuth from 'otpauth';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import { measureOwnerSignInUnderAttack } from '../../scripts/bench/abuse/sign-in-lockout.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

const WRONG_PER_ACCOUNT_AND_ADDRESS = 5;
const SLOWDOWN_AFTER = 6;
const MAX_DELAY_MS = 600;

let platform: TestPlatform;
let db: pg.Client;
let addressCounter = 0;
/** A fresh client address; each in its own /64, so no two share an IPv6 network's limits. */
const nextIp = () => `2001:db8:${(++addressCounter).toString(16)}::5`;

beforeAll(async () => {
  const base = platformConfigFromEnv({});
  platform = await startTestPlatform({
    auth: {
      ...base.auth,
      autoconfirm: false,
      trustProxy: true,
      rateLimits: {
        ...base.auth.rateLimits,
        signInPerIp: 40,
        signInPerEmail: WRONG_PER_ACCOUNT_AND_ADDRESS,
        signInSlowdownAfter: SLOWDOWN_AFTER,
        signInMaxDelayMs: MAX_DELAY_MS,
        signUpPerIp: 1000,
        recoverPerIp: 1000,
        otpPerIp: 1000,
        emailsPerAddressPerHour: 2,
        emailMinIntervalSeconds: 60,
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

interface Answer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

async function call(
  path: string,
  options: { ip?: string; method?: string; body?: unknown; token?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${platform.url}/auth/v1${path}`, {
    method: options.method ?? 'POST',
    headers: {
      apikey: platform.anonKey,
      authorization: `Bearer ${options.token ?? platform.anonKey}`,
      'content-type': 'application/json',
      'x-forwarded-for': options.ip ?? nextIp(),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, ms };
}

const signIn = (email: string, password: string, ip?: string) =>
  call('/token?grant_type=password', { ip, body: { email, password } });

/** A user made through the admin API (no mail, no rate limit): confirmed unless told otherwise. */
async function adminUser(options: { confirmed?: boolean; password?: string } = {}) {
  const email = uniqueEmail('abuse');
  const password = options.password ?? 'correct-horse-battery';
  const { data, error } = await platform
    .serviceClient()
    .auth.admin.createUser({ email, password, email_confirm: options.confirmed ?? true });
  expect(error).toBeNull();
  return { email, password, id: data.user!.id };
}

async function mailsTo(email: string): Promise<{ kind: string; text: string }[]> {
  const { rows } = await db.query<{ kind: string; text_body: string }>(
    `select kind, text_body from studyloop_platform.mail_outbox where lower(to_address) = lower($1) order by id`,
    [email],
  );
  return rows.map((row) => ({ kind: row.kind, text: row.text_body }));
}

/** Mail may go out after the answer (off the request path): waits for it a little. */
async function waitForMail(email: string, kind: string): Promise<{ kind: string; text: string }> {
  for (let i = 0; i < 100; i++) {
    const mail = (await mailsTo(email)).find((m) => m.kind === kind);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${kind} mail to ${email}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

describe('password sign-in under attack (item 4)', () => {
  it('refuses a guesser at one address and lets the owner in from another', async () => {
    const owner = await adminUser();
    const attacker = nextIp();
    const answers: Answer[] = [];
    for (let i = 0; i < 3 * WRONG_PER_ACCOUNT_AND_ADDRESS; i++) {
      answers.push(await signIn(owner.email, `wrong-guess-${i}`, attacker));
    }
    expect(answers.slice(0, WRONG_PER_ACCOUNT_AND_ADDRESS).map((a) => a.body.code)).toEqual(
      Array(WRONG_PER_ACCOUNT_AND_ADDRESS).fill('invalid_credentials'),
    );
    const refused = answers.slice(WRONG_PER_ACCOUNT_AND_ADDRESS);
    expect(refused.every((a) => a.status === 429 && a.body.code === 'over_request_rate_limit')).toBe(true);
    // Even the right password is not checked any more from the guesser's address...
    expect((await signIn(owner.email, owner.password, attacker)).status).toBe(429);
    // ...but the owner, anywhere else, signs in at once and repeatedly.
    for (let i = 0; i < 3; i++) {
      const own = await signIn(owner.email, owner.password);
      expect(own.status).toBe(200);
      expect(own.body.access_token).toBeTruthy();
    }
  });

  it('slows wrong passwords from many addresses per account, never refusing the right one', async () => {
    const owner = await adminUser();
    const distributed: Answer[] = [];
    for (let i = 0; i < SLOWDOWN_AFTER + 3; i++) distributed.push(await signIn(owner.email, `spray-${i}`));
    // One guess per address: no address reaches its limit, so every guess is answered, ever more slowly.
    expect(distributed.map((a) => a.body.code)).toEqual(
      Array(SLOWDOWN_AFTER + 3).fill('invalid_credentials'),
    );
    expect(distributed.at(-1)!.ms).toBeGreaterThanOrEqual(MAX_DELAY_MS * 0.9);

    const own = await signIn(owner.email, owner.password);
    expect(own.status).toBe(200);
    // The owner waits as long as a guesser does: a quick answer must not tell a right password from a wrong one.
    expect(own.ms).toBeGreaterThanOrEqual(MAX_DELAY_MS * 0.9);
  });

  it('lets a typo-prone owner in once the right password comes, and forgets their typos', async () => {
    const owner = await adminUser();
    const home = nextIp();
    for (let i = 0; i < WRONG_PER_ACCOUNT_AND_ADDRESS - 1; i++) {
      expect((await signIn(owner.email, `typo-${i}`, home)).body.code).toBe('invalid_credentials');
    }
    expect((await signIn(owner.email, owner.password, home)).status).toBe(200);
    for (let i = 0; i < WRONG_PER_ACCOUNT_AND_ADDRESS - 1; i++) {
      expect((await signIn(owner.email, `typo-again-${i}`, home)).body.code).toBe('invalid_credentials');
    }
    expect((await signIn(owner.email, owner.password, home)).status).toBe(200);
  });

  it('answers an unknown address exactly like a known one under the same guessing', async () => {
    const known = await adminUser();
    const unknown = uniqueEmail('nobody');
    const pattern = async (email: string) => {
      const ip = nextIp();
      const codes: unknown[] = [];
      for (let i = 0; i < WRONG_PER_ACCOUNT_AND_ADDRESS + 2; i++) {
        codes.push((await signIn(email, `guess-${i}`, ip)).body.code);
      }
      return codes;
    };
    expect(await pattern(unknown)).toEqual(await pattern(known.email));
  });

  it('answers an oversized address as a wrong one, not with a server error', async () => {
    // Random, so that Postgres cannot compress it below the size its index takes.
    const local = randomBytes(4000).toString('base64url');
    const answer = await signIn(`${local}@example.com`, 'whatever-horse');
    expect([answer.status, answer.body.code]).toEqual([400, 'invalid_credentials']);
  });

  it('keeps the owner signing in while the abuse bench hammers from one address', async () => {
    const result = await measureOwnerSignInUnderAttack(
      { url: platform.url, anonKey: platform.anonKey },
      { serviceRoleKey: platform.serviceRoleKey, attackerAttempts: 40, ownerSignIns: 3 },
    );
    expect(result.attackerAttempts).toBe(40);
    expect(result.attackerRefused).toBeGreaterThanOrEqual(40 - WRONG_PER_ACCOUNT_AND_ADDRESS - 4);
    expect(result.ownerSucceeded).toBe(result.ownerSignIns);
  });
});

describe('limits a stranger could exhaust to deny the owner (item 4 siblings)', () => {
  it('still mails the signed-in owner a reauthentication code after strangers used up the inbox', async () => {
    const owner = await adminUser();
    const session = await signIn(owner.email, owner.password);
    expect(session.status).toBe(200);
    // Strangers request anonymous mail for the owner's address until the inbox's hourly budget is spent.
    await call('/recover', { body: { email: owner.email } });
    await call('/otp', { body: { email: owner.email, create_user: false } });
    const spent = await call('/recover', { body: { email: owner.email } });
    expect(spent.body.code).toBe('over_email_send_rate_limit');

    const reauthenticate = await call('/reauthenticate', {
      method: 'GET',
      token: session.body.access_token as string,
    });
    expect(reauthenticate.status).toBe(200);
    expect((await waitForMail(owner.email, 'reauthentication')).text).toMatch(/\d{6}/);
  });

  it('limits guesses of a reauthentication nonce per session', async () => {
    const owner = await adminUser();
    const token = (await signIn(owner.email, owner.password)).body.access_token as string;
    const codes: unknown[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push(
        (
          await call('/user', {
            method: 'PUT',
            token,
            body: { password: 'another-horse-battery', nonce: String(100000 + i) },
          })
        ).body.code,
      );
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('reauthentication_not_valid'));
    expect(codes.at(-1)).toBe('over_request_rate_limit');
    // Another session of the owner's is not affected.
    const other = (await signIn(owner.email, owner.password)).body.access_token as string;
    const fresh = await call('/user', {
      method: 'PUT',
      token: other,
      body: { password: 'another-horse-battery', nonce: '999999' },
    });
    expect(fresh.body.code).toBe('reauthentication_not_valid');
  });

  it('limits TOTP guesses per session without locking the owner out of their factor', async () => {
    const owner = await adminUser();
    const first = (await signIn(owner.email, owner.password)).body.access_token as string;
    const enrolled = await call('/factors', { token: first, body: { factor_type: 'totp' } });
    const factorId = enrolled.body.id as string;
    const secret = (enrolled.body.totp as { secret: string }).secret;
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    const verify = async (token: string, code: string) => {
      const challenge = await call(`/factors/${factorId}/challenge`, { token, body: {} });
      return call(`/factors/${factorId}/verify`, {
        token,
        body: { challenge_id: challenge.body.id, code },
      });
    };
    expect((await verify(first, totp.generate())).status).toBe(200);

    const guesser = (await signIn(owner.email, owner.password)).body.access_token as string;
    const codes: unknown[] = [];
    for (let i = 0; i < 12; i++) codes.push((await verify(guesser, String(100000 + i))).body.code);
    expect(codes[0]).toBe('mfa_verification_failed');
    expect(codes.at(-1)).toBe('over_request_rate_limit');

    const owners = (await signIn(owner.email, owner.password)).body.access_token as string;
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    expect((await verify(owners, next)).status).toBe(200);
  });
});

describe('account enumeration through the mail flows (item 5)', () => {
  /** Two requests in a row for the address, each from its own client address: status and body or error code. */
  const twice = async (path: string, body: Record<string, unknown>) => {
    const outcome = ({ status, body }: Answer) => [status, status === 200 ? body : body.code];
    return [outcome(await call(path, { body })), outcome(await call(path, { body }))];
  };

  it('answers password recovery for a known and an unknown address alike, rate limit included', async () => {
    const known = await adminUser();
    const unknown = uniqueEmail('nobody');
    const forKnown = await twice('/recover', { email: known.email });
    const forUnknown = await twice('/recover', { email: unknown });
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown).toEqual([
      [200, {}],
      [429, 'over_email_send_rate_limit'],
    ]);
    // The owner gets the mail; nobody is mailed for the unknown address.
    expect((await waitForMail(known.email, 'recovery')).text).toMatch(/\d{6}/);
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it('answers recovery for known and unknown addresses in about the same time', async () => {
    const pairs = 30;
    const known = await Promise.all(Array.from({ length: pairs }, () => adminUser()));
    const timed = async (email: string) => {
      const answer = await call('/recover', { body: { email } });
      expect(answer.status).toBe(200);
      // Lets work left after the answer finish, so it does not land on the next request's time.
      await new Promise((resolve) => setTimeout(resolve, 25));
      return answer.ms;
    };
    await timed(uniqueEmail('warm'));
    await timed((await adminUser()).email);
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    // Alternating which goes first, so neither gets the quieter moment more often.
    for (let i = 0; i < pairs; i++) {
      if (i % 2) {
        knownMs.push(await timed(known[i]!.email));
        unknownMs.push(await timed(uniqueEmail('nobody')));
      } else {
        unknownMs.push(await timed(uniqueEmail('nobody')));
        knownMs.push(await timed(known[i]!.email));
      }
    }
    const ratio = median(knownMs) / median(unknownMs);
    const detail = `known ${median(knownMs).toFixed(1)} ms, unknown ${median(unknownMs).toFixed(1)} ms`;
    expect(ratio, detail).toBeLessThan(1.5);
    expect(ratio, detail).toBeGreaterThan(1 / 1.5);
  });

  it('answers a magic link with shouldCreateUser false alike for known and unknown addresses', async () => {
    const known = await adminUser();
    const unknown = uniqueEmail('nobody');
    const forKnown = await twice('/otp', { email: known.email, create_user: false });
    const forUnknown = await twice('/otp', { email: unknown, create_user: false });
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown[0]).toEqual([200, {}]);
    expect(await waitForMail(known.email, 'magic_link')).toBeTruthy();
    expect(await mailsTo(unknown)).toEqual([]);
    const { rows } = await db.query(`select 1 from auth.users where email = $1`, [unknown]);
    expect(rows).toEqual([]);
  });

  it('answers a resent confirmation alike for an unconfirmed and an unknown address', async () => {
    const unconfirmed = await adminUser({ confirmed: false });
    const unknown = uniqueEmail('nobody');
    const forKnown = await twice('/resend', { email: unconfirmed.email, type: 'signup' });
    const forUnknown = await twice('/resend', { email: unknown, type: 'signup' });
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown[0]).toEqual([200, {}]);
    expect(await waitForMail(unconfirmed.email, 'confirmation')).toBeTruthy();
    expect(await mailsTo(unknown)).toEqual([]);
  });
});
