import { describe, expect, it } from 'vitest';
import { near, values } from '../homework-test.util.ts';

describe('percentages one after another (percent-chain.solver)', () => {
  it('applies each percentage in order to the amount, or gives the overall change', () => {
    near(
      values(
        'A jacket costs $80. It is on sale for 25% off, and then 8% sales tax is added. What is the final price?',
      ),
      [64.8],
    );
    near(values('successive discounts of 20% and 10% on a $200 tv, what do you pay'), [144]);
    near(
      values('a salary of 40000 gets a 10% raise followed by a further 5% raise. what is the new salary?'),
      [46200],
    );
    near(
      values('a price increases by 20% and then decreases by 20%. what is the overall percent change'),
      [-4],
    );
    near(
      values(
        'a population increases by 10% one year and 20% the next. what is the total percentage increase',
      ),
      [32],
    );
  });
  it('declines a percentage whose direction is not said, or a second amount', () => {
    expect(values('a price of $50 changes by 10% and then by 20%. what is the final price?')).toBeNull();
    expect(
      values('a $50 shirt and a $30 hat are 20% off and then taxed 5%. what is the final price?'),
    ).toBeNull();
  });
});
