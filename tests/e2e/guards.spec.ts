// Guards and session (spec 1 section 4): loaders while auth loads, log-in redirects with returnUrl, the admin
// guard and admin login, sign-in redirects, the dashboard layout and its store.
import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, logIn, signOutFromUserMenu } from './support/auth';
import { expectToast } from './support/toasts.ts';

const protectedPaths = [
  '/dashboard',
  '/dashboard/settings',
  '/dashboard/ai-writer/paper/abc',
  '/checkout',
  '/checkout/success',
  '/test-prep/plan-1/test/test-1',
  '/test-prep/plan-1/test/test-1/results',
];

for (const path of protectedPaths) {
  test(`signed out, ${path} sends to /login with the returnUrl`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(path)}`);
  });
}

for (const path of ['/admin', '/admin/users', '/admin/blog-management']) {
  test(`signed out, ${path} sends to /admin/login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/admin/login?returnUrl=${encodeURIComponent(path)}`);
  });
}

test('the dashboard shows the full-screen loader while auth loads', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/supabase-client-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => localStorage.setItem('sb-127-auth-token', '{"broken":true}'));
  await page.goto('/dashboard');
  await expect(page.getByTestId('full-screen-loader')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  release();
  await expect(page).toHaveURL('/login?returnUrl=%2Fdashboard');
});

test('a student is kept out of the admin area', async ({ page }) => {
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/admin/users');
  await expect(page).toHaveURL('/admin/login?returnUrl=%2Fadmin%2Fusers');
  await expect(page.getByRole('alert')).toHaveText('Unauthorized: Admin access required');

  // Admin login with a non-admin account signs the user out again.
  await page.getByLabel('Email').fill('student@studyloop.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in to admin' }).click();
  await expectToast(page, 'Unauthorized: Admin access required');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?returnUrl=%2Fdashboard');
});

test('an admin logs in to the back office and signs out to /admin/login', async ({ page }) => {
  await page.goto('/admin/login?returnUrl=%2Fadmin%2Fusers');
  await page.getByLabel('Email').fill('admin@studyloop.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in to admin' }).click();
  await expectToast(page, 'Successfully logged in');
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByTestId('admin-title')).toHaveText('Users');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('admin@studyloop.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in to admin' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/admin/login');
  await expectToast(page, 'Logged out successfully');
});

test('signed in: /login and / forward to the dashboard; dashboard aliases redirect', async ({ page }) => {
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD, '/login?returnUrl=%2Fcart');
  await expect(page).toHaveURL('/cart');
  await page.goto('/login');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/');
  await expect(page).toHaveURL('/dashboard');
  const dashboardAliases: [string, string][] = [
    ['/dashboard/xywriter', '/dashboard/ai-writer'],
    ['/dashboard/xywriter/paper', '/dashboard/ai-writer/paper'],
    ['/dashboard/xywriter/paper/p-1', '/dashboard/ai-writer/paper/p-1'],
    ['/dashboard/homework-helper', '/dashboard/ai-homework-helper'],
    // Spec 2 §2.2: this one keeps the literal parameter (the question page then finds no such question).
    ['/dashboard/homework-helper/question/q-1', '/dashboard/ai-homework-helper/question/:slug'],
    ['/dashboard/no-such-screen', '/404'],
  ];
  // The redirect target is where the app went, even when that page then moves on (an unknown paper or
  // question leads further, to its list or /404).
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(decodeURIComponent(new URL(frame.url()).pathname));
  });
  for (const [from, to] of dashboardAliases) {
    visited.length = 0;
    await page.goto(from);
    await expect.poll(() => visited).toContain(to);
  }
});

test('the dashboard sidebar: 225 px at 1440 px, 80 px below; mode persisted alone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  const sidebar = page.getByTestId('dashboard-sidebar');
  await expect(sidebar).toHaveCSS('width', '225px');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toHaveCount(0);
  const entries = page.getByTestId('dashboard-sidebar-entries').getByRole('link');
  await expect(entries).toHaveCount(10);
  await page.getByRole('radio', { name: 'seller' }).click();
  await expect(entries).toHaveCount(5);
  await expect(sidebar.getByRole('link', { name: 'Orders' })).toHaveAttribute(
    'href',
    '/dashboard/seller-orders',
  );
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dashboard-store') ?? '{}'));
  expect(stored.state).toEqual({ mode: 'seller' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(sidebar).toHaveCSS('width', '80px');
  await page.reload();
  await expect(page.getByTestId('dashboard-sidebar-entries').getByRole('link')).toHaveCount(5);
});

test('signed in on public pages: slim sidebar, points badge and user menu', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD, '/login?returnUrl=%2Fabout');
  await expect(page).toHaveURL('/about');
  await expect(page.getByTestId('slim-sidebar')).toBeVisible();
  await expect(page.getByTestId('points-badge')).toHaveText(/^\d[\d,]* Points$/);
  await expect(page.getByTestId('points-badge')).toHaveAttribute('href', '/dashboard/wallet');
  const menu = page.getByTestId('user-menu');
  await menu.hover();
  const menuLinks: [string, string][] = [
    ['Dashboard', '/dashboard'],
    ['My Documents', '/dashboard/documents'],
    ['Help Center', '/dashboard/help'],
    ['Wallet', '/dashboard/wallet'],
    ['Settings', '/dashboard/settings'],
  ];
  for (const [name, href] of menuLinks) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(menu.getByTestId('avatar-initials').first()).toHaveText(/^[A-Z]{1,2}$/);
  await signOutFromUserMenu(page);
  await expect(page.getByTestId('slim-sidebar')).toHaveCount(0);
});
