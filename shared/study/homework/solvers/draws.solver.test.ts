import { describe, expect, it } from 'vitest';
import { near, values } from '../homework-test.util.ts';

describe('probability over several draws, events and a die with a coin (draws.solver)', () => {
  it('counts repeated draws with and without replacement', () => {
    near(
      values(
        'Two cards are drawn without replacement from a standard 52-card deck. What is P(both are aces)?',
      ),
      [1 / 221],
    );
    near(
      values(
        'A jar has 8 black and 4 white marbles. Two marbles are drawn with replacement. What is the probability of getting one of each colour?',
      ),
      [4 / 9],
    );
    near(
      values(
        'a bag contains 5 red and 3 green marbles. 2 marbles are drawn without replacement. what is the probability that at least one is green',
      ),
      [9 / 14],
    );
    near(
      values(
        'a box has 4 red and 6 blue pens, two are picked at random without replacement. probability of a red then a blue',
      ),
      [4 / 15],
    );
    near(
      values('a bag has 6 red 4 green sweets. two taken without replacement. probability both same colour'),
      [7 / 15],
    );
    near(values('from a deck, 2 cards drawn without replacement, probability that neither is a king'), [
      188 / 221,
    ]);
    near(
      values(
        'a bag has 2 red and 3 blue balls. a ball is drawn and not replaced, then another is drawn. what is the probability both are blue?',
      ),
      [0.3],
    );
    near(values('how many different 5 card hands can be dealt from a 52 card deck'), [2598960]);
  });
  it('combines events given by their probabilities, and a die with a coin', () => {
    near(values('A and B are independent events with P(A) = 0.4 and P(B) = 0.5. Find P(A ∪ B).'), [0.7]);
    near(values('P(A) = 0.3, P(B)=0.5, P(A and B) = 0.1, find P(A or B)'), [0.7]);
    near(values('events A and B are mutually exclusive, P(A)=0.2, P(B)=0.35, what is P(A or B)'), [0.55]);
    near(values('A die is rolled and a coin is tossed. What is the probability of getting a 6 and heads?'), [
      1 / 12,
    ]);
    near(values('roll a die and flip a coin, probability of an even number and tails'), [0.25]);
  });
  it('declines draws whose replacement is not said, and events whose relation is not given', () => {
    expect(values('a bag has 3 red and 5 blue balls. two are drawn. probability both red')).toBeNull();
    expect(values('P(A) = 0.4 and P(B) = 0.5. Find P(A ∪ B).')).toBeNull();
    expect(values('two dice are rolled and a coin is tossed. probability of two sixes and heads')).toBeNull();
  });

  it('reads a draw eaten before the next as not replaced', () => {
    // 2 × (4/10 × 6/9) = 48/90.
    near(
      values(
        'A box has 4 green and 6 blue counters. Lily takes a counter at random, keeps it, then takes another. What is the probability that the two counters are different colours?',
      ),
      [48 / 90],
    );
  });
});

describe('several probabilities asked in one clause (draws.solver eventAlgebra)', () => {
  it('answers every one asked, in order', () => {
    // 0.6 + 0.3 - 0.2 = 0.7; 0.2 / 0.6 = 1/3; 0.2 / 0.3 = 2/3.
    near(values('P(A) = 0.6, P(B) = 0.3 and P(A ∩ B) = 0.2. Work out P(A ∪ B), P(B | A) and P(A | B).'), [
      0.7,
      1 / 3,
      2 / 3,
    ]);
  });

  it('declines all when one of them cannot be found', () => {
    // Without P(A ∩ B) (nor independence), neither the union nor the conditional is known.
    expect(values("P(A) = 0.6 and P(B) = 0.3. find P(A') and P(A | B)")).toBeNull();
  });
});
