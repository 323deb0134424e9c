// Settings (issue 16) on the real stack: a new student changes their picture, name, university and course;
// turns the sign-in alert off and sees its e-mail stop (and come back when turned on); enrols an authenticator
// app with a code computed here and signs in again with it.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as OTPAuth from 'otpauth';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { logIn, signOutFromUserMenu } from './support/auth';
import { e2eDataDir } from './support/e2e-dirs';
import { expectToast } from './support/toasts.ts';

const SHOTS = '.tmp/shots-account';
const PASSWORD = 'a-long-enough-secret';
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function keys() {
  return JSON.parse(readFileSync(join(e2eDataDir, 'platform.json'), 'utf8')) as {
    serviceRoleKey: string;
    anonKey: string;
  };
}

/** A confirmed account made through the auth admin API, as an invited student would have. */
async function createStudent(request: APIRequestContext, email: string) {
  const { serviceRoleKey } = keys();
  const response = await request.post('/auth/v1/admin/users', {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    data: { email, password: PASSWORD, email_confirm: true, user_metadata: { full_name: 'Test Student' } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A password sign-in from another browser (its user agent), as a second device would make it. */
async function signInFrom(request: APIRequestContext, email: string, userAgent: string) {
  const response = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: keys().anonKey, 'User-Agent': userAgent },
    data: { email, password: PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function notificationMails(request: APIRequestContext, email: string) {
  const response = await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`, {
    headers: { apikey: keys().serviceRoleKey },
  });
  expect(response.ok()).toBe(true);
  const mails = (await response.json()) as { kind: string; subject: string }[];
  return mails.filter((mail) => mail.kind.startsWith('notification:'));
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a student edits the profile, mutes an alert, and signs in with two-factor', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `settings.${Date.now()}@example.com`;
  await createStudent(request, email);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Profile: read-only until Edit Profile; the picture uploads on its own.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expectToast(page, 'Profile picture updated successfully');
  await expect(page.getByTestId('user-menu').locator('img').first()).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/avatars\/[0-9a-f-]{36}\/\d+_me\.png$/,
  );
  await page.getByLabel('Profile picture').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(
    page.getByRole('tabpanel', { name: 'Profile' }).getByText('Please choose an image file.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const course = page.getByLabel('Course');
  await expect(course).toBeDisabled();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  const university = page.getByLabel('University');
  const universityName = (await university.locator('option').nth(1).textContent())!;
  await university.selectOption({ label: universityName });
  await expect(course).toBeEnabled();
  await expect.poll(() => course.locator('option').count()).toBeGreaterThan(1);
  const courseName = (await course.locator('option').nth(1).textContent())!;
  await course.selectOption({ label: courseName });
  // Changing the university clears the course.
  await university.selectOption({ index: 2 });
  await expect(course).toHaveValue('');
  await university.selectOption({ label: universityName });
  await course.selectOption({ label: courseName });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully');
  await expect(page.getByTestId('profile-name')).toHaveText('Ada Lovelace');
  await expect(page.getByTestId('profile-university')).toHaveText(universityName);
  await expect(page.getByTestId('profile-course')).toHaveText(courseName);
  await page.reload();
  await expect(page.getByTestId('profile-course')).toHaveText(courseName);
  await shoot(page, 'settings-profile');

  // Notifications: a new device's sign-in mails; switched off, it does not; on again, it does.
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const alerts = page.getByRole('switch', { name: 'Sign-in alerts' });
  await expect(alerts).toHaveAttribute('aria-checked', 'true');
  await signInFrom(
    request,
    email,
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  );
  await expect.poll(async () => (await notificationMails(request, email)).length).toBe(1);
  // The header widget got it live: unread count, the notification, opened and marked read.
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const item = page.getByTestId('notification').filter({ hasText: 'New sign-in to your account' });
  await expect(item).toContainText('Firefox on Windows');
  await page.screenshot({ path: `${SHOTS}/notifications-widget-1440.png` });
  await item.click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=security$/);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await alerts.click();
  await expectToast(page, 'Notification settings updated');
  await expect(alerts).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Sign-in alerts' })).toHaveAttribute('aria-checked', 'false');
  await signInFrom(
    request,
    email,
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Version/17.0 Safari/605.1.15',
  );
  await page.waitForTimeout(1500);
  expect(await notificationMails(request, email)).toHaveLength(1);
  await shoot(page, 'settings-notifications');
  await page.getByRole('switch', { name: 'Sign-in alerts' }).click();
  await expect(page.getByRole('switch', { name: 'Sign-in alerts' })).toHaveAttribute('aria-checked', 'true');
  await signInFrom(
    request,
    email,
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  );
  await expect.poll(async () => (await notificationMails(request, email)).length).toBe(2);

  // Security: sessions, then an authenticator app enrolled with a code computed from the shown key.
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByTestId('sessions').getByText('This device')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out other sessions' }).click();
  await expectToast(page, 'Signed out of all other sessions');
  await expect(page.getByText('No other sessions are signed in.')).toBeVisible();
  await page.getByRole('button', { name: 'Enable two-factor' }).click();
  await expect(page.getByTestId('totp-qr')).toBeVisible();
  // The QR code really draws (its SVG data URL is well formed).
  await expect
    .poll(() => page.getByTestId('totp-qr').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  const enrolCode = totp.generate();
  await page.getByLabel('Authentication code').fill(enrolCode);
  await shoot(page, 'settings-security');
  await page.getByRole('button', { name: 'Verify and enable' }).click();
  await expectToast(page, 'Two-factor authentication enabled');
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');

  // Signing in again asks for the code before the dashboard opens.
  await signOutFromUserMenu(page);
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  // A code is accepted once: wait for the next one when the enrolment used this period's.
  await expect.poll(() => totp.generate(), { timeout: 35_000, intervals: [1000] }).not.toBe(enrolCode);
  await page.getByLabel('Authentication code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toContainText('Ada');
});
