// Cart rules (spec 1 sections 4 and 5): digital content is bought once, so an id already in the cart is
// rejected and an item's quantity is always 1 (issue 28: "$17.98 for one document"); a quantity below 1 removes
// the item; totals are sums of price × quantity.

export interface CartItem {
  id: string;
  price: number;
  quantity: number;
  title?: string;
  slug?: string;
  points_price?: number;
  document_type?: string | null;
  [key: string]: unknown;
}

export type NewCartItem = Omit<CartItem, 'quantity'> & { id: string; price: number; quantity?: number };

export const CART_STORAGE_KEY = 'cart';

export function addItem(items: CartItem[], item: NewCartItem): { items: CartItem[]; added: boolean } {
  if (items.some((existing) => existing.id === item.id)) return { items, added: false };
  const added: CartItem = { ...item, id: item.id, price: item.price, quantity: 1 };
  return { items: [...items, added], added: true };
}

export function removeItem(items: CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** Below 1 removes the item; anything else leaves it at 1: a digital document is bought once. */
export function updateQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  if (!(quantity >= 1)) return removeItem(items, id);
  return items.map((item) => (item.id === id ? { ...item, quantity: 1 } : item));
}

export function totalPrice(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

export function itemCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    typeof item.quantity === 'number' &&
    item.quantity >= 1
  );
}

/** The stored cart, or an empty one when missing or unreadable; a copy stored with quantities reads as one each. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartItem).map((item) => ({ ...item, quantity: 1 })) : [];
  } catch {
    return [];
  }
}
