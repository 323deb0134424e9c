// Diagonals by Pythagoras in words: the diagonal of a rectangle ("9 cm by 14 cm", "length 9 and width 14") or a
// square (side s: s√2), and the space diagonal of a cuboid ("8 by 5 by 3") or a cube (side s: s√3). The shape
// must be named, the asking clause must ask for its diagonal, and every number must be one of its sides.
import type { MathSolution } from '../../math/math-solution.types.ts';
import { askingClause, fmt, NUMBER, numbersLeftOver } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const N = `(${NUMBER})`;
const UNIT = String.raw`(?:\s*(?:mm|cm|m|km|in|inches|ft|feet|units?))?`;

/** The sides the question gives: "a by b (by c)", "length a, width b (and height c)", "side s". */
function sides(q: string): { values: number[]; said: string[] } | null {
  const by = new RegExp(`${N}${UNIT}\\s*(?:by|x|×)\\s*${N}${UNIT}(?:\\s*(?:by|x|×)\\s*${N}${UNIT})?`).exec(q);
  if (by) return { values: [by[1], by[2], by[3]].filter((x) => x !== undefined).map(Number), said: [by[0]] };
  const named = [
    ...q.matchAll(
      new RegExp(
        `\\b(length|width|breadth|height|depth|side(?: length)?|edge(?: length)?)s?(?: of| is| =)?\\s*${N}${UNIT}`,
        'g',
      ),
    ),
  ];
  if (named.length === 0 || new Set(named.map((m) => m[1])).size !== named.length) return null;
  return { values: named.map((m) => Number(m[2])), said: named.map((m) => m[0]) };
}

function diagonal(q: string): MathSolution | null {
  const clause = askingClause(q);
  if (clause === undefined || !/\bdiagonal\b/.test(clause)) return null;
  const shape = /\b(rectangle|rectangular|square|cuboid|cube|box|room)\b/.exec(q)?.[1];
  if (shape === undefined) return null;
  const solid = /cuboid|cube|box|room/.test(shape);
  if (
    solid !==
    /\b(?:space|long|main|body|interior|longest)\s+diagonal\b|\bdiagonal of (?:the |a |this )?(?:cuboid|cube|box|room)\b/.test(
      q,
    )
  )
    return null;
  const given = sides(q);
  if (given === null) return null;
  if (numbersLeftOver(q, given.said)) return null;
  const square = shape === 'square' || shape === 'cube';
  const count = solid ? 3 : 2;
  const values = square
    ? given.values.length === 1
      ? Array<number>(count).fill(given.values[0] ?? 0)
      : null
    : given.values;
  if (values === null || values.length !== count || values.some((v) => !(v > 0))) return null;
  const squares = values.reduce((sum, v) => sum + v * v, 0);
  const value = Math.sqrt(squares);
  return solution(
    'geometry',
    `${solid ? 'space diagonal' : 'diagonal'} of a ${shape} ${values.map(fmt).join(' by ')}`,
    [
      step(
        solid
          ? 'The space diagonal is the hypotenuse of a right triangle with the base diagonal and the height: d² = a² + b² + c².'
          : 'The diagonal is the hypotenuse of a right triangle with the two sides: d² = a² + b².',
        `d^2 = ${values.map((v) => `${fmt(v)}^2`).join(' + ')} = ${fmt(squares)}`,
      ),
      step('Take the square root.', `d = √${fmt(squares)} = ${fmt(value)}`),
    ],
    fmt(value),
    { values: [value] },
  );
}

export const solveDiagonals: HomeworkSolver = (q) => diagonal(q);
