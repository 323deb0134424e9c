// Issue 12's whole marketplace journey in one test on the real stack, each person in their own browser context:
// a new seller uploads a PDF and a DOCX and watches both process live; the demo admin approves them through the
// moderation RPC; a student finds the PDF with the header's instant search, buys it with points, reads page 2 in
// the reader and reviews it; the seller then sees the sale (Orders), the earnings (Overview, Seller Wallet) and the
// review (a notification that opens the document's reviews).
import { expect, test } from './support/test.ts';
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
import { postReview, reviewNotification } from './support/reviews.ts';
import { installToastRecorder } from './support/toasts.ts';

test("a seller's PDF and DOCX are processed and approved; a student finds one, buys it, reads page 2 and reviews it; the seller sees the sale, the earnings and the review", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await newAccount(request, 'journey-seller', 0, 'Sam Seller');
  const student = await newAccount(request, 'journey-student', 100, 'Riley Student');
  const stamp = `${Date.now()}`.slice(-7);
  const pdfTitle = `Osmosis lab notes Quillfathom ${stamp}`;
  const docxTitle = `Cell signalling summary ${stamp}`;
  const review = {
    title: pdfTitle,
    stars: 5,
    reviewer: 'Riley Student',
    text: 'Page 2 explained osmosis best.',
  };
  const sellerContext = await browser.newContext();
  const studentContext = await browser.newContext();
  // Their pages are not the `page` fixture's: they record their toasts too (expectToast reads them).
  await installToastRecorder(sellerContext);
  await installToastRecorder(studentContext);
  try {
    // The seller uploads both files and watches them process to "Pending review".
    const sellerPage = await sellerContext.newPage();
    await logIn(sellerPage, seller.email, seller.password);
    await expect(sellerPage).toHaveURL(/\/dashboard$/);
    await sellerPage.goto('/dashboard/documents/upload');
    await uploadDocument(sellerPage, {
      title: pdfTitle,
      file: { name: 'osmosis.pdf', mimeType: PDF_MIME, buffer: await makePdf('Osmosis lab notes') },
    });
    await uploadDocument(sellerPage, {
      title: docxTitle,
      file: { name: 'signalling.docx', mimeType: DOCX_MIME, buffer: makeDocx(`Cell signalling ${stamp}`) },
    });
    await expect(uploadedItem(sellerPage, pdfTitle)).toContainText('4 pages');

    // An admin approves both through the moderation RPC; the seller's open list follows live.
    await approveDocuments(request, [pdfTitle, docxTitle]);
    for (const title of [pdfTitle, docxTitle])
      await expect(uploadedItem(sellerPage, title).getByTestId('processing-state')).toHaveText('Approved', {
        timeout: 20_000,
      });

    // The student finds the PDF with the header's instant search and opens it.
    const studentPage = await studentContext.newPage();
    await logIn(studentPage, student.email, student.password);
    await expect(studentPage).toHaveURL(/\/dashboard$/);
    await studentPage.goto('/documents');
    const search = studentPage.getByRole('combobox', { name: 'Search' }).filter({ visible: true });
    await search.pressSequentially(`quillfathom ${stamp}`, { delay: 40 });
    const option = studentPage
      .getByRole('listbox', { name: 'Search' })
      .getByRole('option')
      .filter({ hasText: pdfTitle });
    await expect(option).toContainText('by Sam Seller');
    await option.click();
    await expect(studentPage.getByRole('heading', { level: 1, name: pdfTitle })).toBeVisible();

    // Buys it with points (45 of 100) and reads page 2 of 4 in the reader.
    const buy = studentPage.getByTestId('buy-document');
    await expect(buy).toHaveText('Buy for 45 points');
    await buy.click();
    await expect(studentPage.getByText('55 Points').first()).toBeVisible();
    await studentPage.getByTestId('view-document').click();
    await expect(studentPage).toHaveURL(/\/dashboard\/documents\/[^/]+$/);
    const slug = studentPage.url().split('/').pop()!;
    const indicator = studentPage.getByTestId('page-indicator');
    await expect(indicator).toHaveText('Page 1 of 4', { timeout: 20_000 });
    await expect(studentPage.getByTestId('reader-upsell')).toHaveCount(0);
    await studentPage.getByRole('button', { name: 'Next page' }).click();
    await expect(indicator).toHaveText('Page 2 of 4');
    await expect(studentPage.getByTestId('page-text')).toContainText('Osmosis lab notes — page 2');

    // Reviews it.
    await postReview(studentPage, review.stars, review.text);
    await expect(
      studentPage.getByTestId('my-review').getByRole('img', { name: 'Rated 5 out of 5' }),
    ).toBeVisible();

    // The seller sees the sale, the earnings (70% of 45 points) and the review.
    await sellerPage.goto('/dashboard/seller-orders');
    const sale = sellerPage
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: pdfTitle });
    await expect(sale).toContainText('Riley Student');
    await expect(sale).toContainText('+31');
    await sellerPage.goto('/dashboard/seller-dashboard');
    await expect(sellerPage.getByTestId('stat-Purchases')).toHaveText('1');
    await expect(sellerPage.getByTestId('stat-Revenue (points)')).toHaveText('31');
    await sellerPage.goto('/dashboard/wallet-seller');
    await expect(sellerPage.getByTestId('wallet-earned')).toHaveText('31 points');
    await expect(sellerPage.getByRole('table', { name: 'Earnings history' })).toContainText(pdfTitle);
    await (await reviewNotification(sellerPage, review)).click();
    await expect(sellerPage).toHaveURL(new RegExp(`/documents/${slug}#reviews$`));
    await expect(sellerPage.getByTestId('review').filter({ hasText: review.text })).toBeVisible();
  } finally {
    await sellerContext.close();
    await studentContext.close();
  }
});
