import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('statistics from a given mean, a frequency table and weights (statistics.solver)', () => {
  it('finds the value missing from a given mean', () => {
    near(
      values(
        'The average of six test scores is 80. Five of the scores are 75, 90, 82, 68 and 85. What is the sixth score?',
      ),
      [80],
    );
    near(values('Four numbers have a mean of 7. Three of them are 5, 8 and 6. What is the fourth?'), [9]);
    near(values('the mean of 3 numbers is 10. two of them are 8 and 15. what is the missing number'), [7]);
    // The ordinal asked is not the count's: another question.
    expect(
      answer('the mean of 5 numbers is 12. four of them are 10, 14, 9 and 15. find the third'),
    ).toBeNull();
  });

  it('takes the mean of a frequency table given as pairs or as two lists', () => {
    near(values('value 2 frequency 3, value 5 frequency 1, value 6 frequency 4. find the mean'), [4.375]);
    near(values('x: 0, 1, 2, 3 and f: 5, 8, 4, 3. calculate the mean'), [1.25]);
    near(values('Number of goals 0 1 2 3; frequency 3 5 8 4. find the mean number of goals'), [1.65]);
    // A frequency missing for one value: declined.
    expect(answer('x: 0, 1, 2, 3 and f: 5, 8, 4. calculate the mean')).toBeNull();
  });

  it('weights marks by percentages that add to 100', () => {
    near(
      values(
        'Homework is worth 20% and I scored 90, the test is worth 80% and I scored 70. What is my final grade?',
      ),
      [74],
    );
    near(
      values(
        'the essay is worth 30% and she got 60, the exam is worth 70% and she got 80. what is her overall mark',
      ),
      [74],
    );
    expect(
      answer(
        'the essay is worth 30% and she got 60, the exam is worth 60% and she got 80. what is her overall mark',
      ),
    ).toBeNull();
  });

  it('reads mu and sigma written as words for a z-score', () => {
    near(values('z score for x = 45, mu = 50, sigma = 4'), [-1.25]);
    near(values('find the z-score of 130 when mu = 100 and sigma = 15'), [2]);
  });

  it('finds the value that leaves or joins from the means before and after', () => {
    // 6 × 20 - 5 × 18 = 120 - 90.
    near(
      values(
        'The mean of 6 numbers is 20. When one number is removed the mean becomes 18. What number was removed?',
      ),
      [30],
    );
    // 4 × 65 - 3 × 60 = 260 - 180.
    near(
      values("Ali's mean mark on 3 tests is 60. What must he score on the 4th test to raise his mean to 65?"),
      [80],
    );
    expect(
      answer('The mean of 6 numbers is 20. The mean becomes 18. What number was removed or added?'),
    ).toBeNull();
  });

  it('estimates the mean and the median of grouped data', () => {
    // Midpoints 2.5, 7.5, 12.5, 17.5 with 4, 6, 8, 2: (10 + 45 + 100 + 35) / 20.
    near(
      values(
        'Distance (km) 0-5: 4, 5-10: 6, 10-15: 8, 15-20: 2. Estimate the mean distance using midpoints.',
      ),
      [9.5],
    );
    // Half of 20 is 10; 4 + 6 = 10 lie below 10, so the median is the class boundary 10.
    near(values('Estimate the median by interpolation: 0-5: 4, 5-10: 6, 10-15: 8, 15-20: 2.'), [10]);
    expect(
      answer('Distance 0-5: 4, 6-10: 6, 10-15: 8, 15-20: 2. Estimate the mean using midpoints.'),
    ).toBeNull();
  });

  it('reads a table typed with bars, a pie chart and an outlier fence', () => {
    near(values('Score | frequency: 1 | 3, 2 | 5, 3 | 2. Find the mean score.'), [1.9]);
    near(
      values(
        'A pie chart shows the pets of 120 pupils. Cats have an angle of 75°. How many pupils have cats?',
      ),
      [25],
    );
    near(
      values(
        'The lower quartile is 30 and the upper quartile is 42. Using 1.5 × IQR, what is the lower limit for outliers?',
      ),
      [12],
    );
    expect(
      answer('The lower quartile is 30 and the upper quartile is 42. Using 1.5 × IQR, find the limits.'),
    ).toBeNull();
  });

  it('works from n, Σx and Σx² when the variance is named population or sample', () => {
    // Mean 60 / 8 = 7.5; population variance 500 / 8 - 7.5² = 6.25, its root 2.5.
    near(
      values('n = 8, Σx = 60, Σx² = 500. Find the mean and the population standard deviation.'),
      [7.5, 2.5],
    );
    // Sample: (500 - 3600 / 8) / 7 = 50 / 7.
    near(values('n = 8, Σx = 60, Σx² = 500. Find the sample variance.'), [50 / 7]);
    expect(answer('n = 8, Σx = 60, Σx² = 500. Find the variance.')).toBeNull();
  });

  it('reads the mean and deviation of N(μ, σ²) for the value with a given z', () => {
    // 60 + (-0.5) × 12 = 54.
    near(values('Scores ~ N(60, 12^2). What score has z = -0.5?'), [54]);
  });
});

describe('quartiles are not read as the median or the range (statistics.solver)', () => {
  it('declines what names quartiles, and still answers the range and median alone', () => {
    expect(answer('what is the interquartile range of 3, 5, 6, 8, 11, 13, 14, 20')).toBeNull();
    expect(
      answer('find the range and IQR of 1, 3, 3, 6, 8, 10 (Q3 is the median of the top half)'),
    ).toBeNull();
    expect(answer('upper quartile of 12, 15, 17, 21, 24, 30, 31')).toBeNull();
    // 20 - 3 = 17; the median of 8 values is (8 + 11) / 2 = 9.5.
    near(values('what is the range of 3, 5, 6, 8, 11, 13, 14, 20'), [17]);
    near(values('find the median of 3, 5, 6, 8, 11, 13, 14, 20'), [9.5]);
  });
});

describe('other means and deviations (statistics.solver)', () => {
  it('declines the geometric and harmonic means, the mean absolute deviation and a moving average', () => {
    expect(answer('calculate the geometric mean of 2, 8 and 32')).toBeNull();
    expect(answer('Find the harmonic mean of 10, 20 and 40.')).toBeNull();
    expect(answer('work out the mean absolute deviation of 3, 5, 9 and 11')).toBeNull();
    expect(answer('what is the 3-point moving average of 4, 6, 8, 10')).toBeNull();
  });
});
