export type MathProblemKind =
  | 'arithmetic'
  | 'linear'
  | 'quadratic'
  | 'system'
  | 'derivative'
  | 'equation'
  | 'inequality'
  | 'polynomial'
  | 'integral'
  | 'limit'
  | 'percentage'
  | 'finance'
  | 'units'
  | 'statistics'
  | 'probability'
  | 'geometry'
  | 'physics'
  | 'chemistry';

/**
 * The answer as values a checker can compare: numbers (in the order the answer states them), an expression in
 * one variable (an integral's is compared up to a constant), or the coefficients of a balanced equation.
 */
export interface MathResult {
  values?: number[];
  expression?: string;
  variable?: string;
  upToConstant?: boolean;
  coefficients?: number[];
}

export interface MathStep {
  /** What is done in this step, in words. */
  description: string;
  /** The state of the work after the step. */
  expression: string;
}

export interface MathSolution {
  kind: MathProblemKind;
  problem: string;
  steps: MathStep[];
  /** The final answer in words and symbols, e.g. "x = 2" or "x = 1 or x = -3". */
  answer: string;
  result?: MathResult;
}

export const MATH_MESSAGES = {
  empty: 'Type a maths problem, for example 2x + 3 = 7 or the derivative of x^3 - 4x.',
  tooLong: 'That problem is too long. Enter one equation, expression or system at a time.',
  unreadable: "We couldn't read that as maths. Check the brackets and operators and try again.",
  unsupported:
    'Step-by-step solutions are available for arithmetic, equations, inequalities and systems, derivatives, integrals and limits, statistics, probability, geometry, physics and chemistry problems.',
  divisionByZero: 'The expression divides by zero, so it has no value.',
} as const;
