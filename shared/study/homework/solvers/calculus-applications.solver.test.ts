import { describe, expect, it } from 'vitest';
import { near, values } from '../homework-test.util.ts';

describe('related rates (calculus-applications.solver)', () => {
  it('relates the rates of two measures of a circle, sphere, square or cube through its radius or side', () => {
    // dA/dt = 2πr dr/dt = 2π · 6 · 1.5
    near(
      values(
        'A ripple spreads in a circle, its radius growing at 1.5 m/s. How fast is the area growing when the radius is 6 m?',
      ),
      [18 * Math.PI],
    );
    // dr/dt = (dV/dt) / (4πr²) = 50 / (4π · 100)
    near(
      values(
        'Gas is pumped into a spherical balloon at 50 cm³/s. Find the rate at which the radius increases when the radius is 10 cm.',
      ),
      [50 / (400 * Math.PI)],
    );
    // dV/dt = 3s² ds/dt = 3 · 16 · 0.25
    near(
      values(
        'Each edge of a cube increases at 0.25 mm per second. How fast is the volume increasing when the edge is 4 mm?',
      ),
      [12],
    );
    // dS/dt = 8πr dr/dt, r = 3 (diameter 6)
    near(
      values(
        'The radius of a sphere grows at 2 cm/s. How quickly is its surface area growing when the diameter is 6 cm?',
      ),
      [48 * Math.PI],
    );
  });

  it('declines a shrinking shape asked as a change, mixed units or a second shape', () => {
    expect(
      values(
        'The radius of a circle decreases at 2 cm/s. How fast is the area changing when the radius is 3 cm?',
      ),
    ).toBeNull();
    expect(
      values('The radius of a circle grows at 2 cm/s. How fast is the area growing when the radius is 3 m?'),
    ).toBeNull();
    expect(
      values(
        'A square is drawn inside a circle whose radius grows at 1 cm/s. How fast is the area of the circle growing when the radius is 5 cm?',
      ),
    ).toBeNull();
  });
});

describe('the largest fenced rectangle (calculus-applications.solver)', () => {
  it('is a square with four sides fenced, and half as deep as long against a wall', () => {
    near(values('What is the maximum area of a rectangular enclosure made with 48 m of fencing?'), [144]);
    near(
      values(
        'A gardener fences a rectangular plot along a river with 90 m of fencing; the river side needs no fence. Find the largest area.',
      ),
      [1012.5],
    );
    near(
      values(
        'Using 64 ft of fencing on three sides of a rectangular yard (a house forms the fourth side), what is the greatest area?',
      ),
      [512],
    );
  });

  it('declines a pen divided inside or a question about its sides', () => {
    expect(
      values('80 m of fencing makes a rectangular field divided into 3 equal pens. Find the maximum area.'),
    ).toBeNull();
    expect(
      values(
        'A rectangular pen against a wall uses 40 m of fencing. What are its dimensions for maximum area?',
      ),
    ).toBeNull();
  });
});
