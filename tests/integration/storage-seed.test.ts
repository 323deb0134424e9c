import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { fileTypeFromBuffer } from 'file-type';
import { createLogger } from '../../server/process/logger.ts';
import { createDiskBlobStore } from '../../server/storage/disk-blob-store.ts';
import { ensureSeedDocumentFiles } from '../../server/seed/document-files.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/seed-database.ts';
import { DOCUMENTS } from '../../server/seed/data/documents.generator.ts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;

interface SeededDocument {
  id: string;
  slug: string;
  title: string;
  page_count: number;
  preview_page_count: number;
  original_file_path: string;
  original_file_size: number;
  preview_file_path: string;
  card_image_path: string;
  user_id: string;
}

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string[] }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const text: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return { pages: pdf.numPages, text };
}

async function sellerDocument(): Promise<SeededDocument> {
  const seller = DEMO_ACCOUNTS.find((a) => a.key === 'seller')!;
  const { rows } = await db.query<SeededDocument>(
    `select d.* from public.documents d join public.users u on u.id = d.user_id
     where u.email = $1 and d.status = 'approved' and d.page_count > 4
     order by d.slug limit 1`,
    [seller.email],
  );
  return rows[0]!;
}

/** Whether the demo documents' files were all made when the platform said it was ready. */
let filesMadeAtReady: boolean | undefined;

beforeAll(async () => {
  // As `npm start` does: the platform answers first, the files follow (issue 32, first run).
  platform = await startTestPlatform({ seed: true, demoFiles: 'after-ready' });
  let made = false;
  void platform.demoDocumentFiles.then(() => (made = true));
  await Promise.resolve();
  filesMadeAtReady = made;
  await platform.demoDocumentFiles;
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
}, 240_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

describe('the seeded documents as files', () => {
  it('are made after the platform is ready, on a start that seeds', () => {
    expect(filesMadeAtReady).toBe(false);
  });

  it('gives every document an original, a preview and a card image', async () => {
    const { rows } = await db.query<{ missing: number; documents: number }>(
      `select count(*) filter (where
                not exists (select 1 from storage.objects o where o.bucket_id = 'document-originals' and o.name = d.original_file_path)
             or not exists (select 1 from storage.objects o where o.bucket_id = 'document-previews' and o.name = d.preview_file_path)
             or not exists (select 1 from storage.objects o where o.bucket_id = 'cover-images' and o.name = d.card_image_path)
              )::int as missing,
              count(*)::int as documents
       from public.documents d`,
    );
    expect(rows[0]).toEqual({ missing: 0, documents: DOCUMENTS.length });
    const owners = await db.query<{ wrong: number }>(
      `select count(*)::int as wrong from public.documents d
       join storage.objects o on o.bucket_id = 'document-originals' and o.name = d.original_file_path
       where o.owner_id is distinct from d.user_id::text`,
    );
    expect(owners.rows[0]!.wrong).toBe(0);
  });

  it('writes originals as multi-page PDFs whose text can be extracted, readable by their uploader', async () => {
    const doc = await sellerDocument();
    const seller = platform.anonClient();
    const account = DEMO_ACCOUNTS.find((a) => a.key === 'seller')!;
    const signIn = await seller.auth.signInWithPassword({ email: account.email, password: DEMO_PASSWORD });
    expect(signIn.error).toBeNull();

    const { data, error } = await seller.storage.from('document-originals').download(doc.original_file_path);
    expect(error).toBeNull();
    const bytes = new Uint8Array(await data!.arrayBuffer());
    expect(bytes.byteLength).toBe(Number(doc.original_file_size));
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(doc.page_count);
    expect(text[0]).toContain(doc.title.split(':')[0]!);
    const { rows } = await db.query<{ content: string }>(
      'select content from public.document_pages where document_id = $1 and page_number = 2',
      [doc.id],
    );
    // The second page's first words, as the page text table holds them.
    const firstWords = rows[0]!.content.split(/\s+/).slice(0, 6).join(' ');
    expect(text[1]!.replace(/\s+/g, ' ')).toContain(firstWords);
  });

  it('serves previews of the first pages and card images publicly, and originals only with a signature', async () => {
    const doc = await sellerDocument();
    const preview = await fetch(`${platform.url}/api/storage/document-previews/${doc.preview_file_path}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    const previewPdf = await pdfText(new Uint8Array(await preview.arrayBuffer()));
    expect(previewPdf.pages).toBe(doc.preview_page_count);
    expect(previewPdf.pages).toBeLessThan(doc.page_count);

    const card = await fetch(`${platform.url}/api/storage/cover-images/${doc.card_image_path}`);
    expect(card.status).toBe(200);
    const cardBytes = new Uint8Array(await card.arrayBuffer());
    const detected = await fileTypeFromBuffer(cardBytes);
    expect(['image/png', 'image/webp']).toContain(detected?.mime);
    expect(card.headers.get('content-type')).toBe(detected?.mime);

    expect(
      (await fetch(`${platform.url}/api/storage/document-originals/${doc.original_file_path}`)).status,
    ).toBe(404);
    const visitor = await platform
      .anonClient()
      .storage.from('document-originals')
      .createSignedUrl(doc.original_file_path, 3600);
    expect(visitor.error).toMatchObject({ statusCode: '404' });
  });

  it('lets a buyer of a seeded document open its original through a signed URL', async () => {
    const { rows } = await db.query<{ email: string; original_file_path: string; page_count: number }>(
      `select u.email, d.original_file_path, d.page_count
       from public.user_documents ud
       join public.users u on u.id = ud.user_id
       join public.documents d on d.id = ud.document_id
       where u.email = $1 limit 1`,
      [DEMO_ACCOUNTS.find((a) => a.key === 'student')!.email],
    );
    const owned = rows[0]!;
    const buyer = platform.anonClient();
    await buyer.auth.signInWithPassword({ email: owned.email, password: DEMO_PASSWORD });
    const { data, error } = await buyer.storage
      .from('document-originals')
      .createSignedUrl(owned.original_file_path, 3600);
    expect(error).toBeNull();
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect((await pdfText(new Uint8Array(await response.arrayBuffer()))).pages).toBe(owned.page_count);
  });

  it('renders nothing again on the next start once every file exists', async () => {
    const client = await db.connect();
    try {
      const blobs = await createDiskBlobStore(`${platform.dataDir}/storage`);
      const again = await ensureSeedDocumentFiles(client, blobs, createLogger('silent'));
      expect(again.documents).toBe(0);
    } finally {
      client.release();
    }
  });
});
