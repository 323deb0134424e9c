import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('polynomial features in words (polynomial-features.solver)', () => {
  it('reads discriminants, completed squares and stationary points', () => {
    near(values('find the discriminant of 2x^2 - 5x + 4'), [-7]);
    near(values('write x^2 + 8x + 3 in the form (x + a)^2 + b. what are a and b?'), [4, -13]);
    // No letter asked: the completed square itself is the answer, as an expression (it equals the quadratic).
    expect(answer('express x^2 - 6x + 1 in the form (x - p)^2 - q')?.answer).toBe('(x - 3)^2 - 8');
    expect(values('express x^2 - 6x + 1 in the form (x - p)^2 - q')).toBeNull();
    near(values('write x^2 + 6x + 2 in the form (x + a)^2 + b. find b'), [-7]);
    expect(answer('write x^2 + 6x + 2 in the form (x + a)^2 + b. hence find the minimum value')).toBeNull();
    near(values('find the x coordinate of the stationary point of y = x^2 - 8x + 3'), [4]);
    near(values('find the x values of the turning points of y = x^3 - 3x^2 - 9x + 1'), [-1, 3]);
    expect(answer('write 2x^2 + 8x + 3 in the form (x + a)^2 + b')).toBeNull();
  });
});
