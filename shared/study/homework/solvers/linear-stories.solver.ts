// Worded problems that are one linear relation, each read whole or not at all: "think of a number" chains undone
// step by step, two movers closing a gap (towards each other), a mixture of two strengths, a fixed charge plus a
// rate ("$25 a month plus $0.10 per text; the bill was $32.40"), saving towards a target, two numbers from their
// sum and difference, and a rectangle's side from its perimeter or area. Every number of the question must be read
// and the asking clause must name what is found; otherwise another solver (or none) answers.
import { NUMBER, askingClause, fmt, money, numbersIn } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';
import type { MathStep } from '../../math/math-solution.types.ts';

const N = `(${NUMBER})`;
const CUR = String.raw`[$£€]?`;

interface Operation {
  apply: (x: number) => number;
  undo: (y: number) => number;
  said: string;
  undoText: (y: number) => string;
}

const ops = (text: string): Operation | null => {
  const t = text.trim();
  let m: RegExpExecArray | null = null;
  const by = (re: RegExp) => (m = re.exec(t)) !== null;
  if (
    by(
      new RegExp(
        `^(?:multiply|multiplies|multiplied|times)(?: (?:it|this|that|the result|the number))? by ${N}$`,
      ),
    ) ||
    by(new RegExp(`^times ${N}$`))
  ) {
    const k = Number(m?.[1]);
    if (k === 0) return null;
    return {
      apply: (x) => x * k,
      undo: (y) => y / k,
      said: `× ${fmt(k)}`,
      undoText: (y) => `${fmt(y)} ÷ ${fmt(k)}`,
    };
  }
  if (by(new RegExp(`^(?:divide|divides|divided)(?: (?:it|this|that|the result|the number))? by ${N}$`))) {
    const k = Number(m?.[1]);
    if (k === 0) return null;
    return {
      apply: (x) => x / k,
      undo: (y) => y * k,
      said: `÷ ${fmt(k)}`,
      undoText: (y) => `${fmt(y)} × ${fmt(k)}`,
    };
  }
  if (
    by(
      new RegExp(
        `^(?:add|adds|added|plus|increase(?: it| the result)? by)(?: on)? ${N}(?: to (?:it|the result|that))?$`,
      ),
    )
  ) {
    const k = Number(m?.[1]);
    return {
      apply: (x) => x + k,
      undo: (y) => y - k,
      said: `+ ${fmt(k)}`,
      undoText: (y) => `${fmt(y)} - ${fmt(k)}`,
    };
  }
  if (
    by(
      new RegExp(
        `^(?:subtract|subtracts|subtracted|take away|takes away|minus|decrease(?: it| the result)? by|take|takes) ${N}(?: (?:from (?:it|the result|that)|away|off))?$`,
      ),
    )
  ) {
    const k = Number(m?.[1]);
    return {
      apply: (x) => x - k,
      undo: (y) => y + k,
      said: `- ${fmt(k)}`,
      undoText: (y) => `${fmt(y)} + ${fmt(k)}`,
    };
  }
  const factor: Record<string, number> = {
    double: 2,
    doubles: 2,
    triple: 3,
    triples: 3,
    treble: 3,
    trebles: 3,
    halve: 0.5,
    halves: 0.5,
  };
  if (
    by(
      /^(double|doubles|triple|triples|treble|trebles|halve|halves)(?: it| this| that| the result| the number)?$/,
    )
  ) {
    const k = factor[m?.[1] ?? ''] ?? NaN;
    return {
      apply: (x) => x * k,
      undo: (y) => y / k,
      said: `× ${fmt(k)}`,
      undoText: (y) => `${fmt(y)} ÷ ${fmt(k)}`,
    };
  }
  return null;
};

/** "I think of a number, multiply it by 3 and subtract 7. The answer is 23." — undo each step from the end. */
function thinkOfANumber(q: string) {
  const m = new RegExp(
    `(?:think of|thinks of|thinking of|thought of|pick|picks|picked|choose|chooses|chose) a number\\s*[,.:]?\\s*(?:and\\s+|then\\s+)?(.+?)[,.]?\\s*(?:and\\s+)?(?:the (?:answer|result) is|(?:i|you|they|he|she) (?:get|gets|got|end up with)|(?:it|this) (?:gives|makes|equals)|the result (?:was|equals)|the answer (?:was|equals)|=)\\s*${N}`,
  ).exec(q);
  if (!m) return null;
  const clause = askingClause(q.slice((m.index ?? 0) + m[0].length)) ?? '';
  if (!/number|what did|start|original|think|began/.test(clause)) return null;
  const parts = (m[1] ?? '')
    .split(/\s*(?:,|\bthen\b|\band then\b|\band\b)\s*/)
    .filter((p) => p.trim() !== '' && p.trim() !== 'then');
  const chain = parts.map(ops);
  if (chain.length === 0 || chain.some((o) => o === null)) return null;
  const operations = chain as Operation[];
  const result = Number(m[2]);
  if (numbersIn(q).length !== numbersIn(m[0]).length) return null;
  let y = result;
  const steps: MathStep[] = [
    step('Write the steps in order.', `n ${operations.map((o) => o.said).join(' ')} = ${fmt(result)}`),
  ];
  for (const o of [...operations].reverse()) {
    const before = o.undo(y);
    steps.push(step(`Undo ${o.said} with the inverse operation.`, `${o.undoText(y)} = ${fmt(before)}`));
    y = before;
  }
  // Check forwards: the steps applied to the number give the answer.
  const check = operations.reduce((x, o) => o.apply(x), y);
  if (Math.abs(check - result) > 1e-9 * Math.max(1, Math.abs(result))) return null;
  return solution('linear', `think of a number`, steps, `The number is ${fmt(y)}`, { values: [y] });
}

/** "Two cars start 300 km apart and drive towards each other at 70 km/h and 80 km/h": they close at v1 + v2. */
const MOVERS =
  /\b2 (?=(?:cars|trains|cyclists|people|friends|boats|planes|runners|walkers|buses|trucks|bikes|ships|hikers|joggers)\b)/;

function meeting(question: string) {
  if (!/towards? each other|toward one another|towards one another/.test(question)) return null;
  // "Two cars" counts the movers (read as the digit 2): not a given quantity.
  const q = question.replace(MOVERS, '');
  const gap = new RegExp(
    `${N}\\s*(km|kilometres|kilometers|miles|mi|m|metres|meters)\\s*apart|apart (?:by )?${N}\\s*(km|miles|m)\\b|(?:distance|gap) (?:of|between them is|is)\\s*${N}\\s*(km|miles|m)\\b`,
  ).exec(q);
  if (!gap) return null;
  const D = Number(gap[1] ?? gap[3] ?? gap[5]);
  const rest = q.replace(gap[0], ' ');
  const speeds = [
    ...rest.matchAll(new RegExp(`${N}\\s*(?:km/h|kmh|kph|km per hour|mph|miles per hour|m/s)`, 'g')),
  ];
  const bare = new RegExp(
    `(?:at|speeds? of)\\s*${N}\\s*and\\s*${N}\\s*(km/h|kmh|kph|km per hour|mph|miles per hour|m/s)`,
  ).exec(rest);
  const [v1 = NaN, v2 = NaN] = bare
    ? [Number(bare[1]), Number(bare[2])]
    : speeds.length === 2
      ? speeds.map((s) => Number(s[1]))
      : [NaN, NaN];
  if (!(v1 > 0) || !(v2 > 0) || numbersIn(q).length !== 3) return null;
  const clause = askingClause(q) ?? '';
  if (
    !/how (?:long|many (?:hours|minutes))|when|what time|after how/.test(clause) ||
    /how far|distance/.test(clause)
  )
    return null;
  const t = D / (v1 + v2);
  return solution(
    'linear',
    'closing speed',
    [
      step(
        'Moving towards each other, they close the gap at the sum of their speeds.',
        `${fmt(v1)} + ${fmt(v2)} = ${fmt(v1 + v2)}`,
      ),
      step('Time = gap ÷ closing speed.', `t = ${fmt(D)} ÷ ${fmt(v1 + v2)} = ${fmt(t)}`),
    ],
    `${fmt(t)} ${/m\/s/.test(q) ? 's' : 'hours'}`,
    { values: [t] },
  );
}

/**
 * "How many litres of a 20% acid solution must be mixed with 10 L of a 50% solution to get a 30% solution?": the
 * pure part is conserved, x·p + V·q = (x + V)·r, so x = V(q - r)/(r - p).
 */
function mixture(q: string) {
  if (!/\bmix|\bmixed|\bcombined?\b|\badded to\b/.test(q)) return null;
  const UNIT = '(litres?|liters?|l|ml|gallons?|kg|g|grams?|ounces?|oz|pounds?|lb)';
  const known = new RegExp(`${N}\\s*${UNIT}\\s*of\\s*(?:an?\\s+|the\\s+)?${N}\\s*%`).exec(q);
  const target = new RegExp(
    `(?:to (?:get|make|obtain|give|produce|form|create)|resulting in|result is|giving|for) (?:an?\\s+)?${N}\\s*%`,
  ).exec(q);
  if (!known || !target) return null;
  const others = [
    ...q
      .replace(known[0], ' ')
      .replace(target[0], ' ')
      .matchAll(new RegExp(`${N}\\s*%`, 'g')),
  ];
  if (others.length !== 1 || numbersIn(q).length !== 4) return null;
  const V = Number(known[1]);
  const qv = Number(known[3]);
  const r = Number(target[1]);
  const p = Number(others[0]?.[1]);
  if (!((r - p) * (qv - r) > 0)) return null;
  // The strength the question asks an amount of is the first one its asking clause names.
  const clause = askingClause(q) ?? '';
  const firstStrength = new RegExp(`^how (?:many|much)\\b[^%]*?${N}\\s*%`).exec(clause);
  if (firstStrength === null || Number(firstStrength[1]) !== p) return null;
  const x = (V * (qv - r)) / (r - p);
  return solution(
    'linear',
    `${fmt(p)}% x + ${fmt(qv)}% × ${fmt(V)} = ${fmt(r)}% (x + ${fmt(V)})`,
    [
      step(
        'The amount of the pure substance is the same before and after mixing.',
        `${fmt(p / 100)}x + ${fmt(qv / 100)} × ${fmt(V)} = ${fmt(r / 100)}(x + ${fmt(V)})`,
      ),
      step('Collect the x terms.', `${fmt((r - p) / 100)}x = ${fmt(((qv - r) / 100) * V)}, x = ${fmt(x)}`),
    ],
    `${fmt(x)} ${known[2] ?? ''}`.trim(),
    { values: [x] },
  );
}

const COUNTABLE =
  /^(?:texts?|messages?|minutes?|calls?|hours?|days?|weeks?|months?|km|kilometres?|miles?|items?|rides?|games?|songs?|lessons?|visits?|people|guests?|gb|units?)$/;

/**
 * A fixed charge plus a rate: "A phone plan costs $25 a month plus $0.10 per text. My bill was $32.40; how many
 * texts?", "a taxi charges £3 plus £2 per mile; the fare was £19". The count asked is (total - fixed) ÷ rate.
 */
function fixedPlusRate(q: string) {
  const rate = new RegExp(
    `(?:plus|and|\\+|then)\\s*${CUR}\\s*${N}\\s*(?:per|for each|a|an|each|for every)\\s+([a-z]+)`,
  ).exec(q);
  if (!rate) return null;
  const before = q.slice(0, rate.index);
  const fixed = new RegExp(
    `${CUR}\\s*${N}\\s*(?:a month|per month|a year|per year|a week|per week|(?:[a-z-]+\\s+){0,2}?(?:fee|charge))?\\s*$`,
  ).exec(before);
  const fixedAlt = new RegExp(`(?:fee|charge|cost|costs|charges) (?:of )?${CUR}\\s*${N}`).exec(before);
  const fixedValue = fixed ? Number(fixed[1]) : fixedAlt ? Number(fixedAlt[1]) : NaN;
  if (!Number.isFinite(fixedValue)) return null;
  const after = q.slice(rate.index + rate[0].length);
  const total = new RegExp(
    `(?:bill|total|fare|cost|charge|paid|pays|spent|came to|was|is|of)\\s*(?:was|is|of|came to)?\\s*${CUR}\\s*${N}`,
  ).exec(after);
  if (!total) return null;
  const unit = rate[2] ?? '';
  const clause = askingClause(after) ?? '';
  const stem = unit.replace(/s$/, '');
  if (!new RegExp(`how many ${stem}|how (?:many|much) ${stem}|how far|how long`).test(clause)) return null;
  if (!COUNTABLE.test(unit) || numbersIn(q).length !== 3) return null;
  const T = Number(total[1]);
  const k = Number(rate[1]);
  let n = (T - fixedValue) / k;
  if (!(k > 0) || !(n >= 0)) return null;
  // A count of things comes out whole; a fraction means the question was misread.
  const whole = !/km|kilomet|mile|hour|minute|gb/.test(unit);
  if (whole && Math.abs(n - Math.round(n)) > 1e-9) return null;
  if (whole) n = Math.round(n);
  return solution(
    'linear',
    `${fmt(fixedValue)} + ${fmt(k)}n = ${fmt(T)}`,
    [
      step(
        `The total is the fixed ${fmt(fixedValue)} plus ${fmt(k)} for each ${stem}.`,
        `${fmt(fixedValue)} + ${fmt(k)}n = ${fmt(T)}`,
      ),
      step(
        'Subtract the fixed part and divide by the rate.',
        `n = (${fmt(T)} - ${fmt(fixedValue)}) ÷ ${fmt(k)} = ${fmt(n)}`,
      ),
    ],
    `${fmt(n)} ${unit.endsWith('s') || n === 1 ? unit : `${unit}s`}`,
    { values: [n] },
  );
}

/**
 * A boat up and down a river: "24 km upstream in 3 hours and the same distance downstream in 2 hours". Upstream the
 * speed is b - c, downstream b + c; the boat's speed in still water is their mean and the current's half their
 * difference. Both are given when both are asked, in the order asked.
 */
function upstreamDownstream(q: string) {
  const UNIT = String.raw`(km|miles?|m)`;
  const TIME = String.raw`(hours?|h|hrs?|minutes?|mins?)`;
  const up = new RegExp(`${N}\\s*${UNIT} upstream in ${N}\\s*${TIME}`).exec(q);
  const down = new RegExp(`(?:${N}\\s*${UNIT}|the same distance|back) downstream in ${N}\\s*${TIME}`).exec(q);
  if (up === null || down === null) return null;
  const [, d1, u1, t1, tu1] = up;
  const d2 = down[1] ?? d1;
  if ((down[2] ?? u1) !== u1 || (down[4] ?? '').replace(/s$/, '')[0] !== (tu1 ?? '').replace(/s$/, '')[0])
    return null;
  if (numbersIn(q.replace(up[0], ' ').replace(down[0], ' ')).length > 0) return null;
  const asking = q.replace(/[.?!\s]+$/, '');
  const at = asking.search(/(?:find|what|calculate|work out|determine)[^.]*$/);
  if (at < 0) return null;
  const clause = asking.slice(at);
  const asksBoat = /still water|the boat(?:'s)? speed|speed of the boat/.test(clause);
  const asksCurrent = /current|stream|river(?:'s)? speed|speed of the (?:river|water)/.test(clause);
  if (!asksBoat && !asksCurrent) return null;
  const upSpeed = Number(d1) / Number(t1);
  const downSpeed = Number(d2) / Number(down[3]);
  if (!(downSpeed > upSpeed && upSpeed > 0)) return null;
  const boat = (upSpeed + downSpeed) / 2;
  const current = (downSpeed - upSpeed) / 2;
  const boatFirst =
    !asksCurrent || !asksBoat || clause.search(/still water|boat/) < clause.search(/current|stream/);
  const values =
    asksBoat && asksCurrent ? (boatFirst ? [boat, current] : [current, boat]) : asksBoat ? [boat] : [current];
  const unit = `${u1}/${(tu1 ?? 'h')[0]}`;
  return solution(
    'linear',
    `b - c = ${fmt(upSpeed)}, b + c = ${fmt(downSpeed)}`,
    [
      step(
        'Upstream the current slows the boat: b - c = distance ÷ time.',
        `${d1} ÷ ${t1} = ${fmt(upSpeed)} ${unit}`,
      ),
      step(
        'Downstream it speeds it up: b + c = distance ÷ time.',
        `${d2} ÷ ${down[3]} = ${fmt(downSpeed)} ${unit}`,
      ),
      step(
        'Add and subtract the two equations.',
        `b = (${fmt(upSpeed)} + ${fmt(downSpeed)}) / 2 = ${fmt(boat)}, c = (${fmt(downSpeed)} - ${fmt(upSpeed)}) / 2 = ${fmt(current)}`,
      ),
    ],
    values.map((v) => `${fmt(v)} ${unit}`).join(', '),
    { values },
  );
}

/**
 * A fixed cost plus a cost per person, shared equally: "a trip costs $1350 for the coach plus $18 per student; 45
 * students go and share the total cost equally; how much does each pay?" is (1350 + 18 × 45) ÷ 45.
 */
function sharedCost(q: string) {
  const cost = new RegExp(
    `${CUR}\\s*${N}(?: for (?:the )?[a-z]+(?: [a-z]+)?)?\\s*(?:plus|and|\\+)\\s*${CUR}\\s*${N}\\s*(?:per|for each|a|each)\\s+([a-z]+)`,
  ).exec(q);
  if (cost === null || !/\bshare|\bsplit|\bequally\b|divided equally/.test(q)) return null;
  const who = (cost[3] ?? '').replace(/s$/, '');
  const people = new RegExp(`(?<![\\d.$£€])(\\d+) ${who}s?\\b`).exec(q.replace(cost[0], ' '));
  const clause = askingClause(q) ?? '';
  if (
    people === null ||
    !new RegExp(
      `how much (?:does|will|would|should|must) (?:each|every) ${who}\\b|how much (?:is it|does it cost) (?:for )?(?:each|per) ${who}\\b`,
    ).test(clause)
  )
    return null;
  if (numbersIn(q.replace(cost[0], ' ').replace(people[0], ' ')).length > 0) return null;
  const [F, r, n] = [Number(cost[1]), Number(cost[2]), Number(people[1])];
  if (!(n > 0)) return null;
  const total = F + r * n;
  const value = total / n;
  return solution(
    'linear',
    `(${fmt(F)} + ${fmt(r)} × ${fmt(n)}) ÷ ${fmt(n)}`,
    [
      step(
        'The total cost: the fixed part plus the cost for each.',
        `${fmt(F)} + ${fmt(r)} × ${fmt(n)} = ${fmt(total)}`,
      ),
      step('Shared equally.', `${fmt(total)} ÷ ${fmt(n)} = ${fmt(value)}`),
    ],
    fmt(value),
    { values: [value] },
  );
}

/**
 * Overtime: "paid £11.40 per hour, with time-and-a-half for hours over 37.5 in a week; she works 44 hours; her pay?"
 * is 37.5 × 11.40 + (44 - 37.5) × 1.5 × 11.40. Time-and-a-half, time-and-a-quarter or double time.
 */
function overtimePay(q: string) {
  const rate = new RegExp(`${CUR}\\s*${N}\\s*(?:per|an|a|each) hour\\b`).exec(q);
  const extra = new RegExp(
    `\\b(time[- ]and[- ]a[- ]half|time[- ]and[- ]a[- ]quarter|double[- ]time)\\b[^.]*?\\b(?:over|above|beyond|after|more than)\\s*${N}\\s*(?:hours?|hrs?)?`,
  ).exec(q);
  const worked = new RegExp(`\\bworks? (?:for )?${N}\\s*(?:hours?|hrs?)\\b`).exec(q);
  const clause = askingClause(q) ?? '';
  if (rate === null || extra === null || worked === null) return null;
  if (
    !/how much (?:does|did|will|would) (?:she|he|they|it|[a-z]+) (?:earn|get|receive|be paid|make)|what (?:is|are|was) (?:her|his|their|the) (?:pay|wage|earnings)|total pay/.test(
      clause,
    )
  )
    return null;
  if (numbersIn(q.replace(rate[0], ' ').replace(extra[0], ' ').replace(worked[0], ' ')).length > 0)
    return null;
  const multiplier = /half/.test(extra[1] ?? '') ? 1.5 : /quarter/.test(extra[1] ?? '') ? 1.25 : 2;
  const [pay, threshold, hours] = [Number(rate[1]), Number(extra[2]), Number(worked[1])];
  if (!(pay > 0 && threshold > 0 && hours > threshold)) return null;
  const basic = threshold * pay;
  const over = (hours - threshold) * pay * multiplier;
  const value = basic + over;
  return solution(
    'linear',
    `${fmt(threshold)} × ${fmt(pay)} + ${fmt(hours - threshold)} × ${fmt(multiplier)} × ${fmt(pay)}`,
    [
      step(
        `The first ${fmt(threshold)} hours at the basic rate.`,
        `${fmt(threshold)} × ${fmt(pay)} = ${money(basic)}`,
      ),
      step(
        `The other ${fmt(hours)} - ${fmt(threshold)} = ${fmt(hours - threshold)} hours at ${fmt(multiplier)} times the rate.`,
        `${fmt(hours - threshold)} × ${fmt(multiplier)} × ${fmt(pay)} = ${money(over)}`,
      ),
      step('Add.', `${money(basic)} + ${money(over)} = ${money(value)}`),
    ],
    money(value),
    { values: [value] },
  );
}

/**
 * Two plans of a fixed charge plus a rate that cost the same: "X charges £3.50 plus £1.80 per mile; Y charges £6 plus
 * £1.55 per mile; for what distance do they charge the same?" The count is the difference of the fixed charges over
 * the difference of the rates; both rates must be per the same thing.
 */
function plansEqual(q: string) {
  const plans = [
    ...q.matchAll(
      new RegExp(
        `${CUR}\\s*${N}\\s*(?:fixed |standing |call-out |booking )?(?:fee |charge )?(?:plus|and|\\+|then)\\s*${CUR}\\s*${N}\\s*(?:per|for each|a|an|each|for every)\\s+([a-z]+)`,
        'g',
      ),
    ),
  ];
  if (plans.length !== 2) return null;
  const [first, second] = plans as [RegExpMatchArray, RegExpMatchArray];
  if ((first[3] ?? '').replace(/s$/, '') !== (second[3] ?? '').replace(/s$/, '')) return null;
  const clause = askingClause(q) ?? '';
  if (
    !/\b(?:same|equal|equally|break[- ]even)\b/.test(q) ||
    !/how (?:many|far|long)|what (?:number|distance|length|journey)|for what/.test(clause)
  )
    return null;
  if (numbersIn(q).length !== 4) return null;
  const [f1, r1, f2, r2] = [first[1], first[2], second[1], second[2]].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (r1 === r2) return null;
  const n = (f2 - f1) / (r1 - r2);
  if (!(n > 0)) return null;
  const unit = first[3] ?? '';
  return solution(
    'linear',
    `${fmt(f1)} + ${fmt(r1)}n = ${fmt(f2)} + ${fmt(r2)}n`,
    [
      step(
        'Write each cost for n of the thing charged for, and set them equal.',
        `${fmt(f1)} + ${fmt(r1)}n = ${fmt(f2)} + ${fmt(r2)}n`,
      ),
      step('Collect n on one side.', `${fmt(r1 - r2)}n = ${fmt(f2 - f1)}, n = ${fmt(n)}`),
    ],
    `${fmt(n)} ${unit}`,
    { values: [n] },
  );
}

/**
 * Two grades mixed by price: "coffee at $8 per kg is mixed with coffee at $12 per kg to make 50 kg worth $9.20 per
 * kg; how many kg of the $8 coffee?" The value is kept: x·p + (T - x)·q = T·r. The grade asked is named by its price.
 */
function priceMixture(q: string) {
  if (!/\bmix|\bmixed|\bblend/.test(q)) return null;
  const prices = [
    ...q.matchAll(new RegExp(`${CUR}\\s*${N}\\s*(?:per|a|an|each|/)\\s*(kg|g|litres?|l|lb|pounds?)\\b`, 'g')),
  ];
  if (prices.length !== 3) return null;
  const unit = (prices[0]?.[2] ?? '').replace(/s$/, '');
  if (prices.some((m) => (m[2] ?? '').replace(/s$/, '') !== unit)) return null;
  const total = new RegExp(`(?:make|get|give|produce|obtain)\\s*${N}\\s*${unit}s?\\b`).exec(q);
  if (total === null) return null;
  const [p, qv, r] = prices.map((m) => Number(m[1])) as [number, number, number];
  const T = Number(total[1]);
  if (!((r - p) * (qv - r) > 0)) return null;
  const clause = askingClause(q) ?? '';
  const named = new RegExp(`how (?:many|much) [a-z]+ of (?:the )?${CUR}\\s*${N}`).exec(clause);
  if (named === null) return null;
  // The asked grade's price is said again in the asking clause; every other number is read.
  if (numbersIn(q.replace(named[0], ' ')).length !== 4) return null;
  const askedPrice = Number(named[1]);
  if (askedPrice !== p && askedPrice !== qv) return null;
  const x = (T * (qv - r)) / (qv - p);
  const value = askedPrice === p ? x : T - x;
  return solution(
    'linear',
    `${fmt(p)}x + ${fmt(qv)}(${fmt(T)} - x) = ${fmt(r)} × ${fmt(T)}`,
    [
      step(
        'The value of the mixture is the value of its parts.',
        `${fmt(p)}x + ${fmt(qv)}(${fmt(T)} - x) = ${fmt(r)} × ${fmt(T)}`,
      ),
      step(
        'Solve for x, the amount at the first price.',
        `${fmt(qv - p)}x = ${fmt(T * (qv - r))}, x = ${fmt(x)}`,
      ),
      ...(value === x
        ? []
        : [step('The amount at the second price is the rest.', `${fmt(T)} - ${fmt(x)} = ${fmt(value)}`)]),
    ],
    `${fmt(value)} ${unit}`,
    { values: [value] },
  );
}

/** "Lena saves $15 a week and already has $45. How many weeks until she can buy a $240 bike?" — round up. */
function savingTowards(q: string) {
  const rate = new RegExp(
    `(?:saves?|puts? (?:away|aside)|sets? aside|deposits?|adds?)\\s*${CUR}\\s*${N}\\s*(?:a|per|each|every)\\s+(week|month|day|year)`,
  ).exec(q);
  if (!rate) return null;
  const start = new RegExp(
    `(?:already (?:has|have|had|saved)|has already saved|starts? with|has saved|have saved|currently has)\\s*${CUR}\\s*${N}`,
  ).exec(q);
  const target = new RegExp(
    `(?:costs?|costing|price of|priced at|for|buy an? |afford an? |reach|needs?|save up)\\s*${CUR}\\s*${N}|${CUR}\\s*${N}\\s*(?:bike|bicycle|phone|game|console|laptop|computer|ticket|car|trip|holiday|guitar|tablet|camera|watch)`,
  ).exec(q.replace(rate[0], ' ').replace(start?.[0] ?? '\u0000', ' '));
  if (!target) return null;
  const clause = askingClause(q) ?? '';
  if (!new RegExp(`how many ${rate[2]}s`).test(clause)) return null;
  const s = start ? Number(start[1]) : 0;
  if (numbersIn(q).length !== (start ? 3 : 2)) return null;
  const k = Number(rate[1]);
  const T = Number(target[1] ?? target[2]);
  if (!(k > 0) || !(T > s)) return null;
  const exact = (T - s) / k;
  const n = Math.ceil(exact - 1e-9);
  return solution(
    'linear',
    `${fmt(s)} + ${fmt(k)}n ≥ ${fmt(T)}`,
    [
      step(`After n ${rate[2]}s there is ${fmt(s)} + ${fmt(k)}n.`, `${fmt(s)} + ${fmt(k)}n ≥ ${fmt(T)}`),
      step('Solve for n.', `n ≥ (${fmt(T)} - ${fmt(s)}) ÷ ${fmt(k)} = ${fmt(exact)}`),
      ...(n === exact ? [] : [step(`A part ${rate[2]} is not enough: round up.`, `n = ${n}`)]),
    ],
    `${n} ${rate[2]}s`,
    { values: [n] },
  );
}

/** "Two numbers add up to 56 and their difference is 14": (56 + 14)/2 and (56 - 14)/2. */
function sumAndDifference(q: string) {
  const sum = new RegExp(
    `(?:add up to|sum to|have a sum of|totals?(?: of)?|sum(?: of (?:the |these )?2 numbers)? (?:is|=|was))\\s*${N}`,
  ).exec(q);
  const diff = new RegExp(`(?:difference(?: between them)? (?:is|=|was|of)|differ by)\\s*${N}`).exec(q);
  if (!sum || !diff || !/two numbers|2 numbers/.test(q)) return null;
  const S = Number(sum[1]);
  const D = Number(diff[1]);
  if (!Number.isFinite(D) || numbersIn(q.replace(/\b2 numbers\b/, ' ')).length !== 2) return null;
  const big = (S + D) / 2;
  const small = (S - D) / 2;
  const clause = askingClause(q) ?? q;
  const asksBig = /larger|bigger|greater|largest/.test(clause);
  const asksSmall = /smaller|smallest|lesser/.test(clause);
  if (asksBig && asksSmall) return null;
  const steps = [
    step(
      'Call them x and y: x + y = S and x - y = D. Add the equations.',
      `2x = ${fmt(S)} + ${fmt(D)}, x = ${fmt(big)}`,
    ),
    step('Subtract them.', `2y = ${fmt(S)} - ${fmt(D)}, y = ${fmt(small)}`),
  ];
  const values = asksBig ? [big] : asksSmall ? [small] : [big, small];
  return solution('system', `x + y = ${fmt(S)}, x - y = ${fmt(D)}`, steps, values.map(fmt).join(' and '), {
    values,
  });
}

/** "The perimeter of a rectangle is 46 cm and its length is 15 cm: the width?" (or its area and one side). */
function rectangleSide(q: string) {
  if (!/rectang/.test(q)) return null;
  const perimeter = new RegExp(`perimeter (?:of [a-z ]+? )?(?:is|of|=)\\s*${N}`).exec(q);
  const area = new RegExp(`area (?:of [a-z ]+? )?(?:is|of|=)\\s*${N}`).exec(q);
  // "Its length is 3 cm more than its width" relates the sides: another question (a quadratic).
  const length = new RegExp(
    `(length|width|breadth)(?: of [a-z ]+?)? (?:is|=|of)\\s*${N}(?!\\s*(?:[a-z]+\\s+)?(?:more|less|longer|shorter|greater|bigger|smaller|wider|narrower|times)\\b)`,
  ).exec(q);
  if (/\b(?:twice|double|half|triple|thrice) (?:the |its |as )/.test(q)) return null;
  if (
    !length ||
    (perimeter === null) === (area === null) ||
    numbersIn(q.replace(/\^\s*2/g, ' ')).length !== 2
  )
    return null;
  const clause = askingClause(q) ?? '';
  const knownSide = length[1] === 'length' ? 'length' : 'width';
  const asked = /\bwidth\b|\bbreadth\b/.test(clause) ? 'width' : /\blength\b/.test(clause) ? 'length' : null;
  if (asked === null || asked === knownSide) return null;
  const side = Number(length[2]);
  const steps: MathStep[] = [];
  let value: number;
  if (perimeter) {
    const P = Number(perimeter[1]);
    value = P / 2 - side;
    steps.push(
      step(
        'The perimeter is 2 × (length + width), so length + width is half of it.',
        `${fmt(P)} ÷ 2 = ${fmt(P / 2)}`,
      ),
    );
    steps.push(step(`Subtract the ${knownSide}.`, `${fmt(P / 2)} - ${fmt(side)} = ${fmt(value)}`));
  } else {
    const A = Number(area?.[1]);
    value = A / side;
    steps.push(
      step(
        `Area = length × width, so divide the area by the ${knownSide}.`,
        `${fmt(A)} ÷ ${fmt(side)} = ${fmt(value)}`,
      ),
    );
  }
  if (!(value > 0)) return null;
  return solution('geometry', `rectangle ${asked}`, steps, `${asked} = ${fmt(value)}`, { values: [value] });
}

export const solveLinearStories: HomeworkSolver = (q) =>
  thinkOfANumber(q) ??
  meeting(q) ??
  upstreamDownstream(q) ??
  mixture(q) ??
  priceMixture(q) ??
  plansEqual(q) ??
  sharedCost(q) ??
  overtimePay(q) ??
  fixedPlusRate(q) ??
  savingTowards(q) ??
  sumAndDifference(q) ??
  rectangleSide(q);
