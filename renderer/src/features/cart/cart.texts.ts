export const cartTexts = {
  duplicateTitle: 'Item already in cart',
  duplicateText: 'This item is already in your cart. Digital content can only be purchased once.',
  added: 'Added to cart',
  outsideProvider: 'useCart must be used within a CartProvider',
  pageTitle: 'Your cart',
  pageDescription: 'Review the study documents in your cart and check out.',
  heading: 'Your cart',
  empty: 'Your cart is empty',
  emptyText: 'Find notes, past exams and study guides from students at your university.',
  browse: 'Browse documents',
  remove: (title: string) => `Remove ${title}`,
  summary: 'Order summary',
  items: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  total: 'Total',
  checkout: 'Proceed to checkout',
  clear: 'Clear cart',
  points: (points: number) => `or ${points.toLocaleString('en-US')} points`,
  badge: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  cartLabel: 'Cart',
  ownedOpen: 'Owned · Open',
} as const;

export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}
