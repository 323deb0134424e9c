// Document chat (issue 14) on the real stack: the demo student opens a chat on a document they bought, sees the
// price before asking, gets an answer citing pages, clicks a citation and the viewer shows that page with the
// cited passage; the chat is listed with its last message.
import { mkdir } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './support/auth';

const SHOTS = '.tmp/shots-homework-chat';

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The student's own REST session, to read the text of the document they own (RLS lets only them). */
async function pagesOf(request: APIRequestContext, title: string) {
  const html = await (await request.get('/')).text();
  const content = /name="studyloop-config" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const { anonKey } = JSON.parse(content.replaceAll('&quot;', '"')) as { anonKey: string };
  const token = (await (
    await request.post('/auth/v1/token?grant_type=password', {
      headers: { apikey: anonKey },
      data: { email: 'student@studyloop.test', password: DEMO_PASSWORD },
    })
  ).json()) as { access_token: string };
  const headers = { apikey: anonKey, authorization: `Bearer ${token.access_token}` };
  const docs = (await (
    await request.get(`/rest/v1/documents?select=id&title=eq.${encodeURIComponent(title)}`, { headers })
  ).json()) as Array<{ id: string }>;
  return (await (
    await request.get(
      `/rest/v1/document_pages?select=page_number,content&document_id=eq.${docs[0]!.id}&order=page_number`,
      {
        headers,
      },
    )
  ).json()) as Array<{ page_number: number; content: string }>;
}

test('chat with a purchased document, click a citation, the viewer shows that page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/document-chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Document Chat' })).toBeVisible();
  const start = page.getByRole('button', { name: /^Chat: / }).first();
  await expect(start).toBeVisible();
  const title = ((await start.getAttribute('aria-label')) ?? '').replace(/^Chat: /, '');
  await shoot(page, 'chat-list');
  // On a phone the list fits the screen: no sideways scrolling, every Chat button within reach (issue 28).
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const chatButtons = page.getByRole('button', { name: /^Chat: / });
  for (const button of await chatButtons.all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await start.click();
  await expect(page).toHaveURL(/\/dashboard\/document-chat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('chat-price')).toContainText('Next question: 5 points (US$0.50).');

  // A question answered on a page after the first, so the viewer has to move to it.
  const pages = await pagesOf(request, title);
  const target = pages.find((p) => p.page_number >= 2 && p.content.split(/\s+/).length > 40) ?? pages[0]!;
  const sentence = target.content
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.split(/\s+/).length >= 8)
    .sort((a, b) => b.length - a.length)[0]!;
  const words = [...new Set(sentence.toLowerCase().match(/[a-z]{7,}/g) ?? [])].slice(0, 4);
  await page
    .getByRole('textbox', { name: 'Ask about this document' })
    .fill(`What does it say about ${words.join(' ')}?`);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();

  const answer = page.getByTestId('chat-messages').locator('li').nth(1);
  // The first question also loads the chat function on the server.
  await expect(answer).toContainText('Document copilot · 5 points', { timeout: 30_000 });
  await expect(page.getByTestId('chat-price')).toContainText('Next question: 5 points');
  // The answer streamed in; screen readers hear it once, when it is stored, not piece by piece.
  await expect(page.getByTestId('chat-announcement')).toContainText('Answer ready:');
  await expect(page.getByTestId('chat-messages')).not.toHaveAttribute('aria-live');
  const citation = answer.getByRole('button', { name: /^Go to page \d+$/ }).first();
  const cited = Number(/\d+/.exec((await citation.getAttribute('aria-label')) ?? '')![0]);
  await citation.click();
  const shown = page.getByTestId('document-viewer').locator(`[data-page="${cited}"]`);
  await expect(shown).toHaveAttribute('data-focused', 'true');
  await expect(shown).toBeInViewport();
  await expect(shown.getByTestId('cited-passage')).not.toBeEmpty();
  // The viewer draws the page with pdf.js and marks the cited passage in the page itself (its text layer).
  await expect(shown.locator('canvas')).toBeVisible({ timeout: 15_000 });
  const marked = shown.locator('.textLayer span.cited-passage');
  await expect(marked.first()).toBeInViewport({ timeout: 15_000 });
  const passage = (await shown.getByTestId('cited-passage').textContent())!.replace(/^Cited passage: /, '');
  // The marked spans hold the passage (a span may also hold words around it, such as a heading).
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  expect(letters((await marked.allTextContents()).join(''))).toContain(letters(passage).slice(0, 40));
  await shoot(page, 'chat-answer');

  // From the chat into the practice tools with this document chosen.
  await page.getByRole('link', { name: 'Make flashcards from this document' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-flashcard-maker\/deck\/create\?document=[0-9a-f-]{36}$/);
  await expect(page.locator('#deck-source-document option:checked')).toHaveText(title);
  await page.goBack();
  await page.getByRole('link', { name: 'Test me on this document' }).click();
  await expect(page).toHaveURL(/\/dashboard\/test-prep\/create\?document=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('linked-document')).toContainText(title);
  await page.goBack();
  await expect(page.getByTestId('chat-messages').locator('li')).toHaveCount(2);

  // Off the document: declined, not charged.
  await page
    .getByRole('textbox', { name: 'Ask about this document' })
    .fill('Who won the 1966 football world cup at Wembley?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  // The answer comes from an edge function; on a loaded machine it can take longer than the default wait.
  await expect(page.getByTestId('chat-messages').locator('li').nth(3)).toContainText(
    'That is not in this document',
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('chat-messages').locator('li').nth(3)).toContainText('Not charged');

  await page.getByRole('link', { name: 'Document Chat' }).first().click();
  await expect(page.getByTestId('chat-list')).toContainText(title);
  await expect(page.getByTestId('chat-list')).toContainText('That is not in this document');
});
