// Offline flashcard study in the desktop app, end to end: the renderer in Chromium with the desktop Platform
// wired to the real main-process modules (tests/e2e/support/desktop-harness.ts) and the real platform behind
// them. A deck studied online is kept on the device; offline, the flashcards list shows it, the study route
// opens it from the device and the FSRS due queue advances with the keyboard; back online, each offline review
// reaches the platform exactly once (even when the first attempt's answer is lost) and the page shows the
// platform's state.
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import type { DesktopHarness } from './support/desktop-harness.ts';
import { attachSignedInDesktop, createDesktopUser, type DesktopUser } from './support/desktop-session.ts';

const OFFLINE_BANNER = 'You are currently offline. Some features may be limited.';
const SHOTS = join(process.cwd(), '.tmp', 'shots-desktop-decks');

interface Fixture extends DesktopUser {
  deckId: string;
  fronts: string[];
}

async function createFixture(baseURL: string): Promise<Fixture> {
  const account = await createDesktopUser(baseURL, 'decks.offline');
  const { user, userId } = account;
  const deck = await user
    .from('flashcard_decks')
    .insert({ slug: '', name: 'Cell biology on the train', user_id: userId, is_public: false })
    .select('id')
    .single();
  if (deck.error) throw deck.error;
  const fronts = ['What is the powerhouse of the cell?', 'What holds the DNA?', 'What makes proteins?'];
  const backs = ['The mitochondrion', 'The nucleus', 'The ribosome'];
  const cards = await user
    .from('flashcards')
    .insert(
      fronts.map((front, position) => ({ deck_id: deck.data.id, front, back: backs[position]!, position })),
    );
  if (cards.error) throw cards.error;
  return { ...account, deckId: deck.data.id, fronts };
}

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The app shell animates the sidebar between its mobile and desktop forms.
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function reviewLogCount(fixture: Fixture): Promise<number> {
  const { count, error } = await fixture.service
    .from('flashcard_review_logs')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', fixture.userId)
    .eq('deck_id', fixture.deckId);
  if (error) throw error;
  return count ?? 0;
}

let fixture: Fixture;
let harness: DesktopHarness | undefined;

test.beforeAll(async ({ baseURL }) => {
  fixture = await createFixture(baseURL!);
});

test.afterEach(async () => {
  await harness?.dispose();
  harness = undefined;
});

test('a deck studied online is studied offline from the device and its reviews sync exactly once', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  harness = await attachSignedInDesktop(context, fixture);

  // Online: the list, then the deck, which opening keeps on the device; one card is studied with the keyboard.
  // (The app loads its screens from its bundle; here the page comes from the platform, so the screens used
  // offline are visited once online first, as the app's code would already be on the machine.)
  await page.goto('/dashboard/ai-flashcard-maker');
  await expect(page.getByRole('heading', { name: 'My decks' })).toBeVisible();
  await page.getByRole('link', { name: 'Cell biology on the train' }).click();
  await expect(page.getByRole('heading', { name: 'Cell biology on the train' })).toBeVisible();
  await expect(page.getByTestId('deck-available-offline')).toHaveText('Available offline');
  const counts = page.getByTestId('queue-counts');
  await expect(counts).toHaveText('0 learning · 0 to review · 3 new');
  await expect(page.getByTestId('study-front')).toHaveText(fixture.fronts[0]!);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('study-back')).toHaveText('The mitochondrion');
  await page.keyboard.press('4');
  await expect(counts).toHaveText('0 learning · 0 to review · 2 new');
  await expect.poll(() => reviewLogCount(fixture), { timeout: 10_000 }).toBe(1);

  // Offline: connectivity notices (its probe fails), the banner shows.
  await harness.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible({ timeout: 10_000 });

  // The flashcards list shows the decks kept on this device.
  await page.getByRole('link', { name: 'AI Flashcard Maker' }).first().click();
  await expect(page.getByRole('heading', { name: 'Decks on this device' })).toBeVisible();
  const tile = page
    .getByRole('list', { name: 'Decks on this device' })
    .getByRole('listitem')
    .filter({ hasText: 'Cell biology on the train' });
  await expect(tile.getByTestId('deck-counts')).toHaveText('3 cards · 0 due · 2 new');
  await expect(tile.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByTestId('new-cards')).toHaveText('2');
  await shoot(page, 'offline-deck-list');

  // The study route opens from the device: same FSRS queue, space and 1–4.
  await tile.getByRole('link', { name: 'Study' }).click();
  await expect(page.getByTestId('deck-offline-copy')).toContainText('Offline copy from');
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(counts).toHaveText('0 learning · 0 to review · 2 new');
  await expect(page.getByTestId('study-front')).toHaveText(fixture.fronts[1]!);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('study-back')).toHaveText('The nucleus');
  await expect(page.getByTestId('interval-again')).toHaveText('1m');
  await shoot(page, 'offline-deck-study');
  await page.keyboard.press('3');
  // Good on a new card is a learning step: it comes back within minutes, after the other new card.
  await expect(counts).toContainText('1 new');
  await expect(page.getByTestId('study-front')).toHaveText(fixture.fronts[2]!);
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  await expect(page.getByTestId('deck-sync-status')).toHaveText('2 reviews waiting to sync');
  expect(await reviewLogCount(fixture)).toBe(1);

  // Leaving and coming back offline: the device kept the reviews, the queue has moved on.
  await page.getByRole('link', { name: 'AI Flashcard Maker' }).first().click();
  await expect(tile.getByTestId('deck-counts')).toHaveText('3 cards · 1 due · 0 new');
  await tile.getByRole('link', { name: 'Study' }).click();
  await expect(counts).toContainText('0 new');
  await expect(page.getByTestId('deck-offline-copy')).toBeVisible();

  // Back online: replay sends both reviews; the platform applies the first but its answer is lost, so main
  // retries and the retry is recognised (record_flashcard_review knows the log id) instead of stored twice.
  const answerLost = harness.loseNextAnswer(
    ({ method, url }) =>
      method === 'POST' && new URL(url).pathname.endsWith('/rest/v1/rpc/record_flashcard_review'),
  );
  await harness.setOffline(false);
  await answerLost;
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0, { timeout: 15_000 });
  // After the sync the page reloads the deck from the platform: live again, nothing waiting.
  await expect(page.getByTestId('deck-offline-copy')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('deck-available-offline')).toBeVisible();
  await expect(page.getByTestId('deck-sync-status')).toHaveCount(0);
  await expect.poll(() => reviewLogCount(fixture), { timeout: 15_000 }).toBe(3);

  const states = await fixture.service
    .from('flashcard_reviews')
    .select('card_id, state, reps')
    .eq('user_id', fixture.userId)
    .eq('deck_id', fixture.deckId);
  expect(states.data).toHaveLength(3);
  expect(states.data!.map((s) => s.reps)).toEqual([1, 1, 1]);
  expect(states.data!.map((s) => s.state).sort()).toEqual([1, 2, 2]);

  // Asking again adds nothing; the deck page (reloaded from the platform) shows the synced state.
  await page.evaluate(() => window.desktop!.syncNow());
  expect(await reviewLogCount(fixture)).toBe(3);
  await page.reload();
  await expect(page.getByTestId('deck-available-offline')).toBeVisible();
  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page.getByTestId('progress-reviews-today')).toHaveText('3');
  await expect(page.getByTestId('progress-new')).toHaveText('0');
  await expect(page.getByTestId('progress-learning')).toHaveText('1');
  await shoot(page, 'synced-deck-progress');
});
