// Everyday money and time in words: the change from paying for a few items ("3 shirts at $18 each and jeans for
// $45, paid with $120") and the time between two clock times ("from 7:45pm to 10:20pm", in minutes or hours as
// asked). Every number must be placed; otherwise the question is declined.
import { NUMBER, askingClause, fmt, money } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const PRICE = String.raw`([$£€])\s*(${NUMBER})|(${NUMBER})\s*(p|pence|cents?)\b`;

function change(q: string) {
  if (!/\bchange\b/.test(askingClause(q) ?? '')) return null;
  const paid = new RegExp(
    `(?:paid|pay|pays|paying|hand(?:s|ed)? over|gave|give|gives|with a)\\s+(?:with\\s+)?(?:a\\s+)?(?:${PRICE})(?:\\s*note)?`,
  ).exec(q);
  if (paid === null) return null;
  const paidValue = paid[2] !== undefined ? Number(paid[2]) : Number(paid[3]) / 100;
  const symbol = paid[1] ?? '';
  const rest = q.slice(0, paid.index) + ' '.repeat(paid[0].length) + q.slice(paid.index + paid[0].length);
  const items: Array<{ count: number; price: number }> = [];
  let placed = rest;
  for (const m of rest.matchAll(new RegExp(PRICE, 'g'))) {
    if (m[3] !== undefined) return null;
    if ((m[1] ?? '') !== symbol) return null;
    const price = Number(m[2]);
    const after = rest.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 12);
    const before = rest.slice(0, m.index ?? 0);
    let count = 1;
    if (
      /^\s*(?:each|apiece|a piece|per (?:item|one))\b/.test(after) ||
      /\beach\s+(?:costing|at|for)\s*$/.test(before)
    ) {
      const counted = /(\d+)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:at|for|costing|that cost|which cost)\s*$/.exec(
        before,
      );
      if (counted === null) return null;
      count = Number(counted[1]);
      placed = placed.replace(counted[0], ' '.repeat(counted[0].length));
    }
    items.push({ count, price });
  }
  placed = placed.replace(new RegExp(PRICE, 'g'), ' ');
  if (items.length === 0 || new RegExp(`\\d`).test(placed)) return null;
  if (/discount|% off|\boff\b|tax|vat|tip|sale|percent|%/.test(q)) return null;
  const total = items.reduce((sum, item) => sum + item.count * item.price, 0);
  const left = paidValue - total;
  if (left < 0) return null;
  const listed = items
    .map((item) =>
      item.count === 1 ? `${symbol}${money(item.price)}` : `${item.count} × ${symbol}${money(item.price)}`,
    )
    .join(' + ');
  return solution(
    'arithmetic',
    q,
    [
      step('Add up the cost.', `${listed} = ${symbol}${money(total)}`),
      step(
        'Change = amount paid - cost.',
        `${symbol}${money(paidValue)} - ${symbol}${money(total)} = ${symbol}${money(left)}`,
      ),
    ],
    `${symbol}${money(left)}`,
    { values: [left] },
  );
}

/** "7:45pm", "10:20 pm", "09:15", "21:05": minutes after midnight. */
function clockMinutes(hours: string, minutes: string, half: string | undefined): number | null {
  let h = Number(hours);
  const m = Number(minutes);
  if (m > 59) return null;
  if (half === undefined) return h <= 23 ? h * 60 + m : null;
  if (h < 1 || h > 12) return null;
  if (half.startsWith('a')) h = h === 12 ? 0 : h;
  else h = h === 12 ? 12 : h + 12;
  return h * 60 + m;
}

function timeBetween(q: string) {
  const clock = String.raw`(\d{1,2})[:.](\d{2})\s*(am|pm|a\.m\.|p\.m\.)?`;
  const m = new RegExp(
    `\\b(?:from|between|leaves? at|starts? at|begins? at|departs? at)\\s+${clock}[^\\d]*?\\b(?:to|and|until|till|arrives? at|ends? at|finishes at)\\s+${clock}`,
  ).exec(q);
  if (m === null) return null;
  const start = clockMinutes(m[1] ?? '', m[2] ?? '', m[3]);
  const end = clockMinutes(m[4] ?? '', m[5] ?? '', m[6]);
  if (start === null || end === null) return null;
  // Only one of the two written with am/pm leaves the other's half of the day unsure.
  if ((m[3] === undefined) !== (m[6] === undefined)) return null;
  const others = q.replace(m[0], ' ').match(/\d/);
  const clause = askingClause(q) ?? '';
  const minutes = end >= start ? end - start : end + 24 * 60 - start;
  if (end < start && m[3] === undefined) return null;
  const shown = `${m[1]}:${m[2]}${m[3] ?? ''} to ${m[4]}:${m[5]}${m[6] ?? ''}`;
  const steps = [
    step(
      'Count from the start time to the end time.',
      `${shown}: ${Math.floor(minutes / 60)} h ${minutes % 60} min = ${minutes} minutes`,
    ),
  ];
  if (others === null && /how many minutes|in minutes/.test(clause))
    return solution('arithmetic', shown, steps, `${minutes} minutes`, { values: [minutes] });
  if (others === null && /how many hours|in hours/.test(clause)) {
    steps.push(step('Divide by 60 minutes per hour.', `${minutes} / 60 = ${fmt(minutes / 60)} hours`));
    return solution('arithmetic', shown, steps, `${fmt(minutes / 60)} hours`, { values: [minutes / 60] });
  }
  // "It travels 210 km. What is its average speed in km/h?"
  const distance = new RegExp(`(${NUMBER})\\s*(km|miles)\\b`).exec(q.replace(m[0], ' '));
  if (
    distance !== null &&
    /average speed|speed/.test(clause) &&
    /km\/h|kmh|mph|miles per hour|km per hour/.test(clause)
  ) {
    const rest = q.replace(m[0], ' ').replace(distance[0], ' ');
    if (/\d/.test(rest)) return null;
    const hours = minutes / 60;
    const speed = Number(distance[1]) / hours;
    const unit = distance[2] === 'km' ? 'km/h' : 'mph';
    steps.push(
      step('Change the time to hours.', `${minutes} / 60 = ${fmt(hours)} h`),
      step('Speed = distance ÷ time.', `${distance[1]} ÷ ${fmt(hours)} = ${fmt(speed)} ${unit}`),
    );
    return solution('physics', shown, steps, `${fmt(speed)} ${unit}`, { values: [speed] });
  }
  return null;
}

/**
 * A ball dropped from a height h that bounces back to a fraction r of each previous height: the total distance it
 * travels until it comes to rest is the drop plus every rise and fall, h + 2hr / (1 - r). A count of bounces, a
 * throw or a distance "when it hits the ground for the nth time" is declined.
 */
function bouncingBall(q: string) {
  const drop = new RegExp(
    `dropped (?:from )?(?:a height of )?(${NUMBER})\\s*(m|cm|ft|feet|metres?|meters?)\\b`,
  ).exec(q);
  const ratio = new RegExp(
    `(?:bounces?|rebounds?|reaches|rises|returns)[^.?]*?(?:to |reaches )?(${NUMBER})\\s*(%|/\\s*\\d+)\\s*(?:of )?(?:its |the )?(?:previous|last|original|height)`,
  ).exec(q);
  const clause = askingClause(q) ?? '';
  if (
    drop === null ||
    ratio === null ||
    !/total (?:vertical )?distance|how far[^.?]*(?:altogether|in total)/.test(clause)
  )
    return null;
  if (
    !/(?:before|until) (?:it )?(?:comes? to rest|stops|coming to rest|stopping)|altogether|in total|total/.test(
      q,
    )
  )
    return null;
  if (
    /\b\d+ times\b|\b(?:how many|number of) times\b|\bnth\b|th bounce|after \d|\d+(?:st|nd|rd|th)\b|thrown/.test(
      q,
    )
  )
    return null;
  const others = q.replace(drop[0], ' ').replace(ratio[0], ' ').match(/\d/);
  if (others !== null) return null;
  const h = Number(drop[1]);
  const r = ratio[2] === '%' ? Number(ratio[1]) / 100 : Number(ratio[1]) / Number(ratio[2]?.replace('/', ''));
  if (!(r > 0 && r < 1) || !(h > 0)) return null;
  const risen = (h * r) / (1 - r);
  const total = h + 2 * risen;
  const unit = drop[2] ?? '';
  return solution(
    'arithmetic',
    q,
    [
      step(
        'The ball falls h, then rises and falls each bounce height: h + 2(hr + hr² + …).',
        `h = ${fmt(h)} ${unit}, r = ${ratio[1]}${(ratio[2] ?? '').replace(/\s+/g, '')} = ${fmt(r)}`,
      ),
      step(
        'The bounce heights are a geometric series with sum to infinity hr / (1 - r).',
        `${fmt(h)} × ${fmt(r)} / (1 - ${fmt(r)}) = ${fmt(risen)} ${unit}`,
      ),
      step('Add the first drop and twice that sum.', `${fmt(h)} + 2 × ${fmt(risen)} = ${fmt(total)} ${unit}`),
    ],
    `${fmt(total)} ${unit}`,
    { values: [total] },
  );
}

export const solveEveryday: HomeworkSolver = (q) => change(q) ?? timeBetween(q) ?? bouncingBall(q);
