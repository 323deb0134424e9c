import type { MathProblemKind, MathResult, MathSolution, MathStep } from '../../math/math-solution.types.ts';

/**
 * One area's solver: the question as plain lower-case text (see plainQuestion) and as typed. It returns null
 * when the question is not of a form it knows, so the next solver may try; it never guesses.
 */
export type HomeworkSolver = (plain: string, original: string) => MathSolution | null;

export function solution(
  kind: MathProblemKind,
  problem: string,
  steps: MathStep[],
  answer: string,
  result: MathResult,
): MathSolution {
  return { kind, problem, steps, answer, result };
}

export function step(description: string, expression: string): MathStep {
  return { description, expression };
}
