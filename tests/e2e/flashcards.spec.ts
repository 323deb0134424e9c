// Flashcards (issue 15): a deck made from an owned document (priced by the tiers, edited before saving), ten
// cards studied with the keyboard under FSRS, the due counts and the progress chart following the reviews,
// editing, export, and a public deck saved to "my decks".
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './support/auth';
import { restGet } from './support/rest';

const SHOTS = '.tmp/shots-learning';

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('make a deck from a document, study ten cards with the keyboard, see counts and progress change', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(
    page,
    'student@studyloop.test',
    DEMO_PASSWORD,
    '/login?returnUrl=/dashboard/ai-flashcard-maker',
  );
  await expect(page).toHaveURL('/dashboard/ai-flashcard-maker');
  await expect(page.getByRole('heading', { name: 'AI Flashcard Maker' })).toBeVisible();
  const dueBefore = Number(await page.getByTestId('due-today').textContent());
  await shoot(page, 'flashcards-home-empty');

  await page.getByRole('link', { name: 'New deck' }).click();
  await expect(page.getByRole('heading', { name: 'New flashcard deck' })).toBeVisible();
  await page.getByRole('tab', { name: 'My documents' }).click();
  const documentSelect = page.getByLabel('Document', { exact: true });
  await expect(documentSelect).toBeVisible();
  const firstDocument = await documentSelect.locator('option').nth(1).getAttribute('value');
  await documentSelect.selectOption(firstDocument!);
  await page.getByLabel('Number of cards').selectOption('10');
  await expect(page.getByRole('button', { name: 'Generate for 5 points' })).toBeEnabled();
  await page.getByLabel('Number of cards').selectOption('30');
  await expect(page.getByRole('button', { name: 'Generate for 10 points' })).toBeVisible();
  await page.getByLabel('Number of cards').selectOption('15');
  await shoot(page, 'deck-create');
  await page.getByRole('button', { name: 'Generate for 7 points' }).click();

  await expect(page.getByRole('status').filter({ hasText: '7 points charged' })).toBeVisible({
    timeout: 30_000,
  });
  const editors = page.getByTestId('card-editor');
  const generated = await editors.count();
  // More than ten after one is deleted, so ten reviews are ten new cards.
  expect(generated).toBeGreaterThanOrEqual(12);
  await shoot(page, 'deck-create-edit');
  // Edited before saving: the first card's front, and one card removed.
  await editors.first().getByLabel('Front').fill('Edited before saving: what does this document explain?');
  await page.getByRole('button', { name: `Delete card ${generated}` }).click();
  await page.getByLabel('Deck name').fill('E2E document deck');
  await page.getByRole('button', { name: 'Save deck' }).click();

  await expect(page.getByRole('heading', { name: 'E2E document deck' })).toBeVisible();
  const cardCount = generated - 1;
  await expect(page.getByTestId('queue-counts')).toHaveText(`0 learning · 0 to review · ${cardCount} new`);
  await expect(page.getByTestId('study-front')).toHaveText(
    'Edited before saving: what does this document explain?',
  );
  await shoot(page, 'deck-study-front');

  // The card turns over (issue 28): the answer is not in the page before; Space, a click or Enter on the card
  // turns it, and the answer side is announced.
  const card = page.getByTestId('flip-card');
  await expect(card).toHaveAttribute('data-flipped', 'false');
  await expect(page.getByTestId('study-back')).toHaveCount(0);
  for (let i = 0; i < 10; i++) {
    const front = await page.getByTestId('study-front').textContent();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('study-back')).toBeVisible();
    await expect(card).toHaveAttribute('data-flipped', 'true');
    if (i === 0) {
      await expect(page.getByText(/^Answer: /)).toBeAttached();
      await card.click();
      await expect(card).toHaveAttribute('data-flipped', 'false');
      await expect(page.getByTestId('study-front')).toBeVisible();
      await expect(page.getByTestId('study-back')).toBeHidden();
      await card.press('Enter');
      await expect(card).toHaveAttribute('data-flipped', 'true');
      await expect(page.getByTestId('study-back')).toBeVisible();
      await card.blur();
    }
    await expect(page.getByTestId('interval-again')).toHaveText(/\dm/);
    if (i === 0) await shoot(page, 'deck-study-back');
    // Mostly Good, some Again and Easy: 3, 3, 1, 4, 3, 3, 2, 3, 3, 3.
    await page.keyboard.press(['3', '3', '1', '4', '3', '3', '2', '3', '3', '3'][i]!);
    await expect(page.getByTestId('session-reviewed')).toHaveText(`${i + 1} reviewed this session`);
    if (i < 9) await expect(page.getByTestId('study-front')).not.toHaveText(front ?? '');
  }
  // Ten new cards were answered once: one Easy (in review, due in days), nine wait in learning steps.
  await expect(page.getByTestId('queue-counts')).toHaveText(/^9 learning · 0 to review · \d+ new$/);

  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page.getByTestId('progress-reviews-today')).toHaveText('10');
  await expect(page.getByTestId('progress-learning')).toHaveText('9');
  await expect(page.getByTestId('progress-new')).toHaveText(String(cardCount - 10));
  await expect(page.getByTestId('forecast-chart')).toHaveAttribute('aria-label', /: \w+ \d+ 9,/);
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await shoot(page, 'deck-progress');

  // The reviews were stored: after a reload the queue and the progress are the same.
  await page.reload();
  await expect(page.getByTestId('queue-counts')).toHaveText(/^9 learning · 0 to review · \d+ new$/);
  await page.goto('/dashboard/ai-flashcard-maker');
  await expect(page.getByTestId('due-today')).toHaveText(String(dueBefore + 9));
  await expect(page.getByTestId('streak')).toHaveText('1');
  await shoot(page, 'flashcards-home');

  // Edit: reorder, make public; the public page shows it.
  await page.getByRole('link', { name: 'E2E document deck' }).click();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit deck' })).toBeVisible();
  const secondFront = await page.getByTestId('card-editor').nth(1).getByLabel('Front').inputValue();
  await page.getByRole('button', { name: 'Move card 2 up' }).click();
  await expect(page.getByTestId('card-editor').first().getByLabel('Front')).toHaveValue(secondFront);
  await page.getByLabel(/^Public/).check();
  await shoot(page, 'deck-edit');
  await page.getByRole('button', { name: 'Save deck' }).click();
  await expect(page.getByRole('heading', { name: 'E2E document deck' })).toBeVisible();
  await page.getByRole('tab', { name: 'Browse cards' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: secondFront }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Anki (.apkg)' }).click();
  expect((await download).suggestedFilename()).toBe('E2E-document-deck.apkg');

  // Deleting asks in the product's dialog (not the browser's confirm): kept first, then deleted.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Delete deck' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this deck?' });
  await ask.getByRole('button', { name: 'Keep deck' }).click();
  await expect(ask).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete deck' }).click();
  await ask.getByRole('button', { name: 'Delete deck' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-flashcard-maker$/);
  await expect(page.getByRole('link', { name: 'E2E document deck' })).toHaveCount(0);
});

test('a public deck is saved to my decks and studied from there', async ({ page, request }) => {
  const [deck] = await restGet<Array<{ slug: string; name: string }>>(
    request,
    'flashcard_decks?is_public=eq.true&select=slug,name&order=created_at&limit=1',
  );
  expect(deck).toBeDefined();
  await page.goto(`/flashcards/${deck!.slug}`);
  await page.getByRole('button', { name: 'Save to my decks' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await page.getByLabel('Email').fill('student@studyloop.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^Log in/ }).click();
  await expect(page).toHaveURL(`/flashcards/${deck!.slug}`);
  await page.getByRole('button', { name: 'Save to my decks' }).click();
  await expect(page.getByRole('button', { name: 'Saved to your decks' })).toBeDisabled();

  await page.goto('/dashboard/ai-flashcard-maker');
  const saved = page.getByRole('heading', { name: 'Saved decks' }).locator('xpath=following-sibling::ul[1]');
  await expect(saved.getByRole('link', { name: deck!.name })).toBeVisible();
  await saved.getByRole('link', { name: 'Study' }).first().click();
  await expect(page.getByRole('heading', { name: deck!.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from my decks' })).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  await expect(page.getByTestId('session-reviewed')).toHaveText('1 reviewed this session');
});
