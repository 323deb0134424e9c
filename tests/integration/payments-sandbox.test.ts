// The sandbox provider end to end through the functions (issue 11): create-checkout-session → the platform's
// hosted test-mode page → the Stripe-style signed webhook and verify-stripe-session through the one fulfilment
// path, credited exactly once; declined cards, bad amounts, forged or replayed returns and webhooks credit nothing.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { deriveSandboxWebhookSecret } from '../../server/payments/sandbox-provider.routes.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let webhookSecret: string;
const stripe = new Stripe('sk_test_unused');
const packages = {} as Record<'starter' | 'scholar' | 'retired', string>;

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<{ value: T }>(sql, params);
  return rows[0]!.value;
}
const balanceOf = (userId: string) =>
  one<number>('select points_balance as value from user_points where user_id = $1', [userId]);
const purchasesOf = (userId: string) =>
  one<number>(
    `select count(*)::int as value from points_transactions where user_id = $1 and type = 'purchase'`,
    [userId],
  );

async function signedUp(label: string): Promise<{ client: SupabaseClient<Database>; id: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(label), password: 'correct-horse' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

async function invoke(client: SupabaseClient<Database>, name: string, body: unknown) {
  const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  return { status: response?.status ?? 0, body: (await response?.json()) as Record<string, unknown> };
}

const returnUrls = {
  success_url: 'http://127.0.0.1:5173/dashboard/wallet?success=true',
  cancel_url: 'http://127.0.0.1:5173/dashboard/wallet?cancelled=true',
};

async function checkout(client: SupabaseClient<Database>, body: Record<string, unknown>) {
  const answer = await invoke(client, 'create-checkout-session', { ...returnUrls, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { url: string; session_id: string; test_mode: boolean };
}

function pay(url: string, number: string, action = 'pay') {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number, expiry: '12/34', cvc: '123', action }).toString(),
  });
}

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function signedEvent(type: string, object: unknown, secret = webhookSecret) {
  const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type, data: { object } });
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

function postWebhook(payload: string, signature: string | null) {
  return fetch(`${platform.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });
}

async function sessionObject(id: string) {
  const response = await fetch(`${platform.url}/sandbox/v1/checkout/sessions/${id}`, {
    headers: { authorization: `Bearer ${platform.serviceRoleKey}` },
  });
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  const secrets = JSON.parse(await readFile(join(platform.dataDir, 'secrets.json'), 'utf8')) as {
    jwtSecret: string;
  };
  webhookSecret = deriveSandboxWebhookSecret(secrets.jwtSecret);
  await db.query(`insert into points_bonus_tiers (name, min_amount, bonus_points, bonus_percent, is_active) values
    ('Bronze', 20, 10, null, true), ('Silver', 50, null, 7, true)`);
  const insert = (name: string, points: number, price: number, bonus: number, active = true) =>
    one<string>(
      `insert into points_packages (name, points, price, bonus_points, is_active)
       values ($1, $2, $3, $4, $5) returning id as value`,
      [name, points, price, bonus, active],
    );
  packages.starter = await insert('Starter', 100, 10, 0);
  packages.scholar = await insert('Scholar', 500, 50, 50);
  packages.retired = await insert('Retired', 300, 30, 0, false);
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('sandbox checkout', () => {
  it('credits a checkout on the terms it was quoted, whatever the package costs when the payment arrives', async () => {
    const user = await signedUp('quoted');
    const session = await checkout(user.client, { package_id: packages.starter });
    // While the payer is on the provider's page, an admin reprices the package and withdraws it.
    await db.query('update points_packages set price = 12, points = 90, is_active = false where id = $1', [
      packages.starter,
    ]);
    try {
      expect((await pay(session.url, '4242 4242 4242 4242')).status).toBe(303);
      await until(async () => (await balanceOf(user.id)) === 100);
      const { rows } = await db.query(
        'select amount::float as amount, points_amount, order_status from points_orders where provider_payment_id = $1',
        [session.session_id],
      );
      expect(rows).toEqual([{ amount: 10, points_amount: 100, order_status: 'completed' }]);
    } finally {
      await db.query('update points_packages set price = 10, points = 100, is_active = true where id = $1', [
        packages.starter,
      ]);
    }
  });

  it("refunds once a paid payment the fulfilment refuses for good, on the provider's word only, and tells the student", async () => {
    const user = await signedUp('refused');
    const orderOf = (paymentId: string) =>
      db.query(
        `select order_status, payment_status, amount::float as amount, points_amount, failure_reason
         from points_orders where provider_payment_id = $1`,
        [paymentId],
      );
    const sandboxPayment = (id: string) =>
      db.query<{ payment_status: string; refunded_at: Date | null }>(
        'select payment_status, refunded_at from private.sandbox_checkout_sessions where id = $1',
        [id],
      );
    const refundedOrder = (id: string) => async () =>
      (await orderOf(id)).rows[0]?.order_status === 'refunded';

    // Payments of ours made at the provider without a quote (as the older entry points did): a checkout the
    // server never priced, so the purchase they name decides.
    const paidAtProvider = async (amountCents: number, packageId: string) => {
      const created = await fetch(`${platform.url}/sandbox/v1/checkout/sessions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${platform.serviceRoleKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount_total: amountCents,
          ...returnUrls,
          metadata: { purpose: 'points', user_id: user.id, package_id: packageId },
        }),
      });
      const session = (await created.json()) as { id: string; url: string };
      expect((await pay(session.url, '4242 4242 4242 4242')).status).toBe(303);
      await until(refundedOrder(session.id));
      return session.id;
    };

    // 1. A withdrawn package, at its price.
    const withdrawn = await paidAtProvider(3000, packages.retired);
    expect((await orderOf(withdrawn)).rows).toEqual([
      {
        order_status: 'refunded',
        payment_status: 'refunded',
        amount: 30,
        points_amount: 0,
        failure_reason: 'Points package not found or no longer offered',
      },
    ]);
    const [refund] = (await sandboxPayment(withdrawn)).rows;
    expect(refund!.payment_status).toBe('refunded');

    // 2. An amount that matches no purchase.
    const odd = await paidAtProvider(999, packages.starter);
    expect((await orderOf(odd)).rows[0]).toMatchObject({
      amount: 9.99,
      points_amount: 0,
      failure_reason: 'The amount paid does not match the purchase',
    });

    // A replayed event refunds nothing twice; the student was told once per payment, nothing was credited.
    const replay = signedEvent('checkout.session.completed', await sessionObject(withdrawn));
    const replayed = await postWebhook(replay.payload, replay.header);
    expect(await replayed.json()).toMatchObject({ received: true, refund: 'refunded' });
    expect((await sandboxPayment(withdrawn)).rows[0]!.refunded_at).toEqual(refund!.refunded_at);
    const told = await db.query<{ title: string; body: string }>(
      `select title, body from notifications where user_id = $1 and category = 'order-status' order by created_at`,
      [user.id],
    );
    expect(told.rows.map((row) => row.title)).toEqual(['Payment refunded', 'Payment refunded']);
    expect(told.rows[0]!.body).toMatch(
      /^We could not complete order .+ \(Points package not found or no longer offered\), so your payment of \$30\.00 USD was refunded in full\. No points were added\.$/,
    );
    expect(await balanceOf(user.id)).toBe(0);

    // 3. A signed event whose body claims an unpaid checkout was paid at a price nobody quoted: the provider's
    // own record says unpaid, so nothing is recorded or refunded.
    const open = await checkout(user.client, { package_id: packages.starter });
    const lie = signedEvent('checkout.session.completed', {
      ...(await sessionObject(open.session_id)),
      status: 'complete',
      payment_status: 'paid',
      amount_total: 1,
      payment_intent: 'pi_test_sbx_forged',
    });
    const lied = await postWebhook(lie.payload, lie.header);
    expect(lied.status).toBe(200);
    expect(await lied.json()).not.toHaveProperty('refunded');
    expect((await orderOf(open.session_id)).rows).toEqual([
      {
        order_status: 'pending',
        payment_status: 'pending',
        amount: 10,
        points_amount: 100,
        failure_reason: null,
      },
    ]);
  });

  it('takes a 4242 payment on the hosted test-mode page and credits it once (webhook and return verification)', async () => {
    const user = await signedUp('sandbox');
    const session = await checkout(user.client, {
      package_id: packages.scholar,
      // Whatever the client says about amounts is ignored.
      amount: 0.01,
      points_amount: 999_999,
      bonus_points: 999_999,
    });
    expect(session.test_mode).toBe(true);
    expect(session.url).toBe(`${platform.url}/sandbox/checkout/${session.session_id}`);

    const page = await fetch(session.url);
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('no real money');
    expect(html).toContain('$50.00');

    const pending = await one<string>(
      'select order_status as value from points_orders where provider_payment_id = $1',
      [session.session_id],
    );
    expect(pending).toBe('pending');

    const declined = await pay(session.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    const poor = await pay(session.url, '4000000000009995');
    expect(await poor.text()).toContain('Your card has insufficient funds.');
    const unpaid = await invoke(user.client, 'verify-stripe-session', {
      session_id: session.session_id,
      user_id: user.id,
    });
    expect(unpaid.body.valid).toBe(false);
    expect(await balanceOf(user.id)).toBe(0);

    const paid = await pay(session.url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${returnUrls.success_url}&session_id=${session.session_id}`);
    // A second click on Pay follows the paid session and charges nothing more.
    const again = await pay(session.url, '4242 4242 4242 4242');
    expect(again.status).toBe(303);

    const verified = await invoke(user.client, 'verify-stripe-session', {
      session_id: session.session_id,
      user_id: user.id,
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      valid: true,
      payment_details: { amount: 50, points: 500, package_id: packages.scholar, bonus_points: 50 },
    });
    await until(async () => (await sessionObject(session.session_id)).status === 'complete');
    await until(async () =>
      one<boolean>(
        'select webhook_delivered_at is not null as value from private.sandbox_checkout_sessions where id = $1',
        [session.session_id],
      ),
    );
    expect(await balanceOf(user.id)).toBe(550);
    expect(await purchasesOf(user.id)).toBe(1);

    const replay = await invoke(user.client, 'verify-stripe-session', {
      session_id: session.session_id,
      user_id: user.id,
    });
    expect(replay.body).toMatchObject({ valid: true, status: 'already_processed' });
    expect(await balanceOf(user.id)).toBe(550);
    // The buyer is told once, with the receipt; the notification-email job mails it.
    const notices = await db.query<{ title: string; body: string }>(
      `select title, body from notifications where user_id = $1 and category = 'order-status'`,
      [user.id],
    );
    expect(notices.rows).toHaveLength(1);
    expect(notices.rows[0]!.title).toBe('Payment successful! Points added to your account.');
    expect(notices.rows[0]!.body).toMatch(
      /^Receipt for order .+: 500 points \+ 50 bonus for \$50\.00 USD, paid by card \(sandbox\)/,
    );
    const order = await db.query(
      'select order_status, payment_status, amount::float, points_amount, bonus_points from points_orders where provider_payment_id = $1',
      [session.session_id],
    );
    expect(order.rows).toEqual([
      {
        order_status: 'completed',
        payment_status: 'succeeded',
        amount: 50,
        points_amount: 500,
        bonus_points: 50,
      },
    ]);
  });

  it("refuses another user's session, a forged session id and a cancelled checkout", async () => {
    const owner = await signedUp('owner');
    const other = await signedUp('other');
    const session = await checkout(owner.client, { amount: 12.5 });
    expect((await pay(session.url, '4242424242424242')).status).toBe(303);

    const stolen = await invoke(other.client, 'verify-stripe-session', {
      session_id: session.session_id,
      user_id: other.id,
    });
    expect(stolen.status).toBe(404);
    const mismatched = await invoke(other.client, 'verify-stripe-session', {
      session_id: session.session_id,
      user_id: owner.id,
    });
    expect(mismatched.status).toBe(403);
    const forged = await invoke(other.client, 'verify-stripe-session', {
      session_id: 'cs_test_sbx_AAAAAAAAAAAAAAAAAAAAAAAA',
      user_id: other.id,
    });
    expect(forged.status).toBe(404);
    const junk = await invoke(other.client, 'verify-stripe-session', {
      session_id: '../../x',
      user_id: other.id,
    });
    expect(junk.status).toBe(400);
    expect(await balanceOf(other.id)).toBe(0);

    const cancelled = await checkout(owner.client, { package_id: packages.starter });
    const cancel = await pay(cancelled.url, '', 'cancel');
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(returnUrls.cancel_url);
    const verdict = await invoke(owner.client, 'verify-stripe-session', { session_id: cancelled.session_id });
    expect(verdict.body.valid).toBe(false);

    // The custom amount: 125 points for $12.50, no tier reached.
    await until(async () => (await balanceOf(owner.id)) === 125);
  });

  it('answers bad amounts and packages with a 4xx and creates no session', async () => {
    const user = await signedUp('bad');
    const cases: [Record<string, unknown>, number][] = [
      [{ amount: 0 }, 400],
      [{ amount: -5 }, 400],
      [{ amount: 'abc' }, 400],
      [{ amount: 'NaN' }, 400],
      [{ amount: 1e9 }, 400],
      [{ amount: 10.001 }, 400],
      [{}, 400],
      [{ package_id: 'not-a-uuid' }, 400],
      [{ package_id: '00000000-0000-4000-8000-000000000000' }, 404],
      [{ package_id: packages.retired }, 404],
      [{ package_id: packages.starter, success_url: 'javascript:alert(1)' }, 400],
    ];
    for (const [body, status] of cases) {
      const answer = await invoke(user.client, 'create-checkout-session', { ...returnUrls, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(typeof answer.body.error).toBe('string');
    }
    const anonymous = await invoke(platform.anonClient(), 'create-checkout-session', {
      ...returnUrls,
      amount: 10,
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('User not authenticated');
    expect(
      await one<number>('select count(*)::int as value from points_orders where user_id = $1', [user.id]),
    ).toBe(0);
  });

  it('refuses webhooks with a bad or missing signature, ignores unknown events, and credits once under 40 concurrent deliveries', async () => {
    const user = await signedUp('webhook');
    const session = await checkout(user.client, { package_id: packages.starter });
    // Paid on the page, but the sandbox's own delivery is raced by 20 replays and 20 return verifications.
    expect((await pay(session.url, '4242424242424242')).status).toBe(303);
    const object = await sessionObject(session.session_id);

    const forged = signedEvent('checkout.session.completed', object, 'whsec_wrong');
    expect((await postWebhook(forged.payload, forged.header)).status).toBe(400);
    expect((await postWebhook(forged.payload, null)).status).toBe(400);
    const tampered = signedEvent('checkout.session.completed', object);
    expect((await postWebhook(tampered.payload.replace('"paid"', '"paid" '), tampered.header)).status).toBe(
      400,
    );

    const unknown = signedEvent('customer.created', { id: 'cus_1' });
    const unknownAnswer = await postWebhook(unknown.payload, unknown.header);
    expect(unknownAnswer.status).toBe(200);
    expect(await unknownAnswer.json()).toMatchObject({ received: true, ignored: 'customer.created' });

    const event = signedEvent('checkout.session.completed', object);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => postWebhook(event.payload, event.header).then((r) => r.status)),
      ...Array.from({ length: 20 }, () =>
        invoke(user.client, 'verify-stripe-session', { session_id: session.session_id }).then(
          (r) => r.status,
        ),
      ),
    ]);
    expect(answers.every((status) => status === 200)).toBe(true);
    await until(async () =>
      one<boolean>(
        'select webhook_delivered_at is not null as value from private.sandbox_checkout_sessions where id = $1',
        [session.session_id],
      ),
    );
    expect(await balanceOf(user.id)).toBe(100);
    expect(await purchasesOf(user.id)).toBe(1);

    // The older entry point no longer credits a payment the fulfilment path already credited.
    const legacy = await one<{ credited: boolean }>(
      `select private.credit_points_order($1, $2, 10, 100, 0, p_provider => 'sandbox') as value`,
      [user.id, session.session_id],
    );
    expect(legacy.credited).toBe(false);
    expect(await balanceOf(user.id)).toBe(100);
  });

  it('reverses a refunded payment once through charge.refunded, never below zero', async () => {
    const user = await signedUp('refund');
    const session = await checkout(user.client, { package_id: packages.starter });
    await pay(session.url, '4242424242424242');
    await until(async () => (await balanceOf(user.id)) === 100);
    // 30 of the 100 points are spent before the refund arrives.
    await user.client.rpc('use_points_general', {
      p_user_id: user.id,
      p_amount: -30,
      p_description: 'AI detection',
    });
    const intent = (await sessionObject(session.session_id)).payment_intent as string;
    const refund = await fetch(`${platform.url}/sandbox/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platform.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ payment_intent: intent }),
    });
    expect(refund.status).toBe(200);
    await until(async () =>
      one<boolean>(
        `select order_status = 'refunded' as value from points_orders where provider_payment_id = $1`,
        [session.session_id],
      ),
    );
    expect(await balanceOf(user.id)).toBe(0);
    const order = await db.query(
      'select refunded_points, refund_shortfall_points from points_orders where provider_payment_id = $1',
      [session.session_id],
    );
    expect(order.rows[0]).toEqual({ refunded_points: 70, refund_shortfall_points: 30 });
    // A replayed refund event reverses nothing more.
    const replay = signedEvent('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: intent,
      refunded: true,
    });
    expect((await postWebhook(replay.payload, replay.header)).status).toBe(200);
    expect(await balanceOf(user.id)).toBe(0);
    expect(
      await one<number>(
        `select count(*)::int as value from points_transactions where user_id = $1 and type = 'adjustment'`,
        [user.id],
      ),
    ).toBe(1);
  });
});
