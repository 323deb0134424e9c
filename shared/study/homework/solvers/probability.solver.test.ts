import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('one outcome repeated in a row (probability.solver)', () => {
  it('multiplies the chance of each independent trial', () => {
    near(values('whats the chance of rolling a five twice in a row'), [1 / 36]);
    near(values('what is the probability of rolling a 6 three times in a row'), [1 / 216]);
    near(values('probability of flipping tails 3 times in a row'), [1 / 8]);
    near(values('three sixes in a row, what is the probability'), [1 / 216]);
    near(values('probability of 4 heads in a row'), [1 / 16]);
  });

  it('declines a biased coin or a die that is not six-sided', () => {
    expect(answer('probability of heads 3 times in a row if P(heads) = 0.6')).toBeNull();
    expect(answer('probability of a six twice in a row on a 10-sided die')).toBeNull();
  });
});
