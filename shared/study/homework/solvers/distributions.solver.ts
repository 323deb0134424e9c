// Probabilities that are not counted outcomes: the complement of a given probability ("it rains with probability
// 0.35; not rain?"), the expected score of fair dice, and the binomial and normal distributions written
// X ~ B(n, p) and X ~ N(μ, σ²).
import { math } from '../../math/math-expression.util.ts';
import { NUMBER, askingClause, fmt, numbersIn } from './question-text.util.ts';
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
  return complementOf(given[2] ?? '', 'A');
}

/** A probability written as a decimal or a fraction ("0.35", "3/8"); NaN outside [0, 1]. */
function probabilityOf(written: string): number {
  const [top, bottom] = written.split('/').map((x) => Number(x.trim()));
  const p = bottom === undefined ? (top ?? NaN) : (top ?? NaN) / bottom;
  return p >= 0 && p <= 1 ? p : NaN;
}

/** 1 - P(event), worked, from the probability as written. */
function complementOf(written: string, event: string) {
  const p = probabilityOf(written);
  if (Number.isNaN(p)) return null;
  const value = 1 - p;
  return solution(
    'probability',
    `P(not ${event}) where P(${event}) = ${written}`,
    [
      step(
        'An event either happens or it does not, so the two probabilities add to 1.',
        `P(not ${event}) = 1 - P(${event})`,
      ),
      step('Substitute.', `P(not ${event}) = 1 - ${written} = ${fmt(value)}`),
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

const included = (relation: Relation, k: number, r: number) =>
  relation === '='
    ? r === k
    : relation === '<'
      ? r < k
      : relation === '<='
        ? r <= k
        : relation === '>'
          ? r > k
          : r >= k;

function binomial(q: string) {
  const m = new RegExp(
    `x\\s*~\\s*b(?:in(?:omial)?)?\\s*\\(\\s*(?:n\\s*=\\s*)?(\\d+)\\s*,\\s*(?:p\\s*=\\s*)?(${NUMBER})\\s*\\)`,
  ).exec(q);
  const event = askedEvent(q);
  if (m === null || event === null) return null;
  const n = Number(m[1]);
  const p = Number(m[2]);
  const { relation, k } = event;
  if (!(p >= 0 && p <= 1) || n > 200 || !Number.isInteger(k)) return null;
  const pmf = (r: number) => nCr(n, r) * p ** r * (1 - p) ** (n - r);
  const rs = Array.from({ length: n + 1 }, (_, r) => r).filter((r) => included(relation, k, r));
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

/**
 * X ~ Po(λ): P(X = r) = e^-λ λ^r / r!. An upper tail ("P(X ≥ 2)") is 1 minus the terms below it, which are finitely
 * many.
 */
function poisson(q: string) {
  const m = new RegExp(
    `x\\s*~\\s*po(?:isson)?\\s*\\(\\s*(?:(?:λ|lambda|μ|mu|m)\\s*=\\s*)?(${NUMBER})\\s*\\)`,
  ).exec(q);
  const event = askedEvent(q);
  if (m === null || event === null) return null;
  const lambda = Number(m[1]);
  const { relation, k } = event;
  if (!(lambda > 0) || !Number.isInteger(k) || k < 0 || k > 200) return null;
  const pmf = (r: number) => Math.exp(-lambda + r * Math.log(lambda) - logFactorial(r));
  const upper = relation === '>' || relation === '>=';
  // The terms summed: the event itself, or (for an upper tail) the ones below it.
  const rs = Array.from({ length: k + 1 }, (_, r) => r).filter((r) =>
    upper ? !included(relation, k, r) : included(relation, k, r),
  );
  const lower = rs.reduce((sum, r) => sum + pmf(r), 0);
  const value = upper ? 1 - lower : lower;
  const steps = [
    step('For X ~ Po(λ), P(X = r) = e^(-λ) λ^r / r!.', `λ = ${fmt(lambda)}`),
    step(
      rs.length === 1 && !upper
        ? `Substitute r = ${rs[0]}.`
        : `Add P(X = r) for r = ${rs.length === 0 ? 'none' : `${rs[0]} to ${rs[rs.length - 1]}`}.`,
      `${fmt(lower)}`,
    ),
  ];
  if (upper)
    steps.push(step('The upper tail is 1 minus the terms below it.', `1 - ${fmt(lower)} = ${fmt(value)}`));
  return solution('probability', `X ~ Po(${fmt(lambda)}), P(X ${relation} ${k})`, steps, fmt(value), {
    values: [value],
  });
}

function logFactorial(r: number): number {
  let sum = 0;
  for (let i = 2; i <= r; i += 1) sum += Math.log(i);
  return sum;
}

/** "P(A) = 0.35. What is P(not A)?", "P(A') = ?": the complement written in notation. */
function complementNotation(q: string) {
  const given = new RegExp(`p\\s*\\(\\s*([a-z])\\s*\\)\\s*=\\s*(${NUMBER}(?:\\s*/\\s*\\d+)?)`).exec(q);
  if (given === null) return null;
  const event = given[1] ?? '';
  const asked = new RegExp(
    `p\\s*\\(\\s*(?:not\\s+${event}|${event}\\s*'|${event}\\s*\\^\\s*c|${event}\\s*(?:complement|bar))\\s*\\)`,
  ).exec(q);
  if (asked === null) return null;
  if (numbersIn(q.replace(given[0], ' ').replace(asked[0], ' ')).length > 0) return null;
  return complementOf(given[2] ?? '', event.toUpperCase());
}

/**
 * Expected frequency: "lands on red with probability 0.15; spun 240 times; how many times would you expect red?"
 * is n × p. One probability (decimal or fraction) and one number of trials; the clause must ask for an expected or
 * estimated number.
 */
function expectedFrequency(q: string) {
  const clause = askingClause(q) ?? '';
  if (
    !/\bexpect|\bestimate|expected (?:number|frequency)|how many (?:times )?(?:would|should|will) you expect/.test(
      clause,
    )
  )
    return null;
  const probability = [
    ...q.matchAll(
      new RegExp(
        `(?:with (?:a )?(?:probability|chance) (?:of )?|(?:probability|chance)(?: of [a-z ]+?| that [a-z ]+?)? (?:is|=) )(\\d*\\.?\\d+(?:\\s*/\\s*\\d+)?)(?![\\d%/]|\\.\\d)`,
        'g',
      ),
    ),
  ];
  const trials = [
    ...q.matchAll(
      new RegExp(
        `(?<![\\d.])(\\d+) (?:times|trials|spins|rolls|throws|flips|tosses|days|games|matches|people|students|customers)\\b`,
        'g',
      ),
    ),
  ];
  if (probability.length !== 1 || trials.length !== 1) return null;
  const said = [probability[0]?.[0] ?? '', trials[0]?.[0] ?? ''];
  let rest = q;
  for (const x of said) rest = rest.replace(x, ' ');
  if (numbersIn(rest).length > 0) return null;
  const p = probabilityOf(probability[0]?.[1] ?? '');
  const n = Number(trials[0]?.[1]);
  if (Number.isNaN(p) || !(n > 0)) return null;
  const value = n * p;
  return solution(
    'probability',
    `expected frequency, n = ${n}, p = ${probability[0]?.[1]}`,
    [
      step(
        'Expected frequency = number of trials × probability.',
        `${n} × ${probability[0]?.[1]} = ${fmt(value)}`,
      ),
    ],
    fmt(value),
    { values: [value] },
  );
}

/**
 * A normal distribution in words: "normally distributed with mean 175 cm and standard deviation 7 cm; what
 * percentage are taller than 189 cm?". One threshold, above or below; a percentage asked is given in percent.
 */
function normalInWords(q: string) {
  const m = new RegExp(
    `normally distributed,? with (?:a )?mean (?:of )?(${NUMBER})\\s*[a-z]*,? and (?:a )?standard deviation (?:of )?(${NUMBER})\\s*[a-z]*`,
  ).exec(q);
  const clause = askingClause(q);
  if (m === null || clause === undefined) return null;
  const threshold = new RegExp(
    `\\b(more|greater|taller|longer|heavier|higher|above|over|less|fewer|shorter|lighter|lower|below|under)(?: than)? (${NUMBER})\\b`,
  ).exec(clause);
  if (threshold === null || /between|and|within/.test(clause.replace(m[0], ''))) return null;
  if (
    numbersIn(
      q
        .replace(m[0], ' ')
        .replace(threshold[0], ' ')
        .replace(/\(percent\)/, ' '),
    ).length > 0
  )
    return null;
  const percent = /percent|%/.test(clause);
  if (!percent && !/probability|proportion|fraction/.test(clause)) return null;
  const mu = Number(m[1]);
  const sigma = Number(m[2]);
  const x = Number(threshold[2]);
  if (!(sigma > 0)) return null;
  const z = (x - mu) / sigma;
  const below = 0.5 * (1 + Number(math.erf(z / Math.SQRT2)));
  const above = /more|greater|taller|longer|heavier|higher|above|over/.test(threshold[1] ?? '');
  const p = above ? 1 - below : below;
  const value = percent ? 100 * p : p;
  return solution(
    'statistics',
    `X ~ N(${fmt(mu)}, ${fmt(sigma)}²), P(X ${above ? '>' : '<'} ${fmt(x)})`,
    [
      step('Standardise: z = (x - μ) / σ.', `z = (${fmt(x)} - ${fmt(mu)}) / ${fmt(sigma)} = ${fmt(z)}`),
      step('Read the standard normal distribution: Φ(z) = P(Z < z).', `Φ(${fmt(z)}) = ${fmt(below)}`),
      ...(above ? [step('The probability above is 1 - Φ(z).', `1 - ${fmt(below)} = ${fmt(p)}`)] : []),
      ...(percent ? [step('As a percentage.', `${fmt(p)} × 100 = ${fmt(value)}%`)] : []),
    ],
    percent ? `${fmt(value)}%` : fmt(value),
    { values: [value] },
  );
}

export const solveDistributions: HomeworkSolver = (q) =>
  complement(q) ??
  complementNotation(q) ??
  expectedFrequency(q) ??
  expectedDice(q) ??
  binomial(q) ??
  poisson(q) ??
  normal(q) ??
  normalInWords(q);
