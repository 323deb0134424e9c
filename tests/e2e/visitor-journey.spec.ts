// A visitor's whole path (issue 4): landing → instant search → document page → add to cart (and the duplicate
// warning) → register → confirm via the mail outbox → back on the returnUrl → sign out → log in → forgot and
// reset the password → log in with the new one.
import { expect, test } from './support/test.ts';
import { logIn, signOutFromUserMenu } from './support/auth';
import { latestMailLink } from './support/mail';
import { expectToast } from './support/toasts.ts';

test('a visitor searches, fills the cart, registers, confirms, signs out, logs in and resets the password', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `journey-${Date.now()}@example.com`;
  const password = 'Blue-river-42-walk';
  const newPassword = 'Green-forest-77-run';

  // Landing and instant search.
  await page.goto('/');
  await page.getByTestId('header-search-input').fill('calculus');
  const results = page.getByTestId('instant-result');
  await expect(results.first()).toBeVisible();
  expect(await results.count()).toBeLessThanOrEqual(8);
  await expect(page.getByTestId('instant-results')).toContainText('by ');
  await expect(page.getByRole('link', { name: 'View all results' })).toHaveAttribute(
    'href',
    '/search?q=calculus',
  );
  const firstDocument = results.and(page.locator('[data-kind="document"]')).first();
  const documentPath = await firstDocument.getAttribute('href');
  expect(documentPath).toMatch(/^\/documents\/[a-z0-9-]+$/);
  await firstDocument.click();
  await expect(page).toHaveURL(new RegExp(`${documentPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Structured data for the document.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'LearningResource', offers: { priceCurrency: 'USD' } });

  // Cart: added once, then the duplicate warning; the badge stays at 1.
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.getByTestId('add-to-cart').click();
  await expectToast(
    page,
    'Item already in cart',
    'This item is already in your cart. Digital content can only be purchased once.',
  );
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const storedCart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(storedCart).toHaveLength(1);

  // Register from the header: the returnUrl is this document.
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(`/register?returnUrl=${encodeURIComponent(documentPath ?? '')}`);
  const started = Date.now() - 1_000;
  await page.getByLabel('Full name').fill('Journey Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Success', 'Please check your email for the confirmation link.');
  await expect(page.getByTestId('check-email')).toContainText(email);

  // Confirm from the outbox: back on the document, signed in.
  const confirmLink = await latestMailLink(request, email, /signup|confirm/i, started);
  await page.goto(confirmLink);
  await expect(page).toHaveURL(new RegExp(`${documentPath}$`), { timeout: 15_000 });
  await expect(page.getByTestId('signed-in-widget')).toBeVisible();
  await expect(page.getByTestId('avatar-initials').first()).toHaveText('JT');
  await expect(page.getByTestId('points-badge')).toHaveText(/^\d[\d,]* Points$/);

  // Sign out, then log in again through the returnUrl of a guarded page.
  await signOutFromUserMenu(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard/wallet');
  await expect(page).toHaveURL('/login?returnUrl=%2Fdashboard%2Fwallet');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^Log in/ }).click();
  await expectToast(page, 'Welcome Back!', 'You have successfully logged in.');
  await expect(page).toHaveURL('/dashboard/wallet');
  await expect(page.getByTestId('dashboard-sidebar')).toBeVisible();

  // The cart survived all of it.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-items').locator('li')).toHaveCount(1);
  await signOutFromUserMenu(page);

  // Forgot and reset the password.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  const resetRequested = Date.now() - 1_000;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectToast(page, 'Reset Link Sent', 'Check your email for the password reset link.');
  const recoveryLink = await latestMailLink(request, email, /recover/i, resetRequested);
  await page.goto(recoveryLink);
  await expect(page).toHaveURL(/\/(auth\/)?reset-password/);
  // Signed in by a recovery link: elsewhere in the app the 'Change Your Password' warning shows.
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Studyloop home' }).first().click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('recovery-warning')).toContainText('Change Your Password');
  await expect(page.getByTestId('recovery-warning')).toContainText('Dashboard > Settings > Security');
  await page.goBack();
  await expect(page).toHaveURL(/\/(auth\/)?reset-password/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('different-123');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expectToast(page, 'Passwords do not match', 'Please make sure both passwords are identical.');
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm new password').fill('abc');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expectToast(page, 'Password too short', 'Password must be at least 6 characters long.');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expectToast(page, 'Password updated!');
  await expect(page).toHaveURL('/login', { timeout: 10_000 });

  // The old password no longer works; the new one does.
  await logIn(page, email, password);
  await expectToast(page, 'Login failed');
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('dashboard-greeting')).toContainText('Welcome, Journey');
});
