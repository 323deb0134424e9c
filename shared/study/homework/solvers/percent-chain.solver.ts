// Percentages applied one after another: "25% off, then 8% sales tax", "increased by 20% and then decreased by
// 20%", "successive discounts of 20% and 10%", "a 10% raise followed by a further 5%". Each percentage is read
// with the words of its own clause (up: increase, tax, tip, markup …; down: discount, off, decrease …); the
// answer is the final amount (when a starting amount is given) or the overall percentage change. A percentage
// whose direction is not said, or a number that is neither the start nor a percentage, and nothing is answered.
import { NUMBER, askingClause, fmt, money, numbersIn } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';
import type { MathStep } from '../../math/math-solution.types.ts';

const PERCENT = new RegExp(`(${NUMBER})\\s*(?:%|percent\\b|per cent\\b)`, 'g');
const UP =
  /\b(?:increase[sd]?|increasing|raise[sd]?|rise[sn]?|rose|mark(?:ed)?[- ]?up|markup|tax|vat|tip|service charge|surcharge|grows?|grew|gains?|gained|goes up|went up|comes? up|came up|inflation|appreciates?|appreciated)\b/;
const DOWN =
  /\b(?:decrease[sd]?|decreasing|discount(?:s|ed)?|off|reduce[sd]?|reduction|sale|cut|drops?|dropped|falls?|fell|lower(?:s|ed)?|goes down|went down|comes? down|came down|marked down|markdown|depreciates?|depreciated|loses|lost|declines?|declined)\b/;
const CONTINUES = /\b(?:another|a further|further|again|and|then)\b/;

interface Change {
  p: number;
  up: boolean;
}

/** The percentages in order, each with its direction; null when one is not said. */
function changesOf(q: string): { changes: Change[]; rest: string } | null {
  const found = [...q.matchAll(PERCENT)];
  if (found.length < 2) return null;
  const changes: Change[] = [];
  let rest = q;
  for (let i = 0; i < found.length; i += 1) {
    const m = found[i];
    if (m === undefined) return null;
    const start = (found[i - 1]?.index ?? -1) + (found[i - 1]?.[0].length ?? 1);
    const end = found[i + 1]?.index ?? q.length;
    const at = m.index ?? 0;
    // The words of this percentage's clause: from the end of the one before to the start of the next, cut at
    // the clause boundaries nearest to it.
    const before =
      q
        .slice(start, at)
        .split(/[,.;]| then | followed by /)
        .pop() ?? '';
    const after = q.slice(at + m[0].length, end).split(/[,.;]| then | followed by | and /)[0] ?? '';
    const words = `${before} ${after}`;
    const up = UP.test(words);
    const down = DOWN.test(words);
    let direction: boolean;
    if (up !== down) direction = up;
    else if (!up && !down && changes.length > 0 && CONTINUES.test(before))
      direction = changes[changes.length - 1]?.up ?? true;
    else return null;
    changes.push({ p: Number(m[1]), up: direction });
    rest = rest.replace(m[0], ' ');
  }
  return { changes, rest };
}

function chain(q: string) {
  if (/interest|compound|per (?:year|month|annum)|each year|every year|a year\b/.test(q)) return null;
  const read = changesOf(q);
  if (read === null) return null;
  // A profit or loss is a percentage of the cost price, not of the amount the changes before it reached; and a
  // percentage taken "on the pre-tax amount" is of the start, so it adds to the others instead of following them.
  if (/\b(?:profit|loss|cost price)\b/.test(q)) return null;
  const firstPercent = q.search(PERCENT);
  if (
    /\b(?:on|of) (?:the )?(?:pre-?tax|before-?tax|original|marked|initial|starting|list|untaxed)\b/.test(
      q.slice(firstPercent),
    )
  )
    return null;
  const { changes } = read;
  if (changes.some((c) => !(c.p > 0) || (!c.up && c.p >= 100))) return null;
  const others = numbersIn(read.rest);
  const clause = askingClause(q) ?? '';
  const asksPercent = /percent|percentage|%|overall change|net change|overall effect/.test(clause);
  if (others.length > 1 || (!asksPercent && others.length !== 1)) return null;
  const factors = changes.map((c) => (c.up ? 1 + c.p / 100 : 1 - c.p / 100));
  const total = factors.reduce((a, b) => a * b, 1);
  const steps: MathStep[] = changes.map((c, i) =>
    step(
      `${c.up ? 'An increase' : 'A decrease'} of ${fmt(c.p)}% multiplies by ${fmt(factors[i] ?? 1)}.`,
      `1 ${c.up ? '+' : '-'} ${fmt(c.p / 100)} = ${fmt(factors[i] ?? 1)}`,
    ),
  );
  steps.push(
    step(
      'One change after another multiplies the factors.',
      `${factors.map(fmt).join(' × ')} = ${fmt(total)}`,
    ),
  );
  if (asksPercent) {
    const change = (total - 1) * 100;
    // "percentage decrease" (or reduction, discount, fall, loss …) asks for the size of a fall; "percent change" is
    // signed.
    const namedWord =
      /\b(?:decrease|reduction|discount|fall|drop|decline|loss|cut|increase|rise|growth|gain)\b/.exec(
        clause,
      )?.[0];
    const named =
      namedWord === undefined
        ? undefined
        : /increase|rise|growth|gain/.test(namedWord)
          ? 'increase'
          : 'decrease';
    if (named !== undefined && (named === 'decrease') !== change < 0 && Math.abs(change) > 1e-9) return null;
    // "By what percent did prices go down / fall" asks for the size of the fall too, when it was one.
    const saysFall = /\b(?:go|went|gone|come|came) down|\b(?:fall|fell|fallen|drop|dropped|reduced)\b/.test(
      clause,
    );
    const saysRise = /\b(?:go|went|gone) up|\b(?:rise|rose|risen|grow|grew)\b/.test(clause);
    const sized = named !== undefined || (saysFall && change < 0) || (saysRise && change > 0);
    const value = sized ? Math.abs(change) : change;
    steps.push(
      step(
        'The overall change is the factor less 1, as a percentage.',
        `(${fmt(total)} - 1) × 100 = ${fmt(change)}%`,
      ),
    );
    return solution(
      'percentage',
      q,
      steps,
      change < 0
        ? `${fmt(change)}% (a decrease of ${fmt(-change)}%)`
        : `+${fmt(change)}% (an increase of ${fmt(change)}%)`,
      { values: [value] },
    );
  }
  const amount = others[0] ?? NaN;
  if (!(amount > 0)) return null;
  const moneyLike = /[$£€₹]|price|cost|pay|bill|salary|wage/.test(q);
  // Told backward: the amount is what the changes ended at and the start is asked ("… it now costs £48. What
  // was its original price?"): divide by the factor. An end amount with the start not asked is not read.
  if (
    /\b(?:original|originally|before|at first|initially|to begin with|to start with|started|starting)\b/.test(
      clause,
    )
  ) {
    const original = amount / total;
    const shownStart = moneyLike ? money(original) : fmt(original);
    steps.push(
      step(
        'The amount given is after the changes: divide it by the factor.',
        `${fmt(amount)} ÷ ${fmt(total)} = ${shownStart}`,
      ),
    );
    return solution('percentage', q, steps, shownStart, { values: [original] });
  }
  if (/\b(?:now|ends? up|ended up)\b[^.?!\d]*\d/.test(q.slice(q.search(PERCENT)))) return null;
  const start = amount;
  const final = start * total;
  const shown = moneyLike ? money(final) : fmt(final);
  if (
    /how much (?:more|less|did|was|is) (?:the )?(?:saved|discount|change)|how much (?:do|does|did) .* save/.test(
      clause,
    )
  )
    return null;
  steps.push(step('Multiply the starting amount.', `${fmt(start)} × ${fmt(total)} = ${shown}`));
  return solution('percentage', q, steps, shown, { values: [final] });
}

export const solvePercentChain: HomeworkSolver = (q) => chain(q);
