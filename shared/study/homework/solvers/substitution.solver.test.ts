import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('letters given values (substitution.solver)', () => {
  it('substitutes into an expression', () => {
    near(values('if x = -3 and y = 2, work out x^2 + 4xy'), [-15]);
    near(values('given that p = 4 and q = 5, evaluate 3pq - p^2'), [44]);
  });
  it('rearranges a formula that is linear in the letter asked', () => {
    near(values('The formula v = u + at. Find a when v = 25, u = 5 and t = 4.'), [5]);
    near(values('A = lw. find w when A = 42 and l = 6'), [7]);
    near(values('P = 2l + 2w, find l when P = 40 and w = 7'), [13]);
  });
  it('declines a letter without a value, a square to undo and a value that is an expression', () => {
    expect(answer('if a = 2, find 3a + b')).toBeNull();
    expect(answer('E = 1/2mv^2. find v when E = 100 and m = 2')).toBeNull();
    expect(answer('if a = 3 + 2 find 2a')).toBeNull();
  });
});
