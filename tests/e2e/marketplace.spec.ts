// The marketplace seller's journey on the real stack (issue 12): a new seller uploads a PDF and a DOCX (resumable
// upload), watches both process live to "Pending review", an admin approves one through the moderation RPC and the
// seller's list turns "Approved" without a reload.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './support/auth';
import { e2eDataDir } from './support/e2e-dirs';

const SHOTS = '.tmp/shots-marketplace';

function platformKeys(): { anonKey: string; serviceRoleKey: string } {
  return JSON.parse(readFileSync(join(e2eDataDir, 'platform.json'), 'utf8')) as {
    anonKey: string;
    serviceRoleKey: string;
  };
}

async function newAccount(request: APIRequestContext, label: string) {
  const { serviceRoleKey } = platformKeys();
  const email = `${label}.${Date.now()}@example.com`;
  const password = 'correct-horse-battery';
  const response = await request.post('/auth/v1/admin/users', {
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
    data: { email, password, email_confirm: true, user_metadata: { full_name: 'Sam Seller' } },
  });
  expect(response.ok()).toBe(true);
  return { email, password };
}

async function makePdf(title: string): Promise<Buffer> {
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

function makeDocx(text: string): Buffer {
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

test('a seller uploads a PDF and a DOCX, watches them process, and sees the approval live', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await newAccount(request, 'seller-upload');
  await logIn(page, seller.email, seller.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/documents/upload');
  await expect(page.getByRole('heading', { name: 'Upload & Earn Points!', level: 1 })).toBeVisible();
  await expect(page.getByText('Nothing uploaded yet.')).toBeVisible();

  // Missing metadata is caught before anything is uploaded.
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByText('Choose a file to upload')).toBeVisible();

  const stamp = Date.now();
  const uploads = [
    {
      title: `Osmosis lab notes ${stamp}`,
      file: { name: 'osmosis.pdf', mimeType: 'application/pdf', buffer: await makePdf('Osmosis lab notes') },
    },
    {
      title: `Cell signalling summary ${stamp}`,
      file: {
        name: 'signalling.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: makeDocx(`Cell signalling ${stamp} receptors kinases`),
      },
    },
  ];
  for (const [index, upload] of uploads.entries()) {
    await page.getByLabel('Choose a file').setInputFiles(upload.file);
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
    if (index === 0) await page.screenshot({ path: `${SHOTS}/upload-1440.png`, fullPage: true });
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByRole('status')).toHaveText('Upload complete. Your document is being processed.');
    const item = page.getByRole('listitem').filter({ hasText: upload.title });
    await expect(item.getByTestId('processing-state')).toHaveText('Pending review', { timeout: 30_000 });
  }
  await expect(page.getByRole('listitem').filter({ hasText: uploads[1]!.title })).toContainText(/\d+ pages?/);

  // An admin approves the PDF through the moderation RPC; the seller's list follows live.
  const { anonKey, serviceRoleKey } = platformKeys();
  const found = await request.get(
    `/rest/v1/documents?select=id&title=eq.${encodeURIComponent(uploads[0]!.title)}`,
    {
      headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
    },
  );
  const id = ((await found.json()) as { id: string }[])[0]!.id;
  const token = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: anonKey },
    data: { email: 'admin@studyloop.test', password: DEMO_PASSWORD },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const approved = await request.post('/rest/v1/rpc/admin_review_documents', {
    headers: { apikey: anonKey, authorization: `Bearer ${access_token}` },
    data: { p_document_ids: [id], p_status: 'approved' },
  });
  expect(approved.ok()).toBe(true);
  await expect(
    page.getByRole('listitem').filter({ hasText: uploads[0]!.title }).getByTestId('processing-state'),
  ).toHaveText('Approved');
  await page.screenshot({ path: `${SHOTS}/upload-done-1440.png`, fullPage: true });

  // My Documents: the uploads tab shows both (any status), All shows the approved one, Purchased nothing yet.
  await page.goto('/dashboard/documents');
  await expect(page.getByRole('heading', { name: 'My Documents', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload & Earn Points!' })).toHaveAttribute(
    'href',
    '/dashboard/documents/upload',
  );
  await expect(page.getByTestId('library-count')).toHaveText('1 result');
  await page.getByRole('tab', { name: 'My Uploads' }).click();
  await expect(page.getByTestId('library-count')).toHaveText('2 results');
  await expect(page.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(page.getByTestId('library-card').first().getByRole('link')).toContainText('View Document');
  await page.getByRole('button', { name: 'Class Notes' }).click();
  await expect(page.getByRole('button', { name: 'Remove filter Class Notes' })).toBeVisible();
  await expect(page.getByTestId('library-count')).toHaveText('2 results');
  await page.getByRole('button', { name: 'Remove filter Class Notes' }).click();
  await page.screenshot({ path: `${SHOTS}/library-1440.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Purchased' }).click();
  await expect(page.getByText('No documents found matching your criteria')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'My Uploads' }).click();
  await page.screenshot({ path: `${SHOTS}/library-390.png`, fullPage: true });
  await page.goto('/dashboard/documents/upload');
  await page.screenshot({ path: `${SHOTS}/upload-390.png`, fullPage: true });
});
