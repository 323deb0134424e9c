// PayPal end to end through the functions (issue 11). With keys: the PayPal adapter on PayPal's own server SDK
// (@paypal/paypal-server-sdk) pointed at a local stand-in for PayPal's REST API (PAYPAL_API_BASE), webhooks verified
// with the verify-webhook-signature call. Without keys: the same adapter against the platform sandbox's PayPal mode
// (its approval page in test mode, its signed PAYMENT.CAPTURE.* events). Both credit through the one fulfilment path,
// keyed on the PayPal order id, exactly once whatever arrives first, twice or concurrently.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { startPaypalStandIn, type PaypalStandIn } from './support/paypal-stand-in.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

const CLIENT_ID = 'AYstandinclient0123456789';
const CLIENT_SECRET = 'EHstandinsecret0123456789';
const WEBHOOK_ID = 'WH-STAND-IN-0123456789';

let platform: TestPlatform;
let db: pg.Pool;
let packageId: string;

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<{ value: T }>(sql, params);
  return rows[0]!.value;
}
const balanceOf = (userId: string) =>
  one<number>('select coalesce((select points_balance from user_points where user_id = $1), 0) as value', [
    userId,
  ]);
const purchasesOf = (userId: string) =>
  one<number>(
    `select count(*)::int as value from points_transactions where user_id = $1 and type = 'purchase'`,
    [userId],
  );

async function signedUp(): Promise<{ client: SupabaseClient<Database>; id: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('paypal'),
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

const urls = {
  return_url: 'http://127.0.0.1:5173/dashboard/wallet?paypal=return',
  cancel_url: 'http://127.0.0.1:5173/dashboard/wallet?paypal=cancel',
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function setSwitch(method: 'card' | 'paypal', on: boolean) {
  await db.query(
    `insert into app_settings (key, value, is_public) values ($1, $2::jsonb, true)
     on conflict (key) do update set value = excluded.value`,
    [`payments.${method}_enabled`, JSON.stringify(on)],
  );
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  packageId = await one<string>(
    `insert into points_packages (name, points, price, bonus_points) values ('PayPal pack', 250, 25, 10) returning id as value`,
  );
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('PayPal adapter (PayPal server SDK against a local stand-in)', () => {
  let standIn: PaypalStandIn;
  const webhook = (body: string, headers: Record<string, string>) =>
    fetch(`${platform.url}/functions/v1/paypal-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const event = (type: string, resource: unknown) =>
    JSON.stringify({ id: `WH-${Date.now()}`, event_version: '1.0', event_type: type, resource });

  beforeAll(async () => {
    standIn = await startPaypalStandIn(CLIENT_ID, CLIENT_SECRET);
    // The functions read their settings from the environment, as on Supabase (`supabase secrets set`).
    Object.assign(process.env, {
      PAYPAL_CLIENT_ID: CLIENT_ID,
      PAYPAL_CLIENT_SECRET: CLIENT_SECRET,
      PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
      PAYPAL_API_BASE: standIn.base,
    });
  });
  afterAll(async () => {
    for (const name of ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_API_BASE']) {
      delete process.env[name];
    }
    await standIn?.close();
  });

  it('creates an order priced by the server, captures it on confirm-paypal-payment and credits it once', async () => {
    const user = await signedUp();
    const methods = await invoke(user.client, 'payment-methods', {});
    expect(methods.body.paypal).toMatchObject({ enabled: true, provider: 'paypal', client_id: CLIENT_ID });

    const created = await invoke(user.client, 'create-paypal-order', {
      ...urls,
      package_id: packageId,
      amount: 1,
      points_amount: 100_000,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      provider: 'paypal',
      amount: 25,
      points_amount: 250,
      bonus_points: 10,
    });
    const order = standIn.orders.get(created.body.id as string)!;
    expect(created.body.approve_url).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`);
    // What reached "PayPal": the server's price and who pays for what in custom_id, through the SDK's OAuth.
    expect(order.purchase_units[0]!.amount).toEqual({ currency_code: 'USD', value: '25.00' });
    expect(order.purchase_units[0]!.custom_id).toBe(`points|${user.id}|pkg:${packageId}`);
    expect(standIn.requests.some((r) => r.path === '/v1/oauth2/token')).toBe(true);

    // Not approved yet: nothing is captured or credited.
    const early = await invoke(user.client, 'confirm-paypal-payment', { paypal_order_id: order.id });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('The PayPal payment was not approved. Please try again.');
    expect(await balanceOf(user.id)).toBe(0);

    standIn.approve(order.id);
    // A double click: two confirmations at once capture once and credit once.
    const [first, second] = await Promise.all([
      invoke(user.client, 'confirm-paypal-payment', {
        payment_intent_id: order.id,
        paypal_order_id: order.id,
        amount: 0.01,
        points_amount: 99_999,
        package_id: packageId,
      }),
      invoke(user.client, 'confirm-paypal-payment', { paypal_order_id: order.id }),
    ]);
    expect([first.body.status, second.body.status].sort()).toEqual(['already_processed', 'credited']);
    expect(first.body).toMatchObject({
      success: true,
      payment_details: { amount: 25, points: 250, bonus_points: 10, package_id: packageId },
    });
    expect(await balanceOf(user.id)).toBe(260);
    const capture = standIn.orders.get(order.id)!.purchase_units[0]!.payments!.captures[0]!;
    expect(first.body.capture_id).toBe(capture.id);
    expect(
      standIn.requests
        .filter((r) => r.path.endsWith('/capture'))
        .every((r) => r.headers['paypal-request-id'] === `capture-${order.id}`),
    ).toBe(true);

    // PayPal's own PAYMENT.CAPTURE.COMPLETED arrives after: verified, already processed, nothing more.
    const completed = event('PAYMENT.CAPTURE.COMPLETED', {
      ...capture,
      supplementary_data: { related_ids: { order_id: order.id } },
    });
    const delivered = await webhook(completed, standIn.sign(completed, WEBHOOK_ID));
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toMatchObject({ received: true, status: 'already_processed' });
    expect(await balanceOf(user.id)).toBe(260);
    expect(await purchasesOf(user.id)).toBe(1);

    // A refund names the capture (its "up" link); the credit is reversed once, however often PayPal repeats it.
    const refunded = event('PAYMENT.CAPTURE.REFUNDED', {
      id: 'REFUND0000000001',
      status: 'COMPLETED',
      links: [{ rel: 'up', href: `https://api.sandbox.paypal.com/v2/payments/captures/${capture.id}` }],
    });
    const refund = await webhook(refunded, standIn.sign(refunded, WEBHOOK_ID));
    expect(await refund.json()).toMatchObject({ received: true, refunded: true });
    const again = await webhook(refunded, standIn.sign(refunded, WEBHOOK_ID));
    expect(again.status).toBe(200);
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('credits from the webhook first, and refuses forged events, other users and tampered amounts', async () => {
    const user = await signedUp();
    const other = await signedUp();
    const created = await invoke(user.client, 'create-paypal-order', { ...urls, amount: 7 });
    const orderId = created.body.id as string;
    standIn.approve(orderId);

    // Another user cannot confirm (or learn about) this order.
    const stolen = await invoke(other.client, 'confirm-paypal-payment', { paypal_order_id: orderId });
    expect(stolen.status).toBe(404);
    expect(standIn.orders.get(orderId)!.status).toBe('APPROVED');

    // The order is captured at PayPal (e.g. by the buttons) and the webhook arrives before the payer returns.
    const captured = await fetch(`${standIn.base}/v2/checkout/orders/${orderId}/capture`, {
      method: 'POST',
      headers: {
        Authorization: standIn.requests.find((r) => r.authorization.startsWith('Bearer'))!.authorization,
        'content-type': 'application/json',
      },
    });
    expect(captured.status).toBe(201);
    const capture = standIn.orders.get(orderId)!.purchase_units[0]!.payments!.captures[0]!;
    const body = event('PAYMENT.CAPTURE.COMPLETED', {
      ...capture,
      supplementary_data: { related_ids: { order_id: orderId } },
    });

    // A forged signature, or one for another webhook id, changes nothing.
    const forged = await webhook(body, {
      ...standIn.sign(body, WEBHOOK_ID),
      'paypal-transmission-sig': 'Zm9yZ2Vk',
    });
    expect(forged.status).toBe(400);
    expect((await webhook(body, standIn.sign(body, 'WH-SOMEONE-ELSE'))).status).toBe(400);
    expect((await webhook(body, {})).status).toBe(400);
    // A capture whose amount is not the price of what it names is never credited.
    const tampered = event('PAYMENT.CAPTURE.COMPLETED', {
      ...capture,
      amount: { currency_code: 'USD', value: '0.70' },
      supplementary_data: { related_ids: { order_id: 'TAMPERED000000001' } },
    });
    expect(await (await webhook(tampered, standIn.sign(tampered, WEBHOOK_ID))).json()).toMatchObject({
      error: 'The amount paid does not match the purchase',
    });
    expect(await balanceOf(user.id)).toBe(0);

    const ok = await webhook(body, standIn.sign(body, WEBHOOK_ID));
    expect(await ok.json()).toMatchObject({ received: true, status: 'credited' });
    expect(await balanceOf(user.id)).toBe(70);
    // The payer comes back: the order is already captured, confirmation reports it processed.
    const confirmed = await invoke(user.client, 'confirm-paypal-payment', { paypal_order_id: orderId });
    expect(confirmed.body).toMatchObject({ success: true, status: 'already_processed' });
    expect(await balanceOf(user.id)).toBe(70);

    // Unknown events are acknowledged and ignored.
    const unknown = event('CHECKOUT.ORDER.APPROVED', { id: orderId });
    expect(await (await webhook(unknown, standIn.sign(unknown, WEBHOOK_ID))).json()).toMatchObject({
      ignored: 'CHECKOUT.ORDER.APPROVED',
    });
  });

  it('refuses bad amounts and a missing order id with clear errors', async () => {
    const user = await signedUp();
    for (const amount of [0, -5, 'NaN', '1e9', 'ten']) {
      const answer = await invoke(user.client, 'create-paypal-order', { ...urls, amount });
      expect(answer.status, String(amount)).toBe(400);
    }
    const missing = await invoke(user.client, 'confirm-paypal-payment', { amount: 5 });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Could not process payment. Missing details.');
    const unknown = await invoke(user.client, 'confirm-paypal-payment', {
      paypal_order_id: 'UNKNOWN0000000001',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('PayPal in the sandbox (no keys)', () => {
  const approve = (orderId: string, action = 'approve') =>
    fetch(`${platform.url}/sandbox/paypal/checkoutnow?token=${orderId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action }),
    });

  it('pays "with PayPal" on the test-mode approval page and credits once from the return and the webhook', async () => {
    const user = await signedUp();
    const methods = await invoke(user.client, 'payment-methods', {});
    expect(methods.body.paypal).toMatchObject({
      enabled: true,
      provider: 'sandbox',
      test_mode: true,
      client_id: null,
    });

    const created = await invoke(user.client, 'create-paypal-order', { ...urls, package_id: packageId });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ provider: 'sandbox', test_mode: true, amount: 25 });
    const orderId = created.body.id as string;
    expect(created.body.approve_url).toBe(`${platform.url}/sandbox/paypal/checkoutnow?token=${orderId}`);

    const page = await (await fetch(created.body.approve_url as string)).text();
    expect(page).toContain('TEST MODE: sandbox PayPal, no real money is charged');
    expect(page).toContain('$25.00');

    const approved = await approve(orderId);
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location')!);
    expect(back.searchParams.get('token')).toBe(orderId);
    expect(back.searchParams.get('PayerID')).toBeTruthy();
    expect(back.searchParams.get('paypal')).toBe('return');

    // The payer's return races a replayed return: one capture, one credit; the sandbox's own webhook follows the
    // capture and may be the one that credits (then every return answers 'already_processed'): the ledger below
    // is what shows the single credit.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        invoke(user.client, 'confirm-paypal-payment', { paypal_order_id: orderId }),
      ),
    );
    expect(answers.filter((a) => a.body.status === 'credited').length).toBeLessThanOrEqual(1);
    expect(answers.every((a) => ['credited', 'already_processed'].includes(a.body.status as string))).toBe(
      true,
    );
    expect(answers.every((a) => a.body.success === true)).toBe(true);
    const delivered = await until(
      () =>
        one<boolean>(
          'select webhook_delivered_at is not null as value from private.sandbox_paypal_orders where id = $1',
          [orderId],
        ),
      Boolean,
    );
    expect(delivered).toBe(true);
    expect(await balanceOf(user.id)).toBe(260);
    expect(await purchasesOf(user.id)).toBe(1);
    const order = await db.query(
      `select payment_method, payment_status, provider from points_orders where provider_payment_id = $1`,
      [orderId],
    );
    expect(order.rows).toEqual([
      { payment_method: 'paypal', payment_status: 'succeeded', provider: 'sandbox' },
    ]);
  });

  it('cancel returns without paying; a forged sandbox event is refused', async () => {
    const user = await signedUp();
    const created = await invoke(user.client, 'create-paypal-order', { ...urls, amount: 5 });
    const cancelled = await approve(created.body.id as string, 'cancel');
    expect(cancelled.headers.get('location')).toContain('paypal=cancel');
    const confirm = await invoke(user.client, 'confirm-paypal-payment', { paypal_order_id: created.body.id });
    expect(confirm.status).toBe(400);
    expect(await balanceOf(user.id)).toBe(0);

    const forged = JSON.stringify({ id: 'WH-X', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} });
    const answer = await fetch(`${platform.url}/functions/v1/paypal-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': 'x',
        'paypal-transmission-time': new Date().toISOString(),
        'paypal-transmission-sig': 'Zm9yZ2Vk',
      },
      body: forged,
    });
    expect(answer.status).toBe(400);
  });

  it('admin switches turn card and PayPal off: hidden in payment-methods and refused by the server', async () => {
    const user = await signedUp();
    await setSwitch('card', false);
    try {
      const methods = await invoke(user.client, 'payment-methods', {});
      expect(methods.body.card).toMatchObject({ enabled: false });
      expect(methods.body.paypal).toMatchObject({ enabled: true });
      const refused = await invoke(user.client, 'create-checkout-session', {
        success_url: urls.return_url,
        cancel_url: urls.cancel_url,
        amount: 5,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(
        'Card payments are turned off on this site. Please choose another way to pay.',
      );
      expect((await invoke(user.client, 'create-points-payment-intent', { amount: 5 })).status).toBe(403);
    } finally {
      await setSwitch('card', true);
    }
    await setSwitch('paypal', false);
    try {
      const methods = await invoke(user.client, 'payment-methods', {});
      expect(methods.body.paypal).toMatchObject({ enabled: false });
      const refused = await invoke(user.client, 'create-paypal-order', { ...urls, amount: 5 });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(
        'PayPal payments are turned off on this site. Please choose another way to pay.',
      );
    } finally {
      await setSwitch('paypal', true);
    }
    expect((await invoke(user.client, 'create-paypal-order', { ...urls, amount: 5 })).status).toBe(200);
  });

  it('an admin refund gives the money back at the provider and reverses the credit once', async () => {
    const user = await signedUp();
    const admin = await signedUp();
    await db.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    const created = await invoke(user.client, 'create-paypal-order', { ...urls, amount: 10 });
    const orderId = created.body.id as string;
    await approve(orderId);
    const confirmed = await invoke(user.client, 'confirm-paypal-payment', { paypal_order_id: orderId });
    // Credited by this return, or a moment earlier by the sandbox's webhook that follows the capture.
    expect(confirmed.body).toMatchObject({ success: true });
    expect(['credited', 'already_processed']).toContain(confirmed.body.status);
    expect(await balanceOf(user.id)).toBe(100);
    const pointsOrder = confirmed.body.order_id as string;

    const refused = await invoke(user.client, 'refund-points-order', { order_id: pointsOrder });
    expect(refused).toMatchObject({ status: 403, body: { error: 'Only admins can refund orders' } });

    const refund = await invoke(admin.client, 'refund-points-order', {
      order_id: pointsOrder,
      reason: 'test',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body).toMatchObject({ status: 'refunded', points_reversed: 100 });
    expect(await balanceOf(user.id)).toBe(0);
    // The provider refunded the capture, and its PAYMENT.CAPTURE.REFUNDED (delivered by the sandbox) changes nothing.
    expect(
      await one<string>('select capture_status as value from private.sandbox_paypal_orders where id = $1', [
        orderId,
      ]),
    ).toBe('REFUNDED');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await balanceOf(user.id)).toBe(0);
    const again = await invoke(admin.client, 'refund-points-order', { order_id: pointsOrder });
    expect(again.body).toMatchObject({ status: 'already_processed' });
    expect(
      await one<number>(
        `select count(*)::int as value from points_transactions where user_id = $1 and description = 'Refund of points purchase'`,
        [user.id],
      ),
    ).toBe(1);
    // The back office's rules hold: the refund is in the audit log with who and why, and the buyer is told.
    expect(
      await one<number>(
        `select count(*)::int as value from admin_audit_log
          where action = 'points_order.refund' and actor_id = $1 and reason = 'test'`,
        [admin.id],
      ),
    ).toBe(1);
    expect(
      await one<number>(
        `select count(*)::int as value from notifications where user_id = $1 and title = 'Your points purchase was refunded'`,
        [user.id],
      ),
    ).toBe(1);
    // A suspended admin is no admin (their session ends: 401; were it still honoured, the role check: 403).
    await db.query(`update users set status = 'suspended' where id = $1`, [admin.id]);
    const suspended = await invoke(admin.client, 'refund-points-order', { order_id: pointsOrder });
    expect([401, 403]).toContain(suspended.status);
  });

  it('an admin refund of a card order goes through the card provider (the sandbox) once', async () => {
    const user = await signedUp();
    const admin = await signedUp();
    await db.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    const created = await invoke(user.client, 'create-checkout-session', {
      success_url: 'http://127.0.0.1:5173/dashboard/wallet?success=true',
      cancel_url: 'http://127.0.0.1:5173/dashboard/wallet',
      amount: 8,
    });
    const paid = await fetch(created.body.url as string, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'number=4242424242424242&expiry=12%2F34&cvc=123&action=pay',
    });
    expect(paid.status).toBe(303);
    const verified = await invoke(user.client, 'verify-stripe-session', {
      session_id: created.body.session_id,
    });
    expect(verified.body.valid).toBe(true);
    expect(await balanceOf(user.id)).toBe(80);
    const refund = await invoke(admin.client, 'refund-points-order', { order_id: verified.body.order_id });
    // The sandbox answers the refund after its charge.refunded reached stripe-webhook, which reversed it first:
    // whichever is first reverses, the other finds it done.
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ points_reversed: 80 });
    expect(['refunded', 'already_processed']).toContain(refund.body.status);
    expect(
      await one<number>(
        `select count(*)::int as value from points_transactions where user_id = $1 and description = 'Refund of points purchase'`,
        [user.id],
      ),
    ).toBe(1);
    expect(
      await one<string>(
        'select payment_status as value from private.sandbox_checkout_sessions where id = $1',
        [created.body.session_id],
      ),
    ).toBe('refunded');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await balanceOf(user.id)).toBe(0);
  });
});
