// create-checkout-session (spec 1 §7): { amount, points_amount, bonus_points, currency, package_id, success_url,
// cancel_url, customer_email } → { url }. The price, points and bonus are the server's own (the package, or
// calculate_points_for_amount for a custom amount); the client's points_amount, bonus_points and currency are
// ignored. A pending points order is recorded under the provider's session id, which the webhook and the
// return-page verification complete exactly once. With `document_ids` (checkout or a document page) the session
// pays the shortfall of the caller's points for those documents, and its fulfilment buys them (sellers credited).
import { corsHeaders, json } from '../_shared/cors.ts';
import { callerWithBody, RETURN_URL_REFUSED, returnUrl } from '../_shared/payments/caller.ts';
import { cardProvider, METHOD_DISABLED, methodEnabled } from '../_shared/payments/payment-config.ts';
import { ProviderError } from '../_shared/payments/payment-provider.ts';
import {
  pendingOrder,
  quoteDocumentsTopUp,
  quotePointsPurchase,
  quoteAnswer,
} from '../_shared/payments/points-quote.ts';
import { clientForCaller, serviceClient } from '../_shared/supabase-clients.ts';

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

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const caller = await callerWithBody(request);
  if ('response' in caller) return caller.response;
  const { user, body } = caller;
  if (!(await methodEnabled(serviceClient(), 'card'))) return json({ error: METHOD_DISABLED.card }, 403);

  const successUrl = returnUrl(body.success_url);
  const cancelUrl = returnUrl(body.cancel_url);
  if (!successUrl || !cancelUrl) {
    return json({ error: `success_url and cancel_url ${RETURN_URL_REFUSED}` }, 400);
  }
  const asCaller = clientForCaller(request);
  const documents = await quoteDocumentsTopUp(asCaller, user.id, body);
  if ('error' in documents) return json({ error: documents.error }, documents.status);
  const quoted = await quotePointsPurchase(asCaller, documents.body);
  if ('error' in quoted) return json({ error: quoted.error }, quoted.status);
  const { quote } = quoted;

  try {
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
      successUrl: withSessionId(successUrl),
      cancelUrl: cancelUrl.toString(),
      customerEmail: user.email,
      metadata,
    });
    if (!session.url) return json({ error: 'Invalid response from checkout session' }, 502);

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
    if (error) return json({ error: 'Error creating order. Please contact support.' }, 502);

    return json({
      url: session.url,
      session_id: session.id,
      provider: provider.name,
      test_mode: provider.testMode,
      ...quoteAnswer(quote),
    });
  } catch (error) {
    if (error instanceof ProviderError) return json({ error: error.message }, error.status);
    throw error;
  }
});
