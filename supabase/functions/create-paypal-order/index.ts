// create-paypal-order: { package_id | amount, return_url, cancel_url } → { id, approve_url } — the PayPal order the
// wallet's PayPal buttons (createOrder) or the sandbox's approval page take the payer to. Like create-checkout-session,
// the server prices the purchase itself (the package, or calculate_points_for_amount) and the order carries who pays
// and for what in its custom_id; a pending points order is recorded under the PayPal order id, which
// confirm-paypal-payment and paypal-webhook complete exactly once. With `document_ids` the order pays the
// shortfall of the caller's points for those documents, and its fulfilment buys them (sellers credited).
import { createPaypalOrderContract } from '../../../shared/functions/payments.contract.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { paypalPaymentProvider, requireMethodEnabled } from '../_shared/payments/payment-config.ts';
import {
  ORDER_FAILED,
  pendingOrder,
  quoteDocumentsTopUp,
  quotePointsPurchase,
  quoteAnswer,
} from '../_shared/payments/points-quote.ts';
import { returnUrls } from '../_shared/payments/return-url.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

defineFunction(createPaypalOrderContract, async ({ input, user, caller, request }) => {
  const service = serviceClient();
  await requireMethodEnabled(service, 'paypal');
  const urls = returnUrls(input.return_url, input.cancel_url, 'return_url and cancel_url');
  const documents = await quoteDocumentsTopUp(caller, user.id, input.document_ids, input);
  const quote = await quotePointsPurchase(caller, documents.purchase);

  const provider = paypalPaymentProvider();
  const order = await provider.createOrder({
    amountCents: quote.amountCents,
    currency: quote.currency,
    description: quote.description,
    purchase: {
      userId: user.id,
      packageId: quote.packageId,
      amountUsd: quote.packageId ? null : quote.amountUsd.toFixed(2),
    },
    returnUrl: urls.back.toString(),
    cancelUrl: urls.cancel.toString(),
  });
  if (!order.id) throw new FunctionError(502, ORDER_FAILED);

  const { error } = await service.from('points_orders').insert({
    ...pendingOrder(request, user.id, quote, {
      provider: provider.name,
      paymentId: order.id,
      method: 'paypal',
      checkout: 'paypal-order',
      documentIds: documents.documentIds,
    }),
    payment_status: 'pending',
    order_status: 'pending',
  });
  if (error) throw new FunctionError(502, ORDER_FAILED);

  return {
    id: order.id,
    approve_url: order.approveUrl,
    provider: provider.name,
    test_mode: provider.testMode,
    ...quoteAnswer(quote),
  };
});
