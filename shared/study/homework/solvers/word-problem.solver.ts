// Questions that are maths written in words: a calculation ("what is 7 times 8 minus 6?"), an equation in an
// unknown number ("five more than twice a number is 17"), and consecutive integers with a given sum. The words
// are read into symbols (word-expression.util.ts), shown as the first step, and the symbolic engine solves them.
import { solveMath } from '../../math/math-solver.engine.ts';
import type { MathSolution } from '../../math/math-solution.types.ts';
import { fmt } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';
import { UNKNOWN, wordedEquation, wordedExpression } from './word-expression.util.ts';

const ASKING =
  /^(?:please )?(?:(?:can you |could you )?(?:tell me )?(?:what is|what's|whats|what are|how much is|how much are|calculate|compute|evaluate|work out|find|determine|simplify|solve)\b:?\s*(?:the value of\s+)?)/;

/** The question without the asking words around the maths ("what is …?", "… find the number."). */
function core(q: string): string {
  return q
    .replace(/[?!.]+\s*$/, '')
    .replace(ASKING, '')
    .replace(/^(?:if|when)\s+/, '')
    .replace(/\s*,\s*(?=the result is|you get|it (?:is|equals|gives))/, ' ')
    .replace(/\bit (?:is|equals|gives)\b/, 'is')
    .replace(
      /[.,;]?\s*(?:what is|what's|whats|find|determine|work out|calculate|solve for|which is|identify)\s+(?:the|this|that)\s+(?:unknown |mystery )?number\s*$/,
      '',
    )
    .replace(/[.,;]?\s*(?:what|which) (?:is the |)number is (?:it|this|that)\s*$/, '')
    .replace(/[.,;]\s*$/, '')
    .trim();
}

/**
 * Whether the maths is written with words (or mixed numbers, "1 1/2") at all; maths in symbols alone is the
 * symbolic engine's.
 */
function hasWords(text: string): boolean {
  const mixedNumber = /(?<![\d./])\d+ \d+\/\d+(?![\d./])/.test(text);
  return mixedNumber || /\b[a-z]{2,}\b/.test(text.replace(/\b(?:sqrt|sin|cos|tan|log|ln|exp|abs|pi)\b/g, ''));
}

function arithmetic(q: string): MathSolution | null {
  const text = core(q);
  if (!hasWords(text)) return null;
  const expression = wordedExpression(text);
  if (expression === null) return null;
  const solved = solveMath(expression).data;
  if (solved === null || solved.kind !== 'arithmetic') return null;
  return { ...solved, problem: q, steps: [step('Write the words as symbols.', expression), ...solved.steps] };
}

function unknownNumber(q: string): MathSolution | null {
  const text = core(q);
  if (!hasWords(text)) return null;
  const equation = wordedEquation(text);
  if (equation === null) return null;
  const written = `${equation.left} = ${equation.right}`;
  const solved = solveMath(written).data;
  const values = solved?.result?.values;
  if (solved === null || values === undefined || values.length === 0) return null;
  if (!['linear', 'quadratic', 'equation'].includes(solved.kind)) return null;
  const listed = values.map(fmt).join(' or ');
  const named = equation.unknown === UNKNOWN;
  return solution(
    solved.kind,
    q,
    [
      step(
        named
          ? `Call the number ${UNKNOWN} and write the sentence as an equation.`
          : 'Write the sentence as an equation.',
        written,
      ),
      ...solved.steps,
    ],
    named ? `The number is ${listed} (${UNKNOWN} = ${listed})` : `${equation.unknown} = ${listed}`,
    { values },
  );
}

const COUNT =
  /(\d+) consecutive (even |odd )?(?:whole |positive |negative )?(?:integers|numbers|whole numbers)/;

function consecutive(q: string): MathSolution | null {
  const m = new RegExp(
    `(?:the )?sum of ${COUNT.source} (?:is|equals|=|adds up to|totals?) (-?\\d+)|${COUNT.source} (?:add up to|have a sum of|sum to|total|whose sum is) (-?\\d+)`,
  ).exec(q);
  if (!m) return null;
  const count = Number(m[1] ?? m[4]);
  const kind = (m[2] ?? m[5] ?? '').trim();
  const sum = Number(m[3] ?? m[6]);
  if (!Number.isInteger(count) || count < 2 || count > 10) return null;
  const gap = kind === '' ? 1 : 2;
  const offsets = Array.from({ length: count }, (_, i) => i * gap);
  const offsetSum = offsets.reduce((a, b) => a + b, 0);
  const first = (sum - offsetSum) / count;
  const parityOk = kind === '' || Math.abs(first % 2) === (kind === 'even' ? 0 : 1);
  if (!Number.isInteger(first) || !parityOk) return null;
  const terms = offsets.map((o) => (o === 0 ? UNKNOWN : `(${UNKNOWN} + ${o})`));
  const numbers = offsets.map((o) => first + o);
  return solution(
    'linear',
    q,
    [
      step(
        `Call the smallest ${kind === '' ? 'integer' : `${kind} integer`} ${UNKNOWN}; the next ones are ${gap} apart.`,
        terms.join(', '),
      ),
      step('Their sum is given: write the equation.', `${terms.join(' + ')} = ${sum}`),
      step('Collect the terms.', `${count}${UNKNOWN} + ${offsetSum} = ${sum}`),
      step(
        `Subtract ${offsetSum} and divide by ${count}.`,
        `${UNKNOWN} = (${sum} - ${offsetSum}) / ${count} = ${first}`,
      ),
    ],
    `The integers are ${numbers.join(', ')}`,
    { values: numbers },
  );
}

export const solveWordProblem: HomeworkSolver = (q) => consecutive(q) ?? unknownNumber(q) ?? arithmetic(q);
