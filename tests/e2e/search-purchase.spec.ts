// The buyer's half of the marketplace (issue 12): a student finds a document through search, opens it, buys it
// with points and finds it in My Documents. The header's instant search (spec 1 "Header search": debounced
// 300 ms, a keyboard-navigable combobox) takes a misspelt word and the document's number; the /search page
// corrects the spelling out loud and ranks by best match.
import { mkdirSync } from 'node:fs';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { logIn } from './support/auth.ts';
import { newAccount, serviceHeaders } from './support/accounts.ts';

const SHOTS = '.tmp/shots-search';

/** An approved document by a new seller, with a made-up word in its title that only these tests use. */
async function approvedDocument(request: APIRequestContext, pointsPrice: number) {
  const seller = await newAccount(request, 'search-seller');
  const stamp = `${Date.now()}`.slice(-7);
  const title = `Quorvantic enzyme kinetics notes ${stamp}`;
  const created = await request.post('/rest/v1/documents', {
    headers: { ...serviceHeaders(), prefer: 'return=representation' },
    data: {
      slug: '',
      title,
      description: 'Michaelis–Menten, inhibition and worked examples.',
      price: pointsPrice / 10,
      points_price: pointsPrice,
      status: 'approved',
      user_id: seller.id,
      page_count: 6,
    },
  });
  expect(created.ok()).toBe(true);
  const [row] = (await created.json()) as { slug: string }[];
  return { title, stamp, slug: row!.slug };
}

test('a buyer finds a document with instant search, buys it with points and finds it in My Documents', async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const doc = await approvedDocument(request, 30);
  const buyer = await newAccount(request, 'search-buyer', 100);
  await logIn(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The dashboard has no header search; the public pages (here the catalogue) do.
  await page.goto('/documents');
  const input = page.getByRole('combobox', { name: 'Search' }).filter({ visible: true });
  // A misspelt word ("quorvantc") and the start of the document's number, typed like a person types.
  await input.pressSequentially(`quorvantc ${doc.stamp.slice(0, 5)}`, { delay: 40 });
  const listbox = page.getByRole('listbox', { name: 'Search' });
  const option = listbox.getByRole('option').filter({ hasText: doc.title });
  await expect(option).toBeVisible();
  await expect(option).toContainText('by Sam Reader');
  await expect(page.getByTestId('instant-status')).toHaveText(/^\d+ suggestions?$/);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/instant-1440.png` });

  // Keyboard: down to the document, Enter opens it.
  const options = listbox.getByRole('option');
  const index = (await options.allTextContents()).findIndex((text) => text.includes(doc.title));
  for (let i = 0; i <= index; i++) await input.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/documents/${doc.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();

  const buy = page.getByTestId('buy-document');
  await expect(buy).toHaveText('Buy for 30 points');
  await buy.click();
  await expect(page.getByTestId('view-document')).toBeVisible();
  await expect(page.getByText('70 Points').first()).toBeVisible();

  await page.goto('/dashboard/documents');
  await page.getByRole('tab', { name: 'Purchased' }).click();
  await expect(page.getByText(doc.title).first()).toBeVisible();
});

test('the /search page corrects a misspelt word, ranks by best match and offers the spec sorts', async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const doc = await approvedDocument(request, 20);
  await page.goto(`/search?q=${encodeURIComponent(`quorvantc ${doc.stamp}`)}`);
  await expect(page.getByTestId('search-corrected')).toHaveText(
    `Including results for quorvantic ${doc.stamp}`,
  );
  await expect(page.getByTestId('result-count')).toHaveText(`1 result for "quorvantc ${doc.stamp}"`);
  await expect(page.getByTestId('document-results')).toContainText(doc.title);
  const sort = page.getByTestId('sort');
  await expect(sort).toHaveValue('relevance');
  await expect(sort.locator('option')).toHaveText([
    'Best match',
    'Newest',
    'Top rated',
    'Price: low to high',
    'Price: high to low',
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/search-390.png`, fullPage: true });

  // Following the correction searches the corrected words.
  await page.getByTestId('search-corrected').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=quorvantic\\+${doc.stamp}$`));
  await expect(page.getByTestId('document-results')).toContainText(doc.title);
  await expect(page.getByTestId('search-corrected')).toHaveCount(0);

  // A query nothing matches: the empty state.
  await page.goto('/search?q=zzxqvw');
  await expect(page.getByText('No documents match your search')).toBeVisible();
});
