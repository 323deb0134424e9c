// Sequences and functions as students ask about them: the nth term, the sum of the first n terms, the sum to
// infinity, the common difference or ratio of an arithmetic or geometric sequence (from its first terms, or from
// its first term and difference / ratio), the nth-term formula; a function's value at a point (f(4), f(g(3)))
// and a quadratic's vertex, axis of symmetry and y-intercept. A list that is neither arithmetic nor geometric,
// or a sequence named one kind whose terms are the other, is not answered.
import { math, polynomialCoefficients, variablesOf } from '../../math/math-expression.util.ts';
import { parseExpression } from '../../math/expression-syntax.util.ts';
import type { MathNode } from 'mathjs';
import { NUMBER, ORDINALS, fmt, numbersIn } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';
import type { MathStep } from '../../math/math-solution.types.ts';

export interface Progression {
  kind: 'arithmetic' | 'geometric';
  first: number;
  /** The common difference or ratio. */
  step: number;
  said: string;
  /** The terms the question lists, shown in the working (empty when the first term and step are given). */
  terms: number[];
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

export function progressionOf(q: string): Progression | null {
  const named = /\barithmetic\b/.test(q) ? 'arithmetic' : /\bgeometric\b/.test(q) ? 'geometric' : null;
  const given = new RegExp(
    `first term(?: of (?:an?|the) [a-z]+ (?:sequence|progression|series))?(?: is| of| =)?\\s*(${NUMBER})[^?]*?common (difference|ratio)(?: is| of| =)?\\s*(${NUMBER})|common (difference|ratio)(?: is| of| =)?\\s*(${NUMBER})[^?]*?first term(?: of (?:an?|the) [a-z]+ (?:sequence|progression|series))?(?: is| of| =)?\\s*(${NUMBER})`,
  ).exec(q);
  if (given) {
    const kind = (given[2] ?? given[4]) === 'difference' ? 'arithmetic' : 'geometric';
    if (named !== null && named !== kind) return null;
    return {
      kind,
      first: Number(given[1] ?? given[6]),
      step: Number(given[3] ?? given[5]),
      said: given[0],
      terms: [],
    };
  }
  const list = new RegExp(`(${NUMBER}(?:\\s*[,+;]\\s*${NUMBER}){2,})(?:\\s*[,+]\\s*(?:\\.\\.\\.|…))?`).exec(
    q,
  );
  if (!list) return null;
  const terms = numbersIn(list[1] ?? '');
  // Three terms alone fit many rules: they are read only as a sequence named, or one that goes on ("…").
  if (terms.length < 3 || (terms.length === 3 && named === null && !/\.\.\.|…/.test(list[0]))) return null;
  const diffs = terms.slice(1).map((t, i) => t - (terms[i] ?? 0));
  const arithmetic = diffs.every((d) => close(d, diffs[0] ?? NaN));
  const ratios = terms.every((t) => t !== 0) ? terms.slice(1).map((t, i) => t / (terms[i] ?? 1)) : [];
  const geometric =
    ratios.length > 0 && ratios.every((r) => close(r, ratios[0] ?? NaN)) && !close(ratios[0] ?? 1, 1);
  const kind = arithmetic && !geometric ? 'arithmetic' : geometric && !arithmetic ? 'geometric' : null;
  if (kind === null || (named !== null && named !== kind)) return null;
  return {
    kind,
    first: terms[0] ?? 0,
    step: kind === 'arithmetic' ? (diffs[0] ?? 0) : (ratios[0] ?? 1),
    said: list[0],
    terms,
  };
}

function termIndex(text: string): number | null {
  const ordinal =
    /\b(\d+)(?:st|nd|rd|th)\b|\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b|\bterm (?:number )?(\d+)\b|\ba_?\{?(\d+)\}?/.exec(
      text,
    );
  if (!ordinal) return null;
  const n =
    ordinal[2] !== undefined ? (ORDINALS[ordinal[2]] ?? NaN) : Number(ordinal[1] ?? ordinal[3] ?? ordinal[4]);
  return Number.isInteger(n) && n >= 1 && n <= 10000 ? n : null;
}

function sequences(q: string) {
  if (!/term|sequence|series|progression|sum|common (?:difference|ratio)|\bnth\b|a_?\{?\d/.test(q))
    return null;
  const p = progressionOf(q);
  if (p === null) return null;
  const rest = q.replace(p.said, ' ');
  const { first: a, step: d } = p;
  const arithmetic = p.kind === 'arithmetic';
  const name = arithmetic ? 'common difference d' : 'common ratio r';
  const letter = arithmetic ? 'd' : 'r';
  const intro = step(
    `${p.terms.length > 0 ? `The terms ${p.terms.map(fmt).join(', ')} ${arithmetic ? 'go up by the same amount' : 'are multiplied by the same number'}: the` : 'The'} sequence is ${p.kind}, with first term a = ${fmt(a)} and ${name} = ${fmt(d)}.`,
    `a = ${fmt(a)}, ${letter} = ${fmt(d)}`,
  );
  const numbers = numbersIn(rest.replace(/\b(?:first|second|third)\b/g, ' '));
  if (/sum to infinity|infinite (?:sum|series)|sum of (?:the )?infinite|sum (?:of all|to ∞)/.test(rest)) {
    if (arithmetic || !(Math.abs(d) < 1) || numbers.length > 0) return null;
    const sum = a / (1 - d);
    return solution(
      'arithmetic',
      `S∞ = a / (1 - r)`,
      [
        intro,
        step(
          '|r| < 1, so the sum to infinity is a / (1 - r).',
          `S∞ = ${fmt(a)} / (1 - ${fmt(d)}) = ${fmt(sum)}`,
        ),
      ],
      fmt(sum),
      { values: [sum] },
    );
  }
  if (
    /what is the common (?:difference|ratio)|find the common (?:difference|ratio)|^(?:the )?common (?:difference|ratio)/.test(
      rest,
    )
  ) {
    const asked = /common difference/.test(rest) ? 'arithmetic' : 'geometric';
    if (asked !== p.kind || numbers.length > 0) return null;
    return solution('arithmetic', `${letter}`, [intro], `${letter} = ${fmt(d)}`, { values: [d] });
  }
  const sumOf =
    /sum of (?:the )?first (\d+) terms|first (\d+) terms[^.?]*\bsum|\bs_?\{?(\d+)\}?\b|sum of (\d+) terms/.exec(
      rest,
    );
  if (sumOf) {
    const n = Number(sumOf[1] ?? sumOf[2] ?? sumOf[3] ?? sumOf[4]);
    if (!(n >= 1 && n <= 10000) || numbers.length !== 1) return null;
    const sum = arithmetic
      ? (n / 2) * (2 * a + (n - 1) * d)
      : close(d, 1)
        ? n * a
        : (a * (1 - d ** n)) / (1 - d);
    return solution(
      'arithmetic',
      arithmetic ? `S_n = n/2 (2a + (n - 1)d)` : `S_n = a(1 - r^n) / (1 - r)`,
      [
        intro,
        step(
          arithmetic
            ? `Sum of the first n = ${n} terms: S_n = n/2 (2a + (n - 1)d).`
            : `Sum of the first n = ${n} terms: S_n = a(1 - r^n) / (1 - r).`,
          arithmetic
            ? `S_${n} = ${n}/2 × (2 × ${fmt(a)} + ${n - 1} × ${fmt(d)}) = ${fmt(sum)}`
            : `S_${n} = ${fmt(a)} × (1 - ${fmt(d)}^${n}) / (1 - ${fmt(d)}) = ${fmt(sum)}`,
        ),
      ],
      fmt(sum),
      { values: [sum] },
    );
  }
  if (
    /\bnth term\b|\bn-th term\b|general term|formula for the (?:nth|general) term|\ba_?n\b/.test(rest) &&
    !/\bsum\b/.test(rest)
  ) {
    if (numbers.length > 0) return null;
    const expression = arithmetic ? `${fmt(d)} * n + ${fmt(a - d)}` : `${fmt(a)} * ${fmt(d)}^(n - 1)`;
    const shown = arithmetic
      ? `a_n = ${fmt(a)} + (n - 1) × ${fmt(d)} = ${fmt(d)}n ${a - d < 0 ? '-' : '+'} ${fmt(Math.abs(a - d))}`
      : `a_n = ${fmt(a)} × ${fmt(d)}^(n - 1)`;
    return solution(
      'arithmetic',
      shown,
      [intro, step(arithmetic ? 'The nth term is a + (n - 1)d.' : 'The nth term is a × r^(n - 1).', shown)],
      shown,
      { expression, variable: 'n' },
    );
  }
  const n = termIndex(rest);
  if (n === null || numbers.length > 1 || !/term/.test(rest)) return null;
  const value = arithmetic ? a + (n - 1) * d : a * d ** (n - 1);
  return solution(
    'arithmetic',
    arithmetic ? 'a_n = a + (n - 1)d' : 'a_n = a × r^(n - 1)',
    [
      intro,
      step(
        arithmetic
          ? `The nth term is a + (n - 1)d, with n = ${n}.`
          : `The nth term is a × r^(n - 1), with n = ${n}.`,
        arithmetic
          ? `a_${n} = ${fmt(a)} + ${n - 1} × ${fmt(d)} = ${fmt(value)}`
          : `a_${n} = ${fmt(a)} × ${fmt(d)}^${n - 1} = ${fmt(value)}`,
      ),
    ],
    fmt(value),
    { values: [value] },
  );
}

/** The functions a question defines ("f(x) = 2x + 3 and g(x) = x^2"), each as an expression in its variable. */
function definitions(q: string): Map<string, { variable: string; node: MathNode; text: string }> | null {
  const found = new Map<string, { variable: string; node: MathNode; text: string }>();
  for (const m of q.matchAll(
    /\b([fgh])\s*\(\s*([a-z])\s*\)\s*=\s*([^,;?]+?)(?=\s*(?:,|;|\?|\band\b|\bfind\b|\bwhat\b|\bevaluate\b|\bcalculate\b|\bdetermine\b|\bwork out\b|\bfor\b|$|\.\s))/g,
  )) {
    const [, name = '', variable = '', text = ''] = m;
    const node = parseExpression(text.trim());
    if (node === null || found.has(name)) return null;
    if (variablesOf(node).some((v) => v !== variable)) return null;
    found.set(name, { variable, node, text: text.trim() });
  }
  return found.size > 0 ? found : null;
}

function functionValue(q: string) {
  const defs = definitions(q);
  if (defs === null) return null;
  const asked = [
    ...q.matchAll(
      /\b([fgh])\s*\(\s*([fgh]\s*\(\s*(-?\d+(?:\.\d+)?(?:\/\d+)?)\s*\)|-?\d+(?:\.\d+)?(?:\/\d+)?)\s*\)/g,
    ),
  ];
  if (asked.length !== 1) return null;
  const call = asked[0];
  if (!call) return null;
  const steps: MathStep[] = [];
  const evaluate = (name: string, input: number): number | null => {
    const def = defs.get(name);
    if (!def) return null;
    const value = def.node.evaluate({ [def.variable]: input }) as unknown;
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    steps.push(
      step(
        `Substitute ${def.variable} = ${fmt(input)} into ${name}(${def.variable}) = ${def.text}.`,
        `${name}(${fmt(input)}) = ${fmt(value)}`,
      ),
    );
    return value;
  };
  const inner = /^([fgh])\s*\(\s*(.+)\s*\)$/.exec(call[2] ?? '');
  let value: number | null;
  if (inner) {
    const first = evaluate(inner[1] ?? '', Number(math.evaluate(inner[2] ?? 'NaN')));
    value = first === null ? null : evaluate(call[1] ?? '', first);
  } else value = evaluate(call[1] ?? '', Number(math.evaluate(call[2] ?? 'NaN')));
  if (value === null) return null;
  return solution('arithmetic', call[0], steps, `${call[0]} = ${fmt(value)}`, { values: [value] });
}

/** A quadratic's vertex, axis of symmetry or y-intercept, from y = ax² + bx + c (or f(x) = …). */
function quadraticFeatures(q: string) {
  const m =
    /\b(vertex|turning point|axis of symmetry|y-intercept|y intercept|maximum value|minimum value|maximum point|minimum point)\b[^=]*?(?:y|[fgh]\s*\(\s*x\s*\))\s*=\s*([^,;?]+?)\s*\??$/.exec(
      q,
    );
  if (!m) return null;
  const node = parseExpression(m[2] ?? '');
  if (node === null) return null;
  const coefficients = polynomialCoefficients(node, 'x');
  if (coefficients === null || coefficients.length !== 3) return null;
  const [c = 0, b = 0, a = 0] = coefficients;
  if (a === 0) return null;
  const h = -b / (2 * a);
  const k = c - (b * b) / (4 * a);
  const feature = m[1] ?? '';
  // One coordinate asked ("the x-coordinate of the minimum point", "at what value of x is the maximum value"):
  // that coordinate alone, or nothing when the question asks where without naming which.
  const asking = q.slice(0, m.index + (m[0].length - (m[2] ?? '').length));
  const onlyX = /\bx[- ]?(?:co-?ordinate|value)\b|\bvalues? of x\b/.test(asking);
  const onlyY = /\by[- ]?(?:co-?ordinate|value)\b|\bvalues? of y\b/.test(asking);
  if (onlyX || onlyY || /\b(?:where|when|at what|which)\b|\boccur/.test(asking)) {
    if (onlyX === onlyY || /axis|intercept/.test(feature)) return null;
    const [value, name] = onlyX ? [h, 'x'] : [k, 'y'];
    if (/maximum|minimum/.test(feature) && /maximum/.test(feature) !== a < 0) return null;
    return solution(
      'quadratic',
      `${name} = ${fmt(value)}`,
      [
        step('Read the coefficients of ax² + bx + c.', `a = ${fmt(a)}, b = ${fmt(b)}, c = ${fmt(c)}`),
        step(
          'The turning point is on the axis of symmetry x = -b / (2a).',
          `x = ${fmt(-b)} / ${fmt(2 * a)} = ${fmt(h)}`,
        ),
        step('Substitute it back for y.', `y = ${fmt(k)}`),
      ],
      `${name} = ${fmt(value)}`,
      { values: [value] },
    );
  }
  const intro = step('Read the coefficients of ax² + bx + c.', `a = ${fmt(a)}, b = ${fmt(b)}, c = ${fmt(c)}`);
  const axis = step('The axis of symmetry is x = -b / (2a).', `x = ${fmt(-b)} / ${fmt(2 * a)} = ${fmt(h)}`);
  if (/axis/.test(feature))
    return solution('quadratic', `x = ${fmt(h)}`, [intro, axis], `x = ${fmt(h)}`, { values: [h] });
  if (/intercept/.test(feature))
    return solution(
      'quadratic',
      `y = ${fmt(c)}`,
      [intro, step('At x = 0 only c is left.', `y = ${fmt(c)}`)],
      `(0, ${fmt(c)})`,
      { values: [c] },
    );
  if (/maximum|minimum/.test(feature)) {
    if (/maximum/.test(feature) !== a < 0) return null;
    const point = /point/.test(feature);
    return solution(
      'quadratic',
      `y = ${fmt(k)}`,
      [intro, axis, step('Substitute it back.', `y = ${fmt(k)}`)],
      point ? `(${fmt(h)}, ${fmt(k)})` : `${fmt(k)}`,
      { values: point ? [h, k] : [k] },
    );
  }
  return solution(
    'quadratic',
    `(${fmt(h)}, ${fmt(k)})`,
    [intro, axis, step('Substitute x back to find y.', `y = ${fmt(k)}`)],
    `Vertex (${fmt(h)}, ${fmt(k)})`,
    { values: [h, k] },
  );
}

export const solveSequenceOrFunction: HomeworkSolver = (q) =>
  sequences(q) ?? quadraticFeatures(q) ?? functionValue(q);
