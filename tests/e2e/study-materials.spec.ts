// Study materials (issue 29): a deck made from an uploaded file laid out as a PDF's pages (a running header and
// page labels on every page) holds cards without those lines, whole terms and the count asked; a few cards are
// studied; a practice test made from the same notes is taken and its results link each question's passage.
import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, logIn } from './support/auth';

const HEADER = 'Photosynthesis Study Notes - BIO 110';
const PAGES = [
  `Page 1: Overview\n\nPhotosynthesis is the process by which plants, algae and some bacteria convert light energy into chemical energy stored in glucose. It takes place in the chloroplasts of leaf cells. Chlorophyll is a green pigment that absorbs red and blue light. Leaves look green because chlorophyll reflects green light.`,
  `Page 2: Light-dependent reactions\n\nThe light-dependent reactions occur in the thylakoid membranes. Water molecules are split, and oxygen is released as a by-product. The energy of sunlight is stored in ATP and NADPH. Photosystem II absorbs light at 680 nm, while photosystem I absorbs light at 700 nm.`,
  `Page 3: The Calvin cycle\n\nThe Calvin cycle takes place in the stroma of the chloroplast. The enzyme RuBisCO fixes carbon dioxide to ribulose bisphosphate. First, carbon dioxide is fixed by RuBisCO. Then, ATP and NADPH reduce 3-phosphoglycerate to G3P. Finally, RuBP is regenerated so the cycle can continue.`,
  `Page 4: Limiting factors\n\nThe rate of photosynthesis depends on light intensity, carbon dioxide concentration and temperature. Low temperature slows photosynthesis because enzymes work more slowly. C4 plants such as maize fix carbon dioxide into four-carbon compounds. CAM plants open their stomata at night to reduce water loss.`,
];
const FILE_TEXT = PAGES.map((body, i) => `${HEADER}\n${body}\n${i + 1} / ${PAGES.length}`).join('\n\f\n');

test('a deck and a practice test from uploaded notes: no page labels or titles, studied and taken', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(
    page,
    'student@studyloop.test',
    DEMO_PASSWORD,
    '/login?returnUrl=/dashboard/ai-flashcard-maker',
  );
  await page.getByRole('link', { name: 'New deck' }).click();
  await page.getByRole('tab', { name: 'Upload a file' }).click();
  await page.getByLabel('File (PDF, Word .docx or plain text)').setInputFiles({
    name: 'photosynthesis-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(FILE_TEXT),
  });
  await page.getByLabel('Number of cards').selectOption('10');
  await page.getByRole('button', { name: 'Generate for 5 points' }).click();
  await expect(page.getByRole('status').filter({ hasText: '5 points charged' })).toBeVisible({
    timeout: 30_000,
  });

  const editors = page.getByTestId('card-editor');
  await expect(editors).toHaveCount(10);
  const fronts: string[] = [];
  for (let i = 0; i < 10; i++) fronts.push(await editors.nth(i).getByLabel('Front').inputValue());
  for (const front of fronts) {
    expect(front).not.toMatch(/Page \d|BIO 110|Study Notes|\d \/ 4/);
    expect(front).not.toMatch(/_____ \d+:/);
  }
  expect(fronts).toContain('What is photosynthesis?');
  expect(new Set(fronts).size).toBe(10);
  await page.getByLabel('Deck name').fill('Photosynthesis from my notes');
  await page.getByRole('button', { name: 'Save deck' }).click();
  await expect(page.getByRole('heading', { name: 'Photosynthesis from my notes' })).toBeVisible();
  await expect(page.getByTestId('queue-counts')).toHaveText('0 learning · 0 to review · 10 new');
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Space');
    await expect(page.getByTestId('study-back')).toBeVisible();
    await page.keyboard.press('3');
    await expect(page.getByTestId('session-reviewed')).toHaveText(`${i + 1} reviewed this session`);
  }

  // The practice test: a plan whose resource is the same notes.
  await page.goto('/dashboard/test-prep');
  await page.getByRole('link', { name: 'New study plan' }).click();
  await page.getByLabel('Plan name').fill('Photosynthesis quiz');
  await page.getByLabel('Exam date').fill('2026-12-18');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByRole('heading', { name: 'Study plan resources' })).toBeVisible();
  await page.getByLabel('Title').fill('Photosynthesis notes');
  await page.getByLabel('Text', { exact: true }).fill(FILE_TEXT);
  await page.getByRole('button', { name: 'Add' }).first().click();
  await expect(page.getByRole('list', { name: 'Resources' })).toContainText('Photosynthesis notes');
  await page.getByRole('link', { name: 'Done' }).click();
  await page.getByRole('link', { name: 'Create practice test' }).click();
  await page.getByLabel('Number of questions').selectOption('10');
  await page.getByRole('button', { name: 'Generate for 5 points' }).click();
  await expect(page).toHaveURL(/\/test-prep\/[0-9a-f-]{36}\/test\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const total = Number((await page.getByTestId('question-number').textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(8);
  for (let n = 1; n <= total; n++) {
    await expect(page.getByTestId('question-number')).toHaveText(`Question ${n} of ${total}`);
    const question = await page.locator('main').innerText();
    expect(question).not.toMatch(/Page \d|BIO 110|Study Notes/);
    const typed = page.getByLabel('Your answer');
    if (await typed.isVisible()) {
      await typed.fill('RuBisCO');
      await typed.blur();
    } else await page.getByRole('radio').first().check();
    await expect(page.getByTestId('save-state')).toHaveText('Saved');
    if (n < total) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit test' }).first().click();
  // The product's own dialog (issue 28), not the browser's confirm().
  await page
    .getByRole('alertdialog', { name: 'Submit test' })
    .getByRole('button', { name: 'Submit test' })
    .click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByTestId('result-question')).toHaveCount(total);
  await expect(page.getByTestId('result-question').first()).toContainText('Source passage');
});
