// Sequences past the arithmetic and geometric nth term: which term has a given value ("Which term of 4, 9, 14, …
// is 99?"), a quadratic sequence's nth term or a term of it (constant second differences), a term of a sequence
// given by a recurrence ("u(n+1) = 2u(n) - 1, u1 = 3: find u4"), and sums of consecutive integers ("the sum of
// the integers from 1 to 100", "the first 20 odd numbers"). A value that is not a term, a list whose second
// differences are not constant or a rule that cannot be evaluated is declined.
import type { EvalFunction } from 'mathjs';
import { math } from '../../math/math-expression.util.ts';
import { NUMBER, askingClause, fmt, numbersIn } from './question-text.util.ts';
import { progressionOf } from './sequence-function.solver.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';
import type { MathStep } from '../../math/math-solution.types.ts';

const N = `(${NUMBER})`;
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** "Which term of the sequence 4, 9, 14, 19, … is 99?": solve a + (n - 1)d = x (or ar^(n-1) = x) for a whole n. */
function whichTerm(q: string) {
  if (!/\b(?:which|what) term\b/.test(q)) return null;
  const asked = new RegExp(`\\b(?:is|equals|=|has the value|is equal to)\\s*${N}\\s*[?.]?\\s*$`).exec(q);
  if (!asked) return null;
  const p = progressionOf(q.replace(asked[0], ' '));
  if (p === null || p.terms.length === 0) return null;
  const x = Number(asked[1]);
  const { first: a, step: d } = p;
  const arithmetic = p.kind === 'arithmetic';
  const steps: MathStep[] = [
    step(
      `The terms ${p.terms.map(fmt).join(', ')} are ${arithmetic ? `an arithmetic sequence, a = ${fmt(a)}, d = ${fmt(d)}` : `a geometric sequence, a = ${fmt(a)}, r = ${fmt(d)}`}.`,
      arithmetic ? `a_n = ${fmt(a)} + (n - 1) × ${fmt(d)}` : `a_n = ${fmt(a)} × ${fmt(d)}^(n - 1)`,
    ),
  ];
  let n: number;
  if (arithmetic) {
    if (d === 0) return null;
    n = (x - a) / d + 1;
    steps.push(
      step(
        `Set the nth term equal to ${fmt(x)} and solve for n.`,
        `n - 1 = (${fmt(x)} - ${fmt(a)}) / ${fmt(d)}, n = ${fmt(n)}`,
      ),
    );
  } else {
    if (!(x / a > 0) || !(d > 0) || d === 1) return null;
    n = Math.log(x / a) / Math.log(d) + 1;
    steps.push(
      step(
        `Set the nth term equal to ${fmt(x)} and solve for n.`,
        `${fmt(d)}^(n - 1) = ${fmt(x)} / ${fmt(a)}, n = ${fmt(n)}`,
      ),
    );
  }
  const whole = Math.round(n);
  // Not a whole number of terms: the value is not in the sequence, a different answer from a term number.
  if (!close(n, whole) || whole < 1) return null;
  return solution('arithmetic', `which term is ${fmt(x)}`, steps, `term ${whole}`, { values: [whole] });
}

/** A list of four or more terms whose second differences are constant and not zero: an² + bn + c. */
function quadraticTerms(
  q: string,
): { terms: number[]; a: number; b: number; c: number; said: string } | null {
  const list = new RegExp(`(${NUMBER}(?:\\s*[,;]\\s*${NUMBER}){3,})(?:\\s*,\\s*(?:\\.\\.\\.|…))?`).exec(q);
  if (!list) return null;
  const terms = numbersIn(list[1] ?? '');
  // Four terms give two second differences, which many rules share: they are read as quadratic only when the
  // question says so; five or more are.
  if (terms.length < (/quadratic/.test(q) ? 4 : 5)) return null;
  const first = terms.slice(1).map((t, i) => t - (terms[i] ?? 0));
  const second = first.slice(1).map((t, i) => t - (first[i] ?? 0));
  const d2 = second[0] ?? 0;
  if (d2 === 0 || !second.every((s) => close(s, d2))) return null;
  const a = d2 / 2;
  const b = (first[0] ?? 0) - 3 * a;
  const c = (terms[0] ?? 0) - a - b;
  return { terms, a, b, c, said: list[0] };
}

/** a n² + b n + c as written by hand: "n^2 + n", "2n^2 - 3n + 1". */
function polynomialInN(coefficients: number[]): string {
  const powers = ['n^2', 'n', ''];
  const parts = coefficients.flatMap((k, i) => {
    if (k === 0) return [];
    const size = Math.abs(k) === 1 && powers[i] !== '' ? '' : fmt(Math.abs(k));
    return [{ negative: k < 0, text: `${size}${powers[i] ?? ''}` }];
  });
  return parts
    .map((p, i) => (i === 0 ? `${p.negative ? '-' : ''}${p.text}` : `${p.negative ? '-' : '+'} ${p.text}`))
    .join(' ');
}

function quadraticSequence(q: string) {
  if (!/term|sequence/.test(q)) return null;
  const quad = quadraticTerms(q);
  if (quad === null) return null;
  const { terms, a, b, c } = quad;
  const rest = q.replace(quad.said, ' ');
  const first = terms.slice(1).map((t, i) => t - (terms[i] ?? 0));
  const shown = polynomialInN([a, b, c]);
  const steps: MathStep[] = [
    step(`The first differences of ${terms.map(fmt).join(', ')}.`, first.map(fmt).join(', ')),
    step(
      'The second differences are constant, so the sequence is quadratic: an² + bn + c with 2a = the second difference.',
      `2a = ${fmt(2 * a)}, a = ${fmt(a)}`,
    ),
    step(
      'The first difference is 3a + b and the first term a + b + c.',
      `b = ${fmt(first[0] ?? 0)} - ${fmt(3 * a)} = ${fmt(b)}, c = ${fmt(terms[0] ?? 0)} - ${fmt(a)} - ${fmt(b)} = ${fmt(c)}`,
    ),
  ];
  const numbers = numbersIn(rest.replace(/\b(?:n\^?2|n²)\b/g, ' '));
  if (/\bnth term\b|\bn-th term\b|general term|formula|rule|expression/.test(rest)) {
    if (numbers.length > 0) return null;
    return solution('arithmetic', `a_n = ${shown}`, steps, `a_n = ${shown}`, {
      expression: `${fmt(a)} * n^2 + ${fmt(b)} * n + ${fmt(c)}`,
      variable: 'n',
    });
  }
  const index = /\b(\d+)(?:st|nd|rd|th) term\b|\bterm (?:number )?(\d+)\b/.exec(rest);
  if (!index || numbers.length !== 1) return null;
  const n = Number(index[1] ?? index[2]);
  const value = a * n * n + b * n + c;
  steps.push(
    step(`Substitute n = ${n}.`, `${fmt(a)} × ${n}^2 + ${fmt(b)} × ${n} + ${fmt(c)} = ${fmt(value)}`),
  );
  return solution('arithmetic', `term ${n}`, steps, fmt(value), { values: [value] });
}

/**
 * A term of a recurrence: "u(n+1) = 2u(n) - 1, u1 = 3, find u4", "a_{n+1} = 3a_n + 2 with a_1 = 1". The rule is
 * evaluated term by term from the given one to the one asked.
 */
function recurrence(q: string) {
  const next =
    /\b([a-z])\s*_?\s*[({]?\s*n\s*\+\s*1\s*[)}]?\s*=\s*([^,;]+?)(?=\s*(?:,|;|\band\b|\bwith\b|\bwhere\b|\.\s|$))/.exec(
      q,
    );
  if (!next) return null;
  const letter = next[1] ?? '';
  const cur = new RegExp(`(?<![a-z])${letter}\\s*_?\\s*[({]?\\s*n\\s*[)}]?(?![a-z+\\d])`, 'g');
  const rule = (next[2] ?? '').replace(cur, ' (U) ');
  if (new RegExp(`\\b${letter}\\b`).test(rule.replace(/\(U\)/g, ''))) return null;
  const start = new RegExp(`\\b${letter}\\s*_?\\s*[({]?\\s*(\\d+)\\s*[)}]?\\s*=\\s*${N}`).exec(
    q.replace(next[0], ' '),
  );
  if (!start) return null;
  const clause = askingClause(q.replace(next[0], ' ').replace(start[0], ' ')) ?? '';
  const target = new RegExp(`\\b${letter}\\s*_?\\s*[({]?\\s*(\\d+)\\s*[)}]?`).exec(clause);
  if (!target) return null;
  const from = Number(start[1]);
  const to = Number(target[1]);
  if (!(to > from) || to - from > 50) return null;
  let compiled: EvalFunction;
  try {
    compiled = math.parse(rule.replace(/(\d)\s*\(U\)/g, '$1 * (U)')).compile();
  } catch {
    return null;
  }
  let u = Number(start[2]);
  const steps: MathStep[] = [
    step('Start from the term given and apply the rule once per term.', `${letter}_${from} = ${fmt(u)}`),
  ];
  for (let n = from; n < to; n += 1) {
    let value: unknown;
    try {
      value = compiled.evaluate({ U: u, n });
    } catch {
      return null;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    steps.push(
      step(
        `${letter}_${n + 1} = ${(next[2] ?? '').trim()} with ${letter}_${n} = ${fmt(u)}${/\bn\b/.test(rule) ? `, n = ${n}` : ''}.`,
        `${letter}_${n + 1} = ${fmt(value)}`,
      ),
    );
    u = value;
  }
  return solution('arithmetic', `${letter}_${to}`, steps, `${letter}_${to} = ${fmt(u)}`, { values: [u] });
}

/** "The sum of the integers from 1 to 100", "sum of the first 20 odd numbers", "add up the numbers 1 to 50". */
function integerSum(q: string) {
  const range = new RegExp(
    `\\bsum of (?:all )?(?:the )?(?:(?:whole |natural |positive )?(?:integers|numbers))? ?from ${N} to ${N}\\b|\\badd (?:up )?(?:all )?(?:the )?(?:whole |natural )?(?:integers|numbers) (?:from )?${N} to ${N}\\b`,
  ).exec(q);
  const first =
    /\bsum of (?:the )?first (\d+) (natural numbers|positive integers|whole numbers|counting numbers|odd numbers|even numbers|positive odd numbers|positive even numbers)\b/.exec(
      q,
    );
  if (Number(range !== null) + Number(first !== null) !== 1) return null;
  if (numbersIn(q).length !== (range ? 2 : 1)) return null;
  if (range) {
    const lo = Number(range[1] ?? range[3]);
    const hi = Number(range[2] ?? range[4]);
    if (!Number.isInteger(lo) || !Number.isInteger(hi) || hi <= lo) return null;
    const count = hi - lo + 1;
    const sum = (count * (lo + hi)) / 2;
    return solution(
      'arithmetic',
      `${fmt(lo)} + … + ${fmt(hi)}`,
      [
        step(
          'An arithmetic series: the number of terms times the average of the first and last.',
          `${count} × (${fmt(lo)} + ${fmt(hi)}) / 2 = ${fmt(sum)}`,
        ),
      ],
      fmt(sum),
      { values: [sum] },
    );
  }
  const n = Number(first?.[1]);
  const kind = first?.[2] ?? '';
  const [sum, how] = /odd/.test(kind)
    ? [n * n, `1 + 3 + … + ${2 * n - 1} = n² = ${n}² = ${n * n}`]
    : /even/.test(kind)
      ? [n * (n + 1), `2 + 4 + … + ${2 * n} = n(n + 1) = ${n} × ${n + 1} = ${n * (n + 1)}`]
      : [(n * (n + 1)) / 2, `1 + 2 + … + ${n} = n(n + 1)/2 = ${n} × ${n + 1} / 2 = ${(n * (n + 1)) / 2}`];
  return solution(
    'arithmetic',
    `sum of the first ${n} ${kind}`,
    [step('An arithmetic series with a formula for its sum.', how)],
    fmt(sum),
    { values: [sum] },
  );
}

export const solveSequenceRules: HomeworkSolver = (q) =>
  whichTerm(q) ?? quadraticSequence(q) ?? recurrence(q) ?? integerSum(q);
