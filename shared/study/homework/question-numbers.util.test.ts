import { describe, expect, it } from 'vitest';
import { near, values } from './homework-test.util.ts';

describe('a number in scientific notation is one datum (question-numbers.util)', () => {
  it('counts as used when the working shows its value, however written', () => {
    // pH = -log10(7.5 × 10^-4) = 3.12494: the working writes 0.00075, never the "7.5" alone.
    near(values('Calculate the pH of a solution in which [H+] = 7.5 × 10^-4 mol/dm³'), [3.124939]);
  });

  it('still declines an answer that leaves a second one out', () => {
    expect(values('Find the pH when [H+] = 2.5 × 10^-4 mol/dm³ and [OH-] = 3 x 10^-9')).toBeNull();
  });
});
