import { describe, expect, it } from 'vitest';
import katex from 'katex';
import { solveMath } from '../math/math-solver.engine.ts';
import { isLatex, latexToPlainMath, plainMathToLatex } from './math-notation.util.ts';

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
