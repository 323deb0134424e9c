import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { itemCount } from '../../features/cart/cart.rules';
import { cartTexts } from '../../features/cart/cart.texts';
import { useCart } from '../../features/cart/useCart';

/** The cart icon; its badge shows only when the count is above zero. */
export function CartButton() {
  const count = useCart((state) => itemCount(state.items));
  return (
    <Link
      to="/cart"
      aria-label={count > 0 ? cartTexts.badge(count) : cartTexts.cartLabel}
      data-testid="cart-button"
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          data-testid="cart-badge"
          className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-brand-600 px-1 text-[0.6875rem] font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
