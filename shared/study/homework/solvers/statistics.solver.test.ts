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
