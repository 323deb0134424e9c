// The Stripe adapter with the official `stripe` SDK (issue 11): the functions are configured with Stripe keys and
// the SDK is pointed at a local stand-in for Stripe's HTTP API (STRIPE_API_HOST/PORT/PROTOCOL); webhooks are signed
// with stripe.webhooks.generateTestHeaderString. The same functions and the same one fulfilment path as the sandbox.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import {
  startStripeStandIn,
  type StandInSubscription,
  type StripeStandIn,
} from './support/stripe-stand-in.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

const SECRET_KEY = 'sk_test_stand_in_0123456789';
const WEBHOOK_SECRET = 'whsec_stand_in_0123456789';
const stripe = new Stripe(SECRET_KEY);

let standIn: StripeStandIn;
let platform: TestPlatform;
let db: pg.Pool;
let packageId: string;

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<{ value: T }>(sql, params);
  return rows[0]!.value;
}
const balanceOf = (userId: string) =>
  one<number>('select points_balance as value from user_points where user_id = $1', [userId]);

async function signedUp(): Promise<{ client: SupabaseClient<Database>; id: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('stripe'),
    password: 'correct-horse',
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

async function invoke(client: SupabaseClient<Database>, name: string, body: unknown) {
  const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  const response = (error as { context?: Response }).context;
  return { status: response?.status ?? 0, body: (await response?.json()) as Record<string, unknown> };
}

function webhook(type: string, object: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type, data: { object } });
  return fetch(`${platform.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
}

const urls = {
  success_url: 'http://127.0.0.1:5173/dashboard/wallet?success=true',
  cancel_url: 'http://127.0.0.1:5173/dashboard/wallet',
};

beforeAll(async () => {
  standIn = await startStripeStandIn(SECRET_KEY);
  // The functions read their settings from the environment, as on Supabase (`supabase secrets set`).
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(standIn.port),
    STRIPE_API_PROTOCOL: 'http',
  });
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  packageId = await one<string>(
    `insert into points_packages (name, points, price, bonus_points) values ('Student', 250, 25, 10) returning id as value`,
  );
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
  await standIn?.close();
  for (const name of [
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_API_HOST',
    'STRIPE_API_PORT',
    'STRIPE_API_PROTOCOL',
  ]) {
    delete process.env[name];
  }
});

describe('Stripe adapter (official SDK against a local stand-in)', () => {
  it('creates a Checkout Session priced by the server and credits it once from the webhook and the return page', async () => {
    const user = await signedUp();
    const created = await invoke(user.client, 'create-checkout-session', {
      ...urls,
      package_id: packageId,
      amount: 1,
      points_amount: 100_000,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      provider: 'stripe',
      test_mode: true,
      amount: 25,
      points_amount: 250,
    });
    const session = standIn.sessions.get(created.body.session_id as string)!;
    expect(created.body.url).toBe(session.url);
    // What reached "Stripe": the server's price, the purchase in metadata, the template for the session id.
    expect(session.amount_total).toBe(2500);
    expect(session.metadata).toMatchObject({ purpose: 'points', user_id: user.id, package_id: packageId });
    expect(session.success_url).toBe(`${urls.success_url}&session_id={CHECKOUT_SESSION_ID}`);
    const request = standIn.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.key).toBe(SECRET_KEY);

    const early = await invoke(user.client, 'verify-stripe-session', {
      session_id: session.id,
      user_id: user.id,
    });
    expect(early.body.valid).toBe(false);
    expect(await balanceOf(user.id)).toBe(0);

    const paid = standIn.pay(session.id);
    const delivered = await webhook('checkout.session.completed', paid);
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toMatchObject({ received: true, status: 'credited' });
    expect(await balanceOf(user.id)).toBe(260);

    const verified = await invoke(user.client, 'verify-stripe-session', {
      session_id: session.id,
      user_id: user.id,
    });
    expect(verified.body).toMatchObject({
      valid: true,
      status: 'already_processed',
      payment_details: { amount: 25, points: 250, bonus_points: 10, package_id: packageId },
    });
    const again = await webhook('checkout.session.completed', paid);
    expect(await again.json()).toMatchObject({ status: 'already_processed' });
    expect(await balanceOf(user.id)).toBe(260);

    // charge.refunded names the intent only; the order kept it, so the credit is reversed once.
    const refund = await webhook('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: paid.payment_intent,
      refunded: true,
    });
    expect(await refund.json()).toMatchObject({ received: true, refunded: true });
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('refuses forged signatures, a session whose amount does not match, and unknown sessions', async () => {
    const user = await signedUp();
    const created = await invoke(user.client, 'create-checkout-session', { ...urls, amount: 7 });
    const paid = standIn.pay(created.body.session_id as string);
    expect((await webhook('checkout.session.completed', paid, 'whsec_forged')).status).toBe(400);
    expect(await balanceOf(user.id)).toBe(0);

    // A session whose charged amount is not the price of what it names is never credited.
    const tampered = { ...paid, id: 'cs_test_tampered', amount_total: 1 };
    const answer = await webhook('checkout.session.completed', tampered);
    expect(await answer.json()).toMatchObject({ error: 'The amount paid does not match the purchase' });
    expect(await balanceOf(user.id)).toBe(0);

    const missing = await invoke(user.client, 'verify-stripe-session', {
      session_id: 'cs_test_missing00',
      user_id: user.id,
    });
    expect(missing.status).toBe(404);

    const verified = await invoke(user.client, 'verify-stripe-session', {
      session_id: paid.id,
      user_id: user.id,
    });
    expect(verified.body).toMatchObject({
      valid: true,
      status: 'credited',
      payment_details: { amount: 7, points: 70 },
    });
    expect(await balanceOf(user.id)).toBe(70);
  });

  it('creates a Payment Intent for Elements and fulfils it from payment_intent.succeeded only', async () => {
    const user = await signedUp();
    const created = await invoke(user.client, 'create-points-payment-intent', {
      amount: 30,
      currency: 'usd',
    });
    expect(created.status).toBe(200);
    expect(created.body.client_secret).toMatch(/^pi_.+_secret_/);
    const intent = [...standIn.intents.values()].at(-1)!;
    expect(intent.amount).toBe(3000);
    expect(intent.metadata).toMatchObject({ flow: 'elements', user_id: user.id, amount_usd: '30.00' });
    const succeeded = { ...intent, status: 'succeeded', amount_received: 3000 };
    expect((await webhook('payment_intent.succeeded', succeeded)).status).toBe(200);
    // $30: 300 points and the tier bonus the server knows (none configured in this file).
    expect(await balanceOf(user.id)).toBe(300);
    // A Checkout Session's own intent is fulfilled through its session, not here.
    const other = {
      ...succeeded,
      id: 'pi_from_checkout',
      metadata: { purpose: 'points', user_id: user.id, amount_usd: '30.00' },
    };
    expect(await (await webhook('payment_intent.succeeded', other)).json()).toMatchObject({
      ignored: 'payment_intent.succeeded',
    });
    expect(await balanceOf(user.id)).toBe(300);
  });

  it('verifies an Elements return (payment_intent=pi_…) once, shared with payment_intent.succeeded', async () => {
    const user = await signedUp();
    const other = await signedUp();
    const created = await invoke(user.client, 'create-points-payment-intent', {
      amount: 12,
      currency: 'usd',
    });
    const intent = standIn.intents.get(created.body.payment_intent_id as string)!;
    const early = await invoke(user.client, 'verify-stripe-session', {
      session_id: intent.id,
      user_id: user.id,
    });
    expect(early.body).toMatchObject({ valid: false, error: 'The payment has not been completed' });
    Object.assign(intent, { status: 'succeeded', amount_received: 1200 });
    expect((await invoke(other.client, 'verify-stripe-session', { session_id: intent.id })).status).toBe(404);
    const verified = await invoke(user.client, 'verify-stripe-session', {
      session_id: intent.id,
      user_id: user.id,
    });
    expect(verified.body).toMatchObject({
      valid: true,
      status: 'credited',
      payment_details: { amount: 12, points: 120 },
    });
    const replay = await webhook('payment_intent.succeeded', intent);
    expect(await replay.json()).toMatchObject({ status: 'already_processed' });
    expect(await balanceOf(user.id)).toBe(120);
  });

  it('refunds and cancels a second subscription paid while one is active (issue 24 item 9)', async () => {
    const user = await signedUp();
    const planId = await one<string>(
      `insert into subscription_plans (name, slug, price, bonus_points) values ('Plus', 'plus-' || gen_random_uuid(), 5, 40) returning id as value`,
    );
    const start = Math.floor(Date.now() / 1000);
    // Stripe's invoice.paid as API versions since 2025-03-31 send it: no payment_intent on the invoice.
    const invoicePaid = (sub: StandInSubscription) =>
      webhook('invoice.paid', {
        id: sub.invoiceId,
        object: 'invoice',
        status: 'paid',
        parent: {
          subscription_details: {
            subscription: sub.id,
            metadata: { purpose: 'subscription', user_id: user.id, plan_id: planId },
          },
        },
        lines: { data: [{ period: { start, end: start + 30 * 86400 } }] },
      });
    // Two checkouts were open in two tabs, and both got paid.
    const [first, second] = [standIn.subscribe(), standIn.subscribe()];
    expect((await invoicePaid(first)).status).toBe(200);
    const refused = await invoicePaid(second);
    expect(refused.status).toBe(200);
    expect(await refused.json()).toMatchObject({ cancelled: true, refunded: true });
    expect(standIn.subscriptions.get(second.id)!.status).toBe('canceled');
    expect(standIn.subscriptions.get(first.id)!.status).toBe('active');
    expect(standIn.refunds).toContain(second.paymentIntentId);
    expect(standIn.refunds).not.toContain(first.paymentIntentId);
    // Stripe delivers an event again: it finds the work done and answers, refunding nothing twice.
    expect((await invoicePaid(second)).status).toBe(200);
    expect(standIn.refunds.filter((intent) => intent === second.paymentIntentId)).toHaveLength(1);
    const { rows } = await db.query<{ provider_subscription_id: string }>(
      'select provider_subscription_id from user_subscriptions where user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ provider_subscription_id: first.id }]);
    expect(await balanceOf(user.id)).toBe(40);
    const told = await db.query<{ title: string }>('select title from notifications where user_id = $1', [
      user.id,
    ]);
    expect(told.rows.filter((n) => n.title === 'Second subscription refunded')).toHaveLength(1);
  });
});
