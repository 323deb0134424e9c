// Multi-step word problems of the kinds set in school, each read whole or not at all: two kinds of item with a
// total count and a total value (tickets, coins, heads and legs), ages now and in the future or past, work done
// together, the average speed of a journey in two legs, the greatest group size or the first time two cycles
// meet (gcd / lcm), and a ratio with a difference. Every number of the question must be read as one of the
// problem's quantities and the clause that asks must name what is found; otherwise another solver may try.
import { NUMBER, askingClause, fmt, money, numbersIn } from './question-text.util.ts';
import { parseExpression } from '../../math/expression-syntax.util.ts';
import { polynomialCoefficients } from '../../math/math-expression.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const N = `(${NUMBER})`;

/** Whether two names are the same kind of thing ("adult" / "adults", "child" / "children"). */
function sameKind(a: string, b: string): boolean {
  const stem = (w: string) => w.replace(/(?:ren|es|s)$/, '');
  return (
    stem(a) === stem(b) ||
    (stem(a).length >= 4 && stem(b).startsWith(stem(a))) ||
    (stem(b).length >= 4 && stem(a).startsWith(stem(b)))
  );
}

const COIN_CENTS: Record<string, number> = {
  penny: 1,
  pennies: 1,
  nickel: 5,
  nickels: 5,
  dime: 10,
  dimes: 10,
  quarter: 25,
  quarters: 25,
  'half-dollar': 50,
  'half-dollars': 50,
};

const LEGS: Record<string, number> = {
  chicken: 2,
  hen: 2,
  duck: 2,
  bird: 2,
  goose: 2,
  geese: 2,
  turkey: 2,
  ostrich: 2,
  cow: 4,
  pig: 4,
  horse: 4,
  goat: 4,
  sheep: 4,
  rabbit: 4,
  dog: 4,
  cat: 4,
  lamb: 4,
  spider: 8,
  bicycle: 2,
  bike: 2,
  tricycle: 3,
  car: 4,
};

interface Kind {
  name: string;
  value: number;
}

/** Two kinds with a value each, their total count and their total value; the asked kind. */
interface TwoKinds {
  kinds: [Kind, Kind];
  count: number;
  total: number;
  unit: 'money' | 'cents' | 'legs' | 'wheels' | 'points';
}

/** Words before "cost $8" that name the event, not a kind of ticket. */
const NOT_KINDS = new Set([
  'play',
  'show',
  'concert',
  'game',
  'movie',
  'museum',
  'fair',
  'event',
  'zoo',
  'park',
  'they',
  'which',
  'each',
  'tickets',
  'ticket',
  'it',
  'match',
  'festival',
  'theater',
  'theatre',
  'cinema',
  // "200 tickets were sold for $1330": a verb before the price is not a kind.
  'were',
  'was',
  'are',
  'is',
  'been',
]);

function pricedKinds(q: string): TwoKinds | null {
  const kinds: Kind[] = [];
  const add = (name: string | undefined, value: string | undefined) => {
    if (name === undefined || value === undefined) return;
    if (NOT_KINDS.has(name) || kinds.some((k) => sameKind(k.name, name) || k.value === Number(value))) return;
    kinds.push({ name, value: Number(value) });
  };
  const NAME = '([a-z]+)';
  for (const m of q.matchAll(
    new RegExp(`\\$\\s*${N}(?: each)? (?:for|per) (?:an? |each |one )?${NAME}`, 'g'),
  ))
    add(m[2], m[1]);
  for (const m of q.matchAll(
    new RegExp(
      `${NAME}(?: tickets?| seats?| passes?| meals?)? (?:cost|costs|are|were|sell for|sold for|priced at|at|is|was)\\s*\\$\\s*${N}`,
      'g',
    ),
  ))
    add(m[1], m[2]);
  if (kinds.length !== 2) return null;
  const count = new RegExp(
    `${N} (?:tickets|seats|passes|people|items|meals|students|visitors|guests)\\b|(?:sold|bought|total of) ${N}\\b(?! dollars)(?!\\.\\d)`,
  ).exec(q.replace(/\$\s*\d[\d.]*/g, ' '));
  const total = new RegExp(
    `(?:total(?: of)?|for|collected|took in|raised|made|earned|received|brought in|sales of|revenue of|income of|in all|altogether|paid|was)\\s*\\$\\s*${N}|\\$\\s*${N}\\s*(?:in total|in all|altogether|total|(?:was |were )?(?:collected|raised|made|earned|taken in|received))`,
  ).exec(q);
  if (!count || !total) return null;
  const [a, b] = kinds as [Kind, Kind];
  const totalValue = Number(total[1] ?? total[2]);
  if (totalValue === a.value || totalValue === b.value) return null;
  return { kinds: [a, b], count: Number(count[1] ?? count[2]), total: totalValue, unit: 'money' };
}

function coinKinds(q: string): TwoKinds | null {
  const names = [
    ...new Set(
      [...q.matchAll(/\b(pennies|penny|nickels?|dimes?|quarters?|half-dollars?)\b/g)].map((m) => m[1] ?? ''),
    ),
  ];
  if (names.length !== 2) return null;
  const [x = '', y = ''] = names;
  if (sameKind(x, y)) return null;
  const count = new RegExp(`${N} coins\\b`).exec(q);
  const dollars = new RegExp(`\\$\\s*${N}`).exec(q);
  const cents = new RegExp(`${N}\\s*(?:cents|¢)`).exec(q);
  if (!count || (dollars === null) === (cents === null)) return null;
  const total = dollars ? Math.round(Number(dollars[1]) * 100) : Number(cents?.[1]);
  return {
    kinds: [
      { name: x, value: COIN_CENTS[x] ?? NaN },
      { name: y, value: COIN_CENTS[y] ?? NaN },
    ],
    count: Number(count[1]),
    total,
    unit: 'cents',
  };
}

function legKinds(q: string): TwoKinds | null {
  const m = new RegExp(
    `${N} (heads|animals|vehicles|cycles)\\b[^.?]*?\\b${N} (legs|feet|wheels)\\b|${N} (legs|feet|wheels)\\b[^.?]*?\\b${N} (heads|animals|vehicles|cycles)\\b`,
  ).exec(q);
  if (!m) return null;
  const count = Number(m[1] ?? m[7]);
  const total = Number(m[3] ?? m[5]);
  const names = [
    ...new Set(
      [...q.matchAll(/\b([a-z]+?)(?:e?s)?\b/g)].map((w) => w[1] ?? '').filter((w) => LEGS[w] !== undefined),
    ),
  ];
  if (names.length !== 2) return null;
  const [x = '', y = ''] = names;
  return {
    kinds: [
      { name: x, value: LEGS[x] ?? NaN },
      { name: y, value: LEGS[y] ?? NaN },
    ],
    count,
    total,
    unit: (m[4] ?? m[6]) === 'wheels' ? 'wheels' : 'legs',
  };
}

function twoKinds(q: string) {
  const read = coinKinds(q) ?? legKinds(q) ?? pricedKinds(q);
  if (read === null) return null;
  const [a, b] = read.kinds;
  if (!(a.value > 0) || !(b.value > 0) || a.value === b.value) return null;
  // Every number is one of the two values, the count or the total (a dollar total of coins is read as cents).
  const said = [a.value, b.value, read.count, read.unit === 'cents' ? read.total / 100 : read.total];
  const numbers = numbersIn(q.replace(/\$\s*/g, ' '));
  if (read.unit !== 'cents' && read.unit !== 'legs' && read.unit !== 'wheels' && numbers.length !== 4)
    return null;
  if (read.unit === 'cents' && numbers.length !== 2) return null;
  if ((read.unit === 'legs' || read.unit === 'wheels') && numbers.length !== 2) return null;
  if (read.unit === 'money' && !numbers.every((n) => said.includes(n))) return null;
  const clause = askingClause(q) ?? '';
  const askedName = /how many ([a-z-]+)/.exec(clause)?.[1];
  if (askedName === undefined) return null;
  const askedA = sameKind(askedName, a.name) || clause.includes(` ${a.name}`);
  const askedB = sameKind(askedName, b.name) || clause.includes(` ${b.name}`);
  if (askedA === askedB) return null;
  // x of the first kind and count - x of the second: a·x + b·(count - x) = total.
  const x = (read.total - b.value * read.count) / (a.value - b.value);
  const y = read.count - x;
  if (!Number.isInteger(Math.round(x * 1e9) / 1e9) || x < 0 || y < 0) return null;
  const value = askedA ? x : y;
  const show = (v: number) =>
    read.unit === 'money' ? `$${money(v)}` : read.unit === 'cents' ? `${fmt(v)}¢` : fmt(v);
  const equation = `${fmt(a.value)}x + ${fmt(b.value)}(${fmt(read.count)} - x) = ${fmt(read.total)}`;
  return solution(
    'linear',
    equation,
    [
      step(
        `Let x be the number of ${a.name}; the other ${fmt(read.count)} - x are ${b.name}.`,
        `x + y = ${fmt(read.count)}`,
      ),
      step(
        `Each of the ${a.name} is worth ${show(a.value)} and each of the ${b.name} ${show(b.value)}${read.unit === 'cents' ? ` (the total is ${fmt(read.total)}¢)` : ''}: write the total.`,
        equation,
      ),
      step(
        'Expand and solve for x.',
        `${fmt(a.value - b.value)}x = ${fmt(read.total)} - ${fmt(b.value * read.count)}, so x = ${fmt(x)}`,
      ),
      step(`The rest are ${b.name}.`, `y = ${fmt(read.count)} - ${fmt(x)} = ${fmt(y)}`),
    ],
    `${fmt(value)} ${askedA ? a.name : b.name}`,
    { values: [value] },
  );
}

const MULTIPLE: Record<string, number> = { twice: 2, double: 2, thrice: 3, triple: 3, half: 0.5 };

/**
 * Ages: "Tom is 3 times as old as his son. In 12 years Tom will be twice as old as his son. How old is the son
 * now?", "Ann is 6 years older than Ben. 4 years ago she was twice his age." Two relations, one now and one at
 * another time, or a relation and a sum.
 */
function ages(q: string) {
  if (!/\bold\b|\bage/.test(q)) return null;
  const FACTOR = `(twice|double|thrice|triple|half|${NUMBER} times)`;
  const relations: Array<{ when: number; factor?: number; diff?: number; a: string; b: string }> = [];
  const sentences = q.split(/(?<=[.;?!])\s+|,\s*(?=in \d|\d+ years|and in|but in)/);
  let said = 0;
  for (const s of sentences) {
    const shift = /\bin (\d+) years?(?: time)?\b|\b(\d+) years? (?:from now|later|hence)\b/.exec(s);
    const ago = /\b(\d+) years? ago\b/.exec(s);
    const when = shift ? Number(shift[1] ?? shift[2]) : ago ? -Number(ago[1]) : 0;
    const core = s.replace(shift?.[0] ?? '\u0000', ' ').replace(ago?.[0] ?? '\u0000', ' ');
    const times = new RegExp(
      `\\b([a-z]+)(?:'s age)? (?:is|was|will be|would be) ${FACTOR} (?:as old as|the age of|(?:his|her|their) age) ?(?:(?:his|her|their|the) )?([a-z]+)?`,
    ).exec(core);
    const older = new RegExp(
      `\\b([a-z]+) (?:is|was|will be) (\\d+) years? (older|younger)(?: than (?:(?:his|her|their) )?([a-z]+))?`,
    ).exec(core);
    if (times) {
      const f = times[2] ?? '';
      said += (when !== 0 ? 1 : 0) + (MULTIPLE[f] === undefined ? 1 : 0);
      relations.push({
        when,
        factor: MULTIPLE[f] ?? Number(f.replace(/ times$/, '')),
        a: times[1] ?? '',
        b: times[3] ?? '',
      });
    } else if (older) {
      said += (when !== 0 ? 1 : 0) + 1;
      relations.push({
        when,
        diff: (older[3] === 'older' ? 1 : -1) * Number(older[2]),
        a: older[1] ?? '',
        b: older[4] ?? '',
      });
    } else if (shift || ago) return null;
  }
  const sum =
    /(?:sum of (?:their|the) ages(?: of (?:the |a |an )?([a-z]+) and (?:the |a |an |his |her )?([a-z]+))?|their ages add up to|together they are|combined age(?: is)?|total age(?: is)?)\s*(?:is|was|=)?\s*(\d+)/.exec(
      q,
    );
  if (relations.length + (sum ? 1 : 0) !== 2) return null;
  const [first, second] = relations;
  if (first === undefined) return null;
  // "The father is 28 years older" (than the other person the sum names).
  if (first.b === '' && sum?.[1] !== undefined && sum[2] !== undefined) {
    if (first.a !== sum[1] && first.a !== sum[2]) return null;
    first.b = first.a === sum[1] ? sum[2] : sum[1];
  }
  if (first.b === '') return null;
  // "he", "she", "his son" refer back: the names of the first relation stand for both.
  const refersBack = (name: string, to: string) =>
    name === to || ['he', 'she', 'they', 'him', 'her', 'them'].includes(name) || name === '';
  if (second && !(refersBack(second.a, first.a) && (refersBack(second.b, first.b) || second.b === undefined)))
    return null;
  // Unknowns a, b now. Each relation: a + w = f (b + w) or a + w = b + w + d.
  const rows: Array<[number, number, number]> = [];
  for (const r of relations) {
    if (r.factor !== undefined) rows.push([1, -r.factor, r.when * (r.factor - 1)]);
    else rows.push([1, -1, r.diff ?? 0]);
  }
  if (sum) rows.push([1, 1, Number(sum[3])]);
  const [[a1, b1, c1] = [0, 0, 0], [a2, b2, c2] = [0, 0, 0]] = rows;
  const det = a1 * b2 - a2 * b1;
  if (Math.abs(det) < 1e-12) return null;
  const aNow = (c1 * b2 - c2 * b1) / det;
  const bNow = (a1 * c2 - a2 * c1) / det;
  if (!(aNow > 0) || !(bNow > 0) || numbersIn(q).length !== said + (sum ? 1 : 0)) return null;
  const clause = askingClause(q) ?? '';
  const asked =
    /how old (?:is|was|will) (?:(?:his|her|the) )?([a-z]+)|(?:find|what is|what's) (?:(?:his|her|the) )?([a-z]+)'s (?:age|current age|present age)/.exec(
      clause,
    );
  const who = asked?.[1] ?? asked?.[2];
  if (who === undefined || /will be|ago|in \d+ years/.test(clause)) return null;
  const isA = who === first.a;
  const isB = who === first.b;
  if (isA === isB) return null;
  const value = isA ? aNow : bNow;
  const rowText = (r: [number, number, number]) =>
    `${fmt(r[0])}a ${r[1] < 0 ? '-' : '+'} ${fmt(Math.abs(r[1]))}b = ${fmt(r[2])}`;
  return solution(
    'system',
    rows.map(rowText).join(', '),
    [
      step(
        `Let a be ${first.a}'s age now and b ${first.b}'s age now; write each sentence as an equation (add the years to both ages when the sentence is about another time).`,
        rows.map(rowText).join('; '),
      ),
      step('Solve the two equations together.', `a = ${fmt(aNow)}, b = ${fmt(bNow)}`),
    ],
    `${who}: ${fmt(value)} years old`,
    { values: [value] },
  );
}

/** Work together: "A can paint a house in 6 hours and B in 3 hours; how long together?" — rates add. */
function workTogether(q: string) {
  const clause = askingClause(q) ?? '';
  if (
    !/together|both (?:work|working|pipes|taps|machines)|at the same time|working with/.test(q) ||
    !/how long|how many (?:hours|minutes|days)|what time/.test(clause)
  )
    return null;
  const times = [
    ...q.matchAll(new RegExp(`(?:in|takes?|needs?|requires?) ${N} (hours?|minutes?|days?|hrs?|mins?)`, 'g')),
  ];
  if (times.length !== 2 || numbersIn(q).length !== 2) return null;
  const unit = (times[0]?.[2] ?? '').replace(/s$/, '');
  if (unit !== (times[1]?.[2] ?? '').replace(/s$/, '')) return null;
  if (/empt|drain|leak|out of/.test(q)) return null;
  const [a, b] = times.map((t) => Number(t[1]));
  if (!(a && b && a > 0 && b > 0)) return null;
  const together = (a * b) / (a + b);
  return solution(
    'linear',
    `1/${fmt(a)} + 1/${fmt(b)} = 1/t`,
    [
      step(
        'Each does a fraction of the job per unit of time; working together the rates add.',
        `1/${fmt(a)} + 1/${fmt(b)} = 1/t`,
      ),
      step(
        'Solve for t.',
        `t = (${fmt(a)} × ${fmt(b)}) / (${fmt(a)} + ${fmt(b)}) = ${fmt(together)} ${unit}s`,
      ),
    ],
    `${fmt(together)} ${unit}s`,
    { values: [together] },
  );
}

/** The average speed of a journey in two legs: total distance over total time (not the mean of the speeds). */
function averageSpeed(q: string) {
  const clause = askingClause(q) ?? '';
  if (!/average speed/.test(clause)) return null;
  const SPEED = '(km/h|kmh|kph|mph|m/s|km per hour|miles per hour|miles an hour|km an hour)';
  const DIST = '(km|kilometres|kilometers|miles|mi|m|metres|meters)';
  const TIME = '(hours?|hrs?|h|minutes?|mins?)';
  const legs: Array<{ d: number; t: number; v: number }> = [];
  const speedDist = [
    ...q.matchAll(
      new RegExp(
        `${N} ?${DIST}\\b(?!/| per | an hour)[^.,;]*? at (?:an? (?:average )?speed of )?${N} ?${SPEED}`,
        'g',
      ),
    ),
  ];
  const speedTime = [
    ...q.matchAll(
      new RegExp(
        `(?:for )?${N} ?${TIME}\\b[^.,;]*? at (?:an? (?:average )?speed of )?${N} ?${SPEED}|at (?:an? (?:average )?speed of )?${N} ?${SPEED}[^.,;]*? for ${N} ?${TIME}\\b`,
        'g',
      ),
    ),
  ];
  for (const m of speedDist) legs.push({ d: Number(m[1]), t: Number(m[1]) / Number(m[3]), v: Number(m[3]) });
  for (const m of speedTime) {
    const hours = (v: number, u: string) => (/^min/.test(u) ? v / 60 : v);
    if (m[1] !== undefined)
      legs.push({
        d: Number(m[3]) * hours(Number(m[1]), m[2] ?? ''),
        t: hours(Number(m[1]), m[2] ?? ''),
        v: Number(m[3]),
      });
    else
      legs.push({
        d: Number(m[5]) * hours(Number(m[7]), m[8] ?? ''),
        t: hours(Number(m[7]), m[8] ?? ''),
        v: Number(m[5]),
      });
  }
  // "goes at 40 km/h and returns at 60 km/h": the same distance both ways.
  const roundTrip = new RegExp(
    `at ${N} ?${SPEED}[^.?]*?\\b(?:return|returns|returning|comes back|back|home)\\b[^.?]*?at ${N} ?${SPEED}`,
  ).exec(q);
  if (legs.length === 0 && roundTrip && numbersIn(q).length === 2) {
    const v1 = Number(roundTrip[1]);
    const v2 = Number(roundTrip[3]);
    const avg = (2 * v1 * v2) / (v1 + v2);
    return solution(
      'physics',
      q,
      [
        step(
          'The same distance d each way: the times are d/v₁ and d/v₂.',
          `average = 2d / (d/${fmt(v1)} + d/${fmt(v2)})`,
        ),
        step(
          'The d cancels.',
          `average = 2 × ${fmt(v1)} × ${fmt(v2)} / (${fmt(v1)} + ${fmt(v2)}) = ${fmt(avg)}`,
        ),
      ],
      `${fmt(avg)} ${roundTrip[2]}`,
      { values: [avg] },
    );
  }
  if (legs.length !== 2 || numbersIn(q).length !== 4) return null;
  const units = [...q.matchAll(new RegExp(SPEED, 'g'))].map((m) => m[1]);
  if (
    new Set(units.map((u) => (/^(km|kmh|kph)/.test(u ?? '') ? 'km/h' : u))).size !== 1 ||
    units[0] === 'm/s'
  )
    return null;
  const d = legs.reduce((s, l) => s + l.d, 0);
  const t = legs.reduce((s, l) => s + l.t, 0);
  const avg = d / t;
  return solution(
    'physics',
    q,
    [
      step(
        'Average speed is the total distance over the total time.',
        `distance = ${legs.map((l) => fmt(l.d)).join(' + ')} = ${fmt(d)}`,
      ),
      step(
        'Each leg: distance = speed × time.',
        legs.map((l) => `${fmt(l.d)} = ${fmt(l.v)} × ${fmt(l.t)}`).join(', '),
      ),
      step(
        'Time of each leg is distance / speed.',
        `time = ${legs.map((l) => fmt(l.t)).join(' + ')} = ${fmt(t)} h`,
      ),
      step('Divide.', `${fmt(d)} / ${fmt(t)} = ${fmt(avg)}`),
    ],
    `${fmt(avg)} ${units[0]}`,
    { values: [avg] },
  );
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The greatest equal groups that use everything ("the greatest number of identical bracelets with none left
 * over" — gcd) and the first time two repeating things coincide ("buses every 12 and 18 minutes … next leave
 * together" — lcm).
 */
function gcdLcm(q: string) {
  const clause = askingClause(q) ?? '';
  // A clock time ("both leave at 8:00") is when, not how long: kept out when the question asks how long.
  const numbers = numbersIn(
    /how (?:long|many (?:minutes|hours|days))/.test(clause)
      ? q.replace(/\b\d{1,2}:\d{2}\s*(?:am|pm)?/g, ' ')
      : q,
  );
  if (numbers.length < 2 || numbers.length > 3 || !numbers.every((n) => Number.isInteger(n) && n > 0))
    return null;
  const greatest =
    /(?:greatest|largest|most|maximum|biggest)\b/.test(clause) &&
    /identical|equal|same number|none left|no (?:beads|items|pieces|flowers)? ?left|without any left|evenly|each (?:bag|group|box|bracelet|row|team|basket|bouquet|pack)|all (?:the|of the)/.test(
      q,
    );
  const least =
    /(?:smallest|least|lowest|first|next|earliest|soonest|minimum)\b|how (?:long|many (?:minutes|hours|days|seconds)) (?:until|before|will it be)/.test(
      clause,
    ) &&
    /together|same time|again at the same|both|at once|simultaneous|coincide|same (?:number|amount)/.test(q);
  if (greatest === least) return null;
  // "The maximum volume of the open box" or "the largest area of each tile" asks for a measure, which the common
  // divisor of the numbers is not.
  if (/\b(?:volume|area|perimeter|surface|profit|revenue|cost|price|speed)\b/.test(clause)) return null;
  // "the smallest number of packs of each" asks for the packs, not the common amount.
  if (least && /of each|packs|packages|boxes|bags/.test(clause)) return null;
  if (
    least &&
    !/every|each|packs? of|packages? of|in (?:packs|bags|boxes) of|groups? of|rows? of|multiple/.test(q)
  )
    return null;
  const value = greatest ? numbers.reduce(gcd) : numbers.reduce((a, b) => (a * b) / gcd(a, b));
  const name = greatest ? 'greatest common divisor' : 'least common multiple';
  return solution(
    'arithmetic',
    `${greatest ? 'gcd' : 'lcm'}(${numbers.join(', ')})`,
    [
      step(
        greatest
          ? 'Equal groups that use everything: the number of groups divides every amount, and the greatest such number is the gcd.'
          : 'The times (or amounts) meet at a common multiple of each; the first is the lcm.',
        `${greatest ? 'gcd' : 'lcm'}(${numbers.join(', ')})`,
      ),
      step(`Find the ${name}.`, `${greatest ? 'gcd' : 'lcm'}(${numbers.join(', ')}) = ${fmt(value)}`),
    ],
    fmt(value),
    { values: [value] },
  );
}

/** "The ratio of red to blue is 2:7 and there are 35 more blue than red: how many red?" — one part is the difference over the parts' difference. */
function ratioDifference(q: string) {
  const ratio = new RegExp(
    `ratio of ([a-z]+)(?: [a-z]+)? to ([a-z]+)(?: [a-z]+)?(?: [a-z]+)? (?:is|was|=|are)\\s*(\\d+)\\s*(?::|to)\\s*(\\d+)`,
  ).exec(q);
  if (!ratio) return null;
  const [, x = '', y = '', p = '', r = ''] = ratio;
  const diff = new RegExp(`${N} (?:more|fewer|less) ([a-z]+)(?: [a-z]+)? than ([a-z]+)`).exec(
    q.replace(ratio[0], ' '),
  );
  if (!diff || numbersIn(q).length !== 3) return null;
  const more = /more/.test(diff[0]);
  const bigger = more ? (diff[2] ?? '') : (diff[3] ?? '');
  const smaller = more ? (diff[3] ?? '') : (diff[2] ?? '');
  const px = Number(p);
  const py = Number(r);
  const names = [x, y];
  const bi = names.findIndex((n) => sameKind(n, bigger));
  const si = names.findIndex((n) => sameKind(n, smaller));
  if (bi < 0 || si < 0 || bi === si) return null;
  const parts = [px, py];
  const gap = (parts[bi] ?? 0) - (parts[si] ?? 0);
  if (gap <= 0) return null;
  const one = Number(diff[1]) / gap;
  const clause = askingClause(q) ?? '';
  const asked = /how many ([a-z]+)/.exec(clause)?.[1];
  if (asked === undefined) return null;
  const ai = names.findIndex((n) => sameKind(n, asked));
  const total = /\b(?:in total|altogether|total|in all)\b/.test(clause);
  if (ai < 0 && !total) return null;
  const value = total ? one * (px + py) : one * (parts[ai] ?? 0);
  return solution(
    'percentage',
    `${x}:${y} = ${px}:${py}`,
    [
      step(
        `The ${bigger} are ${fmt(gap)} parts more than the ${smaller}, and that difference is ${diff[1]}.`,
        `${fmt(gap)} parts = ${diff[1]}`,
      ),
      step('One part:', `${diff[1]} ÷ ${fmt(gap)} = ${fmt(one)}`),
      step(
        total ? 'Everything is all the parts.' : `The ${asked} are ${fmt(parts[ai] ?? 0)} parts.`,
        `${fmt(total ? px + py : (parts[ai] ?? 0))} × ${fmt(one)} = ${fmt(value)}`,
      ),
    ],
    fmt(value),
    { values: [value] },
  );
}

/**
 * A height given as a quadratic in time ("h = -16t² + 64t + 80"): when it hits the ground (the positive root),
 * when it is highest and how high (the vertex). Any other question about the formula is left alone.
 */
function heightFormula(q: string) {
  const m =
    /\b(?:h|height|y|s)\s*(?:\(\s*t\s*\))?\s*=\s*([-+\d.t^ *]+?)(?=\s*(?:[,;?]|\.(?!\d)|$|\s(?:where|after|when|how|find|what|at)\b))/.exec(
      q,
    );
  if (!m) return null;
  const node = parseExpression((m[1] ?? '').trim());
  const coefficients = node === null ? null : polynomialCoefficients(node, 't');
  if (coefficients === null || coefficients.length !== 3) return null;
  const [c = 0, b = 0, a = 0] = coefficients;
  if (!(a < 0)) return null;
  // "when does it land?" asks too: the last clause, when no clause starts with how / what / find.
  const clause = askingClause(q) ?? q.split(/[,;]\s+|\.\s+/).pop() ?? '';
  const intro = step(
    'The height is a quadratic in t with a < 0: it rises, peaks and falls.',
    `h = ${fmt(a)}t^2 + ${fmt(b)}t + ${fmt(c)}`,
  );
  if (
    /hits? the ground|land|reach(?:es)? the ground|strikes? the ground|returns? to the ground|h\s*=\s*0|height (?:is|of) 0/.test(
      clause,
    )
  ) {
    const disc = b * b - 4 * a * c;
    if (disc < 0) return null;
    const roots = [(-b + Math.sqrt(disc)) / (2 * a), (-b - Math.sqrt(disc)) / (2 * a)].filter(
      (t) => t > 1e-12,
    );
    if (roots.length !== 1) return null;
    const t = roots[0] ?? NaN;
    return solution(
      'quadratic',
      `${fmt(a)}t^2 + ${fmt(b)}t + ${fmt(c)} = 0`,
      [
        intro,
        step(
          'It is on the ground when h = 0: solve the quadratic.',
          `t = (-b ± √(b² - 4ac)) / (2a), b² - 4ac = ${fmt(disc)}`,
        ),
        step('Only the positive time makes sense.', `t = ${fmt(t)}`),
      ],
      `t = ${fmt(t)}`,
      { values: [t] },
    );
  }
  const peakTime = -b / (2 * a);
  const peak = c - (b * b) / (4 * a);
  const asksHeight =
    /maximum height|how high|greatest height|highest (?:point|height)|max height/.test(clause) &&
    !/when|how long|what time|how many seconds/.test(clause);
  const asksTime =
    /when|how long|how many seconds|what time/.test(clause) &&
    /maximum|highest|greatest|peak|top/.test(clause);
  if (asksHeight === asksTime || !(peakTime > 0)) return null;
  return solution(
    'quadratic',
    `t = -b / (2a)`,
    [
      intro,
      step('The peak is at the vertex: t = -b / (2a).', `t = ${fmt(-b)} / ${fmt(2 * a)} = ${fmt(peakTime)}`),
      ...(asksHeight ? [step('Substitute it back.', `h = ${fmt(peak)}`)] : []),
    ],
    asksHeight ? `${fmt(peak)}` : `t = ${fmt(peakTime)}`,
    { values: [asksHeight ? peak : peakTime] },
  );
}

export const solveStoryProblem: HomeworkSolver = (q) =>
  heightFormula(q) ??
  twoKinds(q) ??
  ages(q) ??
  workTogether(q) ??
  averageSpeed(q) ??
  ratioDifference(q) ??
  gcdLcm(q);
