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

  it('reads Bin(n = …, p = …) and Po(λ), with a tail', () => {
    // C(6,0)·0.3^0·0.7^6 + C(6,1)·0.3·0.7^5 = 0.117649 + 0.302526 = 0.420175.
    near(values('X ~ Bin(n = 6, p = 0.3). Find P(X ≤ 1).'), [0.420175]);
    // e^-4 · 4^2 / 2 = 8e^-4.
    near(values('X ~ Po(4). Find P(X = 2).'), [8 * Math.exp(-4)]);
    // 1 - e^-1.5 (1 + 1.5).
    near(values('X ~ Po(1.5). Find P(X ≥ 2).'), [1 - Math.exp(-1.5) * 2.5]);
  });

  it('takes a complement in notation and an expected frequency', () => {
    near(values("P(B) = 0.62. Find P(B')"), [0.38]);
    near(values('P(E) = 3/8. What is P(not E)?'), [0.625]);
    near(
      values(
        'A biased coin lands heads with probability 0.6. It is tossed 150 times. How many heads would you expect?',
      ),
      [90],
    );
    expect(answer('P(A) = 0.4. What is P(not B)?')).toBeNull();
    expect(answer('A die lands on 6 with probability 0.2. How many sixes would you expect?')).toBeNull();
  });

  it('reads a normal distribution in words, in percent when a percentage is asked', () => {
    // z = (62 - 50) / 8 = 1.5; 1 - Φ(1.5) = 0.0668072.
    near(
      values(
        'Marks are normally distributed with mean 50 and standard deviation 8. What percentage of marks are above 62?',
      ),
      [6.68072],
    );
    near(
      values(
        'Weights are normally distributed with mean 3.2 kg and standard deviation 0.4 kg. Find the probability that a weight is less than 2.6 kg.',
      ),
      [0.0668072],
    );
    expect(
      answer(
        'Marks are normally distributed with mean 50 and standard deviation 8. What percentage of marks are between 42 and 62?',
      ),
    ).toBeNull();
  });
});
