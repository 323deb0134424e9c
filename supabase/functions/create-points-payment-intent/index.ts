// create-points-payment-intent (spec 1 §7): { amount, points_amount, currency, package_id, description } →
// { client_secret }, for Stripe Elements in the page. The server prices the purchase (package or amount); the intent
// carries who pays and for what in its metadata (flow=elements), and payment_intent.succeeded fulfils it through the
// one idempotent credit. The sandbox has no Elements: it answers 409 and the wallet uses its checkout page.
import { corsHeaders, json } from '../_shared/cors.ts';
import { callerWithBody } from '../_shared/payments/caller.ts';
import { cardProvider, METHOD_DISABLED, methodEnabled } from '../_shared/payments/payment-config.ts';
import { ProviderError } from '../_shared/payments/payment-provider.ts';
import { pendingOrder, quotePointsPurchase, quoteAnswer } from '../_shared/payments/points-quote.ts';
import { clientForCaller, serviceClient } from '../_shared/supabase-clients.ts';

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const caller = await callerWithBody(request);
  if ('response' in caller) return caller.response;
  const { user, body } = caller;
  if (!(await methodEnabled(serviceClient(), 'card'))) return json({ error: METHOD_DISABLED.card }, 403);

  const quoted = await quotePointsPurchase(clientForCaller(request), body);
  if ('error' in quoted) return json({ error: quoted.error }, quoted.status);
  const { quote } = quoted;
  try {
    const provider = cardProvider();
    const intent = await provider.createPaymentIntent({
      amountCents: quote.amountCents,
      currency: quote.currency,
      description: quote.description,
      customerEmail: user.email,
      metadata: {
        purpose: 'points',
        user_id: user.id,
        ...(quote.packageId ? { package_id: quote.packageId } : { amount_usd: quote.amountUsd.toFixed(2) }),
      },
    });
    const { error } = await serviceClient()
      .from('points_orders')
      .insert({
        ...pendingOrder(request, user.id, quote, {
          provider: provider.name,
          paymentId: intent.id,
          method: 'card',
          checkout: 'elements',
        }),
        payment_intent_id: intent.id,
      });
    if (error) return json({ error: 'Error creating order. Please contact support.' }, 502);
    return json({
      client_secret: intent.clientSecret,
      payment_intent_id: intent.id,
      ...quoteAnswer(quote),
    });
  } catch (error) {
    if (error instanceof ProviderError) return json({ error: error.message }, error.status);
    throw error;
  }
});
