// Issue 12: an upload becomes a document through background jobs. Real PDF and DOCX files are generated here,
// uploaded through storage as a seller does, and processed by the platform's own worker: type from bytes,
// conversion, pages, text, preview, card, near-duplicate flag, search vector; bad files are refused with a clear
// reason and leave nothing behind; a failing step retries with backoff and then says so; a killed platform
// resumes the job after the last finished step.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import type { ProcessIdentity } from '../../server/process/proc-info.ts';
import {
  databaseUrlOf,
  descendantsOf,
  interruptPlatform,
  platformInfo,
  spawnPlatformCli,
  stopLeftovers,
  waitUntilGone,
  type PlatformProcess,
} from './support/platform-process.ts';
import { waitFor } from './support/polling.ts';
import {
  makeDataDir,
  startTestPlatform,
  supabaseClient,
  type TestPlatform,
} from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let catalogue: { subject: string; type: string; university: string; course: string; otherCourse: string };

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A real PDF with one line of text per page. */
async function makePdf(pages: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    text.split('\n').forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 16, size: 11, font }));
  }
  return pdf.save();
}

/** A real DOCX (the parts Word itself needs), paragraphs as given. */
function makeDocx(paragraphs: readonly string[], documentXml?: Uint8Array): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join('');
  return zipSync(
    {
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml':
        documentXml ??
        strToU8(
          '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
            `<w:body>${body}</w:body></w:document>`,
        ),
    },
    { level: 9 },
  );
}

const words = (n: number, stem: string) => Array.from({ length: n }, (_, i) => `${stem}${i}`).join(' ');

async function signedUp(label: string, client = platform.anonClient()) {
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(label), password: 'correct-horse' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

type Seller = Awaited<ReturnType<typeof signedUp>>;

const metadata = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: `Study notes: ${title}`,
  price: 4.5,
  subject_id: catalogue.subject,
  document_type_id: catalogue.type,
  university_id: catalogue.university,
  course_id: catalogue.course,
  language: 'en',
  ...extra,
});

async function uploadFile(seller: Seller, name: string, bytes: Uint8Array, contentType: string) {
  const path = `${seller.id}/${Date.now()}-${name}`;
  const { error } = await seller.client.storage
    .from('document-originals')
    .upload(path, bytes, { contentType });
  expect(error).toBeNull();
  return path;
}

async function submit(seller: Seller, path: string, title: string, extra: Record<string, unknown> = {}) {
  return seller.client.rpc('upload_document', { p_document: metadata(title, extra), p_path: path });
}

async function processing(documentId: string) {
  const { rows } = await db.query<{
    state: string;
    step: string | null;
    steps_done: string[];
    error: string | null;
    notice: string | null;
    converted_with: string | null;
    detected_type: string | null;
    attempts: number;
    duplicate_of: string | null;
  }>(`select * from public.document_processing where document_id = $1`, [documentId]);
  return rows[0];
}

const settled = (documentId: string, timeoutMs = 30_000) =>
  waitFor(
    'processing to settle',
    async () => {
      const row = await processing(documentId);
      return row && ['ready', 'failed', 'refused'].includes(row.state) ? row : undefined;
    },
    timeoutMs,
  );

async function objectExists(bucket: string, name: string | null): Promise<boolean> {
  if (!name) return false;
  const { rowCount } = await db.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [
    bucket,
    name,
  ]);
  return (rowCount ?? 0) > 0;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 4 });
  const { rows } = await db.query<{
    subject: string;
    type: string;
    university: string;
    course: string;
    other: string;
  }>(
    `with s as (insert into public.subjects (name, slug) values ('Biology', 'biology') returning id),
          t as (insert into public.document_types (name, slug) values ('Class Notes', 'class-notes')
                on conflict (name) do update set slug = excluded.slug returning id),
          u as (insert into public.universities (name, slug) values ('Test University', 'test-university') returning id),
          u2 as (insert into public.universities (name, slug) values ('Other University', 'other-university') returning id),
          c as (insert into public.courses (name, slug, university_id) select 'Cell Biology', 'cell-biology', id from u returning id),
          c2 as (insert into public.courses (name, slug, university_id) select 'Law 101', 'law-101', id from u2 returning id)
     select (select id from s) as subject, (select id from t) as type, (select id from u) as university,
            (select id from c) as course, (select id from c2) as other`,
  );
  const row = rows[0]!;
  catalogue = {
    subject: row.subject,
    type: row.type,
    university: row.university,
    course: row.course,
    otherCourse: row.other,
  };
}, 60_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('a PDF upload', () => {
  it('is processed into pages, text, preview, card and search, then waits for review', async () => {
    const seller = await signedUp('pdf-seller');
    const pages = [
      'Photosynthesis overview\nChlorophyll absorbs light in the thylakoid membranes.',
      'The Calvin cycle fixes carbon dioxide into glucose using ATP and NADPH.',
      'Summary: mitochondria and chloroplasts both carry electron transport chains.',
    ];
    const path = await uploadFile(seller, 'photosynthesis.pdf', await makePdf(pages), 'application/pdf');
    const { data, error } = await submit(seller, path, 'Photosynthesis lecture notes');
    expect(error).toBeNull();
    const documentId = (data as { document_id: string }).document_id;

    const done = await settled(documentId);
    expect(done).toMatchObject({ state: 'ready', error: null, detected_type: 'pdf', converted_with: 'none' });
    expect(done.steps_done).toEqual([
      'detect',
      'convert',
      'pages',
      'preview',
      'card',
      'duplicates',
      'publish',
    ]);

    const { rows } = await db.query(
      `select status, page_count, preview_page_count, preview_file_path, card_image_path, converted_file_path,
              (search_vector @@ to_tsquery('english', 'calvin & glucose')) as found_by_body
         from public.documents where id = $1`,
      [documentId],
    );
    expect(rows[0]).toMatchObject({
      status: 'pending',
      page_count: 3,
      preview_page_count: 2,
      converted_file_path: null,
      found_by_body: true,
    });
    expect(await objectExists('document-previews', rows[0].preview_file_path)).toBe(true);
    expect(await objectExists('cover-images', rows[0].card_image_path)).toBe(true);
    const texts = await db.query<{ page_number: number; content: string }>(
      `select page_number, content from public.document_pages where document_id = $1 order by page_number`,
      [documentId],
    );
    expect(texts.rows.map((r) => r.page_number)).toEqual([1, 2, 3]);
    expect(texts.rows[1]!.content).toContain('Calvin cycle');

    // The public preview is a real PDF of the first pages.
    const preview = await platform
      .anonClient()
      .storage.from('document-previews')
      .download(rows[0].preview_file_path);
    const previewPdf = await PDFDocument.load(new Uint8Array(await preview.data!.arrayBuffer()));
    expect(previewPdf.getPageCount()).toBe(2);

    // The seller reads their processing record and was told the document waits for review.
    const own = await seller.client
      .from('document_processing')
      .select('state')
      .eq('document_id', documentId)
      .single();
    expect(own.data).toEqual({ state: 'ready' });
    const stranger = await signedUp('stranger');
    const hidden = await stranger.client
      .from('document_processing')
      .select('state')
      .eq('document_id', documentId);
    expect(hidden.data).toEqual([]);
    const note = await seller.client.from('notifications').select('category, title');
    expect(note.data).toContainEqual({
      category: 'document-status',
      title: '"Photosynthesis lecture notes" is ready and waiting for review',
    });
  });

  it('is approved, rejected or sent back by moderators, and the seller is notified', async () => {
    const seller = await signedUp('moderated');
    const path = await uploadFile(
      seller,
      'm.pdf',
      await makePdf([words(60, 'moderation')]),
      'application/pdf',
    );
    const { data } = await submit(seller, path, 'Moderated notes');
    const documentId = (data as { document_id: string }).document_id;
    await settled(documentId);

    const adminUser = await signedUp('admin');
    await db.query(`update public.users set role = 'admin' where id = $1`, [adminUser.id]);
    const admin = supabaseClient(platform.url, platform.anonKey);
    const { data: session } = await admin.auth.signInWithPassword({
      email: (await db.query<{ email: string }>('select email from auth.users where id = $1', [adminUser.id]))
        .rows[0]!.email,
      password: 'correct-horse',
    });
    expect(session.session).not.toBeNull();

    const review = (status: string, reason?: string) =>
      admin.rpc('admin_review_documents', {
        p_document_ids: [documentId],
        p_status: status,
        p_reason: reason,
      });
    const byUser = await seller.client.rpc('admin_review_documents', {
      p_document_ids: [documentId],
      p_status: 'approved',
    });
    expect(byUser.error).not.toBeNull();
    expect((await review('rejected')).status).toBe(400);
    expect((await review('soft-reject', 'Add the course code to the title')).error).toBeNull();
    const soft = await db.query('select status, rejection_reason from public.documents where id = $1', [
      documentId,
    ]);
    expect(soft.rows[0]).toEqual({
      status: 'soft-reject',
      rejection_reason: 'Add the course code to the title',
    });
    expect((await review('approved')).error).toBeNull();
    const approved = await db.query('select status, rejection_reason from public.documents where id = $1', [
      documentId,
    ]);
    expect(approved.rows[0]).toEqual({ status: 'approved', rejection_reason: null });
    const notes = await seller.client.from('notifications').select('title, body').order('created_at');
    expect(notes.data!.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        'Changes requested on "Moderated notes"',
        'Your document "Moderated notes" was approved',
      ]),
    );
    expect(notes.data).toContainEqual({
      title: 'Changes requested on "Moderated notes"',
      body: 'Reason: Add the course code to the title',
    });
  });
});

describe('a DOCX upload', () => {
  it('is converted to a readable PDF (from its text where LibreOffice is missing) and processed', async () => {
    const seller = await signedUp('docx-seller');
    const paragraphs = Array.from(
      { length: 30 },
      (_, i) => `Paragraph ${i + 1}: ${words(60, `enzyme${i}x`)}`,
    );
    const docx = makeDocx(['Enzyme kinetics handout', ...paragraphs]);
    const path = await uploadFile(
      seller,
      'enzymes.docx',
      docx,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const { data, error } = await submit(seller, path, 'Enzyme kinetics');
    expect(error).toBeNull();
    const documentId = (data as { document_id: string }).document_id;
    const done = await settled(documentId);
    expect(done).toMatchObject({ state: 'ready', detected_type: 'docx' });
    expect(['libreoffice', 'text']).toContain(done.converted_with);
    if (done.converted_with === 'text') expect(done.notice).toContain('LibreOffice is not installed');

    const { rows } = await db.query(
      `select page_count, converted_file_path, converted_file_type from public.documents where id = $1`,
      [documentId],
    );
    expect(rows[0].page_count).toBeGreaterThan(1);
    expect(rows[0]).toMatchObject({ converted_file_type: 'application/pdf' });
    // The seller (and later buyers) can sign the converted file.
    const signed = await seller.client.storage
      .from('document-converted')
      .createSignedUrl(rows[0].converted_file_path, 3600);
    expect(signed.error).toBeNull();
    const pdf = await PDFDocument.load(
      new Uint8Array(await (await fetch(signed.data!.signedUrl)).arrayBuffer()),
    );
    expect(pdf.getPageCount()).toBe(rows[0].page_count);
    const text = await db.query<{ content: string }>(
      `select string_agg(content, ' ' order by page_number) as content from public.document_pages where document_id = $1`,
      [documentId],
    );
    expect(text.rows[0]!.content).toContain('enzyme29x59');
  });
});

describe('bad input', () => {
  let seller: Seller;
  beforeAll(async () => {
    seller = await signedUp('bad-input');
  });

  /** Uploads, submits, waits: the file must be refused with `reason`, its object and document gone. */
  async function expectRefused(name: string, bytes: Uint8Array, contentType: string, reason: string) {
    const path = await uploadFile(seller, name, bytes, contentType);
    const { data, error } = await submit(seller, path, `Refused ${name}`);
    expect(error).toBeNull();
    const documentId = (data as { document_id: string }).document_id;
    const done = await settled(documentId);
    expect(done).toMatchObject({ state: 'refused' });
    expect(done.error).toContain(reason);
    expect(await objectExists('document-originals', path)).toBe(false);
    const { rowCount } = await db.query('select 1 from public.documents where id = $1', [documentId]);
    expect(rowCount).toBe(0);
  }

  it('refuses an executable renamed .pdf at the upload', async () => {
    const elf = new Uint8Array(4096);
    elf.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
    const path = `${seller.id}/setup.pdf`;
    const { error } = await seller.client.storage
      .from('document-originals')
      .upload(path, elf, { contentType: 'application/pdf' });
    expect(error?.message).toBe('mime type application/x-elf is not supported');
    expect(await objectExists('document-originals', path)).toBe(false);
    // The pipeline's own check from the bytes (for objects written past the storage API) is unit-tested in
    // server/documents/document-conversion.test.ts.
  });

  it('refuses a corrupt PDF', async () => {
    const corrupt = new TextEncoder().encode(`%PDF-1.7\n${'garbage '.repeat(500)}`);
    await expectRefused('corrupt.pdf', corrupt, 'application/pdf', 'damaged');
  });

  it('refuses a password-protected PDF', async () => {
    // A PDF whose trailer names an /Encrypt dictionary with a user password: pdf.js asks for the password.
    const encrypted = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n' +
        '4 0 obj<</Filter/Standard/V 1/R 2/O(' +
        'x'.repeat(32) +
        ')/U(' +
        'y'.repeat(32) +
        ')/P -4>>endobj\ntrailer<</Root 1 0 R/Encrypt 4 0 R/ID[<00112233445566778899aabbccddeeff><00112233445566778899aabbccddeeff>]>>\n%%EOF\n',
    );
    await expectRefused('locked.pdf', encrypted, 'application/pdf', 'password-protected');
  });

  it('refuses a DOCX zip bomb', async () => {
    const bomb = makeDocx([], new Uint8Array(40 * 1024 * 1024).fill(0x20));
    expect(bomb.byteLength).toBeLessThan(200_000);
    await expectRefused(
      'bomb.docx',
      bomb,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'zip bomb',
    );
  });

  it('refuses a 2,000-page PDF', async () => {
    const pdf = await PDFDocument.create();
    for (let i = 0; i < 2000; i++) pdf.addPage([200, 200]);
    await expectRefused('huge.pdf', await pdf.save(), 'application/pdf', 'has 2000 pages; the limit is 1000');
  }, 60_000);

  it('refuses an empty file, the same file twice, missing metadata and impossible prices, leaving no row', async () => {
    const before = await db.query<{ n: number }>(
      'select count(*)::int as n from public.documents where user_id = $1',
      [seller.id],
    );
    const emptyPath = await uploadFile(seller, 'empty.pdf', new Uint8Array(0), 'application/pdf').catch(
      () => null,
    );
    if (emptyPath) {
      const empty = await submit(seller, emptyPath, 'Empty');
      expect({ status: empty.status, message: empty.error?.message }).toEqual({
        status: 400,
        message: 'The file is empty',
      });
    }

    const bytes = await makePdf(['Unique text for the twice test ' + Date.now()]);
    const first = await submit(
      seller,
      await uploadFile(seller, 'twice-1.pdf', bytes, 'application/pdf'),
      'First',
    );
    expect(first.error).toBeNull();
    const second = await submit(
      seller,
      await uploadFile(seller, 'twice-2.pdf', bytes, 'application/pdf'),
      'Second',
    );
    expect({ status: second.status, message: second.error?.message }).toEqual({
      status: 409,
      message: 'This file has already been uploaded',
    });

    const path = await uploadFile(
      seller,
      'meta.pdf',
      await makePdf(['metadata ' + Date.now()]),
      'application/pdf',
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'A title is required'],
      [{ description: ' ' }, 'A description is required'],
      [{ subject_id: '' }, 'Subject, document type and university are required'],
      [{ price: -1 }, 'The price must be between $0 and $10,000'],
      [{ price: 1e9 }, 'The price must be between $0 and $10,000'],
      [{ price: 1.234 }, 'The price can have at most 2 decimals'],
      [{ course_id: catalogue.otherCourse }, "The course is not one of that university's courses"],
    ];
    for (const [change, message] of cases) {
      const { status, error } = await submit(seller, path, 'Metadata', change);
      expect({ change, status, message: error?.message }).toEqual({ change, status: 400, message });
    }
    const after = await db.query<{ n: number }>(
      'select count(*)::int as n from public.documents where user_id = $1',
      [seller.id],
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n + 1);
  });
});

describe('a failing step', () => {
  it('retries with backoff, then tells the seller in plain words', async () => {
    const seller = await signedUp('failing');
    const path = await uploadFile(
      seller,
      'lost.pdf',
      await makePdf(['lost bytes ' + Date.now()]),
      'application/pdf',
    );
    // The stored bytes vanish (a disk or S3 outage): the object row is there, its blob is not.
    const { rows } = await db.query<{ version: string }>(
      `select version from storage.objects where bucket_id = 'document-originals' and name = $1`,
      [path],
    );
    const version = rows[0]!.version;
    await rm(join(platform.dataDir, 'storage', 'objects', version.slice(0, 2), version), { force: true });

    const { data } = await submit(seller, path, 'Lost bytes');
    const documentId = (data as { document_id: string }).document_id;
    const retrying = await waitFor('the first failure', async () => {
      const row = await processing(documentId);
      return row?.error ? row : undefined;
    });
    expect(retrying).toMatchObject({
      state: 'processing',
      error: 'We could not read the uploaded file. Retrying…',
    });
    // graphile-worker's backoff would wait 3, 7 and 20 s; the test brings each retry forward instead.
    const done = await waitFor(
      'the last attempt',
      async () => {
        await db.query(
          `update graphile_worker._private_jobs set run_at = now()
            where task_id = (select id from graphile_worker._private_tasks where identifier = 'documents:process')
              and locked_at is null`,
        );
        const row = await processing(documentId);
        return row?.state === 'failed' ? row : undefined;
      },
      30_000,
    );
    expect(done).toMatchObject({
      attempts: 4,
      step: 'detect',
      error: 'We could not read the uploaded file. Please upload the file again.',
    });
    const { rows: doc } = await db.query(`select status, page_count from public.documents where id = $1`, [
      documentId,
    ]);
    expect(doc[0]).toEqual({ status: 'pending', page_count: null });
    const notes = await seller.client.from('notifications').select('title');
    expect(notes.data).toContainEqual({ title: 'Processing of "Lost bytes" failed' });
    // Nothing half-published: a document whose processing did not complete cannot be approved, by anyone.
    const approve = await db
      .query(`update public.documents set status = 'approved' where id = $1`, [documentId])
      .catch((e: Error) => e);
    expect(String(approve)).toContain('has not finished processing');
  }, 60_000);
});

describe('a platform killed mid-job', () => {
  it('resumes after the last finished step at the next start and publishes once', async () => {
    const dataDir = await makeDataDir();
    const tracked: ProcessIdentity[] = [];
    let second: PlatformProcess | undefined;
    try {
      const first = spawnPlatformCli(dataDir);
      await first.ready;
      tracked.push(...descendantsOf(first.child.pid!));
      const info = await platformInfo(dataDir);
      const client: SupabaseClient<Database> = supabaseClient(info.url, info.anonKey);
      const admin = new pg.Client({ connectionString: await databaseUrlOf(dataDir) });
      await admin.connect();
      admin.on('error', () => undefined);
      const { rows } = await admin.query<{ subject: string; type: string; university: string }>(
        `with s as (insert into public.subjects (name, slug) values ('Chemistry', 'chemistry') returning id),
              t as (insert into public.document_types (name, slug) values ('Lab Notes', 'lab-notes')
                    on conflict (name) do update set slug = excluded.slug returning id),
              u as (insert into public.universities (name, slug) values ('Crash U', 'crash-u') returning id)
         select (select id from s) as subject, (select id from t) as type, (select id from u) as university`,
      );
      const { data: auth } = await client.auth.signUp({
        email: uniqueEmail('crash'),
        password: 'correct-horse',
      });
      const userId = auth.user!.id;
      const bytes = await makePdf(
        Array.from({ length: 120 }, (_, i) => `Titration page ${i + 1} ${words(80, `acid${i}y`)}`),
      );
      const path = `${userId}/titration.pdf`;
      expect(
        (
          await client.storage
            .from('document-originals')
            .upload(path, bytes, { contentType: 'application/pdf' })
        ).error,
      ).toBeNull();

      // The test holds the seller's user row: publishing (its notification) waits, so the kill lands mid-job,
      // after the steps before it were recorded.
      const { data, error } = await client.rpc('upload_document', {
        p_document: {
          title: 'Titration lab',
          description: 'Acid-base titration',
          price: 2,
          subject_id: rows[0]!.subject,
          document_type_id: rows[0]!.type,
          university_id: rows[0]!.university,
        },
        p_path: path,
      });
      expect(error).toBeNull();
      const documentId = (data as { document_id: string }).document_id;
      await admin.query('begin');
      await admin.query('select 1 from public.users where id = $1 for update', [userId]);
      await waitFor('the job to wait at publishing', async () => {
        const { rows: waiting } = await admin.query(
          'select 1 from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
        );
        return waiting.length ? true : undefined;
      });
      const mid = await admin.query<{ steps_done: string[]; state: string }>(
        'select steps_done, state from public.document_processing where document_id = $1',
        [documentId],
      );
      expect(mid.rows[0]).toEqual({
        state: 'processing',
        steps_done: ['detect', 'convert', 'pages', 'preview', 'card', 'duplicates'],
      });

      first.child.kill('SIGKILL');
      await first.exited;
      await admin.end().catch(() => undefined);
      await waitUntilGone(tracked, 15_000);

      second = spawnPlatformCli(dataDir);
      await second.ready;
      tracked.push(...descendantsOf(second.child.pid!));
      const after = new pg.Client({ connectionString: await databaseUrlOf(dataDir) });
      await after.connect();
      try {
        const done = await waitFor('the resumed job to publish', async () => {
          const { rows: state } = await after.query<{ state: string; steps_done: string[] }>(
            'select state, steps_done from public.document_processing where document_id = $1',
            [documentId],
          );
          return state[0]?.state === 'ready' ? state[0] : undefined;
        });
        expect(done.steps_done).toEqual([
          'detect',
          'convert',
          'pages',
          'preview',
          'card',
          'duplicates',
          'publish',
        ]);
        const { rows: doc } = await after.query(
          `select page_count, (select count(*)::int from public.document_pages where document_id = $1) as pages,
                  (select count(*)::int from storage.objects where bucket_id = 'document-previews' and name like $1 || '/%') as previews
             from public.documents where id = $1`,
          [documentId],
        );
        expect(doc[0]).toEqual({ page_count: 120, pages: 120, previews: 1 });
      } finally {
        await after.end();
      }
      expect(await interruptPlatform(second)).toBe(0);
    } finally {
      if (second) await interruptPlatform(second);
      await stopLeftovers(tracked);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
