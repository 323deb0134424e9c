import { describe, expect, it } from 'vitest';
import { withoutAsides } from './question-text.util.ts';
import { answer, near, values } from '../homework-test.util.ts';
import { math } from '../../math/math-expression.util.ts';

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
