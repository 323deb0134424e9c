// The dashboard home (issue 16) for the demo student: balance and transactions, reading, flashcards due,
// papers and chats with their empty states, the tools; in seller mode the seller figures.
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, logIn } from './support/auth';

const SHOTS = '.tmp/shots-account';

test('the student dashboard home shows the balance, activity and tools', async ({ page }) => {
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toContainText('Welcome,');
  await expect(page.getByTestId('dashboard-balance')).toHaveText(/^[\d,]+ Points$/);
  for (const id of [
    'dashboard-transactions',
    'dashboard-reading',
    'dashboard-due',
    'dashboard-papers',
    'dashboard-chats',
  ]) {
    const panel = page.getByTestId(id);
    await expect(panel).toBeVisible();
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(panel.getByRole('alert')).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'AI Writer' }).last()).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/dashboard-home-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone nothing scrolls sideways: not the top bar (bell, points, menu) nor a card with a long title.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/dashboard-home-390.png`, fullPage: true });

  // Seller mode adds the seller overview's figures.
  await page.setViewportSize({ width: 1440, height: 900 });
  // Stored before the app starts: the resize just above makes the sidebar save its own state, which on a busy
  // machine could land after a write made from the running page.
  await page.addInitScript(() =>
    localStorage.setItem('dashboard-store', JSON.stringify({ state: { mode: 'seller' }, version: 0 })),
  );
  await page.reload();
  await expect(page.getByTestId('dashboard-seller').getByText('Points earned')).toBeVisible();
});
