// Buying a document with points on its page (spec 1 §4 Points; issue 11): 'Buy for N points', the purchase in one
// server transaction, 'View Document' afterwards, the balance lowered once and the document in the library; with
// too few points, the spec's 'insufficient points' and a card or PayPal payment of exactly the shortfall that buys it.
import { expect, test } from './support/test.ts';
import { logIn } from './support/auth.ts';
import { newAccount, serviceHeaders } from './support/accounts.ts';
import { expectToast } from './support/toasts.ts';

interface Doc {
  slug: string;
  title: string;
  points_price: number;
}

test('buy a document with points: it is in the library, the balance drops once', async ({
  page,
  request,
}) => {
  const [doc] = (await (
    await request.get(
      '/rest/v1/documents?status=eq.approved&points_price=gt.0&select=slug,title,points_price&order=points_price.asc&limit=1',
      { headers: serviceHeaders() },
    )
  ).json()) as Doc[];
  const account = await newAccount(request, 'buyer', doc!.points_price + 25);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/documents/${doc!.slug}`);
  const buy = page.getByTestId('buy-document');
  await expect(buy).toHaveText(`Buy for ${doc!.points_price.toLocaleString('en-US')} points`);
  await buy.click();
  await expect(page.getByTestId('view-document')).toBeVisible();
  await expectToast(page, 'is now in your library.');
  await expect(page.getByText('25 Points').first()).toBeVisible();

  // Reloading keeps the ownership (no second purchase offered).
  await page.reload();
  await expect(page.getByTestId('view-document')).toBeVisible();
  await expect(page.getByTestId('buy-document')).toHaveCount(0);

  await page.goto('/dashboard/documents');
  await page.getByRole('tab', { name: 'Purchased' }).click();
  await expect(page.getByText(doc!.title).first()).toBeVisible();
});

test('too few points: the spec error and a top-up of exactly the shortfall', async ({ page, request }) => {
  const [doc] = (await (
    await request.get(
      '/rest/v1/documents?status=eq.approved&points_price=gt.20&select=slug,title,points_price&order=points_price.asc&limit=1',
      { headers: serviceHeaders() },
    )
  ).json()) as Doc[];
  const account = await newAccount(request, 'short', 5);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/documents/${doc!.slug}`);
  const alert = page.getByRole('alert').filter({ hasText: 'insufficient points' });
  await expect(alert).toBeVisible();
  const topUp = page.getByRole('button', {
    name: /^Top up \d[\d,]* points \(\$\d+\.\d{2}\) by card and buy$/,
  });
  await expect(topUp).toBeVisible();
  await expect(page.getByTestId('buy-document')).toHaveCount(0);

  // Paying the shortfall by card buys the document: back on its page it is owned.
  await topUp.click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${doc!.slug}`));
  await expect(page.getByTestId('view-document')).toBeVisible();
  await expectToast(page, `${doc!.title} is now in your library.`);
});

test('too few points: the shortfall paid with PayPal (sandbox) buys the document', async ({
  page,
  request,
}) => {
  const [, doc] = (await (
    await request.get(
      '/rest/v1/documents?status=eq.approved&points_price=gt.20&select=slug,title,points_price&order=points_price.asc&limit=2',
      { headers: serviceHeaders() },
    )
  ).json()) as Doc[];
  const account = await newAccount(request, 'short-paypal', 5);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/documents/${doc!.slug}`);
  const shortfall = doc!.points_price - 5;
  const usd = `$${Math.max(1, shortfall / 10).toFixed(2)}`;
  const paypal = page.getByRole('button', {
    name: `Top up ${shortfall} points (${usd}) with PayPal and buy`,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(paypal).toBeVisible();
  await paypal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/shots-money/document-shortfall-390.png' });
  await paypal.click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\/checkoutnow\?token=SBX/);
  await page.getByRole('button', { name: `Approve payment of ${usd}` }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${doc!.slug}`));
  await expect(page.getByTestId('view-document')).toBeVisible();
  await expectToast(page, `${doc!.title} is now in your library.`);
});
