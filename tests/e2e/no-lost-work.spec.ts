// No lost work (issue 28): what a student types is kept on the device (IndexedDB on the web, the SQLite cache in
// the desktop app) and comes back after a reload mid-typing with "Restored unsaved changes": the paper editor,
// the writer's new-paper form and a generated, unsaved flashcard deck. Leaving asks first (the browser's own
// question on reload, the product's dialog inside the app).
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { logIn } from './support/auth';
import { newAccount } from './support/accounts';
import { attachSignedInDesktop, createDesktopUser } from './support/desktop-session.ts';
import type { DesktopHarness } from './support/desktop-harness.ts';

const RESTORED = 'Restored unsaved changes';
const NOTES =
  'Photosynthesis converts light energy into chemical energy. Chlorophyll absorbs red and blue light. ' +
  'The Calvin cycle fixes carbon dioxide into sugars. Mitochondria release energy through cellular respiration. ' +
  'ATP carries energy inside the cell. Enzymes speed up chemical reactions without being used up. ' +
  'Osmosis moves water across a membrane. Diffusion moves particles from high to low concentration.';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Accepts the browser's "Leave site?" question and remembers that it was asked. */
function answerLeaveQuestions(page: Page): string[] {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  return asked;
}

/** The writer's form, then the paper it creates: each reloaded straight after typing. */
async function writerFormAndEditor(page: Page, asked: string[]) {
  await page.goto('/dashboard/ai-writer/paper');
  await page.getByLabel('Title', { exact: true }).fill('Energy in cells');
  await page.getByLabel('Instructions').click();
  await page.keyboard.type('Compare photosynthesis with respiration, 3 sources.');
  await page.reload();
  expect(asked).toContain('beforeunload');
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(page.getByLabel('Instructions')).toHaveValue(
    'Compare photosynthesis with respiration, 3 sources.',
  );
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Energy in cells');
  await shoot(page, 'restored-writer-form');
  await page.getByRole('button', { name: 'Create and write myself (free)' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-writer\/paper\/[0-9a-f-]{36}$/);

  const editor = page.getByRole('textbox', { name: 'Document text' });
  await editor.click();
  await page.keyboard.type('Plants store light as sugar; every cell spends it as ATP.');
  // Well within the 20 s server autosave. The save made on leaving the page (one save_paper call) may reach the
  // platform before the reload; it is cut off here, as when the tab closes offline, so only the device's journal
  // has this sentence.
  const saveCall = '**/rest/v1/rpc/save_paper';
  await page.route(saveCall, (route) => route.abort());
  await page.reload();
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(editor).toContainText('Plants store light as sugar; every cell spends it as ATP.');
  await shoot(page, 'restored-editor');
  await page.unroute(saveCall);
  // Saved to the platform, the copy is dropped: the next open restores nothing.
  await page.getByRole('button', { name: 'Save now' }).click();
  await expect(page.getByTestId('save-state')).toContainText(/^Saved /);
  await page.reload();
  await expect(editor).toContainText('every cell spends it as ATP.');
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  // Creating the paper submitted the form: it opens empty again.
  await page.goto('/dashboard/ai-writer/paper');
  await expect(page.getByLabel('Instructions')).toHaveValue('');
  await expect(page.getByText(RESTORED)).toHaveCount(0);
}

/** A deck generated from pasted notes (points charged), edited, reloaded before saving. */
async function generatedDeck(page: Page) {
  await page.goto('/dashboard/ai-flashcard-maker/deck/create');
  await page.getByLabel('Your notes').fill(NOTES);
  await page.getByRole('button', { name: /^Generate for \d+ points$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'points charged' })).toBeVisible({
    timeout: 30_000,
  });
  const cards = page.getByTestId('card-editor');
  const count = await cards.count();
  expect(count).toBeGreaterThan(2);
  await page.getByLabel('Deck name').fill('Cell energy');
  await cards.first().getByLabel('Front').fill('Where does the Calvin cycle happen?');
  await page.reload();
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(cards).toHaveCount(count);
  await expect(cards.first().getByLabel('Front')).toHaveValue('Where does the Calvin cycle happen?');
  await expect(page.getByLabel('Deck name')).toHaveValue('Cell energy');
  await shoot(page, 'restored-deck');
  return count;
}

test('reload mid-typing keeps the text: editor, writer form and a generated deck (web)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await newAccount(request, 'no-lost-work', 100);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, account.email, account.password, '/login?returnUrl=/dashboard');
  await expect(page).toHaveURL('/dashboard');
  const asked = answerLeaveQuestions(page);
  await writerFormAndEditor(page, asked);
  await generatedDeck(page);

  // Leaving inside the app asks with the product's dialog; staying keeps the cards.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL('/dashboard/ai-flashcard-maker/deck/create');
  await page.getByRole('button', { name: 'Save deck' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-flashcard-maker\/deck\/[0-9a-f-]{36}$/);
  await page.goto('/dashboard/ai-flashcard-maker/deck/create');
  await expect(page.getByLabel('Your notes')).toHaveValue('');
  await expect(page.getByText(RESTORED)).toHaveCount(0);
});

let harness: DesktopHarness | undefined;
test.afterEach(async () => {
  await harness?.dispose();
  harness = undefined;
});

test('reload mid-typing keeps the text in the desktop app, online and offline (SQLite cache)', async ({
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await createDesktopUser(baseURL!, 'no-lost-work-desktop');
  const credited = await user.service.rpc('apply_points', {
    p_user_id: user.userId,
    p_amount: 100,
    p_type: 'adjustment',
    p_description: 'Test balance',
  });
  if (credited.error) throw credited.error;
  harness = await attachSignedInDesktop(context, user);
  await page.setViewportSize({ width: 1440, height: 900 });
  const asked = answerLeaveQuestions(page);
  await writerFormAndEditor(page, asked);
  const cardCount = await generatedDeck(page);
  // Kept in the desktop's SQLite cache, not in the browser's storage.
  const kept = harness.services.cache.db
    .prepare("select count(*) as n from local_drafts where user_id = ? and key like '%flashcards:new-deck'")
    .get(user.userId) as { n: number };
  expect(kept.n).toBe(1);

  // Offline, as the packaged app runs from its own files: the unsaved deck and the writer's form come back.
  await harness.setOffline(true, { appFilesStayReachable: true });
  await page.reload();
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(page.getByTestId('card-editor')).toHaveCount(cardCount);
  await page.goto('/dashboard/ai-writer/paper');
  await page.getByLabel('Instructions').fill('Written on the train.');
  await page.getByLabel('Instructions').press('End');
  await page.keyboard.type(' Still offline.');
  await page.reload();
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(page.getByLabel('Instructions')).toHaveValue('Written on the train. Still offline.');
});
