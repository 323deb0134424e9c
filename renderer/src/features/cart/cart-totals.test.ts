import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals';

const doc = (id: string, price: number, points: number, owned = false) => ({
  id,
  price,
  points_price: points,
  owned,
});

describe('cartTotals', () => {
  it('counts each document once, leaving out the ones already owned', () => {
    const totals = cartTotals([doc('a', 8.99, 90, true), doc('b', 4.49, 45)]);
    expect(totals.toBuy.map((d) => d.id)).toEqual(['b']);
    expect(totals.points).toBe(45);
    expect(totals.usd).toBe(4.49);
  });

  it('sums dollars in whole cents', () => {
    expect(cartTotals([doc('a', 0.1, 1), doc('b', 0.2, 2)]).usd).toBe(0.3);
    expect(cartTotals([]).points).toBe(0);
  });
});
