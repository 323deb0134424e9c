// `npm run bench:payments` (issue 11): exactly-once crediting and atomic spending under load, on the real platform
// with the sandbox provider. Prints one figure a line as `name: value`:
// - credits after 50 concurrent replays of one signed webhook plus 50 concurrent return verifications (must be 1);
// - successes of 100 concurrent cart checkouts against a balance that covers 37 (must be 37; balance never < 0);
// - p50/p95 of a points purchase: create-checkout-session → pay on the hosted page → verify-stripe-session.
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import Stripe from 'stripe';
import { NodeWebSocketTransport } from '../../server/realtime/node-websocket-transport.ts';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../shared/db/database.types.ts';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import { startPlatform } from '../../server/platform.ts';
import { deriveSandboxWebhookSecret } from '../../server/payments/sandbox-provider.routes.ts';
import { createLogger } from '../../server/process/logger.ts';

const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 40);
const dataDir = await mkdtemp(join(tmpdir(), 'studyloop-bench-payments-'));
await chmod(dataDir, 0o755);
// The bench signs its accounts up and uses them at once: e-mail confirmation (the product's default) off.
const base = platformConfigFromEnv({ AUTH_AUTOCONFIRM: 'true' });
const platform = await startPlatform(
  { ...base, dataDir, port: 0, seed: false, logLevel: 'error' },
  { log: createLogger('error', () => undefined) },
);
const db = new pg.Pool({ connectionString: platform.databaseUrl, max: 4 });
const { jwtSecret } = JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')) as {
  jwtSecret: string;
};
const webhookSecret = deriveSandboxWebhookSecret(jwtSecret);
const stripe = new Stripe('sk_test_unused');

const client = () =>
  createClient<Database>(platform.url, platform.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NodeWebSocketTransport },
  });
let counter = 0;
async function signedUp(): Promise<{ client: SupabaseClient<Database>; id: string }> {
  const c = client();
  const { data, error } = await c.auth.signUp({
    email: `bench.${Date.now()}.${++counter}@example.com`,
    password: 'correct-horse',
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client: c, id: data.user.id };
}
const value = async <T>(sql: string, params: unknown[]) => (await db.query<{ v: T }>(sql, params)).rows[0]!.v;

async function startCheckout(c: SupabaseClient<Database>, packageId: string) {
  const { data, error } = await c.functions.invoke<{ url: string; session_id: string }>(
    'create-checkout-session',
    {
      body: {
        package_id: packageId,
        success_url: `${platform.url}/ok`,
        cancel_url: `${platform.url}/no`,
      },
    },
  );
  if (error || !data) throw new Error(`checkout failed: ${String(error)}`);
  return data;
}
async function payOnPage(url: string) {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'number=4242424242424242&expiry=12%2F34&cvc=123&action=pay',
  });
  if (response.status !== 303) throw new Error(`payment refused: ${response.status}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

try {
  const packageId = await value<string>(
    `insert into points_packages (name, points, price, bonus_points) values ('Bench', 100, 10, 0) returning id as v`,
    [],
  );

  // 1. One payment, 50 webhook replays and 50 return verifications at once (plus the sandbox's own delivery).
  const payer = await signedUp();
  const session = await startCheckout(payer.client, packageId);
  await payOnPage(session.url);
  const sessionObject = await (
    await fetch(`${platform.url}/sandbox/v1/checkout/sessions/${session.session_id}`, {
      headers: { authorization: `Bearer ${platform.serviceRoleKey}` },
    })
  ).json();
  const payload = JSON.stringify({
    id: 'evt_bench',
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: sessionObject },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  await Promise.all([
    ...Array.from({ length: 50 }, () =>
      fetch(`${platform.url}/functions/v1/stripe-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      }).then((r) => r.text()),
    ),
    ...Array.from({ length: 50 }, () =>
      payer.client.functions.invoke('verify-stripe-session', {
        body: { session_id: session.session_id, user_id: payer.id },
      }),
    ),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const credits = await value<number>(
    `select count(*)::int as v from points_transactions where user_id = $1 and type = 'purchase'`,
    [payer.id],
  );
  console.log(`credits_after_100_concurrent_deliveries: ${credits}`);
  console.log(
    `balance_after_one_100_point_payment: ${await value<number>('select points_balance as v from user_points where user_id = $1', [payer.id])}`,
  );

  // 2. 100 concurrent one-document cart checkouts against a balance for 37.
  const seller = await signedUp();
  const buyer = await signedUp();
  const subject = await value<string>(
    `insert into subjects (name, slug) values ('Bench', 'bench-subject') returning id as v`,
    [],
  );
  const { rows } = await db.query<{ id: string }>(
    `insert into documents (title, user_id, subject_id, price, points_price, status)
     select 'Bench document ' || n, $1, $2, 1, 10, 'approved' from generate_series(1, 100) n returning id`,
    [seller.id, subject],
  );
  await db.query(`select private.apply_points($1, 370, 'bonus', 'Bench credit')`, [buyer.id]);
  const started = performance.now();
  const answers = await Promise.all(
    rows.map((row) => buyer.client.rpc('checkout_cart', { p_document_ids: [row.id] })),
  );
  const checkoutMs = performance.now() - started;
  const successes = answers.filter((a) => (a.data as { success?: boolean } | null)?.success).length;
  console.log(`cart_checkouts_succeeded_of_100_for_37: ${successes}`);
  console.log(`cart_checkout_errors: ${answers.filter((a) => a.error).length}`);
  console.log(
    `buyer_balance_after: ${await value<number>('select points_balance as v from user_points where user_id = $1', [buyer.id])}`,
  );
  console.log(`cart_checkouts_100_concurrent_ms: ${checkoutMs.toFixed(0)}`);

  // 3. Latency of a whole points purchase, one after another.
  const durations: number[] = [];
  const purchaser = await signedUp();
  for (let i = 0; i < PURCHASES; i++) {
    const t0 = performance.now();
    const s = await startCheckout(purchaser.client, packageId);
    await payOnPage(s.url);
    const { data } = await purchaser.client.functions.invoke<{ valid: boolean }>('verify-stripe-session', {
      body: { session_id: s.session_id, user_id: purchaser.id },
    });
    if (!data?.valid) throw new Error('purchase not verified');
    durations.push(performance.now() - t0);
  }
  durations.sort((a, b) => a - b);
  console.log(`points_purchase_p50_ms: ${percentile(durations, 50).toFixed(0)}`);
  console.log(`points_purchase_p95_ms: ${percentile(durations, 95).toFixed(0)}`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(
    `purchases_credited_of_${PURCHASES}: ${await value<number>(`select count(*)::int as v from points_transactions where user_id = $1 and type = 'purchase'`, [purchaser.id])}`,
  );
} finally {
  await db.end();
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}
