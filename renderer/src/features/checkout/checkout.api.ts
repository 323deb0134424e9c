// Checkout with points: the cart's documents as the server prices them now, what the buyer already owns, and the
// one atomic purchase (checkout_cart). A short balance is paid by card through the wallet's checkout session, which
// names the documents: its fulfilment buys them with the credited points (sellers credited) in one go.
import { z } from 'zod';
import { documentsPurchaseSchema } from '../../../../shared/functions/payments.contract';
import { loadSupabase } from '../../lib/supabase.loader';

/** checkout_cart's answer (private.buy_documents_with_points), as a checkout's fulfilment reports it too. */
const checkoutResultSchema = documentsPurchaseSchema.extend({ shortfall: z.number().optional() });
export type CheckoutResult = z.output<typeof checkoutResultSchema>;

export async function checkoutCart(documentIds: string[]): Promise<CheckoutResult> {
  const { data, error } = await (await loadSupabase()).rpc('checkout_cart', { p_document_ids: documentIds });
  if (error) throw new Error(error.message);
  return checkoutResultSchema.parse(data);
}

/** The last purchase, for the success page (and its reload). */
export const LAST_CHECKOUT_KEY = 'lastCheckout';

/**
 * A purchase that went through (with points, or by card/PayPal whose fulfilment bought the documents): kept for the
 * success page, and told to the app as the spec's 'document-purchased' and 'points-updated' events.
 */
export function announcePurchase(result: CheckoutResult): void {
  sessionStorage.setItem(LAST_CHECKOUT_KEY, JSON.stringify(result));
  for (const doc of result.purchased ?? []) {
    window.dispatchEvent(new CustomEvent('document-purchased', { detail: { documentId: doc.document_id } }));
  }
  if (result.points_balance !== undefined) {
    window.dispatchEvent(new CustomEvent('points-updated', { detail: { balance: result.points_balance } }));
  }
}

/** Dollars for a top-up of `points`: 10 points per dollar, whole cents, at least the smallest card payment. */
export function topUpDollars(points: number, minUsd: number): number {
  return Math.max(minUsd, Math.ceil(points * 10) / 100);
}
