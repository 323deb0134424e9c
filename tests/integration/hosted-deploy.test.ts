// supabase/migrations and supabase/seed.sql on what a new hosted Supabase project has, and nothing more
// (support/hosted-project.sql): a bare PostgreSQL whose bootstrap superuser is `supabase_admin`, where `postgres`
// is an ordinary role with createrole and createdb. Migrations and the seed run as `postgres`, as
// `supabase db push` and `supabase db reset --linked` do. The platform's own preparation is held to the same
// line: it may create no extension such a project lacks.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type RunningPostgres } from '../../server/db/embedded-postgres.ts';
import { applyMigrations, listMigrations } from '../../server/db/migrator.ts';
import { APP_MIGRATIONS_DIR, PLATFORM_SCHEMA_DIR } from '../../server/db/paths.ts';
import { createLogger } from '../../server/process/logger.ts';
import { DEMO_ACCOUNTS, GOTRUE_STRING_COLUMNS } from '../../server/seed/seed-database.ts';
import { SEED_SQL_FILE } from '../../server/seed/seed-sql-file.ts';

const STAND_IN = join(import.meta.dirname, 'support', 'hosted-project.sql');
const log = createLogger('silent');

let dataDir: string;
let postgres: RunningPostgres;
/** As `postgres`, the role migrations and the seed run as. */
let db: pg.Client;
let appliedMigrations: string[];
/** The extensions of the new project, before any migration. */
let projectExtensions: string[];

function withUser(connectionString: string, user: string, password: string, database = 'postgres'): string {
  const url = new URL(connectionString);
  url.username = user;
  url.password = password;
  url.pathname = `/${database}`;
  return url.toString();
}

async function asAdmin<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: withUser(postgres.connectionString, 'supabase_admin', adminPassword, database),
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const adminPassword = randomBytes(16).toString('hex');

async function scalar<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query(sql, params);
  return Object.values(rows[0] ?? {})[0] as T;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'studyloop-hosted-'));
  // When the tests run as root, PostgreSQL runs as the `postgres` OS user, which must reach the cluster dir.
  await chmod(dataDir, 0o755);
  postgres = await startEmbeddedPostgres({
    dataDir,
    password: adminPassword,
    log,
    superuser: 'supabase_admin',
  });
  const postgresPassword = randomBytes(16).toString('hex');
  await asAdmin('postgres', async (admin) => {
    await admin.query(await readFile(STAND_IN, 'utf8'));
    await admin.query(`alter role postgres password ${admin.escapeLiteral(postgresPassword)}`);
  });

  db = new pg.Client({ connectionString: withUser(postgres.connectionString, 'postgres', postgresPassword) });
  await db.connect();
  projectExtensions = (await db.query<{ extname: string }>('select extname from pg_extension')).rows.map(
    (r) => r.extname,
  );
  appliedMigrations = await applyMigrations(db, APP_MIGRATIONS_DIR, {
    table: 'supabase_migrations.schema_migrations',
    log,
  });
  // As `supabase db reset` runs it: the whole file in one implicit transaction, after the migrations.
  await db.query(await readFile(SEED_SQL_FILE, 'utf8'));
}, 300_000);

afterAll(async () => {
  await db?.end();
  await postgres?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a new hosted Supabase project', () => {
  it('runs the migrations and the seed as postgres, which is not a superuser', async () => {
    expect(await scalar<string>('select current_user')).toBe('postgres');
    expect(await scalar<boolean>(`select rolsuper from pg_roles where rolname = 'postgres'`)).toBe(false);
    expect(appliedMigrations).toEqual((await listMigrations(APP_MIGRATIONS_DIR)).map((m) => m.version));
  });

  it('gets the extensions the migrations use from the migrations', async () => {
    expect(
      await scalar<string>(
        `select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`,
      ),
    ).toBe('extensions');
  });

  it('holds the demo data', async () => {
    const { rows } = await db.query<{ name: string; n: number }>(
      `select 'users' as name, count(*)::int as n from public.users
       union all select 'approved_documents', count(*)::int from public.documents where status = 'approved'
       union all select 'document_pages', count(*)::int from public.document_pages
       union all select 'reviews', count(*)::int from public.document_reviews
       union all select 'ledger', count(*)::int from public.points_transactions
       union all select 'sales', count(*)::int from public.points_transactions where type = 'earned'
       union all select 'orders', count(*)::int from public.points_orders where order_status = 'completed'
       union all select 'paid_withdrawals', count(*)::int from public.seller_withdrawals where status = 'paid'
       union all select 'blog_posts', count(*)::int from public.blog_posts where status = 'published'
       union all select 'flashcards', count(*)::int from public.flashcards
       union all select 'test_questions', count(*)::int from public.test_questions`,
    );
    const n = Object.fromEntries(rows.map((r) => [r.name, r.n]));
    expect(n.users).toBeGreaterThanOrEqual(43);
    expect(n.approved_documents).toBeGreaterThanOrEqual(300);
    expect(n.document_pages).toBeGreaterThan(n.approved_documents!);
    expect(n.reviews).toBeGreaterThan(300);
    expect(n.sales).toBeGreaterThan(0);
    expect(n.orders).toBeGreaterThan(0);
    expect(n.paid_withdrawals).toBe(1);
    expect(n.blog_posts).toBeGreaterThanOrEqual(14);
    expect(n.flashcards).toBeGreaterThan(0);
    expect(n.test_questions).toBeGreaterThan(0);
    // Every wallet equals its ledger, whose newest entry holds the balance.
    expect(
      await scalar<number>(
        `select count(*)::int from public.user_points up
         where up.points_balance <> coalesce((select sum(amount) from public.points_transactions t where t.user_id = up.user_id), 0)
            or up.points_balance <> coalesce((select t.balance_after from public.points_transactions t
                                              where t.user_id = up.user_id order by t.created_at desc limit 1), 0)`,
      ),
    ).toBe(0);
  });

  it('stores past movements at their own time, through the functions the product uses', async () => {
    // The seed's history is dated before its base date; the seller's share is the setting's, not the seed's.
    expect(
      await scalar<number>(
        `select count(*)::int from public.points_transactions where created_at < '2026-11-01'`,
      ),
    ).toBeGreaterThan(1000);
    const { rows } = await db.query<{ price: number; share: number; percent: string }>(
      `select (s.metadata ->> 'price')::int as price, s.amount as share, s.metadata ->> 'share_percent' as percent
       from public.points_transactions s where s.type = 'earned' limit 20`,
    );
    for (const sale of rows) expect(sale.share).toBe(Math.floor((sale.price * Number(sale.percent)) / 100));
    expect(
      await scalar<number>(
        `select count(*)::int from public.user_documents ud
         join public.points_transactions t on t.id = ud.transaction_id
         where abs(extract(epoch from ud.created_at - t.created_at)) > 1 and ud.created_at < '2026-11-01'`,
      ),
    ).toBe(0);
  });

  it('writes auth users as GoTrue reads them: no NULL in its string columns, an email identity each', async () => {
    expect(
      await scalar<number>(
        `select count(*)::int from auth.users where ${GOTRUE_STRING_COLUMNS.map((c) => `${c} is null`).join(' or ')}`,
      ),
    ).toBe(0);
    for (const account of DEMO_ACCOUNTS) {
      const { rows } = await db.query(
        `select u.aud, u.role, u.email_confirmed_at, u.encrypted_password like '$2%' as bcrypt,
                (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email'
                   and i.identity_data ->> 'sub' = u.id::text) as identities,
                p.role as app_role
         from auth.users u join public.users p on p.id = u.id where u.email = $1`,
        [account.email],
      );
      expect(rows, account.email).toEqual([
        expect.objectContaining({
          aud: 'authenticated',
          role: 'authenticated',
          bcrypt: true,
          identities: 1,
          app_role: account.role,
        }),
      ]);
      expect(rows[0]!.email_confirmed_at).not.toBeNull();
    }
  });

  it('leaves nothing of the platform behind', async () => {
    expect(
      await scalar<number>(`select count(*)::int from pg_namespace where nspname = 'studyloop_platform'`),
    ).toBe(0);
    expect(
      await scalar<number>(`select count(*)::int from pg_proc where proname like 'studyloop_seed%'`),
    ).toBe(0);
  });

  it('is no poorer than what the platform prepares: the platform creates no extension it lacks', async () => {
    const prepared = await asAdmin('postgres', async (admin) => {
      await admin.query('create database platform_prepared');
      return asAdmin('platform_prepared', async (client) => {
        await applyMigrations(client, PLATFORM_SCHEMA_DIR, {
          table: 'studyloop_platform.schema_migrations',
          log,
        });
        return (await client.query<{ extname: string }>('select extname from pg_extension')).rows.map(
          (r) => r.extname,
        );
      });
    });
    expect(prepared.filter((name) => !projectExtensions.includes(name))).toEqual([]);
  });
});
