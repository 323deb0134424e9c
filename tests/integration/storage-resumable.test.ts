// Resumable uploads (issue 12): Supabase Storage's TUS endpoint /storage/v1/upload/resumable driven by
// tus-js-client as the upload screen uses it. An upload stopped after its first chunk (a dropped connection)
// continues from the offset the server kept, and the finished file is an object like any other upload.
import { randomBytes } from 'node:crypto';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
}, 60_000);

afterAll(async () => {
  await platform?.destroy();
});

async function signedUp() {
  const client = platform.anonClient();
  const email = `tus-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { data, error } = await client.auth.signUp({ email, password: 'correct-horse' });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, id: data.user!.id, token: data.session.access_token };
}

function pdfBytes(size: number): Buffer {
  const body = randomBytes(size);
  Buffer.from('%PDF-1.7\n').copy(body, 0);
  return body;
}

/** A TUS upload; `stopAfter` aborts it (as a dropped connection would) once that many bytes have been sent. */
function tusUpload(
  file: Buffer,
  token: string,
  objectName: string,
  options: { uploadUrl?: string; stopAfter?: number } = {},
) {
  return new Promise<{ url: string | null; aborted: boolean }>((resolve, reject) => {
    const upload: Upload = new Upload(file, {
      endpoint: `${platform.url}/storage/v1/upload/resumable`,
      uploadUrl: options.uploadUrl,
      chunkSize: 1024 * 1024,
      retryDelays: [],
      headers: { authorization: `Bearer ${token}`, apikey: platform.anonKey },
      metadata: { bucketName: 'document-originals', objectName, contentType: 'application/pdf' },
      onChunkComplete: (_chunk, sent) => {
        if (options.stopAfter === undefined || sent < options.stopAfter) return;
        upload.abort().then(() => resolve({ url: upload.url, aborted: true }), reject);
      },
      onSuccess: () => resolve({ url: upload.url, aborted: false }),
      onError: reject,
    });
    upload.start();
  });
}

describe('resumable uploads', () => {
  it('continue after a dropped connection from the offset the server kept', async () => {
    const seller = await signedUp();
    const file = pdfBytes(3 * 1024 * 1024 + 12345);
    const name = `${seller.id}/big-notes.pdf`;
    const first = await tusUpload(file, seller.token, name, { stopAfter: 1024 * 1024 });
    expect(first.aborted).toBe(true);
    expect(first.url).toMatch(/\/storage\/v1\/upload\/resumable\/[0-9a-f-]{36}$/);

    const head = await fetch(first.url!, {
      method: 'HEAD',
      headers: {
        authorization: `Bearer ${seller.token}`,
        apikey: platform.anonKey,
        'tus-resumable': '1.0.0',
      },
    });
    expect(head.status).toBe(200);
    const kept = Number(head.headers.get('upload-offset'));
    expect(kept).toBeGreaterThanOrEqual(1024 * 1024);
    expect(kept).toBeLessThan(file.length);
    // Nothing is an object until the last byte arrives.
    const early = await seller.client.storage.from('document-originals').list(seller.id);
    expect(early.data?.map((o) => o.name)).not.toContain('big-notes.pdf');

    // Another user cannot continue (or even see) it.
    const other = await signedUp();
    const foreign = await fetch(first.url!, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${other.token}`, apikey: platform.anonKey, 'tus-resumable': '1.0.0' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('upload-offset')).toBeNull();

    const second = await tusUpload(file, seller.token, name, { uploadUrl: first.url! });
    expect(second.aborted).toBe(false);
    const { data, error } = await seller.client.storage.from('document-originals').download(name);
    expect(error).toBeNull();
    expect(Buffer.from(await data!.arrayBuffer()).equals(file)).toBe(true);
    // Once it is an object, the upload itself is gone (its staged bytes and record with it).
    const finished = await fetch(first.url!, {
      method: 'HEAD',
      headers: {
        authorization: `Bearer ${seller.token}`,
        apikey: platform.anonKey,
        'tus-resumable': '1.0.0',
      },
    });
    expect(finished.status).toBe(400);
  });

  it('refuses what a plain upload refuses: too large, another folder, a type the bucket does not take', async () => {
    const seller = await signedUp();
    const tooLarge = await fetch(`${platform.url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${seller.token}`,
        apikey: platform.anonKey,
        'tus-resumable': '1.0.0',
        'upload-length': String(60 * 1024 * 1024),
        'upload-metadata': `bucketName ${btoa('document-originals')},objectName ${btoa(`${seller.id}/x.pdf`)}`,
      },
    });
    // Supabase's convention: HTTP 400 with the meaningful status in the body.
    expect(((await tooLarge.json()) as { statusCode: string }).statusCode).toBe('413');
    await expect(tusUpload(pdfBytes(2048), seller.token, `someone-else/x.pdf`)).rejects.toThrow();
    const exe = Buffer.alloc(4096);
    exe.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
    await expect(tusUpload(exe, seller.token, `${seller.id}/setup.pdf`)).rejects.toThrow(/not supported/);
  });
});
