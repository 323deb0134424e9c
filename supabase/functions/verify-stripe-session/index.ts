// The card-session verification (spec 1 §7): { session_id, user_id } → { valid, payment_details{amount, points,
// package_id} }. The session is read from the provider, never from the address, and a paid one is fulfilled
// through the same idempotent credit as the webhook: the first of the two to arrive credits, the other answers
// 'already_processed'. Another user's session is "not found".
import { corsHeaders, json } from '../_shared/cors.ts';
import { callerWithBody } from '../_shared/payments/caller.ts';
import { fulfilPointsPayment, type FulfilOutcome } from '../_shared/payments/fulfilment.ts';
import { cardProvider } from '../_shared/payments/payment-config.ts';
import { ProviderError } from '../_shared/payments/payment-provider.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

/** The verification's answer for a fulfilment: valid with the payment's details, or the reason it is not. */
function verified(outcome: FulfilOutcome): Response {
  if (!outcome.ok) return json({ valid: false, error: outcome.error }, outcome.status);
  const f = outcome.fulfilment;
  return json({
    valid: true,
    status: f.status,
    order_id: f.order_id,
    points_balance: f.points_balance,
    payment_details: {
      amount: Number(f.amount),
      points: f.points_amount,
      bonus_points: f.bonus_points,
      package_id: f.package_id,
    },
    documents: f.documents,
  });
}

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const caller = await callerWithBody(request, { moneyMoves: false });
  if ('response' in caller) return caller.response;
  const { user, body } = caller;

  const sessionId = body.session_id;
  if (typeof sessionId !== 'string' || !/^[A-Za-z0-9_]{8,255}$/.test(sessionId)) {
    return json({ valid: false, error: 'session_id must be a checkout session id' }, 400);
  }
  if (body.user_id !== undefined && body.user_id !== user.id) {
    return json({ valid: false, error: 'You can only verify your own payments' }, 403);
  }

  try {
    const provider = cardProvider();
    // Stripe Elements returns with the Payment Intent's id (payment_intent=pi_…): the intent is read from Stripe
    // and fulfilled under its own id, as payment_intent.succeeded is.
    if (sessionId.startsWith('pi_')) {
      const intent = await provider.retrievePaymentIntent(sessionId);
      if (!intent || intent.metadata.user_id !== user.id || intent.metadata.flow !== 'elements') {
        return json({ valid: false, error: 'Payment not found' }, 404);
      }
      if (!intent.paid) return json({ valid: false, error: 'The payment has not been completed' });
      return verified(
        await fulfilPointsPayment(serviceClient(), {
          provider: provider.name,
          paymentId: intent.id,
          paid: true,
          amountCents: intent.amountCents,
          metadata: intent.metadata,
          paymentMethod: 'card',
          paymentIntentId: intent.id,
        }),
      );
    }
    const session = await provider.retrieveCheckoutSession(sessionId);
    if (!session || session.metadata.user_id !== user.id) {
      return json({ valid: false, error: 'Payment not found' }, 404);
    }
    if (!session.paid) {
      return json({ valid: false, status: session.status, error: 'The payment has not been completed' });
    }
    return verified(
      await fulfilPointsPayment(serviceClient(), {
        provider: provider.name,
        paymentId: session.id,
        paid: session.paid,
        amountCents: session.amountCents,
        metadata: session.metadata,
        paymentMethod: 'card',
        paymentIntentId: session.paymentIntentId,
      }),
    );
  } catch (error) {
    if (error instanceof ProviderError) return json({ valid: false, error: error.message }, error.status);
    throw error;
  }
});
