import { useContext } from 'react';
import { useStore } from 'zustand';
import { CartContext } from './CartProvider';
import type { CartState } from './cart.store';
import { cartTexts } from './cart.texts';

/** Reads the cart; throws when used outside CartProvider (spec 1 section 8). */
export function useCart<T>(selector: (state: CartState) => T): T {
  const store = useContext(CartContext);
  if (!store) throw new Error(cartTexts.outsideProvider);
  return useStore(store, selector);
}
