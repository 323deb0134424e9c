// Subscribe, then cancel (issue 11; spec 2 §4): a plan bought on the sandbox's test-mode page, the paid invoice
// activating it with its bonus points, and a cancellation that keeps it active until the period ends.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { logIn } from './support/auth';
import { e2eDataDir } from './support/e2e-dirs';
import { expectToast } from './support/toasts.ts';

const serviceKey = () =>
  (JSON.parse(readFileSync(join(e2eDataDir, 'platform.json'), 'utf8')) as { serviceRoleKey: string })
    .serviceRoleKey;

test('subscribes to a plan by card in the sandbox, gets its bonus points, then cancels at period end', async ({
  page,
  request,
}) => {
  const email = `subscriber.${Date.now()}@example.com`;
  const password = 'correct-horse-battery';
  const created = await request.post('/auth/v1/admin/users', {
    headers: { apikey: serviceKey(), authorization: `Bearer ${serviceKey()}` },
    data: { email, password, email_confirm: true, user_metadata: { full_name: 'Sam Subscriber' } },
  });
  expect(created.ok()).toBe(true);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/subscription');
  await expect(page.getByTestId('no-subscription')).toHaveText('You have no active subscription.');
  const plans = page.getByTestId('subscription-plan');
  await expect(plans.first()).toBeVisible();
  const first = plans.first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const bonusText = (await first.getByText(/bonus points every period/).textContent()) ?? '';
  const bonus = Number(bonusText.replace(/[^\d]/g, ''));
  await page.screenshot({ path: '.tmp/shots-money/subscription-1440.png', fullPage: true });
  await first.getByRole('button', { name: `Subscribe: ${name}` }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText('TEST MODE: sandbox checkout, no real money is charged')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  const current = page.getByTestId('current-subscription');
  await expect(current).toContainText(name, { timeout: 20_000 });
  await expect(current).toContainText(`0 of ${bonus} documents used this period`);
  await expectToast(page, 'Subscription active');
  await expect(page.getByTestId('points-badge')).toHaveText(`${bonus.toLocaleString('en-US')} Points`);

  // Spec 2 §4: a subscriber gets the subscription flag in the writer.
  await page.goto('/dashboard/ai-writer');
  await expect(page.getByTestId('subscriber-flag')).toHaveText(`Subscriber · ${name}`);
  await page.goto('/dashboard/subscription');

  await current.getByRole('button', { name: 'Cancel subscription' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel subscription' })
    .getByRole('button', { name: 'Cancel subscription' })
    .click();
  await expect(current.getByRole('status')).toHaveText(
    'Your subscription will end at the end of the current period.',
  );
  await expect(current).toContainText('Ends on');
  await expect(current).toContainText('active');
  await page.screenshot({ path: '.tmp/shots-money/subscription-cancelled-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/shots-money/subscription-390.png', fullPage: true });
});
