// stripe-webhook: Stripe's (or the sandbox's Stripe-style) signed events. The signature is verified over the raw
// body with Stripe's SDK (constructEventAsync) before anything is read; a bad one is 400 and changes nothing.
// checkout.session.completed and Elements' payment_intent.succeeded go through the one idempotent fulfilment;
// charge.refunded reverses the credit once; invoice.paid activates a subscription's period, and cancels and refunds
// a second subscription the user paid for while one was active; other events are acknowledged and ignored.
import { stripeWebhookContract } from '../../../shared/functions/payments.contract.ts';
import { json } from '../_shared/cors.ts';
import { defineFunction } from '../_shared/define-function.ts';
import {
  fulfilFromWebhook,
  refundPointsPayment,
  type PaymentAtProvider,
} from '../_shared/payments/fulfilment.ts';
import type { PaymentProvider } from '../_shared/payments/payment-provider.ts';
import { cardProvider } from '../_shared/payments/payment-config.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

/**
 * A paid subscription the platform refused because the user already has one (activate_subscription_period's 409):
 * no subscription of ours holds this provider subscription (another user's would be a conflict of a different kind).
 */
async function isSecondSubscription(
  service: ReturnType<typeof serviceClient>,
  providerSubscriptionId: string,
): Promise<boolean> {
  const { data, error } = await service
    .from('user_subscriptions')
    .select('id')
    .eq('provider_subscription_id', providerSubscriptionId)
    .limit(1);
  return !error && data.length === 0;
}

const SECOND_SUBSCRIPTION_REFUNDED = {
  title: 'Second subscription refunded',
  body: 'You already have an active subscription, so the second one you paid for was cancelled and its payment refunded.',
};
const PLAN_GONE_REFUNDED = {
  title: 'Subscription refunded',
  body: 'The plan you subscribed to is no longer offered, so your subscription was cancelled and this payment refunded.',
};

/** A card payment as the provider's API reports it (a Checkout Session or a Payment Intent), refunded by its intent. */
function cardPaymentAtProvider(
  provider: PaymentProvider,
  payment: { kind: 'session' | 'intent'; id: string },
): PaymentAtProvider {
  return {
    async confirm() {
      // A Checkout Session names the intent that took the money; a Payment Intent is that intent.
      const found =
        payment.kind === 'session'
          ? await provider.retrieveCheckoutSession(payment.id)
          : await provider
              .retrievePaymentIntent(payment.id)
              .then((intent) => intent && { ...intent, paymentIntentId: intent.id });
      if (!found) return null;
      return {
        provider: provider.name,
        paymentId: found.id,
        paid: found.paid,
        amountCents: found.amountCents,
        metadata: found.metadata,
        paymentMethod: 'card',
        paymentIntentId: found.paymentIntentId,
      };
    },
    refund: (confirmed) => provider.refundPayment(confirmed.paymentIntentId!),
  };
}

defineFunction(stripeWebhookContract, async ({ input: rawBody, request }) => {
  const provider = cardProvider();
  const event = await provider.parseWebhook(rawBody, request.headers);
  const service = serviceClient();
  switch (event.kind) {
    case 'checkout-completed': {
      if (!event.session.paid) return json({ received: true, ignored: 'unpaid session' });
      return fulfilFromWebhook(
        service,
        {
          provider: provider.name,
          paymentId: event.session.id,
          paid: true,
          amountCents: event.session.amountCents,
          metadata: event.session.metadata,
          paymentMethod: 'card',
          paymentIntentId: event.session.paymentIntentId,
        },
        cardPaymentAtProvider(provider, { kind: 'session', id: event.session.id }),
      );
    }
    case 'payment-succeeded': {
      return fulfilFromWebhook(
        service,
        {
          provider: provider.name,
          paymentId: event.paymentId,
          paid: true,
          amountCents: event.amountCents,
          metadata: event.metadata,
          paymentMethod: 'card',
          paymentIntentId: event.paymentId,
        },
        cardPaymentAtProvider(provider, { kind: 'intent', id: event.paymentId }),
      );
    }
    case 'payment-refunded': {
      const refund = await refundPointsPayment(
        service,
        provider.name,
        event.paymentIntentId,
        'charge.refunded',
      );
      if (refund.error) return json({ received: true, error: refund.error }, 502);
      return json({ received: true, refunded: refund.found, result: refund.result ?? null });
    }
    case 'subscription-paid': {
      const { user_id: userId, plan_id: planId, purpose } = event.metadata;
      if (purpose !== 'subscription' || !userId || !planId) {
        return json({ received: true, ignored: 'invoice of another product' });
      }
      const {
        data,
        error,
        status: answered,
      } = await service.rpc('activate_subscription_period', {
        p_provider: provider.name,
        p_provider_subscription_id: event.subscriptionId,
        p_user_id: userId,
        p_plan_id: planId,
        p_period_start: event.periodStart.toISOString(),
        p_period_end: event.periodEnd.toISOString(),
      });
      if (error) {
        // PostgREST's HTTP status (the error object carries none); no answer at all (0) asks for a retry.
        const status = answered || 502;
        // Paid for what the platform cannot give: a second subscription while one is active (409), or a plan or
        // an account that is gone (404: deleted, while the provider kept billing). The invoice is given back and
        // the provider stops billing (both idempotent: a failure answers 502 and the provider's retry finishes).
        const second = status === 409 && (await isSecondSubscription(service, event.subscriptionId));
        // 404 with the function's own code (P0002), not PostgREST's (PGRST202: a schema cache without it).
        const gone = status === 404 && error.code === 'P0002';
        if (second || gone) {
          await provider.refundInvoice(event.invoice);
          const ended = await provider.cancelSubscriptionNow(event.subscriptionId);
          // Told once: a replayed event finds the subscription ended already. An account that is gone has
          // nobody to tell (the insert is refused and nothing else depends on it).
          if (ended)
            await service.from('notifications').insert({
              user_id: userId,
              category: 'order-status',
              ...(second ? SECOND_SUBSCRIPTION_REFUNDED : PLAN_GONE_REFUNDED),
              link: '/dashboard/subscription',
            });
          return json({ received: true, error: error.message, cancelled: true, refunded: true });
        }
        return json({ received: true, error: error.message }, status >= 500 ? 502 : 200);
      }
      return json({ received: true, subscription: data });
    }
    case 'subscription-ended': {
      const { data, error } = await service.rpc('end_subscription', {
        p_provider: provider.name,
        p_provider_subscription_id: event.subscriptionId,
      });
      if (error) return json({ received: true, error: error.message }, 502);
      return json({ received: true, subscription: data });
    }
    case 'ignored':
      return json({ received: true, ignored: event.type });
  }
});
