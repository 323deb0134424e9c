// create-points-payment-intent (spec 1 §7): { amount, points_amount, currency, package_id, description } →
// { client_secret }, for Stripe Elements in the page. The server prices the purchase (package or amount); the intent
// carries who pays and for what in its metadata (flow=elements), and payment_intent.succeeded fulfils it through the
// one idempotent credit. The sandbox has no Elements: it answers 409 and the wallet uses its checkout page.
import { createPointsPaymentIntentContract } from '../../../shared/functions/payments.contract.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { cardProvider, requireMethodEnabled } from '../_shared/payments/payment-config.ts';
import {
  ORDER_FAILED,
  pendingOrder,
  quotePointsPurchase,
  quoteAnswer,
} from '../_shared/payments/points-quote.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

defineFunction(createPointsPaymentIntentContract, async ({ input, user, caller, request }) => {
  await requireMethodEnabled(serviceClient(), 'card');
  const quote = await quotePointsPurchase(caller, input);
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
  if (error) throw new FunctionError(502, ORDER_FAILED);
  return {
    client_secret: intent.clientSecret,
    payment_intent_id: intent.id,
    ...quoteAnswer(quote),
  };
});
