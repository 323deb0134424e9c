import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solveMath } from '../math/math-solver.engine.ts';
import { isLatex, latexToPlainMath, plainMathToLatex } from './math-notation.util.ts';
import { solveQuestion } from './homework-answer.engine.ts';
import { math } from '../math/math-expression.util.ts';

const solve = (latex: string) => solveMath(latexToPlainMath(latex)).data?.answer;

describe('latexToPlainMath', { timeout: 30_000 }, () => {
  it('reads what a formula editor writes as the solver reads it', () => {
    expect(latexToPlainMath('\\frac{1}{2}x + 3 = 7')).toBe('(1/2)x + 3 = 7');
    expect(solve('\\frac{1}{2}x + 3 = 7')).toBe('x = 8');
    expect(solve('x^{2} - 4 = 0')).toBe('x = 2 or x = -2');
    expect(solve('\\frac{x+1}{3} = 2')).toBe('x = 5');
    expect(solve('\\left(x-1\\right)^{2} = 4')).toBe('x = 3 or x = -1');
    expect(solve('\\sqrt{16} + 2^{10}')).toBe('1028');
    expect(solve('\\frac{d}{dx}(x^3 - 4x)')).toBe('3x^2 - 4');
    expect(solve('$x^2 = 9$')).toBe('x = 3 or x = -3');
    expect(latexToPlainMath('3 \\cdot 4 \\div 2')).toBe('3 * 4 / 2');
  });

  it('keeps a second derivative in Leibniz notation', () => {
    expect(latexToPlainMath('\\frac{d^2y}{dx^2}')).toBe('d^2y/dx^2');
    expect(solveQuestion('find \\frac{d^2y}{dx^2} when y = 2x^3 + x').data?.result?.expression).toBe(
      '12 * x',
    );
  });

  it('keeps the product in a fraction together and reads \\ln as the natural log', () => {
    // \frac{5}{3x} is 5/(3x): 1/x + 5/(3x) = 4 → 8/(3x) = 4 → x = 2/3 (read as (5/3)x it has two other roots).
    expect(latexToPlainMath('\\frac{5}{3x}')).toBe('(5/(3x))');
    const roots = solveQuestion('solve \\frac{1}{x} + \\frac{5}{3x} = 4').data?.result?.values ?? [];
    expect(roots).toHaveLength(1);
    expect(roots[0]).toBeCloseTo(2 / 3, 9);
    expect(latexToPlainMath('\\frac{2y}{7}')).toBe('((2y)/7)');
    // ln(e^3) = 3, never log10(e^3) ≈ 1.303.
    expect(solveQuestion('\\ln\\left(e^{3}\\right)').data?.result?.values?.[0]).toBeCloseTo(3, 9);
    expect(solveQuestion('\\log(1000)').data?.result?.values?.[0]).toBeCloseTo(3, 9);
    // d/dx(x² ln x) = 2x ln x + x: 3e at x = e (a base-10 log would give 2e/ln 10 + e/ln 10 there).
    const derivative =
      solveQuestion('\\frac{d}{dx}\\left(x^{2}\\ln x\\right)').data?.result?.expression ?? '';
    expect(Number(math.evaluate(derivative, { x: Math.E }))).toBeCloseTo(3 * Math.E, 9);
  });

  it('leaves plain maths alone', () => {
    expect(isLatex('2x + 3 = 7')).toBe(false);
    expect(latexToPlainMath('2x + 3 = 7')).toBe('2x + 3 = 7');
  });
});

describe('plainMathToLatex', () => {
  it('writes the engine’s working as LaTeX that KaTeX renders without errors', () => {
    const cases: Array<[string, string]> = [
      ['x = (5 ± √1) / 2', 'x = (5 \\pm  \\sqrt{1}) / 2'],
      ['x^(n-1)', 'x^{n-1}'],
      ['D = (-5)^2 - 4(1)(6) = 1', 'D = (-5)^{2} - 4(1)(6) = 1'],
      ['x ≈ 1.41 or x ≈ -1.41', 'x \\approx  1.41 \\text{ or } x \\approx  -1.41'],
      ['∫₀^π sin²(x) dx', '\\int _{0}^{\\pi} \\sin ^{2}(x) dx'],
      ['50% & more', '50\\% \\& \\text{ more }'],
      ['3x + ln(x^2 + 1) - 8 atan(x)', '3x + \\ln (x^{2} + 1) - 8 \\arctan (x)'],
      ['sec(x) tan(x) + acos(x)', '\\sec (x) \\tan (x) + \\arccos (x)'],
    ];
    for (const [plain, latex] of cases) {
      expect(plainMathToLatex(plain)).toBe(latex);
      expect(() => katex.renderToString(latex, { throwOnError: true })).not.toThrow();
    }
  });

  it('passes LaTeX through', () => {
    expect(plainMathToLatex('$\\frac{1}{2}$')).toBe('\\frac{1}{2}');
  });
});
