// Features of a polynomial asked in words: the discriminant of a quadratic, a quadratic completed to the square
// ("write x^2 + 8x + 3 in the form (x + a)^2 + b"), and the x values of a curve's stationary (turning) points.
import type { MathNode } from 'mathjs';
import { polynomialCoefficients, toFraction, formatFraction } from '../../math/math-expression.util.ts';
import { parseExpression, showExpression } from '../../math/expression-syntax.util.ts';
import { fmt } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

/** The polynomial after "of" / "y =" / "f(x) =", up to the end or the next sentence, with its coefficients. */
function polynomialAfter(text: string): { node: MathNode; c: number[] } | null {
  const body = text
    .replace(/^\s*(?:the\s+)?(?:curve\s+|quadratic\s+|function\s+|expression\s+|graph\s+(?:of\s+)?)?/, '')
    .replace(/^(?:y|[fgh]\s*\(\s*x\s*\))\s*=\s*/, '')
    .replace(/\s*(?:=\s*0)?\s*[?.]?\s*$/, '');
  if (body.length === 0 || /[=<>,;]/.test(body)) return null;
  const node = parseExpression(body);
  if (node === null) return null;
  const c = polynomialCoefficients(node, 'x');
  return c === null ? null : { node, c };
}

const frac = (value: number) => formatFraction(toFraction(value));

function discriminant(q: string) {
  const m = /\bdiscriminant\s+of\s+(.+)$/.exec(q);
  if (m === null) return null;
  const poly = polynomialAfter(m[1] ?? '');
  if (poly === null || poly.c.length !== 3) return null;
  const [c = 0, b = 0, a = 0] = poly.c;
  const value = b * b - 4 * a * c;
  return solution(
    'quadratic',
    showExpression(poly.node),
    [
      step('Read a, b and c from ax² + bx + c.', `a = ${fmt(a)}, b = ${fmt(b)}, c = ${fmt(c)}`),
      step('The discriminant is b² - 4ac.', `(${fmt(b)})² - 4 × ${fmt(a)} × ${fmt(c)} = ${fmt(value)}`),
      step(
        value > 0
          ? 'Positive: two real roots.'
          : value === 0
            ? 'Zero: one repeated root.'
            : 'Negative: no real roots.',
        `b² - 4ac = ${fmt(value)}`,
      ),
    ],
    fmt(value),
    { values: [value] },
  );
}

/** "in the form (x + a)^2 + b": a monic quadratic only, the two numbers in the order the form names them. */
function completedSquare(q: string) {
  const m =
    /(?:write|express|rewrite|put)\s+(.+?)\s+in\s+the\s+form\s+\(\s*x\s*([+-])\s*([a-z])\s*\)\s*\^?\s*2\s*([+-])\s*([a-z])\b/.exec(
      q,
    );
  if (m === null) return null;
  const poly = polynomialAfter(m[1] ?? '');
  if (poly === null || poly.c.length !== 3 || poly.c[2] !== 1) return null;
  const [c = 0, b = 0] = poly.c;
  const p = b / 2;
  const r = c - p * p;
  const square = `(x ${p < 0 ? '-' : '+'} ${frac(Math.abs(p))})^2 ${r < 0 ? '-' : '+'} ${frac(Math.abs(r))}`;
  const steps = [
    step('Halve the coefficient of x: x² + bx = (x + b/2)² - (b/2)².', `b/2 = ${frac(p)}`),
    step(
      'Complete the square and collect the constants.',
      `(x ${p < 0 ? '-' : '+'} ${frac(Math.abs(p))})^2 - ${frac(p * p)} + ${frac(c)} = ${square}`,
    ),
  ];
  // The form's signs decide the values: (x - a)^2 - b reads a = -p, b = -r.
  const aValue = m[2] === '+' ? p : -p;
  const bValue = m[4] === '+' ? r : -r;
  if (/hence|minimum|maximum|turning|vertex|solve|roots?\b/.test(q)) return null;
  const [first = '', second = ''] = [m[3], m[5]];
  const rest = q.slice(m.index + m[0].length);
  const asksBoth = new RegExp(
    `\\b${first}\\b[^.?]*\\band\\b[^.?]*\\b${second}\\b|\\b${second}\\b[^.?]*\\band\\b[^.?]*\\b${first}\\b`,
  ).test(rest);
  const asksOne = /\b(?:find|what is|state|write down|give)\s+(?:the\s+value\s+of\s+)?([a-z])\b/.exec(
    rest,
  )?.[1];
  const matched = step(
    `Match with the form asked.`,
    `${first} = ${frac(aValue)}, ${second} = ${frac(bValue)}`,
  );
  // The letters asked are answered as values; with none asked, the completed square itself is the answer.
  if (asksBoth)
    return solution(
      'quadratic',
      showExpression(poly.node),
      [...steps, matched],
      `${square}: ${first} = ${frac(aValue)}, ${second} = ${frac(bValue)}`,
      { values: [aValue, bValue] },
    );
  if (asksOne !== undefined) {
    if (asksOne !== first && asksOne !== second) return null;
    const value = asksOne === first ? aValue : bValue;
    return solution(
      'quadratic',
      showExpression(poly.node),
      [...steps, matched],
      `${asksOne} = ${frac(value)}`,
      {
        values: [value],
      },
    );
  }
  if (/\b(?:find|what|state|give|values?)\b/.test(rest)) return null;
  return solution('quadratic', showExpression(poly.node), steps, square, {
    expression: `(x + ${p})^2 + ${r}`,
    variable: 'x',
  });
}

/** The x values of the stationary points of a polynomial of degree 2 or 3, when the question asks x values. */
function stationaryX(q: string) {
  const m =
    /\bx[- ]?(?:coordinates?|values?)\s+of\s+(?:the\s+|its\s+|any\s+)?(?:stationary|turning|critical)\s+points?\s+(?:of|on)\s+(.+)$/.exec(
      q,
    );
  if (m === null) return null;
  const poly = polynomialAfter(m[1] ?? '');
  if (poly === null || poly.c.length < 3 || poly.c.length > 4) return null;
  const derivative = poly.c.slice(1).map((k, i) => k * (i + 1));
  const [c = 0, b = 0, a = 0] = derivative;
  let roots: number[];
  if (derivative.length === 2) roots = [-c / b];
  else {
    const d = b * b - 4 * a * c;
    if (d < 0) return null;
    roots = d === 0 ? [-b / (2 * a)] : [(-b - Math.sqrt(d)) / (2 * a), (-b + Math.sqrt(d)) / (2 * a)];
  }
  const dyText = derivative
    .map((k, i) => ({ k, i }))
    .reverse()
    .filter(({ k }) => k !== 0)
    .map(
      ({ k, i }) =>
        `${k < 0 ? '- ' : '+ '}${Math.abs(k) === 1 && i > 0 ? '' : fmt(Math.abs(k))}${i === 0 ? '' : i === 1 ? 'x' : `x^${i}`}`,
    )
    .join(' ')
    .replace(/^\+ /, '')
    .replace(/^- /, '-');
  return solution(
    'derivative',
    showExpression(poly.node),
    [
      step('At a stationary point the gradient dy/dx is 0. Differentiate term by term.', `dy/dx = ${dyText}`),
      step('Solve dy/dx = 0.', `${dyText} = 0 → x = ${roots.map(fmt).join(' or x = ')}`),
    ],
    `x = ${roots.map(fmt).join(' or x = ')}`,
    { values: roots },
  );
}

export const solvePolynomialFeatures: HomeworkSolver = (q) =>
  discriminant(q) ?? completedSquare(q) ?? stationaryX(q);
