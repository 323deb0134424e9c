// Who may read and write the money tables (ARCHITECTURE §3: only the server moves points, through the ledger;
// RLS makes any client-side write impossible). Every table is tried with select, insert, update and delete by
// each kind of caller, the way PostgREST runs a request (role and JWT claims in a transaction), and the outcome
// must be exactly the one listed: a changed policy or grant shows up here as a changed cell.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './support/database.ts';

/** The callers: visitors, the owner of the rows under test, another user, the seller of the document the owner
 *  bought, an active admin, and the server (service role). */
const ACTORS = ['anon', 'owner', 'other', 'seller', 'admin', 'service_role'] as const;
type Actor = (typeof ACTORS)[number];
type Operation = 'select' | 'insert' | 'update' | 'delete';

/**
 * What an attempt did. `rows`: the select saw the owner's rows; `none`: the statement ran and touched or saw no
 * row (RLS filtered it out); `ok`: the write went through; `denied`: refused with 42501 (no privilege, or a row
 * the policies reject).
 */
type Outcome = 'rows' | 'none' | 'ok' | 'denied';
type Expected = Record<Operation, Outcome>;

interface TableCase {
  table: string;
  /** Selects the owner's fixture row(s); `$1` is the owner's id, `{name}` a fixture id (see withIds). */
  where: string;
  /** A row the caller must not be able to add unless it is the server or an admin managing the table. */
  insert: string;
  /** A change that would be worth money to whoever could make it. */
  update: string;
  /** Run as the superuser before an insert, so a unique key does not hide the verdict of RLS and grants. */
  beforeInsert?: string;
  expect: Record<Actor, Expected>;
}

const deniedAll: Expected = { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' };
/** Readable as the policies allow; every write refused, by the grants or by the policies. */
const readOnly = (select: Outcome): Expected => ({
  select,
  insert: 'denied',
  update: 'denied',
  delete: 'denied',
});
/** Privileges granted, but no write policy: inserts are refused, updates and deletes find no row. */
const noWritePolicy = (select: Outcome): Expected => ({
  select,
  insert: 'denied',
  update: 'none',
  delete: 'none',
});
const manages: Expected = { select: 'rows', insert: 'ok', update: 'ok', delete: 'ok' };

let db: TestDatabase;
const ids = {} as Record<
  | 'owner'
  | 'other'
  | 'seller'
  | 'admin'
  | 'document'
  | 'otherDocument'
  | 'plan'
  | 'listedPlan'
  | 'subscription'
  | 'package'
  | 'tier',
  string
>;

async function one<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.admin.query<T>(sql, params);
  if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}: ${sql}`);
  return rows[0]!;
}

/** Switches the transaction to the role and JWT claims PostgREST would use for this caller. */
async function become(client: pg.PoolClient, actor: Actor): Promise<void> {
  if (actor === 'anon') {
    await client.query('set local role anon');
    await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
  } else if (actor === 'service_role') {
    await client.query('set local role service_role');
    await client.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
  } else {
    await client.query('set local role authenticated');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: ids[actor], role: 'authenticated', aud: 'authenticated' }),
    ]);
  }
}

/** Runs `sql` as `actor` in a transaction that is always rolled back, so the fixtures stay as they are. */
async function attempt(
  actor: Actor,
  sql: string,
  options: { params?: unknown[]; before?: string; reading?: boolean } = {},
): Promise<Outcome> {
  const client = await db.admin.connect();
  try {
    await client.query('begin');
    if (options.before) await client.query(options.before, [ids.owner]);
    await become(client, actor);
    try {
      const result = await client.query(sql, options.params ?? (sql.includes('$1') ? [ids.owner] : []));
      if ((result.rowCount ?? 0) === 0) return 'none';
      return options.reading ? 'rows' : 'ok';
    } catch (error) {
      if ((error as { code?: string }).code === '42501') return 'denied';
      throw error;
    }
  } finally {
    await client.query('rollback');
    client.release();
  }
}

// Tables keyed to the owner (the money of a user) and the price lists (what money buys).
const CASES: TableCase[] = [
  {
    table: 'user_points',
    where: 'user_id = $1',
    insert: `insert into user_points (user_id, points_balance, lifetime_earned) values ($1, 1000, 1000)`,
    update: 'points_balance = points_balance + 1000',
    beforeInsert: 'delete from user_points where user_id = $1',
    expect: {
      anon: deniedAll,
      owner: readOnly('rows'),
      other: readOnly('none'),
      seller: readOnly('none'),
      admin: readOnly('rows'),
      // The server, too, moves points only through private.apply_points.
      service_role: readOnly('rows'),
    },
  },
  {
    table: 'points_transactions',
    where: 'user_id = $1',
    insert: `insert into points_transactions (user_id, type, amount, balance_after, description)
             values ($1, 'bonus', 1000, 1100, 'Forged bonus')`,
    update: 'amount = amount + 1000',
    expect: {
      anon: deniedAll,
      owner: readOnly('rows'),
      other: readOnly('none'),
      seller: readOnly('none'),
      admin: readOnly('rows'),
      service_role: readOnly('rows'),
    },
  },
  {
    table: 'points_orders',
    where: 'user_id = $1',
    insert: `insert into points_orders (user_id, amount, points_amount, provider, payment_intent_id, payment_status,
                                        order_status)
             values ($1, 1, 100000, 'sandbox', 'pi_forged', 'succeeded', 'completed')`,
    update: `points_amount = 100000`,
    expect: {
      anon: deniedAll,
      owner: readOnly('rows'),
      other: readOnly('none'),
      seller: readOnly('none'),
      admin: readOnly('rows'),
      service_role: manages,
    },
  },
  {
    table: 'orders',
    where: 'user_id = $1',
    insert: `insert into orders (user_id, document_id, status, payment_status, amount)
             values ($1, '{otherDocument}', 'completed', 'succeeded', 0)`,
    update: `status = 'refunded', payment_status = 'refunded'`,
    expect: {
      anon: readOnly('none'),
      owner: noWritePolicy('rows'),
      other: noWritePolicy('none'),
      // Sellers see the orders of their documents.
      seller: noWritePolicy('rows'),
      admin: manages,
      service_role: manages,
    },
  },
  {
    table: 'user_documents',
    where: 'user_id = $1',
    insert: `insert into user_documents (user_id, document_id, access_type) values ($1, '{otherDocument}', 'grant')`,
    update: `document_id = '{otherDocument}'`,
    expect: {
      anon: readOnly('none'),
      owner: noWritePolicy('rows'),
      other: noWritePolicy('none'),
      seller: noWritePolicy('rows'),
      admin: manages,
      service_role: manages,
    },
  },
  {
    table: 'seller_withdrawals',
    where: 'user_id = $1',
    insert: `insert into seller_withdrawals (user_id, points_amount, amount_usd, method, payout_details)
             values ($1, 500, 35, 'paypal', '{"email":"owner@example.com"}')`,
    update: `status = 'paid', payout_reference = 'forged'`,
    expect: {
      anon: readOnly('none'),
      owner: readOnly('rows'),
      other: readOnly('none'),
      seller: readOnly('none'),
      // Admins decide withdrawals through admin_process_withdrawal, which also returns rejected points.
      admin: readOnly('rows'),
      service_role: manages,
    },
  },
  {
    table: 'user_subscriptions',
    where: 'user_id = $1',
    insert: `insert into user_subscriptions (user_id, plan_id, status) values ($1, '{plan}', 'expired')`,
    update: `status = 'active', current_period_end = now() + interval '10 years', documents_used_this_period = 0`,
    expect: {
      anon: readOnly('none'),
      owner: readOnly('rows'),
      other: readOnly('none'),
      seller: readOnly('none'),
      admin: readOnly('rows'),
      service_role: manages,
    },
  },
  {
    table: 'subscription_document_usage',
    where: 'user_id = $1',
    insert: `insert into subscription_document_usage (user_id, subscription_id, document_id)
             values ($1, '{subscription}', '{otherDocument}')`,
    update: `document_id = '{otherDocument}'`,
    expect: {
      anon: readOnly('none'),
      owner: readOnly('rows'),
      other: readOnly('none'),
      seller: readOnly('none'),
      admin: readOnly('rows'),
      service_role: manages,
    },
  },
  {
    table: 'points_packages',
    where: `id = '{package}'`,
    insert: `insert into points_packages (name, points, price) values ('Forged', 100000, 0.01)`,
    update: 'points = 100000',
    expect: {
      anon: noWritePolicy('rows'),
      owner: noWritePolicy('rows'),
      other: noWritePolicy('rows'),
      seller: noWritePolicy('rows'),
      admin: manages,
      service_role: manages,
    },
  },
  {
    table: 'points_bonus_tiers',
    where: `id = '{tier}'`,
    insert: `insert into points_bonus_tiers (name, min_amount, bonus_percent) values ('Forged', 0, 100)`,
    update: 'bonus_percent = 100',
    expect: {
      anon: noWritePolicy('rows'),
      owner: noWritePolicy('rows'),
      other: noWritePolicy('rows'),
      seller: noWritePolicy('rows'),
      admin: manages,
      service_role: manages,
    },
  },
  {
    table: 'subscription_plans',
    where: `id = '{listedPlan}'`,
    insert: `insert into subscription_plans (name, price, bonus_points) values ('Forged', 0, 100000)`,
    update: 'price = 0, bonus_points = 100000',
    expect: {
      anon: noWritePolicy('rows'),
      owner: noWritePolicy('rows'),
      other: noWritePolicy('rows'),
      seller: noWritePolicy('rows'),
      admin: manages,
      service_role: manages,
    },
  },
  {
    table: 'app_settings',
    where: `key = 'points.seller_share_percent'`,
    insert: `insert into app_settings (key, value, is_public) values ('points.forged', '100', true)`,
    update: `value = '100'`,
    expect: {
      anon: noWritePolicy('rows'),
      owner: noWritePolicy('rows'),
      other: noWritePolicy('rows'),
      seller: noWritePolicy('rows'),
      admin: manages,
      service_role: manages,
    },
  },
];

/** Fills the `{name}` placeholders of a case's SQL with fixture ids (known only once the fixtures exist). */
function withIds(sql: string): string {
  return sql.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = ids[name as keyof typeof ids];
    if (!id) throw new Error(`no fixture id ${name}`);
    return id;
  });
}

beforeAll(async () => {
  db = await startTestDatabase();
  ids.owner = await db.createUser({ fullName: 'Owner' });
  ids.other = await db.createUser({ fullName: 'Other' });
  ids.seller = await db.createUser({ fullName: 'Seller' });
  ids.admin = await db.createUser({ fullName: 'Admin', appRole: 'admin' });

  const document = (title: string) =>
    one<{ id: string }>(
      `insert into documents (title, user_id, price, points_price, status)
       values ($1, $2, 5, 50, 'approved') returning id`,
      [title, ids.seller],
    );
  ids.document = (await document('Bought Notes')).id;
  ids.otherDocument = (await document('Other Notes')).id;

  // The owner's money: through the product's own functions where there is one, else as the server writes it.
  await db.admin.query(`select private.apply_points($1, 200, 'bonus', 'Welcome bonus')`, [ids.owner]);
  const bought = await db.asUser(ids.owner, (c) =>
    c.query<{ result: { success: boolean } }>('select public.use_points_for_document($1, 50) as result', [
      ids.document,
    ]),
  );
  expect(bought.rows[0]!.result.success).toBe(true);
  await db.admin.query(
    `select private.credit_points_order($1, 'pi_owner_1', 9.99, 100, 0, p_provider => 'sandbox')`,
    [ids.owner],
  );
  await db.admin.query(
    `insert into orders (user_id, document_id, status, payment_status, amount, provider, payment_intent_id)
     values ($1, $2, 'completed', 'succeeded', 5, 'sandbox', 'pi_card_owner_1')`,
    [ids.owner, ids.document],
  );
  await db.admin.query(
    `insert into seller_withdrawals (user_id, points_amount, amount_usd, method, payout_details)
     values ($1, 500, 35, 'paypal', '{"email":"owner@example.com"}')`,
    [ids.owner],
  );
  ids.plan = (
    await one<{ id: string }>(
      `insert into subscription_plans (name, price, bonus_points) values ('Student Monthly', 9.99, 5) returning id`,
    )
  ).id;
  ids.listedPlan = (
    await one<{ id: string }>(
      `insert into subscription_plans (name, price, bonus_points) values ('Student Yearly', 99, 60) returning id`,
    )
  ).id;
  ids.subscription = (
    await one<{ id: string }>(
      `insert into user_subscriptions (user_id, plan_id, status, current_period_end)
       values ($1, $2, 'active', now() + interval '30 days') returning id`,
      [ids.owner, ids.plan],
    )
  ).id;
  await db.admin.query(
    `insert into subscription_document_usage (user_id, subscription_id, document_id) values ($1, $2, $3)`,
    [ids.owner, ids.subscription, ids.document],
  );
  ids.package = (
    await one<{ id: string }>(
      `insert into points_packages (name, points, price) values ('Starter', 100, 9.99) returning id`,
    )
  ).id;
  ids.tier = (
    await one<{ id: string }>(
      `insert into points_bonus_tiers (name, min_amount, bonus_percent) values ('Ten percent', 20, 10) returning id`,
    )
  ).id;
});

afterAll(async () => {
  await db?.stop();
});

describe('money tables', () => {
  for (const tc of CASES) {
    it(`${tc.table}: each caller may do exactly what is listed`, async () => {
      const where = withIds(tc.where);
      const actual = {} as Record<Actor, Expected>;
      for (const actor of ACTORS) {
        actual[actor] = {
          select: await attempt(actor, `select 1 from ${tc.table} where ${where}`, { reading: true }),
          insert: await attempt(actor, withIds(tc.insert), { before: tc.beforeInsert }),
          update: await attempt(actor, `update ${tc.table} set ${withIds(tc.update)} where ${where}`),
          delete: await attempt(actor, `delete from ${tc.table} where ${where}`),
        };
      }
      expect(actual).toEqual(tc.expect);
    });
  }

  it('the fixtures hold a row of the owner in every table under test', async () => {
    for (const tc of CASES) {
      const where = withIds(tc.where);
      const params = where.includes('$1') ? [ids.owner] : [];
      const { rowCount } = await db.admin.query(`select 1 from ${tc.table} where ${where}`, params);
      expect(rowCount, tc.table).toBeGreaterThan(0);
    }
  });

  it('no API client role may truncate a money table (TRUNCATE bypasses RLS)', async () => {
    const { rows } = await db.admin.query<{ grantee: string; table: string }>(
      `select r.rolname as grantee, t as table
       from unnest($1::text[]) t, pg_roles r
       where r.rolname in ('anon', 'authenticated') and has_table_privilege(r.oid, ('public.' || t)::regclass, 'TRUNCATE')`,
      [CASES.map((c) => c.table)],
    );
    expect(rows).toEqual([]);
  });
});

describe('the writes a client may make', () => {
  it('a user creates only their own, empty wallet (the spec’s PGRST116 fallback)', async () => {
    const before = 'delete from user_points where user_id = $1';
    const empty = `insert into user_points (user_id, points_balance, lifetime_spent, lifetime_earned)
                   values ($1, 0, 0, 0)`;
    expect(await attempt('owner', empty, { before })).toBe('ok');
    expect(await attempt('other', empty, { before })).toBe('denied');
    expect(await attempt('service_role', empty, { before })).toBe('denied');
  });

  it('a subscriber schedules their own cancellation, and changes nothing else of the subscription', async () => {
    const cancel = `update user_subscriptions set cancel_at_period_end = true where user_id = $1`;
    expect(await attempt('owner', cancel)).toBe('ok');
    expect(await attempt('other', cancel)).toBe('none');
    expect(await attempt('anon', cancel)).toBe('denied');
    // Cancelling is one-way for the user; resuming goes through the payment provider.
    await db.admin.query('update user_subscriptions set cancel_at_period_end = true where user_id = $1', [
      ids.owner,
    ]);
    try {
      expect(
        await attempt(
          'owner',
          `update user_subscriptions set cancel_at_period_end = false where user_id = $1`,
        ),
      ).toBe('denied');
    } finally {
      await db.admin.query('update user_subscriptions set cancel_at_period_end = false where user_id = $1', [
        ids.owner,
      ]);
    }
  });

  it('inactive prices and private settings are hidden from everyone but admins and the server', async () => {
    const retired = {
      package: await one<{ id: string }>(
        `insert into points_packages (name, points, price, is_active) values ('Retired', 100, 1, false) returning id`,
      ),
      tier: await one<{ id: string }>(
        `insert into points_bonus_tiers (name, min_amount, bonus_points, is_active)
         values ('Retired', 0, 1000, false) returning id`,
      ),
      plan: await one<{ id: string }>(
        `insert into subscription_plans (name, price, is_active) values ('Retired', 1, false) returning id`,
      ),
    };
    const reads = [
      `select 1 from points_packages where id = '${retired.package.id}'`,
      `select 1 from points_bonus_tiers where id = '${retired.tier.id}'`,
      `select 1 from subscription_plans where id = '${retired.plan.id}'`,
      `select 1 from app_settings where key = 'documents.view_dedupe_minutes'`,
    ];
    for (const sql of reads) {
      const seen = {} as Record<Actor, Outcome>;
      for (const actor of ACTORS) seen[actor] = await attempt(actor, sql, { reading: true });
      expect(seen, sql).toEqual({
        anon: 'none',
        owner: 'none',
        other: 'none',
        seller: 'none',
        admin: 'rows',
        service_role: 'rows',
      });
    }
  });

  it('document_purchases shows a purchase to its buyer, the seller and admins', async () => {
    const seen = {} as Record<Actor, Outcome>;
    for (const actor of ACTORS) {
      seen[actor] = await attempt(actor, `select 1 from document_purchases where user_id = $1`, {
        reading: true,
      });
    }
    expect(seen).toEqual({
      anon: 'denied',
      owner: 'rows',
      other: 'none',
      seller: 'rows',
      admin: 'rows',
      service_role: 'rows',
    });
  });
});
