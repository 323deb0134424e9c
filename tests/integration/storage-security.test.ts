// Storage holes of issue 9 item 8: an empty file passed a bucket's type rule (zero bytes are "text"), and any
// signed-in user could empty a bucket of everything their object policies let them delete (an admin: of every
// document original). Empty files are refused where a bucket restricts types, and only who may manage a bucket
// (on Supabase: who can see it, which here is the service role alone) empties, updates or deletes it.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let service: SupabaseClient;
let alice: { client: SupabaseClient; id: string };
let admin: { client: SupabaseClient; id: string };

async function signedUp(label: string) {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(label), password: 'correct-horse' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

function png(): Buffer {
  const canvas = createCanvas(4, 4);
  canvas.getContext('2d').fillRect(0, 0, 4, 4);
  return canvas.toBuffer('image/png');
}

async function objectCount(bucket: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from storage.objects where bucket_id = $1',
    [bucket],
  );
  return rows[0]!.n;
}

async function objectRow(bucket: string, name: string) {
  const { rows } = await db.query('select * from storage.objects where bucket_id = $1 and name = $2', [
    bucket,
    name,
  ]);
  return rows[0] as { metadata: { size: number } } | undefined;
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  service = platform.serviceClient();
  alice = await signedUp('alice');
  admin = await signedUp('admin');
  expect((await service.from('users').update({ role: 'admin' }).eq('id', admin.id)).error).toBeNull();
});

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('empty files', () => {
  const refusal = {
    statusCode: '400',
    code: 'InvalidRequest',
    error: 'InvalidRequest',
    message: 'The file is empty: its type cannot be checked against the types the bucket allows',
  };

  it('are refused by a bucket that restricts types, however they are sent', async () => {
    const path = `${alice.id}/empty.pdf`;
    const bucket = alice.client.storage.from('document-originals');
    const multipart = await bucket.upload(path, new Blob([], { type: 'application/pdf' }));
    expect(multipart.error).toMatchObject({ status: 400, statusCode: '400', message: refusal.message });
    const raw = await bucket.upload(path, new ArrayBuffer(0), { contentType: 'text/plain' });
    expect(raw.error).toMatchObject({ status: 400, statusCode: '400' });

    const response = await fetch(`${platform.url}/storage/v1/object/avatars/${alice.id}/empty.png`, {
      method: 'POST',
      headers: {
        apikey: platform.anonKey,
        authorization: `Bearer ${await accessToken(alice.client)}`,
        'content-type': 'image/png',
      },
      body: new Uint8Array(0),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal);

    const { data: signed } = await bucket.createSignedUploadUrl(`${alice.id}/signed-empty.pdf`);
    const delegated = await platform
      .anonClient()
      .storage.from('document-originals')
      .uploadToSignedUrl(`${alice.id}/signed-empty.pdf`, signed!.token, new Blob([]));
    expect(delegated.error).toMatchObject({ statusCode: '400' });

    for (const name of ['empty.pdf', 'signed-empty.pdf']) {
      expect(await objectRow('document-originals', `${alice.id}/${name}`)).toBeUndefined();
    }
    expect(await objectRow('avatars', `${alice.id}/empty.png`)).toBeUndefined();
    expect(await filesUnder(join(platform.dataDir, 'storage', '.staging'))).toEqual([]);
  });

  it('cannot be copied or moved into such a bucket either', async () => {
    expect((await service.storage.createBucket('any-type', { public: false })).error).toBeNull();
    expect(
      (
        await service.storage
          .from('any-type')
          .upload('empty.txt', new Blob([]), { contentType: 'text/plain' })
      ).error,
    ).toBeNull();
    const copied = await service.storage
      .from('any-type')
      .copy('empty.txt', `${alice.id}/copied.txt`, { destinationBucket: 'document-originals' });
    expect(copied.error).toMatchObject({ statusCode: '400', message: refusal.message });
    const moved = await service.storage
      .from('any-type')
      .move('empty.txt', `${alice.id}/moved.txt`, { destinationBucket: 'document-originals' });
    expect(moved.error).toMatchObject({ statusCode: '400' });
    expect(await objectRow('document-originals', `${alice.id}/copied.txt`)).toBeUndefined();
    expect(await objectRow('document-originals', `${alice.id}/moved.txt`)).toBeUndefined();
  });

  it('are still stored where any type is allowed, and as folder placeholders', async () => {
    expect((await service.storage.from('any-type').upload('also-empty.bin', new Blob([]))).error).toBeNull();
    expect((await objectRow('any-type', 'also-empty.bin'))!.metadata.size).toBe(0);
    const placeholder = `${alice.id}/folder/.emptyFolderPlaceholder`;
    expect((await alice.client.storage.from('avatars').upload(placeholder, new Blob([]))).error).toBeNull();
  });
});

describe('bucket administration', () => {
  it('refuses to empty a bucket for a user, and leaves every object in place', async () => {
    const path = `${alice.id}/avatar.png`;
    expect(
      (await alice.client.storage.from('avatars').upload(path, png(), { contentType: 'image/png' })).error,
    ).toBeNull();
    const before = await objectCount('avatars');
    const emptied = await alice.client.storage.emptyBucket('avatars');
    expect(emptied.data).toBeNull();
    expect(emptied.error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
    expect(await objectCount('avatars')).toBe(before);
    expect(await objectRow('avatars', path)).toBeDefined();
  });

  it('refuses it to an admin user too, whose object policies reach every file', async () => {
    await alice.client.storage
      .from('document-originals')
      .upload(`${alice.id}/kept.pdf`, Buffer.from('%PDF-1.4\n%%EOF\n'), { contentType: 'application/pdf' });
    const before = await objectCount('document-originals');
    expect(before).toBeGreaterThan(0);
    const emptied = await admin.client.storage.emptyBucket('document-originals');
    expect(emptied.error).toMatchObject({ statusCode: '404' });
    expect(await objectCount('document-originals')).toBe(before);
  });

  it('refuses the sibling routes (create, update, delete) to users the same way', async () => {
    expect((await service.storage.createBucket('managed', { public: false })).error).toBeNull();
    expect((await alice.client.storage.createBucket('mine')).error).toMatchObject({ statusCode: '403' });
    expect((await alice.client.storage.updateBucket('managed', { public: true })).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
    // A bucket with objects: a user learns nothing about it (not "not empty").
    expect((await admin.client.storage.deleteBucket('any-type')).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
    expect((await alice.client.storage.deleteBucket('managed')).error).toMatchObject({ statusCode: '404' });
    expect((await service.storage.getBucket('managed')).data).toMatchObject({ public: false });
    expect((await service.storage.getBucket('any-type')).data).toMatchObject({ id: 'any-type' });
  });

  it('lets the service role empty and delete a bucket', async () => {
    expect((await service.storage.emptyBucket('any-type')).data).toEqual({
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    });
    expect(await objectCount('any-type')).toBe(0);
    expect((await service.storage.deleteBucket('any-type')).data).toEqual({
      message: 'Successfully deleted',
    });
  });
});
