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

  it('counts a team with a number of each of two kinds', () => {
    // 7C2 × 5C3 = 21 × 10.
    near(
      values(
        'A committee of 2 women and 3 men is chosen from 7 women and 5 men. How many different committees are possible?',
      ),
      [210],
    );
    expect(
      answer('A team of 2 women and 3 men is chosen from 7 women and 5 dogs. How many teams are possible?'),
    ).toBeNull();
    expect(
      answer(
        'A team of 2 girls and 1 boy is chosen from 6 girls and 4 boys, then a captain is picked. How many ways?',
      ),
    ).toBeNull();
  });

  it('counts the letters asked of a word, repeats included', () => {
    near(
      values(
        'A letter is chosen at random from the word MISSISSIPPI. What is the probability it is an S or a P?',
      ),
      [6 / 11],
    );
    near(
      values(
        'A letter is picked at random from the word EQUATION. Find the probability that it is a consonant.',
      ),
      [3 / 8],
    );
    expect(
      answer('A letter is chosen at random from the word MATHS. What is the probability it is a 7?'),
    ).toBeNull();
  });
});

describe('trials told one after another (probability.solver)', () => {
  it('declines the next trial after results seen and rolls until something first happens', () => {
    expect(
      answer('A coin has come up tails 4 times running. What is the probability the next flip is tails?'),
    ).toBeNull();
    expect(
      answer(
        'A fair die is thrown until a 3 appears. Find the probability that the first 3 is on the 2nd throw.',
      ),
    ).toBeNull();
    expect(
      answer(
        'I have rolled a die 3 times and got a six each time. what is the chance the next roll is a six',
      ),
    ).toBeNull();
  });
});
