// The sandbox provider (no payment keys set): the platform serves a Stripe-like API and a hosted checkout page in
// test mode (server/payments/sandbox-provider.routes.ts). It accepts Stripe's documented test cards and sends
// Stripe-style signed webhooks, verified here with Stripe's own SDK.
import Stripe from 'stripe';
import {
  ProviderError,
  WebhookSignatureError,
  type CheckoutSession,
  type PaymentProvider,
} from './payment-provider.ts';
import { checkoutSessionFromStripe, paymentEventFromStripe, stripeSessionSchema } from './stripe-events.ts';

export interface SandboxSettings {
  /** The platform's sandbox API, `${SUPABASE_URL}/sandbox/v1`. */
  apiUrl: string;
  /** The platform's service key: only the server creates and reads sandbox sessions. */
  apiKey: string;
  webhookSecret: string;
}

export function sandboxProvider(settings: SandboxSettings): PaymentProvider {
  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetch(`${settings.apiUrl}${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${settings.apiKey}`,
          'Content-Type': 'application/json',
          ...(init.headers ?? {}),
        },
      });
    } catch {
      throw new ProviderError('The sandbox payment provider could not be reached. Please try again.');
    }
  }

  async function session(response: Response): Promise<CheckoutSession> {
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const message = (body.error as { message?: string } | undefined)?.message ?? 'Sandbox checkout failed';
      throw new ProviderError(message, response.status >= 500 ? 502 : 400);
    }
    return checkoutSessionFromStripe(stripeSessionSchema.parse(body));
  }

  async function refund(paymentIntentId: string): Promise<void> {
    const response = await call('/refunds', {
      method: 'POST',
      body: JSON.stringify({ payment_intent: paymentIntentId }),
    });
    await response.body?.cancel();
    // 404: nothing refundable left (already refunded): the ledger step below is idempotent too.
    if (!response.ok && response.status !== 404)
      throw new ProviderError('The sandbox refused the refund', 502);
  }

  // Only its webhook helpers are used: the key is never sent anywhere.
  const signatures = new Stripe('sk_test_sandbox', { httpClient: Stripe.createFetchHttpClient() }).webhooks;

  return {
    name: 'sandbox',
    testMode: true,
    async createCheckoutSession(request) {
      return session(
        await call('/checkout/sessions', {
          method: 'POST',
          body: JSON.stringify({
            mode: request.subscription ? 'subscription' : 'payment',
            interval: request.subscription?.interval ?? null,
            amount_total: request.amountCents,
            currency: request.currency,
            description: request.description,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            customer_email: request.customerEmail ?? null,
            metadata: request.metadata,
          }),
        }),
      );
    },
    async retrieveCheckoutSession(id) {
      if (!/^cs_test_sbx_[A-Za-z0-9]{24}$/.test(id)) return null;
      const response = await call(`/checkout/sessions/${encodeURIComponent(id)}`);
      if (response.status === 404) return null;
      return session(response);
    },
    createPaymentIntent() {
      return Promise.reject(
        new ProviderError(
          'Card payments in the page need Stripe keys; the sandbox takes cards on its checkout page.',
          409,
        ),
      );
    },
    retrievePaymentIntent() {
      return Promise.resolve(null);
    },
    refundPayment: refund,
    async cancelSubscriptionAtPeriodEnd(subscriptionId) {
      const response = await call(`/subscriptions/${encodeURIComponent(subscriptionId)}`, {
        method: 'POST',
        body: JSON.stringify({ cancel_at_period_end: true }),
      });
      await response.body?.cancel();
      if (!response.ok) throw new ProviderError('The sandbox refused the cancellation', 502);
    },
    async cancelSubscriptionNow(subscriptionId) {
      const response = await call(`/subscriptions/${encodeURIComponent(subscriptionId)}`, {
        method: 'DELETE',
      });
      await response.body?.cancel();
      // 409: it had ended already (a retried webhook).
      if (response.status === 409) return false;
      if (!response.ok) throw new ProviderError('The sandbox refused the cancellation', 502);
      return true;
    },
    async refundInvoice(invoice) {
      // The sandbox charges a subscription's first invoice through its checkout session (that payment intent);
      // its renewals are simulated, with no payment of their own to give back.
      if (invoice.paymentIntentId) await refund(invoice.paymentIntentId);
    },
    async parseWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      try {
        const event = await signatures.constructEventAsync(
          rawBody,
          signature,
          settings.webhookSecret,
          undefined,
          Stripe.createSubtleCryptoProvider(),
        );
        return paymentEventFromStripe(event);
      } catch {
        throw new WebhookSignatureError('Invalid sandbox signature');
      }
    },
  };
}
