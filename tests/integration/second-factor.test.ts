// Two-factor protects every sensitive operation, not only the sign-in screen (issue 24, item 3). A user with a
// verified TOTP factor who signs in with the password alone (an aal1 session) can neither change the e-mail or
// password, nor spend points, buy, withdraw to a new payout address, pay, or run a paid tool; the same user at
// aal2 can. The class: every client-callable function that reaches the ledger asks for the factor.
import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import { balanceOf, invokeFunction } from './support/paid-actions.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let email: string;
let userId: string;
/** Signed in with the password, then the code: aal2. */
let verified: SupabaseClient<Database>;
/** Signed in with the password alone: aal1. */
let passwordOnly: SupabaseClient<Database>;
let documentId: string;
const PASSWORD = 'correct-horse';
const INSUFFICIENT = 'insufficient_aal';

const aalOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { aal: string }).aal;

beforeAll(async () => {
  platform = await startTestPlatform({ auth: { ...platformConfigFromEnv({}).auth, autoconfirm: true } });
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  email = uniqueEmail('two-factor');
  verified = platform.anonClient();
  const signedUp = await verified.auth.signUp({ email, password: PASSWORD });
  if (signedUp.error) throw signedUp.error;
  userId = signedUp.data.user!.id;
  const enrolled = await verified.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (enrolled.error) throw enrolled.error;
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.data.totp.secret) });
  const challenged = await verified.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: totp.generate(),
  });
  if (challenged.error) throw challenged.error;
  passwordOnly = platform.anonClient();
  const signedIn = await passwordOnly.auth.signInWithPassword({ email, password: PASSWORD });
  if (signedIn.error) throw signedIn.error;
  expect(aalOf(signedIn.data.session.access_token)).toBe('aal1');
  expect(aalOf((await verified.auth.getSession()).data.session!.access_token)).toBe('aal2');

  await db.query(`select private.apply_points($1, 5000, 'bonus', 'Test credit')`, [userId]);
  const seller = await platform
    .anonClient()
    .auth.signUp({ email: uniqueEmail('seller'), password: PASSWORD });
  const inserted = await db.query<{ id: string }>(
    `insert into documents (slug, user_id, status, title, price, points_price)
     values ('two-factor-notes', $1, 'approved', 'Notes', 2, 20) returning id`,
    [seller.data.user!.id],
  );
  documentId = inserted.rows[0]!.id;
}, 120_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('the auth service', () => {
  it('refuses an e-mail or password change from the password alone, as Supabase Auth does', async () => {
    const password = await passwordOnly.auth.updateUser({ password: 'another-horse-battery' });
    expect(password.error?.code).toBe(INSUFFICIENT);
    const changedEmail = await passwordOnly.auth.updateUser({ email: uniqueEmail('attacker') });
    expect(changedEmail.error?.code).toBe(INSUFFICIENT);
    const { rows } = await db.query(`select email, email_change from auth.users where id = $1`, [userId]);
    expect(rows[0]).toMatchObject({ email, email_change: null });
    // Metadata is not sensitive; the verified session changes the password.
    expect((await passwordOnly.auth.updateUser({ data: { theme: 'dark' } })).error).toBeNull();
    expect((await verified.auth.updateUser({ password: 'another-horse-battery' })).error).toBeNull();
    await verified.auth.updateUser({ password: PASSWORD });
  });
});

describe('the database', () => {
  it('refuses every write that moves points or takes payout details from the password alone', async () => {
    const before = await balanceOf(db, userId);
    const attempts = {
      checkout_cart: passwordOnly.rpc('checkout_cart', { p_document_ids: [documentId] }),
      use_points_for_document: passwordOnly.rpc('use_points_for_document', {
        document_id: documentId,
        points_amount: 20,
      }),
      use_points_general: passwordOnly.rpc('use_points_general', {
        p_user_id: userId,
        p_amount: 10,
        p_description: 'Spent',
      }),
      use_subscription_for_document: passwordOnly.rpc('use_subscription_for_document', {
        p_document_id: documentId,
      }),
      request_withdrawal: passwordOnly.rpc('request_withdrawal', {
        p_points_amount: 1000,
        p_method: 'paypal',
        p_payout_details: { email: 'attacker@example.com' },
      }),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const { error, status } = await attempt;
      expect(error?.code, name).toBe(INSUFFICIENT);
      expect(status, name).toBe(403);
    }
    expect(await balanceOf(db, userId)).toBe(before);
    const { rows } = await db.query(`select 1 from seller_withdrawals where user_id = $1`, [userId]);
    expect(rows).toEqual([]);

    // The same purchase goes through once the code was given.
    const bought = await verified.rpc('checkout_cart', { p_document_ids: [documentId] });
    expect(bought.error).toBeNull();
    expect(await balanceOf(db, userId)).toBe(before - 20);
  });

  it('every client-callable function that reaches the ledger asks for the second factor', async () => {
    const { rows } = await db.query<{ name: string }>(
      `with recursive writers(oid, proname, nspname) as (
         select p.oid, p.proname, n.nspname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'private')
            and p.prosrc ~* '(insert\\s+into|update|delete\\s+from)\\s+public\\.(points_transactions|user_points|seller_withdrawals|points_orders|orders|user_subscriptions|paid_actions|user_documents)\\M'
         union
         select p.oid, p.proname, n.nspname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           join writers w on p.prosrc ~ ('\\m' || w.nspname || '\\.' || w.proname || '\\s*\\(')
          where n.nspname in ('public', 'private'))
       select distinct w.proname as name from writers w join pg_proc p on p.oid = w.oid
        where w.nspname = 'public'
          and (has_function_privilege('authenticated', w.oid, 'EXECUTE')
               or has_function_privilege('anon', w.oid, 'EXECUTE'))
          and p.prosrc !~ 'require_second_factor'
        order by 1`,
    );
    // ensure_user_points only creates the caller's empty wallet.
    expect(rows.map((row) => row.name)).toEqual(['ensure_user_points']);
  });
});

describe('the paid functions', () => {
  it('refuse a paid tool and a checkout from the password alone, and run them at aal2', async () => {
    const before = await balanceOf(db, userId);
    const text = 'The mitochondria is the powerhouse of the cell and it makes energy for the body. '.repeat(
      8,
    );
    const tool = await invokeFunction(passwordOnly, 'ai-detection', {
      text,
      idempotency_key: 'two-factor-1',
    });
    expect(tool.status).toBe(403);
    expect(tool.body.code).toBe(INSUFFICIENT);
    const checkout = await invokeFunction(passwordOnly, 'create-checkout-session', {
      package_id: 'anything',
      success_url: `${platform.url}/checkout/success`,
      cancel_url: `${platform.url}/cart`,
    });
    expect(checkout.status).toBe(403);
    expect(checkout.body.code).toBe(INSUFFICIENT);
    expect(await balanceOf(db, userId)).toBe(before);

    const paid = await invokeFunction(verified, 'ai-detection', { text, idempotency_key: 'two-factor-2' });
    expect(paid.status).toBe(200);
    expect(await balanceOf(db, userId)).toBeLessThan(before);
  });
});
