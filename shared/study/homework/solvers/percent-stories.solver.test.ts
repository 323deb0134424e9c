import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('percentages told as stories (percent-stories.solver)', () => {
  it('finds a percentage profit or loss from the buying and selling prices', () => {
    near(values('A painting was bought for £400 and sold for £520. Work out the percentage profit.'), [30]);
    near(values('Tom bought a phone for $640 and sold it for $560. What is his percentage loss?'), [12.5]);
    expect(
      answer('Tom bought a phone for $640 and sold it for $560. What is his percentage profit?'),
    ).toBeNull();
    expect(
      answer('Tom bought 2 phones for $640 and sold them for $700. What is his percentage profit?'),
    ).toBeNull();
  });

  it('takes a percentage of a percentage of a whole', () => {
    // 60% of 250 = 150 adults; 20% of them = 30.
    near(
      values(
        'A village has 250 people and 60% of them are adults. 20% of the adults drive. How many adults drive?',
      ),
      [30],
    );
    expect(
      answer(
        'A village has 250 people and 60% of them are adults. 20% of the adults drive. How many children drive?',
      ),
    ).toBeNull();
  });

  it('reads a price that comes down after going up (percent-chain.solver)', () => {
    // 1.2 × 0.75 = 0.9: a 10% decrease overall.
    near(
      values('A price goes up 20% and then comes down 25%. What is the overall percentage change?'),
      [-10],
    );
  });
});
