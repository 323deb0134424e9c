import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createCanvas } from '@napi-rs/canvas';
import type { SupabaseClient } from '@supabase/supabase-js';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

// The same storage API with its bytes in an S3-compatible service: s3rver, an S3 emulator that speaks the S3 REST
// protocol over HTTP, so the AWS SDK code path (signing, PUT, ranged GET, copy, batch delete) runs for real.

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const BUCKET = 'studyloop-test';
const PREFIX = 'platform-a';
let s3dir: string;
let s3rver: S3rverInstance;
let s3: S3Client;
let platform: TestPlatform;
let user: { client: SupabaseClient; id: string };
let pool: pg.Pool;

function png(size = 8): Uint8Array {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#228833';
  ctx.fillRect(0, 0, size, size);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

async function s3Keys(): Promise<string[]> {
  const { Contents } = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (Contents ?? []).map((c) => c.Key!).sort();
}

/** What the platform stores on every start (the landing's promo video), there before any test uploads. */
let keysAtStart: string[] = [];

/** The S3 keys this file's uploads made. */
async function uploadedKeys(): Promise<string[]> {
  return (await s3Keys()).filter((key) => !keysAtStart.includes(key));
}

/** The S3 keys the object rows point at. */
async function versionKeys(): Promise<string[]> {
  const { rows } = await pool.query<{ version: string }>('select version from storage.objects');
  return rows.map((r) => `${PREFIX}/objects/${r.version.slice(0, 2)}/${r.version}`).sort();
}

beforeAll(async () => {
  s3dir = await mkdtemp(join(tmpdir(), 'studyloop-s3rver-'));
  const { default: S3rver } = (await import('s3rver' as string)) as { default: S3rverClass };
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  platform = await startTestPlatform({
    storage: {
      ...platformConfigFromEnv({}).storage,
      s3: {
        bucket: BUCKET,
        endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        keyPrefix: PREFIX,
      },
    },
  });
  pool = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  const client = platform.anonClient();
  const { data } = await client.auth.signUp({ email: uniqueEmail('s3'), password: 'correct-horse-battery' });
  user = { client, id: data.user!.id };
  keysAtStart = await s3Keys();
});

afterAll(async () => {
  await pool?.end();
  await platform?.destroy();
  await s3rver?.close();
  if (s3dir) await rm(s3dir, { recursive: true, force: true });
});

describe('storage on an S3-compatible service', () => {
  it('uploads, serves ranges, replaces and removes, keeping S3 in step with the rows', async () => {
    const bucket = user.client.storage.from('avatars');
    const path = `${user.id}/s3.png`;
    const first = png(8);
    expect((await bucket.upload(path, first, { contentType: 'image/png' })).error).toBeNull();
    expect(await s3Keys()).toEqual(await versionKeys());

    const download = await bucket.download(path);
    expect(new Uint8Array(await download.data!.arrayBuffer())).toEqual(first);
    const ranged = await fetch(`${platform.url}/api/storage/avatars/${path}`, {
      headers: { range: 'bytes=1-3' },
    });
    expect(ranged.status).toBe(206);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(first.subarray(1, 4));

    const second = png(12);
    expect((await bucket.upload(path, second, { contentType: 'image/png', upsert: true })).error).toBeNull();
    expect(await s3Keys()).toEqual(await versionKeys());
    expect(new Uint8Array(await (await bucket.download(path)).data!.arrayBuffer())).toEqual(second);

    expect((await bucket.copy(path, `${user.id}/s3-copy.png`)).error).toBeNull();
    expect((await bucket.move(`${user.id}/s3-copy.png`, `${user.id}/s3-moved.png`)).error).toBeNull();
    const signed = await bucket.createSignedUrl(`${user.id}/s3-moved.png`, 60);
    expect(new Uint8Array(await (await fetch(signed.data!.signedUrl)).arrayBuffer())).toEqual(second);
    expect((await uploadedKeys()).length).toBe(2);

    expect((await bucket.remove([path, `${user.id}/s3-moved.png`])).data).toHaveLength(2);
    expect(await uploadedKeys()).toEqual([]);
  });

  it('leaves nothing in S3 when an upload is refused', async () => {
    const bucket = user.client.storage.from('avatars');
    const refused = await bucket.upload(`${user.id}/fake.png`, new TextEncoder().encode('not an image'), {
      contentType: 'image/png',
    });
    expect(refused.error).toMatchObject({ statusCode: '415' });
    const elsewhere = await bucket.upload(`${crypto.randomUUID()}/x.png`, png(), {
      contentType: 'image/png',
    });
    expect(elsewhere.error).toMatchObject({ statusCode: '403' });
    expect(await uploadedKeys()).toEqual([]);
  });
});
