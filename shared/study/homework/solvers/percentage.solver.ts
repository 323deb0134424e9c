// Percentages (of, what percent, reverse, increase/decrease, discount, change), ratios, simple and compound
// interest, and arithmetic said in words (roots, powers, GCD/LCM, factorials, a fraction of an amount).
import { NUMBER, askingClause, fmt, money, numbersIn, round } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';
import { exact, formatFraction } from '../../math/math-expression.util.ts';
import type { Fraction } from 'mathjs';
import { recurringDecimal } from './recurring-decimal.util.ts';

const N = `(${NUMBER})`;
const CUR = String.raw`(?:[$£€]|usd|eur|gbp|rs\.?|₹)?\s*`;
const PCT = String.raw`\s*(?:%|percent|per cent)`;

function percentOf(q: string) {
  const m =
    new RegExp(
      `^(?:(?:what|how much) is |what's |find |calculate |work out |compute |determine )?(?:the value of )?${N}${PCT} of ${CUR}${N}\\s*(?:[a-z$£€]+\\s*)?\\??$`,
    ).exec(q) ??
    new RegExp(`(?:^|[^a-z])${N}${PCT} of ${CUR}${N}(?: [a-z]+)?\\s*(?:is what|equals what|=\\s*\\?)`).exec(
      q,
    );
  if (!m) return null;
  const p = Number(m[1]);
  const base = Number(m[2]);
  const value = (p / 100) * base;
  return solution(
    'percentage',
    `${fmt(p)}% of ${fmt(base)}`,
    [
      step('Write the percentage as a decimal (divide by 100).', `${fmt(p)}% = ${fmt(p / 100)}`),
      step('Multiply it by the amount.', `${fmt(p / 100)} × ${fmt(base)} = ${fmt(value)}`),
    ],
    fmt(value),
    { values: [value] },
  );
}

function whatPercent(q: string) {
  const forms: Array<[RegExp, 'part-whole' | 'whole-part']> = [
    [
      new RegExp(`what (?:percent|percentage|%) of ${CUR}${N} (?:is|are|makes up|makes) ${CUR}${N}`),
      'whole-part',
    ],
    [new RegExp(`${CUR}${N} (?:is|are) what (?:percent|percentage|%) of ${CUR}${N}`), 'part-whole'],
    [
      new RegExp(
        `(?:express|write|give|convert) ${CUR}${N} (?:as a |as )?(?:percent|percentage) of ${CUR}${N}`,
      ),
      'part-whole',
    ],
    [new RegExp(`${N} (?:out of|of|/) ${N} (?:as a |in |to a )?(?:percent|percentage)`), 'part-whole'],
    [new RegExp(`${CUR}${N} as a (?:percent|percentage) of ${CUR}${N}`), 'part-whole'],
    [
      new RegExp(
        `(?:convert|express|write|change|turn) ${N}/${N} (?:to|as|into) (?:a )?(?:percent|percentage)`,
      ),
      'part-whole',
    ],
    [new RegExp(`${N} out of ${N}(?:[^0-9]*)what (?:percent|percentage)`), 'part-whole'],
    [
      new RegExp(`(?:scored?|got|gets|answered|scores) ${N} (?:out of|of) ${N}.*(?:percent|percentage)`),
      'part-whole',
    ],
  ];
  for (const [re, order] of forms) {
    const m = re.exec(q);
    if (!m) continue;
    const [part, whole] =
      order === 'part-whole' ? [Number(m[1]), Number(m[2])] : [Number(m[2]), Number(m[1])];
    if (whole === 0) return null;
    const value = (part / whole) * 100;
    return solution(
      'percentage',
      `${fmt(part)} as a percentage of ${fmt(whole)}`,
      [
        step('Divide the part by the whole.', `${fmt(part)} ÷ ${fmt(whole)} = ${fmt(part / whole)}`),
        step('Multiply by 100 to get a percentage.', `${fmt(part / whole)} × 100 = ${fmt(value)}%`),
      ],
      `${fmt(value)}%`,
      { values: [value] },
    );
  }
  return null;
}

function wholeFromPart(q: string) {
  let part: number;
  let p: number;
  const a = new RegExp(`${CUR}${N} is ${N}${PCT} of (?:what|which|a|an|the) ?(?:number|amount|value)?`).exec(
    q,
  );
  const b = new RegExp(
    `${N}${PCT} of (?:what|which|a|an|the) ?(?:number|amount|value)? ?(?:is|equals|=) ${CUR}${N}`,
  ).exec(q);
  if (a) [part, p] = [Number(a[1]), Number(a[2])];
  else if (b) [p, part] = [Number(b[1]), Number(b[2])];
  else return null;
  if (p === 0) return null;
  const whole = part / (p / 100);
  return solution(
    'percentage',
    `${fmt(p)}% of the number is ${fmt(part)}`,
    [
      step('Call the number n and write the statement as an equation.', `${fmt(p / 100)} × n = ${fmt(part)}`),
      step('Divide both sides by the decimal.', `n = ${fmt(part)} ÷ ${fmt(p / 100)} = ${fmt(whole)}`),
    ],
    fmt(whole),
    { values: [whole] },
  );
}

function changeBy(q: string) {
  let verb: string;
  let base: number;
  let p: number;
  const a = new RegExp(`(increase|decrease|raise|reduce|lower)d? ${CUR}${N}(?: [a-z]+)? by ${N}${PCT}`).exec(
    q,
  );
  const b = new RegExp(
    `${CUR}${N}(?: [a-z]+)? (?:is |was |gets |are )?(increase|decrease|raise|reduce|lower)d? by ${N}${PCT}`,
  ).exec(q);
  if (a) [verb, base, p] = [a[1] ?? '', Number(a[2]), Number(a[3])];
  else if (b) [base, verb, p] = [Number(b[1]), b[2] ?? '', Number(b[3])];
  else return null;
  const up = verb === 'increase' || verb === 'raise';
  const factor = up ? 1 + p / 100 : 1 - p / 100;
  const value = base * factor;
  return solution(
    'percentage',
    `${fmt(base)} ${up ? 'increased' : 'decreased'} by ${fmt(p)}%`,
    [
      step(
        `${up ? 'Increasing' : 'Decreasing'} by ${fmt(p)}% leaves ${fmt(100 + (up ? p : -p))}% of the amount: the multiplier is ${fmt(factor)}.`,
        `1 ${up ? '+' : '-'} ${fmt(p / 100)} = ${fmt(factor)}`,
      ),
      step('Multiply the amount by it.', `${fmt(base)} × ${fmt(factor)} = ${fmt(value)}`),
    ],
    fmt(value),
    { values: [value] },
  );
}

function discount(q: string) {
  if (!/(\boff\b|discount|\bsale\b|reduced|marked down|markdown)/.test(q)) return null;
  if (/(original|before|was the price|used to cost|full price)/.test(askingClause(q) ?? q)) return null;
  const price = new RegExp(`(?:[$£€]\\s*${N}|${N}\\s*(?:dollars|euros|pounds|usd|eur|gbp))`).exec(q);
  const pct = new RegExp(`${N}${PCT}`).exec(q);
  if (!price || !pct) return null;
  const base = Number(price[1] ?? price[2]);
  const p = Number(pct[1]);
  if (p <= 0 || p >= 100) return null;
  const saved = (base * p) / 100;
  const asksSaving =
    /(how much (?:do|does|will|would|did) (?:you|i|she|he|they|we) save|amount of (?:the )?discount|how much is the discount|discount amount|savings?\b|how much off)/.test(
      q,
    );
  const final = base - saved;
  const steps = [
    step('Find the discount: the percentage of the price.', `${fmt(p)}% × ${money(base)} = ${money(saved)}`),
  ];
  if (!asksSaving)
    steps.push(step('Subtract it from the price.', `${money(base)} - ${money(saved)} = ${money(final)}`));
  return solution(
    'percentage',
    `${fmt(p)}% off ${money(base)}`,
    steps,
    asksSaving ? `The discount is ${money(saved)}` : `The sale price is ${money(final)}`,
    { values: [asksSaving ? saved : final] },
  );
}

function reversePercent(q: string) {
  // The original must be what is asked ("what was the original price?"), not what is given ("originally $40");
  // "before" asks it only before a change ("the price before the discount"), not in time ("before coming to rest").
  if (
    !/(original|before (?:the |its |any |it was )?(?:increase|decrease|discount|sale|rise|reduction|cut|tax|vat|mark-?up|drop|fall|change|price|pay rise|reduced|increased|discounted)|what was|used to cost|full price|without|excluding|pre-)/.test(
      askingClause(q) ?? q,
    )
  )
    return null;
  const pct = new RegExp(`${N}${PCT}`).exec(q);
  if (!pct) return null;
  const p = Number(pct[1]);
  const rest = q.replace(pct[0], ' ');
  const amounts = [
    ...rest.matchAll(
      new RegExp(
        `(?:[$£€]\\s*${N}|${N}\\s*(?:dollars|euros|pounds)|(?:is|costs?|now|pays?|paid|of|for|to|at) ${CUR}${N})`,
        'g',
      ),
    ),
  ];
  const values = [...new Set(amounts.map((a) => Number(a[1] ?? a[2] ?? a[3])))];
  if (values.length !== 1) return null;
  const now = values[0] ?? 0;
  let up: boolean;
  if (
    /(discount|off|sale|reduc|decreas|less|drop|fell|lost|depreciat|cut|(?:went|goes|go|gone|going|marked) down)/.test(
      q,
    )
  )
    up = false;
  else if (
    /(vat|tax|increas|rise|rose|raise|markup|mark-up|more|grew|gain|tip|interest|(?:went|goes|go|gone|going) up)/.test(
      q,
    )
  )
    up = true;
  else return null;
  const factor = up ? 1 + p / 100 : 1 - p / 100;
  if (factor <= 0) return null;
  const original = now / factor;
  return solution(
    'percentage',
    `${fmt(now)} after a ${fmt(p)}% ${up ? 'increase' : 'decrease'}`,
    [
      step(
        `After the ${up ? 'increase' : 'decrease'} the amount is ${fmt(100 + (up ? p : -p))}% of the original, so original × ${fmt(factor)} = ${fmt(now)}.`,
        `original × ${fmt(factor)} = ${fmt(now)}`,
      ),
      step(
        `Divide by ${fmt(factor)} (do not take ${fmt(p)}% of the new amount).`,
        `original = ${fmt(now)} ÷ ${fmt(factor)} = ${fmt(round(original, 8))}`,
      ),
    ],
    `The original amount was ${fmt(round(original, 8))}`,
    { values: [original] },
  );
}

function percentChange(q: string) {
  if (
    !/(percent|percentage|%)/.test(q) ||
    !/(change|increase|decrease|rise|drop|fall|grow|growth|went|goes|rose|fell)/.test(q)
  )
    return null;
  const m = new RegExp(`from ${CUR}${N}(?: [a-z]+)? to ${CUR}${N}`).exec(q);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (a === 0) return null;
  const change = ((b - a) / a) * 100;
  return solution(
    'percentage',
    `percentage change from ${fmt(a)} to ${fmt(b)}`,
    [
      step('Find the change: new minus old.', `${fmt(b)} - ${fmt(a)} = ${fmt(b - a)}`),
      step(
        'Divide by the old value and multiply by 100.',
        `${fmt(b - a)} ÷ ${fmt(a)} × 100 = ${fmt(change)}%`,
      ),
    ],
    `${change >= 0 ? 'An increase' : 'A decrease'} of ${fmt(Math.abs(change))}%`,
    { values: [Math.abs(change)] },
  );
}

/** The rate, kind and amount of a tip or tax: "15% tip on $60", or "a meal costs $60 … a 15% tip". */
function tipOrTaxTerms(q: string): { p: number; kind: string; base: number; said: string } | null {
  const KIND = '(tip|tax|vat|sales tax|service charge|gratuity|commission|deposit)';
  const direct = new RegExp(`${N}${PCT} ${KIND}(?: on| of| for)? (?:a |an |the )?${CUR}${N}`).exec(q);
  if (direct)
    return { p: Number(direct[1]), kind: direct[2] ?? '', base: Number(direct[3]), said: direct[0] };
  const rate = new RegExp(`${N}${PCT} ${KIND}\\b`).exec(q);
  // A price that already holds the tax ("including 20% VAT is $72", "what was it before") is the reverse question.
  if (!rate || /original|before|what was|used to cost|full price|without|excluding|includ|pre-/.test(q))
    return null;
  // The amount said elsewhere must be the only money and the only other number in the question.
  const amounts = [
    ...q.replace(rate[0], ' ').matchAll(new RegExp(`[$£€]\\s*${N}|${N}\\s*(?:dollars|euros|pounds)`, 'g')),
  ];
  if (amounts.length !== 1 || numbersIn(q).length !== 2 || (amounts[0]?.index ?? 0) > rate.index) return null;
  const base = Number(amounts[0]?.[1] ?? amounts[0]?.[2]);
  return { p: Number(rate[1]), kind: rate[2] ?? '', base, said: rate[0] };
}

function tipOrTax(q: string) {
  const terms = tipOrTaxTerms(q);
  if (terms === null) return null;
  const { p, base, kind } = terms;
  const extra = (p / 100) * base;
  const total = /(total|altogether|in all|pay in all|final|including|with the)/.test(
    q.replace(terms.said, ''),
  );
  const steps = [
    step(`The ${kind} is ${fmt(p)}% of the amount.`, `${fmt(p / 100)} × ${money(base)} = ${money(extra)}`),
  ];
  if (total)
    steps.push(step('Add it to the amount.', `${money(base)} + ${money(extra)} = ${money(base + extra)}`));
  return solution(
    'percentage',
    `${fmt(p)}% ${kind} on ${money(base)}`,
    steps,
    total ? `Total ${money(base + extra)}` : `The ${kind} is ${money(extra)}`,
    { values: [total ? base + extra : extra] },
  );
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/**
 * The one share a ratio question asks for: a named person ("Tom and Ann share … how many does Ann get?" — names
 * in the order of the ratio), or the larger / smaller share. Null when it asks for every share.
 */
function askedShare(q: string, sharedAt: number, parts: number[]): { index: number; who: string } | null {
  const size =
    /\b(larger|largest|bigger|biggest|greater|greatest|smaller|smallest|lesser|least)\b (?:share|part|amount)/.exec(
      q,
    );
  if (size) {
    const big = /larg|big|great/.test(size[1] ?? '');
    const wanted = big ? Math.max(...parts) : Math.min(...parts);
    if (parts.filter((p) => p === wanted).length !== 1) return null;
    return { index: parts.indexOf(wanted), who: big ? 'The larger share' : 'The smaller share' };
  }
  const asks =
    /how (?:much|many)[^?.]*?(?:does|do|will|did|would) ([a-z]+) (?:get|receive|have|take|pay|earn)|(?:what is|find|work out|calculate) ([a-z]+)'s share|how (?:much|many) (?:is|goes to) ([a-z]+)'s share/.exec(
      q,
    );
  const who = asks?.[1] ?? asks?.[2] ?? asks?.[3];
  if (!who || NOT_NAMES.has(who)) return null;
  // The people, in the order the ratio follows them: before "share", or after "between" / "among".
  const before = q.slice(0, sharedAt).split(/[.;]/).pop() ?? '';
  const between = /\b(?:between|among|amongst) ((?:[a-z]+(?:, | and ))+[a-z]+)/.exec(q.slice(sharedAt))?.[1];
  const names = (between ?? before)
    .split(/,|\band\b|\s+/)
    .map((w) => w.trim())
    .filter((w) => /^[a-z]+$/.test(w) && !NOT_NAMES.has(w));
  const index = names.indexOf(who);
  if (index < 0 || names.length !== parts.length) return null;
  return { index, who: who.charAt(0).toUpperCase() + who.slice(1) };
}

/** Words before "share" that are not the people sharing. */
const NOT_NAMES = new Set([
  'i',
  'you',
  'we',
  'they',
  'it',
  'each',
  'he',
  'she',
  'the',
  'a',
  'an',
  'is',
  'are',
  'was',
]);

function ratioShare(q: string) {
  const m = new RegExp(
    `(?:divide|share|split|partition)d? ${CUR}${N}(?:,? [a-z]+){0,8}? (?:in|into|in the|using the) (?:the )?ratio (?:of )?(\\d+(?:\\s*:\\s*\\d+)+)`,
  ).exec(q);
  if (!m) return null;
  const total = Number(m[1]);
  const parts = (m[2] ?? '').split(':').map((x) => Number(x.trim()));
  const sum = parts.reduce((s, x) => s + x, 0);
  const shares = parts.map((x) => (total * x) / sum);
  const unit = total / sum;
  const problem = `${fmt(total)} in the ratio ${parts.join(':')}`;
  const onePart = [
    step('Add the parts of the ratio.', `${parts.join(' + ')} = ${sum}`),
    step('One part is the total divided by that.', `${fmt(total)} ÷ ${sum} = ${fmt(unit)}`),
  ];
  const one = askedShare(q, m.index, parts);
  if (one !== null) {
    const share = shares[one.index] ?? 0;
    const own = parts[one.index];
    return solution(
      'arithmetic',
      problem,
      [...onePart, step(`${one.who} has ${own} parts.`, `${own} × ${fmt(unit)} = ${fmt(share)}`)],
      `${one.who}: ${fmt(share)}`,
      { values: [share] },
    );
  }
  return solution(
    'arithmetic',
    problem,
    [
      ...onePart,
      step(
        'Multiply each part of the ratio by it.',
        parts.map((x, i) => `${x} × ${fmt(unit)} = ${fmt(shares[i] ?? 0)}`).join(', '),
      ),
    ],
    shares.map(fmt).join(' : '),
    { values: shares },
  );
}

function ratioSimplify(q: string) {
  const m =
    /(?:simplify|simplest form|lowest terms|reduce)[^0-9]*(\d+(?:\s*:\s*\d+)+)/.exec(q) ??
    /(\d+(?:\s*:\s*\d+)+)[^0-9]*(?:simplest form|lowest terms|simplif)/.exec(q);
  if (!m) return null;
  const parts = (m[1] ?? '').split(':').map((x) => Number(x.trim()));
  if (parts.some((x) => !Number.isInteger(x) || x <= 0)) return null;
  const g = parts.reduce((a, b) => gcd(a, b));
  const simple = parts.map((x) => x / g);
  return solution(
    'arithmetic',
    `the ratio ${parts.join(':')}`,
    [
      step('Find the greatest common divisor of the parts.', `gcd(${parts.join(', ')}) = ${g}`),
      step('Divide every part by it.', `${parts.join(':')} = ${simple.join(':')}`),
    ],
    simple.join(':'),
    { values: simple },
  );
}

function ratioProportion(q: string) {
  const m =
    /ratio of (?:the )?([a-z]+) to (?:the )?([a-z]+) (?:is|was|=) (\d+(?:\.\d+)?)\s*(?::|to)\s*(\d+(?:\.\d+)?)/.exec(
      q,
    );
  if (!m) return null;
  const [a, b] = [m[1] ?? '', m[2] ?? ''];
  const ra = Number(m[3]);
  const rb = Number(m[4]);
  const rest = q.slice((m.index ?? 0) + m[0].length);
  const knownA = new RegExp(`${N} ${a}`).exec(rest);
  const knownB = new RegExp(`${N} ${b}`).exec(rest);
  const total =
    /(?:total|altogether|in all|combined)[^0-9]*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?) (?:students|people|pupils|children|in total|altogether|marbles|sweets|animals|coins)/.exec(
      rest,
    );
  const askA = new RegExp(`how many ${a}`).test(rest);
  const askB = new RegExp(`how many ${b}`).test(rest);
  if (knownA && askB && !knownB) {
    const value = (Number(knownA[1]) / ra) * rb;
    return solution(
      'arithmetic',
      q,
      [
        step(
          `Each part of the ratio is ${fmt(Number(knownA[1]))} ÷ ${fmt(ra)}.`,
          `${fmt(Number(knownA[1]) / ra)}`,
        ),
        step(`Multiply by the ${b} part.`, `${fmt(Number(knownA[1]) / ra)} × ${fmt(rb)} = ${fmt(value)}`),
      ],
      `${fmt(value)} ${b}`,
      { values: [value] },
    );
  }
  if (knownB && askA && !knownA) {
    const value = (Number(knownB[1]) / rb) * ra;
    return solution(
      'arithmetic',
      q,
      [
        step(
          `Each part of the ratio is ${fmt(Number(knownB[1]))} ÷ ${fmt(rb)}.`,
          `${fmt(Number(knownB[1]) / rb)}`,
        ),
        step(`Multiply by the ${a} part.`, `${fmt(Number(knownB[1]) / rb)} × ${fmt(ra)} = ${fmt(value)}`),
      ],
      `${fmt(value)} ${a}`,
      { values: [value] },
    );
  }
  if (total && !knownA && !knownB && askA !== askB) {
    const t = Number(total[1] ?? total[2]);
    const part = t / (ra + rb);
    const value = part * (askA ? ra : rb);
    return solution(
      'arithmetic',
      q,
      [
        step('Add the parts of the ratio.', `${fmt(ra)} + ${fmt(rb)} = ${fmt(ra + rb)}`),
        step('One part is the total divided by that.', `${fmt(t)} ÷ ${fmt(ra + rb)} = ${fmt(part)}`),
        step(
          `Multiply by the ${askA ? a : b} part.`,
          `${fmt(part)} × ${fmt(askA ? ra : rb)} = ${fmt(value)}`,
        ),
      ],
      `${fmt(value)} ${askA ? a : b}`,
      { values: [value] },
    );
  }
  return null;
}

const PERIOD = '(year|month|week|day|hour|decade)';

/** Growth or decay by a fixed percentage each period: A = P(1 ± r)^t (population, value, depreciation). */
function percentGrowth(q: string) {
  if (/interest|invest|deposit|loan|compound/.test(q)) return null;
  const rate = new RegExp(
    `\\b(grows?|growing|increases?|increasing|rises?|rising|appreciates?|depreciates?|depreciating|decreases?|decreasing|declines?|declining|decays?|decaying|falls?|falling|loses?|losing|shrinks?)(?: in value)? (?:by |at (?:a rate of )?)?${N}${PCT} (?:per|each|every|a) (?:${PERIOD}|(annum))`,
  ).exec(q);
  // "per annum" is a year.
  const period = rate?.[3] ?? (rate?.[4] === undefined ? undefined : 'year');
  const after = new RegExp(`\\b(?:after|in|for|over) ${N} ${PERIOD}s?\\b`).exec(q);
  if (!rate || !after || period !== after[2]) return null;
  const initial = new RegExp(
    `(?:population of|worth|value of|valued at|costs?|bought for|starts? (?:at|with)|initially|of)\\s*(?:r\\s*)?${CUR}${N}\\b|${CUR.replace('?\\s*', '')}${N}`,
  ).exec(q.replace(rate[0], ' ').replace(after[0], ' '));
  if (!initial) return null;
  const P = Number(initial[1] ?? initial[2]);
  const r = Number(rate[2]) / 100;
  const t = Number(after[1]);
  const down = /depreciat|decreas|declin|decay|fall|los|shrink/.test(rate[1] ?? '');
  if (!(P > 0) || !(t > 0) || !Number.isInteger(t) || t > 1000 || (down && r >= 1)) return null;
  const factor = down ? 1 - r : 1 + r;
  const A = P * factor ** t;
  const moneyLike = /[$£€₹]|worth|value|cost|price|bought/.test(q);
  const shown = moneyLike ? money(A) : fmt(A);
  return solution(
    'percentage',
    q,
    [
      step(
        `Each ${period} the amount is multiplied by 1 ${down ? '-' : '+'} ${fmt(r)} = ${fmt(factor)}.`,
        `A = P(1 ${down ? '-' : '+'} r)^t`,
      ),
      step(
        `Substitute P = ${fmt(P)}, r = ${fmt(r)}, t = ${fmt(t)}.`,
        `${fmt(P)} × ${fmt(factor)}^${fmt(t)} = ${shown}`,
      ),
    ],
    shown,
    { values: [A] },
  );
}

/**
 * A number written another way or read whole: a fraction as a decimal, a decimal as a fraction in lowest terms,
 * the reciprocal, the remainder of a division, what fraction one number is of another.
 */
function numberForms(q: string) {
  const text = q
    .replace(/[?!]+$/, '')
    .replace(/(?<!\.)\.$/, '')
    .replace(/^(?:what is|what's|whats|find|give|work out) (?:the )?/, '');
  const recurring = recurringDecimal(text);
  if (recurring !== null) return recurring;
  let m = new RegExp(
    `^(?:convert |express |write |change |turn )?(${NUMBER})(?:/(\\d+))? (?:to|as|into|in) (?:a )?(decimal|fraction)(?: in (?:its )?(?:simplest|lowest) (?:form|terms))?$`,
  ).exec(text);
  if (m) {
    const decimal = m[3] === 'decimal';
    if (decimal ? m[2] === undefined : m[2] !== undefined) return null;
    if (!decimal && !/^-?\d*\.\d+$/.test(m[1] ?? '')) return null;
    const f = exact.fraction(decimal ? `${m[1]}/${m[2]}` : (m[1] ?? '')) as Fraction;
    const value = Number(f.valueOf());
    const places = (m[1] ?? '').split('.')[1]?.length ?? 0;
    return solution(
      'arithmetic',
      decimal ? `${m[1]}/${m[2]}` : `${m[1]}`,
      decimal
        ? [step('Divide the numerator by the denominator.', `${m[1]} ÷ ${m[2]} = ${fmt(value)}`)]
        : [
            step(
              `Write the decimal over 10^${places}.`,
              `${m[1]} = ${(m[1] ?? '').replace('.', '').replace(/^(-?)0+(?=\d)/, '$1')}/${10 ** places}`,
            ),
            step('Divide top and bottom by their greatest common divisor.', formatFraction(f)),
          ],
      decimal ? fmt(value) : formatFraction(f),
      { values: [value] },
    );
  }
  // The reciprocal of a number, a fraction or a mixed number ("2 3/5" is 13/5).
  m = new RegExp(`^reciprocal of (?:(\\d+) )?(${NUMBER})(?:/(\\d+))?$`).exec(text);
  if (m && (m[1] === undefined || (m[3] !== undefined && /^\d+$/.test(m[2] ?? '')))) {
    const part = exact.fraction(m[3] === undefined ? (m[2] ?? '') : `${m[2]}/${m[3]}`) as Fraction;
    const f = m[1] === undefined ? part : (exact.fraction(Number(m[1])).add(part) as Fraction);
    if (Number(f.valueOf()) === 0) return null;
    const r = exact.fraction(1).div(f) as Fraction;
    return solution(
      'arithmetic',
      `1 ÷ ${m[1] === undefined ? '' : `${m[1]} `}${m[2]}${m[3] ? `/${m[3]}` : ''}`,
      [
        ...(m[1] === undefined
          ? []
          : [
              step(
                'Write the mixed number as an improper fraction.',
                `${m[1]} ${m[2]}/${m[3]} = ${formatFraction(f)}`,
              ),
            ]),
        step('The reciprocal is 1 divided by the number: turn the fraction upside down.', formatFraction(r)),
      ],
      formatFraction(r),
      { values: [Number(r.valueOf())] },
    );
  }
  m = /^remainder (?:when|if|of) (\d+) (?:is )?divided by (\d+)$/.exec(text);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (b === 0) return null;
    const quotient = Math.floor(a / b);
    return solution(
      'arithmetic',
      `${a} ÷ ${b}`,
      [
        step(
          `${b} goes into ${a} ${quotient} times: ${b} × ${quotient} = ${b * quotient}.`,
          `${a} - ${b * quotient} = ${a % b}`,
        ),
      ],
      String(a % b),
      { values: [a % b] },
    );
  }
  m = new RegExp(`^(?:what )?fraction of (${NUMBER}) is (${NUMBER})$`).exec(text);
  if (m) {
    const f = exact.fraction(`${m[2]}/${m[1]}`) as Fraction;
    return solution(
      'arithmetic',
      `${m[2]}/${m[1]}`,
      [step('Write the part over the whole and simplify.', `${m[2]}/${m[1]} = ${formatFraction(f)}`)],
      formatFraction(f),
      { values: [Number(f.valueOf())] },
    );
  }
  return null;
}

function decimalToPercent(q: string) {
  const m = new RegExp(
    `^(?:convert|express|write|change|turn|what is) ${N}(?:/(\\d+))? (?:to|as|into|in) (?:a )?(?:percent|percentage)\\??$`,
  ).exec(q);
  if (!m) return null;
  // A fraction ("3/8 as a percentage") is its value first.
  const x = Number(m[1]) / (m[2] === undefined ? 1 : Number(m[2]));
  if (!Number.isFinite(x)) return null;
  return solution(
    'percentage',
    `${fmt(x)} as a percentage`,
    [
      ...(m[2] === undefined
        ? []
        : [step('Divide the numerator by the denominator.', `${m[1]} ÷ ${m[2]} = ${fmt(x)}`)]),
      step('Multiply by 100 and add the % sign.', `${fmt(x)} × 100 = ${fmt(x * 100)}%`),
    ],
    `${fmt(x * 100)}%`,
    { values: [x * 100] },
  );
}

const ROOT_INDEX: Record<string, number> = { square: 2, sqrt: 2, cube: 3, fourth: 4, fifth: 5, sixth: 6 };

function wordArithmetic(q: string) {
  const text = q
    .replace(/\?+$/, '')
    .replace(/^(?:what is|what's|find|calculate|compute|evaluate|work out|determine|give) (?:the )?/, '');
  let m = new RegExp(
    `^(square|sqrt|cube|fourth|fifth|sixth|\\d+(?:st|nd|rd|th)) ?root (?:of )?${N}$|^(cbrt|cuberoot) ?\\(?(${NUMBER})\\)?$`,
  ).exec(text);
  if (m) {
    const word = m[1] ?? 'cube';
    const n = ROOT_INDEX[word] ?? parseInt(word, 10);
    if (!(n >= 2 && n <= 64)) return null;
    const x = Number(m[2] ?? m[4]);
    if (x < 0 && n % 2 === 0) return null;
    const value = Math.sign(x) * Math.abs(x) ** (1 / n);
    const exactRoot = Math.round(value);
    const v = Math.abs(exactRoot ** n - x) < 1e-9 ? exactRoot : value;
    return solution(
      'arithmetic',
      `${n === 2 ? '√' : `${n}√`}${fmt(x)}`,
      [
        step(
          Number.isInteger(v)
            ? `${fmt(v)}^${n} = ${fmt(x)}, so the root is ${fmt(v)}.`
            : 'The root is not a whole number; evaluate it.',
          `${n === 2 ? '√' : `${n}√`}${fmt(x)} = ${fmt(v)}`,
        ),
      ],
      fmt(v),
      { values: [v] },
    );
  }
  m = new RegExp(`^${N} (squared|cubed|to the (?:power of |)(${NUMBER})(?:st|nd|rd|th)?(?: power)?)$`).exec(
    text,
  );
  if (m) {
    const base = Number(m[1]);
    const exp = m[2] === 'squared' ? 2 : m[2] === 'cubed' ? 3 : Number(m[3]);
    const value = base ** exp;
    return solution(
      'arithmetic',
      `${fmt(base)}^${fmt(exp)}`,
      [
        step(
          `Multiply ${fmt(base)} by itself ${fmt(exp)} times.`,
          `${fmt(base)}^${fmt(exp)} = ${fmt(value)}`,
        ),
      ],
      fmt(value),
      { values: [value] },
    );
  }
  m =
    /^(?:gcd|gcf|hcf|greatest common (?:divisor|factor)|highest common factor) (?:of )?(\d+(?:(?:,? and|,)\s*\d+)+)$/.exec(
      text,
    ) ?? /^(?:gcd|gcf|hcf) ?\( ?(\d+(?: ?, ?\d+)+) ?\)$/.exec(text);
  if (m) {
    const xs = (m[1] ?? '')
      .split(/,|and/)
      .map((x) => Number(x.trim()))
      .filter((x) => x > 0);
    const g = xs.reduce((a, b) => gcd(a, b));
    return solution(
      'arithmetic',
      `gcd(${xs.join(', ')})`,
      [
        step(
          'Euclid: replace the larger number by its remainder after dividing by the smaller until one is 0.',
          `gcd(${xs.join(', ')}) = ${g}`,
        ),
      ],
      String(g),
      { values: [g] },
    );
  }
  m =
    /^(?:lcm|least common multiple|lowest common multiple|lcd|least common denominator) (?:of )?(\d+(?:(?:,? and|,)\s*\d+)+)$/.exec(
      text,
    ) ?? /^lcm ?\( ?(\d+(?: ?, ?\d+)+) ?\)$/.exec(text);
  if (m) {
    const xs = (m[1] ?? '')
      .split(/,|and/)
      .map((x) => Number(x.trim()))
      .filter((x) => x > 0);
    const l = xs.reduce((a, b) => (a * b) / gcd(a, b));
    return solution(
      'arithmetic',
      `lcm(${xs.join(', ')})`,
      [step('lcm(a, b) = a × b ÷ gcd(a, b), taken pair by pair.', `lcm(${xs.join(', ')}) = ${l}`)],
      String(l),
      { values: [l] },
    );
  }
  m = /^(\d+)\s*(?:!|factorial)$/.exec(text) ?? /^factorial (?:of )?(\d+)$/.exec(text);
  if (m) {
    const n = Number(m[1]);
    if (n > 25) return null;
    let f = 1;
    for (let i = 2; i <= n; i += 1) f *= i;
    return solution(
      'arithmetic',
      `${n}!`,
      [
        step(
          'Multiply every whole number from 1 up to n.',
          `${n}! = ${Array.from({ length: Math.min(n, 8) }, (_, i) => n - i).join(' × ')}${n > 8 ? ' × …' : ''} = ${f}`,
        ),
      ],
      String(f),
      { values: [f] },
    );
  }
  m = new RegExp(`^(\\d+)/(\\d+) of ${CUR}${N}$`).exec(text);
  if (m) {
    const [a, b, x] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const value = (x / b) * a;
    return solution(
      'arithmetic',
      `${a}/${b} of ${fmt(x)}`,
      [
        step(
          'Divide by the denominator, then multiply by the numerator.',
          `${fmt(x)} ÷ ${b} × ${a} = ${fmt(value)}`,
        ),
      ],
      fmt(value),
      { values: [value] },
    );
  }
  return null;
}

/** Two or more percentages are a chain (percent-chain.solver) or another question: none of these reads them. */
function onePercentAtMost(q: string): boolean {
  return [...q.matchAll(new RegExp(`${N}${PCT}`, 'g'))].length <= 1;
}

export const solvePercentage: HomeworkSolver = (q) =>
  onePercentAtMost(q)
    ? (percentGrowth(q) ??
      percentOf(q) ??
      whatPercent(q) ??
      wholeFromPart(q) ??
      tipOrTax(q) ??
      reversePercent(q) ??
      discount(q) ??
      percentChange(q) ??
      changeBy(q) ??
      ratioShare(q) ??
      decimalToPercent(q) ??
      numberForms(q) ??
      ratioSimplify(q) ??
      ratioProportion(q) ??
      wordArithmetic(q))
    : (ratioShare(q) ?? ratioSimplify(q) ?? ratioProportion(q));
