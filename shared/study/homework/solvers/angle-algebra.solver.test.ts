import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('angle facts with algebra (angle-algebra.solver)', () => {
  it('adds the angles to the total their arrangement gives and solves for x', () => {
    near(values('Angles on a straight line are 4x and x + 40. Find x.'), [28]);
    near(values('The angles of a triangle are x, 2x and 3x. Find x.'), [30]);
    near(values('the angles of a triangle are 50°, x + 10 and 2x. find the value of x'), [40]);
    near(values('angles around a point are 100°, 3x, 2x and 60°. what is x'), [40]);
    near(values('the angles of a quadrilateral are x, x + 20, 2x and 100°. find x'), [60]);
    near(values('two angles are complementary. one is 2x and the other is x + 15. find x'), [25]);
  });

  it('declines a triangle with an angle missing and an angle that comes out negative', () => {
    expect(answer('two angles of a triangle are 3x and 40°. find x')).toBeNull();
    // 3x + (x - 100) = 180 gives x = 70, and x - 100 = -30 is no angle.
    expect(answer('angles on a straight line are 3x and x - 100. find x')).toBeNull();
  });
});
