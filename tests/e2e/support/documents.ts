// A seller's documents on the real stack: real PDF and DOCX files, the upload page's form (resumable upload,
// then live processing to "Pending review"), and an admin's approval through the moderation RPC.
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { serviceHeaders } from './accounts.ts';
import { DEMO_PASSWORD } from './auth.ts';
import { sessionHeaders } from './rest.ts';

/** A 4-page PDF whose page n starts with "<title> — page n". */
export async function makePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 4; i++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`${title} — page ${i}`, { x: 50, y: 780, size: 16, font });
    page.drawText(`Unique marker ${Date.now()} osmosis diffusion gradient ${i}`, {
      x: 50,
      y: 750,
      size: 11,
      font,
    });
  }
  return Buffer.from(await pdf.save());
}

/** A minimal Word document of 12 paragraphs of `text`. */
export function makeDocx(text: string): Buffer {
  const paragraphs = Array.from(
    { length: 12 },
    (_, i) => `<w:p><w:r><w:t>${text} paragraph ${i + 1}.</w:t></w:r></w:p>`,
  );
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          `<w:body>${paragraphs.join('')}</w:body></w:document>`,
      ),
    }),
  );
}

export interface Upload {
  title: string;
  file: { name: string; mimeType: string; buffer: Buffer };
}

export const PDF_MIME = 'application/pdf';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * On /dashboard/documents/upload: fills the form for `upload` as Class Notes at $4.50 (45 points, 31 to the
 * seller), sends it and waits until the success panel and the live list show it processed to "Pending review".
 */
export async function uploadDocument(
  page: Page,
  upload: Upload,
  options: { beforeSubmit?: () => Promise<unknown> } = {},
) {
  // After an upload the form gives way to its outcome; "Upload another document" brings it back.
  const another = page.getByRole('button', { name: 'Upload another document' });
  if (await another.isVisible()) await another.click();
  await fillUploadForm(page, upload);
  await options.beforeSubmit?.();
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByRole('heading', { name: 'Upload complete' })).toBeFocused();
  await expect(page.getByRole('status')).toHaveText('Upload complete. Your document is being processed.');
  await expect(page.getByTestId('upload-success')).toContainText(upload.title);
  await expect(page.getByTestId('upload-success-state')).toHaveText('Pending review', { timeout: 30_000 });
  await expect(uploadedItem(page, upload.title).getByTestId('processing-state')).toHaveText('Pending review');
}

/** Picks the file and fills every field of the upload form (Class Notes at $4.50), without sending it. */
export async function fillUploadForm(page: Page, upload: Upload) {
  await page.getByLabel(/^Choose (a|another) file$/).setInputFiles(upload.file);
  await page.getByLabel('Title').fill(upload.title);
  await page.getByLabel('Description').fill('Clear, complete notes for the first-year course.');
  await page.getByLabel('Subject').selectOption({ index: 1 });
  await page.getByLabel('Document type').selectOption({ label: 'Class Notes' });
  await page.getByLabel('University').selectOption({ index: 1 });
  await expect(page.getByLabel('Course')).toBeEnabled();
  await page.getByLabel('Price (USD)').fill('4.5');
  await expect(page.getByTestId('price-hint')).toHaveText(
    '45 points for buyers · your share 70%: 31 points per sale',
  );
}

/** The upload page's list entry of the document titled `title`. */
export function uploadedItem(page: Page, title: string) {
  return page.getByRole('listitem').filter({ hasText: title });
}

/** The demo admin approves the documents with these titles through the moderation RPC (admin_review_documents). */
export async function approveDocuments(request: APIRequestContext, titles: string[]) {
  return reviewDocuments(request, titles, 'approved');
}

/** The demo admin decides on the documents with these titles (approved, rejected with a reason, …). */
export async function reviewDocuments(
  request: APIRequestContext,
  titles: string[],
  status: 'approved' | 'rejected' | 'soft-reject',
  reason: string | null = null,
) {
  const found = await request.get(
    `/rest/v1/documents?select=id,slug,title&title=in.${encodeURIComponent(`(${titles.map((t) => `"${t}"`).join(',')})`)}`,
    { headers: serviceHeaders() },
  );
  expect(found.ok(), await found.text()).toBe(true);
  const rows = (await found.json()) as { id: string; slug: string; title: string }[];
  expect(rows.map((row) => row.title).sort()).toEqual([...titles].sort());
  const decided = await request.post('/rest/v1/rpc/admin_review_documents', {
    headers: await sessionHeaders(request, 'admin@studyloop.test', DEMO_PASSWORD),
    data: { p_document_ids: rows.map((row) => row.id), p_status: status, p_reason: reason },
  });
  expect(decided.ok(), await decided.text()).toBe(true);
  return rows;
}
