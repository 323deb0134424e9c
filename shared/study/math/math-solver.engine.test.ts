import { describe, expect, it } from 'vitest';
import { solveMath } from './math-solver.engine.ts';
import { MATH_MESSAGES } from './math-solution.types.ts';

const answer = (problem: string): string | undefined => solveMath(problem).data?.answer;

// Loading mathjs takes a while on a busy machine; the first test pays for it.
describe('solveMath', { timeout: 30_000 }, () => {
  it('does arithmetic in order of operations, exactly', () => {
    const result = solveMath('3 + 4 × (2 − 5)²');
    expect(result.data?.answer).toBe('39');
    expect(result.data?.steps.map((s) => s.description)).toEqual([
      'Subtract: 2 - 5 = -3',
      'Power: (-3)^2 = 9',
      'Multiply: 4 × 9 = 36',
      'Add: 3 + 36 = 39',
    ]);
    expect(answer('1/3 + 1/6')).toBe('1/2 ≈ 0.5');
    expect(answer('0.1 + 0.2')).toBe('0.3');
    expect(answer('what is sqrt(16) + 2^10?')).toBe('1028');
  });

  it('solves linear equations with a check step', () => {
    const result = solveMath('Solve 3(x - 2) = x + 4');
    expect(result.data?.answer).toBe('x = 5');
    expect(result.data?.steps.at(-1)?.expression).toBe('9 = 9');
    expect(answer('x/2 + 1/3 = 5')).toBe('x = 28/3 ≈ 9.333333333');
    expect(answer('x + 1 = x + 2')).toBe('No solution.');
    expect(answer('2(y + 1) = 2y + 2')).toBe('Infinitely many solutions: every y satisfies the equation.');
  });

  it('solves quadratics: rational, irrational, repeated and complex roots', () => {
    expect(answer('x^2 - 5x + 6 = 0')).toBe('x = 3 or x = 2');
    expect(answer('2x² + 3x = 2')).toBe('x = 1/2 ≈ 0.5 or x = -2');
    expect(answer('x^2 + 4x + 4 = 0')).toBe('x = -2 (double root)');
    expect(answer('x^2 - 2 = 0')).toContain('2√2');
    expect(answer('x^2 + 2x + 5 = 0')).toBe('No real solutions; complex roots x ≈ -1 ± 2i');
  });

  it('solves 2x2 systems by elimination', () => {
    expect(answer('2x + 3y = 12; x - y = 1')).toBe('x = 3, y = 2');
    expect(answer('a + b = 10 and a - b = 4')).toBe('a = 7, b = 3');
    expect(answer('x + y = 2\n2x + 2y = 5')).toBe('No solution (parallel lines).');
    expect(answer('x + y = 2, 2x + 2y = 4')).toBe('Infinitely many solutions (the same line).');
  });

  it('differentiates polynomials term by term', () => {
    const result = solveMath('derivative of 3x^3 - 2x + 5');
    expect(result.data?.answer).toBe('9x^2 - 2');
    expect(result.data?.steps[1]?.expression).toContain('d/dx(3x^3) = 9x^2');
    expect(answer('d/dt (t^4 + 2t^2 - 7)')).toBe('4t^3 + 4t');
    expect(answer('differentiate (x+1)^2')).toBe('2x + 2');
    expect(answer('derivative of 42')).toBe('0');
  });

  it('refuses what it cannot do with a clear message', () => {
    expect(solveMath('').error?.message).toBe(MATH_MESSAGES.empty);
    expect(solveMath('1/0').error?.message).toBe(MATH_MESSAGES.divisionByZero);
    expect(solveMath('sin(x) = 0.5').error?.message).toBe(MATH_MESSAGES.unsupported);
    expect(solveMath('x^3 = 8').error?.message).toBe(MATH_MESSAGES.unsupported);
    expect(solveMath('2 + * 3').error?.message).toBe(MATH_MESSAGES.unreadable);
    expect(solveMath('1+'.repeat(400)).error?.message).toBe(MATH_MESSAGES.tooLong);
    expect(solveMath('\u0000\u0001\u0002').error).not.toBeNull();
    expect(solveMath('¿cuánto es dos más dos?').error).not.toBeNull();
  });
});

describe('a power of a sum', () => {
  it('is differentiated by expanding it term by term, not by rationalize (minutes for (3x + 2)^5)', () => {
    expect(answer('differentiate (3x + 2)^5')).toBe('1215x^4 + 3240x^3 + 3240x^2 + 1440x + 240');
  }, 10_000);
});
