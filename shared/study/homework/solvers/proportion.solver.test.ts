import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('proportion in words (proportion.solver)', () => {
  it('reads direct and inverse variation, with powers and roots', () => {
    near(values('a is directly proportional to b. a = 15 when b = 3. find a when b = 11'), [55]);
    near(values('y is inversely proportional to x and y = 6 when x = 4. Find y when x = 8'), [3]);
    near(values('d is proportional to t^2, d = 20 when t = 2, find d when t = 5'), [125]);
    near(values('m varies as the square root of n. m = 12 when n = 9. find m when n = 25'), [20]);
    near(values('y is proportional to x. y = 14 when x = 4. find x when y = 49'), [14]);
  });

  it('scales with the unitary method and shares a job between workers', () => {
    near(values('4 notebooks cost $6.20. How much do 10 notebooks cost?'), [15.5]);
    near(values('A recipe for 6 people uses 450 g of rice. How much rice for 8 people?'), [600]);
    near(values('if 5 painters paint a house in 12 days how long would 3 painters take'), [20]);
    near(values('8 pumps can empty the tank in 6 hours. how many hours would 12 pumps take?'), [4]);
  });

  it('shares in a ratio when one share is known', () => {
    near(values('Ben and Cara share marbles in the ratio 2:7. Cara gets 63. How many does Ben get?'), [18]);
    near(values('sam and jo share money in the ratio 4:1. jo gets $15. how much was shared in total?'), [75]);
  });

  it('declines another thing counted, another job size and a law with no pair of values', () => {
    expect(answer('5 pens cost £3.60. How much do 8 pencils cost?')).toBeNull();
    expect(
      answer(
        '6 workers build a wall in 10 days. how long would 4 workers take to build a wall twice as long',
      ),
    ).toBeNull();
    expect(answer('y is directly proportional to x. find y when x = 7')).toBeNull();
    expect(answer('y is proportional to x^2. y = 8 when x = 2. find x when y = 32')).toBeNull();
  });
});
