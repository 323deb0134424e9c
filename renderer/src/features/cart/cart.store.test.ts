import { describe, expect, it } from 'vitest';
import { createCartStore } from './cart.store';

function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('cart store', () => {
  it('loads from and saves to the "cart" key', () => {
    const storage = memory({ cart: JSON.stringify([{ id: 'a', price: 2, quantity: 1 }]) });
    const store = createCartStore(storage);
    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().addItem({ id: 'b', price: 3 })).toBe(true);
    expect(JSON.parse(storage.items.get('cart') ?? '[]')).toHaveLength(2);
  });

  it('rejects duplicates without saving', () => {
    const storage = memory();
    const store = createCartStore(storage);
    store.getState().addItem({ id: 'a', price: 1 });
    const saved = storage.items.get('cart');
    expect(store.getState().addItem({ id: 'a', price: 1 })).toBe(false);
    expect(storage.items.get('cart')).toBe(saved);
  });

  it('clearing empties the cart and deletes the stored copy', () => {
    const storage = memory();
    const store = createCartStore(storage);
    store.getState().addItem({ id: 'a', price: 1 });
    store.getState().clearCart();
    expect(store.getState().items).toEqual([]);
    expect(storage.items.has('cart')).toBe(false);
  });

  it('works without storage', () => {
    const store = createCartStore(null);
    expect(store.getState().addItem({ id: 'a', price: 1 })).toBe(true);
  });
});
