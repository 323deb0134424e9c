// Calculus asked in words: the slope (and equation) of a tangent at a point, and the area under a curve between
// two x values. The derivative comes from mathjs; the area is the definite integral the calculus engine works,
// answered only when the curve stays on or above the x-axis there (otherwise the area is not that integral).
import { solveCalculus } from '../../math/calculus-steps.engine.ts';
import { parseExpression, showExpression } from '../../math/expression-syntax.util.ts';
import { math, variablesOf } from '../../math/math-expression.util.ts';
import type { MathSolution } from '../../math/math-solution.types.ts';
import { fmt } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const POINT = String.raw`(-?\d+(?:\.\d+)?)`;

/** The point a tangent or slope is asked at: "at x = 2", "at the point where x = 2", "at (2, 8)". */
const AT_POINT = String.raw`,? at (?:the point )?(?:where |when )?(?:x\s*=\s*${POINT}|\(\s*${POINT}\s*,\s*${POINT}\s*\))\s*[?.]?$`;

const CURVE = String.raw`(?:the )?(?:curve |graph |function |line )?(?:of )?(?:y|f\(x\))\s*=\s*(.+?)`;

/**
 * What is asked of the curve at a point: the slope ("the gradient of y = … at x = 2", "the slope of the tangent
 * to …", "the derivative of … at x = 2") or the equation of the tangent or of the normal line there.
 */
function tangentQuestion(
  q: string,
): { asks: 'slope' | 'tangent' | 'normal'; body: string; x: number; y?: number } | null {
  const line = new RegExp(
    String.raw`^(?:find |what is |what's |work out |determine |write down |give )?(?:the |an )?(?:(?:equation)s? (?:of|for) (?:the |a )?|of (?:the |a ))?(tangent|normal)(?: line)? (?:to|of|for|on|at) ${CURVE}${AT_POINT}`,
  ).exec(q);
  const slope =
    new RegExp(
      String.raw`(?:slope|gradient) of (?:the )?(?:tangent(?: line)? (?:to|of|for|on) )?${CURVE}${AT_POINT}`,
    ).exec(q) ??
    new RegExp(String.raw`(?:slope|gradient) of (?:the )?(?:curve|graph) ${CURVE}${AT_POINT}`).exec(q) ??
    new RegExp(String.raw`derivative of (?:y\s*=\s*|f\(x\)\s*=\s*)?(.+?)${AT_POINT}`).exec(q);
  const m = line ?? slope;
  if (!m) return null;
  const groups = line ? m.slice(2) : m.slice(1);
  const [body, atX, pointX, pointY] = groups;
  const x = Number(atX ?? pointX);
  if (body === undefined || !Number.isFinite(x)) return null;
  const asks = line ? (line[1] === 'normal' ? 'normal' : 'tangent') : 'slope';
  return { asks, body, x, ...(pointY === undefined ? {} : { y: Number(pointY) }) };
}

const lineText = (slope: number, intercept: number) =>
  `y = ${fmt(slope)}x ${intercept < 0 ? '-' : '+'} ${fmt(Math.abs(intercept))}`;

function tangent(q: string): MathSolution | null {
  const asked = tangentQuestion(q);
  if (asked === null) return null;
  const body = parseExpression(asked.body);
  if (body === null || variablesOf(body).some((name) => name !== 'x')) return null;
  const a = asked.x;
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
  // A point off the curve is a misread curve or point: no tangent there.
  if (asked.y !== undefined && Math.abs(asked.y - fa) > 1e-9 * Math.max(1, Math.abs(fa))) return null;
  const steps = [
    step('Differentiate.', `y = ${showExpression(body)},  dy/dx = ${derivativeShown}`),
    step(`The slope at x = ${fmt(a)} is the derivative there.`, `dy/dx at x = ${fmt(a)}: ${fmt(slope)}`),
  ];
  if (asked.asks === 'slope')
    return solution('derivative', q, steps, `Slope = ${fmt(slope)}`, { values: [slope] });
  steps.push(step(`The point on the curve: y = ${fmt(fa)} at x = ${fmt(a)}.`, `(${fmt(a)}, ${fmt(fa)})`));
  let lineSlope = slope;
  if (asked.asks === 'normal') {
    // A horizontal tangent has a vertical normal, x = a, which is not a function of x.
    if (Math.abs(slope) < 1e-12) return null;
    lineSlope = -1 / slope;
    steps.push(
      step(
        "The normal is perpendicular to the tangent: its slope is -1 divided by the tangent's slope.",
        `m = -1 / ${fmt(slope)} = ${fmt(lineSlope)}`,
      ),
    );
  }
  const intercept = fa - lineSlope * a;
  const answer = lineText(lineSlope, intercept);
  steps.push(
    step(`Point-slope form y - ${fmt(fa)} = ${fmt(lineSlope)}(x - ${fmt(a)}), solved for y.`, answer),
  );
  return solution('derivative', q, steps, answer, {
    values: [lineSlope, intercept],
    expression: `${lineSlope} * x + ${intercept}`,
    variable: 'x',
  });
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
