// The card-session verification (spec 1 §7): { session_id, user_id } → { valid, payment_details{amount, points,
// package_id} }. The session is read from the provider, never from the address, and a paid one is fulfilled
// through the same idempotent credit as the webhook: the first of the two to arrive credits, the other answers
// 'already_processed'. Another user's session is "not found".
import { verifyStripeSessionContract } from '../../../shared/functions/payments.contract.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { fulfilPointsPayment, paymentVerified, type FulfilOutcome } from '../_shared/payments/fulfilment.ts';
import { cardProvider } from '../_shared/payments/payment-config.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

const notFound = () => new FunctionError(404, 'Payment not found', { valid: false });

/** The verification's answer for a fulfilment: valid with the payment's details, or the reason it is not. */
function verified(outcome: FulfilOutcome) {
  if (!outcome.ok) throw new FunctionError(outcome.status, outcome.error, { valid: false });
  return { valid: true as const, ...paymentVerified(outcome.fulfilment) };
}

defineFunction(verifyStripeSessionContract, async ({ input, user }) => {
  const sessionId = input.session_id;
  if (input.user_id !== undefined && input.user_id !== user.id) {
    throw new FunctionError(403, 'You can only verify your own payments', { valid: false });
  }

  const provider = cardProvider();
  // Stripe Elements returns with the Payment Intent's id (payment_intent=pi_…): the intent is read from Stripe
  // and fulfilled under its own id, as payment_intent.succeeded is.
  if (sessionId.startsWith('pi_')) {
    const intent = await provider.retrievePaymentIntent(sessionId);
    if (!intent || intent.metadata.user_id !== user.id || intent.metadata.flow !== 'elements')
      throw notFound();
    if (!intent.paid) return { valid: false, error: 'The payment has not been completed' };
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
  if (!session || session.metadata.user_id !== user.id) throw notFound();
  if (!session.paid) {
    return { valid: false, status: session.status, error: 'The payment has not been completed' };
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
});
