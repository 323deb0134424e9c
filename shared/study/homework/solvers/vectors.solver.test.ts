import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('vectors (vectors.solver)', () => {
  it('gives magnitudes and unit vectors in every notation', () => {
    near(values('what is the magnitude of the vector (5, -12)'), [13]);
    near(values('|2i - 3j + 6k|'), [7]);
    near(values('length of vector <8, 6>'), [10]);
    near(values('find the unit vector in the direction of 6i - 8j'), [0.6, -0.8]);
  });

  it('gives dot and cross products and the angle between two vectors', () => {
    near(values('p = (1, -2, 4) and q = (3, 0, 2). find p · q'), [11]);
    near(values('scalar product of ⟨2, 5⟩ and ⟨-1, 3⟩'), [13]);
    near(values('find the cross product of (2, 0, 1) and (1, 3, -1)'), [-3, 3, 6]);
    near(values('angle between the vectors (1, 2) and (3, -1), in degrees'), [81.8699]);
    near(values('angle between u = i + j and v = i + 3j in radians'), [Math.acos(4 / Math.sqrt(20))]);
  });

  it('combines named vectors', () => {
    near(values('if u = (4, 1) and v = (-2, 3), find 3u - v'), [14, 0]);
    near(values('a = (1, 0, 2), b = (2, -1, 1). work out a + 2b'), [5, -2, 4]);
  });

  it('declines points, missing vectors and mixed dimensions', () => {
    expect(answer('angle between (1, 2) and (3, 4)')).toBeNull();
    expect(answer('if a = (1, 2) and b = (3, 4), find 2a + c')).toBeNull();
    expect(answer('dot product of (1, 2) and (3, 4, 5)')).toBeNull();
    expect(answer('cross product of (1, 2) and (3, 4)')).toBeNull();
  });
});
