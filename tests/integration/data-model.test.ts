import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { startTestDatabase, type TestDatabase } from './support/database.ts';

// The data model as the API roles see it: RLS, the money rules, the RPCs and the triggers, exercised as
// `anon`/`authenticated` exactly the way PostgREST runs a request (role + JWT claims in a transaction).

let db: TestDatabase;
let subjectA: string;
let subjectB: string;
let documentTypeId: string;

async function one<T extends pg.QueryResultRow>(
  client: pg.ClientBase | pg.Pool,
  sql: string,
  params: unknown[] = [],
): Promise<T> {
  const { rows } = await client.query<T>(sql, params);
  if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}: ${sql}`);
  return rows[0]!;
}

async function balanceOf(userId: string): Promise<number> {
  const row = await one<{ points_balance: number }>(
    db.admin,
    'select points_balance from user_points where user_id = $1',
    [userId],
  );
  return row.points_balance;
}

async function grantPoints(userId: string, amount: number): Promise<void> {
  await db.admin.query(`select private.apply_points($1, $2, 'bonus', 'Test credit')`, [userId, amount]);
}

/** An approved document uploaded by `sellerId` (inserted as the server would after moderation). */
async function approvedDocument(sellerId: string, options: { pointsPrice?: number; title?: string } = {}) {
  return one<{ id: string; slug: string }>(
    db.admin,
    `insert into documents (title, description, user_id, subject_id, document_type_id, price, points_price, status)
     values ($1, 'Worked examples and summaries', $2, $3, $4, $5, $6, 'approved') returning id, slug`,
    [
      options.title ?? 'Linear Algebra Notes',
      sellerId,
      subjectA,
      documentTypeId,
      (options.pointsPrice ?? 50) / 10,
      options.pointsPrice ?? 50,
    ],
  );
}

beforeAll(async () => {
  db = await startTestDatabase();
  subjectA = (
    await one<{ id: string }>(db.admin, `insert into subjects (name) values ('Mathematics') returning id`)
  ).id;
  subjectB = (
    await one<{ id: string }>(db.admin, `insert into subjects (name) values ('Physics') returning id`)
  ).id;
  documentTypeId = (
    await one<{ id: string }>(
      db.admin,
      `insert into document_types (name) values ('Class Notes') returning id`,
    )
  ).id;
});

afterAll(async () => {
  await db?.stop();
});

describe('profiles', () => {
  it('creates a profile, an empty wallet and all 8 notification preferences for a new auth user', async () => {
    const id = await db.createUser({ email: 'maria.lopez@studyloop.test' });
    const profile = await one<{ full_name: string; role: string; status: string }>(
      db.admin,
      'select full_name, role, status from users where id = $1',
      [id],
    );
    expect(profile).toEqual({ full_name: 'maria.lopez', role: 'user', status: 'active' });
    expect(await balanceOf(id)).toBe(0);
    const prefs = await db.admin.query(
      'select preference_id from notification_preferences where user_id = $1 and enabled',
      [id],
    );
    expect(prefs.rows.map((r) => r.preference_id).sort()).toEqual(
      [
        'document-status',
        'order-status',
        'paper_creation',
        'points-access',
        'price-status',
        'security-login',
        'security-status',
        'withdrawal-status',
      ].sort(),
    );
  });

  it('takes full_name from the sign-up metadata and the admin role only from app metadata', async () => {
    const id = await db.createUser({ fullName: 'Ada Lovelace', appRole: 'admin' });
    const profile = await one(db.admin, 'select full_name, role from users where id = $1', [id]);
    expect(profile).toEqual({ full_name: 'Ada Lovelace', role: 'admin' });
  });

  it('lets users edit their profile but not their role or status', async () => {
    const id = await db.createUser();
    await db.asUser(id, (c) => c.query(`update users set full_name = 'New Name' where id = $1`, [id]));
    expect((await one(db.admin, 'select full_name from users where id = $1', [id])).full_name).toBe(
      'New Name',
    );
    await expect(
      db.asUser(id, (c) => c.query(`update users set role = 'admin' where id = $1`, [id])),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      db.asUser(id, (c) => c.query(`update users set status = 'active', role = 'user' where id = $1`, [id])),
    ).resolves.toBeDefined();
    await expect(
      db.asUser(id, (c) => c.query(`update users set status = 'banned' where id = $1`, [id])),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('hides other users’ profiles but exposes names and avatars through public_profiles', async () => {
    const alice = await db.createUser({ fullName: 'Alice' });
    const bob = await db.createUser({ fullName: 'Bob' });
    const seen = await db.asUser(alice, (c) => c.query('select id, email from users where id = $1', [bob]));
    expect(seen.rowCount).toBe(0);
    const publicProfile = await db.asAnon((c) =>
      c.query('select full_name from public_profiles where id = $1', [bob]),
    );
    expect(publicProfile.rows).toEqual([{ full_name: 'Bob' }]);
    await expect(db.asAnon((c) => c.query('select email from public_profiles'))).rejects.toMatchObject({
      code: '42703',
    });
    await expect(
      db.asUser(alice, (c) => c.query(`update public_profiles set full_name = 'x' where id = $1`, [bob])),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('lets an active admin read and suspend other users', async () => {
    const admin = await db.createUser({ appRole: 'admin' });
    const user = await db.createUser();
    const seen = await db.asUser(admin, (c) => c.query('select email from users where id = $1', [user]));
    expect(seen.rowCount).toBe(1);
    await db.asUser(admin, (c) => c.query(`update users set status = 'suspended' where id = $1`, [user]));
    expect((await one(db.admin, 'select status from users where id = $1', [user])).status).toBe('suspended');
  });
});

describe('row level security', () => {
  it('denies reading another user’s wallet, ledger, papers and preferences', async () => {
    const alice = await db.createUser();
    const bob = await db.createUser();
    await grantPoints(bob, 100);
    await db.asUser(bob, (c) => c.query(`insert into papers (user_id, title) values ($1, 'Essay')`, [bob]));
    for (const table of ['user_points', 'points_transactions', 'papers', 'notification_preferences']) {
      const rows = await db.asUser(alice, (c) => c.query(`select * from ${table} where user_id = $1`, [bob]));
      expect(rows.rowCount, table).toBe(0);
      const own = await db.asUser(bob, (c) => c.query(`select * from ${table} where user_id = $1`, [bob]));
      expect(own.rowCount, table).toBeGreaterThan(0);
    }
    await expect(
      db.asUser(alice, (c) => c.query(`insert into papers (user_id, title) values ($1, 'Forged')`, [bob])),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('shows visitors approved documents only, and the public catalogue', async () => {
    const seller = await db.createUser();
    const approved = await approvedDocument(seller, { title: 'Visible Calculus' });
    const pending = await db.asUser(seller, (c) =>
      one<{ id: string }>(
        c,
        `insert into documents (title, user_id) values ('Hidden Draft', $1) returning id`,
        [seller],
      ),
    );
    const visible = await db.asAnon((c) =>
      c.query('select id from documents where id = any($1)', [[approved.id, pending.id]]),
    );
    expect(visible.rows.map((r) => r.id)).toEqual([approved.id]);
    const otherUser = await db.createUser();
    const forOther = await db.asUser(otherUser, (c) =>
      c.query('select id from documents where id = $1', [pending.id]),
    );
    expect(forOther.rowCount).toBe(0);
    const forUploader = await db.asUser(seller, (c) =>
      c.query('select id from documents where id = $1', [pending.id]),
    );
    expect(forUploader.rowCount).toBe(1);
    const subjects = await db.asAnon((c) => c.query('select slug from subjects order by slug'));
    expect(subjects.rows.map((r) => r.slug)).toEqual(['mathematics', 'physics']);
    const statuses = await db.asAnon((c) => c.query('select id from document_statuses order by sort_order'));
    expect(statuses.rows.map((r) => r.id)).toEqual([
      'approved',
      'pending',
      'soft-reject',
      'rejected',
      'deleted',
    ]);
  });

  it('starts every upload as pending with zeroed counters and keeps moderation to admins', async () => {
    const seller = await db.createUser();
    const doc = await db.asUser(seller, (c) =>
      one<{ id: string; status: string; download_count: number; approved_at: Date | null }>(
        c,
        `insert into documents (title, user_id, status, download_count, average_rating, approved_at)
         values ('Self Approved', $1, 'approved', 9999, 5, now()) returning id, status, download_count, approved_at`,
        [seller],
      ),
    );
    expect(doc).toMatchObject({ status: 'pending', download_count: 0, approved_at: null });
    await expect(
      db.asUser(seller, (c) => c.query(`update documents set status = 'approved' where id = $1`, [doc.id])),
    ).rejects.toMatchObject({ code: '42501' });
    await db.asUser(seller, (c) =>
      c.query(`update documents set view_count = 500, title = 'Renamed' where id = $1`, [doc.id]),
    );
    expect(await one(db.admin, 'select title, view_count from documents where id = $1', [doc.id])).toEqual({
      title: 'Renamed',
      view_count: 0,
    });
    await db.asUser(seller, (c) =>
      c.query(`update documents set status = 'deleted' where id = $1`, [doc.id]),
    );
    expect((await one(db.admin, 'select status from documents where id = $1', [doc.id])).status).toBe(
      'deleted',
    );

    const admin = await db.createUser({ appRole: 'admin' });
    const pending = await db.asUser(seller, (c) =>
      one<{ id: string }>(
        c,
        `insert into documents (title, user_id) values ('For Review', $1) returning id`,
        [seller],
      ),
    );
    await db.asUser(admin, (c) =>
      c.query(`update documents set status = 'approved' where id = $1`, [pending.id]),
    );
    const reviewed = await one(
      db.admin,
      'select status, approved_at is not null as stamped from documents where id = $1',
      [pending.id],
    );
    expect(reviewed).toEqual({ status: 'approved', stamped: true });
  });
});

describe('money rules', () => {
  it('refuses every client write that could credit points or mark an order paid', async () => {
    const user = await db.createUser();
    await expect(
      db.asUser(user, (c) =>
        c.query(
          `insert into points_transactions (user_id, type, amount, balance_after, description)
           values ($1, 'bonus', 1000, 1000, 'free money')`,
          [user],
        ),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      db.asUser(user, (c) =>
        c.query('update user_points set points_balance = 1000000 where user_id = $1', [user]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      db.asUser(user, (c) =>
        c.query(
          `insert into points_orders (user_id, amount, points_amount, payment_status, order_status, payment_intent_id)
           values ($1, 10, 100, 'succeeded', 'completed', 'pi_forged')`,
          [user],
        ),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      db.asUser(user, (c) => c.query('delete from points_transactions where user_id = $1', [user])),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      db.asUser(user, (c) => c.query(`select private.apply_points($1, 100, 'bonus', 'x')`, [user])),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      db.asUser(user, (c) => c.query(`select public.apply_points($1, 100, 'bonus', 'x')`, [user])),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await balanceOf(user)).toBe(0);
  });

  it('lets a client create only its own empty wallet (the spec’s PGRST116 fallback)', async () => {
    const user = await db.createUser();
    await db.admin.query('delete from user_points where user_id = $1', [user]);
    await expect(
      db.asUser(user, (c) =>
        c.query('insert into user_points (user_id, points_balance) values ($1, 1000)', [user]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await db.asUser(user, (c) =>
      c.query(
        'insert into user_points (user_id, points_balance, lifetime_spent, lifetime_earned) values ($1, 0, 0, 0)',
        [user],
      ),
    );
    expect(await balanceOf(user)).toBe(0);
  });

  it('keeps the ledger append-only, even for the service role', async () => {
    const user = await db.createUser();
    await grantPoints(user, 10);
    await expect(
      db.admin.query('update points_transactions set amount = 999 where user_id = $1', [user]),
    ).rejects.toMatchObject({ code: '42501' });
    const client = await db.admin.connect();
    try {
      await client.query('begin');
      await client.query('set local role service_role');
      await expect(
        client.query('delete from points_transactions where user_id = $1', [user]),
      ).rejects.toMatchObject({
        code: '42501',
      });
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('credits a paid points order exactly once, however often the provider reports it', async () => {
    const user = await db.createUser();
    const credit = async () => {
      const client = await db.admin.connect();
      try {
        await client.query('begin');
        await client.query('set local role service_role');
        const { rows } = await client.query(
          `select public.credit_points_order($1, 'pi_123', 9.99, 100, 10, p_provider => 'sandbox') as result`,
          [user],
        );
        await client.query('commit');
        return rows[0].result as { credited: boolean; points_balance: number };
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    };
    const results = await Promise.all([credit(), credit(), credit()]);
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(await balanceOf(user)).toBe(110);
    const orders = await db.admin.query(
      `select order_status, payment_status from points_orders where user_id = $1`,
      [user],
    );
    expect(orders.rows).toEqual([{ order_status: 'completed', payment_status: 'succeeded' }]);
    const ledger = await db.admin.query(
      `select type, amount from points_transactions where user_id = $1 order by amount`,
      [user],
    );
    expect(ledger.rows).toEqual([
      { type: 'bonus', amount: 10 },
      { type: 'purchase', amount: 100 },
    ]);
    const seenByUser = await db.asUser(user, (c) => c.query('select points_amount from points_orders'));
    expect(seenByUser.rows).toEqual([{ points_amount: 100 }]);
  });
});

describe('calculate_points_for_amount', () => {
  it('gives 10 points per dollar plus the best active bonus tier', async () => {
    await db.admin.query(
      `insert into points_bonus_tiers (name, min_amount, bonus_points, bonus_percent, is_active) values
         ('Starter', 10, 20, null, true), ('Big', 50, null, 15, true), ('Old', 5, 1000, null, false)`,
    );
    const at = (amount: number) =>
      db.asAnon((c) => one(c, 'select * from calculate_points_for_amount($1)', [amount]));
    expect(await at(4.99)).toEqual({ base_points: 49, bonus_points: 0, total_points: 49 });
    expect(await at(10)).toEqual({ base_points: 100, bonus_points: 20, total_points: 120 });
    expect(await at(100)).toEqual({ base_points: 1000, bonus_points: 150, total_points: 1150 });
    await expect(at(-1)).rejects.toMatchObject({ code: '22023' });
  });
});

describe('use_points_general', () => {
  it('spends points, and refuses credits, other users and overdrafts without changing anything', async () => {
    const user = await db.createUser();
    const other = await db.createUser();
    await grantPoints(user, 30);
    const spend = (userId: string, amount: number, metadata: object = {}) =>
      db
        .asUser(user, (c) =>
          one<{ r: { success: boolean; error: string | null; transaction_id: string | null } }>(
            c,
            'select use_points_general($1, $2, $3, $4) as r',
            [userId, amount, 'AI detection', metadata],
          ),
        )
        .then((row) => row.r);

    const ok = await spend(user, -5, { feature: 'ai_detection' });
    expect(ok).toMatchObject({ success: true, error: null });
    expect(ok.transaction_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await balanceOf(user)).toBe(25);

    expect(await spend(user, 50)).toMatchObject({ success: false });
    expect(await spend(other, -5)).toMatchObject({ success: false });
    expect(await spend(user, -26)).toEqual({
      success: false,
      error: 'insufficient points',
      transaction_id: null,
    });
    expect(await balanceOf(user)).toBe(25);

    const chat = await spend(user, -5, { type: 'document_chat', idempotency_key: 'chat-msg-1' });
    const replay = await spend(user, -5, { type: 'document_chat', idempotency_key: 'chat-msg-1' });
    expect(replay.transaction_id).toBe(chat.transaction_id);
    expect(await balanceOf(user)).toBe(20);
    const wallet = await one(
      db.admin,
      'select lifetime_spent, lifetime_earned from user_points where user_id = $1',
      [user],
    );
    expect(wallet).toEqual({ lifetime_spent: 10, lifetime_earned: 30 });
    const types = await db.admin.query(
      `select type from points_transactions where user_id = $1 and amount < 0 order by created_at`,
      [user],
    );
    expect(types.rows.map((r) => r.type)).toEqual(['spent', 'document_chat']);
  });

  it('lets exactly as many of 20 concurrent spends succeed as the balance covers', async () => {
    const user = await db.createUser();
    await grantPoints(user, 70);
    const attempts = Array.from({ length: 20 }, () =>
      db.asUser(user, (c) =>
        one<{ r: { success: boolean } }>(
          c,
          `select use_points_general($1, -10, 'Toolbar action', '{}') as r`,
          [user],
        ),
      ),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((row) => row.r.success)).toHaveLength(7);
    expect(await balanceOf(user)).toBe(0);
    const ledger = await one<{ n: number; total: number }>(
      db.admin,
      `select count(*)::int as n, sum(amount)::int as total from points_transactions where user_id = $1 and type = 'spent'`,
      [user],
    );
    expect(ledger).toEqual({ n: 7, total: -70 });
  });
});

describe('seller withdrawals', () => {
  it('takes earned points out of the wallet on request and returns them when an admin rejects it', async () => {
    const seller = await db.createUser();
    const admin = await db.createUser({ appRole: 'admin' });
    await grantPoints(seller, 300);
    await db.admin.query(`select private.apply_points($1, 600, 'earned', 'Sales')`, [seller]);
    const request = (points: number) =>
      db
        .asUser(seller, (c) =>
          one<{ r: Record<string, unknown> }>(
            c,
            `select request_withdrawal($1, 'paypal', '{"paypal_email":"s@x.test"}') as r`,
            [points],
          ),
        )
        .then((row) => row.r);
    // Bought or bonus points are not cashable: only the 600 earned from sales are.
    expect(await request(700)).toMatchObject({
      success: false,
      error: 'insufficient points',
      withdrawable_points: 600,
    });
    const made = await request(500);
    expect(made).toMatchObject({ success: true, points_balance: 400 });
    expect(await request(500)).toMatchObject({ success: false, withdrawable_points: 100 });

    await expect(
      db.asUser(seller, (c) => c.query(`select admin_process_withdrawal($1, 'paid')`, [made.withdrawal_id])),
    ).rejects.toMatchObject({ code: '42501' });
    const decided = await db.asUser(admin, (c) =>
      one(c, `select admin_process_withdrawal($1, 'rejected', 'Payout details do not match') as r`, [
        made.withdrawal_id,
      ]),
    );
    expect(decided.r).toEqual({ success: true, status: 'rejected' });
    expect(await balanceOf(seller)).toBe(900);
    const seen = await db.asUser(seller, (c) =>
      one(c, 'select status, admin_note from seller_withdrawals where id = $1', [made.withdrawal_id]),
    );
    expect(seen).toEqual({ status: 'rejected', admin_note: 'Payout details do not match' });
  });
});

describe('use_points_for_document', () => {
  it('buys a document atomically and pays the seller their share', async () => {
    const seller = await db.createUser();
    const buyer = await db.createUser();
    const doc = await approvedDocument(seller, { pointsPrice: 50 });
    await grantPoints(buyer, 120);
    const buy = (userId: string, amount: number) =>
      db
        .asUser(userId, (c) =>
          one<{ r: Record<string, unknown> }>(c, 'select use_points_for_document($1, $2) as r', [
            doc.id,
            amount,
          ]),
        )
        .then((row) => row.r);

    expect(await buy(buyer, 40)).toMatchObject({
      success: false,
      error: 'The price of this document has changed',
    });
    expect(await balanceOf(buyer)).toBe(120);
    expect(await buy(seller, 50)).toMatchObject({
      success: false,
      error: 'You cannot buy your own document',
    });

    expect(await buy(buyer, 50)).toMatchObject({ success: true, points_spent: 50 });
    expect(await balanceOf(buyer)).toBe(70);
    expect(await balanceOf(seller)).toBe(35);
    expect(await buy(buyer, 50)).toMatchObject({ success: false, error: 'You already own this document' });
    expect(await balanceOf(buyer)).toBe(70);

    const access = await db.asUser(buyer, (c) =>
      one(c, 'select access_type, points_spent from user_documents where document_id = $1', [doc.id]),
    );
    expect(access).toEqual({ access_type: 'points', points_spent: 50 });
    const purchases = await db.asUser(buyer, (c) => c.query('select document_slug from document_purchases'));
    expect(purchases.rows).toEqual([{ document_slug: doc.slug }]);
    const stats = await one(
      db.admin,
      'select download_count, purchase_count, revenue_points from documents where id = $1',
      [doc.id],
    );
    expect(stats).toEqual({ download_count: 1, purchase_count: 1, revenue_points: 35 });
    const earned = await one(
      db.admin,
      `select type, amount, metadata->>'document_id' as doc from points_transactions where user_id = $1`,
      [seller],
    );
    expect(earned).toEqual({ type: 'earned', amount: 35, doc: doc.id });
    // The seller sees the sale in their orders view, the buyer's wallet stays private.
    const sales = await db.asUser(seller, (c) =>
      c.query('select id from user_documents where document_id = $1', [doc.id]),
    );
    expect(sales.rowCount).toBe(1);
  });

  it('refuses a purchase the balance does not cover, leaving everything unchanged', async () => {
    const seller = await db.createUser();
    const buyer = await db.createUser();
    const doc = await approvedDocument(seller, { pointsPrice: 80 });
    await grantPoints(buyer, 79);
    const result = await db.asUser(buyer, (c) =>
      one(c, 'select use_points_for_document($1, 80) as r', [doc.id]),
    );
    expect(result.r).toEqual({ success: false, error: 'insufficient points' });
    expect(await balanceOf(buyer)).toBe(79);
    expect(await balanceOf(seller)).toBe(0);
    expect(
      (await db.admin.query('select 1 from user_documents where document_id = $1', [doc.id])).rowCount,
    ).toBe(0);
  });

  it('lets only owners review, once, and keeps the rating in step', async () => {
    const seller = await db.createUser();
    const buyer = await db.createUser();
    const stranger = await db.createUser();
    const doc = await approvedDocument(seller, { pointsPrice: 10 });
    await grantPoints(buyer, 10);
    await db.asUser(buyer, (c) => c.query('select use_points_for_document($1, 10)', [doc.id]));
    await expect(
      db.asUser(stranger, (c) =>
        c.query('insert into document_reviews (document_id, user_id, rating) values ($1, $2, 1)', [
          doc.id,
          stranger,
        ]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      db.asUser(seller, (c) =>
        c.query('insert into document_reviews (document_id, user_id, rating) values ($1, $2, 5)', [
          doc.id,
          seller,
        ]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await db.asUser(buyer, (c) =>
      c.query(
        `insert into document_reviews (document_id, user_id, rating, comment) values ($1, $2, 4, 'Clear')`,
        [doc.id, buyer],
      ),
    );
    await expect(
      db.asUser(buyer, (c) =>
        c.query('insert into document_reviews (document_id, user_id, rating) values ($1, $2, 5)', [
          doc.id,
          buyer,
        ]),
      ),
    ).rejects.toMatchObject({ code: '23505' });
    expect(
      await one(db.admin, 'select average_rating::float as r, review_count from documents where id = $1', [
        doc.id,
      ]),
    ).toEqual({
      r: 4,
      review_count: 1,
    });
    const reviews = await db.asAnon((c) =>
      c.query('select rating from document_reviews where document_id = $1', [doc.id]),
    );
    expect(reviews.rows).toEqual([{ rating: 4 }]);
  });
});

describe('library RPCs', () => {
  it('toggles a bookmark and keeps the document’s bookmark count', async () => {
    const seller = await db.createUser();
    const reader = await db.createUser();
    const doc = await approvedDocument(seller);
    const toggle = () =>
      db.asUser(reader, (c) =>
        one<{ r: { bookmarked: boolean } }>(c, 'select toggle_document_bookmark($1) as r', [doc.id]),
      );
    expect((await toggle()).r).toEqual({ bookmarked: true });
    expect(
      (await one(db.admin, 'select bookmark_count from documents where id = $1', [doc.id])).bookmark_count,
    ).toBe(1);
    expect((await toggle()).r).toEqual({ bookmarked: false });
    expect(
      (await one(db.admin, 'select bookmark_count from documents where id = $1', [doc.id])).bookmark_count,
    ).toBe(0);
    await expect(
      db.asAnon((c) => c.query('select toggle_document_bookmark($1)', [doc.id])),
    ).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('records views for readers and counts visitors, without letting clients write the counter', async () => {
    const seller = await db.createUser();
    const reader = await db.createUser();
    const doc = await approvedDocument(seller);
    await db.asUser(reader, (c) =>
      c.query(`select record_document_view($1, 3, 42.5, '{"userAgent":"vitest","platform":"linux"}')`, [
        doc.id,
      ]),
    );
    await db.asUser(reader, (c) => c.query('select record_document_view($1, 4)', [doc.id]));
    await db.asAnon((c) => c.query('select record_document_view($1)', [doc.id]));
    await db.asUser(seller, (c) => c.query('select record_document_view($1)', [doc.id]));
    expect((await one(db.admin, 'select view_count from documents where id = $1', [doc.id])).view_count).toBe(
      2,
    );
    const views = await db.asUser(reader, (c) =>
      c.query(
        'select page_number, progress::float as progress, view_count from document_views where document_id = $1',
        [doc.id],
      ),
    );
    expect(views.rows).toEqual([{ page_number: 4, progress: 42.5, view_count: 1 }]);
    await expect(
      db.asUser(reader, (c) =>
        c.query('insert into document_views (user_id, document_id) values ($1, $2)', [reader, doc.id]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    const pending = await db.asUser(seller, (c) =>
      one<{ id: string }>(
        c,
        `insert into documents (title, user_id) values ('Unreviewed', $1) returning id`,
        [seller],
      ),
    );
    // PostgREST's custom error (HTTP 404, body code P0002); over plain SQL its message is that body.
    await expect(
      db.asAnon((c) => c.query('select record_document_view($1)', [pending.id])),
    ).rejects.toMatchObject({
      code: 'PGRST',
      message: expect.stringContaining('"code": "P0002"'),
    });
  });
});

describe('subjects.document_count', () => {
  it('counts approved documents only, through status changes, moves and deletes', async () => {
    const seller = await db.createUser();
    const count = async (subjectId: string) =>
      (
        await one<{ document_count: number }>(db.admin, 'select document_count from subjects where id = $1', [
          subjectId,
        ])
      ).document_count;
    const before = { a: await count(subjectA), b: await count(subjectB) };
    const doc = await db.asUser(seller, (c) =>
      one<{ id: string }>(
        c,
        `insert into documents (title, user_id, subject_id) values ('Counted', $1, $2) returning id`,
        [seller, subjectA],
      ),
    );
    expect(await count(subjectA)).toBe(before.a);
    await db.admin.query(`update documents set status = 'approved' where id = $1`, [doc.id]);
    expect(await count(subjectA)).toBe(before.a + 1);
    await db.admin.query(`update documents set title = 'Counted again' where id = $1`, [doc.id]);
    expect(await count(subjectA)).toBe(before.a + 1);
    await db.admin.query(`update documents set subject_id = $2 where id = $1`, [doc.id, subjectB]);
    expect([await count(subjectA), await count(subjectB)]).toEqual([before.a, before.b + 1]);
    await db.admin.query(`update documents set status = 'soft-reject' where id = $1`, [doc.id]);
    expect(await count(subjectB)).toBe(before.b);
    await db.admin.query(`update documents set status = 'approved', subject_id = $2 where id = $1`, [
      doc.id,
      subjectA,
    ]);
    expect([await count(subjectA), await count(subjectB)]).toEqual([before.a + 1, before.b]);
    await db.admin.query('delete from documents where id = $1', [doc.id]);
    expect(await count(subjectA)).toBe(before.a);
    const visitorView = await db.asAnon((c) =>
      one(c, 'select document_count from subjects where id = $1', [subjectA]),
    );
    expect(visitorView.document_count).toBe(before.a);
  });
});

describe('slugs', () => {
  it('follows the platform slug rule', async () => {
    const cases: [string, string][] = [
      ['Hello World', 'hello-world'],
      ['  Calculus I: Limits & Derivatives!  ', 'calculus-i-limits-derivatives'],
      ['snake_case -- and   dashes', 'snake-case-and-dashes'],
      ['--Trim me--', 'trim-me'],
      ['C++ (2nd ed.)', 'c-2nd-ed'],
    ];
    for (const [input, expected] of cases) {
      const row = await db.asAnon((c) => one<{ slug: string }>(c, 'select slugify($1) as slug', [input]));
      expect(row.slug, input).toBe(expected);
    }
  });

  it('fills missing slugs and keeps them unique, even against rows the author cannot see', async () => {
    const alice = await db.createUser();
    const bob = await db.createUser();
    const deck = (userId: string) =>
      db.asUser(userId, (c) =>
        one<{ slug: string }>(
          c,
          `insert into flashcard_decks (name, user_id) values ('Cell Biology!', $1) returning slug`,
          [userId],
        ),
      );
    expect((await deck(alice)).slug).toBe('cell-biology');
    expect((await deck(bob)).slug).toBe('cell-biology-2');
    expect((await deck(alice)).slug).toBe('cell-biology-3');
  });
});

describe('study tools and blog', () => {
  it('records one helpful vote per user on a homework question', async () => {
    const asker = await db.createUser();
    const voter = await db.createUser();
    const question = await db.asUser(asker, (c) =>
      one<{ id: string; slug: string }>(
        c,
        `insert into homework_questions (question, user_id, is_public, subject) values ('Solve 2x + 3 = 11', $1, true, 'Mathematics')
         returning id, slug`,
        [asker],
      ),
    );
    expect(question.slug).toBe('solve-2x-3-11');
    const vote = (helpful: boolean) =>
      db
        .asUser(voter, (c) => one(c, 'select check_homework_helpful($1, $2) as r', [question.id, helpful]))
        .then((row) => row.r);
    expect(await vote(true)).toEqual({ helpful: true, helpful_count: 1, not_helpful_count: 0 });
    expect(await vote(true)).toEqual({ helpful: true, helpful_count: 1, not_helpful_count: 0 });
    expect(await vote(false)).toEqual({ helpful: false, helpful_count: 0, not_helpful_count: 1 });
    await expect(
      db.asUser(asker, (c) =>
        c.query('update homework_questions set helpful_count = 100 where id = $1', [question.id]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    // The index is there for the definer search functions; no client role reads or filters on a vector
    // (issue 24: tests/integration/paid-text.test.ts).
    const found = await db.admin.query(
      `select slug from homework_questions where search_vector @@ websearch_to_tsquery('english', 'solve')`,
    );
    expect(found.rows).toContainEqual({ slug: 'solve-2x-3-11' });
  });

  it('keeps flashcards of private decks private and counts cards', async () => {
    const owner = await db.createUser();
    const other = await db.createUser();
    const deck = await db.asUser(owner, (c) =>
      one<{ id: string }>(
        c,
        `insert into flashcard_decks (name, user_id) values ('Private Deck', $1) returning id`,
        [owner],
      ),
    );
    await db.asUser(owner, (c) =>
      c.query(`insert into flashcards (deck_id, front, back) values ($1, 'Q1', 'A1'), ($1, 'Q2', 'A2')`, [
        deck.id,
      ]),
    );
    expect(
      (await one(db.admin, 'select card_count from flashcard_decks where id = $1', [deck.id])).card_count,
    ).toBe(2);
    expect(
      (await db.asUser(other, (c) => c.query('select id from flashcards where deck_id = $1', [deck.id])))
        .rowCount,
    ).toBe(0);
    await expect(
      db.asUser(other, (c) =>
        c.query(`insert into flashcards (deck_id, front, back) values ($1, 'x', 'y')`, [deck.id]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('grades test answers in the database and scores a submitted attempt', async () => {
    const student = await db.createUser();
    const test = await one<{ id: string; slug: string }>(
      db.admin,
      `insert into tests (title, is_public, subject_id) values ('Algebra Basics', true, $1) returning id, slug`,
      [subjectA],
    );
    expect(test.slug).toBe('algebra-basics');
    const q = await db.admin.query<{ id: string }>(
      `insert into test_questions (test_id, position, question_type, prompt, options, correct_answer) values
         ($1, 1, 'true_false', '2 + 2 = 4', '["True","False"]', 'True'),
         ($1, 2, 'multiple_choice', '3 × 3', '["6","9"]', '9') returning id`,
      [test.id],
    );
    const attempt = await db.asUser(student, (c) =>
      one<{ id: string }>(c, 'insert into test_attempts (test_id, user_id) values ($1, $2) returning id', [
        test.id,
        student,
      ]),
    );
    await db.asUser(student, (c) =>
      c.query(
        `insert into test_attempt_answers (attempt_id, question_id, user_id, answer) values ($1, $2, $4, 'true'), ($1, $3, $4, '6')`,
        [attempt.id, q.rows[0]!.id, q.rows[1]!.id, student],
      ),
    );
    const result = await db.asUser(student, (c) =>
      one(c, 'select submit_test_attempt($1) as r', [attempt.id]),
    );
    expect(result.r).toMatchObject({ score: 50, correct_count: 1, total_questions: 2 });
    await expect(
      db.asUser(student, (c) =>
        c.query(`update test_attempt_answers set answer = '9' where attempt_id = $1`, [attempt.id]),
      ),
    ).resolves.toMatchObject({ rowCount: 0 });
  });

  it('keeps subscription access within the plan allowance', async () => {
    const seller = await db.createUser();
    const subscriber = await db.createUser();
    const plan = await one<{ id: string }>(
      db.admin,
      `insert into subscription_plans (name, price, bonus_points) values ('Tiny', 4.99, 1) returning id`,
    );
    await db.admin.query(
      `insert into user_subscriptions (user_id, plan_id, current_period_end) values ($1, $2, now() + interval '30 days')`,
      [subscriber, plan.id],
    );
    const first = await approvedDocument(seller, { title: 'Sub Doc One' });
    const second = await approvedDocument(seller, { title: 'Sub Doc Two' });
    const open = (documentId: string) =>
      db
        .asUser(subscriber, (c) => one(c, 'select use_subscription_for_document($1) as r', [documentId]))
        .then((row) => row.r);
    expect(await open(first.id)).toMatchObject({
      success: true,
      already_owned: false,
      documents_used_this_period: 1,
    });
    expect(await open(first.id)).toMatchObject({ success: true, already_owned: true });
    expect(await open(second.id)).toMatchObject({
      success: false,
      error: 'Subscription document limit reached',
    });
    const library = await db.asUser(subscriber, (c) =>
      c.query('select access_type, points_spent from user_documents'),
    );
    expect(library.rows).toEqual([{ access_type: 'subscription', points_spent: 0 }]);
    await expect(
      db.asUser(subscriber, (c) => c.query('update user_subscriptions set documents_used_this_period = 0')),
    ).rejects.toMatchObject({ code: '42501' });
    await db.asUser(subscriber, (c) => c.query('update user_subscriptions set cancel_at_period_end = true'));
  });

  it('publishes only published posts and approved comments, and counts views and likes', async () => {
    const reader = await db.createUser();
    const post = await one<{ id: string }>(
      db.admin,
      `insert into blog_posts (title, content, status) values ('Study Smarter', 'Body', 'published') returning id`,
    );
    await db.admin.query(`insert into blog_posts (title, content) values ('Draft Post', 'Body')`);
    const visible = await db.asAnon((c) => c.query('select title from blog_posts'));
    expect(visible.rows).toEqual([{ title: 'Study Smarter' }]);
    const views = await db.asAnon((c) => one(c, 'select increment_blog_post_view($1) as n', [post.id]));
    expect(views.n).toBe(1);

    await expect(
      db.asUser(reader, (c) =>
        c.query(
          `insert into blog_comments (post_id, user_id, content, status) values ($1, $2, 'Great', 'approved')`,
          [post.id, reader],
        ),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await db.asUser(reader, (c) =>
      c.query(`insert into blog_comments (post_id, user_id, content) values ($1, $2, 'Great post')`, [
        post.id,
        reader,
      ]),
    );
    expect(
      (await db.asAnon((c) => c.query('select id from blog_comments where post_id = $1', [post.id])))
        .rowCount,
    ).toBe(0);
    expect(
      (
        await db.asUser(reader, (c) =>
          c.query('select status from blog_comments where post_id = $1', [post.id]),
        )
      ).rows,
    ).toEqual([{ status: 'pending' }]);
    await db.asUser(reader, (c) =>
      c.query('insert into blog_post_likes (post_id, user_id) values ($1, $2)', [post.id, reader]),
    );
    expect(
      (await db.asAnon((c) => one(c, 'select like_count from blog_posts where id = $1', [post.id])))
        .like_count,
    ).toBe(1);
  });
});
