// The AI tools through the screens with a model (issue 26): an admin points the platform at the OpenAI-compatible
// stand-in from the back office (Test connection, Save), then a student has the writer draft a paper of the asked
// length at the quoted price, runs a toolbar action on a selection and accepts it, and sees a rate-limited action
// fail under the toolbar with its refund. The saved settings are removed afterwards, so the other specs run
// without a model.
import { mkdir } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../scripts/ai-stand-in/openai-stand-in.server';
import { DEMO_PASSWORD, logIn } from './support/auth';
import { sessionHeaders } from './support/rest';

const SHOTS = '.tmp/shots-ai-provider';
let standIn: OpenAiStandIn;

test.beforeAll(async () => {
  standIn = await startOpenAiStandIn({ port: Number(process.env.E2E_PORT ?? 54399) + 1100 });
});

test.afterAll(async ({ request }) => {
  const headers = await sessionHeaders(request, 'admin@studyloop.test', DEMO_PASSWORD);
  await request.post('/functions/v1/admin-ai-provider', { headers, data: { action: 'clear' } });
  await standIn?.close();
});

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function balance(page: Page): Promise<number> {
  const text = (await page.getByTestId('points-badge').first().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test('an admin connects the stand-in; the writer drafts, a toolbar action runs and a failure is refunded', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await logIn(admin, 'admin@studyloop.test', DEMO_PASSWORD, '/admin/login');
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.goto('/admin/settings');
  const form = admin.getByRole('form', { name: 'AI provider settings' });
  await form.getByLabel('Base URL').fill(standIn.baseUrl);
  await form.getByLabel('Model', { exact: true }).fill('stand-in');
  await form.getByLabel(/^Draft model/).fill('stand-in-large');
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByTestId('ai-connection-test')).toContainText('Connected', { timeout: 30_000 });
  await expect(form.getByTestId('ai-connection-test')).toContainText('stand-in-large');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByTestId('ai-status')).toContainText('The saved settings below', { timeout: 30_000 });
  await shoot(admin, 'admin-ai-provider');
  await admin.close();

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/ai-writer/paper');
  await page.getByLabel('Length in words').fill('300');
  await page.getByRole('textbox', { name: /^Title/ }).fill('Sleep and memory');
  await page.getByRole('button', { name: 'Create and write myself (free)' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-writer\/paper\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('points-badge').first()).toHaveText(/\d+ Points/);
  const before = await balance(page);

  // The draft, at the price quoted on its button, streamed into the editor.
  await page.getByRole('button', { name: 'Generate a 300-word draft · 30 points' }).click();
  const text = page.getByRole('textbox', { name: 'Document text' });
  await expect(text).toContainText('Sleep and memory', { timeout: 30_000 });
  await expect(page.getByTestId('points-badge').first()).toHaveText(
    `${(before - 30).toLocaleString('en-US')} Points`,
  );
  const words = Number((await page.getByTestId('word-count').textContent())?.replace(/[^\d]/g, ''));
  expect(Math.abs(words - 300)).toBeLessThanOrEqual(30);
  expect(standIn.requests.at(-1)?.model).toBe('stand-in-large');
  await expect(page.getByTestId('ai-tools-note')).toContainText('AI tools run on the AI model');

  // A toolbar action on the selected text: the suggestion, accepted.
  await text.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.getByRole('button', { name: 'Shorter 3 points' }).click();
  const suggestion = page.getByTestId('suggestion');
  await expect(suggestion).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('points-badge').first()).toHaveText(
    `${(before - 33).toLocaleString('en-US')} Points`,
  );
  await shoot(page, 'editor-suggestion');
  await suggestion.getByRole('button', { name: 'Accept' }).click();
  await expect(suggestion).toBeHidden();

  // The model is rate limited: the failure is shown under the toolbar, and the points come back.
  standIn.setMode('rate-limit', { times: 2 });
  await text.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.getByRole('button', { name: 'Longer 3 points' }).click();
  await expect(page.getByTestId('paid-action-failure')).toContainText(
    'The AI model is busy (too many requests). Your points were refunded.',
    { timeout: 30_000 },
  );
  standIn.setMode('ok');
  await expect(page.getByTestId('points-badge').first()).toHaveText(
    `${(before - 33).toLocaleString('en-US')} Points`,
  );
  await shoot(page, 'editor-failure');

  // On a phone the nine AI actions are one menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'AI tools' }).click();
  await expect(page.getByRole('menuitem', { name: /Shorter\s*3 points/ })).toBeVisible();
  await page.keyboard.press('Escape');
});
