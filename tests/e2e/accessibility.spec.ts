// Accessibility of the main screens (issue 28 item 16): axe-core's WCAG 2.2 A/AA rules over 20 pages — public,
// a student's, the seller's and the admin's — each at 1440 px and at 390 px, with opened states (the account
// menu, the phone menu, a failed sign-in). A page is loaded once: it is scanned at 1440 px, then resized to 390
// px in the same load and scanned again with the rules whose outcome can change with the layout (what is visible,
// its colours over what is behind it, scrolling, target sizes and names); the rules about the document as a whole
// (its title, language, landmarks, ids) cannot change with the width and run once. axe-core is injected once per
// load, and signed-in pages are reached by the app's own navigation, not a reload. Each test fails with the full
// list of serious and critical violations, page by page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, logIn } from './support/auth';
import { restGet } from './support/rest';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const BLOCKING = new Set(['serious', 'critical']);
/** Rules about the document as a whole: the same at every width, so they run only in the 1440 px scan. */
const WIDTH_INDEPENDENT = [
  'bypass',
  'document-title',
  'duplicate-id-aria',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'meta-refresh',
  'meta-viewport',
  'frame-title-unique',
  'blink',
  'marquee',
  'server-side-image-map',
  'audio-caption',
  'video-caption',
  'no-autoplay-audio',
];
declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A page to scan at both widths, optionally first put in a state (opened again after the resize). */
interface Screen {
  path: string;
  state?: string;
  open?: (page: Page) => Promise<void>;
  /** A state that exists only on a phone (the phone menu): scanned at 390 px alone, with every rule. */
  phoneOnly?: boolean;
}

/** Waits until the page shows its content: a heading, and no skeleton, spinner or busy region left. */
async function settle(page: Page) {
  await expect(page.locator('h1, h2').filter({ visible: true }).first()).toBeVisible();
  const loading = page.locator(
    '[aria-busy="true"], [aria-hidden="true"].animate-pulse, [data-testid="page-loader"], [aria-label="Loading page"]',
  );
  await expect(loading, `still loading on ${page.url()}`).toHaveCount(0);
}

/** Goes to a path: the first time (or after a reload) by loading it, then by the app's own router. */
async function visit(page: Page, path: string) {
  const { inApp, here } = await page.evaluate(() => ({
    inApp: (document.getElementById('root')?.childElementCount ?? 0) > 0,
    here: `${window.location.pathname}${window.location.search}`,
  }));
  if (!inApp) {
    await page.goto(path);
    return;
  }
  if (here === path) return;
  // The page being left has its headings marked with their text, so the scan waits until the router has replaced
  // it (a lazy route keeps the old page on screen while its code loads). A heading a layout keeps (the admin's
  // title) stays in place with a new text.
  await page.evaluate((to) => {
    document
      .querySelectorAll('h1')
      .forEach((heading) => heading.setAttribute('data-page-left', heading.innerText));
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?.]/g, '\\$&')}$`));
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('h1[data-page-left]')].every(
        (heading) => heading.innerText !== heading.dataset.pageLeft,
      ),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * What the scan sees is the page as a person sees it once there: sections laid out only near the viewport
 * (content-visibility: auto) are laid out for it — skipped, their dark backgrounds do not exist for axe's colour
 * check — and transitions end at once, so a button fading in is measured at its final colour, not mid-fade.
 */
const SCAN_STYLE =
  '*, *::before, *::after { content-visibility: visible !important; transition: none !important; animation: none !important; }';

async function violationsOn(page: Page, label: string, phone: boolean): Promise<string[]> {
  await page.addStyleTag({ content: SCAN_STYLE });
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ([tags, skip]) =>
      window.axe!.run(document, {
        runOnly: { type: 'tag', values: [...tags] },
        rules: Object.fromEntries(skip.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      }),
    [WCAG_TAGS, phone ? WIDTH_INDEPENDENT : []] as const,
  );
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        // The elements a check names (what covers a target, what a colour is measured against).
        const related = [...node.any, ...node.all, ...node.none]
          .flatMap((check) => check.relatedNodes ?? [])
          .map((n) => n.target.join(' '));
        const also = related.length > 0 ? ` [related: ${[...new Set(related)].slice(0, 3).join(', ')}]` : '';
        return `      ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}${also}`;
      });
      const more = violation.nodes.length > 5 ? [`      … and ${violation.nodes.length - 5} more`] : [];
      return [
        `${label} — ${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.help}`,
        ...nodes,
        ...more,
      ].join('\n');
    });
}

/** Scans every screen at 1440 px, then at 390 px in the same load (a state is opened again at the new width). */
async function scanScreens(page: Page, screens: Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const screen of screens) {
    const label = `${screen.path}${screen.state ? ` [${screen.state}]` : ''}`;
    if (screen.phoneOnly) {
      await page.setViewportSize(PHONE);
      await page.goto(screen.path);
      await settle(page);
      await screen.open?.(page);
      found.push(...(await violationsOn(page, `${label} @390px`, false)));
      continue;
    }
    await page.setViewportSize(DESKTOP);
    await visit(page, screen.path);
    await settle(page);
    await screen.open?.(page);
    found.push(...(await violationsOn(page, `${label} @1440px`, false)));
    // The pointer leaves whatever it last touched (the header's menus open on hover) before the layout changes.
    await page.mouse.move(0, 0);
    await page.setViewportSize(PHONE);
    if (screen.open) {
      await page.goto(screen.path);
      await settle(page);
      await screen.open(page);
    }
    found.push(...(await violationsOn(page, `${label} @390px`, true)));
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
      { path: '/' },
      {
        path: '/',
        state: 'menu open',
        phoneOnly: true,
        open: async (page) => {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
      },
      { path: '/ai-homework-helper' },
      { path: '/search?q=biology' },
      { path: `/documents/${document!.slug}` },
      { path: `/blog/${post!.slug}` },
      {
        path: '/login',
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
        state: 'account menu open',
        open: async (page) => {
          await page.getByTestId('user-menu').getByRole('button', { name: 'Account menu' }).click();
          await expect(page.getByTestId('user-menu').getByRole('button', { name: 'Sign Out' })).toBeVisible();
        },
      },
      { path: '/dashboard/wallet' },
      { path: '/dashboard/subscription' },
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
    { path: '/dashboard/seller-documents' },
    { path: '/dashboard/wallet-seller' },
  ]);
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin@studyloop.test', DEMO_PASSWORD, '/admin/login');
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  found.push(...(await scanScreens(admin, [{ path: '/admin/dashboard' }, { path: '/admin/documents' }])));
  expectNone(found);
});
