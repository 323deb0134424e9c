// Every number a student gives is part of the question. A solver that answers without using one of them read a
// different question (the second discount of "30% off, then an extra 10%", the frequencies of a frequency table,
// the "g = 9.81" after a weight, the atomic masses a chemistry question supplies): such an answer is declined
// rather than given. "Used" means the number, or the same quantity in another unit or as a percentage, appears in
// the solution's working or answer.
import type { MathSolution } from '../math/math-solution.types.ts';
import { NUMBER_WORDS, joinDigitGroups, numbersIn } from './solvers/question-text.util.ts';

/** A power in the question (x^2, (3x + 2)^5) is the expression's shape, not a given quantity. */
const POWER = /\^\s*\(?[-+−]?\d+(?:\.\d+)?\)?/g;

/** The factors a quantity may be shown with: a percentage, milli/kilo, minutes/hours. */
const SCALES = [1, 100, 0.01, 1000, 0.001, 60, 1 / 60, 3600, 1 / 3600, 1e6, 1e-6];

/**
 * The sizes of the numbers written in digits (a sign is the working's business: "2x - 5 > 7" shows 5 moved as +5),
 * thousands separators read ("£18,000"), and with `spelledToo` those written as words ("two aces").
 */
function sizesIn(text: string, spelledToo: boolean): number[] {
  const digits = joinDigitGroups(text).replace(/(\d),(\d{3})(?!\d)/g, '$1$2');
  const written = numbersIn(digits).map(Math.abs);
  if (!spelledToo) return written;
  const spelled = [...digits.toLowerCase().matchAll(/\b[a-z]+\b/g)]
    .map((match) => NUMBER_WORDS[match[0]])
    .filter((value) => value !== undefined);
  return [...written, ...spelled];
}

/**
 * Scientific notation as one value: 5 × 10^-5 is 0.00005, before powers go. In a working its mantissa stays readable
 * too (a step may show it); in the question the value alone is the datum (a working that shows 2.5e-4 for
 * "2.5 × 10^-4" used it).
 */
const scientificAsValues = (text: string, mantissaToo = true) =>
  text.replace(
    /(\d+(?:\.\d+)?)\s*[×*x]\s*10\s*\^\s*\(?([-+−]?\d+)\)?/g,
    (_, mantissa: string, power: string) =>
      `${mantissaToo ? mantissa : ''} ${Number(mantissa) * 10 ** Number(power.replace('−', '-'))}`,
  );

/**
 * The question's numbers written in digits that are data: not a power, nor a number written onto letters (a unit's
 * power cm3, a formula's subscript H2O, a label Q3: numbersIn skips those). Words are not counted ("one leg",
 * "four of them" name things, not data).
 */
function dataNumbers(question: string): number[] {
  return sizesIn(
    scientificAsValues(question, false)
      .replace(POWER, ' ')
      // Labels, not data: "Q3)", "question 2", "[2 marks]", a clock time "8:00", an isotope "Carbon-14".
      .replace(/\b(?:q|question|ex|exercise|problem|part)\s*\.?\s*\d+[a-z]?\b\)?/gi, ' ')
      .replace(/[[(]\s*\d+\s*marks?\s*[\])]/gi, ' ')
      .replace(/\b\d{1,2}:\d{2}\b/g, ' ')
      .replace(/\b([A-Z][a-z]+|[A-Z][a-z]?)-\d{1,3}\b/g, '$1'),
    false,
  );
}

const words = (text: string) => (text.match(/\b[a-z]{3,}\b/gi) ?? []).length;

/** The numbers of `question` that `solution` never shows in its working or answer. */
export function unusedQuestionNumbers(question: string, solution: MathSolution): number[] {
  const problem = solution.problem.trim().toLowerCase();
  // A problem that restates the question in words proves nothing; a problem that is the maths read from it does.
  const restated = words(problem) >= 3 && question.toLowerCase().includes(problem);
  const shown = sizesIn(
    scientificAsValues(
      [
        restated ? '' : solution.problem,
        solution.answer,
        ...solution.steps.flatMap((step) => [step.description, step.expression ?? '']),
      ].join(' '),
    ),
    true,
  );
  const matches = (given: number, value: number) =>
    SCALES.some((scale) => Math.abs(value - given * scale) <= 1e-9 * Math.max(1, Math.abs(value)));
  return dataNumbers(question).filter((given) => !shown.some((value) => matches(given, value)));
}
