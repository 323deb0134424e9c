import { describe, expect, it } from 'vitest';
import { answer, near, values } from '../homework-test.util.ts';

describe('a recurring decimal as a fraction (recurring-decimal.util)', () => {
  it('reads the block named, bracketed, single or shown twice, and no other', () => {
    near(values('whats 0.7 recurring as a fraction'), [7 / 9]);
    near(values('write 0.363636... (36 recurring) as a fraction in its simplest form'), [4 / 11]);
    near(values('express 0.8(3) as a fraction'), [5 / 6]);
    near(values('convert 0.58333... to a fraction'), [7 / 12]);
    near(values('convert 0.027027... to a fraction'), [1 / 37]);
    near(values('write 1.6 repeating as a fraction'), [5 / 3]);
    expect(answer('write 0.4545... (45 recurring) as a fraction')?.answer).toBe('5/11');
    // Declined: a block that is not certain or not what the digits show.
    // 0.1777… or 0.1717…?
    expect(answer('express 0.17 recurring as a fraction')).toBeNull();
    // Shown once only.
    expect(answer('write 0.29... as a fraction')).toBeNull();
    // The named block is not how the digits end.
    expect(answer('write 0.4545... (54 recurring) as a fraction')).toBeNull();
  });
});
