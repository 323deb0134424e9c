import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('one-relation word problems (linear-stories.solver, ages and tickets in story-problem.solver)', () => {
  it('undoes a "think of a number" chain', () => {
    near(values('I think of a number, double it and add 5. The answer is 17. What is my number?'), [6]);
    near(
      values('Think of a number, add 4, then multiply by 5. The result is 45. What number did I think of?'),
      [5],
    );
    near(
      values('Sam thinks of a number, divides it by 4 and then subtracts 3. He gets 2. What was the number?'),
      [20],
    );
    expect(
      answer('I think of a number, square it and add 5. The answer is 30. What is my number?'),
    ).toBeNull();
  });

  it('closes a gap towards each other and mixes two strengths', () => {
    near(
      values(
        'Two trains are 450 km apart and travel towards each other at 100 km/h and 125 km/h. How long until they meet?',
      ),
      [2],
    );
    near(
      values(
        'two cyclists 36 miles apart ride toward each other at 10 mph and 8 mph. after how many hours do they meet?',
      ),
      [2],
    );
    near(
      values(
        'How many litres of a 10% salt solution must be mixed with 6 L of a 40% salt solution to make a 20% solution?',
      ),
      [12],
    );
    // 60% is not between 20% and 50%: no such mixture.
    expect(
      answer(
        'How many litres of a 20% acid solution must be mixed with 10 L of a 50% solution to get a 60% solution?',
      ),
    ).toBeNull();
  });

  it('solves a fixed charge plus a rate, and saving towards a target', () => {
    near(
      values('A taxi charges £3 plus £2 per mile. The fare was £19. How many miles was the journey?'),
      [8],
    );
    near(
      values(
        'A gym charges a $40 joining fee plus $12 per month. Jo has paid $148 in total. How many months has she been a member?',
      ),
      [9],
    );
    near(
      values('Lena saves $15 a week. how many weeks until she can buy a $240 bike if she already has $45?'),
      [13],
    );
    // 110 / 20 = 5.5 weeks: six weeks are needed.
    near(
      values(
        'Omar has already saved £30 and saves £20 a week. How many weeks until he can afford a £140 game console?',
      ),
      [6],
    );
  });

  it('reads two numbers from their sum and difference, and a rectangle side', () => {
    near(values('Two numbers add up to 56 and their difference is 14. What are the numbers?'), [35, 21]);
    near(values('the sum of two numbers is 40 and their difference is 6. find the larger number'), [23]);
    near(values('the perimeter of a rectangle is 46 cm and its length is 15 cm. find the width'), [8]);
    near(values('the area of a rectangle is 84 cm^2 and its width is 7 cm. what is its length?'), [12]);
    // A side given relative to the other ("4 cm more than its width") is not a known side: it is read as the
    // quadratic w(w + 4) = 60 (quadratic-stories.solver), not as width 60 / 4.
    near(
      values("A rectangle's length is 4 cm more than its width and its area is 60 cm². Find the width."),
      [6],
    );
  });

  it('reads ages with "him" and an age difference without "than", and priced tickets sold', () => {
    near(
      values(
        'Maria is 4 times as old as her son. In 20 years she will be twice as old as him. How old is the son now?',
      ),
      [10],
    );
    near(
      values(
        'The sum of the ages of a mother and daughter is 50. The mother is 26 years older. How old is the daughter?',
      ),
      [12],
    );
    near(
      values(
        'Tickets cost $8 for adults and $5 for children. 200 tickets were sold for $1330. How many adult tickets were sold?',
      ),
      [110],
    );
  });

  it('finds where two plans of a fixed charge plus a rate cost the same', () => {
    // 20 + 0.5n = 8 + 0.8n → n = 40.
    near(
      values(
        'Gym A charges $20 plus $0.50 per visit; gym B charges $8 plus $0.80 per visit. For how many visits do they cost the same?',
      ),
      [40],
    );
    expect(
      answer(
        'Plan A costs $20 plus $0.50 per text; plan B costs $8 plus $0.80 per minute. When do they cost the same?',
      ),
    ).toBeNull();
  });

  it('mixes two grades by price', () => {
    // 5x + 9(40 - x) = 6 × 40 → 4x = 120, x = 30 kg at $5, so 10 kg at $9.
    near(
      values(
        'Tea at $5 per kg is mixed with tea at $9 per kg to make 40 kg worth $6 per kg. How many kg of the $9 tea are needed?',
      ),
      [10],
    );
    expect(
      answer(
        'Tea at $5 per kg is mixed with tea at $9 per kg to make 40 kg worth $6 per kg. How many kg of the $7 tea are needed?',
      ),
    ).toBeNull();
  });

  it("splits a boat's speed from the current's, up and down a river", () => {
    // Up 36/4 = 9, down 36/3 = 12: boat 10.5, current 1.5.
    near(
      values(
        'A canoe travels 36 km upstream in 4 hours and the same distance downstream in 3 hours. Find the speed of the canoe in still water.',
      ),
      [10.5],
    );
    near(
      values(
        'A ferry goes 45 km upstream in 5 hours and 45 km downstream in 3 hours. Find the speed of the current.',
      ),
      [3],
    );
    expect(
      answer('A ferry goes 45 km upstream in 5 hours and 45 km downstream in 3 hours. How far is it?'),
    ).toBeNull();
  });

  it('shares a fixed cost plus a cost per person equally', () => {
    // (600 + 25 × 30) ÷ 30 = 45.
    near(
      values(
        'A class party costs £600 for the hall plus £25 per guest. 30 guests come and split the cost equally. How much does each guest pay?',
      ),
      [45],
    );
    expect(
      answer(
        'A class party costs £600 for the hall plus £25 per guest. 30 guests come and split the cost equally. How much does each child pay?',
      ),
    ).toBeNull();
  });

  it('pays overtime above a number of hours', () => {
    // 40 × 12 + 5 × 2 × 12 = 480 + 120.
    near(
      values(
        'Joe is paid $12 per hour, with double time for hours over 40 in a week. He works 45 hours. How much does he earn?',
      ),
      [600],
    );
    expect(
      answer(
        'Joe is paid $12 per hour, with double time for hours over 40 in a week. He works 45 hours. How many hours are overtime?',
      ),
    ).toBeNull();
  });
});
