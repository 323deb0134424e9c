// Citations in the editor (issue 13) on the real stack: a student adds a source by hand (a DOI typed wrong is
// refused), cites it at the cursor in APA 7, imports a BibTeX file, adds a document from their library, finds
// it again with the paid reference search (5 points, the balance falls by exactly that), inserts the
// bibliography, switches the style (MLA 9, IEEE) and sees the citation and bibliography reformatted, exports
// BibTeX and RIS, deletes a source (its citation goes), and after a save and reload the citations are still there.
import { mkdir, readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import mammoth from 'mammoth';
import { openPdf, pageTexts } from '../../server/documents/pdf-pages';
import { DEMO_PASSWORD, logIn } from './support/auth';
import { expectToast } from './support/toasts.ts';

const SHOTS = '.tmp/shots-writing';

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

const BIBTEX = `@book{kahneman2011,
  author    = {Daniel Kahneman},
  title     = {Thinking, Fast and Slow},
  publisher = {Farrar, Straus and Giroux},
  address   = {New York},
  year      = 2011
}
`;
const ARTICLE = 'Retrieval practice produces more learning than elaborative studying with concept mapping';

test('add, cite, import, search and export sources; the style switch reformats citations and bibliography', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The DOCX writer (the `docx` package) is a chunk of its own, fetched on the first export only.
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') console.log(`[browser ${m.type()}] ${m.text()}`);
  });
  page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/xyeditor');
  const text = page.getByRole('textbox', { name: 'Document text' });
  await text.click();
  await page.keyboard.insertText('Testing yourself beats rereading for long-term memory.');
  await expect(page).toHaveURL(/\/dashboard\/xyeditor\/paper\/[0-9a-f-]{36}$/);

  await page.getByRole('tab', { name: 'Sources' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sources' });
  await expect(panel.getByText(/^No sources yet/)).toBeVisible();

  // A source typed by hand; a DOI that is not one is refused, the DOI link form is accepted.
  await panel.getByRole('button', { name: 'Add a source' }).click();
  const form = panel.getByRole('form', { name: 'Add a source' });
  await form.getByLabel('Title').fill(ARTICLE);
  await form
    .getByLabel('Authors (one per line, "Family, Given")')
    .fill('Karpicke, Jeffrey D.\nBlunt, Janell R.');
  await form.getByLabel('Year').fill('2011');
  await form.getByLabel('Journal, book or website').fill('Science');
  await form.getByLabel('Volume').fill('331');
  await form.getByLabel('Issue').fill('6018');
  await form.getByLabel('Pages').fill('772-775');
  await form.getByLabel('DOI').fill('science 1199327');
  await form.getByRole('button', { name: 'Save source' }).click();
  await expect(form.getByRole('alert')).toHaveText('That is not a DOI (it starts with 10.)');
  await form.getByLabel('DOI').fill('https://doi.org/10.1126/science.1199327');
  await form.getByRole('button', { name: 'Save source' }).click();
  await expectToast(page, 'Source saved');
  const list = panel.getByTestId('sources-list');
  await expect(list).toContainText(
    `Karpicke, J. D., & Blunt, J. R. (2011). ${ARTICLE}. Science, 331(6018), 772–775. https://doi.org/10.1126/science.1199327`,
  );

  // Cite at the cursor (the end of the text): APA 7 by default.
  await text.click();
  await page.keyboard.press('End');
  await panel.getByRole('button', { name: `Cite ${ARTICLE} at the cursor` }).click();
  await expect(text).toContainText('long-term memory. (Karpicke & Blunt, 2011)');

  // A BibTeX file imported.
  await panel.getByLabel('Import BibTeX or RIS').setInputFiles({
    name: 'refs.bib',
    mimeType: 'application/x-bibtex',
    buffer: Buffer.from(BIBTEX),
  });
  await expectToast(page, '1 source imported');
  await expect(list).toContainText(
    'Kahneman, D. (2011). Thinking, Fast and Slow. Farrar, Straus and Giroux.',
  );

  // A document of the student's library.
  await panel.getByRole('button', { name: 'From my library' }).click();
  const picker = panel.getByLabel('Choose a document');
  await expect(picker.locator('option').nth(1)).toBeAttached();
  const libraryTitle = (await picker.locator('option').nth(1).textContent())!.trim();
  await picker.selectOption({ index: 1 });
  await panel.getByRole('button', { name: 'Add document' }).click();
  await expect(list.locator('li')).toHaveCount(3);
  // citeproc typesets straight apostrophes as typographic ones.
  await expect(list).toContainText(libraryTitle.replace(/'/g, '’'));

  // The paid reference search: 5 points, quoted on the button; the library document is found (already added).
  await expect(page.getByTestId('points-badge').first()).toHaveText(/\d+ Points/);
  const before = await balance(page);
  await panel.getByLabel('Search the library and scholarly works').fill(libraryTitle);
  await panel.getByRole('button', { name: 'Search · 5 points' }).click();
  const results = panel.getByTestId('reference-results');
  await expect(results).toContainText('Results from the Studyloop library.', { timeout: 30_000 });
  await expect(results.getByRole('button', { name: `Add ${libraryTitle}` })).toHaveText('Added');
  await expect(page.getByTestId('points-badge').first()).toHaveText(
    `${(before - 5).toLocaleString('en-US')} Points`,
  );

  // The bibliography at the end of the paper, in APA 7.
  await panel.getByRole('button', { name: 'Insert bibliography' }).click();
  const bibliography = text.locator('section[data-bibliography]');
  await expect(bibliography.getByRole('heading', { name: 'References' })).toBeVisible();
  await expect(bibliography).toContainText('Kahneman, D. (2011). Thinking, Fast and Slow.');
  await shoot(page, 'citations-apa');

  // The style switch reformats the citation and the bibliography.
  await panel.getByLabel('Citation style').selectOption({ label: 'MLA 9th edition' });
  await expect(text).toContainText('(Karpicke and Blunt)');
  await expect(bibliography.getByRole('heading', { name: 'Works Cited' })).toBeVisible();
  await expect(bibliography).toContainText('Kahneman, Daniel. Thinking, Fast and Slow.');
  await panel.getByLabel('Citation style').selectOption({ label: 'IEEE' });
  await expect(text).toContainText('long-term memory. [1]');

  // Export in both formats.
  const bib = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export BibTeX' }).click();
  const bibText = await readFile((await (await bib).path())!, 'utf8');
  expect(bibText).toContain('@book{kahneman2011,');
  expect(bibText).toContain('doi = {10.1126/science.1199327}');
  const ris = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export RIS' }).click();
  const risText = await readFile((await (await ris).path())!, 'utf8');
  expect(risText).toContain('TY  - JOUR');
  expect(risText).toContain(`TI  - ${libraryTitle}`);

  // Deleting the cited source removes its citation from the text.
  await panel.getByRole('button', { name: `Delete source ${ARTICLE}` }).click();
  await expectToast(page, 'Source deleted');
  await expect(list.locator('li')).toHaveCount(2);
  await expect(text).not.toContainText('memory. [1]');
  await expect(text).not.toContainText('Karpicke');
  await expect(text).toContainText('long-term memory. References');

  // Cite again, save, reload: the citation, the style and the bibliography come back.
  await text.click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('End');
  await panel.getByRole('button', { name: 'Cite Thinking, Fast and Slow at the cursor' }).click();
  await expect(text).toContainText('long-term memory. [');
  await page.getByRole('button', { name: 'Save now' }).click();
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved /);
  await page.reload();
  await expect(text).toContainText('long-term memory. [');
  await expect(text.locator('section[data-bibliography]')).toContainText('Thinking, Fast and Slow');
  await page.getByRole('tab', { name: 'Sources' }).click();
  await expect(page.getByLabel('Citation style')).toHaveValue('ieee');
  await shoot(page, 'citations-ieee');

  // Export to DOCX and PDF: the files open with the paper's text, its citation and its bibliography.
  const title = await page.getByLabel('Document title').inputValue();
  expect(scripts.filter((url) => /paper-docx/.test(url))).toEqual([]);
  const docxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export DOCX' }).click();
  const docx = await docxDownload;
  expect(scripts.filter((url) => /paper-docx/.test(url))).toHaveLength(1);
  expect(docx.suggestedFilename()).toBe(`${title}.docx`);
  const docxText = (await mammoth.extractRawText({ path: (await docx.path())! })).value.replace(/\n+/g, '\n');
  expect(docxText).toContain(`${title}\nTesting yourself beats rereading for long-term memory. [1]`);
  expect(docxText).toContain('References\n[1]');
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const pdfFile = await pdfDownload;
  expect(pdfFile.suggestedFilename()).toBe(`${title}.pdf`);
  const pdfText = (await pageTexts(await openPdf(await readFile((await pdfFile.path())!)))).join(' ');
  expect(pdfText.replace(/\s+/g, ' ')).toContain(
    'Testing yourself beats rereading for long-term memory. [1]',
  );
  expect(pdfText).toContain('Thinking, Fast and Slow');
});
