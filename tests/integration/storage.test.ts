import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createCanvas } from '@napi-rs/canvas';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let service: SupabaseClient;
let alice: { client: SupabaseClient; id: string };
let bob: { client: SupabaseClient; id: string };

async function signedUpUser(label: string) {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail(label),
    password: 'correct-horse-battery',
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

function png(width = 8, height = 8, colour = '#3366cc'): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

/** A Blob of bytes, as a browser's File would be (supabase-js sends Blobs as multipart forms). */
const blobOf = (bytes: Uint8Array, type?: string) => new Blob([new Uint8Array(bytes)], type ? { type } : {});

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

async function objectRow(bucket: string, name: string) {
  const { rows } = await db.query('select * from storage.objects where bucket_id = $1 and name = $2', [
    bucket,
    name,
  ]);
  return rows[0] as
    { id: string; owner_id: string | null; version: string; metadata: Record<string, unknown> } | undefined;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Every blob file is referenced by a row and no upload is left half-received. */
async function assertNoStrayBytes() {
  const { rows } = await db.query<{ version: string }>('select version from storage.objects');
  const blobs = await filesUnder(join(platform.dataDir, 'storage', 'objects'));
  expect(blobs.map((path) => path.split('/').pop()).sort()).toEqual(rows.map((r) => r.version).sort());
  expect(await filesUnder(join(platform.dataDir, 'storage', '.staging'))).toEqual([]);
}

async function rawStorage(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', platform.anonKey);
  headers.set('authorization', `Bearer ${init.token ?? platform.anonKey}`);
  return fetch(`${platform.url}/storage/v1${path}`, { ...init, headers });
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  service = platform.serviceClient();
  alice = await signedUpUser('alice');
  bob = await signedUpUser('bob');
});

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('storage: uploads and downloads as supabase-js makes them', () => {
  it('uploads an avatar into the user folder and serves it back, privately and publicly', async () => {
    const bytes = png();
    const path = `${alice.id}/avatar.png`;
    const { data, error } = await alice.client.storage
      .from('avatars')
      .upload(path, blobOf(bytes, 'image/png'));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `avatars/${path}` });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const row = await objectRow('avatars', path);
    expect(row).toMatchObject({ id: data!.id, owner_id: alice.id });
    expect(row!.metadata).toMatchObject({
      size: bytes.length,
      mimetype: 'image/png',
      cacheControl: 'max-age=3600',
    });

    const download = await alice.client.storage.from('avatars').download(path);
    expect(download.error).toBeNull();
    expect(Buffer.from(await download.data!.arrayBuffer())).toEqual(bytes);

    const { publicUrl } = alice.client.storage.from('avatars').getPublicUrl(path).data;
    expect(publicUrl).toBe(`${platform.url}/storage/v1/object/public/avatars/${path}`);
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('etag')).toBe(row!.metadata.eTag);
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);

    const media = await fetch(`${platform.url}/api/storage/avatars/${path}`);
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer())).toEqual(bytes);
  });

  it('refuses a second upload to the same path unless it upserts, and replaces the bytes when it does', async () => {
    const path = `${alice.id}/replace-me.png`;
    const bucket = alice.client.storage.from('avatars');
    expect((await bucket.upload(path, png(4, 4, '#ff0000'), { contentType: 'image/png' })).error).toBeNull();
    const before = await objectRow('avatars', path);

    const again = await bucket.upload(path, png(4, 4, '#00ff00'), { contentType: 'image/png' });
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });

    const replacement = png(6, 6, '#0000ff');
    const upserted = await bucket.upload(path, replacement, { contentType: 'image/png', upsert: true });
    expect(upserted.error).toBeNull();
    expect(upserted.data!.id).toBe(before!.id);
    const after = await objectRow('avatars', path);
    expect(after!.version).not.toBe(before!.version);
    expect(Buffer.from(await (await bucket.download(path)).data!.arrayBuffer())).toEqual(replacement);

    const updated = png(7, 7, '#000000');
    expect((await bucket.update(path, updated, { contentType: 'image/png' })).error).toBeNull();
    expect(Buffer.from(await (await bucket.download(path)).data!.arrayBuffer())).toEqual(updated);
    await assertNoStrayBytes();
  });

  it('keeps the cache-control an upload asks for', async () => {
    const path = `${alice.id}/short-lived.png`;
    await alice.client.storage.from('avatars').upload(path, blobOf(png()), { cacheControl: '60' });
    const response = await fetch(`${platform.url}/storage/v1/object/public/avatars/${path}`);
    expect(response.headers.get('cache-control')).toBe('max-age=60');
  });

  it('answers ranges and conditional requests', async () => {
    const path = `${alice.id}/ranged.png`;
    const bytes = png(32, 32);
    await alice.client.storage.from('avatars').upload(path, bytes, { contentType: 'image/png' });
    const url = `${platform.url}/api/storage/avatars/${path}`;
    const partial = await fetch(url, { headers: { range: 'bytes=0-9' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(bytes.subarray(0, 10));
    const tail = await fetch(url, { headers: { range: 'bytes=-4' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 4));
    const past = await fetch(url, { headers: { range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);

    const etag = (await fetch(url)).headers.get('etag')!;
    const cached = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
  });

  it('reports info and existence', async () => {
    const path = `${alice.id}/info.png`;
    const bytes = png();
    await alice.client.storage.from('avatars').upload(path, bytes, {
      contentType: 'image/png',
      metadata: { purpose: 'profile' },
    });
    const { data, error } = await alice.client.storage.from('avatars').info(path);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: path,
      bucketId: 'avatars',
      size: bytes.length,
      contentType: 'image/png',
      cacheControl: 'max-age=3600',
      metadata: { purpose: 'profile' },
    });
    expect((await alice.client.storage.from('avatars').exists(path)).data).toBe(true);
    expect((await alice.client.storage.from('avatars').exists(`${alice.id}/nope.png`)).data).toBe(false);
  });

  it('lists one folder level at a time, folders first, with limit, offset, sort and search', async () => {
    const bucket = alice.client.storage.from('avatars');
    const base = `${alice.id}/gallery`;
    for (const name of ['b.png', 'a.png', 'c.png', 'sub/one.png', 'sub/two.png', 'other/x.png']) {
      expect((await bucket.upload(`${base}/${name}`, png(), { contentType: 'image/png' })).error).toBeNull();
    }
    const { data, error } = await bucket.list(base);
    expect(error).toBeNull();
    expect(data!.map((e) => e.name)).toEqual(['other', 'sub', 'a.png', 'b.png', 'c.png']);
    expect(data![0]).toMatchObject({ id: null, metadata: null, created_at: null });
    expect(data![2]).toMatchObject({ metadata: { mimetype: 'image/png' } });
    expect(data![2]!.id).toBeTruthy();

    const page = await bucket.list(base, { limit: 2, offset: 2 });
    expect(page.data!.map((e) => e.name)).toEqual(['a.png', 'b.png']);
    const descending = await bucket.list(base, { sortBy: { column: 'name', order: 'desc' } });
    expect(descending.data!.map((e) => e.name)).toEqual(['sub', 'other', 'c.png', 'b.png', 'a.png']);
    const searched = await bucket.list(base, { search: 'B' });
    expect(searched.data!.map((e) => e.name)).toEqual(['b.png']);
    const nested = await bucket.list(`${base}/sub/`);
    expect(nested.data!.map((e) => e.name)).toEqual(['one.png', 'two.png']);
  });

  it('removes objects with their bytes', async () => {
    const bucket = alice.client.storage.from('avatars');
    const paths = [`${alice.id}/remove/1.png`, `${alice.id}/remove/2.png`];
    for (const path of paths) await bucket.upload(path, png(), { contentType: 'image/png' });
    const { data, error } = await bucket.remove([...paths, `${alice.id}/remove/missing.png`]);
    expect(error).toBeNull();
    expect(data!.map((row) => row.name).sort()).toEqual(paths);
    const gone = await bucket.download(paths[0]!);
    expect(gone.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    await assertNoStrayBytes();
  });

  it('moves and copies within what the policies allow', async () => {
    const bucket = alice.client.storage.from('avatars');
    const from = `${alice.id}/move/from.png`;
    const bytes = png(5, 5);
    await bucket.upload(from, bytes, { contentType: 'image/png' });

    expect((await bucket.move(from, `${alice.id}/move/to.png`)).error).toBeNull();
    expect(await objectRow('avatars', from)).toBeUndefined();
    expect(Buffer.from(await (await bucket.download(`${alice.id}/move/to.png`)).data!.arrayBuffer())).toEqual(
      bytes,
    );

    const copied = await bucket.copy(`${alice.id}/move/to.png`, `${alice.id}/move/copy.png`);
    expect(copied.error).toBeNull();
    expect(copied.data).toEqual({ path: `avatars/${alice.id}/move/copy.png` });
    expect(
      Buffer.from(await (await bucket.download(`${alice.id}/move/copy.png`)).data!.arrayBuffer()),
    ).toEqual(bytes);

    const intoBob = await bucket.move(`${alice.id}/move/to.png`, `${bob.id}/stolen.png`);
    expect(intoBob.error).toMatchObject({ statusCode: '403' });
    expect(await objectRow('avatars', `${alice.id}/move/to.png`)).toBeDefined();
    await assertNoStrayBytes();
  });

  it('uploads raw bodies (ArrayBuffer) as well as multipart forms', async () => {
    const path = `${alice.id}/raw.png`;
    const bytes = png(3, 3);
    const buffer = new Uint8Array(bytes).buffer;
    const { error } = await alice.client.storage
      .from('avatars')
      .upload(path, buffer, { contentType: 'image/png' });
    expect(error).toBeNull();
    expect((await objectRow('avatars', path))!.metadata).toMatchObject({
      size: bytes.length,
      mimetype: 'image/png',
    });
  });
});

describe('storage: signed URLs', () => {
  const path = () => `${alice.id}/signed/notes.pdf`;

  beforeAll(async () => {
    const { error } = await alice.client.storage
      .from('document-originals')
      .upload(path(), MINIMAL_PDF, { contentType: 'application/pdf' });
    expect(error).toBeNull();
  });

  it('signs a private object for its owner, and the link works without any key or token', async () => {
    const { data, error } = await alice.client.storage
      .from('document-originals')
      .createSignedUrl(path(), 3600);
    expect(error).toBeNull();
    expect(data!.signedUrl).toContain(`/storage/v1/object/sign/document-originals/${path()}?token=`);
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('expires')).toBeTruthy();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(MINIMAL_PDF);

    const attachment = await fetch(`${data!.signedUrl}&download=notes.pdf`);
    expect(attachment.headers.get('content-disposition')).toContain('attachment; filename=notes.pdf');
  });

  it('signs several paths at once, with an error entry for what cannot be read', async () => {
    const { data, error } = await alice.client.storage
      .from('document-originals')
      .createSignedUrls([path(), `${alice.id}/signed/missing.pdf`], 60);
    expect(error).toBeNull();
    expect(data![0]).toMatchObject({ path: path(), error: null });
    expect((await fetch(data![0]!.signedUrl!)).status).toBe(200);
    expect(data![1]).toMatchObject({
      signedUrl: null,
      error: 'Either the object does not exist or you do not have access to it',
    });
  });

  it('refuses an unsigned original: no public route, no download and no signature for others', async () => {
    const anonymous = await rawStorage(`/object/document-originals/${path()}`);
    expect(anonymous.status).toBe(400);
    expect(await anonymous.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
    const publicRoute = await fetch(`${platform.url}/storage/v1/object/public/document-originals/${path()}`);
    expect(await publicRoute.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    expect((await fetch(`${platform.url}/api/storage/document-originals/${path()}`)).status).toBe(404);
    const withoutToken = await fetch(`${platform.url}/storage/v1/object/sign/document-originals/${path()}`);
    expect(withoutToken.status).toBe(400);

    const bobs = await bob.client.storage.from('document-originals').createSignedUrl(path(), 3600);
    expect(bobs.error).toMatchObject({ statusCode: '404' });
    expect((await bob.client.storage.from('document-originals').download(path())).error).toMatchObject({
      statusCode: '404',
    });
  });

  it('refuses a tampered, a misdirected and an expired link', async () => {
    const bucket = alice.client.storage.from('document-originals');
    const signed = (await bucket.createSignedUrl(path(), 3600)).data!.signedUrl;
    const token = new URL(signed).searchParams.get('token')!;
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.url = `document-originals/${bob.id}/secret.pdf`;
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const tamperedResponse = await fetch(
      `${platform.url}/storage/v1/object/sign/document-originals/${bob.id}/secret.pdf?token=${tampered}`,
    );
    expect(tamperedResponse.status).toBe(400);
    expect(await tamperedResponse.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'invalid signature',
    });

    const elsewhere = await fetch(
      `${platform.url}/storage/v1/object/sign/document-originals/${alice.id}/other.pdf?token=${token}`,
    );
    expect(await elsewhere.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

    const shortLived = (await bucket.createSignedUrl(path(), 1)).data!.signedUrl;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(shortLived);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ code: 'InvalidJWT', message: 'jwt expired' });
  });

  it('lets buyers of a document read its original, and nobody else', async () => {
    const name = `${alice.id}/signed/sold.pdf`;
    await alice.client.storage
      .from('document-originals')
      .upload(name, MINIMAL_PDF, { contentType: 'application/pdf' });
    const bucket = bob.client.storage.from('document-originals');
    expect((await bucket.createSignedUrl(name, 3600)).error).toMatchObject({ statusCode: '404' });

    const { rows } = await db.query<{ id: string }>(
      `insert into public.documents (title, slug, status, user_id, original_file_path)
       values ('Storage test document', $1, 'approved', $2, $3) returning id`,
      [`storage-test-${Date.now()}`, alice.id, name],
    );
    await db.query(
      `insert into public.user_documents (user_id, document_id, access_type) values ($1, $2, 'points')`,
      [bob.id, rows[0]!.id],
    );
    const signed = await bucket.createSignedUrl(name, 3600);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200);
    expect((await bucket.createSignedUrl(path(), 3600)).error).toMatchObject({ statusCode: '404' });
  });

  it('issues signed upload URLs that upload as their signer', async () => {
    const name = `${alice.id}/delegated.png`;
    const { data, error } = await alice.client.storage.from('avatars').createSignedUploadUrl(name);
    expect(error).toBeNull();
    const bytes = png(9, 9);
    const uploaded = await platform
      .anonClient()
      .storage.from('avatars')
      .uploadToSignedUrl(name, data!.token, blobOf(bytes, 'image/png'));
    expect(uploaded.error).toBeNull();
    expect(await objectRow('avatars', name)).toMatchObject({ owner_id: alice.id });
    const reused = await platform
      .anonClient()
      .storage.from('avatars')
      .uploadToSignedUrl(name, data!.token, bytes);
    expect(reused.error).toMatchObject({ statusCode: '409' });

    const forBob = await alice.client.storage.from('avatars').createSignedUploadUrl(`${bob.id}/x.png`);
    expect(forBob.error).toMatchObject({ statusCode: '403' });
  });
});

describe('storage: denials leave nothing behind', () => {
  it("refuses an upload into another user's avatar folder with Supabase's body", async () => {
    const path = `${alice.id}/hijack.png`;
    const { error } = await bob.client.storage.from('avatars').upload(path, blobOf(png(), 'image/png'));
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });

    const response = await rawStorage(`/object/avatars/${path}`, {
      method: 'POST',
      token: await accessToken(bob.client),
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(png()),
    });
    // Supabase Storage answers client errors with HTTP 400 and the meaningful status in the body.
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    expect(await objectRow('avatars', path)).toBeUndefined();
    await assertNoStrayBytes();
  });

  it('refuses a file over the bucket limit while it streams', async () => {
    const path = `${alice.id}/huge.png`;
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    png().copy(huge);
    const multipart = await alice.client.storage.from('avatars').upload(path, blobOf(huge, 'image/png'));
    expect(multipart.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const raw = await alice.client.storage.from('avatars').upload(path, huge, { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ statusCode: '413' });
    expect(await objectRow('avatars', path)).toBeUndefined();
    await assertNoStrayBytes();
  });

  it('refuses bytes that are not an allowed type whatever the name and declared type say', async () => {
    const bucket = alice.client.storage.from('avatars');
    const disguised = [
      {
        name: 'notes.png',
        body: Buffer.from('Just some text pretending to be an image.\n'),
        detected: 'text/plain',
      },
      { name: 'paper.png', body: MINIMAL_PDF, detected: 'application/pdf' },
      {
        name: 'blob.png',
        body: Buffer.from([0, 1, 2, 3, 255, 254, 0, 7]),
        detected: 'application/octet-stream',
      },
    ];
    for (const file of disguised) {
      const path = `${alice.id}/${file.name}`;
      const { error } = await bucket.upload(path, blobOf(file.body, 'image/png'));
      expect(error).toMatchObject({
        statusCode: '415',
        message: `mime type ${file.detected} is not supported`,
      });
      expect(await objectRow('avatars', path)).toBeUndefined();
    }
    await assertNoStrayBytes();
  });

  it('stores text documents by what their bytes are', async () => {
    const bucket = alice.client.storage.from('document-originals');
    await bucket.upload(`${alice.id}/table.csv`, Buffer.from('a,b\n1,2\n'), { contentType: 'text/csv' });
    await bucket.upload(`${alice.id}/page.txt`, Buffer.from('<script>alert(1)</script>'), {
      contentType: 'text/html',
    });
    expect((await objectRow('document-originals', `${alice.id}/table.csv`))!.metadata.mimetype).toBe(
      'text/csv',
    );
    expect((await objectRow('document-originals', `${alice.id}/page.txt`))!.metadata.mimetype).toBe(
      'text/plain',
    );
    const served = await alice.client.storage
      .from('document-originals')
      .createSignedUrl(`${alice.id}/page.txt`, 60);
    const response = await fetch(served.data!.signedUrl);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses uploads of originals outside the uploader folder', async () => {
    const { error } = await bob.client.storage
      .from('document-originals')
      .upload(`${alice.id}/planted.pdf`, MINIMAL_PDF, { contentType: 'application/pdf' });
    expect(error).toMatchObject({ statusCode: '403' });
  });

  it('needs the API key except on public and signed paths', async () => {
    const noKey = await fetch(`${platform.url}/storage/v1/object/avatars/${alice.id}/avatar.png`);
    expect(noKey.status).toBe(401);
    const open = await fetch(`${platform.url}/storage/v1/object/public/avatars/${alice.id}/avatar.png`);
    expect(open.status).toBe(200);
  });

  it('answers a missing public file with a 404', async () => {
    const response = await fetch(`${platform.url}/api/storage/cover-images/videos/no-such-video.mp4`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    });
  });
});

describe('storage: buckets', () => {
  it('has the six buckets of the spec with their visibility and limits', async () => {
    const { data, error } = await service.storage.listBuckets();
    expect(error).toBeNull();
    const byId = Object.fromEntries(data!.map((b) => [b.id, b]));
    expect(Object.keys(byId)).toEqual(
      expect.arrayContaining([
        'document-previews',
        'cover-images',
        'avatars',
        'assets',
        'document-originals',
        'document-converted',
      ]),
    );
    for (const id of ['document-previews', 'cover-images', 'avatars', 'assets'])
      expect(byId[id]!.public).toBe(true);
    for (const id of ['document-originals', 'document-converted']) expect(byId[id]!.public).toBe(false);
    expect(byId.avatars).toMatchObject({ file_size_limit: 5 * 1024 * 1024 });
    expect(byId['document-previews']!.allowed_mime_types).toEqual(['application/pdf']);
  });

  it('lets only the service role manage buckets', async () => {
    const denied = await alice.client.storage.createBucket('alice-bucket', { public: true });
    expect(denied.error).toMatchObject({ statusCode: '403' });

    expect(
      (await service.storage.createBucket('scratch', { public: false, fileSizeLimit: '1MB' })).data,
    ).toEqual({
      name: 'scratch',
    });
    expect((await service.storage.createBucket('scratch')).error).toMatchObject({ statusCode: '409' });
    expect((await service.storage.getBucket('scratch')).data).toMatchObject({
      public: false,
      file_size_limit: 1_000_000,
    });
    expect(
      (await service.storage.updateBucket('scratch', { public: true, allowedMimeTypes: ['text/*'] })).data,
    ).toEqual({ message: 'Successfully updated' });
    expect((await service.storage.getBucket('scratch')).data).toMatchObject({
      public: true,
      allowed_mime_types: ['text/*'],
    });

    const scratch = service.storage.from('scratch');
    expect((await scratch.upload('a.txt', 'hello', { contentType: 'text/plain' })).error).toBeNull();
    expect((await service.storage.deleteBucket('scratch')).error).toMatchObject({ statusCode: '409' });
    expect((await service.storage.emptyBucket('scratch')).data).toEqual({
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    });
    expect((await service.storage.deleteBucket('scratch')).data).toEqual({ message: 'Successfully deleted' });
    expect((await service.storage.getBucket('scratch')).error).toMatchObject({ statusCode: '404' });
    await assertNoStrayBytes();
  });

  it('answers an unknown bucket as Supabase does', async () => {
    const { error } = await alice.client.storage.from('no-such-bucket').upload('x.png', png());
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });
});
