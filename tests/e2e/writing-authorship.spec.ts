// The authorship report (issue 13, "Beyond the anchors") on the real stack: a student types, pastes a passage and
// types again; each save stores what the editor recorded with the version; the Authorship tab shows the typed and
// pasted shares, sessions and words, and the downloaded PDF report says the same, with what it does not prove.
import { mkdir, readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { openPdf, pageTexts } from '../../server/documents/pdf-pages.ts';
import { logIn } from './support/auth';
import { newAccount } from './support/accounts';
import { expectToast } from './support/toasts.ts';

const SHOTS = '.tmp/shots-writing-product';
const TYPED_1 = 'Desert plants save water by opening their pores at night.';
const PASTED =
  'Crassulacean acid metabolism lets a plant take in carbon dioxide after dark and store it as malic acid, ' +
  'releasing it to the chloroplasts during the day while the stomata stay closed.';
const TYPED_2 = ' I saw this in our greenhouse.';

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A real paste event, as the browser fires it when the student presses Ctrl+V. */
async function paste(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Document text' }).evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('typed and pasted text are told apart in the authorship report and its PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await newAccount(request, 'authorship', 0, 'Ada Writer');
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/xyeditor');

  // Typed: the first words create the paper (version 1).
  const text = page.getByRole('textbox', { name: 'Document text' });
  await text.click();
  await page.keyboard.type(TYPED_1, { delay: 5 });
  await expect(page).toHaveURL(/\/dashboard\/xyeditor\/paper\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('tab', { name: 'Authorship' })).toBeVisible();

  // Pasted, then typed again, then saved (version 2).
  await text.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await paste(page, PASTED);
  await expect(text).toContainText(PASTED);
  await page.keyboard.type(TYPED_2, { delay: 5 });
  await page.getByRole('button', { name: 'Save now' }).click();
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved /);

  await page.getByRole('tab', { name: 'Authorship' }).click();
  const report = page.getByTestId('authorship-report');
  await expect(report.getByRole('heading', { name: 'Authorship report' })).toBeVisible();
  await expect(report.getByTestId('authorship-Versions')).toHaveText('2');
  await expect(report.getByTestId('authorship-Writing sessions')).toHaveText('1');
  const words = (TYPED_1 + ' ' + PASTED + TYPED_2).split(/\s+/).length;
  await expect(report.getByTestId('authorship-Words')).toHaveText(String(words));
  const typed = TYPED_1.length + 1 + TYPED_2.length; // the Enter is one character (a paragraph break)
  const total = typed + PASTED.length;
  const shares = report.getByTestId('authorship-shares');
  await expect(shares).toContainText(`Typed ${Math.round((typed / total) * 100)}% · ${typed} characters`);
  await expect(shares).toContainText(
    `Pasted ${Math.round((PASTED.length / total) * 100)}% · ${PASTED.length} characters · 1 paste, the largest ${PASTED.length} characters`,
  );
  await expect(shares).toContainText('Inserted by tools 0% · 0 characters');
  await expect(report).toContainText('It is evidence of a writing process, not proof of who wrote the text.');
  await shoot(page, 'authorship-panel');

  // The PDF report says the same.
  const downloading = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Download PDF report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/authorship report\.pdf$/);
  const pdf = await openPdf(new Uint8Array(await readFile((await download.path())!)));
  const pdfText = (await pageTexts(pdf)).join('\n').replace(/\s+/g, ' ');
  expect(pdfText).toContain('Authorship report');
  expect(pdfText).toContain('Written by Ada Writer');
  expect(pdfText).toContain(`${words} words in 2 saved versions`);
  expect(pdfText).toContain(`Typed: ${typed} characters`);
  expect(pdfText).toContain(`Pasted: ${PASTED.length} characters`);
  expect(pdfText).toContain('not proof of who wrote the text');

  // A restore is the platform's insertion, not the student's typing.
  await page.getByRole('tab', { name: 'Version history' }).click();
  await page.getByRole('button', { name: 'Preview Version 1' }).click();
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await expectToast(page, 'Version 1 restored');
  // Version 1 holds what was typed when the paper was created (the first words, or all of the first sentence).
  const restored = ((await text.textContent()) ?? '').length;
  expect(restored).toBeGreaterThan(0);
  expect(TYPED_1.startsWith((await text.textContent()) ?? '')).toBe(true);
  await page.getByRole('tab', { name: 'Authorship' }).click();
  await expect(report.getByTestId('authorship-Versions')).toHaveText('3');
  await expect(report.getByTestId('authorship-shares')).toContainText(
    `Inserted by tools ${Math.round((restored / (total + restored)) * 100)}% · ${restored} characters`,
  );
  await expect(report.getByTestId('authorship-shares')).toContainText(
    `Typed ${Math.round((typed / (total + restored)) * 100)}% · ${typed} characters`,
  );
});
