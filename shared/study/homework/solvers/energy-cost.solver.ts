// Electrical energy in kilowatt-hours and what it costs: "a 3 kW heater is on for 2 h 30 min at 34p per kWh; the
// cost in pounds?", "a 60 W bulb is on for 5 hours a day for 30 days; the energy in kWh?". One appliance (one
// power), its time of use (hours and minutes, or a time a day for a number of days or weeks) and at most one price
// per kWh. The asked clause must name kWh or a cost; a cost in pence with no unit asked is declined (pence or
// pounds would both be read), and every number must be one of these.
import type { MathSolution } from '../../math/math-solution.types.ts';
import { askingClause, fmt, NUMBER, numbersLeftOver } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const N = `(${NUMBER})`;
const HOURS = String.raw`(?:h|hr|hrs|hours?)`;
const MINUTES = String.raw`(?:min|mins|minutes?)`;

interface Part {
  value: number;
  said: string;
}

/** The one power given, in kW: "3 kW", "60 W", "a 1500 watt heater". */
function power(q: string): Part | null {
  const found = [...q.matchAll(new RegExp(`(?<![\\d.])${N}\\s*(kw|kilowatts?|w|watts?)\\b`, 'g'))];
  if (found.length !== 1) return null;
  const [said, value, unit] = found[0] as RegExpMatchArray;
  return { value: Number(value) / (/^k/.test(unit ?? '') ? 1 : 1000), said };
}

/** The time of use in hours: "2 h 30 min", "45 minutes", "5 hours a day for 30 days", "for 2 weeks". */
function hoursOfUse(q: string): { hours: number; said: string[]; working: string } | null {
  const daily = new RegExp(
    `(?<![\\d.])${N}\\s*(${HOURS}|${MINUTES})\\s*(?:a|per|each|every) day\\b[^.?]*?\\bfor ${N}\\s*(days?|weeks?)\\b`,
  ).exec(q);
  if (daily) {
    const [said, each, unit, count, period] = daily;
    const perDay = Number(each) / (new RegExp(`^${MINUTES}$`).test(unit ?? '') ? 60 : 1);
    const days = Number(count) * (/^week/.test(period ?? '') ? 7 : 1);
    return {
      hours: perDay * days,
      said: [said],
      working: `${fmt(perDay)} h a day × ${/^week/.test(period ?? '') ? `${count} weeks × 7 = ` : ''}${fmt(days)} days = ${fmt(perDay * days)} h`,
    };
  }
  if (/\b(?:a|per|each|every) (?:day|week|month|year)\b/.test(q)) return null;
  const times = [
    ...q.matchAll(
      new RegExp(
        `(?<![\\d.])${N}\\s*(?:${HOURS}\\b(?:\\s*(?:and\\s*)?${N}\\s*${MINUTES}\\b)?|(${MINUTES})\\b)`,
        'g',
      ),
    ),
  ];
  if (times.length !== 1) return null;
  const [said, first, minutesAfter, minutesOnly] = times[0] as RegExpMatchArray;
  const hours =
    minutesOnly !== undefined ? Number(first) / 60 : Number(first) + Number(minutesAfter ?? 0) / 60;
  const working =
    minutesOnly !== undefined
      ? `t = ${first} / 60 = ${fmt(hours)} h`
      : minutesAfter !== undefined
        ? `t = ${first} + ${minutesAfter} / 60 = ${fmt(hours)} h`
        : `t = ${fmt(hours)} h`;
  return { hours, said: [said], working };
}

/** The price of one kWh: "34p per kWh", "£0.28 per kWh", "15 cents a unit". In pence (or cents) or pounds. */
function price(q: string): { value: number; small: boolean; said: string } | null {
  const found = [
    ...q.matchAll(
      new RegExp(
        `([$£€])?\\s*${N}\\s*(p|pence|cents?|c)?\\s*(?:per|a|for each|for every|each|/)\\s*(?:1\\s*)?(?:kwh|kilowatt[- ]hours?|unit)\\b`,
        'g',
      ),
    ),
  ];
  // "1 kWh costs 25p", "each unit costs £0.30": the price after the unit.
  const after = [
    ...q.matchAll(
      new RegExp(
        `\\b(?:1|each|a|every) (?:kwh|kilowatt[- ]hour|unit)(?: of electricity)? costs? ([$£€])?\\s*${N}\\s*(p|pence|cents?|c)?\\b`,
        'g',
      ),
    ),
  ];
  if (found.length + after.length !== 1) return null;
  const [said, symbol, value, small] = (found[0] ?? after[0]) as RegExpMatchArray;
  if ((symbol === undefined) === (small === undefined)) return null;
  return { value: Number(value), small: small !== undefined, said };
}

function energyCost(q: string): MathSolution | null {
  if (!/kwh|kilowatt[- ]hour/.test(q)) return null;
  const clause = askingClause(q);
  if (clause === undefined) return null;
  const kw = power(q);
  const time = hoursOfUse(q.replace(/kwh/g, ' '));
  if (kw === null || time === null) return null;
  const cost = price(q);
  const askedCost =
    /\bcost|how much (?:does|will|would|did) (?:it|this|that|they|he|she|i|we|you) (?:pay|cost)|\bbill\b/.test(
      clause,
    );
  const askedEnergy = /kwh|kilowatt[- ]hours?|\benergy\b|\bunits\b/.test(clause) && !askedCost;
  if (askedCost === askedEnergy) return null;
  const said = [kw.said, ...time.said, ...(cost === null ? [] : [cost.said])];
  if (numbersLeftOver(q, said)) return null;
  const energy = kw.value * time.hours;
  const steps = [
    step('Power in kW and time in hours.', `P = ${fmt(kw.value)} kW, ${time.working}`),
    step(
      'Energy in kWh = power in kW × time in hours.',
      `E = ${fmt(kw.value)} × ${fmt(time.hours)} = ${fmt(energy)} kWh`,
    ),
  ];
  if (askedEnergy) {
    if (cost !== null) return null;
    return solution('physics', `E = Pt`, steps, `${fmt(energy)} kWh`, { values: [energy] });
  }
  if (cost === null) return null;
  const inPounds = /\b(?:pounds?|dollars?|euros?)\b|[£$€]/.test(clause);
  const inPence = /\b(?:pence|p|cents?)\b/.test(clause);
  if (inPounds && inPence) return null;
  // A price in pence answers in pence unless pounds are asked; a price in pounds answers in pounds.
  if (cost.small && !inPounds && !inPence) return null;
  const raw = energy * cost.value;
  const value = cost.small && inPounds ? raw / 100 : !cost.small && inPence ? raw * 100 : raw;
  steps.push(
    step(
      'Cost = energy in kWh × price per kWh.',
      `${fmt(energy)} × ${fmt(cost.value)}${cost.small ? 'p' : ''} = ${fmt(raw)}${cost.small ? 'p' : ''}`,
    ),
  );
  if (value !== raw) steps.push(step('In the unit asked.', fmt(value)));
  return solution('physics', 'cost = energy × price', steps, fmt(value), { values: [value] });
}

export const solveEnergyCost: HomeworkSolver = (q) => energyCost(q);
