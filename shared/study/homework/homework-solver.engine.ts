// The offline homework solver: the question is offered to each area's solver in turn (worded questions first,
// then the symbolic maths engine); the first that recognises its form answers with steps. A question no solver
// recognises gets the reason it was not answered, never a guess.
import { solveMath } from '../math/math-solver.engine.ts';
import type { MathSolution } from '../math/math-solution.types.ts';
import { fail, ok } from '../study-result.types.ts';
import type { StudyResult } from '../study-result.types.ts';
import { solveCalculus } from '../math/calculus-steps.engine.ts';
import { solveAlgebra } from '../math/algebra-steps.engine.ts';
import { solveChemistry } from './solvers/chemistry.solver.ts';
import { solveChemistryCalculations } from './solvers/chemistry-calculations.solver.ts';
import { solveGeometry } from './solvers/geometry.solver.ts';
import { solveDiagonals } from './solvers/diagonals.solver.ts';
import { solveSectorOrSimilar } from './solvers/sector-similar.solver.ts';
import { solveAngleAlgebra } from './solvers/angle-algebra.solver.ts';
import { solveTrigonometry } from './solvers/trigonometry.solver.ts';
import { solveVectors } from './solvers/vectors.solver.ts';
import { solveGrowth } from './solvers/growth.solver.ts';
import { solveInterest } from './solvers/interest.solver.ts';
import { solvePercentChain } from './solvers/percent-chain.solver.ts';
import { solvePercentStories } from './solvers/percent-stories.solver.ts';
import { solveStoryProblem } from './solvers/story-problem.solver.ts';
import { solveLinearStories } from './solvers/linear-stories.solver.ts';
import { solveQuadraticStories } from './solvers/quadratic-stories.solver.ts';
import { solveDraws } from './solvers/draws.solver.ts';
import { solveSequenceOrFunction } from './solvers/sequence-function.solver.ts';
import { solveSequenceRules } from './solvers/sequence-rules.solver.ts';
import { solveFunctions } from './solvers/functions.solver.ts';
import { solvePolynomialFeatures } from './solvers/polynomial-features.solver.ts';
import { solvePercentage } from './solvers/percentage.solver.ts';
import { solveProportion } from './solvers/proportion.solver.ts';
import { solveRatioParts } from './solvers/ratio-parts.solver.ts';
import { solveRateConversion } from './solvers/rate-conversion.solver.ts';
import { solvePhysics } from './solvers/physics.solver.ts';
import { solvePhysicsLaws } from './solvers/physics-laws.solver.ts';
import { solveEnergyCost } from './solvers/energy-cost.solver.ts';
import { solvePhysicsRelations } from './solvers/physics-relations.solver.ts';
import { solveProbability } from './solvers/probability.solver.ts';
import { solveDistributions } from './solvers/distributions.solver.ts';
import {
  askedPrecision,
  fmt,
  plainQuestion,
  studentMaths,
  withoutAskingForUnknown,
  withoutAsides,
  withoutChatter,
  withoutRemarks,
} from './solvers/question-text.util.ts';
import { withoutFraming, withQuestionLast } from './question-framing.util.ts';
import { atAskedPoint } from './asked-point.util.ts';
import { inAskedUnit } from './asked-unit.util.ts';
import { unusedQuestionNumbers } from './question-numbers.util.ts';
import { step } from './solvers/solver.types.ts';
import type { HomeworkSolver } from './solvers/solver.types.ts';
import { solveStatistics } from './solvers/statistics.solver.ts';
import { solveUnitConversion } from './solvers/unit-conversion.solver.ts';
import { solveWordProblem } from './solvers/word-problem.solver.ts';
import { solveSubstitution } from './solvers/substitution.solver.ts';
import { solveCalculusInWords } from './solvers/calculus-words.solver.ts';
import { solveCalculusApplications } from './solvers/calculus-applications.solver.ts';
import { solveEveryday } from './solvers/everyday.solver.ts';

const SOLVERS: HomeworkSolver[] = [
  solveChemistry,
  solveChemistryCalculations,
  solveStoryProblem,
  solveLinearStories,
  solveQuadraticStories,
  solveEnergyCost,
  solvePhysicsRelations,
  solvePhysicsLaws,
  solvePhysics,
  solveSequenceOrFunction,
  solveSequenceRules,
  solveFunctions,
  solvePolynomialFeatures,
  solveStatistics,
  solveDraws,
  solveProbability,
  solveDistributions,
  solveSectorOrSimilar,
  solveAngleAlgebra,
  solveDiagonals,
  solveGeometry,
  solveTrigonometry,
  solveVectors,
  solveUnitConversion,
  solveInterest,
  solveGrowth,
  solvePercentChain,
  solvePercentStories,
  solvePercentage,
  solveProportion,
  solveRatioParts,
  solveRateConversion,
  solveCalculus,
  solveAlgebra,
  solveCalculusInWords,
  solveCalculusApplications,
  solveWordProblem,
  solveSubstitution,
  solveEveryday,
];

export const UNSOLVED_MESSAGES = {
  notMaths:
    'The step-by-step engine did not recognise a maths, physics or chemistry problem in this question, so it was not answered.',
  unsupported:
    'The step-by-step engine recognised maths in this question but not a form it can solve with certainty, so it was not answered rather than guessed.',
} as const;

/** The question without its wording, for the symbolic solver: "Solve the system: 2x + y = 7 and x - y = 2". */
function symbolicQuestion(question: string): string {
  return withoutAskingForUnknown(withoutAsides(withoutChatter(question)))
    .replace(/(\d+)\s*\/\s*(\d+)\s*÷\s*(\d+)\s*\/\s*(\d+)/g, '($1/$2) / ($3/$4)')
    .replace(
      /^\s*(?:please\s+)?(?:solve|find|calculate|work out)(?:\s+the)?\s+(?:following\s+)?(?:system(?:\s+of\s+(?:linear\s+)?equations)?|simultaneous equations|equations?|for\s+[a-z](?:\s+and\s+[a-z])?)\s*:?\s*/i,
      'solve ',
    )
    .replace(/\s*,?\s*(?:solve\s+|find\s+)?for\s+[a-z](?:\s*(?:,|and)\s*[a-z])*\s*[.?]?\s*$/i, '')
    .replace(
      /\s*[,.;]?\s*(?:find|what is|what's|solve for|determine)\s+(?:the value of\s+)?[a-z](?:\s*(?:,|and)\s*[a-z])*\s*[.?]?\s*$/i,
      '',
    )
    .replace(
      /^\s*(?:find|what are|calculate|determine)?\s*(?:the\s+)?(?:roots|zeros|zeroes|solutions)\s+(?:(?:of|to)\s+)?(?:the\s+equation\s+)?/i,
      'solve ',
    )
    .replace(/^\s*(?:what is|what's)\s+x\s+(?:if|when|given)\s+/i, 'solve ')
    .replace(
      /^\s*(?:find|solve for|what are)\s+[a-z](?:\s*(?:,|and)\s*[a-z])+\s*(?:if|when|given|:)?\s*:?\s*/i,
      'solve ',
    );
}

function looksLikeMaths(plain: string): boolean {
  return /\d|[=^+*/]|\b(solve|derivative|differentiate|integra|limit|factor|simplify|expand|equation|balance|mole|probability|mean|median)\b/.test(
    plain,
  );
}

/**
 * A solver's answer as the question asks it (a derivative at the point it names), or null when it answers another
 * question (one of the student's numbers left unused, a point it cannot be evaluated at, a unit it cannot be
 * given in).
 */
function asAsked(question: string, solution: MathSolution): MathSolution | null {
  const atPoint = atAskedPoint(question, solution);
  // The solver's own working must use every number; the unit conversion after it proves nothing (a figure it
  // produces can equal a number the working left out, as 0.3 kWh equals the 30 days of a question read without them).
  if (atPoint === null || unusedQuestionNumbers(question, atPoint).length > 0) return null;
  return inAskedUnit(question, atPoint);
}

/** Solves a homework question offline, step by step, or says precisely why it was not answered. */
export function solveHomework(typed: string): StudyResult<MathSolution> {
  // What frames the question (a label, marks, a sentence about the homework) and a remark after it (an answer someone
  // claims, "exact is fine") are not part of it: their numbers are no data. A question asked before its data goes last.
  const question = withQuestionLast(withoutRemarks(withoutFraming(typed)));
  const precision = askedPrecision(question.trim());
  if (precision === null) return solveExactly(question);
  const solved = solveExactly(precision.question);
  const values = solved.data?.result?.values;
  if (solved.data === null || values === undefined || values.length === 0) return solved;
  const rounded = values.map(precision.round);
  const shown = rounded.map(fmt).join(', ');
  // "Round 3.14159 to 2 d.p." asks for the rounded number itself, and "to the nearest whole number" for a count;
  // "solve …, giving your answers to 2 d.p." asks for the roots, shown rounded: their values stay exact, so a check
  // of the roots is not thrown by the rounding.
  const roundingAsked = /^\s*round\b/i.test(question) || precision.label.startsWith('to the nearest');
  return ok({
    ...solved.data,
    steps: [...solved.data.steps, step(`Round ${precision.label}.`, shown)],
    answer: `${solved.data.answer} (${precision.label}: ${shown})`,
    result: { ...solved.data.result, values: roundingAsked ? rounded : values },
  });
}

/** The first solver's answer to `text` that answers `question` as asked, or null. */
function bySolvers(question: string, text: string, plain: string): MathSolution | null {
  for (const solver of SOLVERS) {
    let solved: MathSolution | null = null;
    try {
      solved = solver(plain, text);
    } catch {
      solved = null;
    }
    const asked = solved === null ? null : asAsked(question, solved);
    if (asked !== null) return asked;
  }
  return null;
}

function solveExactly(question: string): StudyResult<MathSolution> {
  const trimmed = question.trim();
  if (trimmed.length === 0) return solveMath(trimmed);
  const plain = plainQuestion(trimmed);
  const answered = bySolvers(trimmed, trimmed, plain);
  if (answered !== null) return ok(answered);
  // The maths without its asides and as students misspell it ("expand 3(2x-4) - 2(x+1) and simplify",
  // "diffrentiate 3x^2 cos x"), checked against the question as typed.
  const reworded = studentMaths(withoutAsides(withoutChatter(trimmed)));
  if (reworded !== trimmed && reworded.length > 0) {
    const again = bySolvers(trimmed, reworded, plainQuestion(reworded));
    if (again !== null) return ok(again);
  }
  const symbolic = solveMath(studentMaths(symbolicQuestion(trimmed)));
  if (symbolic.data !== null) {
    const asked = asAsked(trimmed, symbolic.data);
    if (asked !== null) return ok(asked);
  } else if (symbolic.error.code === 'too-long') return symbolic;
  return looksLikeMaths(plain)
    ? fail('unsupported', UNSOLVED_MESSAGES.unsupported)
    : fail('not-maths', UNSOLVED_MESSAGES.notMaths);
}
