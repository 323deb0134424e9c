import { describe, expect, it } from 'vitest';
import { sameFunction } from '../../math/expression-syntax.util.ts';
import { math } from '../../math/math-expression.util.ts';
import { answer, near, values } from '../homework-test.util.ts';

const expressionOf = (q: string) => answer(q)?.result?.expression ?? null;
const same = (got: string | null, want: string) => {
  expect(got).not.toBeNull();
  expect(sameFunction(math.parse(got ?? ''), math.parse(want), 'x')).toBe(true);
};

describe('functions and lines (functions.solver)', () => {
  it('writes composites and linear inverses as expressions', () => {
    same(expressionOf('f(x) = x^2 + 1 and g(x) = 2x - 3. find f(g(x))'), '4x^2 - 12x + 10');
    same(expressionOf('if f(x)=3x+2 and g(x)=x^2 what is g(f(x))'), '9x^2 + 12x + 4');
    same(expressionOf('f(x) = 2x + 1, g(x) = x - 4. find fg(x)'), '2x - 7');
    same(expressionOf('f(x) = 4x - 7, find f^-1(x)'), 'x/4 + 7/4');
    same(expressionOf('Find the inverse of f(x) = (2x + 1)/3'), '3x/2 - 1/2');
    // x² has no inverse on all of its domain: declined.
    expect(answer('f(x) = x^2. find the inverse')).toBeNull();
  });

  it('solves f(x) = k, finds where a line crosses an axis and lines through a point', () => {
    near(values('f(x) = 5x - 3. solve f(x) = 17'), [4]);
    near(values('where does y = 2x - 8 cross the x axis? (x value)'), [4]);
    same(
      expressionOf('find the equation of the line perpendicular to y = 2x + 1 through the point (4, 3)'),
      '5 - x/2',
    );
    same(expressionOf('find the line parallel to y = 3x - 2 passing through (1, 5)'), '3x + 2');
  });
});

describe('a line parallel or perpendicular to a given one: one of its numbers (functions.solver)', () => {
  it('gives its gradient, or its y-intercept through a point named first', () => {
    near(values('What is the slope of a line perpendicular to y = 2x + 9?'), [-0.5]);
    near(values('find the gradient of any line parallel to y = 5 - 3x'), [-3]);
    // m = -1/(-2) = 0.5; c = 5 - 0.5 × 2 = 4
    near(
      values('A line passes through (2, 5) and is perpendicular to y = -2x + 1. What is its y-intercept?'),
      [4],
    );
    // m = 4; c = 3 - 4 × (-1) = 7
    near(values('the line through (-1, 3) parallel to y = 4x - 2: what is its y-intercept?'), [7]);
  });

  it('declines what it does not read of that line', () => {
    expect(
      values(
        'A line passes through (2, 5) and is perpendicular to y = -2x + 1. Where does it cross the x-axis?',
      ),
    ).toBeNull();
  });
});

describe('where two straight lines meet (functions.solver)', () => {
  it('gives the point, or the one coordinate asked', () => {
    // 4 - x = 2x - 5 → x = 3, y = 1
    near(values('At what point does y = 4 - x cross y = 2x - 5?'), [3, 1]);
    near(values('find the point of intersection of the lines y = 0.5x + 2 and y = -x + 8'), [4, 4]);
    near(values('What is the y-coordinate of the point where y = 3x + 1 and y = x + 7 meet?'), [10]);
  });

  it('declines parallel lines and a question that goes on past the point', () => {
    expect(values('where do the lines y = 2x + 1 and y = 2x + 5 cross?')).toBeNull();
    expect(
      values(
        'find the point where y = x + 1 meets y = 3x - 3, then the area of the triangle they make with the x-axis',
      ),
    ).toBeNull();
  });
});
