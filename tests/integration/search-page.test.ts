// One call for the /search page (20261213000200): search_documents_page answers a page of document cards with
// their relations embedded by PostgREST (type, subject, university, author) and, on every row, the total and the
// corrected query; the same documents in the same order as search_documents, the same total as
// search_documents_count, for best match (one read of the matches) and the exact sorts alike.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let subjectId: string;
let examType: string;

const CARD = `id, slug, title, price, average_rating, created_at, document_type:document_types(id, name),
  subject:subjects(id, name, slug), university:universities(id, name, slug)`;

async function id(sql: string, params: unknown[] = []): Promise<string> {
  return (await db.query<{ id: string }>(sql, params)).rows[0]!.id;
}

type Args = {
  p_query?: string;
  p_document_type_id?: string;
  p_subject_id?: string;
  p_sort?: string;
  p_page?: number;
  p_limit?: number;
};

/** The old pair, as the renderer called it before. */
async function oldPair(args: Args) {
  const client = platform.anonClient();
  const { p_sort, p_page, p_limit, ...filters } = args;
  const [page, count] = await Promise.all([
    client.rpc('search_documents', { ...filters, p_sort, p_page, p_limit }).select('id'),
    client.rpc('search_documents_count', filters).single(),
  ]);
  expect(page.error).toBeNull();
  expect(count.error).toBeNull();
  return {
    ids: page.data!.map((row) => row.id),
    total: count.data!.total,
    corrected: count.data!.corrected_query,
  };
}

async function onePage(args: Args) {
  const { data, error } = await platform
    .anonClient()
    .rpc('search_documents_page', args)
    .select(
      `${CARD}, author:public_profiles!document_search_results_user_id_fkey(full_name), total_count, corrected_query`,
    );
  expect(error).toBeNull();
  return data!;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  const seller = await platform.anonClient().auth.signUp({
    email: `page-seller.${Date.now()}@example.com`,
    password: 'correct-horse',
    options: { data: { full_name: 'Paige Seller' } },
  });
  const sellerId = seller.data.user!.id;
  await db.query(`update public.users set full_name = 'Paige Seller' where id = $1`, [sellerId]);
  subjectId = await id(
    `insert into subjects (name, slug) values ('Thermodynamics', 'thermo-p') returning id`,
  );
  examType = await id(
    `insert into document_types (name, slug) values ('Page exam', 'page-exam') returning id`,
  );
  const university = await id(
    `insert into universities (name, slug) values ('Page University', 'page-u') returning id`,
  );
  // 23 matching documents of mixed relevance, prices and dates, and 2 that do not match.
  await db.query(
    `insert into documents (slug, user_id, status, title, description, subject_id, document_type_id,
                            university_id, price, points_price, average_rating, download_count, created_at)
     select '', $1, 'approved',
            case when n % 3 = 0 then 'Entropy entropy summary ' || n else 'Heat engines notes ' || n end,
            case when n % 2 = 0 then 'Entropy and enthalpy' else 'Cycles' end,
            $2, case when n % 4 = 0 then $3::uuid end, $4, n % 7, (n % 7) * 10, (n % 5) + 0.5, n * 3,
            timestamptz '2026-01-01' + n * interval '1 day'
       from generate_series(1, 23) as n`,
    [sellerId, subjectId, examType, university],
  );
  await db.query(
    `insert into documents (slug, user_id, status, title, description, price, points_price)
     values ('', $1, 'approved', 'Poetry anthology', 'Verse', 1, 10),
            ('', $1, 'pending', 'Entropy draft', 'Not yet approved', 1, 10)`,
    [sellerId],
  );
}, 120_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('search_documents_page', () => {
  const cases: [string, Args][] = [
    ['best match', { p_query: 'entropy' }],
    ['best match, page 2', { p_query: 'heat', p_page: 2 }],
    ['a typo, corrected', { p_query: 'entrpy' }],
    ['newest', { p_query: 'thermodynamics', p_sort: 'newest' }],
    ['price, narrowed to a type', { p_query: 'notes', p_document_type_id: 'TYPE', p_sort: 'price_asc' }],
    ['rating, page 3', { p_subject_id: 'SUBJECT', p_sort: 'rating', p_page: 3 }],
    ['browse, limit 5', { p_limit: 5, p_page: 2 }],
  ];
  for (const [name, raw] of cases) {
    it(`answers the old pair's page and total in one call: ${name}`, async () => {
      const args: Args = {
        ...raw,
        ...(raw.p_document_type_id ? { p_document_type_id: examType } : {}),
        ...(raw.p_subject_id ? { p_subject_id: subjectId } : {}),
      };
      const before = await oldPair(args);
      const rows = await onePage(args);
      expect(before.ids.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.id)).toEqual(before.ids);
      for (const row of rows) {
        expect(row.total_count).toBe(before.total);
        expect(row.corrected_query).toBe(before.corrected);
      }
    });
  }

  it("embeds a card's relations and says what a typo was corrected to", async () => {
    const rows = await onePage({ p_query: 'entrpy', p_document_type_id: examType });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.corrected_query).toBe('entropy');
      expect(row.subject).toEqual({ id: subjectId, name: 'Thermodynamics', slug: 'thermo-p' });
      expect(row.document_type).toEqual({ id: examType, name: 'Page exam' });
      expect(row.university?.name).toBe('Page University');
      expect(row.author).toEqual({ full_name: 'Paige Seller' });
      expect(typeof row.price).toBe('number');
    }
  });

  it('answers nothing past the last page, for no match and for unknown words; refuses bad input with a 400', async () => {
    expect(await onePage({ p_query: 'entropy', p_page: 50 })).toEqual([]);
    expect(await onePage({ p_query: 'entropy', p_sort: 'newest', p_page: 50 })).toEqual([]);
    expect(await onePage({ p_query: 'zzzqqq' })).toEqual([]);
    const client = platform.anonClient();
    for (const args of [{ p_sort: 'sideways' }, { p_limit: 51 }, { p_page: 0 }]) {
      const { error, status } = await client.rpc('search_documents_page', args).select('id');
      expect(error?.code, JSON.stringify(args)).toBe('22023');
      expect(status).toBe(400);
    }
  });

  it('is the row type only: nobody reads or writes document_search_results directly', async () => {
    const client = platform.anonClient();
    expect((await client.from('document_search_results').select('id')).data).toEqual([]);
    const insert = await client.from('document_search_results').insert({
      id: '00000000-0000-4000-8000-000000000001',
      slug: 'x',
      title: 'x',
      price: 0,
      points_price: 0,
      average_rating: 0,
      review_count: 0,
      download_count: 0,
      created_at: new Date().toISOString(),
      total_count: 0,
    });
    expect(insert.error?.code).toBe('42501');
  });
});
