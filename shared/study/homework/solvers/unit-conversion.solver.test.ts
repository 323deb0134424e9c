import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('unit conversion (unit-conversion.solver)', () => {
  it('reads "… is how many …" and a quantity named before its number', () => {
    near(values('7200 seconds is how many hours?'), [2]);
    near(values('a mass of 4500 grams is how many kilograms'), [4.5]);
  });

  it('converts a unit over another and a unit to a power', () => {
    near(values('A density of 8.9 g/cm³ is how many kg/m³?'), [8900]);
    near(values('convert 1.25 kilograms per cubic metre to g/cm^3'), [0.00125]);
    near(values('Convert 2 m/s² to km/h²'), [25920]);
    // Units of different kinds: no conversion.
    expect(answer('convert 5 m/s to kg/m^3')).toBeNull();
  });

  it('reads one quantity in two units', () => {
    near(values('Convert 6 feet 3 inches to centimetres'), [190.5]);
    near(values('convert 1 hour 20 minutes to minutes'), [80]);
    near(values('convert 2 kg 750 g to kg'), [2.75]);
  });

  it("uses a factor the question gives when it is the library's, else declines", () => {
    near(values('convert 30 miles per hour to metres per second (1 mile = 1609.344 m)'), [13.4112]);
    near(values('Convert 12 inches to cm (1 inch = 2.54 cm)'), [30.48]);
    // A rounded factor asks for other arithmetic.
    expect(answer('convert 50 mph to km/h (1 mile = 1.6 km)')).toBeNull();
  });

  it('reads decimals printed in groups of three and the US fluid ounce only when named', () => {
    near(values('convert 0.000 42 km to mm'), [420]);
    near(values('how many mL is 12 fl oz (US)?'), [354.8823548]);
    // The UK fluid ounce is another size: not guessed.
    expect(answer('how many mL is 12 fl oz?')).toBeNull();
  });

  it('reads a number from where its digits start, or declines', () => {
    // "1 000 m" printed with a space is not 000 m, nor "10³ kg/m³" 3 kg/m³.
    expect(answer('convert 1 000 g to kg')).toBeNull();
    expect(answer('convert 1 000 m to km')).toBeNull();
    expect(answer('Convert 2 000 kg/m³ to g/cm³')).toBeNull();
    expect(answer('Convert 10³ kg/m³ to g/cm³')).toBeNull();
    // The denominator of a fraction is not the quantity: 1/4 day is 6 hours, not 4 days.
    expect(answer('convert 1/2 week to hours')).toBeNull();
  });
});

describe('one quantity in two units (unit-conversion.solver)', () => {
  it('is read whole, never as its second part alone', () => {
    // 2 h 15 min is 2.25 h (its 15 min alone would be 0.25 h).
    near(values('Write 2 h 15 min in hours'), [2.25]);
    near(values('express 4 kg 250 g in kg'), [4.25]);
    expect(values('what is 6 km 300 m in metres')?.[0]).not.toBe(300);
  });
});
