import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('conversion at a rate the question gives (rate-conversion.solver)', () => {
  it('converts money at a stated exchange rate, either way round', () => {
    near(values('If £1 is worth $1.30, how many dollars will I get for £200?'), [260]);
    near(values('1 euro = 1.10 dollars. How many euros do you get for 55 dollars?'), [50]);
    near(values('The exchange rate is 1 USD = 0.80 GBP. Convert 45 USD to pounds.'), [36]);
    near(values('€1 = ¥160. how many yen is €25'), [4000]);
  });

  it('converts with a stated unit factor', () => {
    near(values('given that 1 inch = 2.54 cm, how many inches is 127 cm'), [50]);
    near(values('change 12 kg into pounds if 1 kg is 2.2 pounds'), [26.4]);
    near(values('convert 20 km to miles (1 mile = 1.6 km)'), [12.5]);
  });

  it('uses a rate per unit for the quantity asked', () => {
    near(values('a car does 40 miles per gallon. how many gallons are needed for 260 miles?'), [6.5]);
    near(values('A machine fills 150 bottles per hour. How many bottles does it fill in 6 hours?'), [900]);
    near(values('Amir is paid $9.50 an hour. How much does he earn for 20 hours?'), [190]);
  });

  it('declines two rates, a leftover number or a unit the rate does not have', () => {
    // Two rates chained (pay per hour, hours per week): another reading.
    expect(
      answer('she earns £10 an hour and works 30 hours a week. how much does she earn in 4 weeks'),
    ).toBeNull();
    expect(answer('1 euro = 1.10 dollars. how many pounds is 55 dollars?')).toBeNull();
    expect(
      answer('1 euro = 1.10 dollars and a fee of 3 dollars is charged. how many euros for 55 dollars?'),
    ).toBeNull();
  });
});
