// Worded problems that are one quadratic with one sensible root: the product of two consecutive positive integers
// ("… is 132: find the smaller"), and a rectangle whose length is a given amount more than its width with a given
// area. The positive root is the answer; a product no consecutive integers have, or a question that does not say
// the integers are positive, is declined.
import { NUMBER, askingClause, fmt, numbersIn } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const N = `(${NUMBER})`;

/** The positive root of n² + b·n - c = 0 (c > 0), or null. */
function positiveRoot(b: number, c: number): number | null {
  const root = (-b + Math.sqrt(b * b + 4 * c)) / 2;
  return Number.isFinite(root) && root > 0 ? root : null;
}

function consecutiveProduct(q: string) {
  const m = new RegExp(
    `product of (?:2|two) consecutive (positive |natural |whole )?(even |odd )?(?:positive )?(?:integers|numbers|whole numbers)(?: is|=| equals)\\s*${N}`,
  ).exec(q);
  if (!m || !(m[1] !== undefined || /consecutive (?:even |odd )?positive/.test(q))) return null;
  if (numbersIn(q.replace(m[0], ' ')).length > 0) return null;
  const gap = m[2] === undefined ? 1 : 2;
  const P = Number(m[3]);
  const n = positiveRoot(gap, P);
  if (n === null || Math.abs(n - Math.round(n)) > 1e-9) return null;
  const small = Math.round(n);
  if (gap === 2 && (small % 2 === 0) !== (m[2]?.trim() === 'even')) return null;
  const clause = askingClause(q) ?? '';
  const big = small + gap;
  const values = /smaller|smallest|first|lesser/.test(clause)
    ? [small]
    : /larger|largest|bigger|greater|second/.test(clause)
      ? [big]
      : [small, big];
  return solution(
    'quadratic',
    `n(n + ${gap}) = ${fmt(P)}`,
    [
      step(`Call the smaller n; the next is n + ${gap}.`, `n(n + ${gap}) = ${fmt(P)}`),
      step('Solve the quadratic and keep the positive root.', `n^2 + ${gap}n - ${fmt(P)} = 0, n = ${small}`),
      step('The integers.', `${small} and ${big}`),
    ],
    values.map(fmt).join(' and '),
    { values },
  );
}

function rectangleFromArea(q: string) {
  if (!/rectang/.test(q)) return null;
  const rel = new RegExp(
    `(length|width)(?: of [a-z ]+?)? is ${N}\\s*(?:cm|m|mm|km|in|ft|metres?|meters?)?\\s*(more|longer|greater|less|shorter|smaller) than (?:its|the|their) (length|width)`,
  ).exec(q);
  // "… is 2 m longer than it is wide" (or shorter than it is long): the length is the longer side.
  const itIs = new RegExp(
    `\\bis ${N}\\s*(?:cm|m|mm|km|in|ft|metres?|meters?)?\\s*(?:longer than it is wide|shorter than it is long)\\b`,
  ).exec(q);
  const area = new RegExp(`area (?:of [a-z ]+? )?(?:is|=|of)\\s*${N}`).exec(q);
  if ((!rel && !itIs) || !area || (rel && rel[1] === rel[4])) return null;
  if (numbersIn(q.replace(/\^\s*2/g, ' ')).length !== 2) return null;
  const k = Number(rel ? rel[2] : itIs?.[1]);
  const A = Number(area[1]);
  // The width is w and the length w + d, d > 0: "length is 3 more than the width" or "width is 3 less than the length".
  const more = /more|longer|greater/.test(rel?.[3] ?? '');
  const lengthLonger = rel ? (rel[1] === 'length') === more : true;
  if (!lengthLonger || !(k > 0) || !(A > 0)) return null;
  const w = positiveRoot(k, A);
  if (w === null) return null;
  const clause = askingClause(q) ?? '';
  const asksWidth = /\bwidth\b|\bbreadth\b/.test(clause);
  const asksLength = /\blength\b/.test(clause);
  if (asksWidth === asksLength) return null;
  const value = asksWidth ? w : w + k;
  return solution(
    'quadratic',
    `w(w + ${fmt(k)}) = ${fmt(A)}`,
    [
      step(
        `Call the width w; the length is w + ${fmt(k)}, and length × width is the area.`,
        `w(w + ${fmt(k)}) = ${fmt(A)}`,
      ),
      step(
        'Solve the quadratic and keep the positive root.',
        `w^2 + ${fmt(k)}w - ${fmt(A)} = 0, w = ${fmt(w)}`,
      ),
      ...(asksWidth ? [] : [step('The length.', `${fmt(w)} + ${fmt(k)} = ${fmt(w + k)}`)]),
    ],
    `${asksWidth ? 'width' : 'length'} = ${fmt(value)}`,
    { values: [value] },
  );
}

export const solveQuadraticStories: HomeworkSolver = (q) => consecutiveProduct(q) ?? rectangleFromArea(q);
