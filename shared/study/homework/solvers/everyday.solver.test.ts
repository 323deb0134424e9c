import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('everyday money and time (everyday.solver) and polynomial features (polynomial-features.solver)', () => {
  it('gives change and the time between clock times', () => {
    near(
      values(
        'I bought 3 shirts for $18 each and a pair of jeans for $45. I paid with $120. How much change do I get?',
      ),
      [21],
    );
    near(
      values('I buy a book for £6.50 and a pen for £1.25. I pay with a £10 note. how much change?'),
      [2.25],
    );
    near(values('how many minutes is it from 7:45pm to 10:20pm'), [155]);
    near(
      values(
        'A train leaves at 09:15 and arrives at 11:45. It travels 210 km. What is its average speed in km/h?',
      ),
      [84],
    );
    // One time with pm and one without: which half of the day is not certain.
    expect(answer('a film starts at 7:30 and ends at 9:05pm. how many minutes long is it')).toBeNull();
    expect(answer('I buy 3 pens and a book for £6.50. I pay with £10. how much change?')).toBeNull();
  });

  it('reads discriminants, completed squares and stationary points', () => {
    near(values('find the discriminant of 2x^2 - 5x + 4'), [-7]);
    near(values('write x^2 + 8x + 3 in the form (x + a)^2 + b. what are a and b?'), [4, -13]);
    // No letter asked: the completed square itself is the answer, as an expression (it equals the quadratic).
    expect(answer('express x^2 - 6x + 1 in the form (x - p)^2 - q')?.answer).toBe('(x - 3)^2 - 8');
    expect(values('express x^2 - 6x + 1 in the form (x - p)^2 - q')).toBeNull();
    near(values('write x^2 + 6x + 2 in the form (x + a)^2 + b. find b'), [-7]);
    expect(answer('write x^2 + 6x + 2 in the form (x + a)^2 + b. hence find the minimum value')).toBeNull();
    near(values('find the x coordinate of the stationary point of y = x^2 - 8x + 3'), [4]);
    near(values('find the x values of the turning points of y = x^3 - 3x^2 - 9x + 1'), [-1, 3]);
    expect(answer('write 2x^2 + 8x + 3 in the form (x + a)^2 + b')).toBeNull();
  });
});

describe('a bouncing ball (everyday.solver), not a reverse percentage (percentage.solver)', () => {
  it('adds the drop and every rise and fall until the ball comes to rest', () => {
    // Was answered 25 as "the original amount" ("before coming to rest" read as "the price before").
    near(
      values(
        'A ball is dropped from a height of 10 m. Each time it bounces it reaches 60% of its previous height. What is the total vertical distance it travels before coming to rest?',
      ),
      [40],
    );
    near(
      values(
        'a ball is dropped from 8 m and bounces to 3/4 of its previous height. find the total distance travelled before it comes to rest',
      ),
      [56],
    );
    expect(
      answer(
        'a ball is dropped from 10 m. each time it bounces it reaches 60% of its previous height. find the total distance travelled when it hits the ground for the 4th time',
      ),
    ).toBeNull();
    near(values('a jacket costs £42 after a 30% discount. what was the price before the discount'), [60]);
  });
});
