import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('quadratic word problems with one positive root (quadratic-stories.solver)', () => {
  it('finds consecutive positive integers from their product', () => {
    near(values('The product of two consecutive positive integers is 156. Find the smaller integer.'), [12]);
    near(values('the product of two consecutive positive even integers is 168. what are they?'), [12, 14]);
    near(values('The product of 2 consecutive positive odd integers is 143. find the larger integer'), [13]);
    // Not said positive: -13 and -12 fit too.
    expect(answer('The product of two consecutive integers is 156. Find the smaller integer.')).toBeNull();
    // 150 is no product of consecutive integers.
    expect(answer('The product of two consecutive positive integers is 150. Find the smaller.')).toBeNull();
  });

  it('finds a rectangle side from its area and how much longer the length is', () => {
    near(
      values("A rectangle's length is 4 cm more than its width and its area is 60 cm². Find the width."),
      [6],
    );
    near(
      values('the width of a rectangle is 5 m less than its length. its area is 84 m^2. what is the length?'),
      [12],
    );
    expect(
      answer("A rectangle's length is 4 cm more than its width and its area is 60 cm². Find its perimeter."),
    ).toBeNull();
  });

  it('reads a rectangle that is k longer than it is wide', () => {
    // w(w + 5) = 84 → w = 7, length 12.
    near(
      values('A rectangular pool is 5 m longer than it is wide and its area is 84 m². Find its length.'),
      [12],
    );
    expect(
      answer('A rectangular pool is 5 m longer than it is wide and its area is 84 m². Find its depth.'),
    ).toBeNull();
  });
});
