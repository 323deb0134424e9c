import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('everyday money and time (everyday.solver)', () => {
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
