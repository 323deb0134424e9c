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

  it('taxes the income above a tax-free amount', () => {
    // (45000 - 10000) × 25% = 8750.
    near(
      values(
        'Ravi earns $45,000 a year. The first $10,000 is tax free and the rest is taxed at 25%. How much tax does he pay?',
      ),
      [8750],
    );
    expect(
      answer(
        'Ravi earns $45,000 a year. The first $10,000 is tax free and the rest is taxed at 25%. How much does he take home?',
      ),
    ).toBeNull();
  });

  it('reads a depreciation per annum (percentage.solver)', () => {
    // 50000 × 0.9^3 = 36450.
    near(
      values('A van bought for £50000 depreciates at 10% per annum. What is its value after 3 years?'),
      [36450],
    );
  });
});
