import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

// Molar masses from the standard atomic masses: NaCl 58.44, KCl 74.549, CO2 44.009, H2O 18.015.
describe('the substance a chemistry question is about (chemistry.solver)', () => {
  it('is the one a quantity is given of, not the water it is dissolved in', () => {
    // 7.4549 g of KCl is 0.1 mol; in 0.5 L that is 0.2 mol/L (read as water it had been 0.8277).
    near(
      values(
        '7.4549 g of potassium chloride is dissolved in water to make 500 cm3 of solution. What is its concentration?',
      ),
      [0.2],
    );
    // 11.688 g of NaCl is 0.2 mol (read as water: 0.6488 mol).
    near(values('How many moles are there in 11.688 g of sodium chloride stirred into water?'), [0.2]);
    near(values('find the number of moles in 8.8018 g of CO2 bubbled through water'), [0.2]);
  });

  it('is declined when the substance a quantity is given of is not one it knows', () => {
    // "kcl" in lower case is no formula: the water named after it must not stand in for it.
    expect(
      answer('we dissolved 7.45 g of kcl in water, made up to 250 cm3. find the concentration'),
    ).toBeNull();
    expect(answer('how many moles in 2.5 g of nacl in water')).toBeNull();
  });
});
