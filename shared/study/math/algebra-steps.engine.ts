// Algebra beyond the linear and quadratic solver: systems of three linear equations, linear inequalities,
// exponential, logarithmic, rational, radical and higher-degree equations, and simplify / expand / factor.
// nerdamer proposes roots and factorisations; every root is substituted back into the equation as written and
// every factorisation expanded back, and a sign-change scan must find no root the answer leaves out.
import { nerdamerEvaluate, nerdamerFactor } from './nerdamer-call.util.ts';
import type { Fraction, MathNode } from 'mathjs';
import type { MathSolution, MathStep } from './math-solution.types.ts';
import {
  exact,
  formatFraction,
  math,
  polynomialCoefficients,
  toFraction,
  hasWordVariables,
  variablesOf,
} from './math-expression.util.ts';
import { parseExpression, sameFunction, showExpression, tidyExpression } from './expression-syntax.util.ts';
import { fmt, withoutAskingForUnknown } from '../homework/solvers/question-text.util.ts';
import type { HomeworkSolver } from '../homework/solvers/solver.types.ts';

const show = (node: MathNode | string) => showExpression(node);

function stripAsk(q: string): string {
  const asked = q
    .replace(/[?!]+$/, '')
    .replace(/\.$/, '')
    .replace(/^(?:please |can you |could you |help me |how do i |how to )+/, '');
  return withoutAskingForUnknown(asked)
    .replace(
      /^(?:solve|find|calculate|determine|work out)(?: the)?(?: system| equations?| inequality| for [a-z])?\s*(?:of equations)?\s*:?\s*/,
      '',
    )
    .replace(/\s*,?\s*(?:solve |find )?for (?:[a-z](?:,? (?:and )?[a-z])*)$/, '')
    .replace(/^(?:the )?(?:system|equations?)\s*:?\s*/, '')
    .trim();
}

// ---------------------------------------------------------------------------------------------------------------
// Linear systems of 3 equations (Gaussian elimination in exact fractions)

function linearRow(equation: string, vars: string[]): Fraction[] | null {
  const [l, r] = equation.split('=');
  const left = parseExpression(l ?? '');
  const right = parseExpression(r ?? '');
  if (left === null || right === null) return null;
  const diff = new math.OperatorNode('-', 'subtract', [left, new math.ParenthesisNode(right)]).compile();
  const at = (scope: Record<string, number>) => Number(diff.evaluate(scope));
  const zero = Object.fromEntries(vars.map((v) => [v, 0]));
  try {
    const c0 = at(zero);
    const coefficients = vars.map((v) => at({ ...zero, [v]: 1 }) - c0);
    // Linear only if it agrees with its coefficients at other points as well.
    for (const point of [
      [2.5, -1.5, 3.25],
      [-4, 7, 0.5],
    ]) {
      const scope = Object.fromEntries(vars.map((v, i) => [v, point[i % 3] ?? 1]));
      const predicted = c0 + coefficients.reduce((s, c, i) => s + c * (scope[vars[i] ?? ''] ?? 0), 0);
      if (Math.abs(at(scope) - predicted) > 1e-9 * Math.max(1, Math.abs(predicted))) return null;
    }
    return [...coefficients.map(toFraction), toFraction(-c0)];
  } catch {
    return null;
  }
}

function rowText(row: Fraction[], vars: string[]): string {
  const parts: string[] = [];
  vars.forEach((v, i) => {
    const c = row[i] ?? exact.fraction(0);
    if (Number(c.n) === 0) return;
    const abs = formatFraction(exact.abs(c) as Fraction);
    const term = `${abs === '1' ? '' : abs}${v}`;
    parts.push(
      parts.length === 0
        ? Number(c.s) < 0
          ? `-${term}`
          : term
        : Number(c.s) < 0
          ? `- ${term}`
          : `+ ${term}`,
    );
  });
  return `${parts.join(' ') || '0'} = ${formatFraction(row[vars.length] ?? exact.fraction(0))}`;
}

function solveLinearSystem(equations: string[]): MathSolution | null {
  const nodes = equations.map((e) => e.split('=').map((s) => parseExpression(s)));
  if (nodes.some((pair) => pair.length !== 2 || pair.some((n) => n === null))) return null;
  const vars = [...new Set(nodes.flatMap((pair) => pair.flatMap((n) => (n ? variablesOf(n) : []))))].sort();
  if (hasWordVariables(vars)) return null;
  if (vars.length !== equations.length || vars.length < 3) return null;
  const rows = equations.map((e) => linearRow(e, vars));
  if (rows.some((r) => r === null)) return null;
  const m = rows as Fraction[][];
  const n = vars.length;
  const steps: MathStep[] = [
    {
      description: 'Write each equation in standard form and number them.',
      expression: m.map((r, i) => `(${i + 1}) ${rowText(r, vars)}`).join('   '),
    },
  ];
  for (let col = 0; col < n; col += 1) {
    const pivot = m.findIndex((r, i) => i >= col && Number(r[col]?.n) !== 0);
    if (pivot < 0) return null;
    [m[col], m[pivot]] = [m[pivot] as Fraction[], m[col] as Fraction[]];
    const p = m[col] as Fraction[];
    for (let i = 0; i < n; i += 1) {
      if (i === col) continue;
      const r = m[i] as Fraction[];
      const factor = (r[col] as Fraction).div(p[col] as Fraction);
      if (Number(factor.n) === 0) continue;
      m[i] = r.map((x, j) => x.sub(factor.mul(p[j] as Fraction)));
    }
    steps.push({
      description: `Eliminate ${vars[col]} from the other equations using equation (${col + 1}).`,
      expression: m.map((r, i) => `(${i + 1}) ${rowText(r, vars)}`).join('   '),
    });
  }
  const values = m.map((r, i) => (r[n] as Fraction).div(r[i] as Fraction));
  steps.push({
    description: 'Divide each equation by its remaining coefficient.',
    expression: vars.map((v, i) => `${v} = ${formatFraction(values[i] as Fraction)}`).join(', '),
  });
  const scope = Object.fromEntries(vars.map((v, i) => [v, Number((values[i] as Fraction).valueOf())]));
  for (const [l, r] of nodes)
    if (Math.abs(Number(l?.evaluate(scope)) - Number(r?.evaluate(scope))) > 1e-9) return null;
  steps.push({
    description: 'Check by substituting into every original equation.',
    expression: 'all equations hold',
  });
  return {
    kind: 'system',
    problem: equations.join('; '),
    steps,
    answer: vars.map((v, i) => `${v} = ${formatFraction(values[i] as Fraction)}`).join(', '),
    result: { values: values.map((f) => Number(f.valueOf())) },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Linear inequalities

const FLIP: Record<string, string> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };
const PRETTY: Record<string, string> = { '<': '<', '>': '>', '<=': '≤', '>=': '≥' };

function solveInequality(text: string): MathSolution | null {
  const normalized = text
    .replace(/≤|=<|less than or equal to/g, '<=')
    .replace(/≥|=>|greater than or equal to/g, '>=')
    .replace(/\bless than\b/g, '<')
    .replace(/\bgreater than\b/g, '>');
  const m = /^([^<>]+)(<=|>=|<|>)([^<>]+)$/.exec(normalized);
  if (!m) return null;
  const left = parseExpression(m[1] ?? '');
  const right = parseExpression(m[3] ?? '');
  if (left === null || right === null) return null;
  const vars = [...new Set([...variablesOf(left), ...variablesOf(right)])];
  if (hasWordVariables(vars)) return null;
  if (vars.length !== 1) return null;
  const v = vars[0] ?? 'x';
  const diff = new math.OperatorNode('-', 'subtract', [left, new math.ParenthesisNode(right)]);
  const c = polynomialCoefficients(diff, v);
  if (c === null || c.length !== 2) return null;
  const a = toFraction(c[1] ?? 0);
  const b = toFraction(c[0] ?? 0);
  let op = m[2] ?? '<';
  const steps: MathStep[] = [
    {
      description: `Collect the ${v} terms on the left and the numbers on the right.`,
      expression: `${formatFraction(a)}${v} ${PRETTY[op]} ${formatFraction(b.neg())}`,
    },
  ];
  const bound = b.neg().div(a);
  if (Number(a.s) < 0) {
    op = FLIP[op] ?? op;
    steps.push({
      description: `Divide both sides by ${formatFraction(a)}; dividing by a negative number reverses the inequality sign.`,
      expression: `${v} ${PRETTY[op]} ${formatFraction(bound)}`,
    });
  } else if (!(Number(a.n) === 1 && Number(a.d) === 1)) {
    steps.push({
      description: `Divide both sides by ${formatFraction(a)}.`,
      expression: `${v} ${PRETTY[op]} ${formatFraction(bound)}`,
    });
  }
  const boundValue = Number(bound.valueOf());
  const interval =
    op === '<'
      ? `(-∞, ${fmt(boundValue)})`
      : op === '<='
        ? `(-∞, ${fmt(boundValue)}]`
        : op === '>'
          ? `(${fmt(boundValue)}, ∞)`
          : `[${fmt(boundValue)}, ∞)`;
  steps.push({ description: 'In interval notation.', expression: interval });
  return {
    kind: 'inequality',
    problem: `${show(left)} ${PRETTY[m[2] ?? '<']} ${show(right)}`,
    steps,
    answer: `${v} ${PRETTY[op]} ${formatFraction(bound)}${Number(bound.d) === 1 ? '' : ` (≈ ${fmt(boundValue)})`}`,
    result: { values: [boundValue] },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Other equations in one variable

function realValue(text: string): number | null {
  try {
    const value = math.evaluate(text.replace(/\*\*/g, '^')) as unknown;
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    const complex = value as { re?: number; im?: number };
    if (typeof complex.re === 'number' && Math.abs(complex.im ?? 0) < 1e-12) return complex.re;
    return null;
  } catch {
    return null;
  }
}

function scanRoots(f: (x: number) => number, from: number, to: number, steps: number): number[] {
  const roots: number[] = [];
  const h = (to - from) / steps;
  let x0 = from;
  let y0 = f(x0);
  for (let i = 1; i <= steps; i += 1) {
    const x1 = from + i * h;
    const y1 = f(x1);
    if (Number.isFinite(y0) && Number.isFinite(y1)) {
      if (y0 === 0) roots.push(x0);
      else if (y0 * y1 < 0) {
        let [a, b, fa] = [x0, x1, y0];
        for (let k = 0; k < 60; k += 1) {
          const mid = (a + b) / 2;
          const fm = f(mid);
          if (!Number.isFinite(fm)) break;
          if (fa * fm <= 0) b = mid;
          else [a, fa] = [mid, fm];
        }
        roots.push((a + b) / 2);
      }
    }
    [x0, y0] = [x1, y1];
  }
  return roots;
}

/** The rational roots p/q of a polynomial with integer coefficients (lowest power first): the factor theorem. */
function rationalRoots(coefficients: readonly number[]): number[] {
  const c = [...coefficients];
  if (c.some((x) => !Number.isInteger(x)) || c.length < 2) return [];
  const roots: number[] = [];
  while (c.length > 1 && c[0] === 0) {
    c.shift();
    if (!roots.includes(0)) roots.push(0);
  }
  const divisors = (n: number) => {
    const found: number[] = [];
    const m = Math.abs(n);
    if (m === 0 || m > 1e6) return found;
    for (let d = 1; d * d <= m; d += 1) if (m % d === 0) found.push(d, m / d);
    return found;
  };
  const value = (x: number) => c.reduceRight((sum, coefficient) => sum * x + coefficient, 0);
  for (const p of divisors(c[0] ?? 0))
    for (const q of divisors(c[c.length - 1] ?? 0))
      for (const x of [p / q, -p / q]) if (!roots.includes(x) && Math.abs(value(x)) < 1e-9) roots.push(x);
  return roots;
}

/**
 * Whether `roots` are all the real roots of the polynomial (coefficients lowest power first): divide each root out
 * as often as it divides, and what is left must have no real root (a constant, or a quadratic with a negative
 * discriminant). nerdamer once gave 1 and 3 for x³ − 6x² + 11x − 6 = 0 and the scan did not notice the missing 2.
 */
function rootsAccountForPolynomial(coefficients: readonly number[], roots: readonly number[]): boolean {
  let rest = [...coefficients].reverse(); // highest power first, for synthetic division
  const scale = Math.max(...rest.map(Math.abs));
  for (const root of roots) {
    while (rest.length > 1) {
      const quotient: number[] = [];
      let carry = 0;
      for (const c of rest) {
        carry = carry * root + c;
        quotient.push(carry);
      }
      const remainder = quotient.pop() ?? 0;
      const size = Math.max(1, Math.abs(root)) ** (rest.length - 1) * scale;
      if (Math.abs(remainder) > 1e-7 * size) break;
      rest = quotient;
    }
  }
  if (rest.length === 1) return true;
  if (rest.length === 3) {
    const [a, b, c] = rest as [number, number, number];
    return b * b - 4 * a * c < -1e-9 * Math.max(b * b, Math.abs(4 * a * c));
  }
  return false;
}

function niceNumber(x: number): number {
  const r = Math.round(x);
  if (Math.abs(x - r) < 1e-9) return r;
  const f = exact.fraction(Number(x.toPrecision(12)));
  if (Number(f.d) <= 1000 && Math.abs(Number(f.valueOf()) - x) < 1e-12) return Number(f.valueOf());
  return x;
}

function showRoot(x: number): string {
  const f = exact.fraction(Number(x.toPrecision(12)));
  if (Number(f.d) !== 1 && Number(f.d) <= 1000 && Math.abs(Number(f.valueOf()) - x) < 1e-10)
    return `${formatFraction(f)} ≈ ${fmt(x)}`;
  return fmt(x);
}

function solveOneVariable(equation: string): MathSolution | null {
  const parts = equation.split('=');
  if (parts.length !== 2) return null;
  const left = parseExpression(parts[0] ?? '');
  const right = parseExpression(parts[1] ?? '');
  if (left === null || right === null) return null;
  const vars = [...new Set([...variablesOf(left), ...variablesOf(right)])];
  if (hasWordVariables(vars)) return null;
  if (vars.length !== 1) return null;
  const v = vars[0] ?? 'x';
  const diff = new math.OperatorNode('-', 'subtract', [
    new math.ParenthesisNode(left),
    new math.ParenthesisNode(right),
  ]);
  const poly = polynomialCoefficients(diff, v);
  if (poly !== null && poly.length <= 3) return null; // linear and quadratic: the step-by-step solver of math-solver.engine
  const cl = left.compile();
  const cr = right.compile();
  const residual = (x: number): number => {
    try {
      const a = cl.evaluate({ [v]: x }) as unknown;
      const b = cr.evaluate({ [v]: x }) as unknown;
      return typeof a === 'number' && typeof b === 'number' ? a - b : NaN;
    } catch {
      return NaN;
    }
  };
  const sidesAt = (x: number): [number, number] => [
    Number(cl.evaluate({ [v]: x })),
    Number(cr.evaluate({ [v]: x })),
  ];
  const holds = (x: number): boolean => {
    const [a, b] = sidesAt(x);
    if (
      !Number.isFinite(a) ||
      !Number.isFinite(b) ||
      Math.abs(a - b) > 1e-7 * Math.max(1, Math.abs(a), Math.abs(b))
    )
      return false;
    // Both sides vanishing around x too is underflow (4^(x+1) and 8^x far left of 0), not a root. The neighbours
    // are not whole steps away: at x ± 1 a cubic with roots 1, 2, 3 also vanishes, and 2 was dropped.
    const around = [0.731, -0.731, 1.373, -1.373].flatMap((step) => sidesAt(x + step));
    return !around.every((side) => Number.isFinite(side) && Math.abs(side) < 1e-250);
  };
  const candidates: number[] = poly === null ? [] : rationalRoots(poly);
  try {
    const text = diff
      .toString({ parenthesis: 'all', implicit: 'show' })
      .replace(/\blog10\(([^()]*(?:\([^()]*\))*[^()]*)\)/g, '(log($1)/log(10))');
    const solved = nerdamerEvaluate(`solve(${text}, ${v})`).replace(/^\[|\]$/g, '');
    for (const item of solved.split(',')) {
      const value = realValue(item.trim());
      if (value !== null) candidates.push(value);
    }
  } catch {
    // nerdamer could not solve it: the scan below is the only source.
  }
  const scanned = [...scanRoots(residual, -1000, 1000, 4000), ...scanRoots(residual, -20, 20, 4000)];
  const roots: number[] = [];
  for (const x of [...candidates, ...scanned]) {
    const nice = niceNumber(x);
    const value = holds(nice) ? nice : holds(x) ? x : null;
    if (value === null) continue;
    if (!roots.some((r) => Math.abs(r - value) < 1e-6 * Math.max(1, Math.abs(value)))) roots.push(value);
  }
  // Every sign change of the scan must be a root of the answer (a jump over a pole is not a root).
  for (const s of scanned)
    if (holds(s) && !roots.some((r) => Math.abs(r - s) < 1e-5 * Math.max(1, Math.abs(s)))) return null;
  if (poly !== null) {
    // A polynomial: nerdamer's roots must account for the degree, or a repeated root may be missing.
    if (candidates.length === 0) return null;
    if (!rootsAccountForPolynomial(poly, roots)) return null;
  }
  roots.sort((a, b) => a - b);
  const problem = `${show(left)} = ${show(right)}`;
  const steps: MathStep[] = [];
  const l = left as MathNode & { op?: string; args?: MathNode[]; fn?: { name: string }; name?: string };
  const rightConstant = variablesOf(right).length === 0;
  if (
    rightConstant &&
    l.type === 'OperatorNode' &&
    l.op === '^' &&
    variablesOf(l.args?.[0] as MathNode).length === 0
  ) {
    const base = Number((l.args?.[0] as MathNode).evaluate());
    const c = Number(right.evaluate());
    steps.push({
      description: 'Take logarithms of both sides to bring the exponent down.',
      expression: `${show(l.args?.[1] as MathNode)} = log_${fmt(base)}(${fmt(c)}) = ln(${fmt(c)}) / ln(${fmt(base)})`,
    });
  } else if (rightConstant && l.type === 'FunctionNode' && (l.fn?.name === 'log' || l.fn?.name === 'log10')) {
    const args = l.args ?? [];
    const base =
      l.fn?.name === 'log10' ? 10 : args.length === 2 ? Number((args[1] as MathNode).evaluate()) : Math.E;
    const c = Number(right.evaluate());
    steps.push({
      description: 'Rewrite the logarithm in exponential form: log_b(u) = c means u = b^c.',
      expression: `${show(args[0] as MathNode)} = ${base === Math.E ? 'e' : fmt(base)}^${fmt(c)} = ${fmt(base ** c)}`,
    });
  } else if (/sqrt|\^\s*\(?0\.5|\^\s*\(1\s*\/\s*2\)/.test(equation + left.toString() + right.toString())) {
    steps.push({
      description:
        'Isolate the square root and square both sides; squaring can add false roots, so each candidate is checked.',
      expression: problem,
    });
  } else if (/\/[^/]*[a-z]/.test(left.toString() + ' ' + right.toString())) {
    steps.push({
      description:
        'Multiply both sides by the common denominator (the values that make a denominator 0 are excluded).',
      expression: problem,
    });
  } else if (poly !== null) {
    steps.push({
      description: 'Move every term to one side and factor the polynomial.',
      expression: `${show(tidyExpression(diff, v))} = 0`,
    });
    try {
      const factored = nerdamerFactor(diff.toString({ parenthesis: 'all', implicit: 'show' }));
      const node = math.parse(factored);
      if (sameFunction(node, diff, v))
        steps.push({ description: 'Factorised.', expression: `${show(node)} = 0` });
    } catch {
      // The factorisation is only shown when it checks.
    }
  } else {
    steps.push({
      description: 'Move every term to one side and find where it is zero.',
      expression: `${show(diff)} = 0`,
    });
  }
  steps.push({
    description:
      roots.length === 0
        ? 'No candidate satisfies the original equation.'
        : 'Check each candidate in the original equation; keep those that satisfy it.',
    expression:
      roots.length === 0 ? 'no real solution' : roots.map((r) => `${v} = ${showRoot(r)}`).join(', '),
  });
  if (roots.length === 0 && poly === null) return null;
  return {
    kind: 'equation',
    problem,
    steps,
    answer: roots.length === 0 ? 'No real solution' : roots.map((r) => `${v} = ${showRoot(r)}`).join(' or '),
    result: { values: roots },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Simplify, expand, factor

function solveTransform(q: string): MathSolution | null {
  const m =
    /^(?:please )?(?:fully )?(factorise|factorize|factorization of|factorisation of|factor|expand|multiply out|simplify|reduce)(?: and (?:fully )?(?:simplify|collect like terms))?(?: completely| fully)?(?: the expression| the polynomial)?\s*:?\s*(.+?)(?: completely| fully)?[.?]?$/.exec(
      q,
    );
  if (!m) return null;
  const verb = m[1] ?? '';
  const node = parseExpression(m[2] ?? '');
  if (node === null) return null;
  const vars = variablesOf(node);
  if (vars.length === 0 || vars.length > 2 || hasWordVariables(vars)) return null;
  const v = vars[0] ?? 'x';
  const input = node.toString({ parenthesis: 'all', implicit: 'show' });
  const steps: MathStep[] = [];
  let out: MathNode;
  if (verb.startsWith('factor')) {
    out = tidyFactors(math.parse(nerdamerFactor(input)), v);
    if (!sameFunction(out, node, v) || vars.length > 1) return null;
    if (out.toString() === node.toString()) return null;
    const c = polynomialCoefficients(node, v);
    if (c !== null && c.length === 3)
      steps.push({
        description:
          'A quadratic: find two numbers whose product is ac and whose sum is b, or use its roots.',
        expression: `${show(node)}`,
      });
    else
      steps.push({
        description:
          'Take out common factors, then factor what is left (difference of squares, sum/difference of cubes, rational roots).',
        expression: show(node),
      });
    steps.push({
      description: 'Factorised form (expanding it gives back the original).',
      expression: show(out),
    });
  } else if (verb === 'expand' || verb === 'multiply out') {
    out = tidyExpression(math.parse(nerdamerEvaluate(`expand(${input})`)), v);
    if (!sameFunction(out, node, v) && vars.length === 1) return null;
    steps.push({
      description: 'Multiply every term of each bracket by every term of the other, then collect like terms.',
      expression: show(out),
    });
  } else {
    out = tidyExpression(math.simplify(node), v);
    try {
      const simplified = math.parse(nerdamerEvaluate(input));
      const factored = math.parse(nerdamerFactor(input));
      for (const candidate of [simplified, factored])
        if (show(candidate).length < show(out).length && sameFunction(candidate, node, v)) out = candidate;
      const divided = math.parse(nerdamerEvaluate(`simplify(${input})`));
      if (show(divided).length < show(out).length && sameFunction(divided, node, v)) out = divided;
    } catch {
      // mathjs' simplification stands.
    }
    out = tidyExpression(out, v);
    if (vars.length === 1 && !sameFunction(out, node, v)) return null;
    steps.push({
      description: 'Factor numerator and denominator, cancel common factors and collect like terms.',
      expression: `${show(node)} = ${show(out)}`,
    });
  }
  return {
    kind: 'polynomial',
    problem: show(node),
    steps,
    answer: show(out),
    result: { expression: out.toString(), variable: v },
  };
}

/** nerdamer's (-2+x)*(-3+x) written as (x - 2)(x - 3). */
function tidyFactors(node: MathNode, v: string): MathNode {
  const n = node as MathNode & { op?: string; args?: MathNode[] };
  if (n.type === 'OperatorNode' && n.op === '*' && n.args) {
    const args = n.args.map((a) => {
      const inner = math.isParenthesisNode(a) ? a.content : a;
      const tidy = tidyFactors(inner, v);
      return variablesOf(tidy).length > 0 ? new math.ParenthesisNode(tidy) : tidy;
    });
    return new math.OperatorNode('*', 'multiply', args);
  }
  if (n.type === 'OperatorNode' && n.op === '^' && n.args) {
    const [base, exponent] = n.args as [MathNode, MathNode];
    const inner = math.isParenthesisNode(base) ? base.content : base;
    return new math.OperatorNode('^', 'pow', [new math.ParenthesisNode(tidyFactors(inner, v)), exponent]);
  }
  return tidyExpression(node, v);
}

export const solveAlgebra: HomeworkSolver = (plain) => {
  const transform = solveTransform(plain.replace(/[?]+$/, ''));
  if (transform) return transform;
  const text = stripAsk(plain);
  const equations = text.split(/\s*(?:;|\n|,(?=[^,]*=)|\band\b)\s*/).filter((e) => e.includes('='));
  if (equations.length >= 3) return solveLinearSystem(equations);
  if (/<|>|≤|≥|less than|greater than/.test(text) && !text.includes('=')) return solveInequality(text);
  if (/(<=|>=|=<|=>)/.test(text)) return solveInequality(text);
  if (equations.length === 1 && text.split('=').length === 2) return solveOneVariable(text);
  return null;
};
