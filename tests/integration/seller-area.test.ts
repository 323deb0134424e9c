// Seller mode (issue 12, seller area) against the real stack through supabase-js: a seller's orders, overview and
// wallet come from the database for the caller only (never another seller's sales; buyers by display name only);
// a withdrawal below the minimum is refused with the server's message and moves nothing; one above it is pending
// and holds the points exactly once, even when requested twice at the same moment; a seller's price edit is priced
// by the server and sends an approved document back to review.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;

interface User {
  client: SupabaseClient<Database>;
  id: string;
}

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<{ value: T }>(sql, params);
  return rows[0]!.value;
}
const balanceOf = (userId: string) =>
  one<number>('select points_balance as value from user_points where user_id = $1', [userId]);

async function signedUp(label: string, fullName: string): Promise<User> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail(label),
    password: 'correct-horse',
    options: { data: { full_name: fullName } },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

async function approvedDocument(sellerId: string, title: string, pointsPrice: number): Promise<string> {
  return one<string>(
    `insert into documents (title, slug, user_id, price, points_price, status)
     values ($1, '', $2, $3, $4, 'approved') returning id as value`,
    [title, sellerId, pointsPrice / 10, pointsPrice],
  );
}

async function buy(buyer: User, documentId: string, points: number) {
  await db.query(`select private.apply_points($1, $2, 'bonus', 'Test credit')`, [buyer.id, points]);
  const { data, error } = await buyer.client.rpc('use_points_for_document', {
    document_id: documentId,
    points_amount: points,
  });
  expect(error).toBeNull();
  expect(data).toMatchObject({ success: true });
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 4 });
});
afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('seller orders and overview', () => {
  it('a seller sees their own sales only, each with document, buyer display name, points and date', async () => {
    const alice = await signedUp('alice', 'Alice Seller');
    const bob = await signedUp('bob', 'Bob Seller');
    const buyer = await signedUp('buyer', 'Carla Buyer');
    const aliceDoc = await approvedDocument(alice.id, 'Organic chemistry notes', 100);
    const bobDoc = await approvedDocument(bob.id, 'Macroeconomics past exam', 200);
    await buy(buyer, aliceDoc, 100);
    await buy(buyer, bobDoc, 200);

    const aliceOrders = await alice.client.rpc('seller_orders', {});
    expect(aliceOrders.error).toBeNull();
    expect(aliceOrders.data).toHaveLength(1);
    const sale = aliceOrders.data![0]!;
    expect(sale).toMatchObject({
      document_id: aliceDoc,
      document_title: 'Organic chemistry notes',
      buyer_name: 'Carla Buyer',
      access_type: 'points',
      points_spent: 100,
      earned_points: 70,
      total_count: 1,
    });
    expect(Date.now() - new Date(sale.created_at).getTime()).toBeLessThan(60_000);
    // The buyer's identity is the display name only: no e-mail or user id in the answer.
    expect(Object.keys(sale).sort()).toEqual(
      [
        'access_type',
        'buyer_name',
        'created_at',
        'document_id',
        'document_slug',
        'document_title',
        'earned_points',
        'points_spent',
        'sale_id',
        'total_count',
      ].sort(),
    );
    expect(JSON.stringify(aliceOrders.data)).not.toContain(buyer.id);

    const bobOrders = await bob.client.rpc('seller_orders', {});
    expect(bobOrders.data!.map((row) => row.document_id)).toEqual([bobDoc]);
    // A buyer with no documents of their own has no sales, and search narrows by title or buyer.
    expect((await buyer.client.rpc('seller_orders', {})).data).toEqual([]);
    expect((await alice.client.rpc('seller_orders', { p_search: 'macro' })).data).toEqual([]);
    expect((await alice.client.rpc('seller_orders', { p_search: 'carla' })).data).toHaveLength(1);
    expect((await alice.client.rpc('seller_orders', { p_search: '100%' })).data).toEqual([]);

    // Nobody signed in gets nothing; a bad page size is a client mistake (4xx), never a 5xx.
    const anon = await platform.anonClient().rpc('seller_orders', {});
    expect(anon.error).not.toBeNull();
    expect(anon.status).toBeGreaterThanOrEqual(400);
    expect(anon.status).toBeLessThan(500);
    const bad = await alice.client.rpc('seller_orders', { p_limit: 0 });
    expect(bad.status).toBe(400);

    // Views by day: the buyer reads it (counted once within the dedupe window), the seller's own read is not a view.
    for (const reader of [buyer, buyer, alice]) {
      const viewed = await reader.client.rpc('record_document_view', { p_document_id: aliceDoc });
      expect(viewed.error).toBeNull();
    }
    const days = await alice.client.from('document_view_days').select('document_id, views');
    expect(days.data).toEqual([{ document_id: aliceDoc, views: 1 }]);
    expect(
      (await bob.client.from('document_view_days').select('views').eq('document_id', aliceDoc)).data,
    ).toEqual([]);

    const overview = await alice.client.rpc('seller_overview', { p_days: 7 });
    expect(overview.error).toBeNull();
    const data = overview.data as {
      totals: Record<string, number>;
      documents_by_status: { status: string; count: number }[];
      daily: { date: string; views: number; sales: number; earned_points: number }[];
      top_documents: { id: string; purchases: number }[];
    };
    expect(data.totals).toMatchObject({
      documents: 1,
      views: 1,
      purchases: 1,
      downloads: 1,
      revenue_points: 70,
    });
    expect(data.totals.revenue_usd).toBeCloseTo(70 * 0.07, 2);
    expect(data.documents_by_status.find((s) => s.status === 'approved')?.count).toBe(1);
    expect(data.daily).toHaveLength(7);
    expect(data.daily.at(-1)).toMatchObject({ views: 1, sales: 1, earned_points: 70 });
    expect(data.daily.slice(0, -1).every((day) => day.sales === 0 && day.views === 0)).toBe(true);
    expect(data.top_documents.map((doc) => doc.id)).toEqual([aliceDoc]);
    // Bob's figures are his own.
    const bobOverview = (await bob.client.rpc('seller_overview', {})).data as typeof data;
    expect(bobOverview.totals).toMatchObject({ documents: 1, purchases: 1, revenue_points: 140 });
  });

  it('a seller edits title, description and price; the server prices the points and an approved edit is reviewed again', async () => {
    const seller = await signedUp('editor', 'Edith Editor');
    const other = await signedUp('other', 'Otto Other');
    const doc = await approvedDocument(seller.id, 'Linear algebra summary', 50);
    const edited = await seller.client.rpc('update_seller_document', {
      p_document_id: doc,
      p_title: 'Linear algebra summary (2nd ed.)',
      p_description: 'Now with eigenvalues',
      p_price: 7.5,
    });
    expect(edited.error).toBeNull();
    expect(edited.data).toMatchObject({ status: 'pending', price: 7.5, points_price: 75 });
    const refused = await other.client.rpc('update_seller_document', {
      p_document_id: doc,
      p_title: 'Mine now',
      p_description: '',
      p_price: 1,
    });
    expect(refused.status).toBe(404);
    for (const price of [-1, 1e9, 1.234]) {
      const bad = await seller.client.rpc('update_seller_document', {
        p_document_id: doc,
        p_title: 'x',
        p_description: '',
        p_price: price,
      });
      expect(bad.status, String(price)).toBe(400);
      expect(bad.error?.message).toBe('The price must be between $0.00 and $10,000.00');
    }
    expect(await one<string>('select title as value from documents where id = $1', [doc])).toBe(
      'Linear algebra summary (2nd ed.)',
    );
  });
});

describe('seller withdrawals', () => {
  it('refuses a withdrawal below the minimum with the server message and holds one above it exactly once', async () => {
    const seller = await signedUp('earner', 'Erin Earner');
    const buyer = await signedUp('payer', 'Pat Payer');
    const doc = await approvedDocument(seller.id, 'Thermodynamics exam guide', 1000);
    await buy(buyer, doc, 1000);
    expect(await balanceOf(seller.id)).toBe(700);

    const below = await seller.client.rpc('request_withdrawal', {
      p_points_amount: 499,
      p_method: 'paypal',
      p_payout_details: { paypal_email: 'erin@example.com' },
    });
    expect(below.error).toBeNull();
    expect(below.data).toEqual({ success: false, error: 'The minimum withdrawal is 500 points' });
    expect(await balanceOf(seller.id)).toBe(700);
    expect(
      await one<number>('select count(*)::int as value from seller_withdrawals where user_id = $1', [
        seller.id,
      ]),
    ).toBe(0);

    // Two requests of 600 at the same moment against 700 withdrawable: exactly one is taken.
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        seller.client.rpc('request_withdrawal', {
          p_points_amount: 600,
          p_method: 'paypal',
          p_payout_details: { paypal_email: 'erin@example.com' },
        }),
      ),
    );
    const answers = [first!.data, second!.data] as { success: boolean; error?: string }[];
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.find((answer) => !answer.success)).toMatchObject({ error: 'insufficient points' });
    expect(await balanceOf(seller.id)).toBe(100);

    const withdrawals = await seller.client
      .from('seller_withdrawals')
      .select('points_amount, status, method, amount_usd');
    expect(withdrawals.data).toEqual([
      { points_amount: 600, status: 'pending', method: 'paypal', amount_usd: 42 },
    ]);
    expect(
      await one<number>(
        `select count(*)::int as value from points_transactions where user_id = $1 and type = 'withdrawal'`,
        [seller.id],
      ),
    ).toBe(1);

    const wallet = (await seller.client.rpc('seller_wallet')).data;
    expect(wallet).toMatchObject({
      earned_points: 700,
      withdrawable_points: 100,
      pending_points: 600,
      paid_points: 0,
      points_balance: 100,
      min_withdrawal: 500,
    });
    // The buyer sees none of the seller's withdrawals.
    expect((await buyer.client.from('seller_withdrawals').select('id')).data).toEqual([]);
  });
});
