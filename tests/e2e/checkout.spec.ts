// Cart checkout with a shortfall paid by card (issue 11): two documents in the cart, too few points, a card payment
// of exactly the shortfall through the sandbox's card page, whose fulfilment buys the cart with the credited points;
// back from the card page the buyer lands on the success page listing what was bought with links to read it, the
// cart is empty, the documents are in the buyer's library and each seller was credited their share once.
import { expect, test } from './support/test.ts';
import { logIn } from './support/auth';
import { newAccount, serviceHeaders } from './support/accounts';
import { sessionHeaders } from './support/rest';

const SHOTS = '.tmp/shots-money';
test('cart checkout: the shortfall paid by card buys the cart in one go, sellers credited', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'checkout');
  const docs = (await (
    await request.get(
      '/rest/v1/documents?status=eq.approved&points_price=gt.0&select=id,slug,title,points_price&order=points_price.asc&limit=2',
      { headers: serviceHeaders() },
    )
  ).json()) as { id: string; slug: string; title: string; points_price: number }[];
  expect(docs).toHaveLength(2);
  const total = docs[0]!.points_price + docs[1]!.points_price;

  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard/);
  for (const doc of docs) {
    await page.goto(`/documents/${doc.slug}`);
    await page.getByTestId('add-to-cart').click();
  }
  await page.goto('/cart');
  // A digital document has no quantity; the cart's points are the checkout's (one price, from the server).
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toHaveCount(0);
  await expect(page.getByTestId('cart-points')).toHaveText(`or ${total.toLocaleString('en-US')} points`);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-total')).toHaveText(`${total.toLocaleString('en-US')} points`);
  await expect(page.getByTestId('checkout-balance')).toHaveText('0 points');
  await expect(page.getByText('insufficient points')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/checkout-shortfall-1440.png`, fullPage: true });

  const topUp = page.getByRole('button', { name: /^Top up \d+ points \(\$[\d.]+\) by card and buy$/ });
  await topUp.click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(/\/checkout\/success$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  const purchased = page.getByTestId('checkout-purchased');
  for (const doc of docs) {
    await expect(purchased.getByRole('link', { name: `Read now: ${doc.title}` })).toHaveAttribute(
      'href',
      `/documents/${doc.slug}`,
    );
  }
  await page.screenshot({ path: `${SHOTS}/checkout-success-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/checkout-success-390.png` });
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

  const library = (await (
    await request.get(`/rest/v1/user_documents?user_id=eq.${account.id}&select=id,document_id,access_type`, {
      headers: serviceHeaders(),
    })
  ).json()) as { id: string; document_id: string; access_type: string }[];
  expect(library.map((row) => row.document_id).sort()).toEqual(docs.map((doc) => doc.id).sort());
  expect(library.every((row) => row.access_type === 'points')).toBe(true);
  const sales = (await (
    await request.get(
      `/rest/v1/points_transactions?type=eq.earned&metadata->>sale_id=in.(${library.map((r) => r.id).join(',')})&select=amount`,
      { headers: serviceHeaders() },
    )
  ).json()) as { amount: number }[];
  expect(sales).toHaveLength(2);

  // Owned now: the document page and its cards say "Owned · Open" instead of a price and "Add to cart", and the
  // owner gets the whole document instead of the free preview.
  await page.goto(`/documents/${docs[0]!.slug}`);
  await expect(page.getByTestId('view-document')).toHaveText('Owned · Open');
  await expect(page.getByTestId('document-price')).toHaveCount(0);
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await expect(page.getByTestId('document-preview')).toContainText('In your library');
  await page.goto(`/documents?q=${encodeURIComponent(docs[0]!.title)}`);
  const card = page.getByTestId('document-card').filter({ hasText: docs[0]!.title }).first();
  await expect(card.getByTestId('document-card-owned')).toHaveText('Owned · Open');
  // The card shows the document's first page (the pipeline's card image).
  const thumbnail = card.getByTestId('document-thumbnail').locator('img');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/owned-cards-1440.png`, fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/owned-cards-390.png`, fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });

  // A stale cart still holding it: marked owned, not counted; and the server refuses to sell it again.
  await page.evaluate(
    (doc) =>
      localStorage.setItem('cart', JSON.stringify([{ id: doc.id, price: 1, quantity: 2, slug: doc.slug }])),
    docs[0]!,
  );
  await page.goto('/cart');
  await expect(page.getByTestId('cart-owned')).toHaveText('Owned · Open');
  await expect(page.getByTestId('cart-points')).toHaveText('or 0 points');
  const again = await request.post('/rest/v1/rpc/checkout_cart', {
    headers: await sessionHeaders(request, account.email, account.password),
    data: { p_document_ids: [docs[0]!.id] },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toMatch(/^You already own "/);
});
