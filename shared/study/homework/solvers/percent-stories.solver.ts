// Percentages told as stories: the percentage profit or loss between a buying and a selling price ("bought for
// £180 and sold for £207: the percentage profit?"), and a percentage of a percentage of a whole ("1200 pupils, 45%
// of them are girls, 30% of the girls play netball: how many girls play netball?"). A loss asked of a sale at a
// profit (or the reverse), a group asked that is not the one narrowed, or a number left unread is declined.
import type { MathSolution } from '../../math/math-solution.types.ts';
import { askingClause, fmt, NUMBER, numbersLeftOver } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const N = `(${NUMBER})`;
const CUR = String.raw`(?:[$£€₹]|rs\.?|r)?\s*`;

function profitPercent(q: string): MathSolution | null {
  const clause = askingClause(q) ?? '';
  const asked =
    /percentage (profit|loss|gain)|(profit|loss|gain) (?:as a )?percent(?:age)?|percent(?:age)? (profit|loss|gain)/.exec(
      clause,
    );
  if (asked === null) return null;
  const kind = asked[1] ?? asked[2] ?? asked[3] ?? '';
  const bought = new RegExp(
    `\\b(?:bought|buys|purchased|paid|costs?)\\b[^.;]*?\\bfor ${CUR}${N}|\\bcost price (?:of |is |was |=\\s*)?${CUR}${N}`,
  ).exec(q);
  const sold = new RegExp(
    `\\b(?:sold|sells|resold)\\b[^.;]*?\\bfor ${CUR}${N}|\\bselling price (?:of |is |was |=\\s*)?${CUR}${N}`,
  ).exec(q);
  if (bought === null || sold === null || bought.index === sold.index) return null;
  if (numbersLeftOver(q, [bought[0], sold[0]])) return null;
  const cost = Number(bought[1] ?? bought[2]);
  const price = Number(sold[1] ?? sold[2]);
  if (!(cost > 0)) return null;
  const gain = price - cost;
  if ((kind === 'loss') !== gain < 0 || gain === 0) return null;
  const value = (Math.abs(gain) / cost) * 100;
  return solution(
    'percentage',
    `percentage ${kind}: bought ${fmt(cost)}, sold ${fmt(price)}`,
    [
      step(
        `The ${kind} is the difference of the prices.`,
        `${fmt(Math.max(price, cost))} - ${fmt(Math.min(price, cost))} = ${fmt(Math.abs(gain))}`,
      ),
      step(
        `As a percentage of the cost price.`,
        `${fmt(Math.abs(gain))} ÷ ${fmt(cost)} × 100 = ${fmt(value)}%`,
      ),
    ],
    `${fmt(value)}% ${kind}`,
    { values: [value] },
  );
}

/** "1200 pupils … 45% of them are girls. 30% of the girls play netball. How many girls play netball?" */
function percentOfPercent(q: string): MathSolution | null {
  const whole = new RegExp(
    `(?<![\\d.])${N} ([a-z]+)\\b[^.%]*?\\b${N}\\s*% of (?:them|these|those|the ([a-z]+)) (?:are|were|is) ([a-z]+)`,
  ).exec(q);
  if (whole === null) return null;
  const [, total, thing, p, named, group] = whole;
  if (named !== undefined && named !== thing) return null;
  const rest = q.slice(whole.index + whole[0].length);
  const narrowed = new RegExp(`(?<![\\d.])${N}\\s*% of (?:the|these|those) ${group}\\b ([a-z ]+?)[.?]`).exec(
    rest,
  );
  if (narrowed === null) return null;
  const clause = askingClause(rest) ?? '';
  const action = (narrowed[2] ?? '').trim();
  if (!new RegExp(`^how many (?:of the )?${group}\\b ${action.split(' ')[0]}\\b`).test(clause)) return null;
  if (numbersLeftOver(q, [whole[0], narrowed[0]])) return null;
  const first = (Number(total) * Number(p)) / 100;
  const value = (first * Number(narrowed[1])) / 100;
  return solution(
    'percentage',
    `${narrowed[1]}% of ${p}% of ${total}`,
    [
      step(`${p}% of the ${total} ${thing} are ${group}.`, `${total} × ${p}/100 = ${fmt(first)}`),
      step(`${narrowed[1]}% of those ${action}.`, `${fmt(first)} × ${narrowed[1]}/100 = ${fmt(value)}`),
    ],
    fmt(value),
    { values: [value] },
  );
}

/**
 * Income tax above an allowance: "earns £32000 a year; the first £12570 is tax free and the rest is taxed at 20%; how
 * much income tax?" is (32000 - 12570) × 20%. One income, one allowance and one rate; take-home pay is not asked.
 */
function taxAboveAllowance(q: string): MathSolution | null {
  const income = new RegExp(
    `\\b(?:earns|earned|salary (?:is|of)|income (?:is|of)|paid)\\s*${CUR}${N}(?: (?:a|per|each) year| annually)?`,
  ).exec(q);
  const allowance =
    new RegExp(`\\bfirst ${CUR}${N} (?:is |are )?(?:tax[- ]free|not taxed|untaxed)`).exec(q) ??
    new RegExp(`\\b(?:tax[- ]free|personal) allowance (?:is |of )?${CUR}${N}`).exec(q);
  const rate = new RegExp(
    `\\b(?:rest|remainder|the remaining|above (?:that|this)|over (?:that|this))[^.%]*?\\btaxed at ${N}\\s*%|\\btax(?:ed)? (?:rate )?(?:of |at )${N}\\s*% on (?:the rest|the remainder|everything above)`,
  ).exec(q);
  const clause = askingClause(q) ?? '';
  if (income === null || allowance === null || rate === null) return null;
  if (
    !/how much (?:income )?tax|what is (?:the |her |his |their )?(?:income )?tax|tax (?:does|will|must) (?:she|he|they) pay/.test(
      clause,
    )
  )
    return null;
  if (numbersLeftOver(q, [income[0], allowance[0], rate[0]])) return null;
  const salary = Number(income[1]);
  const free = Number(allowance[1]);
  const p = Number(rate[1] ?? rate[2]);
  if (!(salary > free && free >= 0 && p > 0 && p <= 100)) return null;
  const taxed = salary - free;
  const value = (taxed * p) / 100;
  return solution(
    'percentage',
    `${fmt(p)}% of the income above ${fmt(free)}`,
    [
      step(
        'The taxed part is the income above the tax-free amount.',
        `${fmt(salary)} - ${fmt(free)} = ${fmt(taxed)}`,
      ),
      step(`Tax at ${fmt(p)}%.`, `${fmt(taxed)} × ${fmt(p)}/100 = ${fmt(value)}`),
    ],
    fmt(value),
    { values: [value] },
  );
}

export const solvePercentStories: HomeworkSolver = (q) =>
  profitPercent(q) ?? percentOfPercent(q) ?? taxAboveAllowance(q);
