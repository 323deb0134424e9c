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

  it('reads the pair of values written "when x = …, y = …"', () => {
    near(values('h is directly proportional to t^3. When t = 2, h = 40. Find h when t = 3.'), [135]);
    near(values('m is inversely proportional to n. If n = 8, m = 5. Find m when n = 10.'), [4]);
  });

  it('scales one amount of a recipe with several, and a rate given per block of units', () => {
    // 150 ml for 6 → 25 ml each → 350 ml for 14.
    near(
      values('A recipe for 6 people needs 400 g of rice and 150 ml of stock. How much stock for 14 people?'),
      [350],
    );
    near(
      values(
        'A recipe makes 12 muffins with 3 eggs, 200 g of sugar and 250 g of flour. How many eggs are needed for 20 muffins?',
      ),
      [5],
    );
    // 4.8 kg per 60 m → 0.08 kg/m → 18 kg for 225 m.
    near(
      values('A painter uses 4.8 kg of paint per 60 m of fence. How many kg does he need for 225 m?'),
      [18],
    );
  });

  it('declines an amount not in the recipe and a rate with a second distance', () => {
    expect(
      answer(
        'A recipe makes 12 muffins with 3 eggs and 250 g of flour. How much butter is needed for 20 muffins?',
      ),
    ).toBeNull();
    expect(
      answer(
        'A lorry uses 30 litres of fuel per 100 km. How many litres does it need for a 150 km trip and a 20 km detour?',
      ),
    ).toBeNull();
  });

  it('adds (or subtracts) two rates on one job', () => {
    // 1/10 + 1/15 = 1/6 of the pool an hour.
    near(
      values(
        'Hose P fills a pool in 10 hours and hose Q fills it in 15 hours. How long do they take together?',
      ),
      [6],
    );
    // 1/8 - 1/24 = 1/12 of the sink a minute.
    near(
      values(
        'A tap fills a sink in 8 minutes and a leak drains it in 24 minutes. With both open, how many minutes to fill it?',
      ),
      [12],
    );
    expect(
      answer('Hose P fills a pool in 10 hours and hose Q fills it in 45 minutes. How long together?'),
    ).toBeNull();
    expect(
      answer(
        'Hose P fills a pool in 10 hours and hose Q fills it in 15 hours. How long together, in minutes?',
      ),
    ).toBeNull();
  });

  it('scales heights by their shadows', () => {
    // 1.8 / 2.4 × 16 = 12.
    near(
      values(
        'A man 1.8 m tall casts a shadow 2.4 m long. At the same time a pole casts a shadow of 16 m. How tall is the pole?',
      ),
      [12],
    );
    near(
      values(
        'A post 2 m tall casts a 3 m shadow. How long is the shadow of a 15 m tall tower at the same time?',
      ),
      [22.5],
    );
    expect(
      answer(
        'A man 1.8 m tall casts a shadow 240 cm long. A pole casts a shadow of 16 m. How tall is the pole?',
      ),
    ).toBeNull();
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
