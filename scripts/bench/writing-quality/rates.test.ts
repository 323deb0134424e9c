import { describe, expect, it } from 'vitest';
import { upperBound95 } from './rates.ts';

describe('upperBound95', () => {
  it('matches the exact one-sided Clopper-Pearson bound on small counts', () => {
    // k = 0: the bound solves (1 - p)^n = 0.05.
    expect(upperBound95(0, 100)).toBeCloseTo(1 - 0.05 ** (1 / 100), 6);
    // 7 of 4,700: about the Poisson bound chi2(0.95, 16) / 2 = 13.15 events.
    expect(upperBound95(7, 4700)).toBeCloseTo(13.15 / 4700, 5);
    expect(upperBound95(5, 5)).toBe(1);
  });

  it('stays above the rate for thousands of texts and common events (no underflow)', () => {
    const bound = upperBound95(3000, 6000);
    // Normal approximation: 0.5 + 1.645 * sqrt(0.25 / 6000).
    expect(bound).toBeGreaterThan(0.5);
    expect(bound).toBeCloseTo(0.5 + 1.645 * Math.sqrt(0.25 / 6000), 3);
    expect(upperBound95(2500, 40000)).toBeGreaterThan(2500 / 40000);
  });
});
