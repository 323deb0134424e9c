// Search's leftovers (20261213000100): renaming a subject, course or university re-indexes the documents that carry
// its name (found by the new name, no longer by the old, their updated_at untouched, no audit row per document),
// and an admin's audited write of a document carries no search bookkeeping (search_head, search_vector,
// body_vector) in its before/after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { startTestDatabase, type TestDatabase } from './support/database.ts';

let db: TestDatabase;
let adminId: string;
let subjectId: string;
let courseId: string;
let universityId: string;
let documentId: string;

async function id(sql: string, params: unknown[] = []): Promise<string> {
  return (await db.admin.query<{ id: string }>(sql, params)).rows[0]!.id;
}

/** The approved documents search_documents finds for `query`, as a visitor calls it. */
const found = (query: string) =>
  db.asAnon(async (client: pg.PoolClient) =>
    (
      await client.query<{ id: string }>('select id from public.search_documents(p_query => $1)', [query])
    ).rows.map((row) => row.id),
  );

const asAdmin = (sql: string, params: unknown[]) => db.asUser(adminId, (client) => client.query(sql, params));

beforeAll(async () => {
  db = await startTestDatabase();
  adminId = await db.createUser({ fullName: 'Catalogue Admin', appRole: 'admin' });
  await db.admin.query(`update public.users set role = 'admin' where id = $1`, [adminId]);
  const sellerId = await db.createUser({ fullName: 'Rename Seller' });
  subjectId = await id(`insert into subjects (name, slug) values ('Aerodynamics', 'aero-r') returning id`);
  universityId = await id(
    `insert into universities (name, slug) values ('Harbourview Institute', 'harbourview-r') returning id`,
  );
  courseId = await id(
    `insert into courses (university_id, subject_id, name, slug, code)
     values ($1, $2, 'Wing Theory', 'wing-theory-r', 'AER101') returning id`,
    [universityId, subjectId],
  );
  documentId = await id(
    `insert into documents (slug, user_id, status, title, description, subject_id, course_id, university_id,
                            points_price, updated_at)
     values ('', $1, 'approved', 'Lift and drag notes', 'Lecture notes', $2, $3, $4, 30, '2026-01-02T03:04:05Z')
     returning id`,
    [sellerId, subjectId, courseId, universityId],
  );
  // A document of another subject must not be touched by the renames.
  await id(
    `insert into documents (slug, user_id, status, title, description, points_price)
     values ('', $1, 'approved', 'Unrelated notes', 'Other', 10) returning id`,
    [sellerId],
  );
}, 120_000);

afterAll(async () => {
  await db?.stop();
});

describe('renaming catalogue rows', () => {
  it('re-indexes the documents of a renamed subject, course (name and code) and university', async () => {
    expect(await found('aerodynamics')).toEqual([documentId]);
    expect(await found('hydrofoils')).toEqual([]);

    await asAdmin('update public.subjects set name = $2 where id = $1', [subjectId, 'Hydrofoils']);
    expect(await found('hydrofoils')).toEqual([documentId]);
    expect(await found('aerodynamics')).toEqual([]);

    await asAdmin('update public.courses set name = $2, code = $3 where id = $1', [
      courseId,
      'Propeller Design',
      'PRP202',
    ]);
    expect(await found('propeller')).toEqual([documentId]);
    expect(await found('PRP202')).toEqual([documentId]);
    expect(await found('AER101')).toEqual([]);

    await asAdmin('update public.universities set name = $2 where id = $1', [
      universityId,
      'Lakeside College',
    ]);
    expect(await found('lakeside')).toEqual([documentId]);
    expect(await found('harbourview')).toEqual([]);

    // The new names' words are spelling suggestions: a typo finds them.
    const terms = await db.admin.query<{ word: string }>(
      `select word from private.search_terms where word in ('hydrofoils', 'propeller', 'lakeside') order by word`,
    );
    expect(terms.rows.map((row) => row.word)).toEqual(['hydrofoils', 'lakeside', 'propeller']);
    expect(await found('hydrofoyls')).toEqual([documentId]);

    // The document's own content did not change: no new updated_at, no audit row for it.
    const doc = await db.admin.query<{ updated_at: Date }>('select updated_at from documents where id = $1', [
      documentId,
    ]);
    expect(doc.rows[0]!.updated_at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    const audits = await db.admin.query<{ target_table: string }>(
      'select target_table from public.admin_audit_log where target_id = any($1) order by id',
      [[documentId, subjectId, courseId, universityId]],
    );
    expect(audits.rows.map((row) => row.target_table)).toEqual(['subjects', 'courses', 'universities']);
  });

  it('leaves documents alone when a write does not change the name', async () => {
    const before = await db.admin.query<{ search_head: string }>(
      'select search_head::text from documents where id = $1',
      [documentId],
    );
    await asAdmin('update public.subjects set icon_name = $2 where id = $1', [subjectId, 'Wind']);
    const after = await db.admin.query<{ search_head: string }>(
      'select search_head::text from documents where id = $1',
      [documentId],
    );
    expect(after.rows).toEqual(before.rows);
  });
});

describe('admin audit rows of documents', () => {
  it('carry no search bookkeeping columns', async () => {
    await db.admin.query(
      `update documents set body_vector = setweight(to_tsvector('english', 'bernoulli venturi'), 'C') where id = $1`,
      [documentId],
    );
    await asAdmin('update public.documents set title = $2 where id = $1', [
      documentId,
      'Lift, drag and thrust',
    ]);
    const { rows } = await db.admin.query<{
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }>(
      `select before, after from public.admin_audit_log
        where target_table = 'documents' and target_id = $1 order by id`,
      [documentId],
    );
    expect(rows).toHaveLength(1);
    for (const image of [rows[0]!.before, rows[0]!.after]) {
      expect(image).not.toHaveProperty('search_head');
      expect(image).not.toHaveProperty('search_vector');
      expect(image).not.toHaveProperty('body_vector');
    }
    expect(rows[0]!.before.title).toBe('Lift and drag notes');
    expect(rows[0]!.after.title).toBe('Lift, drag and thrust');
    // And the new title is searchable at once.
    expect(await found('thrust')).toEqual([documentId]);
  });
});
