import { describe, expect, it } from 'vitest';
import { near, values } from '../homework/homework-test.util.ts';

describe('the limit (1 + a/n)^(bn) at infinity (calculus-steps)', () => {
  it('is e^(ab), whatever the letter and the constants', () => {
    near(values('find the limit of (1 + 3/t)^t as t tends to infinity'), [Math.exp(3)]);
    near(values('limit of (1 - 1/x)^(4x) as x approaches infinity'), [Math.exp(-4)]);
    near(values('lim as n → ∞ of (1 + 1/(2n))^n'), [Math.exp(0.5)]);
  });

  it('declines a power that is not of that form', () => {
    // (1 + 1/n²)^n tends to 1 and (1 + 1/n)^(n²) to infinity: neither is e^(ab).
    expect(values('limit of (1 + 1/n^2)^n as n tends to infinity')).toBeNull();
    expect(values('limit of (1 + 1/n)^(n^2) as n tends to infinity')).toBeNull();
    expect(values('limit of (3 + 1/n)^n as n tends to infinity')).toBeNull();
  });
});
