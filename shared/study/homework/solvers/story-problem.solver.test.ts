import { describe, expect, it } from 'vitest';
import { near, values } from '../homework-test.util.ts';

describe('multi-step word problems (story-problem.solver)', () => {
  it('solves two kinds with a total count and a total value: tickets, coins, heads and legs', () => {
    near(
      values(
        'Tickets to a school play cost $8 for adults and $5 for children. 120 tickets were sold for a total of $780. How many adult tickets were sold?',
      ),
      [60],
    );
    near(
      values(
        'adult tickets cost $12 and student tickets cost $7. 200 tickets were sold and $1900 was collected. how many student tickets were sold',
      ),
      [100],
    );
    near(
      values('Jack has $2.15 in dimes and quarters. He has 11 coins in all. How many quarters does he have?'),
      [7],
    );
    near(
      values('a farmer has chickens and cows. there are 30 heads and 74 legs. how many cows are there?'),
      [7],
    );
  });
  it('solves ages now from relations at two times, or a relation and a sum', () => {
    near(
      values(
        'Tom is 3 times as old as his son. In 12 years Tom will be twice as old as his son. How old is the son now?',
      ),
      [12],
    );
    near(
      values('Ann is 6 years older than Ben. 4 years ago she was twice as old as Ben. How old is Ben now?'),
      [10],
    );
    near(
      values(
        'the sum of the ages of a father and son is 50. the father is 4 times as old as the son. how old is the son?',
      ),
      [10],
    );
  });
  it('answers work together, average speed over two legs, gcd and lcm groups, a ratio with a difference', () => {
    near(
      values('pipe A fills a tank in 4 hours and pipe B fills it in 6 hours. how long to fill it together?'),
      [2.4],
    );
    near(
      values('A train travels 120 km at 60 km/h and then 90 km at 45 km/h. What is its average speed?'),
      [52.5],
    );
    near(
      values('sara drives for 2 hours at 50 mph and then 3 hours at 70 mph. what was her average speed?'),
      [62],
    );
    near(
      values(
        'a car goes to a town at 40 km/h and returns at 60 km/h. what is the average speed for the whole trip',
      ),
      [48],
    );
    near(
      values(
        'Maria has 36 red beads and 60 blue beads. She wants to make identical bracelets using all the beads with none left over. What is the greatest number of bracelets she can make?',
      ),
      [12],
    );
    near(
      values(
        'one bus leaves every 12 minutes and another every 18 minutes. they both leave at 8:00. how many minutes until they leave together again?',
      ),
      [36],
    );
    near(
      values(
        'In a bag the ratio of red to blue marbles is 2:7. There are 35 more blue marbles than red ones. How many red marbles are there?',
      ),
      [14],
    );
  });
  it('declines what it does not fully read', () => {
    // Packs of each: the answer would be two numbers of packs, not the common amount.
    expect(
      values(
        'hot dogs come in packs of 10 and buns in packs of 8. what is the smallest number of packs of each you can buy to have the same number',
      ),
    ).toBeNull();
    // A number that is neither a price, the count nor the total.
    expect(
      values(
        'Tickets cost $8 for adults and $5 for children. 120 tickets were sold for a total of $780 on 3 nights. How many adult tickets were sold?',
      ),
    ).toBeNull();
    // A pipe that empties the tank is not a rate that adds: it takes away (proportion.solver), 1/4 - 1/6 = 1/12.
    near(
      values(
        'pipe A fills a tank in 4 hours and pipe B empties it in 6 hours. how long to fill it together?',
      ),
      [12],
    );
    // Asked about a future age: not the age now.
    expect(
      values(
        'Tom is 3 times as old as his son. In 12 years Tom will be twice as old as his son. How old will the son be in 12 years?',
      ),
    ).toBeNull();
  });
  it('reads a height given as a quadratic in time: landing, and the peak time or height', () => {
    near(
      values(
        "A ball's height in feet after t seconds is h = -16t² + 64t + 80. After how many seconds does it hit the ground?",
      ),
      [5],
    );
    near(values('h = -16t^2 + 32t + 48, when does the ball land'), [3]);
    near(values('the height of a rocket is h = -5t^2 + 40t. what is the maximum height'), [80]);
    near(values('h(t) = -4.9t^2 + 19.6t + 2, when does it reach its maximum height?'), [2]);
    expect(values('h = 16t^2 + 32t + 48, when does the ball land')).toBeNull();
  });
});
