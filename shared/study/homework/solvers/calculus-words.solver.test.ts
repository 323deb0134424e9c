import { describe, expect, it } from 'vitest';
import { math } from '../../math/math-expression.util.ts';
import { answer, near, values } from '../homework-test.util.ts';

/** The line an answer states, read at two x values (so 3x - 2 and -2 + 3x agree). */
function lineThrough(question: string): [number, number] | null {
  const expression = answer(question)?.result?.expression;
  if (expression === undefined) return null;
  const at = (x: number) => Number(math.evaluate(expression, { x }));
  return [at(0), at(1)];
}

describe('tangents, normals and slopes at a point (calculus-words.solver)', () => {
  it('gives the tangent line, worded in several ways', () => {
    near(lineThrough('find the equation of the tangent to y = x^2 + 3x at x = 1'), [-1, 4]);
    near(lineThrough('Tangent line to f(x) = 2x^3 - x at x = -1?'), [4, 9]);
    near(lineThrough('What is the equation of the tangent line to y = sin x at x = 0'), [0, 1]);
    near(lineThrough('find the tangent to the curve y = e^x at the point (0, 1)'), [1, 2]);
  });

  it('gives the normal line, perpendicular to the tangent', () => {
    // y = x^2 - 4x + 1 at (3, -2): tangent slope 2, normal slope -1/2 through (3, -2).
    near(
      lineThrough('Find the equation of the normal to the curve y = x^2 - 4x + 1 at the point (3, -2)'),
      [-0.5, -1],
    );
    near(lineThrough('equation of the normal to y = 1/x at x = 2'), [-7.5, -3.5]);
  });

  it('gives the slope asked at a point', () => {
    near(values('find the gradient of y = x^3 - 2x at x = 2'), [10]);
    near(values('Find the gradient of the curve y = 3x^2 + 2x - 1 at the point where x = 4'), [26]);
    near(values('slope of the tangent to f(x) = x^4 at x = -2'), [-32]);
  });

  it('declines a point off the curve, a vertical normal and a curve with another letter', () => {
    expect(answer('Find the equation of the normal to y = x^2 at the point (3, 10)')).toBeNull();
    expect(answer('equation of the normal to y = x^2 + 1 at x = 0')).toBeNull();
    expect(answer('equation of the tangent to y = a x^2 at x = 1')).toBeNull();
  });
});
