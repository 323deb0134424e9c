// The marketplace seller's journey on the real stack (issue 12): a new seller uploads a PDF and a DOCX (resumable
// upload), watches both process live to "Pending review", an admin approves one through the moderation RPC and the
// seller's list turns "Approved" without a reload.
import { expect, test } from '@playwright/test';
import { newAccount } from './support/accounts.ts';
import { logIn } from './support/auth.ts';
import {
  approveDocuments,
  DOCX_MIME,
  makeDocx,
  makePdf,
  PDF_MIME,
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

  // An admin approves the PDF through the moderation RPC; the seller's list follows live.
  await approveDocuments(request, [uploads[0]!.title]);
  await expect(uploadedItem(page, uploads[0]!.title).getByTestId('processing-state')).toHaveText('Approved');
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
