// Functions and lines as expressions: a composite function f(g(x)) written out, the inverse of a linear function,
// the x solving f(x) = k, where a line crosses the axes, and the line perpendicular or parallel to a given one
// through a point. Anything that is not linear where linearity is needed (an inverse of x², a curved line) is
// declined.
import type { MathNode } from 'mathjs';
import {
  formatFraction,
  formatPolynomial,
  math,
  polynomialCoefficients,
  toFraction,
  variablesOf,
} from '../../math/math-expression.util.ts';
import { parseExpression, showExpression } from '../../math/expression-syntax.util.ts';
import { solveMath } from '../../math/math-solver.engine.ts';
import { NUMBER, fmt } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

/** mx + c with exact fractions: "(3/2)x - 1/2". */
const linear = (slope: number, intercept: number, variable: string) =>
  formatPolynomial([toFraction(intercept), toFraction(slope)], variable);

const bracketed = (text: string) => (/[/-]/.test(text) ? `(${text})` : text);

interface Definition {
  variable: string;
  node: MathNode;
  text: string;
}

const ASK_WORDS = String.raw`\b(?:find|what|evaluate|calculate|determine|work out|solve|write|give|state|hence|show)\b`;

/** The functions a question defines: "f(x) = x^2 + 1 and g(x) = 2x - 3". */
function definitions(q: string): Map<string, Definition> | null {
  const found = new Map<string, Definition>();
  const pattern = new RegExp(
    String.raw`\b([fgh])\s*\(\s*([a-z])\s*\)\s*=\s*([^,;?]+?)(?=\s*(?:,|;|\?|\band\b|${ASK_WORDS}|\bif\b|$|\.\s|\.$))`,
    'g',
  );
  for (const m of q.matchAll(pattern)) {
    const [, name = '', variable = '', text = ''] = m;
    if (/^\s*-?\d+(?:\.\d+)?\s*$/.test(text)) continue;
    const node = parseExpression(text.trim());
    if (node === null || found.has(name)) return null;
    if (variablesOf(node).some((v) => v !== variable) || variablesOf(node).length === 0) return null;
    found.set(name, { variable, node, text: text.trim() });
  }
  return found.size > 0 ? found : null;
}

/** An expression multiplied out: polynomials expanded, other expressions simplified. */
function tidy(node: MathNode): MathNode {
  try {
    return math.rationalize(node) as MathNode;
  } catch {
    return math.simplify(node);
  }
}

function composite(q: string) {
  const defs = definitions(q);
  const asked = /\b([fgh])\s*\(\s*([fgh])\s*\(\s*([a-z])\s*\)\s*\)|\b([fgh])([fgh])\s*\(\s*([a-z])\s*\)/.exec(
    q,
  );
  if (defs === null || asked === null) return null;
  const outerName = asked[1] ?? asked[4] ?? '';
  const innerName = asked[2] ?? asked[5] ?? '';
  const variable = asked[3] ?? asked[6] ?? 'x';
  const outer = defs.get(outerName);
  const inner = defs.get(innerName);
  if (outer === undefined || inner === undefined) return null;
  const innerInX = inner.node.transform((n) =>
    math.isSymbolNode(n) && n.name === inner.variable ? new math.SymbolNode(variable) : n,
  );
  const substituted = outer.node.transform((n) =>
    math.isSymbolNode(n) && n.name === outer.variable ? new math.ParenthesisNode(innerInX) : n,
  );
  const result = tidy(substituted);
  const name = `${outerName}(${innerName}(${variable}))`;
  return solution(
    'polynomial',
    name,
    [
      step(
        `Put ${innerName}(${variable}) = ${inner.text} in place of ${outer.variable} in ${outerName}(${outer.variable}) = ${outer.text}.`,
        `${name} = ${showExpression(substituted.toString({ parenthesis: 'keep' }))}`,
      ),
      step('Expand and simplify.', `${name} = ${showExpression(result)}`),
    ],
    `${name} = ${showExpression(result)}`,
    { expression: result.toString(), variable },
  );
}

function inverse(q: string) {
  if (!/inverse|\^\s*\(?-1\)?\s*\(|⁻¹/.test(q)) return null;
  const defs = definitions(q);
  if (defs === null || defs.size !== 1) return null;
  const [name, def] = [...defs][0] ?? [];
  if (name === undefined || def === undefined) return null;
  const coefficients = polynomialCoefficients(def.node, def.variable);
  if (coefficients === null || coefficients.length !== 2 || coefficients[1] === 0) return null;
  const [b = 0, a = 1] = coefficients;
  const v = def.variable;
  const shown = linear(1 / a, -b / a, v);
  return solution(
    'linear',
    `${name}(${v}) = ${def.text}`,
    [
      step(
        `Write y = ${name}(${v}) in the form y = m${v} + c; the inverse undoes it.`,
        `y = ${linear(a, b, v)}`,
      ),
      step(
        `Solve for ${v}: take away the constant, then divide by the coefficient of ${v}.`,
        `${v} = (y ${b < 0 ? '+' : '-'} ${formatFraction(toFraction(Math.abs(b)))}) / ${bracketed(formatFraction(toFraction(a)))}`,
      ),
      step(`Write the inverse in ${v}.`, `${name}⁻¹(${v}) = ${shown}`),
    ],
    `${name}⁻¹(${v}) = ${shown}`,
    { expression: `${1 / a} * ${v} + ${-b / a}`, variable: v },
  );
}

/** "f(x) = 5x - 3. solve f(x) = 17", "find x when f(x) = 17". */
function solveForValue(q: string) {
  const defs = definitions(q);
  const asked = new RegExp(
    `\\b([fgh])\\s*\\(\\s*([a-z])\\s*\\)\\s*=\\s*(${NUMBER})\\s*[?.]?\\s*(?:$|,|\\.|;)`,
  ).exec(q);
  if (defs === null || asked === null) return null;
  const def = defs.get(asked[1] ?? '');
  if (def === undefined || asked[2] !== def.variable) return null;
  if (!/\bsolve\b|find (?:the value of )?[a-z]\b|value of [a-z]\b|what is [a-z]\b/.test(q)) return null;
  const solved = solveMath(`${def.text} = ${asked[3]}`).data;
  if (solved === null || !solved.result?.values?.length) return null;
  return {
    ...solved,
    steps: [
      step(
        `Set ${asked[1]}(${def.variable}) = ${def.text} equal to ${asked[3]}.`,
        `${def.text} = ${asked[3]}`,
      ),
      ...solved.steps,
    ],
  };
}

interface Line {
  slope: number;
  intercept: number;
  text: string;
}

/** "y = 2x + 1", "y = -x/2 + 3": a straight line in x. */
function lineOf(text: string): Line | null {
  const node = parseExpression(text.trim());
  if (node === null || variablesOf(node).some((v) => v !== 'x')) return null;
  const c = polynomialCoefficients(node, 'x');
  if (c === null || c.length > 2) return null;
  return { slope: c[1] ?? 0, intercept: c[0] ?? 0, text: text.trim() };
}

function axisCrossing(q: string) {
  const m =
    /\by\s*=\s*([^=?]+?)\s*(?:cross(?:es)?|cut(?:s)?|meet(?:s)?|intersect(?:s)?)\s+the\s+([xy])[- ]?axis/.exec(
      q,
    ) ?? /\b([xy])[- ]?intercept\s+of\s+(?:the\s+line\s+)?y\s*=\s*([^?]+?)\s*[?.]?$/.exec(q);
  if (m === null) return null;
  const [lineText, axis] = m[0].startsWith('y') ? [m[1] ?? '', m[2] ?? ''] : [m[2] ?? '', m[1] ?? ''];
  if (/\(|point|coordinates/.test(q.slice(m.index + m[0].length)) && !/x value|value of x/.test(q))
    return null;
  const line = lineOf(lineText);
  if (line === null) return null;
  if (axis === 'x') {
    if (line.slope === 0) return null;
    const x = -line.intercept / line.slope;
    return solution(
      'linear',
      `y = ${line.text}`,
      [
        step('On the x-axis y = 0.', `0 = ${line.text}`),
        step('Solve for x.', `x = ${fmt(-line.intercept)} / ${fmt(line.slope)} = ${fmt(x)}`),
      ],
      `x = ${fmt(x)}`,
      { values: [x] },
    );
  }
  return solution(
    'linear',
    `y = ${line.text}`,
    [step('On the y-axis x = 0.', `y = ${fmt(line.intercept)}`)],
    `y = ${fmt(line.intercept)}`,
    { values: [line.intercept] },
  );
}

function lineThroughPoint(q: string) {
  const m = new RegExp(
    `\\b(perpendicular|parallel)\\s+to\\s+(?:the\\s+line\\s+)?y\\s*=\\s*([^(]+?)\\s*,?\\s*(?:that\\s+)?(?:passing\\s+|which\\s+passes\\s+|that\\s+passes\\s+|going\\s+)?through\\s+(?:the\\s+point\\s+)?\\(\\s*(${NUMBER})\\s*,\\s*(${NUMBER})\\s*\\)`,
  ).exec(q);
  if (m === null || !/equation|find|line/.test(q)) return null;
  const line = lineOf(m[2] ?? '');
  if (line === null) return null;
  const [px, py] = [Number(m[3]), Number(m[4])];
  if (m[1] === 'perpendicular' && line.slope === 0) return null;
  const slope = m[1] === 'parallel' ? line.slope : -1 / line.slope;
  const intercept = py - slope * px;
  const expression = `${slope} * x + ${intercept}`;
  const shown = linear(slope, intercept, 'x');
  return solution(
    'linear',
    `line ${m[1]} to y = ${line.text} through (${fmt(px)}, ${fmt(py)})`,
    [
      step(
        m[1] === 'parallel'
          ? 'Parallel lines have the same gradient.'
          : 'Perpendicular gradients multiply to -1: m = -1 / (the given gradient).',
        `m = ${fmt(slope)}`,
      ),
      step(
        `Use y - y₁ = m(x - x₁) with (${fmt(px)}, ${fmt(py)}).`,
        `y - ${fmt(py)} = ${fmt(slope)}(x - ${fmt(px)})`,
      ),
      step('Rearrange to y = mx + c.', `y = ${shown}`),
    ],
    `y = ${shown}`,
    { expression, variable: 'x' },
  );
}

/** A straight line's right-hand side as written: numbers, x, signs and spaces (read greedily, no backtracking). */
const LINE_BODY = String.raw`y\s*=\s*([-+.\d\sx*/]+)`;

/**
 * One number of a line parallel or perpendicular to a given one: its gradient ("the gradient of a line perpendicular
 * to y = 4x - 1"), or, when it passes through a point written before ("the line through (1, -2) parallel to
 * y = 4x + 7 has what y-intercept?"), its gradient or its y-intercept as the last clause asks; anything else asked
 * of it (its equation, where it meets an axis) is left to the forms that read it.
 */
function relatedLineNumber(q: string) {
  const gradientOnly = new RegExp(
    String.raw`\b(?:gradient|slope) of (?:a|the|any) (?:straight )?line (?:that is |which is )?(perpendicular|parallel) to (?:the line )?${LINE_BODY}[?.]?$`,
  ).exec(q);
  const throughFirst = new RegExp(
    String.raw`\bthrough (?:the point )?\(\s*(${NUMBER})\s*,\s*(${NUMBER})\s*\),? (?:and (?:is )?|that is |which is |is )?(perpendicular|parallel) to (?:the line )?${LINE_BODY}`,
  ).exec(q);
  const kind = gradientOnly?.[1] ?? throughFirst?.[3];
  // A full stop after the line ends the sentence, not a decimal.
  const line = lineOf((gradientOnly?.[2] ?? throughFirst?.[4] ?? '').replace(/[.\s]+$/, ''));
  if (kind === undefined || line === null || (kind === 'perpendicular' && line.slope === 0)) return null;
  const slope = kind === 'parallel' ? line.slope : -1 / line.slope;
  const rule = step(
    kind === 'parallel'
      ? 'Parallel lines have the same gradient.'
      : 'Perpendicular gradients multiply to -1: m = -1 / (the given gradient).',
    `y = ${line.text} has gradient ${fmt(line.slope)}, so m = ${fmt(slope)}`,
  );
  if (gradientOnly !== null)
    return solution('linear', `line ${kind} to y = ${line.text}`, [rule], `m = ${fmt(slope)}`, {
      values: [slope],
    });
  if (throughFirst === null) return null;
  const rest = q.slice(throughFirst.index + throughFirst[0].length);
  const asksIntercept = /\by[- ]?intercept\b/.test(rest);
  const asksGradient = /\b(?:gradient|slope)\b/.test(rest);
  if (asksIntercept === asksGradient || /\bx[- ]?intercept\b|\bequation\b/.test(rest)) return null;
  const [px, py] = [Number(throughFirst[1]), Number(throughFirst[2])];
  const intercept = py - slope * px;
  const steps = [
    rule,
    step(
      `It passes through (${fmt(px)}, ${fmt(py)}): c = y - mx.`,
      `c = ${fmt(py)} - ${fmt(slope)} × ${fmt(px)} = ${fmt(intercept)}`,
    ),
  ];
  return asksIntercept
    ? solution('linear', `y = ${fmt(slope)}x + c`, steps, `y-intercept = ${fmt(intercept)}`, {
        values: [intercept],
      })
    : solution('linear', `y = ${fmt(slope)}x + c`, steps, `m = ${fmt(slope)}`, { values: [slope] });
}

/**
 * Where two straight lines y = m₁x + c₁ and y = m₂x + c₂ meet ("the point where y = 3x - 1 meets y = -x + 7", "the
 * point of intersection of … and …"): both coordinates, or the one asked; parallel lines are declined.
 */
function linesMeet(q: string) {
  const m = new RegExp(
    String.raw`\b(?:point|points|coordinates?|where)\b[^=]{0,40}?${LINE_BODY}(?:,)? (?:and|meets?|intersects?|cross(?:es)?|cuts?) (?:the line )?${LINE_BODY}`,
  ).exec(q);
  if (m === null || !/\b(?:meet|meets|intersect|intersects|intersection|cross|crosses|cut|cuts)\b/.test(q))
    return null;
  const first = lineOf((m[1] ?? '').replace(/[.\s]+$/, ''));
  const second = lineOf((m[2] ?? '').replace(/[.\s]+$/, ''));
  if (first === null || second === null || first.slope === second.slope) return null;
  const rest = q.slice(m.index + m[0].length);
  if (/[a-z]{2,}/.test(rest.replace(/\b(?:intersect|meet|cross)\b/g, ''))) return null;
  const x = (second.intercept - first.intercept) / (first.slope - second.slope);
  const y = first.slope * x + first.intercept;
  const before = q.slice(0, m.index + m[0].length);
  const onlyX = /\bx[- ]?(?:co-?ordinate|value)\b/.test(before);
  const onlyY = /\by[- ]?(?:co-?ordinate|value)\b/.test(before);
  if (onlyX && onlyY) return null;
  const steps = [
    step('Where the lines meet their y values are equal.', `${first.text} = ${second.text}`),
    step('Solve for x.', `x = ${fmt(x)}`),
    step('Substitute into the first line.', `y = ${fmt(y)}`),
  ];
  const [values, answer] = onlyX
    ? [[x], `x = ${fmt(x)}`]
    : onlyY
      ? [[y], `y = ${fmt(y)}`]
      : [[x, y], `(${fmt(x)}, ${fmt(y)})`];
  return solution('system', `y = ${first.text}, y = ${second.text}`, steps, answer, { values });
}

export const solveFunctions: HomeworkSolver = (q) =>
  linesMeet(q) ??
  composite(q) ??
  inverse(q) ??
  solveForValue(q) ??
  axisCrossing(q) ??
  lineThroughPoint(q) ??
  relatedLineNumber(q);
