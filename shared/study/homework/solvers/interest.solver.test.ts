import { describe, expect, it } from 'vitest';
import { near, values } from '../homework-test.util.ts';

describe('simple and compound interest with any one unknown (interest.solver)', () => {
  it('answers the interest or the amount, as the asking clause says', () => {
    near(
      values('P = 10000, r = 8% compounded quarterly, t = 4 years. Find the compound interest earned.'),
      [3727.857051],
    );
    near(
      values(
        '$1200 is invested at 3.5% interest compounded monthly. How much is in the account after 5 years?',
      ),
      [1429.131395],
    );
    near(values('How much interest is earned on $1200 at 3.5% compounded monthly for 5 years'), [229.131395]);
    near(
      values('A loan of $3000 at 6% simple interest for 2 years, what is the total amount to repay?'),
      [3360],
    );
  });
  it('solves for the rate, the time or the principal', () => {
    near(values('What rate of simple interest (percent per year) will make $800 earn $120 in 3 years?'), [5]);
    near(values('How long will it take $2000 to grow to $2500 at 4% simple interest?'), [6.25]);
    near(values('what principal will earn $450 simple interest at 5% in 3 years'), [3000]);
    near(values('how many years for money to double at 6% compounded annually'), [11.895661]);
    near(values('at what rate compounded annually will $1000 grow to $1500 in 6 years'), [6.991319]);
    near(
      values('how much should be deposited now at 5% compounded annually to have $10000 in 8 years'),
      [6768.39362],
    );
  });
  it('reads "how much after", a heading with no asking word and a bare principal', () => {
    near(values('Ana deposits $2000 at 4% interest compounded annually. How much after 2 years?'), [2163.2]);
    near(values('compound interest on £1500 at 2% per year for 2 years'), [60.6]);
    near(values('find the simple interest earned on 2400 at 5% per annum for 4 years'), [480]);
  });
  it('declines when simple or compound is not said, a number is left over, or two things are asked', () => {
    expect(values('$500 is invested at 4% for 3 years. How much is there at the end?')).toBeNull();
    expect(
      values('$500 and $200 are invested at 4% simple interest for 3 years. How much interest is earned?'),
    ).toBeNull();
    expect(values('$500 at 4% simple interest for 3 years: what are the interest and the rate?')).toBeNull();
  });
});
