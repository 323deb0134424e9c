// studyloop.imported_at (20261123400000_imported_points_movements.sql): a trusted session dates the movements it
// imports; an API request cannot date anything.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './support/database.ts';

let db: TestDatabase;
let user: string;
/** Holds a few points to spend. */
let spender: string;

const IMPORTED_AT = '2026-03-04T05:06:07.000Z';

beforeAll(async () => {
  db = await startTestDatabase();
  user = await db.createUser();
  spender = await db.createUser();
  await db.admin.query(`select private.apply_points($1, 10, 'bonus', 'To spend')`, [spender]);
});

afterAll(async () => {
  await db?.stop();
});

async function inTransaction<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    return await work();
  } finally {
    await client.query('rollback');
  }
}

describe('imported points movements', () => {
  it('are stamped with the instant a trusted session names, in the order they were made', async () => {
    const client = await db.admin.connect();
    try {
      await inTransaction(client, async () => {
        await client.query(`select set_config('studyloop.imported_at', $1, true)`, [IMPORTED_AT]);
        await client.query(`select private.apply_points($1, 100, 'bonus', 'Imported one')`, [user]);
        await client.query(`select private.apply_points($1, 50, 'bonus', 'Imported two')`, [user]);
        const { rows } = await client.query<{ created_at: Date; balance_after: number }>(
          `select created_at, balance_after from public.points_transactions where user_id = $1 order by created_at`,
          [user],
        );
        expect(rows.map((r) => r.balance_after)).toEqual([100, 150]);
        expect(rows[0]!.created_at.toISOString()).toBe(IMPORTED_AT);
        // A microsecond later: the same millisecond, a later row.
        expect(rows[1]!.created_at.toISOString()).toBe(IMPORTED_AT);
        const { rows: order } = await client.query<{ later: boolean }>(
          `select max(created_at) > min(created_at) as later from public.points_transactions where user_id = $1`,
          [user],
        );
        expect(order[0]!.later).toBe(true);
        const { rows: wallet } = await client.query<{ updated_at: Date }>(
          'select updated_at from public.user_points where user_id = $1',
          [user],
        );
        expect(wallet[0]!.updated_at.toISOString()).toBe(IMPORTED_AT);
      });
    } finally {
      client.release();
    }
  });

  it('refuse an instant in the future', async () => {
    const client = await db.admin.connect();
    try {
      await inTransaction(client, async () => {
        await client.query(`select set_config('studyloop.imported_at', '2999-01-01T00:00:00Z', true)`);
        await expect(
          client.query(`select private.apply_points($1, 1, 'bonus', 'From the future')`, [user]),
        ).rejects.toMatchObject({ code: '22023' });
      });
    } finally {
      client.release();
    }
  });

  it('cannot be dated by an API request: PostgREST sessions always get the clock', async () => {
    // PostgREST logs in as authenticator and switches to the request's role; the request cannot pick a session user.
    const url = new URL(db.connectionString);
    url.username = 'authenticator';
    url.password = 'test-authenticator';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await inTransaction(client, async () => {
        await client.query('set local role authenticated');
        await client.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: spender, role: 'authenticated' }),
        ]);
        await client.query(`select set_config('studyloop.imported_at', $1, true)`, [IMPORTED_AT]);
        const { rows } = await client.query<{ result: { success: boolean; transaction_id: string } }>(
          `select public.use_points_general($1, -1, 'A spend', '{}'::jsonb) as result`,
          [spender],
        );
        expect(rows[0]!.result.success).toBe(true);
        const { rows: entry } = await client.query<{ recent: boolean }>(
          `select created_at > now() - interval '1 minute' as recent from public.points_transactions where id = $1`,
          [rows[0]!.result.transaction_id],
        );
        expect(entry[0]!.recent).toBe(true);
      });
    } finally {
      await client.end();
    }
  });
});
