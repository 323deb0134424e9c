// The marketplace seller's journey on the real stack (issue 12): a new seller uploads a PDF and a DOCX (resumable
// upload), watches both process live to "Pending review", an admin approves one through the moderation RPC and the
// seller's list turns "Approved" without a reload. A wrong file is answered at once in plain words, by the browser
// before anything is sent, or by the server's refusal without a retry loop; My Uploads shows each upload's status
// live, with the reason of a rejection (issue 28).
import { expect, test } from './support/test.ts';
import { newAccount } from './support/accounts.ts';
import { logIn } from './support/auth.ts';
import {
  approveDocuments,
  DOCX_MIME,
  fillUploadForm,
  makeDocx,
  makePdf,
  PDF_MIME,
  reviewDocuments,
  uploadDocument,
  uploadedItem,
} from './support/documents.ts';

const SHOTS = '.tmp/shots-marketplace';

test('a seller uploads a PDF and a DOCX, watches them process, and sees the approval live', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await newAccount(request, 'seller-upload', 0, 'Sam Seller');
  await logIn(page, seller.email, seller.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/documents/upload');
  await expect(page.getByRole('heading', { name: 'Upload & Earn Points!', level: 1 })).toBeVisible();
  await expect(page.getByText('Nothing uploaded yet.')).toBeVisible();

  // Missing metadata is caught before anything is uploaded.
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByText('Choose a file to upload')).toBeVisible();

  // A program renamed .pdf: the browser reads its first bytes and answers before a byte is uploaded.
  const uploadRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/upload/resumable')) uploadRequests.push(request.method());
  });
  const program = Buffer.alloc(16 * 1024);
  program.write('MZ', 0, 'latin1');
  await page
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'lecture-notes.pdf', mimeType: PDF_MIME, buffer: program });
  const notADocument =
    'This file is not a PDF, Word or PowerPoint document: it is a program, although its name ends in .pdf. ' +
    'Upload a PDF, DOCX or PPTX file, or a text or Markdown file.';
  await expect(page.getByRole('alert')).toHaveText(notADocument);
  await expect(page.getByLabel('Choose another file')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SHOTS}/upload-wrong-file-1440.png`, fullPage: true });
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByRole('alert').filter({ hasText: notADocument })).toBeVisible();
  expect(uploadRequests).toEqual([]);

  // Text up to where the browser looks, then binary: the server's refusal (a 4xx) ends the upload at once with
  // the reason, in words about the file, instead of "Connection lost, resuming…" and a retry loop.
  const binaryTail = Buffer.concat([Buffer.alloc(1024 * 1024 + 512, 'osmosis '), Buffer.from([0, 1, 2, 0])]);
  await fillUploadForm(page, {
    title: 'Notes with a binary tail',
    file: { name: 'notes.txt', mimeType: 'text/plain', buffer: binaryTail },
  });
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This file is not a PDF, Word or PowerPoint document. Upload a PDF, DOCX or PPTX file, or a text or Markdown file.',
    { timeout: 10_000 },
  );
  await expect(page.getByText('Connection lost, resuming the upload…')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload document' })).toBeEnabled();
  expect(uploadRequests.filter((method) => method === 'PATCH')).toHaveLength(1);
  await expect(page.getByText('Nothing uploaded yet.')).toBeVisible();

  const stamp = Date.now();
  const uploads = [
    {
      title: `Osmosis lab notes ${stamp}`,
      file: { name: 'osmosis.pdf', mimeType: PDF_MIME, buffer: await makePdf('Osmosis lab notes') },
    },
    {
      title: `Cell signalling summary ${stamp}`,
      file: {
        name: 'signalling.docx',
        mimeType: DOCX_MIME,
        buffer: makeDocx(`Cell signalling ${stamp} receptors kinases`),
      },
    },
  ];
  for (const [index, upload] of uploads.entries())
    await uploadDocument(page, upload, {
      beforeSubmit: () =>
        index === 0
          ? page.screenshot({ path: `${SHOTS}/upload-1440.png`, fullPage: true })
          : Promise.resolve(),
    });
  await expect(uploadedItem(page, uploads[1]!.title)).toContainText(/\d+ pages?/);
  await page.screenshot({ path: `${SHOTS}/upload-success-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/upload-success-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // An admin approves the PDF through the moderation RPC; the seller's list follows live.
  await approveDocuments(request, [uploads[0]!.title]);
  await expect(uploadedItem(page, uploads[0]!.title).getByTestId('processing-state')).toHaveText('Approved');
  await page.screenshot({ path: `${SHOTS}/upload-done-1440.png`, fullPage: true });

  // "Go to my documents" opens My Uploads: both uploads (any status) with their status; a rejection arrives live,
  // with its reason. All shows the approved one, Purchased nothing yet.
  await page.getByRole('link', { name: 'Go to my documents' }).click();
  await expect(page.getByRole('heading', { name: 'My Documents', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Uploads' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('library-count')).toHaveText('2 results');
  const card = (title: string) => page.getByTestId('library-card').filter({ hasText: title });
  await expect(card(uploads[0]!.title).getByTestId('upload-status')).toHaveText('Approved');
  await expect(card(uploads[1]!.title).getByTestId('upload-status')).toHaveText('Pending review');
  const reason = 'The scanned pages are too blurry to read.';
  await reviewDocuments(request, [uploads[1]!.title], 'rejected', reason);
  await expect(card(uploads[1]!.title).getByTestId('upload-status')).toHaveText('Rejected');
  await expect(card(uploads[1]!.title)).toContainText(`Reason: ${reason}`);
  await expect(page.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(page.getByTestId('library-card').first().getByRole('link')).toContainText('View Document');
  await page.screenshot({ path: `${SHOTS}/library-uploads-1440.png`, fullPage: true });
  await page.getByRole('tab', { name: 'All Documents' }).click();
  await expect(page.getByRole('link', { name: 'Upload & Earn Points!' })).toHaveAttribute(
    'href',
    '/dashboard/documents/upload',
  );
  await expect(page.getByTestId('library-count')).toHaveText('1 result');
  await page.getByRole('tab', { name: 'My Uploads' }).click();
  await expect(page.getByTestId('library-count')).toHaveText('2 results');
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
  await page
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'lecture-notes.pdf', mimeType: PDF_MIME, buffer: program });
  await expect(page.getByRole('alert')).toHaveText(notADocument);
  await page.screenshot({ path: `${SHOTS}/upload-wrong-file-390.png`, fullPage: true });
});
