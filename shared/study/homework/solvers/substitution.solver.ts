// Letters given values: "if a = 3 and b = -2, work out 2a^2 - 3ab" (substitute and evaluate) and a formula
// rearranged for the letter asked ("v = u + at. Find t when v = 30, u = 6 and a = 4"), answered only when the
// formula is linear in that letter (a square or a root would have two values, or one the question must choose).
import type { MathNode } from 'mathjs';
import { solveMath } from '../../math/math-solver.engine.ts';
import { math } from '../../math/math-expression.util.ts';
import type { MathSolution } from '../../math/math-solution.types.ts';
import { fmt, NUMBER } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'log', 'ln', 'sqrt', 'exp', 'pi']);

/** Letters written side by side multiply ("at", "mgh", "3ab"); a function name stays a function. */
function readProducts(text: string): string | null {
  if (/\/\s*\d+\s*[a-z(]/i.test(text)) return null;
  return text.replace(/(?<![a-z])([a-z]{2,3})(?![a-z(])/g, (run: string) =>
    FUNCTIONS.has(run) ? run : run.split('').join(' * '),
  );
}

function parse(text: string): MathNode | null {
  const read = readProducts(text.replace(/[−–]/g, '-').replace(/²/g, '^2').replace(/³/g, '^3'));
  if (read === null) return null;
  try {
    return math.parse(read.replace(/(\d)\s*([a-z(])/g, '$1 * $2'));
  } catch {
    return null;
  }
}

const lettersOf = (node: MathNode) =>
  [
    ...new Set(node.filter((n) => math.isSymbolNode(n)).map((n) => (math.isSymbolNode(n) ? n.name : ''))),
  ].filter((name) => !FUNCTIONS.has(name) && name !== 'e');

/** "a = 3 and b = -2", "v = 30, u = 6 and a = 4": each letter's value. */
function valuesIn(text: string): Map<string, number> | null {
  const values = new Map<string, number>();
  const rest = text.replace(
    new RegExp(`\\b([a-z])\\s*=\\s*(${NUMBER})(?![\\d.a-z*^(/]|\\s*[*^/+-]\\s*[\\d(a-z])`, 'g'),
    (_, letter: string, value: string) => {
      if (values.has(letter)) values.set(letter, NaN);
      else values.set(letter, Number(value));
      return ' ';
    },
  );
  if ([...values.values()].some((v) => !Number.isFinite(v))) return null;
  // Only joining words may be left between the values.
  return /^[\s,;:.]*(?:(?:and|,|;)[\s,;:.]*)*$/.test(rest) ? values : null;
}

function evaluate(q: string): MathSolution | null {
  const m =
    /^(?:if|given(?: that)?|when|let)\s+(.+?)[,.]?\s+(?:work out|find|evaluate|calculate|what is)(?: the value of)?\s+(.+?)\s*[?.]?$/.exec(
      q,
    );
  if (!m) return null;
  const values = valuesIn(m[1] ?? '');
  const node = parse(m[2] ?? '');
  if (values === null || values.size === 0 || node === null) return null;
  const letters = lettersOf(node);
  if (letters.length === 0 || letters.some((l) => !values.has(l)) || values.size !== letters.length)
    return null;
  let value: unknown;
  try {
    value = node.evaluate(Object.fromEntries(values));
  } catch {
    return null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const given = [...values].map(([l, v]) => `${l} = ${fmt(v)}`).join(', ');
  const substituted = node.transform((n) =>
    math.isSymbolNode(n) && values.has(n.name)
      ? new math.ParenthesisNode(new math.ConstantNode(values.get(n.name) ?? 0))
      : n,
  );
  return solution(
    'arithmetic',
    node.toString({ implicit: 'hide' }),
    [
      step(`Substitute ${given}.`, substituted.toString({ parenthesis: 'keep' })),
      step('Evaluate (powers, then multiplication, then addition and subtraction).', fmt(value)),
    ],
    fmt(value),
    { values: [value] },
  );
}

function formula(q: string): MathSolution | null {
  const m =
    /^(?:(?:the |use the |using the )?formula (?:is )?)?([a-z])\s*=\s*([^=]+?)[.,;:]\s*(?:find|work out|calculate|what is)(?: the value of)?\s+([a-z])\s+(?:when|if|given(?: that)?)\s+(.+?)\s*[?.]?$/.exec(
      q,
    );
  if (!m) return null;
  const [, subject, body, asked, givenText] = m;
  const right = parse(body ?? '');
  const values = valuesIn(givenText ?? '');
  if (right === null || values === null || subject === undefined || asked === undefined) return null;
  const letters = [...new Set([subject, ...lettersOf(right)])];
  if (!letters.includes(asked) || values.has(asked) || letters.length !== values.size + 1) return null;
  if (letters.some((l) => l !== asked && !values.has(l))) return null;
  const sides = [new math.SymbolNode(subject), right].map((side) =>
    side
      .transform((n) =>
        math.isSymbolNode(n) && values.has(n.name)
          ? new math.ParenthesisNode(new math.ConstantNode(values.get(n.name) ?? 0))
          : n,
      )
      .toString({ parenthesis: 'keep' }),
  );
  const equation = `${sides[0]} = ${sides[1]}`;
  const solved = solveMath(equation).data;
  if (solved === null || solved.kind !== 'linear' || solved.result?.values?.length !== 1) return null;
  const value = solved.result.values[0] ?? NaN;
  const given = [...values].map(([l, v]) => `${l} = ${fmt(v)}`).join(', ');
  return solution(
    'linear',
    `${subject} = ${right.toString({ implicit: 'hide' })}`,
    [step(`Substitute ${given} into the formula.`, equation), ...solved.steps],
    `${asked} = ${fmt(value)}`,
    { values: [value] },
  );
}

export const solveSubstitution: HomeworkSolver = (q) => formula(q) ?? evaluate(q);
