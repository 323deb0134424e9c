import { describe, expect, it } from 'vitest';
import {
  answerAsText,
  blocksOfReply,
  engineRefusal,
  solveQuestion,
  solveWithEngine,
  tidyProblem,
  tidySpacing,
} from './homework-answer.engine.ts';

describe('homework answers', { timeout: 30_000 }, () => {
  it('solves a question once: asked again (the refusal, the references reply), the kept result is given', () => {
    const question = 'Explain the causes of the First World War';
    const first = solveQuestion(question);
    expect(first.data).toBeNull();
    expect(solveQuestion(question)).toBe(first);
    expect(engineRefusal(question)).toBe(first.error?.message);
    // Another text is solved on its own.
    expect(solveQuestion('Solve 2x + 3 = 11').data?.answer).toMatch(/x\s*=\s*4/);
  });

  it('answers the maths the engine covers as explained steps with their working', () => {
    const answer = solveWithEngine('Solve x^2 - 5x + 6 = 0');
    expect(answer?.engine).toBe('engine');
    expect(answer?.finalAnswer).toBe('x = 3 or x = 2');
    expect(answer?.formattedQuestion).toEqual([
      { type: 'text', text: 'Solve x^2 - 5x + 6 = 0' },
      { type: 'math', text: 'x^2 - 5x + 6 = 0' },
    ]);
    const types = answer?.answer.map((b) => b.type);
    expect(types?.slice(0, 4)).toEqual(['step', 'math', 'step', 'math']);
    expect(solveWithEngine('Why is the sky blue?')).toBeNull();
  });

  it('reads a tutor reply: numbered steps, display maths and the answer line', () => {
    const reply = [
      '**Step 1:** Write the formula.',
      '$$E = mc^2$$',
      'It relates mass and energy.',
      '2) Substitute the numbers.',
      '\\[E = 2 \\cdot 9 \\times 10^{16}\\]',
      '**Answer:** $1.8 \\times 10^{17}$ J',
    ].join('\n');
    const { blocks, finalAnswer } = blocksOfReply(reply);
    expect(blocks).toEqual([
      { type: 'step', text: 'Write the formula.' },
      { type: 'math', text: 'E = mc^2' },
      { type: 'text', text: 'It relates mass and energy.' },
      { type: 'step', text: 'Substitute the numbers.' },
      { type: 'math', text: 'E = 2 \\cdot 9 \\times 10^{16}' },
    ]);
    expect(finalAnswer).toBe('$1.8 \\times 10^{17}$ J');
    expect(answerAsText(blocks, finalAnswer)).toContain('2. Substitute the numbers.');
  });

  it('tidies the solver’s spacing', () => {
    expect(tidyProblem('x ^ 2 - 5 x + 6 = 0')).toBe('x^2 - 5x + 6 = 0');
  });

  it('reads a run of spaces as one space and blank lines as one line break', () => {
    expect(tidySpacing('solve  2x +\t3 = 7 \n\n\n  x > 0')).toBe('solve 2x + 3 = 7\nx > 0');
    const spaced = solveQuestion('integrate      x^2      dx').data;
    expect(spaced?.result?.expression).toBe(solveQuestion('integrate x^2 dx').data?.result?.expression);
    expect(solveQuestion('hcf of 84, 126 and 210').data?.result?.values).toEqual([42]);
    expect(solveQuestion('lcm of 4, 6, and 10').data?.result?.values).toEqual([60]);
  });

  // Found by the hostile-input probe (scripts/bench/abuse/hostile-text.ts): each held a worker for its whole clock,
  // one for 196 s, before the spacing was tidied and the list separators could match only one way.
  it('answers or declines at once a question built to make its patterns backtrack', () => {
    const hostile = [
      'hcf 0 an' + 'd0 and0 an'.repeat(28) + ',',
      'lcm 0 an' + 'd0 and0 an'.repeat(28) + 't',
      'integrate' + ' '.repeat(1600) + 'a' + ' '.repeat(1600) + '\ni',
      'solve' + ' '.repeat(3000) + 'x' + '\n'.repeat(1000) + '=',
    ];
    // Nonsense, declined: the point is that the answer comes at all (a backtracking pattern ran for minutes).
    for (const question of hostile) expect(solveQuestion(question).data).toBeNull();
  });
});
