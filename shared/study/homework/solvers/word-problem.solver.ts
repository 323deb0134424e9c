// Questions that are maths written in words: a calculation ("what is 7 times 8 minus 6?"), an equation in an
// unknown number ("five more than twice a number is 17"), and consecutive integers with a given sum. The words
// are read into symbols (word-expression.util.ts), shown as the first step, and the symbolic engine solves them.
import { solveMath } from '../../math/math-solver.engine.ts';
import { solveAlgebra } from '../../math/algebra-steps.engine.ts';
import type { MathSolution } from '../../math/math-solution.types.ts';
import { fmt, numbersIn } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';
import { UNKNOWN, wordedEquation, wordedExpression } from './word-expression.util.ts';

const ASKING =
  /^(?:please )?(?:(?:can you |could you )?(?:tell me )?(?:what is|what's|whats|what are|how much is|how much are|calculate|compute|evaluate|work out|find|determine|simplify|solve)\b:?\s*(?:the value of\s+)?)/;

/** The question without the asking words around the maths ("what is …?", "… find the number."). */
function core(q: string): string {
  return q
    .replace(/[?!.]+\s*$/, '')
    .replace(ASKING, '')
    .replace(/^(?:if|when)\s+/, '')
    .replace(/\s*,\s*(?=the result is|you get|it (?:is|equals|gives))/, ' ')
    .replace(/\bit (?:is|equals|gives)\b/, 'is')
    .replace(
      /[.,;]?\s*(?:what is|what's|whats|find|determine|work out|calculate|solve for|which is|identify)\s+(?:the|this|that)\s+(?:unknown |mystery )?number\s*$/,
      '',
    )
    .replace(/[.,;]?\s*(?:what|which) (?:is the |)number is (?:it|this|that)\s*$/, '')
    .replace(/[.,;]\s*$/, '')
    .trim();
}

/**
 * Whether the maths is written with words (or mixed numbers, "1 1/2") at all; maths in symbols alone is the
 * symbolic engine's.
 */
function hasWords(text: string): boolean {
  const mixedNumber = /(?<![\d./])\d+ \d+\/\d+(?![\d./])/.test(text);
  return mixedNumber || /\b[a-z]{2,}\b/.test(text.replace(/\b(?:sqrt|sin|cos|tan|log|ln|exp|abs|pi)\b/g, ''));
}

function arithmetic(q: string): MathSolution | null {
  const text = core(q);
  if (!hasWords(text)) return null;
  const expression = wordedExpression(text);
  if (expression === null) return null;
  const solved = solveMath(expression).data;
  if (solved === null || solved.kind !== 'arithmetic') return null;
  // The problem is the maths the words say: the screen shows it under the question.
  return { ...solved, steps: [step('Write the words as symbols.', expression), ...solved.steps] };
}

function unknownNumber(q: string): MathSolution | null {
  const text = core(q);
  if (!hasWords(text)) return null;
  const equation = wordedEquation(text);
  if (equation === null) return null;
  const written = `${equation.left} = ${equation.right}`;
  // Rational and radical equations ("a number and its reciprocal") are the algebra engine's.
  const solved = solveMath(written).data ?? solveAlgebra(written, written);
  const values = solved?.result?.values;
  if (solved === null || values === undefined || values.length === 0) return null;
  if (!['linear', 'quadratic', 'equation'].includes(solved.kind)) return null;
  const listed = values.map(fmt).join(' or ');
  const named = equation.unknown === UNKNOWN;
  return solution(
    solved.kind,
    written,
    [
      step(
        named
          ? `Call the number ${UNKNOWN} and write the sentence as an equation.`
          : 'Write the sentence as an equation.',
        written,
      ),
      ...solved.steps,
    ],
    named ? `The number is ${listed} (${UNKNOWN} = ${listed})` : `${equation.unknown} = ${listed}`,
    { values },
  );
}

const COUNT =
  /(\d+) consecutive (even |odd )?(?:whole |positive |negative )?(?:integers|numbers|whole numbers)/;

function consecutive(q: string): MathSolution | null {
  const m = new RegExp(
    `(?:the )?sum of ${COUNT.source} (?:is|equals|=|adds up to|totals?) (-?\\d+)|${COUNT.source} (?:add up to|have a sum of|sum to|total|whose sum is) (-?\\d+)`,
  ).exec(q);
  if (!m) return null;
  const count = Number(m[1] ?? m[4]);
  const kind = (m[2] ?? m[5] ?? '').trim();
  const sum = Number(m[3] ?? m[6]);
  if (!Number.isInteger(count) || count < 2 || count > 10) return null;
  const gap = kind === '' ? 1 : 2;
  const offsets = Array.from({ length: count }, (_, i) => i * gap);
  const offsetSum = offsets.reduce((a, b) => a + b, 0);
  const first = (sum - offsetSum) / count;
  const parityOk = kind === '' || Math.abs(first % 2) === (kind === 'even' ? 0 : 1);
  if (!Number.isInteger(first) || !parityOk) return null;
  const terms = offsets.map((o) => (o === 0 ? UNKNOWN : `(${UNKNOWN} + ${o})`));
  const numbers = offsets.map((o) => first + o);
  // "find the largest", "what is the middle one": one of them is asked, not the list.
  const which = /\b(largest|greatest|biggest|smallest|least|middle|first|second|third|last)\b/.exec(
    q.slice(m.index + m[0].length),
  )?.[1];
  const place =
    which === undefined
      ? undefined
      : {
          largest: count - 1,
          greatest: count - 1,
          biggest: count - 1,
          last: count - 1,
          smallest: 0,
          least: 0,
          first: 0,
          second: 1,
          third: 2,
          middle: count % 2 === 1 ? (count - 1) / 2 : -1,
        }[which];
  if (place !== undefined && (place < 0 || place >= count)) return null;
  const asked = place === undefined ? undefined : numbers[place];
  return solution(
    'linear',
    `${terms.join(' + ')} = ${sum}`,
    [
      step(
        `Call the smallest ${kind === '' ? 'integer' : `${kind} integer`} ${UNKNOWN}; the next ones are ${gap} apart.`,
        terms.join(', '),
      ),
      step('Their sum is given: write the equation.', `${terms.join(' + ')} = ${sum}`),
      step('Collect the terms.', `${count}${UNKNOWN} + ${offsetSum} = ${sum}`),
      step(
        `Subtract ${offsetSum} and divide by ${count}.`,
        `${UNKNOWN} = (${sum} - ${offsetSum}) / ${count} = ${first}`,
      ),
    ],
    asked === undefined
      ? `The integers are ${numbers.join(', ')}`
      : `The integers are ${numbers.join(', ')}; the ${which} is ${asked}`,
    { values: asked === undefined ? numbers : [asked] },
  );
}

const TIMES: Record<string, number> = { twice: 2, double: 2, triple: 3, thrice: 3, half: 0.5 };
const NOT_A_PERSON = new Set([
  'he',
  'she',
  'it',
  'they',
  'we',
  'you',
  'i',
  'there',
  'this',
  'that',
  'each',
  'one',
]);

/**
 * Two people, one relation and a total: "Sam has twice as many marbles as Joe. Together they have 36. How many
 * does Joe have?", "Jane is 4 years older than Tom; the sum of their ages is 30. How old is Tom?".
 */
function twoPeople(q: string): MathSolution | null {
  const VERB =
    '(?:has|have|had|owns|is|was|earns|earned|scored|weighs|gets|got|made|saved|collected|reads|read|ran|sold)';
  const times = new RegExp(
    `\\b([a-z]+) ${VERB} (twice|double|triple|thrice|half|(\\d+(?:\\.\\d+)?) times) (?:as (?:many|much|old|tall|heavy|long|far)|the (?:number|amount|age)(?: of)?)(?: [a-z]+){0,2}? as (?:(?:her|his|their) [a-z]+ )?([a-z]+)\\b`,
  ).exec(q);
  const more = new RegExp(
    `\\b([a-z]+) ${VERB} (\\d+(?:\\.\\d+)?)(?: [a-z]+)? (more|fewer|less|older|younger|taller|shorter|heavier|lighter)(?: [a-z]+){0,2}? than (?:(?:her|his|their) [a-z]+ )?([a-z]+)\\b`,
  ).exec(q);
  const relation = times ?? more;
  if (relation === null || (times && more)) return null;
  const a = relation[1] ?? '';
  const b = (times ? times[4] : more?.[4]) ?? '';
  if (a === b || NOT_A_PERSON.has(a) || NOT_A_PERSON.has(b)) return null;
  const totalMatch =
    /(?:together|altogether|in total|combined|between them|in all)[^.?!]*?(\d+(?:\.\d+)?)|(?:sum|total) of (?:their|the two|both)[^.?!]*?(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)[^.?!]*?(?:together|altogether|in total|combined|between them|in all)/.exec(
      q.replace(relation[0], ' '),
    );
  if (!totalMatch) return null;
  const total = Number(totalMatch[1] ?? totalMatch[2] ?? totalMatch[3]);
  const asked =
    /how (?:many|much|old|tall|heavy|far)[^?.]*? (?:does|do|did|is|was|will) ([a-z]+)\b/.exec(q)?.[1] ??
    /(?:find|what is|what's|work out|calculate) ([a-z]+)'s (?:age|share|number|amount|score)/.exec(q)?.[1];
  if (asked === undefined || (asked !== a && asked !== b)) return null;
  // The other numbers of the question are exactly the relation's and the total.
  if (numbersIn(q).length !== (times && times[3] === undefined ? 1 : 2)) return null;
  const cap = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
  let bValue: number;
  let relationText: string;
  let equation: string;
  if (times) {
    const k = times[3] !== undefined ? Number(times[3]) : (TIMES[times[2] ?? ''] ?? NaN);
    if (!(k > 0)) return null;
    bValue = total / (k + 1);
    relationText = `${cap(a)} = ${fmt(k)} × ${cap(b)}`;
    equation = `${fmt(k)}${UNKNOWN} + ${UNKNOWN} = ${fmt(total)}`;
  } else {
    const d = Number(more?.[2]);
    const sign = /more|older|taller|heavier/.test(more?.[3] ?? '') ? 1 : -1;
    bValue = (total - sign * d) / 2;
    relationText = `${cap(a)} = ${cap(b)} ${sign > 0 ? '+' : '-'} ${fmt(d)}`;
    equation = `(${UNKNOWN} ${sign > 0 ? '+' : '-'} ${fmt(d)}) + ${UNKNOWN} = ${fmt(total)}`;
  }
  const aValue = total - bValue;
  if (!(bValue >= 0) || !(aValue >= 0)) return null;
  const value = asked === a ? aValue : bValue;
  return solution(
    'linear',
    equation,
    [
      step(
        `Call ${cap(b)}'s amount ${UNKNOWN}; the sentence says ${relationText}.`,
        relationText.replace(cap(b), UNKNOWN),
      ),
      step('Together they make the total: write the equation.', equation),
      step(`Solve for ${UNKNOWN}.`, `${UNKNOWN} = ${fmt(bValue)}`),
      step(
        `So ${cap(b)} has ${fmt(bValue)} and ${cap(a)} has ${fmt(total)} - ${fmt(bValue)} = ${fmt(aValue)}.`,
        `${cap(a)} = ${fmt(aValue)}, ${cap(b)} = ${fmt(bValue)}`,
      ),
    ],
    `${cap(asked)}: ${fmt(value)}`,
    { values: [value] },
  );
}

export const solveWordProblem: HomeworkSolver = (q) =>
  twoPeople(q) ?? consecutive(q) ?? unknownNumber(q) ?? arithmetic(q);
