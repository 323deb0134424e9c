// Card and PayPal purchases of documents (issue 11, ARCHITECTURE §3 and §6b): a checkout that names documents pays
// the shortfall of the buyer's points, and its one fulfilment buys the documents with them, crediting each seller's
// share (points.seller_share_percent, as a points purchase does) exactly once however often the signed webhook and
// the return verification arrive, concurrently or replayed; the seller is told of the sale once; the ledger adds up.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { deriveSandboxWebhookSecret } from '../../server/payments/sandbox-provider.routes.ts';
import { invokeFunction, payOnSandboxPage, signedUp as signedUpAs } from './support/payment-calls.ts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let webhookSecret: string;
let subjectId: string;
const stripe = new Stripe('sk_test_unused');

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<{ value: T }>(sql, params);
  return rows[0]!.value;
}
const balanceOf = (userId: string) =>
  one<number>('select coalesce((select points_balance from user_points where user_id = $1), 0) as value', [
    userId,
  ]);
/** The wallet's cached balance must be the sum of its ledger. */
const ledgerOf = (userId: string) =>
  one<number>('select coalesce(sum(amount), 0)::int as value from points_transactions where user_id = $1', [
    userId,
  ]);
const salesOf = (sellerId: string, documentId: string) =>
  db.query<{ amount: number; idempotency_key: string }>(
    `select amount, idempotency_key from points_transactions
     where user_id = $1 and type = 'earned' and metadata ->> 'document_id' = $2`,
    [sellerId, documentId],
  );
const saleNotices = (sellerId: string) =>
  db.query<{ title: string; body: string; link: string }>(
    `select title, body, link from notifications where user_id = $1 and category = 'order-status' and title like 'You sold %'`,
    [sellerId],
  );
const grant = (userId: string, points: number) =>
  db.query(`select private.apply_points($1, $2, 'bonus', 'Test credit')`, [userId, points]);

const signedUp = (label: string) => signedUpAs(platform, label);

async function document(sellerId: string, pointsPrice: number, title = 'Card notes'): Promise<string> {
  return one<string>(
    `insert into documents (title, description, user_id, subject_id, price, points_price, status)
     values ($1, 'Notes', $2, $3, $4 / 10.0, $4, 'approved') returning id as value`,
    [title, sellerId, subjectId, pointsPrice],
  );
}

const invoke = invokeFunction;

const returnUrls = {
  success_url: 'http://127.0.0.1:5173/checkout?success=true',
  cancel_url: 'http://127.0.0.1:5173/checkout?cancelled=true',
};

const pay = (url: string) => payOnSandboxPage(url);

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function signedEvent(type: string, object: unknown) {
  const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type, data: { object } });
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
}

function postWebhook(payload: string, signature: string) {
  return fetch(`${platform.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

async function sessionObject(id: string) {
  const response = await fetch(`${platform.url}/sandbox/v1/checkout/sessions/${id}`, {
    headers: { authorization: `Bearer ${platform.serviceRoleKey}` },
  });
  return (await response.json()) as Record<string, unknown>;
}

const webhookDelivered = (sessionId: string) =>
  until(() =>
    one<boolean>(
      'select webhook_delivered_at is not null as value from private.sandbox_checkout_sessions where id = $1',
      [sessionId],
    ),
  );

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  const secrets = JSON.parse(await readFile(join(platform.dataDir, 'secrets.json'), 'utf8')) as {
    jwtSecret: string;
  };
  webhookSecret = deriveSandboxWebhookSecret(secrets.jwtSecret);
  subjectId = await one<string>(
    `insert into subjects (name, slug) values ('Card Maths', 'card-maths') returning id as value`,
  );
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('card checkout of documents', () => {
  it('buys the document and credits the seller its share once, whatever the webhook and the return do', async () => {
    const seller = await signedUp('card-seller');
    const buyer = await signedUp('card-buyer');
    const docId = await document(seller.id, 250, 'Thermodynamics summary');
    await grant(buyer.id, 40);
    const sharePercent = Number(
      await one<unknown>(`select value as value from app_settings where key = 'points.seller_share_percent'`),
    );
    const share = Math.floor((250 * sharePercent) / 100);
    expect(share).toBeGreaterThan(0);

    // The shortfall (210 points) is priced by the server: $21.00, whatever amount the client sends.
    const created = await invoke(buyer.client, 'create-checkout-session', {
      ...returnUrls,
      document_ids: [docId],
      amount: 1,
      points_amount: 100_000,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ amount: 21, points_amount: 210 });
    const sessionId = created.body.session_id as string;
    expect(
      await one<unknown>('select metadata -> $2 as value from points_orders where provider_payment_id = $1', [
        sessionId,
        'document_ids',
      ]),
    ).toEqual([docId]);

    expect((await pay(created.body.url as string)).status).toBe(303);
    const object = await sessionObject(sessionId);
    const event = signedEvent('checkout.session.completed', object);
    // The sandbox's own delivery races 10 replayed webhooks and 10 return verifications.
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => postWebhook(event.payload, event.header).then((r) => r.json())),
      ...Array.from({ length: 10 }, () =>
        invoke(buyer.client, 'verify-stripe-session', { session_id: sessionId, user_id: buyer.id }).then(
          (r) => r.body,
        ),
      ),
    ]);
    await webhookDelivered(sessionId);
    // The sandbox's own delivery may have credited first: at most one of these did.
    expect(answers.filter((a) => a.status === 'credited').length).toBeLessThanOrEqual(1);
    const verifications = answers.slice(10);
    for (const answer of verifications) {
      expect(answer).toMatchObject({
        valid: true,
        documents: {
          success: true,
          purchased: [{ document_id: docId, title: 'Thermodynamics summary', points_spent: 250 }],
        },
      });
    }

    const sales = await salesOf(seller.id, docId);
    expect(sales.rows).toHaveLength(1);
    expect(sales.rows[0]!.amount).toBe(share);
    expect(await balanceOf(seller.id)).toBe(share);
    const credited = await one<number>(
      `select (points_amount + bonus_points) as value from points_orders where provider_payment_id = $1`,
      [sessionId],
    );
    expect(credited).toBeGreaterThanOrEqual(210);
    expect(await balanceOf(buyer.id)).toBe(40 + credited - 250);
    for (const user of [buyer.id, seller.id]) expect(await ledgerOf(user)).toBe(await balanceOf(user));

    const owned = await db.query(
      'select access_type, points_spent from user_documents where user_id = $1 and document_id = $2',
      [buyer.id, docId],
    );
    expect(owned.rows).toEqual([{ access_type: 'points', points_spent: 250 }]);
    expect(
      (await db.query('select purchase_count, revenue_points from documents where id = $1', [docId])).rows,
    ).toEqual([{ purchase_count: 1, revenue_points: share }]);
    const notices = await saleNotices(seller.id);
    expect(notices.rows).toEqual([
      {
        title: 'You sold "Thermodynamics summary"',
        body: `A buyer bought it for 250 points; your share of ${share} points is in your wallet.`,
        link: '/dashboard/seller-orders',
      },
    ]);

    // Replayed later: nothing moves, and the answer still names what was bought.
    const replay = await invoke(buyer.client, 'verify-stripe-session', { session_id: sessionId });
    expect(replay.body).toMatchObject({
      valid: true,
      status: 'already_processed',
      documents: { success: true },
    });
    expect((await postWebhook(event.payload, event.header)).status).toBe(200);
    expect((await salesOf(seller.id, docId)).rows).toHaveLength(1);
    expect(await balanceOf(seller.id)).toBe(share);
    expect((await saleNotices(seller.id)).rows).toHaveLength(1);
  });

  it('a cart of two sellers: each is credited once, and a points purchase notifies the same way', async () => {
    const [sellerA, sellerB, buyer] = await Promise.all([
      signedUp('cart-seller-a'),
      signedUp('cart-seller-b'),
      signedUp('cart-buyer'),
    ]);
    const docA = await document(sellerA.id, 100, 'Algebra notes');
    const docB = await document(sellerB.id, 60, 'Biology notes');
    const created = await invoke(buyer.client, 'create-checkout-session', {
      ...returnUrls,
      document_ids: [docA, docB, docA],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ amount: 16, points_amount: 160 });
    await pay(created.body.url as string);
    await webhookDelivered(created.body.session_id as string);
    const verified = await invoke(buyer.client, 'verify-stripe-session', {
      session_id: created.body.session_id,
    });
    expect(verified.body).toMatchObject({ status: 'already_processed', documents: { success: true } });
    expect(await balanceOf(sellerA.id)).toBe(70);
    expect(await balanceOf(sellerB.id)).toBe(42);
    expect((await salesOf(sellerA.id, docA)).rows).toHaveLength(1);
    expect((await salesOf(sellerB.id, docB)).rows).toHaveLength(1);
    expect(await balanceOf(buyer.id)).toBe(await ledgerOf(buyer.id));

    // The same seller notice for a purchase with points.
    const other = await signedUp('points-buyer');
    await grant(other.id, 100);
    const bought = await other.client.rpc('use_points_for_document', {
      document_id: docA,
      points_amount: 100,
    });
    expect(bought.data).toMatchObject({ success: true });
    expect((await saleNotices(sellerA.id)).rows).toHaveLength(2);
  });

  it('keeps the payment credited when the document was withdrawn before it was paid, and pays no seller', async () => {
    const seller = await signedUp('gone-seller');
    const buyer = await signedUp('gone-buyer');
    const docId = await document(seller.id, 50);
    const created = await invoke(buyer.client, 'create-checkout-session', {
      ...returnUrls,
      document_ids: [docId],
    });
    expect(created.status).toBe(200);
    await db.query(`update documents set status = 'deleted' where id = $1`, [docId]);
    await pay(created.body.url as string);
    const verified = await invoke(buyer.client, 'verify-stripe-session', {
      session_id: created.body.session_id,
    });
    expect(verified.body).toMatchObject({
      valid: true,
      documents: { success: false, error: 'Some documents in your cart are no longer available' },
    });
    await webhookDelivered(created.body.session_id as string);
    expect(await balanceOf(buyer.id)).toBe(50);
    expect(await balanceOf(seller.id)).toBe(0);
    expect(
      await one<number>('select count(*)::int as value from user_documents where user_id = $1', [buyer.id]),
    ).toBe(0);
  });

  it('answers bad document lists with a 4xx and creates no order', async () => {
    const seller = await signedUp('bad-seller');
    const buyer = await signedUp('bad-buyer');
    const docId = await document(seller.id, 30);
    const own = await document(buyer.id, 30);
    const cases: [SupabaseClient<Database>, unknown, number][] = [
      [buyer.client, 'x', 400],
      [buyer.client, [], 400],
      [buyer.client, ['not-a-uuid'], 400],
      [buyer.client, Array.from({ length: 51 }, () => docId), 400],
      [buyer.client, ['00000000-0000-4000-8000-000000000000'], 404],
      [buyer.client, [own], 409],
      [platform.anonClient(), [docId], 401],
    ];
    for (const [client, ids, status] of cases) {
      const answer = await invoke(client, 'create-checkout-session', { ...returnUrls, document_ids: ids });
      expect(answer.status, JSON.stringify(ids)).toBe(status);
      expect(typeof answer.body.error).toBe('string');
    }
    // Enough points already: pay with points, not by card.
    await grant(buyer.id, 30);
    const enough = await invoke(buyer.client, 'create-checkout-session', {
      ...returnUrls,
      document_ids: [docId],
    });
    expect(enough.status).toBe(409);
    expect(
      await one<number>('select count(*)::int as value from points_orders where user_id = $1', [buyer.id]),
    ).toBe(0);
  });
});

describe('PayPal checkout of documents (sandbox)', () => {
  it('buys the document on capture and credits the seller once across concurrent confirmations', async () => {
    const seller = await signedUp('paypal-seller');
    const buyer = await signedUp('paypal-buyer');
    const docId = await document(seller.id, 120, 'Statistics notes');
    const created = await invoke(buyer.client, 'create-paypal-order', {
      return_url: 'http://127.0.0.1:5173/checkout?paypal=return',
      cancel_url: 'http://127.0.0.1:5173/checkout?paypal=cancel',
      document_ids: [docId],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ amount: 12, points_amount: 120 });
    const orderId = created.body.id as string;
    const approved = await fetch(`${platform.url}/sandbox/paypal/checkoutnow?token=${orderId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'approve' }),
    });
    expect(approved.status).toBe(303);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        invoke(buyer.client, 'confirm-paypal-payment', { paypal_order_id: orderId }),
      ),
    );
    // The sandbox's own webhook follows the capture and may credit first: at most one of these did.
    expect(answers.filter((a) => a.body.status === 'credited').length).toBeLessThanOrEqual(1);
    for (const answer of answers) {
      expect(answer.body).toMatchObject({
        success: true,
        documents: { success: true, purchased: [{ document_id: docId }] },
      });
    }
    await until(() =>
      one<boolean>(
        'select webhook_delivered_at is not null as value from private.sandbox_paypal_orders where id = $1',
        [orderId],
      ),
    );
    expect((await salesOf(seller.id, docId)).rows).toHaveLength(1);
    expect(await balanceOf(seller.id)).toBe(84);
    expect(await balanceOf(buyer.id)).toBe(0);
    expect((await saleNotices(seller.id)).rows).toHaveLength(1);
  });

  it('respects the admin switch: PayPal switched off pays for no documents', async () => {
    const seller = await signedUp('switch-seller');
    const buyer = await signedUp('switch-buyer');
    const docId = await document(seller.id, 40);
    const setPaypal = (on: boolean) =>
      db.query(
        `insert into app_settings (key, value, is_public) values ('payments.paypal_enabled', $1::jsonb, true)
         on conflict (key) do update set value = excluded.value`,
        [JSON.stringify(on)],
      );
    await setPaypal(false);
    try {
      const refused = await invoke(buyer.client, 'create-paypal-order', {
        return_url: 'http://127.0.0.1:5173/checkout?paypal=return',
        cancel_url: 'http://127.0.0.1:5173/checkout?paypal=cancel',
        document_ids: [docId],
      });
      expect(refused.status).toBe(403);
      const methods = await invoke(buyer.client, 'payment-methods', {});
      expect(methods.body.paypal).toMatchObject({ enabled: false });
    } finally {
      await setPaypal(true);
    }
    expect(
      await one<number>('select count(*)::int as value from points_orders where user_id = $1', [buyer.id]),
    ).toBe(0);
  });
});
