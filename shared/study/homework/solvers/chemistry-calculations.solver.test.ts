import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

// Expected values worked by hand from the standard atomic masses (H 1.008, C 12.011, N 14.007, O 15.999,
// Na 22.99, Cl 35.45, Ca 40.078), R = 8.314 J/(mol K) and 24 dm³/mol at RTP, 22.4 dm³/mol at STP.
describe('chemistry calculations (chemistry-calculations.solver)', () => {
  it('gives the percentage by mass of an element in a compound, by symbol or name', () => {
    near(values('What is the percentage by mass of oxygen in H2O?'), [88.809326]);
    near(values('percent composition of carbon in CO2'), [27.292145]);
    near(values('% of Na in NaCl'), [39.339493]);
    near(values('calculate the percentage of calcium in calcium carbonate'), [40.043563]);
    // Water of crystallisation is not an element: another question, declined.
    expect(answer('percentage of water in CuSO4.5H2O')).toBeNull();
  });

  it('dilutes with c1V1 = c2V2, for the new concentration or the volume needed', () => {
    near(values('25 mL of 0.8 M NaCl solution is diluted to 100 mL. What is the new concentration?'), [0.2]);
    near(values('What volume of 2 M HCl is needed to make 500 mL of 0.1 M HCl by dilution?'), [25]);
    near(
      values(
        'A 10 cm3 sample of 1.5 mol/dm3 sulfuric acid is made up to 250 cm3 with water. Find the concentration of the diluted acid.',
      ),
      [0.06],
    );
    // 150 mL of water added is not the final volume: declined rather than misread.
    expect(
      answer('50 mL of 2 M HCl is diluted by adding 150 mL of water. What is the new concentration?'),
    ).toBeNull();
  });

  it('uses the molar volume of a gas at RTP or STP, or the one the question gives', () => {
    near(values('What volume does 0.25 mol of carbon dioxide occupy at RTP?'), [6]);
    near(values('How many moles are in 4.8 dm3 of oxygen gas at room temperature and pressure?'), [0.2]);
    near(values('Find the volume of 8.8 g of CO2 at RTP.'), [4.799018]);
    near(values('volume of 3 mol of gas at STP'), [67.2]);
    near(values('what volume do 2 moles of gas occupy if the molar volume is 24.5 dm3/mol'), [49]);
  });

  it('solves pV = nRT for the quantity asked, in the unit asked or implied', () => {
    near(
      values(
        'Using pV = nRT, what is the volume in m3 of 0.5 mol of gas at 100000 Pa and 273 K? (R = 8.314)',
      ),
      [0.01134861],
    );
    near(
      values('An ideal gas: 1.5 mol at 2 atm and 300 K. What volume in litres does it take up? R = 0.0821'),
      [18.4725],
    );
    near(
      values('How many moles of gas are in 0.024 m3 at 100 kPa and 300 K? Use pV = nRT with R = 8.314'),
      [0.962232],
    );
    // A pressure asked with no unit named or implied is declined.
    expect(answer('ideal gas: find the pressure of 2 mol of gas in 10 L at 300 K')).toBeNull();
  });

  it('finds reacting masses and moles from the equation the question writes', () => {
    near(values('What mass of water is produced when 4 g of hydrogen burns? 2H2 + O2 -> 2H2O'), [35.744048]);
    near(values('How many moles of NH3 are made from 3 mol of H2? N2 + 3H2 → 2NH3'), [2]);
    near(
      values('Calculate the mass of CaO formed when 50 g of CaCO3 is heated. CaCO3 → CaO + CO2'),
      [28.014408],
    );
    // Two reactants given is a limiting-reagent question: declined.
    expect(
      answer('10 g of H2 reacts with 10 g of O2. what mass of water forms? 2H2 + O2 -> 2H2O'),
    ).toBeNull();
  });

  it('reads Mr and concentrations written in mol/dm3', () => {
    near(values('calculate the relative formula mass of MgSO4.7H2O'), [246.466]);
    near(values('what is the pH of a 0.001 mol/dm3 solution of KOH'), [11]);
    near(values('find the pH of 0.05 mol dm^-3 NaOH'), [12.69897]);
  });
});

describe('neutrons from the mass number and atomic number (chemistry-calculations.solver)', () => {
  it('is the mass number less the atomic number, both written', () => {
    near(values('How many neutrons does an atom of potassium-39 have? Its atomic number is 19.'), [20]);
    near(values('how many neutrons are in iodine-131 (Z = 53)'), [78]);
  });

  it('declines an element whose atomic number is not given, two isotopes, or an ion', () => {
    expect(values('how many neutrons are in sodium-23')).toBeNull();
    expect(values('How many neutrons are in carbon-12 and carbon-14 (atomic number 6)?')).toBeNull();
    expect(values('How many neutrons are in the ion magnesium-24 (atomic number 12)?')).toBeNull();
  });
});
