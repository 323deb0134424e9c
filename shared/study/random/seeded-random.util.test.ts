import { describe, expect, it } from 'vitest';
import { seededRandom, shuffled } from './seeded-random.util.ts';

// Seeded documents, reviews and practice questions are stored; these pins fail before they could change.
describe('seededRandom', () => {
  it('gives the same sequence for a seed as it always has', () => {
    const random = seededRandom(42);
    expect([random(), random(), random()]).toEqual([
      0.6011037519201636, 0.44829055899754167, 0.8524657934904099,
    ]);
  });

  it('stays in [0, 1) and treats seeds as unsigned 32-bit', () => {
    const random = seededRandom(-1);
    const again = seededRandom(0xffffffff);
    for (let i = 0; i < 1000; i += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      expect(again()).toBe(value);
    }
  });
});

describe('shuffled', () => {
  it('permutes a copy the same way for the same seed', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(shuffled(items, seededRandom(7))).toEqual([5, 7, 2, 3, 4, 6, 8, 1]);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(shuffled([], seededRandom(7))).toEqual([]);
  });
});
