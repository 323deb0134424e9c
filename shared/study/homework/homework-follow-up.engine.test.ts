import { describe, expect, it } from 'vitest';
import { answerFollowUp, FOLLOW_UP_MESSAGES, threadContext } from './homework-follow-up.engine.ts';

const text = (outcome: ReturnType<typeof answerFollowUp>) =>
  outcome.reply?.answer.answer.map((b) => b.text).join('\n') ?? '';

describe('homework follow-ups answered by the engine', { timeout: 30_000 }, () => {
  it('explains why, a named step, and a named move of the previous solution', () => {
    const why = answerFollowUp('why?', ['Solve 2x + 3 = 7']);
    expect(why.reply).toMatchObject({ kind: 'explain', step: 0 });
    expect(text(why)).toMatch(/Subtract 3 from both sides.*Why: Doing the same to both sides/);
    const step = answerFollowUp('explain step 2', ['Solve 2x + 3 = 7']);
    expect(step.reply).toMatchObject({ kind: 'explain', step: 2 });
    expect(text(step)).toContain('Step 2 of 4: Subtract 3 from both sides');
    const formula = answerFollowUp('why do we divide by 2a?', ['Solve x^2 - 5x + 6 = 0']);
    expect(text(formula)).toMatch(/quadratic formula[\s\S]*Completing the square/);
    const from = answerFollowUp('where does the 4 come from?', ['Solve 2x + 3 = 7']);
    expect(from.reply?.step).toBe(2);
    expect(answerFollowUp('explain step 9', ['Solve 2x + 3 = 7']).refusal).toBe(
      FOLLOW_UP_MESSAGES.stepOutOfRange(4),
    );
  });

  it("checks the student's answer by value, by substitution and as an expression", () => {
    const wrong = answerFollowUp('can you check my answer 12?', ['Solve 2x + 3 = 7']);
    expect(wrong.reply).toMatchObject({ kind: 'check', correct: false });
    expect(text(wrong)).toContain('left side = 27, right side = 7 (not equal)');
    expect(answerFollowUp('is x = 2 right?', ['Solve 2x + 3 = 7']).reply?.correct).toBe(true);
    expect(answerFollowUp('I got 28/3', ['x/2 + 1/3 = 5']).reply?.correct).toBe(true);
    expect(answerFollowUp('I got 9.33, is that right?', ['x/2 + 1/3 = 5']).reply?.correct).toBe(true);
    const half = answerFollowUp('I got x = 3', ['Solve x^2 - 5x + 6 = 0']);
    expect(text(half)).toContain('x = 3 is right, but it is not the whole answer: x = 3 or x = 2.');
    const derivative = answerFollowUp('I got 9x^2 + 12x + 4, is that right?', [
      'derivative of 3x^3 + 6x^2 + 4x + 4',
    ]);
    expect(derivative.reply?.correct).toBe(true);
    expect(answerFollowUp('is it 18x + 12?', ['derivative of 3x^3 + 6x^2 + 4x + 4']).reply?.correct).toBe(
      false,
    );
  });

  it('answers "what if" with a number, a coefficient, a named quantity or the unknown changed', () => {
    const number = answerFollowUp('what if the 5 were 8?', ['x/2 + 1/3 = 5']);
    expect(number.reply?.answer.finalAnswer).toBe('x = 46/3 ≈ 15.33333333');
    expect(answerFollowUp('what if c were 4?', ['Solve x^2 - 5x + 6 = 0']).reply?.answer.finalAnswer).toBe(
      'x = 4 or x = 1',
    );
    const discount = answerFollowUp('what if the discount was 30%?', [
      'A jacket costs $25 and is 15% off. What is the sale price?',
    ]);
    expect(discount.reply?.answer.finalAnswer).toBe('The sale price is 17.50');
    const time = answerFollowUp('what if t were 10?', [
      'a car accelerates from rest at 6 m/s^2 for 6 s, how far does it go?',
    ]);
    expect(time.reply?.answer.finalAnswer).toBe('Displacement = 300 m');
    const x = answerFollowUp('what about if x were 5?', ['Solve 2x + 3 = 7']);
    expect(x.reply).toMatchObject({ kind: 'check', correct: false });
    expect(text(x)).toContain(
      'x = 5 does not make both sides equal, so it is not a solution. The solution is x = 2.',
    );
    expect(
      answerFollowUp('what if x = 2?', ['derivative of 3x^3 + 6x^2 + 4x + 4']).reply?.answer.finalAnswer,
    ).toBe("f'(2) = 64");
    expect(answerFollowUp('what if the 9 were 3?', ['Solve 2x + 3 = 7']).refusal).toMatch(
      /^9 does not appear in the question/,
    );
  });

  it('does the same for another problem, and gives the answer in another form', () => {
    // A new problem asked outright in the thread; "Solve" does not open with the lead-in word "so".
    const asked = answerFollowUp('Solve 3x + 3 = 12', ['Solve 2x + 3 = 11']);
    expect(asked.reply).toMatchObject({ kind: 'new-question' });
    expect(asked.reply?.answer.finalAnswer).toBe('x = 3');
    expect(
      answerFollowUp('now do the same for 3x+2=11', ['Solve 2x + 3 = 7']).reply?.answer.finalAnswer,
    ).toBe('x = 3');
    expect(answerFollowUp('what if it was 2x - 3 = 7?', ['Solve 2x + 3 = 7']).reply?.answer.finalAnswer).toBe(
      'x = 5',
    );
    expect(
      answerFollowUp('now do the same for x^4 - 2x', ['derivative of 3x^3 + 6x^2 + 4x + 4']).reply?.answer
        .finalAnswer,
    ).toBe("f'(x) = 4x^3 - 2");
    expect(
      answerFollowUp('do the same for 4, 9, 1, 7', ['find the median of 8, 8, 3, 17, 18']).reply?.answer
        .finalAnswer,
    ).toBe('median = 5.5');
    expect(answerFollowUp('as a decimal?', ['x/2 + 1/3 = 5']).reply?.answer.finalAnswer).toBe('x = 9.33333');
    expect(answerFollowUp('round to 2 decimal places', ['x/2 + 1/3 = 5']).reply?.answer.finalAnswer).toBe(
      'x = 9.33',
    );
    expect(answerFollowUp('as a fraction', ["what's 37.5% of 1"]).reply?.answer.finalAnswer).toBe('3/8');
  });

  it('follows the thread: a later follow-up refers to the problem the last one changed to', () => {
    const thread = ['Solve 2x + 3 = 7', 'now do the same for 3x+2=11'];
    expect(threadContext(thread)?.solution.answer).toBe('x = 3');
    expect(answerFollowUp('is x = 3 correct?', thread).reply?.correct).toBe(true);
  });

  it('says precisely what it can do when a follow-up is not about the thread', () => {
    const other = answerFollowUp('How does the product rule work for derivatives?', ['x/2 + 1/3 = 5']);
    expect(other.reply).toBeNull();
    expect(other.refusal).toBe(FOLLOW_UP_MESSAGES.notUnderstood('x / 2 + 1 / 3 = 5'));
    expect(answerFollowUp('thanks!', ['Solve 2x + 3 = 7']).reply).toBeNull();
    expect(answerFollowUp('why?', ['Why is the sky blue?']).refusal).toBe(FOLLOW_UP_MESSAGES.noContext);
  });
});
