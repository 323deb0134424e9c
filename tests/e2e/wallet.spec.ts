// The wallet's card journey on the real stack with the sandbox provider (issue 11): a package bought with the 4242
// card after a declined 0002 card, the success dialog, the balance up exactly once, and a reload of the success
// address answered with 'This payment has already been processed.'.
import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { logIn } from './support/auth';
import { newAccount, serviceHeaders } from './support/accounts';
import { expectToast } from './support/toasts.ts';

const SHOTS = '.tmp/shots-money';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function payOnSandbox(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('buys a points package by card in the sandbox: declined card, 4242, success dialog, balance up once', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'wallet');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('0 Points');
  await expect(page.getByText('No transactions yet.')).toBeVisible();

  // The custom amount quotes live: $20 reaches the Bronze tier.
  await page.getByLabel('Custom amount (USD)').fill('20');
  await expect(page.getByTestId('custom-quote')).toHaveText('200 points + 10 bonus');
  await page.getByLabel('Custom amount (USD)').fill('-3');
  await expect(page.getByText('Enter an amount in US dollars.')).toBeVisible();

  const student = page.getByTestId('points-package').filter({ hasText: 'Student' });
  await expect(student).toContainText('250 points');
  await expect(student).toContainText('+10 bonus');
  await student.click();
  await page.screenshot({ path: `${SHOTS}/wallet-1440.png`, fullPage: true });
  await page.getByRole('button', { name: 'Pay $25.00' }).click();

  // The platform's hosted sandbox page, plainly in test mode.
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_sbx_/);
  await expect(page.getByText('TEST MODE: sandbox checkout, no real money is charged')).toBeVisible();
  await expect(page.getByTestId('sandbox-amount')).toHaveText('$25.00');
  await payOnSandbox(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.screenshot({ path: `${SHOTS}/sandbox-declined.png` });

  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  const dialog = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('success-points')).toHaveText('250 points added');
  await expect(dialog.getByTestId('success-bonus')).toHaveText('+10 bonus points');
  await expect(dialog.getByTestId('success-amount')).toHaveText('Amount paid: $25.00');
  await expect(dialog.getByTestId('confetti-piece')).toHaveCount(50);
  await expectToast(page, 'Payment successful! Points added to your account.');
  await page.screenshot({ path: `${SHOTS}/success-dialog-1440.png` });
  await dialog.getByRole('button', { name: 'Keep Learning!' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('wallet-balance')).toHaveText('260 Points');
  await expect(page.getByTestId('points-badge')).toHaveText('260 Points');
  await expect(page.getByTestId('wallet-earned')).toHaveText('260 Points');
  const ledger = page.getByTestId('wallet-transactions');
  await expect(ledger.getByRole('row')).toHaveCount(3);
  await expect(ledger).toContainText('Purchased 250 points');
  await expect(ledger).toContainText('Bonus points for purchase');
  const orders = page.getByTestId('wallet-orders');
  await expect(orders).toContainText('Completed');
  await orders.getByRole('button', { name: 'Receipt' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Receipt' })).toContainText('$25.00');
  await page.keyboard.press('Escape');

  // Reloading the success address: already processed, nothing credited again.
  const sessionId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('processedPaymentSessions') ?? '[]') as string[]).at(-1) ?? '',
  );
  expect(sessionId).toMatch(/^cs_test_sbx_/);
  await page.goto(`/dashboard/wallet?success=true&session_id=${sessionId}`);
  await expectToast(page, 'This payment has already been processed.');
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toHaveCount(0);
  await expect(page.getByTestId('wallet-balance')).toHaveText('260 Points');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/wallet-390.png`, fullPage: true });
});

test('a cancelled sandbox checkout and a declined card credit nothing', async ({ page, request }) => {
  const account = await newAccount(request, 'declined');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/wallet');
  await page.getByLabel('Custom amount (USD)').fill('12.50');
  await expect(page.getByTestId('custom-quote')).toHaveText('125 points');
  await page.getByRole('button', { name: 'Pay $12.50' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await payOnSandbox(page, '4000000000009995');
  await expect(page.getByRole('alert')).toHaveText('Your card has insufficient funds.');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expectToast(page, 'Payment cancelled. No money was taken.');
  await expect(page.getByTestId('wallet-balance')).toHaveText('0 Points');
  const orders = page.getByTestId('wallet-orders');
  await expect(orders.getByTestId('order-status')).toHaveText('Pending');
  // An open checkout has no receipt.
  await expect(orders.getByRole('button', { name: 'Receipt' })).toHaveCount(0);

  // The provider's session lifetime passes (the server moves the order's expiry to now): the server's job expires
  // the abandoned checkout; it credited nothing and still has no receipt.
  const moved = await request.patch(
    `/rest/v1/points_orders?user_id=eq.${account.id}&order_status=eq.pending`,
    {
      headers: { ...serviceHeaders(), 'Content-Type': 'application/json' },
      data: { expires_at: new Date().toISOString() },
    },
  );
  expect(moved.ok(), await moved.text()).toBe(true);
  await expect
    .poll(
      async () => {
        await page.reload();
        return orders.getByTestId('order-status').textContent();
      },
      { timeout: 20_000, intervals: [500, 1000] },
    )
    .toBe('Expired');
  await expect(orders.getByRole('button', { name: 'Receipt' })).toHaveCount(0);
  await expect(page.getByTestId('wallet-balance')).toHaveText('0 Points');
  await shoot(page, 'wallet-expired');
});
