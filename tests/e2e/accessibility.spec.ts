// Accessibility of the main screens (issue 28): axe-core's WCAG 2.2 A/AA rules over the public pages, a student's
// pages and the seller's and admin's, at 1440 px and, where the layout changes most, at 390 px, with opened
// states (the account menu, the phone menu, a failed sign-in). Each test visits its screens in one loop and fails
// with the full list of serious and critical violations, page by page.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, logIn } from './support/auth';
import { restGet } from './support/rest';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const BLOCKING = new Set(['serious', 'critical']);

const BOTH = [DESKTOP, PHONE];

/** A screen to scan at the given widths (1440 px unless told), optionally first put in a state. */
interface Screen {
  path: string;
  widths?: (typeof DESKTOP)[];
  state?: string;
  open?: (page: Page) => Promise<void>;
}

/** Waits until the page shows its content: a heading, and no skeleton, spinner or busy region left. */
async function settle(page: Page) {
  await expect(page.locator('h1, h2').filter({ visible: true }).first()).toBeVisible();
  const loading = page.locator(
    '[aria-busy="true"], [aria-hidden="true"].animate-pulse, [data-testid="page-loader"], [aria-label="Loading page"]',
  );
  await expect(loading, `still loading on ${page.url()}`).toHaveCount(0);
}

async function violationsOn(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) => `      ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
        );
      const more = violation.nodes.length > 5 ? [`      … and ${violation.nodes.length - 5} more`] : [];
      return [
        `${label} — ${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.help}`,
        ...nodes,
        ...more,
      ].join('\n');
    });
}

/** Scans every screen; a phone scan resizes the same load (a state is opened again at the new width). */
async function scanScreens(page: Page, screens: Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const screen of screens) {
    const widths = screen.widths ?? [DESKTOP];
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      if (viewport === widths[0] || screen.open) {
        await page.goto(screen.path);
        await settle(page);
        await screen.open?.(page);
      }
      const label = `${screen.path}${screen.state ? ` [${screen.state}]` : ''} @${viewport.width}px`;
      found.push(...(await violationsOn(page, label)));
    }
  }
  return found;
}

function expectNone(found: string[]) {
  expect(found, `serious or critical axe violations:\n${found.join('\n')}`).toEqual([]);
}

test('public pages have no serious or critical accessibility violations', async ({ page, request }) => {
  test.setTimeout(180_000);
  const [document] = await restGet<{ slug: string }[]>(request, 'documents?select=slug&limit=1');
  const [post] = await restGet<{ slug: string }[]>(request, 'blog_posts?select=slug&limit=1');
  expectNone(
    await scanScreens(page, [
      { path: '/', widths: BOTH },
      {
        path: '/',
        state: 'menu open',
        widths: [PHONE],
        open: async (page) => {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
      },
      { path: '/ai-homework-helper' },
      { path: '/search?q=biology', widths: BOTH },
      { path: `/documents/${document!.slug}`, widths: BOTH },
      { path: `/blog/${post!.slug}` },
      { path: '/dashboard/subscription' },
      {
        path: '/login',
        widths: BOTH,
        state: 'wrong password',
        open: async (page) => {
          await page.getByLabel('Email').fill('nobody@example.com');
          await page.getByLabel('Password', { exact: true }).fill('not-the-password');
          await page.getByRole('button', { name: /^Log in/ }).click();
          await expect(page.getByTestId('toast')).toBeVisible();
        },
      },
    ]),
  );
});

test("a student's pages have no serious or critical accessibility violations", async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  expectNone(
    await scanScreens(page, [
      {
        path: '/dashboard',
        widths: BOTH,
        state: 'account menu open',
        open: async (page) => {
          await page.getByTestId('user-menu').getByRole('button', { name: 'Account menu' }).click();
          await expect(page.getByTestId('user-menu').getByRole('button', { name: 'Sign Out' })).toBeVisible();
        },
      },
      { path: '/dashboard/wallet', widths: BOTH },
      { path: '/dashboard/documents' },
      { path: '/dashboard/ai-flashcard-maker' },
      { path: '/dashboard/ai-homework-helper' },
      { path: '/dashboard/xyeditor' },
      { path: '/dashboard/document-chat' },
      { path: '/dashboard/settings' },
    ]),
  );
});

test("the seller's and the admin's pages have no serious or critical accessibility violations", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await logIn(page, 'seller@studyloop.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  const found = await scanScreens(page, [
    { path: '/dashboard/seller-dashboard' },
    { path: '/dashboard/seller-documents', widths: BOTH },
    { path: '/dashboard/wallet-seller', widths: BOTH },
  ]);
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin@studyloop.test', DEMO_PASSWORD, '/admin/login');
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  found.push(
    ...(await scanScreens(admin, [{ path: '/admin/dashboard' }, { path: '/admin/documents', widths: BOTH }])),
  );
  expectNone(found);
});
