// Proportion in words: "y is directly / inversely proportional to x (or x², √x)" with one pair of values, the
// unitary method ("5 pens cost £3.60; how much do 8 pens cost?", "a recipe for 4 people uses 300 g") and workers
// sharing a job ("6 workers take 10 days; how long would 4 take?"), and a ratio share where one share is known.
// Anything it cannot tie to one reading (two different things counted, a rate that is not a job) is declined.
import type { MathSolution } from '../../math/math-solution.types.ts';
import { askingClause, fmt, lastSentence, NUMBER, numbersLeftOver } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const N = `(${NUMBER})`;

/** "y is inversely proportional to the square of x", "p varies directly as q³", "y ∝ √x". */
function variation(q: string): MathSolution | null {
  const m =
    /\b([a-z])\s+(?:is\s+(directly\s+|inversely\s+)?proportional\s+to|varies\s+(directly\s+|inversely\s+)?(?:as|with))\s+(?:the\s+)?(?:(square root|square|cube root|cube)\s+of\s+)?([a-z])(\s*\^\s*\d+|²|³)?\b/.exec(
      q,
    );
  if (!m) return null;
  const [, y, kindA, kindB, named, x, power] = m;
  if (y === undefined || x === undefined || y === x) return null;
  const inverse = /inversely/.test(kindA ?? kindB ?? '');
  const exponent =
    named === 'square root'
      ? 0.5
      : named === 'cube root'
        ? 1 / 3
        : named === 'square'
          ? 2
          : named === 'cube'
            ? 3
            : power === undefined
              ? 1
              : power === '²'
                ? 2
                : power === '³'
                  ? 3
                  : Number(power.replace(/[\s^]/g, ''));
  if (!(exponent > 0) || (named !== undefined && power !== undefined)) return null;
  const rest = q.slice(m.index + m[0].length);
  const pairs = [
    ...rest.matchAll(
      new RegExp(
        `\\b${y}\\s*=\\s*${N}\\s*(?:,\\s*)?(?:when|if|and|for)\\s+${x}\\s*=\\s*${N}|\\b${x}\\s*=\\s*${N}\\s*(?:,\\s*)?(?:when|if|and|for)\\s+${y}\\s*=\\s*${N}|\\b(?:when|if)\\s+${x}\\s*=\\s*${N}\\s*,\\s*(?:then\\s+)?${y}\\s*=\\s*${N}`,
        'g',
      ),
    ),
  ];
  if (pairs.length !== 1) return null;
  const pair = pairs[0] as RegExpMatchArray;
  const y0 = Number(pair[1] ?? pair[4] ?? pair[6]);
  const x0 = Number(pair[2] ?? pair[3] ?? pair[5]);
  const after = rest.slice((pair.index ?? 0) + pair[0].length);
  const askY = new RegExp(
    `(?:find|what is|calculate|work out)\\s+(?:the value of\\s+)?${y}\\s+(?:when|if|for)\\s+${x}\\s*=\\s*${N}`,
  ).exec(after);
  const askX = new RegExp(
    `(?:find|what is|calculate|work out)\\s+(?:the value of\\s+)?${x}\\s+(?:when|if|for)\\s+${y}\\s*=\\s*${N}`,
  ).exec(after);
  if ((askY === null) === (askX === null)) return null;
  const f = (value: number) => value ** exponent;
  if (x0 === 0 || (exponent % 1 !== 0 && x0 < 0)) return null;
  const k = inverse ? y0 * f(x0) : y0 / f(x0);
  const power_ =
    exponent === 1 ? x : exponent === 0.5 ? `√${x}` : exponent === 1 / 3 ? `∛${x}` : `${x}^${fmt(exponent)}`;
  const law = inverse ? `${y} = k / ${power_}` : `${y} = k${power_}`;
  const steps = [
    step(`${inverse ? 'Inverse' : 'Direct'} proportion: write the law with a constant k.`, law),
    step(
      `Find k from ${y} = ${fmt(y0)} when ${x} = ${fmt(x0)}.`,
      inverse ? `k = ${fmt(y0)} × ${fmt(f(x0))} = ${fmt(k)}` : `k = ${fmt(y0)} / ${fmt(f(x0))} = ${fmt(k)}`,
    ),
  ];
  if (askY) {
    const x1 = Number(askY[1]);
    if ((inverse && x1 === 0) || (exponent % 1 !== 0 && x1 < 0)) return null;
    const value = inverse ? k / f(x1) : k * f(x1);
    steps.push(step(`Substitute ${x} = ${fmt(x1)}.`, `${y} = ${fmt(value)}`));
    return solution('equation', law, steps, `${y} = ${fmt(value)}`, { values: [value] });
  }
  const y1 = Number(askX?.[1]);
  if (y1 === 0 || k === 0) return null;
  const powered = inverse ? k / y1 : y1 / k;
  // x^n = powered: one positive root for a power law on positive values; an even power of a negative is no value.
  if (powered < 0 && exponent % 2 === 0) return null;
  if (exponent !== 1 && powered < 0) return null;
  const value = exponent === 1 ? powered : powered ** (1 / exponent);
  if (exponent % 2 === 0 && !/positive/.test(q)) return null;
  steps.push(step(`Substitute ${y} = ${fmt(y1)} and solve for ${x}.`, `${x} = ${fmt(value)}`));
  return solution('equation', law, steps, `${x} = ${fmt(value)}`, { values: [value] });
}

/** People and machines that share a job: more of them, less time. */
const AGENTS = String.raw`workers|men|women|people|builders|painters|machines|pumps|taps|cleaners|farmers|robots|printers|gardeners`;
const TIME_UNITS = String.raw`days?|hours?|hrs?|minutes?|mins?|weeks?`;

function workersAndTime(q: string): MathSolution | null {
  const given = new RegExp(
    `${N} (${AGENTS})\\b[^.?]*?\\b(?:in|takes?|took|for) ${N} (${TIME_UNITS})\\b`,
  ).exec(q);
  if (!given) return null;
  const clause = askingClause(q) ?? '';
  const asked = new RegExp(
    `(?:how long|how many (?:${TIME_UNITS}))[^.?]*?\\b${N} (?:${AGENTS})\\b|\\b${N} (?:${AGENTS})\\b[^.?]*?how long`,
  ).exec(clause);
  if (!asked || !/how long|how many (?:days|hours|minutes|weeks)/.test(clause)) return null;
  const [workers, time, unit] = [Number(given[1]), Number(given[3]), given[4] ?? ''];
  const others = Number(asked[1] ?? asked[2]);
  // A different kind of agent, or a different job size ("twice as long a wall"), is another question.
  if (!new RegExp(`\\b${given[2]}\\b`).test(clause) && !/\bwould\b|\bwill\b/.test(clause)) return null;
  if (/twice|double|half|times as|another|more work|rate/.test(q)) return null;
  if (!(workers > 0 && others > 0 && time > 0)) return null;
  const total = workers * time;
  const value = total / others;
  return solution(
    'equation',
    `${fmt(workers)} × ${fmt(time)} = ${fmt(others)} × t`,
    [
      step(
        'Inverse proportion: the same job, so workers × time stays the same.',
        `${fmt(workers)} × ${fmt(time)} ${unit} = ${fmt(total)} ${given[2]}-${unit}`,
      ),
      step(`Divide by ${fmt(others)}.`, `t = ${fmt(total)} / ${fmt(others)} = ${fmt(value)} ${unit}`),
    ],
    `${fmt(value)} ${unit}`,
    { values: [value] },
  );
}

/**
 * Two rates on one job: "pipe A fills a tank in 6 hours and pipe B in 9 hours; together?" (1/6 + 1/9 of the tank an
 * hour), "a tap fills a bath in 12 minutes and the plug hole empties it in 20; both open?" (1/12 - 1/20). Both times
 * in the same unit; an answer asked in another unit is declined.
 */
function togetherOnOneJob(q: string): MathSolution | null {
  const verbs = String.raw`fills?|empties|empty|drains?|paints?|builds?|cleans?|does|do|mows?|completes?|finishes|digs?|can (?:fill|empty|drain|paint|build|clean|do|mow|complete|finish|dig)|could (?:fill|empty|drain|paint|build|clean|do|mow|complete|finish|dig)|takes?|leaks? (?:out )?|(?:would )?take`;
  const jobs = [
    ...q.matchAll(
      new RegExp(
        `\\b(${verbs})\\b(?: (?:it|the [a-z]+|a [a-z]+|the job|the whole [a-z]+|[a-z]+ [a-z]+))? (?:on (?:its|his|her|their) own )?in ${N} (${TIME_UNITS})\\b`,
        'g',
      ),
    ),
  ];
  if (jobs.length !== 2) return null;
  const units = jobs.map((m) =>
    (m[3] ?? '')
      .replace(/s$/, '')
      .replace(/^(?:hr|hrs)$/, 'hour')
      .replace(/^mins?$/, 'minute'),
  );
  if (units[0] !== units[1]) return null;
  // The last sentence asks ("how long do they take together, in hours?" has a comma askingClause stops at).
  const clause = lastSentence(q);
  if (!/how long|how many (?:days|hours|minutes|weeks)|what time/.test(clause)) return null;
  if (!/together|both|at the same time|working together|simultaneously|open/.test(q)) return null;
  const askedUnit = /\b(days?|hours?|minutes?|mins?|weeks?)\b/
    .exec(clause)?.[1]
    ?.replace(/s$/, '')
    .replace(/^min$/, 'minute');
  if (askedUnit !== undefined && askedUnit !== units[0]) return null;
  if (
    numbersLeftOver(
      q,
      jobs.map((m) => m[0]),
    )
  )
    return null;
  const emptying = jobs.map((m) => /empt|drain|leak/.test(m[1] ?? ''));
  if (emptying[0] === true) return null;
  const [a, b] = jobs.map((m) => Number(m[2])) as [number, number];
  if (!(a > 0 && b > 0)) return null;
  const rate = 1 / a + (emptying[1] ? -1 : 1) / b;
  if (!(rate > 0)) return null;
  const value = 1 / rate;
  const unit = `${units[0]}s`;
  return solution(
    'equation',
    `1/${fmt(a)} ${emptying[1] ? '-' : '+'} 1/${fmt(b)} = 1/t`,
    [
      step(
        `In one ${units[0]} the first does 1/${fmt(a)} of the job and the second ${emptying[1] ? 'undoes' : 'does'} 1/${fmt(b)}.`,
        `1/${fmt(a)} ${emptying[1] ? '-' : '+'} 1/${fmt(b)} = ${fmt(rate)} of the job per ${units[0]}`,
      ),
      step('The whole job takes 1 ÷ that rate.', `t = 1 / ${fmt(rate)} = ${fmt(value)} ${unit}`),
    ],
    `${fmt(value)} ${unit}`,
    { values: [value] },
  );
}

/**
 * Shadows at the same time are in proportion to heights: "Kim is 1.62 m tall and casts a shadow 2.16 m long; a tree
 * casts a shadow of 13.5 m; how tall is the tree?" The first height goes with the first shadow; all in one unit.
 */
function shadows(q: string): MathSolution | null {
  if (!/shadow/.test(q) || /angle|elevation|°|degrees?/.test(q)) return null;
  const LEN = String.raw`\s*(m|cm|ft|feet|metres?|meters?)`;
  const heights = [
    ...q.matchAll(
      new RegExp(`${N}${LEN} (?:tall|high)\\b|\\b(?:height|is) (?:of )?${N}${LEN}(?= tall| high)`, 'g'),
    ),
  ];
  const shadowsSaid = [
    ...q.matchAll(
      new RegExp(
        `shadow (?:of |that is |which is |is |measuring )?${N}${LEN}(?: long)?|${N}${LEN} (?:long )?shadow`,
        'g',
      ),
    ),
  ];
  const clause = askingClause(q) ?? '';
  const units = [...heights, ...shadowsSaid].map((m) =>
    (m[2] ?? m[4] ?? '').replace(/^(?:metres?|meters?)$/, 'm').replace(/^feet$/, 'ft'),
  );
  if (new Set(units).size !== 1) return null;
  if (
    numbersLeftOver(
      q,
      [...heights, ...shadowsSaid].map((m) => m[0]),
    )
  )
    return null;
  const value = (m: RegExpMatchArray) => Number(m[1] ?? m[3]);
  if (heights.length === 1 && shadowsSaid.length === 2 && /how tall|how high|height/.test(clause)) {
    const [h, s1, s2] = [
      value(heights[0] as RegExpMatchArray),
      value(shadowsSaid[0] as RegExpMatchArray),
      value(shadowsSaid[1] as RegExpMatchArray),
    ];
    if (!(s1 > 0)) return null;
    return scaled(s1, h, s2, `${units[0]} of shadow`, 'the height');
  }
  if (
    heights.length === 2 &&
    shadowsSaid.length === 1 &&
    /shadow/.test(clause) &&
    /how long|length/.test(clause)
  ) {
    const [h1, h2, s] = [
      value(heights[0] as RegExpMatchArray),
      value(heights[1] as RegExpMatchArray),
      value(shadowsSaid[0] as RegExpMatchArray),
    ];
    if (!(h1 > 0)) return null;
    return scaled(h1, s, h2, `${units[0]} of height`, 'the shadow');
  }
  return null;
}

const MONEY = String.raw`(?:[$£€]\s*)?${N}\s*(p|pence|cents?|dollars?|pounds?|euros?)?`;

/**
 * The unitary method: "5 pens cost £3.60. How much do 8 pens cost?", "a recipe for 4 people uses 300 g of flour.
 * How much flour for 10 people?", "12 litres cost $18, what do 30 litres cost". The counted thing must be the same.
 */
function unitary(q: string): MathSolution | null {
  const cost = new RegExp(
    `^(?:if )?${N} ([a-z]+) (?:cost|costs|are|sell for|come to)\\s+${MONEY}[.,;]?\\s+(?:then )?(?:how much|what|find the cost of)\\s+(?:(?:do|would|will|does) )?${N} ([a-z]+)\\s*(?:cost)?\\s*[?.]?$`,
  ).exec(q);
  if (cost) {
    const [, count, thing, price, priceUnit, wanted, wantedThing] = cost;
    if (
      thing !== wantedThing ||
      (priceUnit !== undefined && !/^(?:dollars?|pounds?|euros?)$/.test(priceUnit))
    )
      return null;
    return scaled(Number(count), Number(price), Number(wanted), thing ?? '', 'the cost');
  }
  const recipe = new RegExp(
    `(?:for|serves|feeds|makes) ${N} ([a-z]+)[^.?]*?\\b(?:uses|needs|requires|takes|calls for|has)\\s+${N}\\s*([a-z]+)?(?: of ([a-z]+))?[^.?]*[.?]\\s*(?:how much|how many)(?: [a-z]+)*? (?:for|to (?:serve|feed|make)) ${N} ([a-z]+)\\s*[?.]?`,
  ).exec(q);
  if (recipe) {
    const [, count, thing, amount, unit, , wanted, wantedThing] = recipe;
    if (thing !== wantedThing) return null;
    return scaled(
      Number(count),
      Number(amount),
      Number(wanted),
      thing ?? '',
      `the amount${unit ? ` in ${unit}` : ''}`,
    );
  }
  return null;
}

const AMOUNT_UNIT = String.raw`(?:kg|g|grams?|mg|l|litres?|liters?|ml|cups?|tbsp|tsp|tablespoons?|teaspoons?|oz|ounces?|pints?|cl)`;

/**
 * A recipe with several amounts: "a recipe for 4 people uses 300 g of pasta and 180 ml of cream; how much cream for
 * 10 people?", "makes 24 cookies with 180 g of butter, 2 eggs and 300 g of flour; how much flour for 40 cookies?".
 * The asked amount is the one whose thing the asking clause names; every other number must be one of the amounts.
 */
function recipeAmounts(q: string): MathSolution | null {
  const batch = new RegExp(`\\b(?:for|serves|feeds|makes|making) ${N} ([a-z]+)\\b`).exec(q);
  const clause = askingClause(q);
  if (!batch || clause === undefined || clause.length === q.length) return null;
  const asked = new RegExp(
    `^how (?:much|many) (?:${AMOUNT_UNIT} (?:of )?)?([a-z]+)\\b[^?]*?\\b(?:for|to (?:serve|feed|make)|to bake|makes?) ${N} ([a-z]+)\\s*[?.]?$`,
  ).exec(clause);
  if (!asked || asked[3] !== batch[2]) return null;
  const listed = q.slice(batch.index + batch[0].length, q.length - clause.length);
  const amounts = [
    ...listed.matchAll(new RegExp(`(?<![\\d.])${N}\\s*(?:(${AMOUNT_UNIT})\\s+)?(?:of )?([a-z]+)`, 'g')),
  ];
  const same = (a: string, b: string) => a.replace(/s$/, '') === b.replace(/s$/, '');
  const matching = amounts.filter((m) => same(m[3] ?? '', asked[1] ?? ''));
  if (matching.length !== 1 || amounts.length < 2) return null;
  const said = [batch[0], asked[0], ...amounts.map((m) => m[0])];
  if (numbersLeftOver(q, said)) return null;
  const chosen = matching[0] as RegExpMatchArray;
  const solved = scaled(
    Number(batch[1]),
    Number(chosen[1]),
    Number(asked[2]),
    batch[2] ?? '',
    `the ${chosen[3]}${chosen[2] ? ` in ${chosen[2]}` : ''}`,
  );
  const others = amounts.filter((m) => m !== chosen).map((m) => m[0].trim());
  return solved === null
    ? null
    : {
        ...solved,
        steps: [
          step(
            `Only the ${chosen[3]} is asked; the other amounts (${others.join(', ')}) scale the same way.`,
            chosen[0].trim(),
          ),
          ...solved.steps,
        ],
      };
}

/** "A car uses 6.5 litres of fuel per 100 km. How many litres does it need for a 340 km trip?" */
function ratePerBlock(q: string): MathSolution | null {
  const rate = new RegExp(
    `(?<![\\d.])${N}\\s*([a-z]+)(?: of [a-z]+)? (?:per|every|for every|for each|in every) ${N}\\s*([a-z]+)\\b`,
  ).exec(q);
  const clause = askingClause(q);
  if (!rate || clause === undefined) return null;
  const [, amount, unit, block, blockUnit] = rate;
  const asked = new RegExp(
    `^how (?:many ${unit}|much [a-z]+)\\b[^?]*?\\b(?:for|in|to (?:go|travel|drive|cover)) (?:a |an )?${N}\\s*${blockUnit}\\b`,
  ).exec(clause);
  if (!asked || numbersLeftOver(q, [rate[0], asked[0]])) return null;
  return scaled(Number(block), Number(amount), Number(asked[1]), blockUnit ?? '', `the ${unit}`);
}

function scaled(
  count: number,
  amount: number,
  wanted: number,
  thing: string,
  what: string,
): MathSolution | null {
  if (!(count > 0 && wanted > 0) || !Number.isFinite(amount)) return null;
  const each = amount / count;
  const value = each * wanted;
  return solution(
    'percentage',
    `${fmt(count)} ${thing} → ${fmt(amount)}; ${fmt(wanted)} ${thing} → ?`,
    [
      step(
        `Direct proportion: find ${what} for one (divide by ${fmt(count)}).`,
        `${fmt(amount)} / ${fmt(count)} = ${fmt(each)}`,
      ),
      step(`Multiply by ${fmt(wanted)}.`, `${fmt(each)} × ${fmt(wanted)} = ${fmt(value)}`),
    ],
    fmt(value),
    { values: [value] },
  );
}

/** "Tom and Ann share sweets in the ratio 3:5. Ann gets 40. How many does Tom get?" */
function shareWithOnePartKnown(q: string): MathSolution | null {
  const m = /\b([a-z]+) and ([a-z]+) share [^.?]*?\bratio (?:of )?(\d+)\s*:\s*(\d+)\b/.exec(q);
  if (!m) return null;
  const [, first, second, a, b] = m;
  if (first === undefined || second === undefined) return null;
  const parts: Record<string, number> = { [first]: Number(a), [second]: Number(b) };
  const rest = q.slice(m.index + m[0].length);
  const known = new RegExp(
    `\\b(${first}|${second}) (?:gets|receives|got|has|had|received|is given|was given) (?:[$£€])?${N}`,
  ).exec(rest);
  if (!known) return null;
  // "Ali gets $45 more than Ben" is a difference of shares, not Ali's share.
  if (
    /^\s*(?:[a-z]+ )?(?:more|less|fewer|extra|additional)\b/.test(rest.slice(known.index + known[0].length))
  )
    return null;
  const clause = askingClause(rest) ?? '';
  const askedPerson = new RegExp(
    `how (?:much|many)(?: [a-z]+)? (?:does|did|will|would) (${first}|${second}) (?:get|receive|have)`,
  ).exec(clause)?.[1];
  const askedTotal =
    /altogether|in total|total|how many (?:[a-z]+ )?were (?:there|shared)|how much (?:[a-z]+ )?was shared/.test(
      clause,
    );
  if ((askedPerson === undefined) === !askedTotal) return null;
  if (askedPerson === known[1]) return null;
  const knownShare = Number(known[2]);
  const part = knownShare / (parts[known[1] ?? ''] ?? NaN);
  const value =
    askedPerson === undefined ? part * (Number(a) + Number(b)) : part * (parts[askedPerson] ?? NaN);
  if (!Number.isFinite(value)) return null;
  return solution(
    'percentage',
    `ratio ${a}:${b}`,
    [
      step(
        `${known[1]}'s ${parts[known[1] ?? '']} parts are ${fmt(knownShare)}: one part is their share divided by ${parts[known[1] ?? '']}.`,
        `1 part = ${fmt(knownShare)} / ${parts[known[1] ?? '']} = ${fmt(part)}`,
      ),
      askedPerson === undefined
        ? step(`The total is ${a} + ${b} parts.`, `${Number(a) + Number(b)} × ${fmt(part)} = ${fmt(value)}`)
        : step(
            `${askedPerson} has ${parts[askedPerson]} parts.`,
            `${parts[askedPerson]} × ${fmt(part)} = ${fmt(value)}`,
          ),
    ],
    fmt(value),
    { values: [value] },
  );
}

export const solveProportion: HomeworkSolver = (q) =>
  variation(q) ??
  workersAndTime(q) ??
  togetherOnOneJob(q) ??
  shadows(q) ??
  recipeAmounts(q) ??
  unitary(q) ??
  ratePerBlock(q) ??
  shareWithOnePartKnown(q);
