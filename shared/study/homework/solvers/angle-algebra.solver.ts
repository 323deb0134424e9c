// Angle facts with algebra: angles written in x that lie on a straight line (180°), around a point (360°), in a
// triangle (180°) or a quadrilateral (360°), or that are complementary (90°) or supplementary (180°): "one angle is
// 3x and the other is 2x + 30, find x". The angles add to the total; x is found when every angle is linear in x,
// every number of the question is one of the angles, and each angle comes out positive.
import { askingClause, fmt, numbersIn } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const TOTALS: Array<[RegExp, number, string]> = [
  [
    /straight line|on a line|angles on a line|adjacent angles on/,
    180,
    'Angles on a straight line add up to 180°.',
  ],
  [/around a point|at a point|about a point|full turn/, 360, 'Angles around a point add up to 360°.'],
  [/quadrilateral/, 360, 'The angles of a quadrilateral add up to 360°.'],
  [/triangle/, 180, 'The angles of a triangle add up to 180°.'],
  [/complementary/, 90, 'Complementary angles add up to 90°.'],
  [/supplementary/, 180, 'Supplementary angles add up to 180°.'],
];

const D = String.raw`\d+(?:\.\d+)?`;
/** An angle linear in x: "3x", "2x + 30", "(x - 10)", "40 + x", or a number of degrees ("50°"). */
const ANGLE = new RegExp(
  String.raw`\(?\s*(?:(${D})\s*\*?\s*)?x\s*(?:([-+])\s*(${D}))?\s*\)?|\(?\s*(${D})\s*([-+])\s*(?:(${D})\s*\*?\s*)?x\s*\)?|(${D})\s*(?:°|degrees?)`,
  'g',
);

function angleAlgebra(q: string) {
  const total = TOTALS.filter(([re]) => re.test(q));
  if (total.length !== 1) return null;
  const [, sum, reason] = total[0] as [RegExp, number, string];
  const clause = askingClause(q) ?? '';
  if (
    !/(?:find|what is|work out|calculate|solve for|determine)(?: the value of)? x\b|value of x/.test(clause)
  )
    return null;
  const body = q.slice(0, q.length - clause.length);
  const angles: Array<{ a: number; b: number; text: string }> = [];
  for (const m of body.matchAll(ANGLE)) {
    if (m[7] !== undefined) angles.push({ a: 0, b: Number(m[7]), text: `${m[7]}°` });
    else if (m[4] !== undefined) {
      const sign = m[5] === '-' ? -1 : 1;
      angles.push({ a: sign * Number(m[6] ?? 1), b: Number(m[4]), text: m[0].trim() });
    } else {
      const sign = m[2] === '-' ? -1 : 1;
      angles.push({
        a: Number(m[1] ?? 1),
        b: m[3] === undefined ? 0 : sign * Number(m[3]),
        text: m[0].trim(),
      });
    }
  }
  let rest = body;
  for (const m of body.matchAll(ANGLE)) rest = rest.replace(m[0], ' ');
  // "One angle is …", "two angles are …" count the angles (number words read as digits): not data.
  rest = rest.replace(/\b[12] (?=angles?\b|is\b)/g, ' ');
  if (angles.length < 2 || numbersIn(rest).length > 0) return null;
  // A triangle or quadrilateral names all its angles; two angles of a triangle are another question.
  if (sum === 180 && /triangle/.test(q) && angles.length !== 3) return null;
  if (sum === 360 && /quadrilateral/.test(q) && angles.length !== 4) return null;
  const A = angles.reduce((s, t) => s + t.a, 0);
  const B = angles.reduce((s, t) => s + t.b, 0);
  if (A === 0) return null;
  const x = (sum - B) / A;
  if (angles.some((t) => !(t.a * x + t.b > 0))) return null;
  return solution(
    'linear',
    `${angles.map((t) => t.text).join(' + ')} = ${sum}`,
    [
      step(reason, `${angles.map((t) => t.text).join(' + ')} = ${sum}`),
      step('Collect the x terms and the numbers.', `${fmt(A)}x + ${fmt(B)} = ${sum}`),
      step('Solve for x.', `x = (${sum} - ${fmt(B)}) ÷ ${fmt(A)} = ${fmt(x)}`),
    ],
    `x = ${fmt(x)}`,
    { values: [x] },
  );
}

export const solveAngleAlgebra: HomeworkSolver = (q) => angleAlgebra(q);
