// The one fulfilment path (ARCHITECTURE §3, §6b; issue 11): a provider payment is credited exactly once, whatever
// arrives first, twice or concurrently; the server computes points and bonus itself; bad input is a 4xx; a refund
// reverses the credit exactly once and never takes the balance below zero. Everything goes through supabase-js with
// the service key, as the payment functions call it.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;

const packages = {} as Record<'starter' | 'student' | 'scholar' | 'retired', string>;

async function value<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<{ value: T }>(sql, params);
  if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}: ${sql}`);
  return rows[0]!.value;
}

const balanceOf = (userId: string) =>
  value<number>('select points_balance as value from user_points where user_id = $1', [userId]);

const ledgerEntriesOf = (userId: string) =>
  value<number>('select count(*)::int as value from points_transactions where user_id = $1', [userId]);

async function signedUp(label: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(label), password: 'correct-horse' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

const paymentId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  // The seed's tiers: a fixed bonus from $20, a percentage from $50; an inactive tier that must not count.
  await db.query(`insert into points_bonus_tiers (name, min_amount, bonus_points, bonus_percent, is_active) values
    ('Bronze', 20, 10, null, true), ('Silver', 50, null, 7, true), ('Launch', 5, 5, null, false)`);
  const insertPackage = (name: string, points: number, price: number, bonus: number, active = true) =>
    value<string>(
      `insert into points_packages (name, points, price, bonus_points, is_active)
       values ($1, $2, $3, $4, $5) returning id as value`,
      [name, points, price, bonus, active],
    );
  packages.starter = await insertPackage('Starter', 100, 10, 0);
  packages.student = await insertPackage('Student', 250, 25, 0);
  packages.scholar = await insertPackage('Scholar', 500, 50, 50);
  packages.retired = await insertPackage('Retired', 300, 30, 0, false);
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('fulfil_points_payment', () => {
  it('credits one payment once under 50 concurrent calls, and every call answers with the first result', async () => {
    const user = await signedUp('concurrent');
    const server = platform.serviceClient();
    const id = paymentId('cs_test');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.rpc('fulfil_points_payment', {
          p_provider: 'stripe',
          p_provider_payment_id: id,
          p_user_id: user.id,
          p_package_id: packages.student,
        }),
      ),
    );
    for (const answer of answers) expect(answer.error).toBeNull();
    const results = answers.map((a) => a.data as Record<string, unknown>);
    expect(results.filter((r) => r.status === 'credited')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'already_processed')).toHaveLength(49);
    expect(new Set(results.map((r) => r.order_id)).size).toBe(1);
    for (const result of results) {
      expect(result).toMatchObject({
        points_amount: 250,
        bonus_points: 10,
        points_credited: 260,
        amount: 25,
      });
    }

    expect(await balanceOf(user.id)).toBe(260);
    expect(await ledgerEntriesOf(user.id)).toBe(2);
    expect(
      await value<number>(
        `select count(*)::int as value from points_orders where provider = 'stripe' and provider_payment_id = $1`,
        [id],
      ),
    ).toBe(1);
    const wallet = await user.client.from('user_points').select('points_balance, lifetime_earned').single();
    expect(wallet.data).toEqual({ points_balance: 260, lifetime_earned: 260 });
  });

  it('computes points and bonus from the package and the tiers, never from the caller', async () => {
    const user = await signedUp('packages');
    const server = platform.serviceClient();
    const buy = async (packageId: string) => {
      const answer = await server.rpc('fulfil_points_payment', {
        p_provider: 'sandbox',
        p_provider_payment_id: paymentId('sbx'),
        p_user_id: user.id,
        p_package_id: packageId,
        p_payment_method: 'card',
      });
      expect(answer.error).toBeNull();
      return answer.data as Record<string, unknown>;
    };
    // Below every tier: the package's points only.
    expect(await buy(packages.starter)).toMatchObject({
      status: 'credited',
      points_amount: 100,
      bonus_points: 0,
    });
    // No bonus of its own: the $20 tier's.
    expect(await buy(packages.student)).toMatchObject({ points_amount: 250, bonus_points: 10, amount: 25 });
    // Its own bonus beats the 7% tier (35): the package's promise holds.
    expect(await buy(packages.scholar)).toMatchObject({ points_amount: 500, bonus_points: 50, amount: 50 });
    expect(await balanceOf(user.id)).toBe(100 + 260 + 550);

    const order = await db.query<{
      amount: string;
      points_amount: number;
      bonus_points: number;
      status: string;
    }>(
      `select amount, points_amount, bonus_points, order_status || '/' || payment_status as status
       from points_orders where user_id = $1 and package_id = $2`,
      [user.id, packages.scholar],
    );
    expect(order.rows).toEqual([
      { amount: '50.00', points_amount: 500, bonus_points: 50, status: 'completed/succeeded' },
    ]);
  });

  it('computes points and bonus for a custom amount as calculate_points_for_amount quotes it', async () => {
    const user = await signedUp('amounts');
    const server = platform.serviceClient();
    const cases: [number, number, number][] = [
      [12.34, 123, 0],
      [20, 200, 10],
      [75, 750, 52],
    ];
    for (const [amount, points, bonus] of cases) {
      const quote = await server.rpc('calculate_points_for_amount', { amount_usd: amount });
      expect(quote.data).toEqual([
        { base_points: points, bonus_points: bonus, total_points: points + bonus },
      ]);
      const answer = await server.rpc('fulfil_points_payment', {
        p_provider: 'paypal',
        p_provider_payment_id: paymentId('PAYPAL'),
        p_user_id: user.id,
        p_amount_usd: amount,
      });
      expect(answer.error).toBeNull();
      expect(answer.data).toMatchObject({
        status: 'credited',
        amount,
        points_amount: points,
        bonus_points: bonus,
      });
    }
    expect(await balanceOf(user.id)).toBe(123 + 210 + 802);
  });

  it('completes the pending order a checkout created under the session id instead of adding one', async () => {
    const user = await signedUp('pending');
    const id = paymentId('cs_test');
    const pending = await value<string>(
      `insert into points_orders (user_id, amount, points_amount, provider, provider_session_id)
       values ($1, 999, 99999, 'stripe', $2) returning id as value`,
      [user.id, id],
    );
    const answer = await platform.serviceClient().rpc('fulfil_points_payment', {
      p_provider: 'stripe',
      p_provider_payment_id: id,
      p_user_id: user.id,
      p_package_id: packages.starter,
    });
    expect(answer.data).toMatchObject({
      status: 'credited',
      order_id: pending,
      points_amount: 100,
      amount: 10,
    });
    expect(await balanceOf(user.id)).toBe(100);
  });

  it('refuses bad input with a 4xx and credits nothing', async () => {
    const user = await signedUp('bad-input');
    const other = await signedUp('other');
    // Untyped: the point is to send what the generated types would not let through.
    const server: SupabaseClient = platform.serviceClient();
    const attempt = (args: Record<string, unknown>) =>
      server.rpc('fulfil_points_payment', {
        p_provider: 'stripe',
        p_provider_payment_id: paymentId('pi_test'),
        p_user_id: user.id,
        ...args,
      });

    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [{ p_amount_usd: 0 }, 400, /between/],
      [{ p_amount_usd: -5 }, 400, /between/],
      [{ p_amount_usd: 0.5 }, 400, /between/],
      [{ p_amount_usd: 'NaN' }, 400, /number of US dollars/],
      [{ p_amount_usd: 'Infinity' }, 400, /number of US dollars/],
      [{ p_amount_usd: 10001 }, 400, /between/],
      [{ p_amount_usd: 1e12 }, 400, /between/],
      [{ p_amount_usd: 10.001 }, 400, /whole cents/],
      [{ p_amount_usd: 'ten dollars' }, 400, /invalid input syntax/],
      [{}, 400, /either a package or an amount/],
      [{ p_amount_usd: 10, p_package_id: packages.starter }, 400, /either a package or an amount/],
      [{ p_package_id: randomUUID() }, 404, /package not found/],
      [{ p_package_id: packages.retired }, 404, /package not found/],
      [{ p_amount_usd: 10, p_user_id: randomUUID() }, 404, /User not found/],
      [{ p_amount_usd: 10, p_provider: 'bitcoin' }, 400, /Unknown payment provider/],
      [{ p_amount_usd: 10, p_provider_payment_id: '  ' }, 400, /payment id is required/],
      [{ p_amount_usd: 10, p_provider_payment_id: 'x'.repeat(256) }, 400, /payment id is required/],
    ];
    for (const [args, status, message] of refusals) {
      const answer = await attempt(args);
      expect(answer.status, JSON.stringify(args)).toBe(status);
      expect(answer.error?.message, JSON.stringify(args)).toMatch(message);
    }
    expect(await ledgerEntriesOf(user.id)).toBe(0);

    // A payment id already fulfilled for one user cannot be claimed by another.
    const id = paymentId('pi_test');
    expect((await attempt({ p_provider_payment_id: id, p_amount_usd: 10 })).data).toMatchObject({
      status: 'credited',
    });
    const stolen = await attempt({ p_provider_payment_id: id, p_amount_usd: 10, p_user_id: other.id });
    expect(stolen.status).toBe(409);
    expect(stolen.error?.message).toMatch(/another user/);
    expect(await balanceOf(other.id)).toBe(0);
    expect(await balanceOf(user.id)).toBe(100);
  });

  it('takes the imported instant of a trusted session for its order and ledger stamps', async () => {
    const user = await signedUp('imported');
    const id = paymentId('pi_imported');
    const client = await db.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('studyloop.imported_at', '2026-09-15T09:00:00Z', true)`);
      await client.query(`select private.fulfil_points_payment('stripe', $1, $2, $3)`, [
        id,
        user.id,
        packages.student,
      ]);
      await client.query(`select set_config('studyloop.imported_at', '2026-09-20T10:00:00Z', true)`);
      await client.query(`select private.refund_points_payment('stripe', $1)`, [id]);
      await client.query('commit');
    } finally {
      client.release();
    }
    const order = await db.query<{ created: string; completed: string; refunded: string }>(
      `select created_at::text as created, completed_at::text as completed, refunded_at::text as refunded
       from points_orders where provider_payment_id = $1`,
      [id],
    );
    expect(order.rows).toEqual([
      {
        created: '2026-09-15 09:00:00+00',
        completed: '2026-09-15 09:00:00+00',
        refunded: '2026-09-20 10:00:00+00',
      },
    ]);
    const stamps = await db.query<{ type: string; at: string }>(
      `select type, created_at::text as at from points_transactions where user_id = $1 order by created_at`,
      [user.id],
    );
    expect(stamps.rows).toEqual([
      { type: 'purchase', at: '2026-09-15 09:00:00+00' },
      { type: 'bonus', at: '2026-09-15 09:00:00.000001+00' },
      { type: 'adjustment', at: '2026-09-20 10:00:00+00' },
    ]);
  });

  it('cannot be called by visitors or signed-in users', async () => {
    const user = await signedUp('caller');
    const args = {
      p_provider: 'sandbox',
      p_provider_payment_id: paymentId('sbx'),
      p_user_id: user.id,
      p_package_id: packages.scholar,
    };
    for (const client of [platform.anonClient(), user.client]) {
      const answer = await client.rpc('fulfil_points_payment', args);
      expect(answer.error?.code).toBe('42501');
      const refund = await client.rpc('refund_points_payment', {
        p_provider: 'sandbox',
        p_provider_payment_id: 'x',
      });
      expect(refund.error?.code).toBe('42501');
    }
    expect(await ledgerEntriesOf(user.id)).toBe(0);
  });
});

describe('refund_points_payment', () => {
  it('reverses a fulfilled payment through the ledger once', async () => {
    const user = await signedUp('refund');
    const server = platform.serviceClient();
    const id = paymentId('pi_test');
    await server.rpc('fulfil_points_payment', {
      p_provider: 'stripe',
      p_provider_payment_id: id,
      p_user_id: user.id,
      p_package_id: packages.student,
    });
    expect(await balanceOf(user.id)).toBe(260);

    const refunds = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.rpc('refund_points_payment', {
          p_provider: 'stripe',
          p_provider_payment_id: id,
          p_reason: 'requested_by_customer',
        }),
      ),
    );
    const results = refunds.map((r) => r.data as Record<string, unknown>);
    expect(results.filter((r) => r.status === 'refunded')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'already_processed')).toHaveLength(9);
    for (const result of results) expect(result).toMatchObject({ points_reversed: 260, shortfall_points: 0 });
    expect(await balanceOf(user.id)).toBe(0);

    const entries = await db.query<{ type: string; amount: number }>(
      'select type, amount from points_transactions where user_id = $1 order by created_at',
      [user.id],
    );
    expect(entries.rows).toEqual([
      { type: 'purchase', amount: 250 },
      { type: 'bonus', amount: 10 },
      { type: 'adjustment', amount: -260 },
    ]);

    // A refunded payment replayed is not credited again.
    const replay = await server.rpc('fulfil_points_payment', {
      p_provider: 'stripe',
      p_provider_payment_id: id,
      p_user_id: user.id,
      p_package_id: packages.student,
    });
    expect(replay.data).toMatchObject({ status: 'already_processed', order_status: 'refunded' });
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('takes back what is left when points were spent, and records the shortfall on the order', async () => {
    const user = await signedUp('spender');
    const server = platform.serviceClient();
    const id = paymentId('sbx');
    await server.rpc('fulfil_points_payment', {
      p_provider: 'sandbox',
      p_provider_payment_id: id,
      p_user_id: user.id,
      p_package_id: packages.starter,
    });
    const spent = await user.client.rpc('use_points_general', {
      p_user_id: user.id,
      p_amount: -70,
      p_description: 'AI detection',
    });
    expect(spent.data).toMatchObject({ success: true, points_balance: 30 });

    const refund = await server.rpc('refund_points_payment', {
      p_provider: 'sandbox',
      p_provider_payment_id: id,
    });
    expect(refund.error).toBeNull();
    expect(refund.data).toMatchObject({
      status: 'refunded',
      points_reversed: 30,
      shortfall_points: 70,
      points_balance: 0,
    });
    expect(await balanceOf(user.id)).toBe(0);
    const order = await db.query(
      `select order_status, payment_status, refunded_points, refund_shortfall_points,
              refund_transaction_id is not null as reversed, refunded_at is not null as stamped
       from points_orders where provider = 'sandbox' and provider_payment_id = $1`,
      [id],
    );
    expect(order.rows).toEqual([
      {
        order_status: 'refunded',
        payment_status: 'refunded',
        refunded_points: 30,
        refund_shortfall_points: 70,
        reversed: true,
        stamped: true,
      },
    ]);

    // With nothing left at all, the refund still closes the order and moves no points.
    const id2 = paymentId('sbx');
    await server.rpc('fulfil_points_payment', {
      p_provider: 'sandbox',
      p_provider_payment_id: id2,
      p_user_id: user.id,
      p_package_id: packages.starter,
    });
    await user.client.rpc('use_points_general', {
      p_user_id: user.id,
      p_amount: -100,
      p_description: 'Chat',
    });
    const empty = await server.rpc('refund_points_payment', {
      p_provider: 'sandbox',
      p_provider_payment_id: id2,
    });
    expect(empty.data).toMatchObject({ status: 'refunded', points_reversed: 0, shortfall_points: 100 });
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('refuses unknown and unfinished payments', async () => {
    const user = await signedUp('refund-bad');
    const server = platform.serviceClient();
    const unknown = await server.rpc('refund_points_payment', {
      p_provider: 'stripe',
      p_provider_payment_id: paymentId('pi_none'),
    });
    expect(unknown.status).toBe(404);
    const id = paymentId('pi_pending');
    await db.query(
      `insert into points_orders (user_id, amount, points_amount, provider, provider_payment_id)
       values ($1, 10, 100, 'stripe', $2)`,
      [user.id, id],
    );
    const pending = await server.rpc('refund_points_payment', {
      p_provider: 'stripe',
      p_provider_payment_id: id,
    });
    expect(pending.status).toBe(409);
    expect(pending.error?.message).toMatch(/Only a completed payment/);
    expect(await ledgerEntriesOf(user.id)).toBe(0);
  });
});
