import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { verifyPassword } from '../../server/auth/password-hash.ts';
import { createLogger } from '../../server/process/logger.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDatabase } from '../../server/seed/seed-database.ts';
import { startTestDatabase, type TestDatabase } from './support/database.ts';

let db: TestDatabase;
let client: pg.Client;
let firstRun: { seeded: boolean };

const COUNTED_TABLES = [
  'subjects',
  'document_types',
  'universities',
  'courses',
  'textbooks',
  'countries',
  'users',
  'documents',
  'document_pages',
  'document_reviews',
  'user_documents',
  'points_packages',
  'points_bonus_tiers',
  'subscription_plans',
  'points_transactions',
  'points_orders',
  'blog_authors',
  'blog_categories',
  'blog_tags',
  'blog_posts',
  'blog_comments',
  'homework_questions',
  'flashcard_decks',
  'flashcards',
  'scholarships',
  'tests',
  'test_questions',
] as const;

async function counts(): Promise<Record<string, number>> {
  const sql = COUNTED_TABLES.map((t) => `select '${t}' as name, count(*)::int as n from public.${t}`).join(
    ' union all ',
  );
  const { rows } = await client.query<{ name: string; n: number }>(sql);
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

async function scalar<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await client.query(sql, params);
  return Object.values(rows[0] ?? {})[0] as T;
}

beforeAll(async () => {
  db = await startTestDatabase();
  client = new pg.Client({ connectionString: db.connectionString });
  await client.connect();
  firstRun = await seedDatabase(client, createLogger('silent'));
});

afterAll(async () => {
  await client?.end();
  await db?.stop();
});

describe('seedDatabase', () => {
  it('fills the catalogue', async () => {
    expect(firstRun.seeded).toBe(true);
    const n = await counts();
    expect(n.subjects).toBe(16);
    expect(n.document_types).toBe(10);
    expect(n.universities).toBeGreaterThanOrEqual(30);
    expect(
      await scalar<number>(
        'select count(*)::int from universities u where exists (select 1 from courses c where c.university_id = u.id)',
      ),
    ).toBe(n.universities);
    expect(n.textbooks).toBeGreaterThan(0);
    expect(n.points_packages).toBeGreaterThan(0);
    expect(n.points_bonus_tiers).toBeGreaterThan(0);
    expect(n.subscription_plans).toBeGreaterThan(0);
  });

  it('adds at least 300 approved documents across subjects, plus pending and rejected ones, with reviews', async () => {
    const byStatus = Object.fromEntries(
      (
        await client.query<{ status: string; n: number }>(
          'select status, count(*)::int as n from documents group by status',
        )
      ).rows.map((r) => [r.status, r.n]),
    );
    expect(byStatus.approved).toBeGreaterThanOrEqual(300);
    expect(byStatus.pending).toBeGreaterThan(0);
    expect(byStatus.rejected).toBeGreaterThan(0);
    expect(await scalar<number>(`select count(*)::int from subjects where document_count = 0`)).toBe(0);
    expect(
      await scalar<number>(
        `select count(*)::int from subjects s
         where s.document_count <> (select count(*) from documents d where d.subject_id = s.id and d.status = 'approved')`,
      ),
    ).toBe(0);
    expect((await counts()).document_reviews).toBeGreaterThan(300);
    // Only owners review, and the cached ratings agree with the reviews.
    expect(
      await scalar<number>(
        `select count(*)::int from document_reviews r
         where not exists (select 1 from user_documents ud where ud.user_id = r.user_id and ud.document_id = r.document_id)`,
      ),
    ).toBe(0);
    expect(
      await scalar<number>(
        `select count(*)::int from documents d
         where d.review_count <> (select count(*) from document_reviews r where r.document_id = d.id)`,
      ),
    ).toBe(0);
    expect(await scalar<number>(`select count(distinct document_id)::int from document_pages`)).toBe(
      (await counts()).documents,
    );
  });

  it('adds the blog, homework, flashcards, tests and scholarships', async () => {
    const n = await counts();
    expect(
      await scalar<number>(`select count(*)::int from blog_posts where status = 'published'`),
    ).toBeGreaterThanOrEqual(12);
    expect(n.blog_authors).toBeGreaterThan(0);
    expect(n.blog_categories).toBeGreaterThan(0);
    expect(n.blog_tags).toBeGreaterThan(0);
    expect(
      await scalar<number>(`select count(*)::int from homework_questions where is_public`),
    ).toBeGreaterThan(0);
    expect(
      await scalar<number>(`select count(*)::int from flashcard_decks where is_public and card_count > 0`),
    ).toBeGreaterThan(0);
    expect(n.flashcards).toBeGreaterThan(0);
    expect(
      await scalar<number>(`select count(*)::int from tests where is_public and question_count > 0`),
    ).toBeGreaterThan(0);
    expect(n.scholarships).toBeGreaterThan(0);
  });

  it('creates the demo accounts with the documented password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { rows } = await client.query(
        `select a.encrypted_password, a.email_confirmed_at, u.role, u.status,
                (select count(*)::int from auth.identities i where i.user_id = a.id and i.provider = 'email') as identities
         from auth.users a join public.users u on u.id = a.id where a.email = $1`,
        [account.email],
      );
      expect(rows, account.email).toHaveLength(1);
      const row = rows[0]!;
      expect(await verifyPassword(DEMO_PASSWORD, row.encrypted_password)).toBe(true);
      expect(row.email_confirmed_at).not.toBeNull();
      expect(row.identities).toBe(1);
      expect(row).toMatchObject({ role: account.role, status: 'active' });
    }
    expect(
      await scalar<number>(
        `select count(*)::int from auth.users where email like '%@students.studyloop.test'`,
      ),
    ).toBeGreaterThanOrEqual(40);
  });

  it('gives the demo student a wallet, purchases, bookmarks and views, and the seller uploads and sales', async () => {
    const student = await scalar<string>(`select id from users where email = 'student@studyloop.test'`);
    const seller = await scalar<string>(`select id from users where email = 'seller@studyloop.test'`);
    expect(
      await scalar<number>('select points_balance from user_points where user_id = $1', [student]),
    ).toBeGreaterThan(0);
    expect(
      await scalar<number>('select count(*)::int from user_documents where user_id = $1', [student]),
    ).toBeGreaterThan(0);
    expect(
      await scalar<number>('select count(*)::int from document_bookmarks where user_id = $1', [student]),
    ).toBeGreaterThan(0);
    expect(
      await scalar<number>('select count(*)::int from document_views where user_id = $1', [student]),
    ).toBeGreaterThan(0);
    expect(
      await scalar<number>('select count(*)::int from documents where user_id = $1', [seller]),
    ).toBeGreaterThanOrEqual(50);
    expect(
      await scalar<number>(
        `select count(*)::int from points_transactions where user_id = $1 and type = 'earned'`,
        [seller],
      ),
    ).toBeGreaterThan(0);
  });

  it('keeps every wallet equal to its ledger', async () => {
    expect(
      await scalar<number>(
        `select count(*)::int from user_points up
         where up.points_balance <> coalesce((select sum(amount) from points_transactions t where t.user_id = up.user_id), 0)
            or up.points_balance <> coalesce((select t.balance_after from points_transactions t where t.user_id = up.user_id
                                              order by t.created_at desc limit 1), 0)`,
      ),
    ).toBe(0);
  });

  it('does nothing the second time', async () => {
    const before = await counts();
    expect(await seedDatabase(client, createLogger('silent'))).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });
});
