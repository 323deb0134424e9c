// Growth and decay by a whole factor per fixed period: "doubles every 3 hours", "triples every 10 years",
// "halves every 4 days", "the half-life is 8 days". A = A₀ · k^(t / T), asked for the amount after a time, the
// fraction (or percentage) left, or the time to reach an amount. Every number of the question must be read as
// one of A₀, T, t or A; a question with another number, or asking for something else, is not answered.
import { NUMBER, askingClause, fmt, numbersIn } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

/** Seconds in each time unit; months and years only convert to themselves (their length is a convention). */
const UNIT_SECONDS: Record<string, number> = {
  second: 1,
  sec: 1,
  s: 1,
  minute: 60,
  min: 60,
  hour: 3600,
  hr: 3600,
  h: 3600,
  day: 86400,
  week: 604800,
};
const UNIT = String.raw`(seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|yrs?|decades?|centuries|century)`;

function unitName(word: string): string {
  if (/^centur/.test(word)) return 'century';
  if (/^yrs?$/.test(word)) return 'year';
  return word.replace(/s$/, '');
}

/** Time t measured in periods of T: the same unit, or two units of fixed length (hours and minutes …). */
function inPeriods(t: number, tUnit: string, period: number, periodUnit: string): number | null {
  const a = unitName(tUnit);
  const b = unitName(periodUnit);
  if (a === b) return t / period;
  const sa = UNIT_SECONDS[a];
  const sb = UNIT_SECONDS[b];
  return sa === undefined || sb === undefined ? null : (t * sa) / (period * sb);
}

const FACTOR_WORDS: Record<string, number> = {
  doubles: 2,
  double: 2,
  doubling: 2,
  triples: 3,
  triple: 3,
  tripling: 3,
  quadruples: 4,
  quadruple: 4,
  halves: 0.5,
  halve: 0.5,
  halving: 0.5,
};

interface Law {
  factor: number;
  period: number;
  unit: string;
  said: string;
}

function lawOf(q: string): Law | null {
  const every = new RegExp(
    `\\b(doubles|double|doubling|triples|triple|tripling|quadruples|quadruple|halves|halve|halving)(?: (?:in|its) (?:size|number|value|mass|amount|population))?(?: (?:itself|in size|in number|in value))? (?:every|each|once every)(?: (${NUMBER}))? ${UNIT}\\b|\\b(?:doubling|tripling) time (?:is|of|=)\\s*(${NUMBER}) ${UNIT}\\b`,
  ).exec(q);
  if (every) {
    const word = every[1] ?? (/tripling time/.test(every[0]) ? 'triples' : 'doubles');
    return {
      factor: FACTOR_WORDS[word] ?? NaN,
      period: Number(every[2] ?? every[4] ?? 1),
      unit: every[3] ?? every[5] ?? '',
      said: every[0],
    };
  }
  const half = new RegExp(
    `\\bhalf[- ]?li(?:fe|ves?)(?: of [a-z][a-z0-9-]*(?: [a-z][a-z0-9-]*)?)?(?: (?:is|of|=|equals|was|:))?\\s*(?:about |approximately )?(${NUMBER}) ${UNIT}\\b|\\bhas a half[- ]?life of (${NUMBER}) ${UNIT}\\b`,
  ).exec(q);
  if (half)
    return {
      factor: 0.5,
      period: Number(half[1] ?? half[3]),
      unit: half[2] ?? half[4] ?? '',
      said: half[0],
    };
  // "after 3 half-lives" with no length given: the time is counted in half-lives.
  if (new RegExp(`\\b(?:after|in|for|over) ${NUMBER} half[- ]?li(?:ves|fes)\\b`).test(q))
    return { factor: 0.5, period: 1, unit: 'half-life', said: '' };
  return null;
}

type Asked = 'amount' | 'fraction' | 'percent' | 'time';

/** An asking clause about what is gone rather than what is left. */
const DECAYED =
  /\b(?:decayed|disintegrated|broken down|decomposed|been lost|is lost|are lost|gone|used up)\b/;

function askedFor(q: string): Asked | null {
  const clause = askingClause(q) ?? '';
  if (
    /how long|how much time|how many (?:seconds|minutes|hours|days|weeks|months|years|decades)|after how many|when will|what time|in how many/.test(
      clause,
    )
  )
    return /how many (?:seconds|minutes|hours|days|weeks|months|years|decades) (?:will|would) (?:there|it|the|be)|remain|left/.test(
      clause,
    ) && !/until|before|take|for (?:it|the|there)|when/.test(clause)
      ? null
      : 'time';
  if (/what (?:fraction|proportion)/.test(clause)) return 'fraction';
  if (/what percent(?:age)?/.test(clause)) return 'percent';
  if (
    /how (?:many|much)|what (?:is|will|would|mass|amount|number|population|size)|how (?:big|large)|find|calculate|determine|work out/.test(
      clause,
    )
  )
    return 'amount';
  return null;
}

function elapsedOf(q: string): { t: number; unit: string; said: string } | null {
  const halfLives = new RegExp(`\\b(?:after|in|for|over) (${NUMBER}) half[- ]?li(?:ves|fes)\\b`).exec(q);
  if (halfLives) return { t: Number(halfLives[1]), unit: 'period', said: halfLives[0] };
  const after = [
    ...q.matchAll(
      new RegExp(
        `\\b(?:after|in|for|over|within|at the end of|takes?) (?:another |a further )?(${NUMBER}) ${UNIT}\\b`,
        'g',
      ),
    ),
  ];
  if (after.length !== 1) return null;
  const m = after[0];
  return m ? { t: Number(m[1]), unit: m[2] ?? '', said: m[0] } : null;
}

/** The question's numbers once the law and the time are read: isotope names (carbon-14) are not numbers. */
function otherNumbers(q: string, ...said: string[]): number[] {
  let rest = q.replace(/\b[a-z]+-\d+\b/g, ' ');
  for (const s of said) rest = rest.replace(s, ' ');
  return numbersIn(rest);
}

function growthOrDecay(q: string) {
  const law = lawOf(q);
  if (law === null || !(law.factor > 0) || !(law.period > 0)) return null;
  const asked = askedFor(q);
  if (asked === null) return null;
  const k = law.factor;
  const kText = k === 0.5 ? '1/2' : fmt(k);
  const lawText =
    k === 0.5 ? `A = A₀ · (1/2)^(t / ${fmt(law.period)})` : `A = A₀ · ${kText}^(t / ${fmt(law.period)})`;
  const periodName =
    k === 0.5 && /half/.test(law.said)
      ? 'half-life'
      : `${k === 0.5 ? 'halving' : k === 2 ? 'doubling' : 'growth'} period`;
  const lawStep = step(
    `The amount is multiplied by ${kText} every ${fmt(law.period)} ${unitName(law.unit)}${law.period === 1 ? '' : 's'} (the ${periodName}), so after a time t:`,
    lawText,
  );
  if (asked === 'time') {
    if (/\b(?:after|in|for|over) \d/.test(q.replace(law.said, ' ')) && !/\bin how many\b/.test(q))
      return null;
    const numbers = otherNumbers(q, law.said);
    if (numbers.length !== 2) return null;
    const [first = NaN, second = NaN] = numbers;
    // The starting amount comes first and the amount reached second, in the direction of the change.
    if (!(first > 0) || !(second > 0) || (k > 1 ? second <= first : second >= first)) return null;
    const target = new RegExp(
      `(?:until|reach|reaches|to|become|becomes|be|left|remain|remains|only|there are|there is)\\s+(?:only |about |just )?${fmt(second).replace('.', '\\.')}\\b|${fmt(second).replace('.', '\\.')}\\b[^.?]*\\b(?:remain|remains|left|is left|are left)\\b`,
    ).test(q);
    if (!target) return null;
    const periods = Math.log(second / first) / Math.log(k);
    const t = periods * law.period;
    const unit = unitName(law.unit);
    return solution(
      'percentage',
      q,
      [
        lawStep,
        step(
          'Substitute the two amounts.',
          `${fmt(second)} = ${fmt(first)} · ${kText}^(t / ${fmt(law.period)})`,
        ),
        step(
          `Divide by ${fmt(first)} and take logarithms: t / ${fmt(law.period)} = log(${fmt(second)} / ${fmt(first)}) / log(${kText}) = ${fmt(periods)}.`,
          `t = ${fmt(periods)} × ${fmt(law.period)} = ${fmt(t)} ${unit}s`,
        ),
      ],
      `${fmt(t)} ${unit}s`,
      { values: [t] },
    );
  }
  const elapsed = elapsedOf(q.replace(law.said, ' '));
  if (elapsed === null) return null;
  const periods =
    elapsed.unit === 'period'
      ? k === 0.5
        ? elapsed.t
        : null
      : inPeriods(elapsed.t, elapsed.unit, law.period, law.unit);
  if (periods === null || !(periods >= 0) || periods > 200) return null;
  const factor = k ** periods;
  const periodsStep = step(
    `The time is ${fmt(periods)} ${periodName}${periods === 1 ? '' : 's'}.`,
    elapsed.unit === 'period'
      ? `t / T = ${fmt(periods)}`
      : `t / T = ${fmt(elapsed.t)} / ${fmt(law.period)} = ${fmt(periods)}`,
  );
  const numbers = otherNumbers(q, law.said, elapsed.said);
  // "How many grams have decayed?" asks for what is gone, not what is left; growth asked that way is declined.
  const gone = DECAYED.test(askingClause(q) ?? '');
  if (gone && k >= 1) return null;
  if (asked === 'fraction' || asked === 'percent') {
    if (numbers.length !== 0) return null;
    const part = gone ? 1 - factor : factor;
    const value = asked === 'percent' ? 100 * part : part;
    const shown =
      asked === 'percent'
        ? `${fmt(value)}%`
        : gone
          ? fmt(part)
          : Number.isInteger(1 / factor)
            ? `1/${fmt(1 / factor)}`
            : fmt(factor);
    const left = step('The part left is A / A₀.', `${kText}^${fmt(periods)} = ${gone ? fmt(factor) : shown}`);
    return solution(
      'percentage',
      q,
      gone
        ? [
            lawStep,
            periodsStep,
            left,
            step('The part decayed is what is not left.', `1 - ${fmt(factor)} = ${fmt(part)}`),
          ]
        : [lawStep, periodsStep, left],
      shown,
      {
        values: [value],
      },
    );
  }
  if (numbers.length !== 1) return null;
  const start = numbers[0] ?? NaN;
  if (!(start > 0)) return null;
  const amount = start * factor;
  const steps = [
    lawStep,
    periodsStep,
    step('Multiply the starting amount.', `A = ${fmt(start)} · ${kText}^${fmt(periods)} = ${fmt(amount)}`),
  ];
  if (!gone) return solution('percentage', q, steps, fmt(amount), { values: [amount] });
  const decayed = start - amount;
  steps.push(
    step(
      'What has decayed is the start less what is left.',
      `${fmt(start)} - ${fmt(amount)} = ${fmt(decayed)}`,
    ),
  );
  return solution('percentage', q, steps, fmt(decayed), { values: [decayed] });
}

export const solveGrowth: HomeworkSolver = (q) => growthOrDecay(q);
