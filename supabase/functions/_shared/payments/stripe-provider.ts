// Stripe through its official SDK: Checkout Sessions (redirect), Payment Intents (Elements), signed webhooks
// (constructEventAsync). STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point the SDK elsewhere (the
// integration tests' local stand-in for Stripe's HTTP API); unset, it talks to api.stripe.com.
import Stripe from 'stripe';
import {
  ProviderError,
  WebhookSignatureError,
  type CheckoutRequest,
  type PaymentProvider,
} from './payment-provider.ts';
import { checkoutSessionFromStripe, paymentEventFromStripe } from './stripe-events.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | null;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    // Fetch works the same in Node and Deno.
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });
}

function providerError(error: unknown): ProviderError {
  if (error instanceof Stripe.errors.StripeCardError) return new ProviderError(error.message, 402);
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new ProviderError(error.message, 400);
  }
  return new ProviderError('The card payment provider could not be reached. Please try again.');
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    testMode: settings.secretKey.startsWith('sk_test_'),
    async createCheckoutSession(request: CheckoutRequest) {
      try {
        const recurring = request.subscription;
        const session = await stripe.checkout.sessions.create({
          mode: recurring ? 'subscription' : 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
                ...(recurring ? { recurring: { interval: recurring.interval } } : {}),
              },
            },
          ],
          ...(recurring ? { subscription_data: { metadata: request.metadata } } : {}),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          metadata: request.metadata,
          client_reference_id: request.metadata.user_id,
        });
        return checkoutSessionFromStripe(session);
      } catch (error) {
        throw providerError(error);
      }
    },
    async retrieveCheckoutSession(id) {
      try {
        return checkoutSessionFromStripe(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw providerError(error);
      }
    },
    async createPaymentIntent(request) {
      try {
        const intent = await stripe.paymentIntents.create({
          amount: request.amountCents,
          currency: request.currency,
          description: request.description,
          metadata: { ...request.metadata, flow: 'elements' },
          automatic_payment_methods: { enabled: true },
          ...(request.customerEmail ? { receipt_email: request.customerEmail } : {}),
        });
        if (!intent.client_secret) throw new ProviderError('Invalid response from checkout session');
        return { id: intent.id, clientSecret: intent.client_secret };
      } catch (error) {
        throw error instanceof ProviderError ? error : providerError(error);
      }
    },
    async retrievePaymentIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return {
          id: intent.id,
          paid: intent.status === 'succeeded',
          amountCents: intent.amount_received,
          metadata: { ...intent.metadata },
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw providerError(error);
      }
    },
    async refundPayment(paymentIntentId) {
      try {
        await stripe.refunds.create(
          { payment_intent: paymentIntentId },
          { idempotencyKey: `refund-${paymentIntentId}` },
        );
      } catch (error) {
        throw providerError(error);
      }
    },
    async cancelSubscriptionAtPeriodEnd(subscriptionId) {
      try {
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      } catch (error) {
        throw providerError(error);
      }
    },
    async cancelSubscriptionNow(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
        return true;
      } catch (error) {
        // Cancelling a cancelled subscription is refused: a retried webhook finds it so and goes on.
        const current = await stripe.subscriptions.retrieve(subscriptionId).catch(() => null);
        if (current?.status === 'canceled') return false;
        throw providerError(error);
      }
    },
    async refundInvoice(invoice) {
      try {
        const intents = invoice.paymentIntentId
          ? [invoice.paymentIntentId]
          : (await stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid', limit: 10 })).data
              .map(({ payment }) =>
                typeof payment.payment_intent === 'string'
                  ? payment.payment_intent
                  : payment.payment_intent?.id,
              )
              .filter((intent): intent is string => Boolean(intent));
        if (intents.length === 0) throw new ProviderError('The invoice has no payment to refund');
        for (const intent of intents) {
          await stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: `refund-${intent}` });
        }
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        // A payment refunded already (by an earlier attempt with another key, or in Stripe's dashboard).
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'charge_already_refunded'
        )
          return;
        throw providerError(error);
      }
    },
    async parseWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature');
      if (!settings.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      try {
        const event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          settings.webhookSecret,
          undefined,
          Stripe.createSubtleCryptoProvider(),
        );
        return paymentEventFromStripe(event);
      } catch {
        throw new WebhookSignatureError('Invalid Stripe signature');
      }
    },
  };
}
