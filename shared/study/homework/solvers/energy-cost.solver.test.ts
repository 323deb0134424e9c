import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('energy in kWh and its cost (energy-cost.solver)', () => {
  it('finds the energy in kWh from a power and a time of use', () => {
    near(values('A 1.5 kW iron is used for 40 minutes. How many kWh of energy does it use?'), [1]);
    // 40 W × 6 h a day × 3 weeks: 0.04 kW × 126 h.
    near(values('How many kWh does a 40 W lamp use if it is on for 6 hours a day for 3 weeks?'), [5.04]);
  });

  it('prices the energy in the unit asked', () => {
    // 2 kW × 1.75 h = 3.5 kWh at 30p: 105p = £1.05.
    near(
      values(
        'A 2 kW fan heater runs for 1 h 45 min. Electricity costs 30p per kWh. Find the cost in pounds.',
      ),
      [1.05],
    );
    near(
      values('A 750 W microwave is used for 20 minutes. Energy costs $0.18 per kWh. How much does it cost?'),
      [0.045],
    );
    near(values('A 5 kW shower runs for 12 minutes. One kWh costs 25p. What is the cost in pence?'), [25]);
  });

  it('declines two appliances, a daily time with no number of days and pence with no unit asked', () => {
    expect(
      answer('A 2 kW heater and a 3 kW oven are used for 2 hours. How many kWh do they use?'),
    ).toBeNull();
    expect(answer('A 60 W lamp is on for 4 hours a day. How many kWh does it use?')).toBeNull();
    expect(
      answer('A 3 kW heater runs for 2 hours. Electricity costs 30p per kWh. How much does it cost?'),
    ).toBeNull();
  });
});
