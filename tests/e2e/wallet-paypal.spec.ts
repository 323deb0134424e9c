// The wallet's PayPal journey on the real stack with no PayPal keys (issue 11): PayPal is offered in the sandbox's
// test mode, the platform's PayPal approval page is labelled plainly, approving returns to the wallet, which captures
// and credits through confirm-paypal-payment: the success dialog, the balance up exactly once, and a reload of the
// return address answered with 'This payment has already been processed.'.
import { expect, test } from './support/test.ts';
import { logIn } from './support/auth';
import { newAccount } from './support/accounts';
import { expectToast } from './support/toasts.ts';

const SHOTS = '.tmp/shots-money';

test('buys a points package with PayPal in the sandbox: approval page, success dialog, balance up once', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'paypal');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('0 Points');

  await page.getByTestId('points-package').filter({ hasText: 'Student' }).click();
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(
    page.getByText('Test mode: PayPal payments go to the sandbox and no real money is charged.'),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/wallet-paypal-1440.png`, fullPage: true });
  await page.getByRole('button', { name: 'Pay $25.00 with PayPal' }).click();

  // The platform's PayPal approval page, plainly in test mode.
  await expect(page).toHaveURL(/\/sandbox\/paypal\/checkoutnow\?token=SBX/);
  await expect(page.getByText('TEST MODE: sandbox PayPal, no real money is charged')).toBeVisible();
  await expect(page.getByTestId('sandbox-paypal-amount')).toHaveText('$25.00');
  await page.screenshot({ path: `${SHOTS}/sandbox-paypal.png` });
  await page.getByRole('button', { name: 'Approve payment of $25.00' }).click();

  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  const dialog = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('success-points')).toHaveText('250 points added');
  await expect(dialog.getByTestId('success-bonus')).toHaveText('+10 bonus points');
  await expect(dialog.getByTestId('success-amount')).toHaveText('Amount paid: $25.00');
  await expectToast(page, 'Payment successful! Points added to your account.');
  await dialog.getByRole('button', { name: 'Keep Learning!' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('260 Points');
  await expect(page.getByTestId('points-badge')).toHaveText('260 Points');
  const ledger = page.getByTestId('wallet-transactions');
  await expect(ledger.getByRole('row')).toHaveCount(3);

  // Reloading the return address: already processed, nothing credited again.
  const orderId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('processedPaymentSessions') ?? '[]') as string[]).at(-1) ?? '',
  );
  expect(orderId).toMatch(/^SBX/);
  await page.goto(`/dashboard/wallet?paypal=return&token=${orderId}&PayerID=SBXPAYER0001`);
  await expectToast(page, 'This payment has already been processed.');
  await expect(page.getByRole('dialog', { name: 'Payment Successful!' })).toHaveCount(0);
  await expect(page.getByTestId('wallet-balance')).toHaveText('260 Points');
  await expect(page.getByTestId('wallet-orders')).toContainText('Completed');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/wallet-paypal-390.png`, fullPage: true });
});

test('a cancelled PayPal approval credits nothing', async ({ page, request }) => {
  const account = await newAccount(request, 'paypal-cancel');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/wallet');
  await page.getByLabel('Custom amount (USD)').fill('12.50');
  await expect(page.getByTestId('custom-quote')).toHaveText('125 points');
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Pay $12.50 with PayPal' }).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\/checkoutnow/);
  await page.getByRole('button', { name: 'Cancel and return to Studyloop' }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expectToast(page, 'Payment cancelled. No money was taken.');
  await expect(page.getByTestId('wallet-balance')).toHaveText('0 Points');
});
