import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('probabilities beyond counting (distributions.solver) and P(…) notation (probability.solver)', () => {
  it('takes the complement of one given probability, and only of one', () => {
    near(
      values('The probability it rains tomorrow is 0.35. What is the probability it does not rain?'),
      [0.65],
    );
    near(
      values('the probability that a team wins is 3/5. what is the probability that it does not win?'),
      [0.4],
    );
    expect(
      answer('the probability of red is 0.3 and of blue is 0.2. what is the probability of not red or blue?'),
    ).toBeNull();
    expect(
      answer('the probability a bulb is faulty is 0.02. what is the probability 2 bulbs are not faulty?'),
    ).toBeNull();
  });

  it('reads X ~ B(n, p) and X ~ N(μ, σ²) and the expected score of fair dice', () => {
    near(values('X ~ B(10, 0.3). Find P(X = 2)'), [0.2334744405]);
    near(values('X ~ B(8, 0.5), find P(X ≤ 2)'), [0.14453125]);
    near(values('X ~ N(100, 15^2). Find P(X < 115).'), [0.8413447461]);
    near(values('X ~ N(50, 4^2), P(X > 58)'), [0.0227501319]);
    near(values('expected value when you roll a fair die'), [3.5]);
    // N(100, 15): 15 may be the variance or the deviation.
    expect(answer('X ~ N(100, 15). Find P(X < 115).')).toBeNull();
  });

  it('reads P(blue) and P(sum greater than 9) and a "six sided" die', () => {
    near(values('A bag contains 5 red and 3 blue balls. One ball is taken at random. P(blue)?'), [0.375]);
    near(values('two dice thrown, P(sum greater than 9)?'), [1 / 6]);
    near(values('probability of rolling a 4 on a fair six sided dice'), [1 / 6]);
  });
});
