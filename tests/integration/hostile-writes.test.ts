// What a hostile student can write is bounded: a REST request body past the gateway's limit is refused with a
// PostgREST-shaped 413 (declared or streamed, cut without being read whole), every text or JSON column a client
// may write has a length limit of its own, the writer's papers are read for the plagiarism check already cut by
// the database, and the files one user keeps (finished or still uploading) are held to a storage quota. Before: a
// 12 MiB PATCH of papers.content was stored as sent, nothing bounded a body but PostgREST's memory, and a student
// could store file after file until the shared disk was full.
import pg from 'pg';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { REST_BODY_LIMIT } from '../../server/gateway/rest-proxy.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
}, 120_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

async function student(): Promise<{ client: SupabaseClient<Database>; id: string; token: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('hostile'),
    password: 'correct-horse',
  });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, id: data.user!.id, token: data.session.access_token };
}

async function paperOf(client: SupabaseClient<Database>, id: string, content = '<p>Draft</p>') {
  const { data, error } = await client
    .from('papers')
    .insert({ user_id: id, title: 'Essay', content })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

const storedLength = async (paperId: string) =>
  (
    await db.query<{ n: number }>('select char_length(content) as n from public.papers where id = $1', [
      paperId,
    ])
  ).rows[0]!.n;

describe('REST request bodies', () => {
  it('a body over the gateway limit is refused with 413 in PostgREST shape, and nothing is written', async () => {
    const { client, id } = await student();
    const paperId = await paperOf(client, id);
    const { error, status } = await client
      .from('papers')
      .update({ content: 'a'.repeat(REST_BODY_LIMIT + 1024) })
      .eq('id', paperId);
    expect(status).toBe(413);
    expect(error).toMatchObject({ code: 'PGRST413', details: null, hint: null });
    expect(await storedLength(paperId)).toBe('<p>Draft</p>'.length);
    // The platform goes on answering the same student.
    const read = await client.from('papers').select('id').eq('id', paperId).single();
    expect(read.error).toBeNull();
  });

  it('a streamed body of unknown length is cut where it passes the limit', async () => {
    const { client, id, token } = await student();
    const paperId = await paperOf(client, id);
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"content":"'));
        // 4 MiB past the limit: what passes it is dropped, not sent on.
        if (sent >= REST_BODY_LIMIT + 4 * 1024 * 1024) {
          controller.enqueue(new TextEncoder().encode('"}'));
          return controller.close();
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${platform.url}/rest/v1/papers?id=eq.${paperId}`, {
      method: 'PATCH',
      headers: {
        apikey: platform.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PGRST413' });
    expect(await storedLength(paperId)).toBe('<p>Draft</p>'.length);
  });
});

describe('text columns a client writes', () => {
  it("a paper's content is held to 2,000,000 characters: one more is refused (23514), the limit is stored", async () => {
    const { client, id } = await student();
    const paperId = await paperOf(client, id);
    const over = await client
      .from('papers')
      .update({ content: 'é'.repeat(2_000_001) })
      .eq('id', paperId);
    expect(over.error).toMatchObject({ code: '23514' });
    expect(over.status).toBe(400);
    const at = await client
      .from('papers')
      .update({ content: 'é'.repeat(2_000_000) })
      .eq('id', paperId);
    expect(at.error).toBeNull();
    expect(await storedLength(paperId)).toBe(2_000_000);
  });

  it('a slug made from a long text is cut, so the text itself can be as long as its own limit', async () => {
    const { client, id } = await student();
    const question = `${'Why does the moon look bigger near the horizon '.repeat(100)}?`;
    const asked = await client
      .from('homework_questions')
      // The slug trigger fills it from the question; the generated Insert type cannot know that.
      .insert({ user_id: id, question, slug: '' })
      .select('slug')
      .single();
    expect(asked.error).toBeNull();
    expect(asked.data!.slug.length).toBeLessThanOrEqual(200);
    expect(asked.data!.slug).toMatch(/^why-does-the-moon-look-bigger/);
  });

  it('free text of other tables is held too: a profile field, pasted plan material', async () => {
    const { client, id } = await student();
    const profile = await client
      .from('users')
      .update({ full_name: 'x'.repeat(201) })
      .eq('id', id);
    expect(profile.error).toMatchObject({ code: '23514' });
    const plan = await client
      .from('test_prep_plans')
      .insert({ user_id: id, title: 'Finals' })
      .select('id')
      .single();
    expect(plan.error).toBeNull();
    const resource = await client.from('test_prep_resources').insert({
      user_id: id,
      plan_id: plan.data!.id,
      resource_type: 'text',
      title: 'Notes',
      content: 'word '.repeat(120_001),
    });
    expect(resource.error).toMatchObject({ code: '23514' });
  });

  it('every text or JSON column that a client role may write has a length bound (or a list, pattern or key)', async () => {
    // Read from the catalog, so a column added later without a bound fails here. document_pages.content is
    // written by the processing pipeline (its own 20,000,000-character bound per document); its admin policy
    // is for moderation.
    const sql = await readFile(join(import.meta.dirname, 'support', 'unbounded-columns.sql'), 'utf8');
    const { rows } = await db.query<{ tbl: string; col: string }>(sql);
    expect(rows.map((r) => `${r.tbl}.${r.col}`)).toEqual(['document_pages.content']);
  });
});

describe("the plagiarism check's own papers", () => {
  it('are read cut by the database: each to its first characters, all within the budget, only the caller’s', async () => {
    const writer = await student();
    for (let i = 0; i < 4; i++) await paperOf(writer.client, writer.id, `${i}`.repeat(20));
    const other = await student();
    await paperOf(other.client, other.id, 'x'.repeat(20));
    const { data, error } = await writer.client.rpc('own_papers_to_compare', {
      p_exclude: '00000000-0000-0000-0000-000000000000',
      p_papers: 200,
      p_chars_per_paper: 10,
      p_total_chars: 25,
    });
    expect(error).toBeNull();
    // Newest first; the third starts with 20 characters before it (< 25), the fourth with 30.
    expect(data!.map((p) => p.content)).toEqual(['3'.repeat(10), '2'.repeat(10), '1'.repeat(10)]);
  });
});

describe('the files one user keeps', () => {
  // The quota is 2 GiB; here it is made 1 MiB (the function the trigger and the service read), so that the test
  // uploads kilobytes.
  const QUOTA = 1024 * 1024;
  beforeAll(async () => {
    await db.query(
      `create or replace function private.storage_quota_bytes() returns bigint language sql immutable
       set search_path = '' as $$ select ${QUOTA}::bigint $$`,
    );
  });

  const text = (bytes: number, fill = 'a') => new Blob([fill.repeat(bytes)], { type: 'text/plain' });
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  /** A 1x1 PNG padded with a text chunk to `bytes` in all (storage takes the type from the bytes). */
  const png = (bytes: number) => {
    const header = Buffer.from('0000000100000001080000000000', 'hex').subarray(0, 13);
    const head = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header)]);
    const end = chunk('IEND', Buffer.alloc(0));
    const pad = chunk('tEXt', Buffer.alloc(bytes - head.length - end.length - 12, 0x61));
    return new Blob([Buffer.concat([head, pad, end])], { type: 'image/png' });
  };

  it('are held to the quota in all buckets together: the upload past it is refused with 413, nothing stored', async () => {
    const { client, id } = await student();
    const originals = client.storage.from('document-originals');
    const first = await originals.upload(`${id}/one.txt`, text(600 * 1024));
    expect(first.error, JSON.stringify(first.error)).toBeNull();
    const second = await originals.upload(`${id}/two.txt`, text(600 * 1024));
    expect(second.error).toMatchObject({ statusCode: '413' });
    expect(second.error!.message).toMatch(/storage quota of this account is used up/);
    const listed = await originals.list(id);
    expect(listed.data!.map((o) => o.name)).toEqual(['one.txt']);
    // Another bucket counts in the same total, and replacing a file counts its new size, not both: 600 + 300,
    // then 600 + 400 KiB (600 + 300 + 400 would pass the quota).
    const avatars = client.storage.from('avatars');
    expect((await avatars.upload(`${id}/me.png`, png(300 * 1024))).error).toBeNull();
    const replaced = await avatars.upload(`${id}/me.png`, png(400 * 1024), { upsert: true });
    expect(replaced.error, JSON.stringify(replaced.error)).toBeNull();
    expect((await avatars.upload(`${id}/more.png`, png(100 * 1024))).error).toMatchObject({
      statusCode: '413',
    });
    // A move is not counted twice either.
    expect((await avatars.move(`${id}/me.png`, `${id}/moved.png`)).error).toBeNull();
    // Another student's room is their own.
    const other = await student();
    const theirs = await other.client.storage
      .from('document-originals')
      .upload(`${other.id}/one.txt`, text(600 * 1024));
    expect(theirs.error).toBeNull();
  });

  it('count resumable uploads not yet finished: one past the room left is refused before any byte', async () => {
    const { id, token } = await student();
    const create = (name: string, size: number) =>
      fetch(`${platform.url}/storage/v1/upload/resumable`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          apikey: platform.anonKey,
          'tus-resumable': '1.0.0',
          'upload-length': String(size),
          'upload-metadata': [
            `bucketName ${Buffer.from('document-originals').toString('base64')}`,
            `objectName ${Buffer.from(`${id}/${name}`).toString('base64')}`,
            `contentType ${Buffer.from('text/plain').toString('base64')}`,
          ].join(','),
        },
      });
    // Two uploads started and left unfinished hold 900 KiB of the 1 MiB; a third of 200 KiB does not fit.
    expect((await create('a.txt', 450 * 1024)).status).toBe(201);
    expect((await create('b.txt', 450 * 1024)).status).toBe(201);
    const third = await create('c.txt', 200 * 1024);
    expect(third.status).toBe(400);
    expect(await third.json()).toMatchObject({ statusCode: '413' });
  });
});

describe('bodies the auth and storage services read whole', () => {
  it('an auth body past 64 KiB is refused with 413 before it is parsed, by anyone; a sign-up still works', async () => {
    const huge = JSON.stringify({
      email: uniqueEmail('big'),
      password: 'correct-horse',
      data: { bio: 'a'.repeat(70 * 1024) },
    });
    for (const path of ['/auth/v1/signup', '/auth/v1/verify', '/auth/v1/token?grant_type=password']) {
      const response = await fetch(`${platform.url}${path}`, {
        method: 'POST',
        headers: { apikey: platform.anonKey, 'content-type': 'application/json' },
        body: huge,
      });
      expect(response.status, path).toBe(413);
      expect(await response.json()).toMatchObject({ error_code: 'request_too_large' });
    }
    await expect(student()).resolves.toHaveProperty('id');
  });

  it('a long name or avatar address in the metadata is cut to the profile’s limits, not a failed sign-up', async () => {
    const client = platform.anonClient();
    const signUp = await client.auth.signUp({
      email: uniqueEmail('long-name'),
      password: 'correct-horse',
      options: { data: { full_name: 'N'.repeat(5000) } },
    });
    expect(signUp.error).toBeNull();
    const id = signUp.data.user!.id;
    const profile = async () =>
      (
        await db.query<{ name: number; avatar: string | null }>(
          'select char_length(full_name) as name, avatar_url as avatar from public.users where id = $1',
          [id],
        )
      ).rows[0]!;
    expect(await profile()).toEqual({ name: 200, avatar: null });
    const update = await client.auth.updateUser({
      data: { full_name: 'M'.repeat(3000), avatar_url: `https://example.com/${'a'.repeat(3000)}.png` },
    });
    expect(update.error).toBeNull();
    expect(await profile()).toEqual({ name: 200, avatar: null });
  });

  it("a storage route's JSON body past 8 MiB is refused with 413", async () => {
    const { token } = await student();
    const response = await fetch(`${platform.url}/storage/v1/object/list/avatars`, {
      method: 'POST',
      headers: {
        apikey: platform.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ prefix: 'a'.repeat(9 * 1024 * 1024) }),
    });
    expect(await response.json()).toMatchObject({ statusCode: '413' });
  });
});
