import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('which term, quadratic sequences, recurrences and integer sums (sequence-rules.solver)', () => {
  it('finds which term has a value, and declines a value that is not a term', () => {
    near(values('Which term of the sequence 7, 11, 15, 19, ... is 83?'), [20]);
    near(values('which term of 3, 6, 12, 24, ... is 768'), [9]);
    near(values('what term number of the sequence 50, 47, 44, 41, ... is 2?'), [17]);
    // (100 - 5) / 3 + 1 is not whole: 100 is not a term.
    expect(answer('what term of the sequence 5, 8, 11, 14 is 100?')).toBeNull();
  });

  it('gives the nth term or a term of a quadratic sequence', () => {
    expect(answer('nth term of 3, 9, 19, 33, 51')?.result?.expression).toBe('2 * n^2 + 0 * n + 1');
    expect(answer('find the nth term of 0, 3, 8, 15, 24')?.result?.expression).toBe('1 * n^2 + 0 * n + -1');
    near(values('find the 10th term of the sequence 1, 4, 9, 16, 25'), [100]);
    // Four terms are read as quadratic only when the question says so.
    expect(answer('find the nth term of the quadratic sequence 4, 7, 12, 19')?.result?.expression).toBe(
      '1 * n^2 + 0 * n + 3',
    );
    expect(answer('find the nth term of 4, 7, 12, 19')).toBeNull();
    // Second differences 2, 4: not quadratic.
    expect(answer('find the nth term of 1, 2, 5, 12, 25')).toBeNull();
  });

  it('applies a recurrence from the term given to the term asked', () => {
    near(values('a_{n+1} = 3a_n + 2, a_1 = 1, find a_4'), [53]);
    near(values('T(n+1) = T(n) + 2n with T(1) = 5. Find T(4)'), [17]);
    near(values('u(n+1) = u(n)/2 + 4 where u(1) = 20. what is u(3)?'), [11]);
  });

  it('sums consecutive integers and the first odd or even numbers', () => {
    near(values('what is the sum of the integers from 1 to 200'), [20100]);
    near(values('find the sum of all the whole numbers from 10 to 20'), [165]);
    near(values('sum of the first 20 odd numbers'), [400]);
    near(values('what is the sum of the first 50 natural numbers'), [1275]);
    near(values('sum of the first 10 even numbers'), [110]);
  });
});
