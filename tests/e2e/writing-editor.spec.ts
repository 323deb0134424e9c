// The editor (issue 13) on the real stack: a student's first words create a document and move to its URL; the
// 20 s autosave keeps versions and an older one is restored; every toolbar action is run at its quoted price and
// one suggestion is accepted (and undone); the AI detector and the plagiarism check run on a text copying a
// library document, whose source is highlighted; the balance falls by exactly the prices quoted.
//
// This platform runs without an AI model: the rewriting actions say they need one and cannot be clicked (nothing
// is charged), content analysis runs on the built-in engine, and the writer offers a free outline instead of a
// paid draft. The same screens with a model (the OpenAI-compatible stand-in): tests/e2e/ai-provider.spec.ts.
import { mkdir } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { DOCUMENTS, documentBody } from '../../server/seed/data/documents.generator';
import { MODEL_WRITTEN } from '../../shared/study/ai-detection/detector-samples.fixture';
import { DEMO_PASSWORD, logIn } from './support/auth';
import { expectToast } from './support/toasts.ts';

const SHOTS = '.tmp/shots-writing';
async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const [label, width] of [
    ['1440', 1440],
    ['390', 390],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function balance(page: Page): Promise<number> {
  const text = (await page.getByTestId('points-badge').first().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function expectBalance(page: Page, points: number) {
  await expect(page.getByTestId('points-badge').first()).toHaveText(
    `${points.toLocaleString('en-US')} Points`,
  );
}

const FIRST = 'Photosynthesis in desert plants works differently because water is scarce during the day.';
const SECOND =
  ' Many of them open their pores only at night and store carbon dioxide as an acid until morning.';

test('write a document, restore a version, run every paid tool and find the copied source', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/xyeditor');
  await expect(page.getByRole('heading', { level: 1, name: 'Editor' })).toBeVisible();
  await expect(page.getByTestId('points-badge').first()).toHaveText(/\d+ Points/);
  let points = await balance(page);
  expect(points).toBeGreaterThanOrEqual(60);
  await shoot(page, 'editor-new');

  // The first content creates the draft paper, titled from its first 30 characters, and moves to its URL.
  const text = page.getByRole('textbox', { name: 'Document text' });
  await text.click();
  await page.keyboard.insertText(FIRST);
  await expect(page).toHaveURL(/\/dashboard\/xyeditor\/paper\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Document title')).toHaveValue(FIRST.slice(0, 30).trim());
  await expect(text).toHaveText(FIRST);

  // More text, then the 20 s autosave: a second version.
  await text.click();
  await page.keyboard.press('End');
  await page.keyboard.type(SECOND);
  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved /, { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Version history' }).click();
  await expect(page.getByText('Version 2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Preview Version 1' }).click();
  await expect(page.getByTestId('version-preview').locator('del')).toContainText('Many of them open');
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await expectToast(page, 'Version 1 restored');
  await expect(text).toHaveText(FIRST);
  await expect(page.getByText('Version 3', { exact: true })).toBeVisible();

  // Without an AI model, every rewriting action says it needs one, before any click, and cannot be run.
  for (const [label, price] of [
    ['Improve writing', 3],
    ['Make natural', 3],
    ['Shorter', 3],
    ['Longer', 3],
    ['Custom query', 3],
    ['Enhance expression', 3],
    ['Rewrite content', 10],
    ['Improve content', 10],
  ] as const)
    await expect(page.getByRole('button', { name: `${label} ${price} points` })).toBeDisabled();
  await expect(page.getByTestId('ai-tools-note')).toContainText('Rewriting tools need an AI model');
  await expectBalance(page, points);

  // Content analysis: the built-in figures (with the provider's comments when there is one).
  await page.getByRole('button', { name: 'Content analysis 10 points' }).click();
  await page.getByRole('tab', { name: 'Content analysis' }).click();
  await expect(page.getByTestId('analysis-result')).toBeVisible({ timeout: 30_000 });
  points -= 10;
  await expectBalance(page, points);
  await page.getByRole('tab', { name: 'Content analysis' }).click();
  await expect(page.getByTestId('analysis-result')).toContainText('Reading ease');

  // A text that copies a library document: the detector, then the plagiarism check with its source.
  const source = DOCUMENTS.find((d) => d.status === 'approved')!;
  const copied = documentBody(source).pages[0]!.split(/\s+/).slice(0, 180).join(' ');
  await text.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(`${FIRST}${SECOND} ${copied}`);
  await page.getByRole('tab', { name: 'AI detector' }).click();
  await page.getByRole('button', { name: 'Check for AI writing · 5 points' }).click();
  const detection = page.getByTestId('detector-result');
  await expect(detection).toContainText(/AI score \d+%/, { timeout: 30_000 });
  await expect(page.getByTestId('detector-meaning')).toContainText('of human texts were called likely AI');
  await expect(page.getByText('AI detectors produce false positives')).toBeVisible();
  points -= 5;
  await expectBalance(page, points);

  await page.getByRole('tab', { name: 'Plagiarism checker' }).click();
  await page.getByRole('button', { name: 'Check for plagiarism · 5 points' }).click();
  const plagiarism = page.getByTestId('plagiarism-result');
  await expect(plagiarism).toContainText(/\d+% similarity/, { timeout: 30_000 });
  await expect(plagiarism.getByRole('link', { name: source.title })).toHaveAttribute(
    'href',
    `/documents/${source.slug}`,
  );
  await expect(plagiarism.getByTestId('plagiarism-match').first()).toHaveAttribute('title', source.title);
  // Sources grouped by the passage they share, with a legend; the matches are marked in the editor's own text.
  await expect(plagiarism.getByTestId('plagiarism-source').first()).toContainText(source.title);
  await expect(plagiarism).toContainText('Found in a source: the number is the source in the list');
  await expect(text.locator('[data-highlight]').first()).toHaveAttribute('title', `[1] ${source.title}`);
  points -= 5;
  await expectBalance(page, points);
  await expect(plagiarism.getByRole('listitem')).not.toHaveCount(0);
  await shoot(page, 'editor-plagiarism');
});

test('the AI detector states what its score means and highlights the flagged sentences in the text itself', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/xyeditor');
  const text = page.getByRole('textbox', { name: 'Document text' });
  await text.click();
  // A text a language model wrote (held out from the detector's training).
  await page.keyboard.insertText(MODEL_WRITTEN[2]!.text);
  await expect(page).toHaveURL(/\/dashboard\/xyeditor\/paper\/[0-9a-f-]{36}$/);
  await page.getByRole('tab', { name: 'AI detector' }).click();
  await page.getByRole('button', { name: 'Check for AI writing · 5 points' }).click();
  const detection = page.getByTestId('detector-result');
  await expect(detection).toContainText('Likely AI-generated', { timeout: 30_000 });
  await expect(page.getByTestId('detector-meaning')).toContainText(/of human texts were called likely AI/);
  await expect(detection.locator('mark[data-level="ai"]').first()).toBeVisible();
  await expect(detection.getByRole('list', { name: 'Highlight colours' })).toBeVisible();
  // The same sentences are marked in the document itself, until it is edited.
  await expect(text.locator('[data-highlight="ai"]').first()).toBeVisible();
  await shoot(page, 'editor-detector');
  // On a phone the workspace is one column as wide as the screen: the past report's one-line excerpt is cut with an
  // ellipsis instead of widening the page (it stretched the column to 941 px).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Past reports' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });
  await text.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Thanks.');
  await expect(text.locator('[data-highlight="ai"]')).toHaveCount(0);
});

test('a paper that does not exist says so and goes back to the list', async ({ page }) => {
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/xyeditor/paper/00000000-0000-4000-8000-000000000000');
  await expectToast(page, 'Paper not found');
  await expect(page).toHaveURL('/dashboard/xyeditor');
});

test('the writer lists papers and starts one from the form with its defaults and the generation price', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/ai-writer');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Writer' })).toBeVisible();
  await page.getByRole('link', { name: 'New paper' }).click();
  await expect(page).toHaveURL('/dashboard/ai-writer/paper');
  // A fresh form: sources not required, 0 of them, the last five years.
  const year = new Date().getFullYear();
  await expect(page.getByLabel('Sources required')).not.toBeChecked();
  await expect(page.getByLabel('Number of sources')).toHaveValue('0');
  await expect(page.getByLabel('Sources from year')).toHaveValue(String(year - 5));
  await expect(page.getByLabel('Sources to year')).toHaveValue(String(year));
  await page.getByLabel('Length in words').fill('1250');
  await expect(page.getByTestId('generation-price')).toContainText('Generating 1,250 words costs 130 points');
  await page.getByRole('button', { name: 'Create and write myself (free)' }).click();
  await expect(page.getByText('Give the paper a title')).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill('Water use in desert plants');
  await page.getByLabel('Paper type').selectOption('Research paper');
  await shoot(page, 'writer-new-paper');
  await page.getByRole('button', { name: 'Create and write myself (free)' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-writer\/paper\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Document title')).toHaveValue('Water use in desert plants');
  // Without an AI model no draft is sold: the screen says so and the outline is free.
  const before = await balance(page);
  await expect(page.getByTestId('draft-needs-model')).toContainText('Drafts need an AI model');
  await page.getByRole('button', { name: 'Get a free outline' }).click();
  await expect(page.getByRole('textbox', { name: 'Document text' })).toContainText('Free outline', {
    timeout: 30_000,
  });
  await expectBalance(page, before);
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved /, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Your papers' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Water use in desert plants' });
  await expect(row).toContainText('Research paper');
  await expect(row).toContainText('Draft');
  await shoot(page, 'writer-list');
});
