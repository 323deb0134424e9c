import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

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

describe('a chain of percentages told backward (percent-chain.solver)', () => {
  it('divides the end amount by the factor when the start is asked, and reads no end amount as a start', () => {
    near(
      values(
        'A coat went up in price by 25% and was then reduced by 10%. It now costs £90. What was the price before the changes?',
      ),
      [80],
    );
    near(values('a salary rose 10% then fell 10% and is now 29700. what was it originally'), [30000]);
    // The end amount given, the start not asked: not read as a start.
    expect(
      answer('Prices rose by 5% and then by 10%. A bike now costs $231. How much is the rise?'),
    ).toBeNull();
  });
});

describe('the size of an overall change named by a noun (percent-chain.solver)', () => {
  it('gives the size when the change is named as a reduction, discount or growth, and declines the wrong way', () => {
    near(
      values('Two successive discounts of 25% and 10% are given. What is the overall percentage discount?'),
      [32.5],
    );
    near(values('sales fell by 10% and then by a further 5%. find the total percentage reduction'), [14.5]);
    // Named a reduction, but the prices rose overall: declined.
    expect(
      answer('a price rises by 30% and then falls by 10%. what is the overall percentage reduction'),
    ).toBeNull();
  });
});
