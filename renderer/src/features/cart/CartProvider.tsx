import { createContext, useState } from 'react';
import type { ReactNode } from 'react';
import type { CartStore } from './cart.store';
import { createCartStore } from './cart.store';

export const CartContext = createContext<CartStore | null>(null);

function browserStorage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createCartStore(browserStorage()));
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}
