// The public tool landings lead into the tools, carrying pasted text across sign-in (issue 13): a visitor pastes
// an essay on /ai-detector, registers, confirms the e-mail from the outbox and lands in the editor with the text as
// the first content (which creates the draft paper) and the detector open; a signed-in student's topic on
// /ai-writer fills the new-paper form; a returning student logs in from /plagiarism-checker. The text never
// appears in an address and is cleared once used.
import { mkdir } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { logIn } from './support/auth';
import { newAccount } from './support/accounts';
import { latestMailLink } from './support/mail';

const SHOTS = '.tmp/shots-writing-product';
const ESSAY =
  'The printing press changed how ideas travelled across Europe. Within fifty years of its invention, ' +
  'presses operated in more than two hundred cities, and pamphlets reached readers who had never owned a book.';

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const kept = (page: Page, tool: string) =>
  page.evaluate((key) => localStorage.getItem(key), `studyloop.handoff.${tool}`);

test('a visitor pastes an essay on /ai-detector, registers, confirms and finds it in the editor', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ai-detector');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check whether text reads as AI-written');
  const box = page.getByLabel('Text to check for AI writing');
  await box.fill(ESSAY);
  await expect(page.getByText(`${ESSAY.length} / 50,000 characters`)).toBeVisible();
  await expect(
    page.getByText('You’ll sign in or create a free account first — your text comes with you.'),
  ).toBeVisible();
  await shoot(page, 'landing-ai-detector');
  await page.getByRole('button', { name: 'Check a text' }).click();

  // Signed out: the tool's guard asks to log in; the text waits in storage, not in the address.
  const target = '/dashboard/xyeditor?from=ai-detector';
  await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(target)}`);
  expect(page.url()).not.toContain('printing');
  expect(JSON.parse((await kept(page, 'ai-detector')) ?? '{}').text).toBe(ESSAY);

  // No account yet: register (the returnUrl goes along), confirm from the outbox.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(`/register?returnUrl=${encodeURIComponent(target)}`);
  const email = `handoff-${Date.now()}@example.com`;
  const password = 'handoff-password-1';
  const started = Date.now() - 1_000;
  await page.getByLabel('Full name').fill('Hana Off');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('check-email')).toContainText(email);
  const confirmLink = await latestMailLink(request, email, /signup|confirm/i, started);
  expect(confirmLink).not.toContain('printing');
  await page.goto(confirmLink);

  // Back in the editor: the essay is the first content, which creates the draft paper; the detector tab is open.
  const text = page.getByRole('textbox', { name: 'Document text' });
  await expect(text).toHaveText(ESSAY, { timeout: 20_000 });
  await expect(page.getByText('Your text from the landing page is in the editor.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'AI detector' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/dashboard\/xyeditor\/paper\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Document title')).toHaveValue(ESSAY.slice(0, 30).trim());
  expect(await kept(page, 'ai-detector')).toBeNull();
  await shoot(page, 'editor-from-landing');
  // The authorship record counts text brought from a landing as pasted, not typed.
  await page.getByRole('tab', { name: 'Authorship' }).click();
  await expect(page.getByTestId('authorship-shares')).toContainText(
    `Pasted 100% · ${ESSAY.length} characters · 1 paste`,
  );
  await expect(page.getByTestId('authorship-shares')).toContainText('Typed 0% · 0 characters');

  // Used once: opening the editor again starts empty.
  await page.goto(target);
  await expect(page.getByRole('heading', { level: 1, name: 'Editor' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Document text' })).toHaveText('');
});

test('a signed-in student’s topic on /ai-writer fills the new-paper form', async ({ page, request }) => {
  const account = await newAccount(request, 'handoff-writer');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/ai-writer');
  await expect(page.getByText('You’ll sign in or create a free account first')).toHaveCount(0);
  const topic =
    'How did the printing press change the Reformation?\nCompare Eisenstein and Pettegree, 1,500 words.';
  await page.getByLabel('Your topic or assignment').fill(topic);
  await shoot(page, 'landing-ai-writer');
  await page.getByRole('button', { name: 'Start writing for free' }).click();
  await expect(page).toHaveURL('/dashboard/ai-writer/paper?from=ai-writer');
  await expect(page.getByText('Your text from the landing page is in the instructions.')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    'How did the printing press change the Reformation?',
  );
  await expect(page.getByLabel('Instructions')).toHaveValue(topic);
  expect(await kept(page, 'ai-writer')).toBeNull();
  await shoot(page, 'writer-form-from-landing');
});

test('a returning student logs in from /plagiarism-checker and the checker opens with the text', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'handoff-plagiarism');
  await page.goto('/plagiarism-checker');
  await page.getByLabel('Text to check for plagiarism').fill(ESSAY);
  await page.getByRole('button', { name: 'Check for plagiarism' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: /^Log in/ }).click();
  await expect(page.getByRole('textbox', { name: 'Document text' })).toHaveText(ESSAY);
  await expect(page.getByRole('tab', { name: 'Plagiarism checker' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/\/dashboard\/xyeditor\/paper\/[0-9a-f-]{36}$/);
  expect(await kept(page, 'plagiarism-checker')).toBeNull();
});
