// A conversion at a rate the question gives: an exchange rate ("if 1 euro = 1.08 dollars, how many dollars is 250
// euros?", "£1 = $1.25; how many pounds for $50?"), a stated unit factor ("convert 5 miles to km (1 mile = 1.609
// km)") or a rate per unit ("my car does 45 miles per gallon; how many gallons for 315 miles?", "she earns £12.50 an
// hour; how much for 37.5 hours?"). One rate and one quantity in one of its two units; the asking clause must name
// the other unit (or ask "how much" of money), otherwise it is declined.
import { NUMBER, askingClause, fmt, numbersIn } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const N = `(${NUMBER})`;

const CURRENCY: Record<string, string> = {
  $: 'dollar',
  '£': 'pound',
  '€': 'euro',
  '¥': 'yen',
  '₹': 'rupee',
  usd: 'dollar',
  gbp: 'pound',
  eur: 'euro',
  jpy: 'yen',
  inr: 'rupee',
  cad: 'canadian dollar',
  aud: 'australian dollar',
};
const SYMBOL = String.raw`[$£€¥₹]`;
const UNIT = String.raw`[a-z]+(?: per [a-z]+)?`;

/** A unit's one name for comparing: currencies by name, plurals singular ("miles" → "mile", "feet" → "foot"). */
function unitName(word: string): string {
  const w = word.trim().toLowerCase();
  if (CURRENCY[w] !== undefined) return CURRENCY[w];
  if (w === 'feet') return 'foot';
  if (/ies$/.test(w)) return w.replace(/ies$/, 'y');
  if (/(?:ch|sh|x)es$/.test(w)) return w.replace(/es$/, '');
  if (/[^s]s$/.test(w) && w.length > 3) return w.slice(0, -1);
  return w;
}

/** A unit's name and its plurals, as a pattern: "inch|inchs|inches", "foot|feet". */
const plural = (name: string) =>
  name === 'foot' ? 'foot|feet' : `${name}|${name}s|${name}es|${name.replace(/y$/, 'ies')}`;

interface Rate {
  /** `k` of the second unit for one of the first. */
  k: number;
  from: string;
  to: string;
  said: string;
}

/** "1 euro = 1.08 dollars", "£1 = $1.25", "1 mile is 1.609 km", "45 miles per gallon", "£12.50 an hour". */
function rateOf(q: string): Rate | null {
  const one = String.raw`(?:(${SYMBOL})\s*1(?![\d.])|(?:1|one|an?)\s+(${UNIT}?)\b)`;
  const is = String.raw`\s*(?:=|is equal to|equals|is worth|is|buys|gets(?: you)?|gives(?: you)?)\s*(?:about |approximately |roughly )?`;
  const other = String.raw`(?:(${SYMBOL})\s*${N}|${N}\s*(${UNIT}))`;
  const found: Rate[] = [];
  for (const m of q.matchAll(new RegExp(`${one}${is}${other}`, 'g'))) {
    const from = m[1] ?? m[2] ?? '';
    const to = m[3] ?? m[6] ?? '';
    found.push({ k: Number(m[4] ?? m[5]), from: unitName(from), to: unitName(to), said: m[0] });
  }
  const per = String.raw`(?:(${SYMBOL})\s*${N}|${N}\s*([a-z]+))\s*(?:per|an|a|each|every|/)\s+([a-z]+)\b`;
  for (const m of q.matchAll(new RegExp(per, 'g'))) {
    const amountUnit = m[1] ?? m[4] ?? '';
    found.push({ k: Number(m[2] ?? m[3]), from: unitName(m[5] ?? ''), to: unitName(amountUnit), said: m[0] });
  }
  if (found.length !== 1) return null;
  const rate = found[0] as Rate;
  return rate.from !== rate.to && rate.k > 0 && rate.from.length > 0 && rate.to.length > 0 ? rate : null;
}

function convert(q: string) {
  const rate = rateOf(q);
  if (rate === null) return null;
  const rest = q.replace(rate.said, ' ');
  const amounts = [
    ...rest.matchAll(new RegExp(String.raw`(${SYMBOL})\s*${N}|${N}[\s-]*([a-z]+(?: [a-z]+)?)`, 'g')),
  ];
  if (amounts.length !== 1 || numbersIn(rest).length !== 1) return null;
  const a = amounts[0] as RegExpMatchArray;
  const value = Number(a[2] ?? a[3]);
  const words = (a[1] ?? a[4] ?? '').split(' ');
  // "315 mile trip": the unit is the first word; "250 euros" the only one.
  const unit = [unitName(words.join(' ')), unitName(words[0] ?? '')].find(
    (u) => u === rate.from || u === rate.to,
  );
  if (unit === undefined) return null;
  const target = unit === rate.from ? rate.to : rate.from;
  // A question with no asking word ("convert 5 miles to km") asks with all of it, the rate taken out.
  const clause = askingClause(rest) ?? rest;
  const names = (name: string) =>
    new RegExp(
      `\\b(?:${name}|${name}s|${Object.keys(CURRENCY)
        .filter((c) => CURRENCY[c] === name && /^[a-z]/.test(c))
        .concat(['(?!)'])
        .join('|')})\\b|${Object.keys(CURRENCY)
        .filter((c) => CURRENCY[c] === name && !/^[a-z]/.test(c))
        .map((c) => `\\${c}`)
        .concat(['(?!)'])
        .join('|')}`,
    );
  const money = Object.values(CURRENCY).includes(target);
  const asksTarget =
    new RegExp(`(?:how many|in|into|to|of)\\s+(?:${SYMBOL}\\s*)?(?:${plural(target)})\\b`).test(clause) ||
    (names(target).test(clause) && /how many|how much|convert|what is|what's|worth/.test(clause)) ||
    (money &&
      /how much (?:\w+ )?(?:does|will|would|did|do|is|are|can)\b.*\b(?:earn|cost|pay|get|make|spend|charge|worth)/.test(
        clause,
      ));
  const asksSource = new RegExp(`how many\\s+(?:${plural(unit)})\\b`).test(clause);
  if (!asksTarget || asksSource) return null;
  const result = unit === rate.from ? value * rate.k : value / rate.k;
  const show = (u: string) =>
    ` ${u}${u.length > 3 && !u.endsWith('s') && result !== 1 ? (/(?:ch|sh|x)$/.test(u) ? 'es' : 's') : ''}`;
  return solution(
    'arithmetic',
    `${fmt(value)} ${unit} in ${target}`,
    [
      step('The rate the question gives.', `1 ${rate.from} = ${fmt(rate.k)} ${rate.to}`),
      unit === rate.from
        ? step(
            `Multiply the ${unit}s by the rate.`,
            `${fmt(value)} × ${fmt(rate.k)} = ${fmt(result)}${show(target)}`,
          )
        : step(
            `Divide the ${unit}s by the rate.`,
            `${fmt(value)} ÷ ${fmt(rate.k)} = ${fmt(result)}${show(target)}`,
          ),
    ],
    `${fmt(result)}${show(target)}`,
    { values: [result] },
  );
}

export const solveRateConversion: HomeworkSolver = (q) => convert(q);
