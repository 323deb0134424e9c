// Paid files stay paid (issue 9 item 1): the columns of a document that name stored files, and what is derived
// from those files, are written by the server only, and a file belongs to the one document that names it, in
// its uploader's folder. A signed-in attacker who knows the path of another seller's original (paths of approved
// documents are public) cannot make a document of their own name it, and so cannot download or sign it.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let service: SupabaseClient;
let alice: { client: SupabaseClient; id: string };
let mallory: { client: SupabaseClient; id: string };
let bob: { client: SupabaseClient; id: string };
let sold: { id: string; original: string; converted: string };

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

function png(): Buffer {
  const canvas = createCanvas(4, 4);
  canvas.getContext('2d').fillRect(0, 0, 4, 4);
  return canvas.toBuffer('image/png');
}

async function signedUp(label: string) {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(label), password: 'correct-horse' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

async function uploadOriginal(client: SupabaseClient, path: string) {
  const { error } = await client.storage
    .from('document-originals')
    .upload(path, MINIMAL_PDF, { contentType: 'application/pdf' });
  expect(error).toBeNull();
}

/** A document of `user` inserted through the API as its uploader (always pending). */
async function draftOf(user: { client: SupabaseClient; id: string }, title = 'Draft') {
  const { data, error } = await user.client
    .from('documents')
    .insert({ title, user_id: user.id })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id as string;
}

async function documentRow(id: string) {
  const { rows } = await db.query('select * from public.documents where id = $1', [id]);
  return rows[0] as Record<string, unknown>;
}

/** Whether `user` can download or sign the object: the two ways a file leaves storage. */
async function canReach(user: { client: SupabaseClient }, bucket: string, path: string) {
  const signed = await user.client.storage.from(bucket).createSignedUrl(path, 60);
  const download = await user.client.storage.from(bucket).download(path);
  return { signed: signed.error === null, download: download.error === null };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  service = platform.serviceClient();
  alice = await signedUp('alice');
  mallory = await signedUp('mallory');
  bob = await signedUp('bob');

  // Alice's approved, paid document, as the upload pipeline leaves it: original and converted file in her folder.
  const original = `${alice.id}/paid-notes.pdf`;
  const converted = `${alice.id}/paid-notes.converted.pdf`;
  await uploadOriginal(alice.client, original);
  expect(
    (
      await service.storage
        .from('document-converted')
        .upload(converted, MINIMAL_PDF, { contentType: 'application/pdf' })
    ).error,
  ).toBeNull();
  const { data, error } = await service
    .from('documents')
    .insert({
      title: 'Paid notes',
      user_id: alice.id,
      status: 'approved',
      price: 5,
      points_price: 50,
      original_file_path: original,
      converted_file_path: converted,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  sold = { id: data!.id, original, converted };
  // Bob bought it.
  expect(
    (
      await service
        .from('user_documents')
        .insert({ user_id: bob.id, document_id: sold.id, access_type: 'points' })
    ).error,
  ).toBeNull();
});

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('file columns are the server’s', () => {
  it('refuses a new document that names another seller’s file, so the file stays out of reach', async () => {
    for (const [column, bucket, path] of [
      ['original_file_path', 'document-originals', () => sold.original],
      ['converted_file_path', 'document-converted', () => sold.converted],
    ] as const) {
      const { error, status } = await mallory.client
        .from('documents')
        .insert({ title: 'Totally my notes', user_id: mallory.id, [column]: path() });
      expect(status).toBe(403);
      expect(error).toMatchObject({ code: '42501' });
      expect(await canReach(mallory, bucket, path())).toEqual({ signed: false, download: false });
    }
    // The buyer still gets what they paid for.
    expect(await canReach(bob, 'document-originals', sold.original)).toEqual({
      signed: true,
      download: true,
    });
    expect(await canReach(bob, 'document-converted', sold.converted)).toEqual({
      signed: true,
      download: true,
    });
  });

  it('refuses pointing an existing document at another seller’s file', async () => {
    const mine = await draftOf(mallory);
    for (const [column, bucket, path] of [
      ['original_file_path', 'document-originals', () => sold.original],
      ['converted_file_path', 'document-converted', () => sold.converted],
    ] as const) {
      const { error, status } = await mallory.client
        .from('documents')
        .update({ [column]: path() })
        .eq('id', mine);
      expect(status).toBe(403);
      expect(error).toMatchObject({ code: '42501' });
      expect((await documentRow(mine))[column]).toBeNull();
      expect(await canReach(mallory, bucket, path())).toEqual({ signed: false, download: false });
    }
  });

  it('refuses every column that describes the stored files, on insert and on update', async () => {
    const values: Record<string, string | number> = {
      original_file_name: 'notes.pdf',
      original_file_size: 1234,
      original_file_type: 'application/pdf',
      converted_file_name: 'notes.pdf',
      converted_file_size: 1234,
      converted_file_type: 'application/pdf',
      preview_file_path: `${mallory.id}/preview.pdf`,
      preview_file_name: 'preview.pdf',
      preview_file_size: 99,
      preview_file_type: 'application/pdf',
      card_image_path: `${mallory.id}/card.png`,
      card_image_name: 'card.png',
      page_count: 300,
      preview_page_count: 300,
      file_format: 'pdf',
    };
    const mine = await draftOf(mallory, 'Honest title');
    for (const [column, value] of Object.entries(values)) {
      const inserted = await mallory.client
        .from('documents')
        .insert({ title: `With ${column}`, user_id: mallory.id, [column]: value });
      expect({ column, code: inserted.error?.code }).toEqual({ column, code: '42501' });
      const updated = await mallory.client
        .from('documents')
        .update({ [column]: value })
        .eq('id', mine);
      expect({ column, code: updated.error?.code }).toEqual({ column, code: '42501' });
    }
    // What the seller does own is still theirs to edit, and a save that repeats the file columns is fine.
    const row = await documentRow(mine);
    const saved = await mallory.client
      .from('documents')
      .update({ title: 'Better title', page_count: row.page_count, original_file_path: null })
      .eq('id', mine)
      .select('title')
      .single();
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual({ title: 'Better title' });
  });
});

describe('a file belongs to the one document that names it', () => {
  it('keeps even the server from naming a file outside the uploader’s folder', async () => {
    for (const column of ['original_file_path', 'converted_file_path']) {
      for (const path of [sold.original, 'loose-file.pdf']) {
        const { error, status } = await service
          .from('documents')
          .insert({ title: 'Misfiled', user_id: mallory.id, [column]: path });
        expect({ column, path, status, code: error?.code }).toEqual({
          column,
          path,
          status: 400,
          code: '23514',
        });
      }
    }
  });

  it('lets no two documents name the same file', async () => {
    for (const [column, path] of [
      ['original_file_path', sold.original],
      ['converted_file_path', sold.converted],
    ] as const) {
      const { error, status } = await service
        .from('documents')
        .insert({ title: 'Second listing', user_id: alice.id, [column]: path });
      expect(status).toBe(409);
      expect(error).toMatchObject({ code: '23505' });
    }
  });

  it('serves no file through a document row that breaks the rule (rows written before it existed)', async () => {
    const unlisted = `${alice.id}/unlisted.pdf`;
    await uploadOriginal(alice.client, unlisted);
    const client = await db.connect();
    try {
      // What the hole allowed before this rule: Mallory's document naming a file in Alice's folder.
      await client.query('set session_replication_role = replica');
      await client.query(
        `insert into public.documents (title, slug, user_id, original_file_path) values ('Old exploit', $1, $2, $3)`,
        [`old-exploit-${Date.now()}`, mallory.id, unlisted],
      );
    } finally {
      await client.query('reset session_replication_role');
      client.release();
    }
    expect(await canReach(mallory, 'document-originals', unlisted)).toEqual({
      signed: false,
      download: false,
    });
    expect(await canReach(alice, 'document-originals', unlisted)).toEqual({ signed: true, download: true });
  });
});

describe('other rows that name a file', () => {
  it('name only files in the user’s own folder (chat uploads, test prep resources)', async () => {
    const foreign = await mallory.client
      .from('document_chat_sessions')
      .insert({ user_id: mallory.id, title: 'Chat', file_path: sold.original });
    expect(foreign.error).toMatchObject({ code: '42501' });
    const own = await mallory.client
      .from('document_chat_sessions')
      .insert({ user_id: mallory.id, title: 'Chat', file_path: `${mallory.id}/chat/upload.pdf` })
      .select('id')
      .single();
    expect(own.error).toBeNull();
    const moved = await mallory.client
      .from('document_chat_sessions')
      .update({ file_path: sold.original })
      .eq('id', own.data!.id);
    expect(moved.error).toMatchObject({ code: '42501' });

    const { data: plan, error } = await mallory.client
      .from('test_prep_plans')
      .insert({ user_id: mallory.id, title: 'Finals' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const resource = await mallory.client.from('test_prep_resources').insert({
      plan_id: plan!.id,
      user_id: mallory.id,
      resource_type: 'upload',
      title: 'Borrowed notes',
      file_path: sold.original,
    });
    expect(resource.error).toMatchObject({ code: '42501' });
  });
});

describe('sellers attach their uploads through attach_document_file', () => {
  it('names an uploaded original, with its name, size and type taken from storage', async () => {
    const doc = await draftOf(alice, 'Lecture notes');
    const path = `${alice.id}/lecture-notes.pdf`;
    await uploadOriginal(alice.client, path);
    const { data, error } = await alice.client.rpc('attach_document_file', {
      p_document_id: doc,
      p_kind: 'original',
      p_path: path,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ document_id: doc, status: 'pending', original_file_path: path });
    expect(await documentRow(doc)).toMatchObject({
      original_file_path: path,
      original_file_name: 'lecture-notes.pdf',
      original_file_size: String(MINIMAL_PDF.length),
      original_file_type: 'application/pdf',
      file_format: 'pdf',
      status: 'pending',
    });
  });

  it('names an uploaded card image', async () => {
    const doc = await draftOf(alice, 'With a card');
    const path = `${alice.id}/cards/with-a-card.png`;
    const uploaded = await alice.client.storage
      .from('cover-images')
      .upload(path, png(), { contentType: 'image/png' });
    expect(uploaded.error).toBeNull();
    const { error } = await alice.client.rpc('attach_document_file', {
      p_document_id: doc,
      p_kind: 'card_image',
      p_path: path,
    });
    expect(error).toBeNull();
    expect(await documentRow(doc)).toMatchObject({
      card_image_path: path,
      card_image_name: 'with-a-card.png',
    });
  });

  it('refuses another seller’s file, another seller’s document, a missing file and a file named twice', async () => {
    const mine = await draftOf(mallory);
    const foreign = await mallory.client.rpc('attach_document_file', {
      p_document_id: mine,
      p_kind: 'original',
      p_path: sold.original,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.error).toMatchObject({ code: '42501' });

    const malloryPath = `${mallory.id}/mine.pdf`;
    await uploadOriginal(mallory.client, malloryPath);
    const notHers = await mallory.client.rpc('attach_document_file', {
      p_document_id: sold.id,
      p_kind: 'original',
      p_path: malloryPath,
    });
    expect(notHers.status).toBe(404);
    expect(notHers.error).toMatchObject({ code: 'P0002', message: 'Document not found' });

    const missing = await mallory.client.rpc('attach_document_file', {
      p_document_id: mine,
      p_kind: 'original',
      p_path: `${mallory.id}/never-uploaded.pdf`,
    });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'P0002', message: 'File not found' });

    const badKind = await mallory.client.rpc('attach_document_file', {
      p_document_id: mine,
      p_kind: 'converted',
      p_path: malloryPath,
    });
    expect(badKind.status).toBe(400);

    expect(
      (
        await mallory.client.rpc('attach_document_file', {
          p_document_id: mine,
          p_kind: 'original',
          p_path: malloryPath,
        })
      ).error,
    ).toBeNull();
    const second = await draftOf(mallory);
    const twice = await mallory.client.rpc('attach_document_file', {
      p_document_id: second,
      p_kind: 'original',
      p_path: malloryPath,
    });
    expect(twice.status).toBe(409);
    expect((await documentRow(second)).original_file_path).toBeNull();

    const visitor = await platform.anonClient().rpc('attach_document_file', {
      p_document_id: mine,
      p_kind: 'original',
      p_path: malloryPath,
    });
    expect(visitor.status).toBe(401);
  });
});
