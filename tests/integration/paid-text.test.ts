// Paid text stays behind the purchase (issue 24, item 1): no client reads a document's text past the free preview,
// by any road: a vector column (documents.body_vector / search_vector / search_head, and every other tsvector),
// a filter on one, a function that answers whole rows, page text, or a realtime change. Search still matches the
// body, through functions that answer document cards.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let documentId: string;
const SECRET = 'zygomorphic'; // a word only on the paid third page

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  const seller = await platform
    .anonClient()
    .auth.signUp({ email: uniqueEmail('seller'), password: 'correct-horse' });
  const sellerId = seller.data.user!.id;
  const inserted = await db.query<{ id: string }>(
    `insert into documents (slug, user_id, status, title, description, price, points_price, preview_page_count,
                            page_count)
     values ('paid-botany', $1, 'approved', 'Paid botany notes', 'Flower shapes', 5, 50, 1, 3) returning id`,
    [sellerId],
  );
  documentId = inserted.rows[0]!.id;
  const pages = [
    'Free preview about petals.',
    'Second page on sepals.',
    `The ${SECRET} orchid is the answer.`,
  ];
  for (const [i, content] of pages.entries()) {
    await db.query(`insert into document_pages (document_id, page_number, content) values ($1, $2, $3)`, [
      documentId,
      i + 1,
      content,
    ]);
  }
  await db.query(
    `update documents set body_vector = setweight(to_tsvector('english', $2), 'C') where id = $1`,
    [documentId, pages.join(' ')],
  );
}, 120_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

async function stranger(): Promise<SupabaseClient> {
  const client = platform.anonClient();
  const { error } = await client.auth.signUp({ email: uniqueEmail('stranger'), password: 'correct-horse' });
  if (error) throw error;
  return client;
}

describe('paid text through the REST API', () => {
  it('no vector column of documents is readable or filterable by anon or a signed-in non-buyer', async () => {
    for (const client of [platform.anonClient(), await stranger()]) {
      for (const column of ['body_vector', 'search_vector', 'search_head']) {
        const read = await client.from('documents').select(`id, ${column}`).eq('id', documentId);
        expect(read.data, column).toBeNull();
        expect(read.error?.code, column).toBe('42501');
        const filtered = await client.from('documents').select('id').textSearch(column, SECRET);
        expect(filtered.data, column).toBeNull();
        expect(filtered.error?.code, column).toBe('42501');
      }
      // The card's columns still read as before.
      const card = await client
        .from('documents')
        .select('id, title, description, price')
        .eq('id', documentId);
      expect(card.error).toBeNull();
      expect(card.data).toEqual([
        { id: documentId, title: 'Paid botany notes', description: 'Flower shapes', price: 5 },
      ]);
      // Page text only for buyers and the uploader.
      const pages = await client.from('document_pages').select('content').eq('document_id', documentId);
      expect(pages.data ?? []).toEqual([]);
    }
  });

  it('search matches the paid body but answers cards, never the text or its vector', async () => {
    const client = platform.anonClient();
    for (const fn of ['search_documents', 'search_documents_page'] as const) {
      const { data, error } = await client.rpc(fn, { p_query: SECRET }).select('*');
      expect(error, fn).toBeNull();
      expect(
        data!.map((row) => row.id),
        fn,
      ).toEqual([documentId]);
      const answer = JSON.stringify(data);
      expect(answer, fn).not.toContain(SECRET.slice(0, 6));
      expect(answer, fn).not.toContain('orchid');
      expect(Object.keys(data![0]!), fn).not.toContain('body_vector');
    }
  });
});

describe('the class: every table, view and function a client can reach', () => {
  it('no client role can read any tsvector column of the exposed schema', async () => {
    const { rows } = await db.query<{ relation: string; column: string; role: string }>(
      `select c.relname as relation, a.attname as column, r.role
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
         cross join (values ('anon'), ('authenticated')) as r(role)
        where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
          and a.attnum > 0 and not a.attisdropped and a.atttypid = 'tsvector'::regtype
          and has_column_privilege(r.role, c.oid, a.attnum, 'SELECT')`,
    );
    expect(rows).toEqual([]);
  });

  it('no function a client can call answers a tsvector, or rows of a table that holds one', async () => {
    const { rows } = await db.query<{ fn: string }>(
      `select p.oid::regprocedure::text as fn
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and (has_function_privilege('anon', p.oid, 'EXECUTE')
               or has_function_privilege('authenticated', p.oid, 'EXECUTE'))
          and ('tsvector'::regtype = any (coalesce(p.proallargtypes, array[p.prorettype]))
               or exists (select 1 from pg_type t join pg_attribute a on a.attrelid = t.typrelid
                           where t.oid = p.prorettype and a.attnum > 0 and not a.attisdropped
                             and a.atttypid = 'tsvector'::regtype))`,
    );
    expect(rows).toEqual([]);
  });
});

describe('paid text through realtime', () => {
  it("a change to an approved document reaches an anonymous listener without the document's vectors", async () => {
    const client = platform.anonClient();
    const received: Array<Record<string, unknown>> = [];
    await new Promise<void>((resolve, reject) => {
      client
        .channel('paid-text-documents')
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'documents' }, (payload) =>
          received.push(payload.new),
        )
        .subscribe((status, error) => {
          if (status === 'SUBSCRIBED') resolve();
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
        });
    });
    await db.query(`update documents set title = 'Paid botany notes, revised' where id = $1`, [documentId]);
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await client.removeAllChannels();
    expect(received.length).toBeGreaterThan(0);
    expect(received[0]!.title).toBe('Paid botany notes, revised');
    expect(Object.keys(received[0]!)).not.toEqual(expect.arrayContaining(['body_vector']));
    expect(JSON.stringify(received)).not.toContain(SECRET.slice(0, 6));
  });
});
