import { describe, expect, it } from 'vitest';
import { near, values } from '../homework-test.util.ts';

describe('growth and decay by a factor per period (growth.solver)', () => {
  it('reads doubling, tripling and half-lives in the ways students word them', () => {
    near(
      values(
        'A population of bacteria doubles every 3 hours. If there are 500 bacteria now, how many will there be after 15 hours?',
      ),
      [16000],
    );
    near(
      values('the half life of a substance is 8 days. how many grams of a 200 g sample remain after 24 days'),
      [25],
    );
    near(
      values(
        'Carbon-14 has a half-life of 5730 years. How much of a 100 g sample is left after 11460 years?',
      ),
      [25],
    );
    near(values('bacteria double every 20 minutes, start with 1 bacterium, how many after 2 hours'), [64]);
    near(
      values("a town's population triples every 10 years, it is 2000 now. what will it be in 30 years"),
      [54000],
    );
  });
  it('answers the part left and the time to reach an amount', () => {
    near(values('a sample has a half life of 10 days, what fraction remains after 30 days'), [0.125]);
    near(values('what percentage of a radioactive isotope remains after 4 half-lives'), [6.25]);
    near(values('a culture of 200 cells doubles every 4 hours. how long until there are 3200 cells'), [16]);
    near(values('half-life 6 hours, 80 mg initially, how long until only 10 mg remain'), [18]);
  });
  it('declines a number it cannot place, units of different lengths, or a time that runs the wrong way', () => {
    expect(
      values(
        'bacteria double every 3 hours. there are 500 now and 20 more are added. how many after 15 hours',
      ),
    ).toBeNull();
    expect(
      values('a sample has a half-life of 2 years. how much of 100 g is left after 30 months and 5 days'),
    ).toBeNull();
    expect(
      values('a culture of 3200 cells doubles every 4 hours. how long until there are 200 cells'),
    ).toBeNull();
  });
});

describe('what has decayed, not what is left (growth.solver)', () => {
  it('gives the amount, fraction or percentage gone when that is asked', () => {
    // 120 mg halves twice in 10 hours: 30 mg left, 90 mg decayed.
    near(
      values('A 120 mg sample has a half-life of 5 hours. How much of it has decayed after 10 hours?'),
      [90],
    );
    near(
      values('The half-life of an isotope is 3 years. What fraction has disintegrated after 9 years?'),
      [0.875],
    );
    near(values('Half-life 6 min. What percentage of the nuclei have decayed after 12 min?'), [75]);
  });
});
