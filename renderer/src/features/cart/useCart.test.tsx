import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartProvider } from './CartProvider';
import { useCart } from './useCart';

function Count() {
  const count = useCart((state) => state.items.length);
  return <span>{count}</span>;
}

describe('useCart', () => {
  it('throws outside its provider', () => {
    expect(() => renderToString(<Count />)).toThrow('useCart must be used within a CartProvider');
  });

  it('reads the cart inside its provider', () => {
    expect(
      renderToString(
        <CartProvider>
          <Count />
        </CartProvider>,
      ),
    ).toContain('0');
  });
});
