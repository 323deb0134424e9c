import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('trigonometry beyond the right triangle (trigonometry.solver)', () => {
  it('evaluates trig expressions in degrees or multiples of π, and inverse ratios as angles', () => {
    near(values('cos 60° + sin 30°'), [1]);
    near(values('what is tan(45°) + cos(0°)'), [2]);
    near(values('evaluate cos(π/6)'), [Math.sqrt(3) / 2]);
    near(values('sin 120 degrees'), [Math.sqrt(3) / 2]);
    near(values('find the angle whose sine is 0.6 in degrees'), [36.8699]);
    near(values('tan^-1(1) in degrees'), [45]);
  });

  it('converts between degrees and radians', () => {
    near(values('convert 210 degrees to radians'), [(7 * Math.PI) / 6]);
    near(values('1.2 radians in degrees'), [68.7549]);
    near(values('convert 3π/4 radians to degrees'), [135]);
  });

  it('solves trig equations over the interval given, in degrees or radians', () => {
    near(values('solve sin x = -0.5 for 0 ≤ x ≤ 360'), [210, 330]);
    near(values('Solve 2cos(x) - 1 = 0 for 0° ≤ x < 360°'), [60, 300]);
    near(values('solve tan x = -1 where 0 < x < 360 degrees'), [135, 315]);
    near(values('solve sin x = 1 for 0 <= x < 2π'), [Math.PI / 2]);
    near(values('solve cos x = 1 for 0 ≤ x ≤ 360'), [0, 360]);
    expect(answer('solve sin x = 2 for 0 ≤ x ≤ 360')?.result?.values).toEqual([]);
  });

  it('uses the sine rule, the cosine rule and ½ab sin C', () => {
    near(values('In triangle ABC, a = 10, A = 50°, B = 70°. Find b.'), [12.2668]);
    near(values('triangle ABC: b = 5 cm, c = 8 cm, angle A = 60°. Use the cosine rule to find a'), [7]);
    near(values('A triangle has sides 7, 8 and 9 cm. Find the smallest angle.'), [48.1897]);
    near(values('Find the area of a triangle with sides 6 cm and 4 cm and an included angle of 30°'), [6]);
    near(values('In triangle ABC, a = 12, b = 7, A = 80°. Find angle B'), [35.0626]);
  });

  it('declines an angle without its unit, two possible triangles and an unlabelled side', () => {
    expect(answer('sin 30')).toBeNull();
    expect(answer('arccos(0.5)')).toBeNull();
    expect(answer('In triangle ABC, a = 5, b = 8, A = 30°. Find B.')).toBeNull();
    expect(answer('a triangle has sides 5, 6 and 7. find b')).toBeNull();
    expect(answer('solve sin 2x = 0.5 for 0 ≤ x ≤ 360')).toBeNull();
  });

  it('reads the sides of a triangle named before their lengths', () => {
    // cos C = (16 + 36 - 64) / 48 = -0.25.
    near(values('The sides of a triangle are 4, 6 and 8. Find the largest angle.'), [
      (Math.acos(-0.25) * 180) / Math.PI,
    ]);
  });
});
