import { describe, expect, it } from 'vitest';
import { addItem, itemCount, parseStoredCart, removeItem, totalPrice, updateQuantity } from './cart.rules';

const a = { id: 'a', price: 4.5, title: 'Notes A' };
const b = { id: 'b', price: 10 };

describe('cart rules', () => {
  it('appends a new item with quantity 1', () => {
    const { items, added } = addItem([], { ...a, quantity: 7 });
    expect(added).toBe(true);
    expect(items).toEqual([{ ...a, quantity: 1 }]);
  });

  it('leaves the cart unchanged when the id is already in it', () => {
    const first = addItem([], a).items;
    const again = addItem(first, { ...a, price: 99 });
    expect(again.added).toBe(false);
    expect(again.items).toBe(first);
  });

  it('removes by id', () => {
    const items = addItem(addItem([], a).items, b).items;
    expect(removeItem(items, 'a').map((item) => item.id)).toEqual(['b']);
  });

  it('removes on a quantity below 1 and keeps a digital item at 1 otherwise', () => {
    const items = addItem([], a).items;
    expect(updateQuantity(items, 'a', 0)).toEqual([]);
    expect(updateQuantity(items, 'a', Number.NaN)).toEqual([]);
    expect(updateQuantity(items, 'a', 3)[0]?.quantity).toBe(1);
  });

  it('sums price × quantity and quantities: one of each document', () => {
    const items = updateQuantity(addItem(addItem([], a).items, b).items, 'a', 2);
    expect(totalPrice(items)).toBe(a.price + b.price);
    expect(itemCount(items)).toBe(2);
  });

  it('reads the stored copy, falling back to empty', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{')).toEqual([]);
    expect(parseStoredCart('{"id":"a"}')).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...a, quantity: 1 }, { id: 'x' }]))).toEqual([
      { ...a, quantity: 1 },
    ]);
    // A cart stored before quantities were fixed at 1.
    expect(parseStoredCart(JSON.stringify([{ ...a, quantity: 2 }]))).toEqual([{ ...a, quantity: 1 }]);
  });
});
