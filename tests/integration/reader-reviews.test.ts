// The reader and reviews (issue 12) through supabase-js against the real platform: a buyer reaches the original
// through a signed link (spec 1 §6: originals need a session, links valid 3600 s) and a stranger does not; the
// reader's last page and bookmark (spec 2 §7.1); reviews (1 to 5, only after purchase, one per user, editable,
// deletable) keep the document's average and count, and the seller is notified; a report reaches the admin queue.
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { waitForJobs } from './support/job-queue.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

type Client = SupabaseClient<Database>;
interface Account {
  client: Client;
  id: string;
  email: string;
}

let platform: TestPlatform;
let db: pg.Pool;
let service: Client;
let seller: Account;
let buyer: Account;
let stranger: Account;
let admin: Account;
let subjectId: string;

async function signedUp(label: string, fullName: string): Promise<Account> {
  const client = platform.anonClient();
  const email = uniqueEmail(label);
  const { data, error } = await client.auth.signUp({
    email,
    password: 'correct-horse',
    options: { data: { full_name: fullName } },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id, email };
}

async function threePagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const word of ['Mitochondria', 'Ribosome', 'Chloroplast']) {
    pdf.addPage([400, 500]).drawText(`Page about ${word}`, { x: 40, y: 440, size: 18, font });
  }
  return pdf.save();
}

let counter = 0;
/** An approved document of the seller with a real PDF original, bought by the buyer with points. */
async function boughtDocument() {
  const path = `${seller.id}/reader-${++counter}.pdf`;
  const uploaded = await seller.client.storage
    .from('document-originals')
    .upload(path, await threePagePdf(), { contentType: 'application/pdf' });
  expect(uploaded.error).toBeNull();
  const { data, error } = await service
    .from('documents')
    .insert({
      title: `Cell biology notes ${counter}`,
      slug: '',
      user_id: seller.id,
      subject_id: subjectId,
      status: 'approved',
      price: 2,
      points_price: 20,
      page_count: 3,
      original_file_path: path,
    })
    .select('id, slug')
    .single();
  expect(error).toBeNull();
  const credited = await service.rpc('apply_points', {
    p_user_id: buyer.id,
    p_amount: 20,
    p_type: 'adjustment',
    p_description: 'Test balance',
  });
  expect(credited.error).toBeNull();
  const bought = await buyer.client.rpc('use_points_for_document', {
    document_id: data!.id,
    points_amount: 20,
  });
  expect(bought.error).toBeNull();
  expect(bought.data).toMatchObject({ success: true });
  return { id: data!.id, slug: data!.slug, path };
}

async function ratingOf(id: string) {
  const { data } = await service
    .from('documents')
    .select('average_rating, review_count')
    .eq('id', id)
    .single();
  return { average: Number(data!.average_rating), count: data!.review_count };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  service = platform.serviceClient();
  seller = await signedUp('seller', 'Sally Seller');
  buyer = await signedUp('buyer', 'Bea Buyer');
  stranger = await signedUp('stranger', 'Stan Stranger');
  admin = await signedUp('admin', 'Ada Admin');
  expect((await service.from('users').update({ role: 'admin' }).eq('id', admin.id)).error).toBeNull();
  const subject = await service
    .from('subjects')
    .insert({ name: 'Reader Biology', slug: '' })
    .select('id')
    .single();
  expect(subject.error).toBeNull();
  subjectId = subject.data!.id;
}, 120_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('the reader’s access to the original', () => {
  it('a buyer signs a 3600 s link to the original and reads its bytes; a stranger is refused', async () => {
    const doc = await boughtDocument();
    const signed = await buyer.client.storage.from('document-originals').createSignedUrl(doc.path, 3600);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);

    const refused = await stranger.client.storage.from('document-originals').createSignedUrl(doc.path, 3600);
    expect(refused.error).not.toBeNull();
    expect(refused.data).toBeNull();
    const anonymous = await platform
      .anonClient()
      .storage.from('document-originals')
      .createSignedUrl(doc.path, 3600);
    expect(anonymous.error).not.toBeNull();
  });

  it('remembers the page a reader reached and toggles a bookmark', async () => {
    const doc = await boughtDocument();
    const viewed = await buyer.client.rpc('record_document_view', {
      p_document_id: doc.id,
      p_page_number: 2,
      p_progress: 66.7,
      p_device_info: { userAgent: 'vitest', platform: 'linux' },
    });
    expect(viewed.error).toBeNull();
    const { data: view } = await buyer.client
      .from('document_views')
      .select('page_number, progress')
      .eq('document_id', doc.id)
      .single();
    expect(view).toEqual({ page_number: 2, progress: 66.7 });

    expect((await buyer.client.rpc('toggle_document_bookmark', { p_document_id: doc.id })).data).toEqual({
      bookmarked: true,
    });
    expect((await buyer.client.rpc('toggle_document_bookmark', { p_document_id: doc.id })).data).toEqual({
      bookmarked: false,
    });
  });
});

describe('reviews', () => {
  it('only a buyer may review: a stranger and the seller are refused by RLS', async () => {
    const doc = await boughtDocument();
    for (const account of [stranger, seller]) {
      const { error } = await account.client
        .from('document_reviews')
        .insert({ document_id: doc.id, user_id: account.id, rating: 5, comment: 'Great' });
      expect(error?.code).toBe('42501');
    }
    // Nor may a buyer write a review in someone else's name.
    const forged = await buyer.client
      .from('document_reviews')
      .insert({ document_id: doc.id, user_id: stranger.id, rating: 1 });
    expect(forged.error?.code).toBe('42501');
    expect(await ratingOf(doc.id)).toEqual({ average: 0, count: 0 });
  });

  it('a buyer reviews once (1 to 5), edits and deletes their own; the average and count follow', async () => {
    const doc = await boughtDocument();
    const outOfRange = await buyer.client
      .from('document_reviews')
      .insert({ document_id: doc.id, user_id: buyer.id, rating: 6 });
    expect(outOfRange.error?.code).toBe('23514');

    const first = await buyer.client
      .from('document_reviews')
      .insert({ document_id: doc.id, user_id: buyer.id, rating: 4, comment: '  Clear diagrams  ' })
      .select('id, comment')
      .single();
    expect(first.error).toBeNull();
    expect(first.data!.comment).toBe('Clear diagrams');
    expect(await ratingOf(doc.id)).toEqual({ average: 4, count: 1 });

    const second = await buyer.client
      .from('document_reviews')
      .insert({ document_id: doc.id, user_id: buyer.id, rating: 1 });
    expect(second.error?.code).toBe('23505');

    const edited = await buyer.client
      .from('document_reviews')
      .update({ rating: 2, comment: 'Fewer examples than promised' })
      .eq('id', first.data!.id)
      .select('rating')
      .single();
    expect(edited.error).toBeNull();
    expect(await ratingOf(doc.id)).toEqual({ average: 2, count: 1 });

    // A review cannot be moved to another document, and others cannot edit or delete it.
    const moved = await buyer.client
      .from('document_reviews')
      .update({ document_id: (await boughtDocument()).id })
      .eq('id', first.data!.id);
    expect(moved.error?.code).toBe('42501');
    const hijacked = await stranger.client
      .from('document_reviews')
      .update({ rating: 5 })
      .eq('id', first.data!.id)
      .select('id');
    expect(hijacked.data).toEqual([]);
    await stranger.client.from('document_reviews').delete().eq('id', first.data!.id);
    expect(await ratingOf(doc.id)).toEqual({ average: 2, count: 1 });

    // Anyone reads the reviews of an approved document.
    const listed = await platform
      .anonClient()
      .from('document_reviews')
      .select('rating, comment', { count: 'exact' })
      .eq('document_id', doc.id);
    expect(listed.count).toBe(1);
    expect(listed.data).toEqual([{ rating: 2, comment: 'Fewer examples than promised' }]);

    const deleted = await buyer.client.from('document_reviews').delete().eq('id', first.data!.id);
    expect(deleted.error).toBeNull();
    expect(await ratingOf(doc.id)).toEqual({ average: 0, count: 0 });
  });

  it('the seller hears of a review once per reader a day, updated in place; mails never quote the reader', async () => {
    const doc = await boughtDocument();
    const title = `Cell biology notes ${counter}`;
    const reviewsOfDoc = () =>
      seller.client
        .from('notifications')
        .select('id, category, title, body, link, read_at')
        .like('link', `/documents/${doc.slug}%`)
        .order('created_at');
    const mailsToSeller = async () => {
      await waitForJobs(db, ['notifications:send-email']);
      const { rows } = await db.query<{ subject: string; text_body: string; html_body: string }>(
        `select subject, text_body, html_body from studyloop_platform.mail_outbox
          where to_address = $1 and kind = 'notification:document-status'
            and exists (select from unnest(links) link where link like '%' || $2)
          order by id`,
        [seller.email, `/documents/${doc.slug}#reviews`],
      );
      return rows;
    };
    const review = await buyer.client
      .from('document_reviews')
      .insert({ document_id: doc.id, user_id: buyer.id, rating: 5, comment: 'Saved my exam' })
      .select('id')
      .single();
    expect(review.error).toBeNull();
    const first = (await reviewsOfDoc()).data!;
    expect(first).toMatchObject([
      {
        category: 'document-status',
        title: `New 5-star review of "${title}"`,
        body: 'Bea Buyer wrote: “Saved my exam”',
        link: `/documents/${doc.slug}#reviews`,
      },
    ]);
    // The first notification's one mail (sent by the job queue), in the product's own words.
    const firstMails = await mailsToSeller();
    expect(firstMails.map((mail) => mail.subject)).toEqual([`New 5-star review of "${title}"`]);

    // Something else reaches the seller, then the reader edits before the seller looked: the review's
    // notification is still news (the review as it stands now) and back on top of the bell.
    expect(
      (
        await service.rpc('notify_user', {
          p_user_id: seller.id,
          p_category: 'order-status',
          p_title: 'Later news',
        })
      ).error,
    ).toBeNull();
    await buyer.client.from('document_reviews').update({ rating: 4 }).eq('id', review.data!.id);
    const bell = await seller.client
      .from('notifications')
      .select('id, title, read_at')
      .order('created_at', { ascending: false })
      .limit(2);
    expect(bell.data).toEqual([
      { id: first[0]!.id, title: `New 4-star review of "${title}"`, read_at: null },
      expect.objectContaining({ title: 'Later news' }),
    ]);
    await seller.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', first[0]!.id);

    // A reader who edits the review 30 times: still one notification, now saying the latest, unread again.
    for (let edit = 1; edit <= 30; edit++) {
      const edited = await buyer.client
        .from('document_reviews')
        .update({
          rating: (edit % 5) + 1,
          comment: `Studyloop Security Team: verify your payout at evil.example ${edit}`,
        })
        .eq('id', review.data!.id);
      expect(edited.error).toBeNull();
    }
    expect((await reviewsOfDoc()).data).toEqual([
      {
        id: first[0]!.id,
        category: 'document-status',
        title: `A review of "${title}" changed to 1 stars`,
        body: 'Bea Buyer wrote: “Studyloop Security Team: verify your payout at evil.example 30”',
        link: `/documents/${doc.slug}#reviews`,
        read_at: null,
      },
    ]);
    // One mail, in the product's own words: neither the reader's text nor their name.
    const mails = await mailsToSeller();
    expect(mails.map((mail) => mail.subject)).toEqual([`New 5-star review of "${title}"`]);
    for (const part of [mails[0]!.text_body, mails[0]!.html_body]) {
      expect(part).not.toMatch(/Saved my exam|Security Team|evil\.example|Bea Buyer/);
      expect(part).toContain('Open Studyloop to read it.');
    }

    // Deleting the notification does not reopen the inbox: the next edit is shown, not mailed.
    expect((await seller.client.from('notifications').delete().eq('id', first[0]!.id)).error).toBeNull();
    await buyer.client.from('document_reviews').update({ rating: 4 }).eq('id', review.data!.id);
    expect((await reviewsOfDoc()).data).toMatchObject([
      { title: `A review of "${title}" changed to 4 stars` },
    ]);
    expect((await mailsToSeller()).map((mail) => mail.subject)).toEqual([`New 5-star review of "${title}"`]);

    // The buyer hears nothing of their own review.
    const own = await buyer.client.from('notifications').select('id').like('link', `/documents/${doc.slug}%`);
    expect(own.data).toEqual([]);
  });
});

describe('reporting a document from the reader', () => {
  it('reaches the admin reports queue once while it is open', async () => {
    const doc = await boughtDocument();
    const report = await buyer.client.from('content_reports').insert({
      reporter_id: buyer.id,
      target_type: 'document',
      target_id: doc.id,
      reason: 'copyright',
      details: 'Copied from the course textbook',
    });
    expect(report.error).toBeNull();
    const again = await buyer.client.from('content_reports').insert({
      reporter_id: buyer.id,
      target_type: 'document',
      target_id: doc.id,
      reason: 'spam',
    });
    expect(again.error?.code).toBe('23505');

    const queue = await admin.client
      .from('content_reports')
      .select('target_type, target_id, reason, details, status, reporter_id')
      .eq('target_id', doc.id);
    expect(queue.data).toEqual([
      {
        target_type: 'document',
        target_id: doc.id,
        reason: 'copyright',
        details: 'Copied from the course textbook',
        status: 'open',
        reporter_id: buyer.id,
      },
    ]);
    // Other users do not see who reported what.
    expect((await seller.client.from('content_reports').select('id').eq('target_id', doc.id)).data).toEqual(
      [],
    );
  });
});
