import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('ratios of named parts (ratio-parts.solver)', () => {
  it('finds a part from the whole', () => {
    // 3 + 4 = 7 parts = 63 trees, one part 9: oaks 3 × 9.
    near(
      values('In a wood the ratio of oaks to beeches is 3:4. There are 63 trees. How many oaks are there?'),
      [27],
    );
    // 2 + 5 + 1 = 8 parts = 120 kg, one part 15 kg: stone 5 × 15.
    near(
      values(
        'Asphalt is made from tar, stone and sand in the ratio 2:5:1. How much stone is needed for 120 kg of asphalt?',
      ),
      [75],
    );
    near(
      values(
        'Green, red and yellow apples are in the ratio 4:1:3. There are 96 apples. How many yellow apples are there?',
      ),
      [36],
    );
  });

  it('finds another part or the whole from one part', () => {
    near(
      values(
        'The ratio of adults to children on a trip is 2:9. There are 45 children. How many adults are there?',
      ),
      [10],
    );
    // 4 parts of orange = 6 litres, one part 1.5: 4 + 3 = 7 parts.
    near(
      values(
        'Squash is mixed orange:water = 4:3. Ali has 6 litres of orange and plenty of water. What is the most squash he can make?',
      ),
      [10.5],
    );
  });

  it('solves two equal ratios with one unknown', () => {
    near(values('find y if 6 : 15 = y : 40'), [16]);
    near(values('n : 20 = 3 : 8, find n'), [7.5]);
  });

  it('declines another thing asked, a comparison, extra amounts and a whole that names a part', () => {
    expect(
      answer('The ratio of oaks to beeches is 3:4. There are 63 trees. How many birds are there?'),
    ).toBeNull();
    expect(
      answer('The ratio of cats to dogs is 2:3. There are 10 cats and 4 rabbits. How many dogs?'),
    ).toBeNull();
    expect(
      answer('The ratio of red to blue is 2:3. There are 30 counters that are red. How many blue?'),
    ).toBeNull();
    expect(answer('find y if 6 : 15 = y : z')).toBeNull();
    // 600 g of what: the flour, the sugar or the mix?
    expect(
      answer('The ratio of flour to butter is 2:1. Ben uses 600 g. How much butter does he use?'),
    ).toBeNull();
  });

  it('reads a map or model scale both ways, in the unit asked', () => {
    // 4.5 cm × 40 000 = 180 000 cm = 1.8 km.
    near(
      values(
        'A map has a scale of 1:40 000. Two farms are 4.5 cm apart on the map. How far apart are they in real life, in km?',
      ),
      [1.8],
    );
    // 30 m = 3000 cm ÷ 200 = 15 cm.
    near(
      values(
        'A model ship is built to a scale of 1:200. The real ship is 30 m long. How long is the model, in cm?',
      ),
      [15],
    );
    expect(
      answer(
        'A map has a scale of 1:40 000. Two farms are 4.5 cm apart on the map. How far apart are they in real life?',
      ),
    ).toBeNull();
  });
});
