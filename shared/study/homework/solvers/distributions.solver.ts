// Probabilities that are not counted outcomes: the complement of a given probability ("it rains with probability
// 0.35; not rain?"), the expected score of fair dice, and the binomial and normal distributions written
// X ~ B(n, p) and X ~ N(μ, σ²).
import { math } from '../../math/math-expression.util.ts';
import { NUMBER, askingClause, fmt } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

/**
 * "The probability it rains tomorrow is 0.35. What is the probability it does not rain?": 1 - p. The one
 * probability given must be a decimal or a fraction in [0, 1], said of the event the question then negates.
 */
function complement(q: string) {
  const given = new RegExp(
    `probability (?:of |that )?(.+?) (?:is|=|will be) (${NUMBER}(?:\\s*/\\s*\\d+)?)(?![\\d%/])`,
  ).exec(q);
  const clause = askingClause(q);
  if (given === null || clause === undefined || clause.includes(given[0])) return null;
  if (/\bnot\b|n't|never/.test(given[1] ?? '')) return null;
  if (
    !/probability/.test(clause) ||
    !/\b(?:not|doesn't|does not|won't|will not|isn't|is not|fails?)\b/.test(clause)
  )
    return null;
  if (/\band\b|\bboth\b|\beither\b|\bor\b|twice|in a row|days|times/.test(clause)) return null;
  const others = q.replace(given[0], ' ').match(new RegExp(NUMBER, 'g'));
  if (others !== null) return null;
  const [top, bottom] = (given[2] ?? '').split('/').map((x) => Number(x.trim()));
  const p = bottom === undefined ? (top ?? NaN) : (top ?? NaN) / bottom;
  if (!(p >= 0 && p <= 1)) return null;
  const value = 1 - p;
  return solution(
    'probability',
    `P(not A) where P(A) = ${given[2]}`,
    [
      step(
        'An event either happens or it does not, so the two probabilities add to 1.',
        'P(not A) = 1 - P(A)',
      ),
      step('Substitute.', `P(not A) = 1 - ${given[2]} = ${fmt(value)}`),
    ],
    fmt(value),
    { values: [value] },
  );
}

/** "Expected value when you roll a fair die", "the expected total of two fair dice": 3.5 per die. */
function expectedDice(q: string) {
  if (!/expected (?:value|score|total|number|outcome|mean)|\be\s*\(\s*x\s*\)/.test(q)) return null;
  if (!/\bfair\b/.test(q) || !/\b(?:die|dice)\b/.test(q)) return null;
  if (/(?:\d+|four|eight|ten|twelve|twenty)[- ]sided/.test(q) && !/\b(?:six|6)[- ]sided/.test(q)) return null;
  const written = /\b(\d+) (?:fair )?(?:(?:six|6)[- ]sided )?dice\b/.exec(q);
  const count = written
    ? Number(written[1])
    : /\b(?:a|one|the) (?:fair )?(?:(?:six|6)[- ]sided )?die\b/.test(q)
      ? 1
      : 0;
  const digits = q.replace(/\b(?:six|6)[- ]sided\b/, ' ').match(/\d+/g) ?? [];
  if (count < 1 || digits.length > (written ? 1 : 0)) return null;
  if (/squared|product|times|bet|win|lose|pay|£|\$|€/.test(q)) return null;
  const value = 3.5 * count;
  const steps = [
    step(
      'Each face 1–6 of a fair die has probability 1/6: E = Σ x·P(x).',
      'E = (1 + 2 + 3 + 4 + 5 + 6) × 1/6 = 21/6 = 3.5',
    ),
  ];
  if (count > 1) steps.push(step('Expectations add over the dice.', `E = ${count} × 3.5 = ${fmt(value)}`));
  return solution('probability', `expected score of ${count} fair dice`, steps, fmt(value), {
    values: [value],
  });
}

const nCr = (n: number, r: number) => {
  let c = 1;
  for (let i = 1; i <= r; i += 1) c = (c * (n - r + i)) / i;
  return c;
};

type Relation = '=' | '<' | '<=' | '>' | '>=';

/** "P(X = 2)", "P(X ≤ 3)", "P(X at least 4)": the relation and the number. */
function askedEvent(q: string): { relation: Relation; k: number } | null {
  const m = /p\s*\(\s*x\s*(=|<=|≤|=<|>=|≥|=>|<|>)\s*(-?\d+(?:\.\d+)?)\s*\)/.exec(q);
  if (m === null) return null;
  const relation =
    ({ '≤': '<=', '=<': '<=', '≥': '>=', '=>': '>=' } as Record<string, Relation>)[m[1] ?? ''] ??
    (m[1] as Relation);
  return { relation, k: Number(m[2]) };
}

function binomial(q: string) {
  const m = new RegExp(`x\\s*~\\s*b\\s*\\(\\s*(\\d+)\\s*,\\s*(${NUMBER})\\s*\\)`).exec(q);
  const event = askedEvent(q);
  if (m === null || event === null) return null;
  const n = Number(m[1]);
  const p = Number(m[2]);
  const { relation, k } = event;
  if (!(p >= 0 && p <= 1) || n > 200 || !Number.isInteger(k)) return null;
  const pmf = (r: number) => nCr(n, r) * p ** r * (1 - p) ** (n - r);
  const included = (r: number) =>
    relation === '='
      ? r === k
      : relation === '<'
        ? r < k
        : relation === '<='
          ? r <= k
          : relation === '>'
            ? r > k
            : r >= k;
  const rs = Array.from({ length: n + 1 }, (_, r) => r).filter(included);
  const value = rs.reduce((sum, r) => sum + pmf(r), 0);
  const steps = [
    step(
      'For X ~ B(n, p), P(X = r) = C(n, r) p^r (1 - p)^(n - r).',
      `n = ${n}, p = ${fmt(p)}, 1 - p = ${fmt(1 - p)}`,
    ),
  ];
  if (relation === '=')
    steps.push(
      step(
        'Substitute r = ' + String(k) + '.',
        `P(X = ${k}) = C(${n}, ${k}) × ${fmt(p)}^${k} × ${fmt(1 - p)}^${n - k} = ${fmt(nCr(n, k))} × ${fmt(p ** k)} × ${fmt((1 - p) ** (n - k))} = ${fmt(value)}`,
      ),
    );
  else
    steps.push(
      step(
        `Add P(X = r) for r = ${rs.length === 0 ? 'none' : rs.length === 1 ? String(rs[0]) : `${rs[0]} to ${rs[rs.length - 1]}`}.`,
        `P(X ${relation} ${k}) = ${fmt(value)}`,
      ),
    );
  return solution('probability', `X ~ B(${n}, ${fmt(p)}), P(X ${relation} ${k})`, steps, fmt(value), {
    values: [value],
  });
}

/**
 * X ~ N(μ, σ²) written with the variance as a square ("N(100, 15^2)") or the deviation named ("σ = 15"): a bare
 * second number may be the variance or the deviation, so it is declined.
 */
function normal(q: string) {
  const m = new RegExp(`x\\s*~\\s*n\\s*\\(\\s*(${NUMBER})\\s*,\\s*(${NUMBER})\\s*\\^\\s*2\\s*\\)`).exec(q);
  const event = askedEvent(q);
  if (m === null || event === null || event.relation === '=') return null;
  const mu = Number(m[1]);
  const sigma = Number(m[2]);
  if (!(sigma > 0)) return null;
  const z = (event.k - mu) / sigma;
  const below = 0.5 * (1 + Number(math.erf(z / Math.SQRT2)));
  const value = event.relation.startsWith('<') ? below : 1 - below;
  return solution(
    'statistics',
    `X ~ N(${fmt(mu)}, ${fmt(sigma)}²), P(X ${event.relation} ${fmt(event.k)})`,
    [
      step('Standardise: z = (x - μ) / σ.', `z = (${fmt(event.k)} - ${fmt(mu)}) / ${fmt(sigma)} = ${fmt(z)}`),
      step('Read the standard normal distribution: Φ(z) = P(Z < z).', `Φ(${fmt(z)}) = ${fmt(below)}`),
      ...(event.relation.startsWith('>')
        ? [step('The probability above is 1 - Φ(z).', `1 - ${fmt(below)} = ${fmt(value)}`)]
        : []),
    ],
    fmt(value),
    { values: [value] },
  );
}

export const solveDistributions: HomeworkSolver = (q) =>
  complement(q) ?? expectedDice(q) ?? binomial(q) ?? normal(q);
