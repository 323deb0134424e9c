// create-checkout-session (spec 1 §7): { amount, points_amount, bonus_points, currency, package_id, success_url,
// cancel_url, customer_email } → { url }. The price, points and bonus are the server's own (the package, or
// calculate_points_for_amount for a custom amount); the client's points_amount, bonus_points and currency are
// ignored. A pending points order is recorded under the provider's session id, which the webhook and the
// return-page verification complete exactly once. With `document_ids` (checkout or a document page) the session
// pays the shortfall of the caller's points for those documents, and its fulfilment buys them (sellers credited).
import { createCheckoutSessionContract } from '../../../shared/functions/payments.contract.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { cardProvider, requireMethodEnabled } from '../_shared/payments/payment-config.ts';
import {
  ORDER_FAILED,
  pendingOrder,
  quoteDocumentsTopUp,
  quotePointsPurchase,
  quoteAnswer,
} from '../_shared/payments/points-quote.ts';
import { returnUrls } from '../_shared/payments/return-url.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

const SESSION_TEMPLATE = '{CHECKOUT_SESSION_ID}';

function withSessionId(url: URL): string {
  if (
    url.toString().includes(encodeURIComponent(SESSION_TEMPLATE)) ||
    url.search.includes(SESSION_TEMPLATE)
  ) {
    return url.toString().replace(encodeURIComponent(SESSION_TEMPLATE), SESSION_TEMPLATE);
  }
  const separator = url.search ? '&' : '?';
  return `${url.toString()}${separator}session_id=${SESSION_TEMPLATE}`;
}

defineFunction(createCheckoutSessionContract, async ({ input, user, caller, request }) => {
  await requireMethodEnabled(serviceClient(), 'card');
  const urls = returnUrls(input.success_url, input.cancel_url, 'success_url and cancel_url');
  const documents = await quoteDocumentsTopUp(caller, user.id, input.document_ids, input);
  const quote = await quotePointsPurchase(caller, documents.purchase);

  const provider = cardProvider();
  const metadata: Record<string, string> = {
    purpose: 'points',
    user_id: user.id,
    ...(quote.packageId ? { package_id: quote.packageId } : { amount_usd: quote.amountUsd.toFixed(2) }),
    points: String(quote.points),
    bonus_points: String(quote.bonusPoints),
  };
  const session = await provider.createCheckoutSession({
    amountCents: quote.amountCents,
    currency: quote.currency,
    description: quote.description,
    successUrl: withSessionId(urls.back),
    cancelUrl: urls.cancel.toString(),
    customerEmail: user.email,
    metadata,
  });
  if (!session.url) throw new FunctionError(502, 'Invalid response from checkout session');

  // The pending order the wallet lists; fulfilment completes this row (same provider payment id).
  const { error } = await serviceClient()
    .from('points_orders')
    .insert({
      ...pendingOrder(request, user.id, quote, {
        provider: provider.name,
        paymentId: session.id,
        method: 'card',
        checkout: 'session',
        documentIds: documents.documentIds,
      }),
      provider_session_id: session.id,
      payment_status: 'pending',
      order_status: 'pending',
    });
  if (error) throw new FunctionError(502, ORDER_FAILED);

  return {
    url: session.url,
    session_id: session.id,
    provider: provider.name,
    test_mode: provider.testMode,
    ...quoteAnswer(quote),
  };
});
