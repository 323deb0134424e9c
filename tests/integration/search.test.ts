// Search at scale (issue 12; spec 1 section 7): search_documents / search_documents_count behind /search and the
// catalogue listings, and instant_search behind the header box, called as the API roles call them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { startTestDatabase, type TestDatabase } from './support/database.ts';

let db: TestDatabase;
let sellerId: string;
let biology: string;
let chemistry: string;
let examType: string;
let notesType: string;

type Row = { id: string; title: string; price: string; average_rating: string; created_at: Date };

async function insertDocument(fields: Record<string, unknown>): Promise<string> {
  const columns = Object.keys(fields);
  const { rows } = await db.admin.query<{ id: string }>(
    `insert into public.documents (slug, user_id, status, ${columns.join(', ')})
     values ('', $1, 'approved', ${columns.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
    [sellerId, ...Object.values(fields)],
  );
  return rows[0]!.id;
}

const search = (client: pg.PoolClient, args: Record<string, unknown>) => {
  const names = Object.keys(args);
  return client.query<Row>(
    `select * from public.search_documents(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`,
    Object.values(args),
  );
};
const count = (client: pg.PoolClient, args: Record<string, unknown>) => {
  const names = Object.keys(args);
  return client
    .query<{ total: number; corrected_query: string | null }>(
      `select * from public.search_documents_count(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`,
      Object.values(args),
    )
    .then((r) => r.rows[0]!);
};
const titles = (rows: Row[]) => rows.map((r) => r.title);

beforeAll(async () => {
  db = await startTestDatabase();
  sellerId = await db.createUser({ fullName: 'Search Seller' });
  const one = async (sql: string, params: unknown[] = []) =>
    (await db.admin.query<{ id: string }>(sql, params)).rows[0]!.id;
  biology = await one(`insert into subjects (name, slug) values ('Biology', 'biology-s') returning id`);
  chemistry = await one(`insert into subjects (name, slug) values ('Chemistry', 'chemistry-s') returning id`);
  examType = await one(
    `insert into document_types (name, slug) values ('Search exam', 'search-exam') returning id`,
  );
  notesType = await one(
    `insert into document_types (name, slug) values ('Search notes', 'search-notes') returning id`,
  );
  const university = await one(
    `insert into universities (name, slug) values ('University of Utrecht', 'utrecht-s') returning id`,
  );
  const course = await one(
    `insert into courses (university_id, subject_id, name, slug, code)
     values ($1, $2, 'Plant Physiology', 'plant-physiology', 'BIO210') returning id`,
    [university, biology],
  );

  // Relevance: the word in the title, in the description only, in the body only.
  await insertDocument({
    title: 'Photosynthesis lecture notes',
    description: 'Light reactions and the Calvin cycle.',
    subject_id: biology,
    document_type_id: notesType,
    price: 4,
    points_price: 40,
    course_id: course,
    university_id: university,
  });
  await insertDocument({
    title: 'Plant cells summary',
    description: 'Chloroplasts, where photosynthesis happens.',
    subject_id: biology,
    document_type_id: notesType,
    price: 2,
    points_price: 20,
  });
  const bodyOnly = await insertDocument({
    title: 'Week 7 handout',
    description: 'Handout for the seminar.',
    subject_id: biology,
    document_type_id: examType,
    price: 9,
    points_price: 90,
  });
  // The body vector is the pipeline's (server role).
  await db.admin.query(
    `update documents set body_vector = setweight(to_tsvector('english', 'the stroma hosts photosynthesis'), 'C')
      where id = $1`,
    [bodyOnly],
  );
  await insertDocument({
    title: 'Photosynthesis draft not yet approved',
    description: 'pending',
    subject_id: biology,
  });
  await db.admin.query(`update documents set status = 'pending' where title like '%not yet approved'`);
  // Twelve chemistry exams for filters, sorts and pages.
  for (let i = 1; i <= 12; i++) {
    await insertDocument({
      title: `Stoichiometry exam ${i}`,
      description: 'Moles and equations.',
      subject_id: chemistry,
      document_type_id: examType,
      price: i,
      points_price: i * 10,
      average_rating: (i % 5) + 0.5,
      created_at: new Date(Date.UTC(2026, 0, i)),
    });
  }
}, 120_000);

afterAll(async () => {
  await db?.stop();
});

describe('search_documents', () => {
  it('finds documents by title, description and body text, title matches ranked first', async () => {
    await db.asAnon(async (client) => {
      const { rows } = await search(client, { p_query: 'photosynthesis' });
      expect(titles(rows)).toEqual(['Photosynthesis lecture notes', 'Plant cells summary', 'Week 7 handout']);
      expect((await count(client, { p_query: 'photosynthesis' })).total).toBe(3);
    });
  });

  it('finds documents by their subject, course and university names', async () => {
    await db.asAnon(async (client) => {
      expect(titles((await search(client, { p_query: 'plant physiology utrecht' })).rows)).toEqual([
        'Photosynthesis lecture notes',
      ]);
      expect((await count(client, { p_query: 'chemistry' })).total).toBe(12);
    });
  });

  it('tolerates typos: a misspelt word also matches its closest known word, and says so', async () => {
    await db.asAnon(async (client) => {
      const { rows } = await search(client, { p_query: 'photosynthsis lecture' });
      expect(titles(rows)).toEqual(['Photosynthesis lecture notes']);
      expect(await count(client, { p_query: 'photosynthsis lecture' })).toEqual({
        total: 1,
        corrected_query: 'photosynthesis lecture',
      });
      expect((await count(client, { p_query: 'stoichiometry' })).corrected_query).toBeNull();
    });
  });

  it('never shows a document that is not approved, even to its seller', async () => {
    await db.asUser(sellerId, async (client) => {
      const { rows } = await search(client, { p_query: 'draft approved' });
      expect(rows).toEqual([]);
    });
  });

  it('filters by type and subject, sorts by price, rating and date, and pages by 10', async () => {
    await db.asAnon(async (client) => {
      const byPrice = await search(client, { p_subject_id: chemistry, p_sort: 'price_asc' });
      expect(byPrice.rows.map((r) => Number(r.price))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const page2 = await search(client, { p_subject_id: chemistry, p_sort: 'price_asc', p_page: 2 });
      expect(page2.rows.map((r) => Number(r.price))).toEqual([11, 12]);
      const desc = await search(client, { p_query: 'exam', p_sort: 'price_desc', p_limit: 3 });
      expect(desc.rows.map((r) => Number(r.price))).toEqual([12, 11, 10]);
      const rated = await search(client, { p_subject_id: chemistry, p_sort: 'rating', p_limit: 50 });
      const ratings = rated.rows.map((r) => Number(r.average_rating));
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      const newest = await search(client, { p_subject_id: chemistry, p_limit: 2 });
      expect(titles(newest.rows)).toEqual(['Stoichiometry exam 12', 'Stoichiometry exam 11']);
      const exams = await search(client, { p_document_type_id: examType, p_subject_id: biology });
      expect(titles(exams.rows)).toEqual(['Week 7 handout']);
      expect((await count(client, { p_document_type_id: examType })).total).toBe(13);
    });
  });

  it('refuses a bad sort or page size with a client error', async () => {
    await db.asAnon(async (client) => {
      await expect(search(client, { p_sort: 'cheapest' })).rejects.toMatchObject({ code: '22023' });
    });
    await db.asAnon(async (client) => {
      await expect(search(client, { p_limit: 51 })).rejects.toMatchObject({ code: '22023' });
    });
  });

  it('counts up to 1,001 and pages 1,000 deep: bounded work on any query', async () => {
    // Loaded as a restore would be (row triggers off), with the head the trigger would write.
    const client = await db.admin.connect();
    try {
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      await client.query(
        `insert into documents (slug, user_id, status, title, subject_id, search_head)
         select 'bulk-' || i, $1, 'approved', 'Bulk enzyme kinetics ' || i, $2,
                private.document_search_head('Bulk enzyme kinetics ' || i, null, $2, null, null)
           from generate_series(1, 1005) i`,
        [sellerId, chemistry],
      );
      await client.query('commit');
    } finally {
      client.release();
    }
    await db.asAnon(async (client) => {
      expect((await count(client, { p_query: 'enzyme' })).total).toBe(1001);
      expect((await search(client, { p_query: 'enzyme', p_page: 100 })).rows).toHaveLength(10);
      expect((await search(client, { p_query: 'enzyme', p_sort: 'newest', p_page: 100 })).rows).toHaveLength(
        10,
      );
      expect((await search(client, { p_query: 'enzyme', p_page: 101 })).rows).toEqual([]);
    });
    await db.admin.query(
      `set session_replication_role = replica; delete from documents where slug like 'bulk-%'; reset session_replication_role`,
    );
  }, 120_000);
});

describe('the search head and the word list', () => {
  it('is the server’s: a seller cannot write their own ranking words', async () => {
    const id = await db.asUser(sellerId, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `insert into documents (slug, title, user_id, search_head)
         values ('', 'Honest title', $1, to_tsvector('english', 'jackpot')) returning id`,
        [sellerId],
      );
      return rows[0]!.id;
    });
    const { rows } = await db.admin.query<{ head: string }>(
      `select search_head::text as head from documents where id = $1`,
      [id],
    );
    expect(rows[0]!.head).toContain('honest');
    expect(rows[0]!.head).not.toContain('jackpot');
  });

  it('learns the words of a newly approved document, so their misspellings are corrected', async () => {
    const id = await insertDocument({ title: 'Mitochondria revision', subject_id: biology });
    await db.admin.query(`update documents set status = 'pending' where id = $1`, [id]);
    await db.asAnon(async (client) => {
      expect((await count(client, { p_query: 'mitochondira' })).total).toBe(0);
    });
    await db.admin.query(`update documents set status = 'approved' where id = $1`, [id]);
    await db.asAnon(async (client) => {
      expect(await count(client, { p_query: 'mitochondira' })).toEqual({
        total: 1,
        corrected_query: 'mitochondria',
      });
    });
  });
});

describe('instant_search', () => {
  it('matches the last word as a prefix, from the same index, approved documents only', async () => {
    await db.asAnon(async (client) => {
      const { rows } = await client.query<{ kind: string; title: string; author_name: string }>(
        `select * from public.instant_search('photosynth')`,
      );
      expect(rows.map((r) => r.title)).toEqual([
        'Photosynthesis lecture notes',
        'Plant cells summary',
        'Week 7 handout',
      ]);
      expect(rows.every((r) => r.kind === 'document' && r.author_name === 'Search Seller')).toBe(true);
      // Two letters are not yet a prefix (they would match most of a large index).
      expect((await client.query(`select * from public.instant_search('ph')`)).rows).toEqual([]);
      expect((await client.query(`select * from public.instant_search('pho')`)).rows).toHaveLength(3);
      // A last word of one or two letters is still being typed: it narrows nothing yet, and empties nothing.
      const typing = await client.query<{ title: string }>(
        `select * from public.instant_search('photosynthesis le')`,
      );
      expect(typing.rows.map((r) => r.title).sort()).toEqual(
        (await client.query<{ title: string }>(`select * from public.instant_search('photosynthesis')`)).rows
          .map((r) => r.title)
          .sort(),
      );
      expect(typing.rows.length).toBeGreaterThan(0);
    });
  });

  it('corrects a typo while typing and keeps to 5 documents', async () => {
    await db.asAnon(async (client) => {
      const typo = await client.query<{ title: string }>(
        `select * from public.instant_search('stoichiometyr')`,
      );
      expect(typo.rows).toHaveLength(5);
      expect(typo.rows.every((r) => r.title.startsWith('Stoichiometry exam'))).toBe(true);
      const nothing = await client.query(`select * from public.instant_search('   ')`);
      expect(nothing.rows).toEqual([]);
    });
  });
});
