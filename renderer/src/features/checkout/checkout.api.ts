// Checkout with points: the cart's documents as the server prices them now, what the buyer already owns, and the
// one atomic purchase (checkout_cart). A short balance is paid by card through the wallet's checkout session, which
// names the documents: its fulfilment buys them with the credited points (sellers credited) in one go.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { documentsPurchaseSchema } from '../../../../shared/functions/payments.contract';
import { loadSupabase } from '../../lib/supabase.loader';

export const checkoutKeys = {
  all: ['checkout'] as const,
  documents: (ids: readonly string[]) => [...checkoutKeys.all, 'documents', [...ids].sort()] as const,
};

export const cartDocumentsQuery = (userId: string, ids: readonly string[]) =>
  queryOptions({
    queryKey: [...checkoutKeys.documents(ids), userId],
    queryFn: async () => {
      const client = await loadSupabase();
      const [documents, owned] = await Promise.all([
        client
          .from('documents')
          .select('id, slug, title, price, points_price, user_id')
          .in('id', [...ids]),
        client
          .from('user_documents')
          .select('document_id')
          .eq('user_id', userId)
          .in('document_id', [...ids]),
      ]);
      if (documents.error) throw new Error(documents.error.message);
      if (owned.error) throw new Error(owned.error.message);
      const ownedIds = new Set(owned.data.map((row) => row.document_id));
      return documents.data.map((doc) => ({ ...doc, owned: ownedIds.has(doc.id) || doc.user_id === userId }));
    },
  });

export type CartDocument = Awaited<
  ReturnType<NonNullable<ReturnType<typeof cartDocumentsQuery>['queryFn']>>
>[number];

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
