// stripe-webhook: Stripe's (or the sandbox's Stripe-style) signed events. The signature is verified over the raw
// body with Stripe's SDK (constructEventAsync) before anything is read; a bad one is 400 and changes nothing.
// checkout.session.completed and Elements' payment_intent.succeeded go through the one idempotent fulfilment;
// charge.refunded reverses the credit once; other events are acknowledged and ignored.
import { json } from '../_shared/cors.ts';
import { fulfilFromWebhook, refundPointsPayment } from '../_shared/payments/fulfilment.ts';
import { cardProvider } from '../_shared/payments/payment-config.ts';
import { ProviderError, WebhookSignatureError } from '../_shared/payments/payment-provider.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  const rawBody = await request.text();
  try {
    const provider = cardProvider();
    const event = await provider.parseWebhook(rawBody, request.headers);
    const service = serviceClient();
    switch (event.kind) {
      case 'checkout-completed': {
        if (!event.session.paid) return json({ received: true, ignored: 'unpaid session' });
        return fulfilFromWebhook(service, {
          provider: provider.name,
          paymentId: event.session.id,
          paid: true,
          amountCents: event.session.amountCents,
          metadata: event.session.metadata,
          paymentMethod: 'card',
          paymentIntentId: event.session.paymentIntentId,
        });
      }
      case 'payment-succeeded': {
        return fulfilFromWebhook(service, {
          provider: provider.name,
          paymentId: event.paymentId,
          paid: true,
          amountCents: event.amountCents,
          metadata: event.metadata,
          paymentMethod: 'card',
          paymentIntentId: event.paymentId,
        });
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
        const { data, error } = await service.rpc('activate_subscription_period', {
          p_provider: provider.name,
          p_provider_subscription_id: event.subscriptionId,
          p_user_id: userId,
          p_plan_id: planId,
          p_period_start: event.periodStart.toISOString(),
          p_period_end: event.periodEnd.toISOString(),
        });
        if (error) {
          const status = Number((error as { status?: number }).status) || 400;
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
  } catch (error) {
    if (error instanceof WebhookSignatureError) return json({ error: error.message }, 400);
    if (error instanceof ProviderError) return json({ error: error.message }, error.status);
    throw error;
  }
});
