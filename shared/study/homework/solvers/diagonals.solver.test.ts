import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('diagonals by Pythagoras (diagonals.solver)', () => {
  it('finds the diagonal of a rectangle or a square', () => {
    near(values('What is the length of the diagonal of a rectangle 8 m by 15 m?'), [17]);
    near(values('A rectangle has width 20 cm and length 21 cm. Find its diagonal.'), [29]);
    near(values('How long is the diagonal of a square of side 5 cm?'), [5 * Math.SQRT2]);
  });

  it('finds the space diagonal of a cuboid or a cube', () => {
    near(values('A cuboid measures 2 cm by 3 cm by 6 cm. Find the length of its space diagonal.'), [7]);
    near(values('Find the space diagonal of a cube with side 10 cm.'), [10 * Math.sqrt(3)]);
  });

  it('declines a solid with two sides, a flat shape asked a space diagonal and an extra number', () => {
    expect(answer('Find the space diagonal of a cuboid 3 cm by 4 cm.')).toBeNull();
    expect(answer('Find the space diagonal of a rectangle 3 cm by 4 cm.')).toBeNull();
    expect(
      answer('A rectangle 6 cm by 8 cm has a 1 cm border. Find the diagonal of the rectangle.'),
    ).toBeNull();
  });
});

// geometry.solver's readings met beside the diagonals (its own test file is being written on another branch).
describe('polygon sides and cuboid surfaces in words (geometry.solver)', () => {
  it('finds the sides of a regular polygon named between the angle and its size', () => {
    near(values('Each interior angle of a regular polygon is 162°. How many sides does it have?'), [20]);
    near(values('Each exterior angle of a regular polygon is 40°. How many sides does it have?'), [9]);
    expect(
      answer('Each interior angle of a regular polygon is 100°. How many sides does it have?'),
    ).toBeNull();
  });

  it('shows the three edges of a cuboid in its surface area', () => {
    // 2(6 × 2.5 + 2.5 × 4 + 6 × 4) = 2(15 + 10 + 24).
    near(values('A cuboid is 6 cm by 2.5 cm by 4 cm. Find its total surface area.'), [98]);
  });

  it('reads a distance from the foot and a side asked of an angle already given', () => {
    // 25 tan 40° = 20.9774.
    near(
      values(
        'From a point 25 m from the foot of a building, the angle of elevation of the top is 40°. How tall is the building?',
      ),
      [25 * Math.tan((40 * Math.PI) / 180)],
    );
    // 20 cos 50° = 12.8558.
    near(
      values(
        'In a right-angled triangle the hypotenuse is 20 cm and one angle is 50°. Find the side adjacent to the 50° angle.',
      ),
      [20 * Math.cos((50 * Math.PI) / 180)],
    );
  });
});
