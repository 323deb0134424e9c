import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('sectors, similar shapes, circle equations and a given π (sector-similar.solver, geometry.solver)', () => {
  it('measures a sector in degrees or radians', () => {
    // 60/360 × π × 6² = 6π; 40/360 × 2π × 9 = 2π; 72/360 × 2π × 10 + 20 = 4π + 20.
    near(values('find the area of a sector with radius 6 cm and angle 60°'), [18.849556]);
    near(values('what is the arc length of a sector of radius 9 cm with an angle of 40 degrees'), [6.283185]);
    near(values('find the perimeter of a sector of radius 10 cm and angle 72 degrees'), [32.566371]);
    near(values('A sector has radius 4 and angle 1.5 radians. Find its area.'), [12]);
    near(values('sector radius 5, angle 90°, find the area. use π = 3.14'), [19.625]);
    expect(answer('a sector has radius 6 cm. find its area')).toBeNull();
  });

  it('scales lengths by k, areas by k² and volumes by k³ between similar shapes', () => {
    near(
      values(
        'Two similar triangles have corresponding sides 3 cm and 6 cm. The smaller has area 10 cm^2. Find the area of the larger.',
      ),
      [40],
    );
    near(
      values(
        'Two similar cylinders have heights 3 cm and 6 cm. The volume of the smaller is 40 cm3. What is the volume of the larger?',
      ),
      [320],
    );
    near(
      values(
        'Two similar shapes have areas 9 cm² and 25 cm². The larger has a side of 10 cm. Find the corresponding side of the smaller.',
      ),
      [6],
    );
    // Which shape the 12 belongs to is not said: declined.
    expect(
      answer(
        'Two similar triangles have sides 4 cm and 10 cm. One has area 12 cm^2. Find the area of the larger.',
      ),
    ).toBeNull();
  });

  it('reads the radius or centre of a circle from its equation', () => {
    near(values('circle x^2 + y^2 = 36, find the radius'), [6]);
    near(values('what is the radius of the circle (x - 5)^2 + (y + 1)^2 = 81'), [9]);
    near(values('find the centre of the circle (x + 1)^2 + (y - 4)^2 = 10'), [-1, 4]);
  });

  it('uses the value of π the question gives, and finds a third angle', () => {
    near(values('area of a circle with radius 5 cm, use pi = 3.14'), [78.5]);
    near(values('a circle has area 50.24 cm^2, what is its radius? use pi = 3.14'), [4]);
    near(values('circumference of a circle of diameter 14, take π as 22/7'), [44]);
    near(values('two angles of a triangle are 47° and 68°. find the third'), [65]);
  });
});
