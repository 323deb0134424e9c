import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('sequences and functions (sequence-function.solver)', () => {
  it('answers terms, sums, the common difference or ratio and the nth-term formula', () => {
    near(values('find the 10th term of the arithmetic sequence 3, 7, 11, ...'), [39]);
    near(values('what is the sum of the first 20 terms of 2, 5, 8, ...'), [610]);
    near(values('find the 8th term of the geometric sequence 2, 6, 18, ...'), [4374]);
    near(values('sum of the first 6 terms of the geometric series 3 + 6 + 12 + ...'), [189]);
    near(values('sum to infinity of 8 + 4 + 2 + ...'), [16]);
    near(values('what is the common ratio of 5, 15, 45, ...'), [3]);
    near(
      values(
        'the first term of an arithmetic sequence is 4 and the common difference is 3. find the 15th term',
      ),
      [46],
    );
    near(values('a geometric sequence has first term 3 and common ratio 2, what is the 6th term'), [96]);
    expect(answer('the nth term of 5, 8, 11, 14')?.result?.expression).toBe('3 * n + 2');
  });
  it("answers a function's value, a composition, and a quadratic's vertex, axis and intercept", () => {
    near(values('f(x) = 2x + 3, find f(4)'), [11]);
    near(values('if f(x) = x^2 - 3x + 2, what is f(-2)?'), [12]);
    near(values('f(x) = 2x+1 and g(x) = x^2, find f(g(3))'), [19]);
    near(values('find the vertex of y = x^2 - 4x + 3'), [2, -1]);
    near(values('what is the axis of symmetry of y = 2x^2 + 8x - 1'), [-2]);
    near(values('find the y-intercept of y = 3x^2 - 2x + 7'), [7]);
  });
  it("gives the one coordinate of a turning point that is asked, and declines 'where' without naming it", () => {
    near(values('What is the x-coordinate of the vertex of y = 3x^2 - 12x + 1?'), [2]);
    near(values('give the y coordinate of the maximum point of f(x) = -x^2 + 6x - 4'), [5]);
    near(values('find the x value of the turning point of y = x^2 + 10x using calculus'), [-5]);
    expect(values('where is the minimum point of y = x^2 - 2x + 9')).toBeNull();
  });

  it('declines a list that fits no single rule, or a rule named that the terms do not follow', () => {
    expect(values('1, 4, 9, 16, find the 10th term')).toBeNull();
    expect(values('find the 5th term of 2, 4, 8')).toBeNull();
    expect(values('find the 10th term of the geometric sequence 3, 7, 11, ...')).toBeNull();
    expect(values('find the maximum value of y = x^2 - 4x + 3')).toBeNull();
  });
});
