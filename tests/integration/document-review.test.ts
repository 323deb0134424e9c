// An approved document is what a moderator approved (issue 9 item 7): when its seller changes anything buyers rely
// on (price, title, description, classification, file), the document goes back to review (status 'pending') and
// leaves the public catalogue until an admin approves it again. Buyers keep what they bought meanwhile.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let service: SupabaseClient;
let seller: { client: SupabaseClient; id: string };
let buyer: { client: SupabaseClient; id: string };
let admin: { client: SupabaseClient; id: string };
let subjectId: string;
let otherSubjectId: string;

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

async function signedUp(label: string) {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(label), password: 'correct-horse' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

let counter = 0;
/** An approved document of the seller with its original, as moderation leaves it; the buyer owns it. */
async function approvedDocument() {
  const path = `${seller.id}/approved-${++counter}.pdf`;
  const uploaded = await seller.client.storage
    .from('document-originals')
    .upload(path, MINIMAL_PDF, { contentType: 'application/pdf' });
  expect(uploaded.error).toBeNull();
  const { data, error } = await service
    .from('documents')
    .insert({
      title: `Approved notes ${counter}`,
      description: 'Worked examples',
      user_id: seller.id,
      subject_id: subjectId,
      status: 'approved',
      price: 5,
      points_price: 50,
      original_file_path: path,
    })
    .select('id, approved_at, published_at')
    .single();
  expect(error).toBeNull();
  expect(
    (
      await service
        .from('user_documents')
        .insert({ user_id: buyer.id, document_id: data!.id, access_type: 'points' })
    ).error,
  ).toBeNull();
  return { ...(data as { id: string; approved_at: string; published_at: string }), path };
}

async function subjectCount(id: string): Promise<number> {
  const { rows } = await db.query<{ document_count: number }>(
    'select document_count from public.subjects where id = $1',
    [id],
  );
  return rows[0]!.document_count;
}

async function publiclyListed(id: string): Promise<boolean> {
  const { data } = await platform.anonClient().from('documents').select('id').eq('id', id);
  return (data ?? []).length === 1;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  service = platform.serviceClient();
  seller = await signedUp('seller');
  buyer = await signedUp('buyer');
  admin = await signedUp('admin');
  expect((await service.from('users').update({ role: 'admin' }).eq('id', admin.id)).error).toBeNull();
  const subjects = await service
    .from('subjects')
    .insert([{ name: 'Review Mathematics' }, { name: 'Review Physics' }])
    .select('id');
  expect(subjects.error).toBeNull();
  [subjectId, otherSubjectId] = subjects.data!.map((s) => s.id as string) as [string, string];
});

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('a seller’s edit of an approved document', () => {
  const changes: [string, () => Record<string, unknown>][] = [
    ['price', () => ({ price: 50 })],
    ['points price', () => ({ points_price: 5 })],
    ['title', () => ({ title: 'Something else entirely' })],
    ['description', () => ({ description: 'Now with different content' })],
    ['subject', () => ({ subject_id: otherSubjectId })],
  ];

  for (const [what, change] of changes) {
    it(`sends it back to review when the ${what} changes`, async () => {
      const doc = await approvedDocument();
      const before = await subjectCount(subjectId);
      const { data, error } = await seller.client
        .from('documents')
        .update(change())
        .eq('id', doc.id)
        .select('status, approved_at')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ status: 'pending', approved_at: null });
      expect(await publiclyListed(doc.id)).toBe(false);
      // Approved documents only are counted per subject.
      expect(await subjectCount(subjectId)).toBe(before - 1);
      // Nobody new can buy the changed document before review...
      const stranger = await signedUp('stranger');
      const purchase = await stranger.client.rpc('use_points_for_document', {
        document_id: doc.id,
        points_amount: 50,
      });
      expect(purchase.data).toMatchObject({ success: false, error: 'Document not available' });
      // ...and who bought it keeps it.
      expect((await buyer.client.from('documents').select('id').eq('id', doc.id)).data).toHaveLength(1);
      const signed = await buyer.client.storage.from('document-originals').createSignedUrl(doc.path, 60);
      expect(signed.error).toBeNull();
    });
  }

  it('sends it back to review when the seller attaches a new original', async () => {
    const doc = await approvedDocument();
    const path = `${seller.id}/replacement.pdf`;
    await seller.client.storage
      .from('document-originals')
      .upload(path, MINIMAL_PDF, { contentType: 'application/pdf' });
    const { data, error } = await seller.client.rpc('attach_document_file', {
      p_document_id: doc.id,
      p_kind: 'original',
      p_path: path,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'pending', original_file_path: path });
    expect(await publiclyListed(doc.id)).toBe(false);
  });

  it('keeps it approved when the save changes nothing', async () => {
    const doc = await approvedDocument();
    const { data: row } = await seller.client
      .from('documents')
      .select('title, description, price, points_price')
      .eq('id', doc.id)
      .single();
    const { data } = await seller.client
      .from('documents')
      .update(row!)
      .eq('id', doc.id)
      .select('status')
      .single();
    expect(data).toEqual({ status: 'approved' });
    expect(await publiclyListed(doc.id)).toBe(true);
  });

  it('still lets the seller withdraw it', async () => {
    const doc = await approvedDocument();
    const { data } = await seller.client
      .from('documents')
      .update({ status: 'deleted', title: 'Withdrawn notes' })
      .eq('id', doc.id)
      .select('status')
      .single();
    expect(data).toEqual({ status: 'deleted' });
  });

  it('is approved again by an admin, with a new approval date and the first publication date', async () => {
    const doc = await approvedDocument();
    await seller.client.from('documents').update({ price: 7 }).eq('id', doc.id);
    const { data, error } = await admin.client
      .from('documents')
      .update({ status: 'approved' })
      .eq('id', doc.id)
      .select('status, price, approved_at, published_at')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'approved', price: 7 });
    expect(new Date(data!.approved_at as string).getTime()).toBeGreaterThan(
      new Date(doc.approved_at).getTime(),
    );
    expect(new Date(data!.published_at as string).getTime()).toBe(new Date(doc.published_at).getTime());
    expect(await publiclyListed(doc.id)).toBe(true);
  });
});

describe('an admin’s edit of an approved document', () => {
  it('keeps it approved: the admin is the reviewer', async () => {
    const doc = await approvedDocument();
    const { data, error } = await admin.client
      .from('documents')
      .update({ price: 12, title: 'Corrected title' })
      .eq('id', doc.id)
      .select('status')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'approved' });
  });
});

describe('a seller’s edit of a document under review', () => {
  it('leaves its status alone', async () => {
    const { data: draft } = await seller.client
      .from('documents')
      .insert({ title: 'Draft', user_id: seller.id })
      .select('id')
      .single();
    const { data } = await seller.client
      .from('documents')
      .update({ price: 3 })
      .eq('id', draft!.id)
      .select('status, price')
      .single();
    expect(data).toEqual({ status: 'pending', price: 3 });
  });
});
