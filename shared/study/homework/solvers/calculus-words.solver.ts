// Calculus asked in words: the slope (and equation) of a tangent at a point, and the area under a curve between
// two x values. The derivative comes from mathjs; the area is the definite integral the calculus engine works,
// answered only when the curve stays on or above the x-axis there (otherwise the area is not that integral).
import { solveCalculus } from '../../math/calculus-steps.engine.ts';
import { parseExpression, showExpression } from '../../math/expression-syntax.util.ts';
import { math } from '../../math/math-expression.util.ts';
import type { MathSolution } from '../../math/math-solution.types.ts';
import { fmt } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const POINT = String.raw`(-?\d+(?:\.\d+)?)`;

function tangent(q: string): MathSolution | null {
  const m =
    new RegExp(
      `(slope|gradient|equation) of (?:the )?(?:tangent(?: line)?|curve) (?:to|of|for|on) (?:the )?(?:curve |graph |function )?(?:of )?(?:y|f\\(x\\))\\s*=\\s*(.+?),? at (?:the point where )?x\\s*=\\s*${POINT}\\s*[?.]?$`,
    ).exec(q) ??
    new RegExp(
      `(derivative) of (?:y\\s*=\\s*|f\\(x\\)\\s*=\\s*)?(.+?),? at x\\s*=\\s*${POINT}\\s*[?.]?$`,
    ).exec(q);
  if (!m) return null;
  const body = parseExpression(m[2] ?? '');
  if (body === null) return null;
  const a = Number(m[3]);
  let slope: number;
  let fa: number;
  let derivativeShown: string;
  try {
    const derivative = math.derivative(body, 'x');
    derivativeShown = showExpression(derivative);
    slope = Number(derivative.evaluate({ x: a }));
    fa = Number(body.evaluate({ x: a }));
  } catch {
    return null;
  }
  if (!Number.isFinite(slope) || !Number.isFinite(fa)) return null;
  const steps = [
    step('Differentiate.', `dy/dx = ${derivativeShown}`),
    step(`The slope at x = ${fmt(a)} is the derivative there.`, `dy/dx at x = ${fmt(a)}: ${fmt(slope)}`),
  ];
  if (m[1] !== 'equation')
    return solution('derivative', q, steps, `Slope = ${fmt(slope)}`, { values: [slope] });
  const intercept = fa - slope * a;
  steps.push(
    step(`The point of contact: y = ${fmt(fa)} at x = ${fmt(a)}.`, `(${fmt(a)}, ${fmt(fa)})`),
    step(
      'Point-slope form, solved for y.',
      `y = ${fmt(slope)}x ${intercept < 0 ? '-' : '+'} ${fmt(Math.abs(intercept))}`,
    ),
  );
  return solution(
    'derivative',
    q,
    steps,
    `y = ${fmt(slope)}x ${intercept < 0 ? '-' : '+'} ${fmt(Math.abs(intercept))}`,
    {
      values: [slope, intercept],
      expression: `${slope} * x + ${intercept}`,
      variable: 'x',
    },
  );
}

function areaUnder(q: string, original: string): MathSolution | null {
  const m = new RegExp(
    `area (?:under|below|beneath) (?:the )?(?:curve |graph |function )?(?:of )?(?:y|f\\(x\\))\\s*=\\s*(.+?),? (?:and above the x-axis,? )?(?:between|from) x\\s*=\\s*${POINT} (?:and|to) x\\s*=\\s*${POINT}\\s*[?.]?$`,
  ).exec(q);
  if (!m) return null;
  const body = parseExpression(m[1] ?? '');
  const [a, b] = [Number(m[2]), Number(m[3])];
  if (body === null || !(b > a)) return null;
  const f = body.compile();
  for (let i = 0; i <= 200; i += 1) {
    const y = Number(f.evaluate({ x: a + ((b - a) * i) / 200 }));
    if (!Number.isFinite(y) || y < -1e-12) return null;
  }
  const integral = solveCalculus(`integral of ${m[1]} from ${m[2]} to ${m[3]}`, original);
  if (integral === null) return null;
  return {
    ...integral,
    problem: q,
    steps: [
      step(
        `The curve stays on or above the x-axis from x = ${fmt(a)} to x = ${fmt(b)}, so the area is the definite integral.`,
        `A = ∫_${fmt(a)}^${fmt(b)} ${showExpression(body)} dx`,
      ),
      ...integral.steps,
    ],
    answer: `Area = ${integral.answer}`,
  };
}

export const solveCalculusInWords: HomeworkSolver = (q, original) => tangent(q) ?? areaUnder(q, original);
