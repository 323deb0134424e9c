// A derivative asked at a point ("f'(e)", "the gradient at x = 2", "at the point (4, 5)") is a number, not the
// derivative function: giving the function answers a different question. The function is evaluated at the point
// the question names, or the answer is declined.
import { math } from '../math/math-expression.util.ts';
import type { MathSolution } from '../math/math-solution.types.ts';
import { fmt } from './solvers/question-text.util.ts';

const VALUE = String.raw`(-?\d+(?:\.\d+)?|e|pi|π)`;
const POINTS = [
  new RegExp(String.raw`\b[a-z]\s*['′]\s*\(\s*${VALUE}\s*\)`, 'i'),
  new RegExp(String.raw`\b(?:at|when|where|for)\s+[a-z]\s*=\s*${VALUE}(?![\w.])`, 'i'),
  new RegExp(String.raw`\bat (?:the point )?\(\s*(-?\d+(?:\.\d+)?)\s*,\s*-?\d+(?:\.\d+)?\s*\)`, 'i'),
];

function pointOf(question: string): { written: string; value: number } | null {
  for (const pattern of POINTS) {
    const written = pattern.exec(question)?.[1];
    if (written === undefined) continue;
    const value = written === 'e' ? Math.E : written === 'pi' || written === 'π' ? Math.PI : Number(written);
    return Number.isFinite(value) ? { written, value } : null;
  }
  return null;
}

/**
 * The solution as asked: a derivative evaluated at the question's point, the solution itself when no point is
 * asked (or it is not a derivative, or the solver already worked at the point: a tangent line's slope and
 * intercept), null when the point cannot be used (a tangent line's equation is asked of a derivative function, or
 * the derivative has no value there).
 */
export function atAskedPoint(question: string, solution: MathSolution): MathSolution | null {
  const expression = solution.result?.expression;
  if (solution.kind !== 'derivative' || expression === undefined || solution.result?.values !== undefined)
    return solution;
  const point = pointOf(question);
  if (point === null) return solution;
  if (/\b(?:tangent|normal)\b/i.test(question) && /\bequation|\bline\b/i.test(question)) return null;
  const variable = solution.result?.variable ?? 'x';
  let value: unknown;
  try {
    value = math.evaluate(expression, { [variable]: point.value });
  } catch {
    return null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const at = `${variable} = ${point.written}`;
  return {
    ...solution,
    steps: [
      ...solution.steps,
      {
        description: `Evaluate the derivative at ${at}.`,
        expression: `${expression} at ${at} = ${fmt(value)}`,
      },
    ],
    answer: `${solution.answer}; at ${at}: ${fmt(value)}`,
    result: { values: [value] },
  };
}
