import { useCallback } from 'react';
import { toast } from '../../ui/toast.store';
import type { NewCartItem } from './cart.rules';
import { cartTexts } from './cart.texts';
import { useCart } from './useCart';

/** Adds to the cart, warning with the spec's texts when the item is already there. */
export function useAddToCart(): (item: NewCartItem) => boolean {
  const add = useCart((state) => state.addItem);
  return useCallback(
    (item) => {
      const added = add(item);
      if (added)
        toast.success(cartTexts.added, {
          description: typeof item.title === 'string' ? item.title : undefined,
        });
      else toast.warning(cartTexts.duplicateTitle, { description: cartTexts.duplicateText });
      return added;
    },
    [add],
  );
}
