import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('physics relations in words (physics-relations.solver)', () => {
  it('turns a frequency into a period and back, in the units asked', () => {
    near(values('Find the period of a sound wave of frequency 500 Hz, in milliseconds.'), [2]);
    near(values('A wave has a period of 4 ms. What is its frequency?'), [250]);
    expect(answer('A wave has frequency 50 Hz and wavelength 2 m. What is its period?')).toBeNull();
  });

  it('reads a transformer coil by coil', () => {
    near(
      values(
        'A transformer has 500 turns on the primary coil and 2500 turns on the secondary. The primary voltage is 12 V. What is the secondary voltage?',
      ),
      [60],
    );
    near(
      values('Transformer: input 230 V, output 11.5 V, primary 800 turns. How many turns on the secondary?'),
      [40],
    );
    expect(
      answer(
        'A transformer has 500 turns on the primary and 2500 on the secondary. What is the secondary voltage?',
      ),
    ).toBeNull();
  });

  it('finds the pressure at a depth with g given, and declines one that adds the atmosphere unsaid', () => {
    // 1000 × 10 × 3.5 = 35000 Pa.
    near(
      values('What is the pressure at a depth of 3.5 m in water of density 1000 kg/m^3? Take g = 10 N/kg.'),
      [35000],
    );
    expect(
      answer(
        'What is the total pressure 3.5 m deep in water of density 1000 kg/m^3 with atmospheric pressure 101 kPa? g = 10 N/kg',
      ),
    ).toBeNull();
  });

  it('finds a critical angle, a common velocity, a gravitational force and a resistance', () => {
    near(values('Find the critical angle of a material with refractive index 2.'), [30]);
    // 2 × 6 / (2 + 4).
    near(
      values(
        'A stationary 4 kg cart is hit by a 2 kg cart moving at 6 m/s. They stick together. Find their velocity.',
      ),
      [2],
    );
    // 6.67e-11 × 50 × 80 / 0.5^2.
    near(
      values(
        'Calculate the gravitational force between a 50 kg mass and an 80 kg mass 0.5 m apart, G = 6.67 × 10^-11',
      ),
      [1.0672e-6],
    );
    // 5e-7 × 4 / 2e-6 = 1 Ω.
    near(
      values(
        'A wire has resistivity 5 × 10^-7 Ω m, length 4 m and cross-sectional area 2 mm². Find its resistance.',
      ),
      [1],
    );
    expect(
      answer(
        'A 2 kg cart moving at 6 m/s hits a 4 kg cart moving at 3 m/s. They stick together. Find their velocity.',
      ),
    ).toBeNull();
  });

  it('takes friction from a horizontal pull', () => {
    // (30 - 0.25 × 5 × 10) / 5 = 3.5.
    near(
      values(
        'A 5 kg crate on a horizontal floor is pulled by a horizontal force of 30 N. The coefficient of friction is 0.25. Take g = 10. Find its acceleration.',
      ),
      [3.5],
    );
    // 10 N does not overcome 0.25 × 5 × 10 = 12.5 N.
    expect(
      answer(
        'A 5 kg crate on a horizontal floor is pulled by a horizontal force of 10 N. The coefficient of friction is 0.25. Take g = 10. Find its acceleration.',
      ),
    ).toBeNull();
  });
});
