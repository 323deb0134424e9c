import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';
import { math } from '../../math/math-expression.util.ts';
import { joinDigitGroups, readVulgarFractions, withoutAsides } from './question-text.util.ts';

/** Whether an answer's expression equals `want` at a few points of x. */
function sameAs(got: string | undefined, want: string): boolean {
  if (got === undefined) return false;
  return [0.3, 1.7, 2.9].every(
    (x) => Math.abs(Number(math.evaluate(got, { x })) - Number(math.evaluate(want, { x }))) < 1e-9,
  );
}

describe('a named method or a request after the maths', () => {
  it('drops the method, which does not change the answer', () => {
    expect(withoutAsides('differentiate x^3 cos(x) with the product rule')).toBe('differentiate x^3 cos(x)');
    near(values('x^2 - 5x + 6 = 0 solve by factorisation'), [3, 2]);
    expect(
      sameAs(
        answer('Find dy/dx for y = (x^2 + 1)^5 using the chain rule')?.result?.expression,
        '10*x*(x^2+1)^4',
      ),
    ).toBe(true);
    expect(
      sameAs(
        answer('differentiate (3x + 2)/(x - 1) using the quotient rule.')?.result?.expression,
        '-5/(x-1)^2',
      ),
    ).toBe(true);
    near(values('solve sqrt(2x + 3) = x and check your answers'), [3]);
  });

  it('drops a last sentence that only asks for working, but never one with a number', () => {
    near(values('Solve 4(x - 1) = 3x + 2. Show your working please, it is for class tomorrow'), [6]);
    expect(values('Solve 4(x - 1) = 3x + 2. Show your working using 3 lines')).toBeNull();
    // Marks are not data (question-framing.util reads them first).
    near(values('Solve 4(x - 1) = 3x + 2. Show your working for 5 marks'), [6]);
  });

  it('reads "derivitive" as derivative', () => {
    expect(sameAs(answer('derivitive of x^3 ln(x)')?.result?.expression, '3*x^2*log(x) + x^2')).toBe(true);
  });
});

describe('the arithmetic inside the words around it (question-text withoutChatter, withoutAsides)', () => {
  it('reads a request made of anyone, and the verb of another language', () => {
    near(values('could anyone help me work out 7/8 divided by 3/4'), [7 / 6]);
    near(values('can somebody please help me with 2.5 x 1.2 - 0.4'), [2.6]);
    near(values('Calcula 2/3 + 1/4 por favor'), [11 / 12]);
  });

  it('drops how the answer is to be written, in brackets or not', () => {
    near(values('work out (6.3 x 10^8) / (2.1 x 10^2), answer in standard form'), [3e6]);
    near(values('Calculate (1.5 × 10^4) × (4 × 10^-3). Give your answer as an ordinary number.'), [60]);
    near(values('2/5 + 3/10 (answer as a fraction)'), [0.7]);
    near(values('work out 5/9 - 1/6, give your answer as a fraction in its lowest terms'), [7 / 18]);
  });

  it('reads "the value of" numbers, "… simplified", an exam part and a precision asked of "the value"', () => {
    near(values('Find the value of 2^3 × 2^-5 ÷ 2^-4'), [4]);
    near(values('sqrt(50) simplified'), [Math.sqrt(50)]);
    near(values('Q4 (b) Work out 4.5² − 0.5².'), [20]);
    near(values('Simplify √45 + √20 and give the value to 3 dp'), [5 * Math.sqrt(5)]);
    // "the value of x" is an unknown's, not arithmetic: not read as numbers alone.
    expect(answer('find the value of x')).toBeNull();
  });

  it('drops what the student says they do not follow, but only after some maths', () => {
    near(values('whats 8^(-2/3) i dont understand negative powers'), [0.25]);
    near(values('what is 64^(1/2) + 1, i cant remember how roots work'), [9]);
  });

  it('reads the single-character fractions as fractions and mixed numbers', () => {
    expect(readVulgarFractions('3¼ − ⅝')).toBe('3 1/4 − 5/8');
    near(values('Work out 3¼ − 1⅝'), [1.625]);
    near(values('Evaluate (−1.5)² × 4 − 2½'), [6.5]);
  });

  it('reads money printed with spaces between the thousands as one number', () => {
    expect(joinDigitGroups('£1 250 000 and 3 000')).toBe('£1250000 and 3 000');
    near(values('A flat was bought for £150 000 and sold for £165 000. Find the percentage profit.'), [10]);
  });
});
