import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('physics laws (physics-laws.solver) and given g, labels and charge (physics.solver)', () => {
  it('adds resistors in series and reciprocals in parallel', () => {
    near(values('two resistors 6 Ω and 3 Ω in parallel, total resistance?'), [2]);
    near(values('resistors of 4, 5 and 11 ohms in series. total resistance'), [20]);
    near(
      values('three identical 12 ohm resistors are connected in parallel. what is the total resistance'),
      [4],
    );
    expect(answer('2 resistors 6 Ω and 3 Ω in parallel with 4 Ω in series, total resistance?')).toBeNull();
    expect(answer('three resistors of 2 Ω and 4 Ω in series. total resistance?')).toBeNull();
  });

  it('reads heating, springs and the gas laws with their units', () => {
    near(values('how much energy to heat 2 kg of water by 15 °C? c = 4200 J/kg°C'), [126000]);
    near(
      values(
        '500 g of water is heated from 20 °C to 100 °C. specific heat capacity 4200 J/kg°C. how much energy is needed?',
      ),
      [168000],
    );
    near(values('a spring with k = 200 N/m is stretched 0.15 m. what force?'), [30]);
    near(values('A force of 12 N stretches a spring by 4 cm. Calculate the spring constant.'), [300]);
    near(values('A gas has volume 2.0 L at 300 K. What is its volume at 450 K at constant pressure?'), [3]);
    near(
      values(
        'a balloon holds 4 L of air at 100 kPa. the pressure rises to 200 kPa at constant temperature. what is the new volume',
      ),
      [2],
    );
    // Water's capacity is not assumed; a state written "to … from …" is not read in the wrong order.
    expect(answer('how much energy to heat 2 kg of water by 15 °C?')).toBeNull();
    expect(
      answer('a gas is cooled to 250 K from 300 K. its volume was 5 L. what is its new volume?'),
    ).toBeNull();
  });

  it('uses the g the question gives, labelled values and Q = It', () => {
    near(values('what is the weight of a 65 kg person on earth, g = 9.81 N/kg'), [637.65]);
    near(values('Weight of a 12 kg rock on the Moon where g = 1.6 N/kg'), [19.2]);
    near(
      values('Calculate the gravitational potential energy gained when a 50 kg student climbs 4 m. g = 9.8'),
      [1960],
    );
    near(values('u = 5 m/s, a = 2 m/s^2, t = 6 s. find the displacement'), [66]);
    near(values('v = 20 m/s, u = 4 m/s, t = 8 s, find a'), [2]);
    near(values('a car goes from 0 to 27 m/s in 9 seconds, whats the acceleration'), [3]);
    near(values('power of a kettle with current 10 A at 230 V'), [2300]);
    near(values('how much charge flows when a current of 3 A flows for 2 minutes'), [360]);
    near(values('wavelength of a radio wave of frequency 100 MHz (c = 3 x 10^8 m/s)'), [3]);
  });
});
