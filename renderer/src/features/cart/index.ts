// The cart feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { cartDocumentsQuery } from './cart-documents.api';
export { cartTotals } from './cart-totals';
export { cartTexts, formatUsd } from './cart.texts';
export { useAddToCart } from './useAddToCart';
export { useCart } from './useCart';
