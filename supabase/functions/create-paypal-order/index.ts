// create-paypal-order: { package_id | amount, return_url, cancel_url } → { id, approve_url } — the PayPal order the
// wallet's PayPal buttons (createOrder) or the sandbox's approval page take the payer to. Like create-checkout-session,
// the server prices the purchase itself (the package, or calculate_points_for_amount) and the order carries who pays
// and for what in its custom_id; a pending points order is recorded under the PayPal order id, which
// confirm-paypal-payment and paypal-webhook complete exactly once. With `document_ids` the order pays the
// shortfall of the caller's points for those documents, and its fulfilment buys them (sellers credited).
import { corsHeaders, json } from '../_shared/cors.ts';
import { callerWithBody, RETURN_URL_REFUSED, returnUrl } from '../_shared/payments/caller.ts';
import { METHOD_DISABLED, methodEnabled, paypalPaymentProvider } from '../_shared/payments/payment-config.ts';
import { ProviderError } from '../_shared/payments/payment-provider.ts';
import {
  pendingOrder,
  quoteDocumentsTopUp,
  quotePointsPurchase,
  quoteAnswer,
} from '../_shared/payments/points-quote.ts';
import { clientForCaller, serviceClient } from '../_shared/supabase-clients.ts';

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const caller = await callerWithBody(request);
  if ('response' in caller) return caller.response;
  const { user, body } = caller;

  const service = serviceClient();
  if (!(await methodEnabled(service, 'paypal'))) return json({ error: METHOD_DISABLED.paypal }, 403);
  const back = returnUrl(body.return_url);
  const cancel = returnUrl(body.cancel_url);
  if (!back || !cancel) return json({ error: `return_url and cancel_url ${RETURN_URL_REFUSED}` }, 400);
  const asCaller = clientForCaller(request);
  const documents = await quoteDocumentsTopUp(asCaller, user.id, body);
  if ('error' in documents) return json({ error: documents.error }, documents.status);
  const quoted = await quotePointsPurchase(asCaller, documents.body);
  if ('error' in quoted) return json({ error: quoted.error }, quoted.status);
  const { quote } = quoted;

  try {
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
      returnUrl: back.toString(),
      cancelUrl: cancel.toString(),
    });
    if (!order.id) return json({ error: 'Error creating order. Please contact support.' }, 502);

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
    if (error) return json({ error: 'Error creating order. Please contact support.' }, 502);

    return json({
      id: order.id,
      approve_url: order.approveUrl,
      provider: provider.name,
      test_mode: provider.testMode,
      ...quoteAnswer(quote),
    });
  } catch (error) {
    if (error instanceof ProviderError) return json({ error: error.message }, error.status);
    throw error;
  }
});
