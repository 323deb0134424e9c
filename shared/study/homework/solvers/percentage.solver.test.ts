import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('number forms (percentage.solver numberForms, wordArithmetic)', () => {
  it('takes the reciprocal of a mixed number', () => {
    near(values('what is the reciprocal of 3 1/4'), [4 / 13]);
    expect(answer('find the reciprocal of 1 2/7')?.answer).toBe('7/9');
  });

  it('reads gcd, hcf and lcm written as functions', () => {
    near(values('gcd(252, 198)'), [18]);
    near(values('hcf(84, 126, 210)'), [42]);
    near(values('lcm(8, 12)'), [24]);
  });
});
