// One cart store per CartProvider: loaded from localStorage ('cart') at start, saved on every change, and
// deleted from storage when cleared.
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { CartItem, NewCartItem } from './cart.rules';
import { addItem, CART_STORAGE_KEY, parseStoredCart, removeItem, updateQuantity } from './cart.rules';

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CartState {
  items: CartItem[];
  /** Returns false (and changes nothing) when the item is already in the cart. */
  addItem: (item: NewCartItem) => boolean;
  removeItem: (id: string) => void;
  updateQuantity: (id: string, quantity: number) => void;
  clearCart: () => void;
}

export type CartStore = StoreApi<CartState>;

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // A full or blocked storage costs persistence, not the cart.
  }
}

export function createCartStore(storage: CartStorage | null): CartStore {
  let initial: CartItem[] = [];
  safely(() => {
    initial = parseStoredCart(storage?.getItem(CART_STORAGE_KEY) ?? null);
  });
  const save = (items: CartItem[]) => safely(() => storage?.setItem(CART_STORAGE_KEY, JSON.stringify(items)));

  return createStore<CartState>()((set, get) => ({
    items: initial,
    addItem: (item) => {
      const result = addItem(get().items, item);
      if (result.added) {
        set({ items: result.items });
        save(result.items);
      }
      return result.added;
    },
    removeItem: (id) => {
      const items = removeItem(get().items, id);
      set({ items });
      save(items);
    },
    updateQuantity: (id, quantity) => {
      const items = updateQuantity(get().items, id, quantity);
      set({ items });
      save(items);
    },
    clearCart: () => {
      set({ items: [] });
      safely(() => storage?.removeItem(CART_STORAGE_KEY));
    },
  }));
}
