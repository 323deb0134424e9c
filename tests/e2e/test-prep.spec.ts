// Test prep (issue 15): a plan with a pasted resource, a priced practice test taken against the clock, a reload
// mid-test that resumes with the answers and flags saved, submission, per-topic results with the right answers
// and sources, cards made from the weak topics, the plan's analytics and question bank; a test that runs out
// of time submits itself.
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './support/auth';
import { restGet } from './support/rest';

const SHOTS = '.tmp/shots-learning';
const BIOLOGY = `Photosynthesis is the process by which green plants turn light energy into chemical energy.
Chlorophyll is the green pigment that absorbs light in the chloroplasts of plant cells.
Mitochondria are organelles that release energy from glucose through cellular respiration.
The nucleus is the membrane-bound organelle that holds the genetic material of the cell.
Ribosomes are small structures that assemble proteins from amino acids following messenger RNA.
Osmosis is the movement of water across a semi-permeable membrane from a dilute to a concentrated solution.
Diffusion is the net movement of particles from a region of higher concentration to one of lower concentration.
Enzymes are proteins that speed up chemical reactions without being used up themselves.
The cell membrane controls which substances enter and leave the cell.
Glucose made in photosynthesis is stored as starch in the leaves of the plant.
Chloroplasts contain chlorophyll and are found in the cells of leaves.
Cellular respiration in the mitochondria releases carbon dioxide and water as waste.
Active transport moves particles against a concentration gradient using energy from respiration.
Stomata are pores in the leaf that let carbon dioxide in and oxygen out.`;

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Answers the question on screen: the first option, or a wrong short answer. */
async function answerCurrent(page: Page) {
  const text = page.getByLabel('Your answer');
  if (await text.isVisible()) {
    await text.fill('not the answer');
    // Leaving the field saves the typed answer at once (otherwise 600 ms after the last key).
    await text.blur();
  } else await page.getByRole('radio').first().check();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
}

async function newPlan(page: Page, name: string) {
  await page.goto('/dashboard/test-prep');
  await page.getByRole('link', { name: 'New study plan' }).click();
  await page.getByLabel('Plan name').fill(name);
  await page.getByLabel('Exam date').fill('2026-12-18');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByRole('heading', { name: 'Study plan resources' })).toBeVisible();
  await page.getByLabel('Title').fill('Cell biology notes');
  await page.getByLabel('Text', { exact: true }).fill(BIOLOGY);
  await page.getByRole('button', { name: 'Add' }).first().click();
  await expect(page.getByRole('list', { name: 'Resources' })).toContainText('Cell biology notes');
}

test('plan, timed test, reload and resume, submit, per-topic results, cards from weak topics', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD, '/login?returnUrl=/dashboard/test-prep');
  await expect(page.getByRole('heading', { name: 'AI Test Prep' })).toBeVisible();
  await newPlan(page, 'Biology final');
  await shoot(page, 'plan-resources');
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Biology final' })).toBeVisible();
  await expect(page.getByText('Exam on Dec 18, 2026')).toBeVisible();
  await expect(page.getByText('No tests yet.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Create practice test' }).click();
  await page.getByLabel('Number of questions').selectOption('15');
  await expect(page.getByRole('button', { name: 'Generate for 7 points' })).toBeVisible();
  await page.getByLabel('Number of questions').selectOption('10');
  await page.getByLabel('Time limit (minutes, empty for none)').fill('20');
  await shoot(page, 'create-test');
  await page.getByRole('button', { name: 'Generate for 5 points' }).click();

  await expect(page).toHaveURL(/\/test-prep\/[0-9a-f-]{36}\/test\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId('timer')).toHaveText(/^\s*(20:00|19:5\d)$/);
  const total = Number((await page.getByTestId('question-number').textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(5);
  await answerCurrent(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await answerCurrent(page);
  await page.getByRole('button', { name: 'Flag for review' }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await page.getByRole('button', { name: 'Next' }).click();
  await answerCurrent(page);
  // The third answer is saved before the reload below asks for it back.
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await shoot(page, 'test-session');

  // A reload mid-test resumes the same attempt: answers, flag and clock kept.
  await page.reload();
  await expect(page.getByTestId('answered-count')).toContainText(`3 of ${total} answered`);
  await expect(page.getByRole('button', { name: 'Question 2, answered, flagged' })).toBeVisible();
  await expect(page.getByTestId('timer')).toHaveText(/^\s*19:\d\d$/);
  await page.getByRole('button', { name: /^Question 4/ }).click();
  for (let n = 4; n <= total; n++) {
    await expect(page.getByTestId('question-number')).toHaveText(`Question ${n} of ${total}`);
    await answerCurrent(page);
    if (n < total) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit test' }).first().click();
  // The product's own dialog (issue 28), not the browser's confirm().
  const confirmSubmit = page.getByRole('alertdialog', { name: 'Submit test' });
  await expect(confirmSubmit).toContainText(/unanswered|Submit your answers/);
  await confirmSubmit.getByRole('button', { name: 'Submit test' }).click();

  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByTestId('result-score')).toHaveText(/^\d+%$/);
  await expect(page.getByTestId('result-question')).toHaveCount(total);
  await expect(page.getByTestId('result-question').first()).toContainText('Right answer');
  await expect(page.getByTestId('result-question').first()).toContainText('Source passage');
  await expect(page.getByTestId('topic-results').locator('tbody tr').first()).toBeVisible();
  await shoot(page, 'test-results');

  // Short answers were wrong on purpose: their topics are weak; cards for them open in the deck editor.
  await page.getByRole('button', { name: 'Make flashcards for these' }).click();
  await expect(page.getByRole('heading', { name: 'New flashcard deck' })).toBeVisible();
  await expect(page.getByLabel('Deck name')).toHaveValue(/^Weak topics: /);
  const cards = await page.getByTestId('card-editor').count();
  expect(cards).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Save deck' }).click();
  await expect(page.getByTestId('queue-counts')).toHaveText(`0 learning · 0 to review · ${cards} new`);

  // The plan: one test taken, the score trend, weak topics and the question bank filtered by result.
  await page.goto('/dashboard/test-prep');
  await page
    .getByTestId('plan-card')
    .filter({ hasText: 'Biology final' })
    .getByRole('link', { name: 'Open' })
    .click();
  await expect(page.getByTestId('plan-tests-taken')).toHaveText('1');
  await expect(page.getByTestId('score-trend')).toHaveAttribute('aria-label', /#1 \d+%/);
  await expect(page.getByTestId('weak-topics')).toBeVisible();
  await expect(page.getByTestId('bank-count')).toHaveText(`${total} of ${total}`);
  await page.getByLabel('Result').selectOption('wrong');
  const wrong = Number((await page.getByTestId('bank-count').textContent())!.split(' ')[0]);
  expect(wrong).toBeGreaterThan(0);
  expect(wrong).toBeLessThanOrEqual(total);
  await expect(page.getByTestId('question-bank').locator('li').first()).toContainText('Wrong');
  await shoot(page, 'plan-page');
});

test('a timed test submits itself when the time runs out', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD, '/login?returnUrl=/dashboard/test-prep');
  await expect(page.getByRole('heading', { name: 'AI Test Prep' })).toBeVisible();
  await newPlan(page, 'Timed plan');
  await page.getByRole('link', { name: 'Done' }).click();
  await page.getByRole('link', { name: 'Create practice test' }).click();
  await page.getByLabel('Number of questions').selectOption('5');
  await page.getByLabel('Time limit (minutes, empty for none)').fill('1');
  await page.getByRole('button', { name: 'Generate for 5 points' }).click();
  await expect(page.getByTestId('timer')).toBeVisible({ timeout: 30_000 });
  await answerCurrent(page);
  await page.clock.fastForward('01:05');
  await expect(page).toHaveURL(/\/results$/, { timeout: 15_000 });
  await expect(page.getByTestId('result-question')).toHaveCount(5);
  await expect(page.getByTestId('result-question').nth(1)).toContainText('No answer');
});

test('a public test page leads to taking the test', async ({ page, request }) => {
  const [publicTest] = await restGet<Array<{ slug: string; title: string; question_count: number }>>(
    request,
    'tests?is_public=eq.true&question_count=gt.0&select=slug,title,question_count&order=title&limit=1',
  );
  expect(publicTest).toBeDefined();
  await logIn(page, 'student@studyloop.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/test-prep/test/${publicTest!.slug}`);
  await page.getByRole('link', { name: 'Take this test' }).click();
  await expect(page.getByTestId('question-number')).toHaveText(`Question 1 of ${publicTest!.question_count}`);
  await answerCurrent(page);
  await page.getByRole('button', { name: 'Submit test' }).last().click();
  await page
    .getByRole('alertdialog', { name: 'Submit test' })
    .getByRole('button', { name: 'Submit test' })
    .click();
  await expect(page).toHaveURL(/\/test-prep\/public\/test\/[0-9a-f-]{36}\/results$/);
  await expect(page.getByTestId('result-question')).toHaveCount(publicTest!.question_count);
});
