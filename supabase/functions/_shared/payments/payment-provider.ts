// One provider interface for the payment functions (issue 11; ARCHITECTURE §6b). Stripe, PayPal and the sandbox
// implement it; the functions never speak to a provider directly, so the same function bodies take a payment on a
// fresh machine (the sandbox) and, unchanged, with real keys.

import { FunctionError } from '../function-error.ts';

export type ProviderName = 'stripe' | 'paypal' | 'sandbox';

/** What we ask a provider to charge. Amounts are computed on the server (cents), never taken from a client. */
export interface CheckoutRequest {
  amountCents: number;
  currency: string;
  /** The line the payer reads on the provider's page. */
  description: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  /** Carried by the provider and given back on the session and in its webhooks (who pays, for what). */
  metadata: Record<string, string>;
  /** A recurring charge: the provider bills this amount every interval until cancelled. */
  subscription?: { interval: 'month' | 'year' };
}

/** A checkout as the provider reports it: the only source the fulfilment trusts. */
export interface CheckoutSession {
  id: string;
  /** Where the payer is sent (the provider's hosted page). */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  paymentIntentId: string | null;
}

/** A provider's webhook reduced to the events the platform acts on. */
export type PaymentEvent =
  | { kind: 'checkout-completed'; eventId: string; session: CheckoutSession }
  | {
      kind: 'payment-succeeded';
      eventId: string;
      paymentId: string;
      amountCents: number;
      metadata: Record<string, string>;
    }
  | { kind: 'payment-refunded'; eventId: string; paymentIntentId: string }
  | {
      kind: 'subscription-paid';
      eventId: string;
      subscriptionId: string;
      /** The paid invoice, and its payment intent when the event names it (refunded if the period is refused). */
      invoice: PaidInvoice;
      metadata: Record<string, string>;
      periodStart: Date;
      periodEnd: Date;
    }
  | { kind: 'subscription-ended'; eventId: string; subscriptionId: string }
  | { kind: 'ignored'; eventId: string; type: string };

export interface PaidInvoice {
  id: string;
  paymentIntentId: string | null;
}

export interface PaymentIntent {
  id: string;
  clientSecret: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** True for the sandbox: the screens label it as test mode with no real money. */
  readonly testMode: boolean;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** null when the provider does not know the id. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSession | null>;
  /** Stripe Elements: an intent the browser confirms with the card. */
  createPaymentIntent(request: Omit<CheckoutRequest, 'successUrl' | 'cancelUrl'>): Promise<PaymentIntent>;
  retrievePaymentIntent(
    id: string,
  ): Promise<{ id: string; paid: boolean; amountCents: number; metadata: Record<string, string> } | null>;
  /** Gives a paid payment's money back at the provider (its refund event follows, and finds it refunded). */
  refundPayment(paymentIntentId: string): Promise<void>;
  /** Ends the subscription when its paid period is over (cancel_at_period_end). */
  cancelSubscriptionAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Ends the subscription now, billing nothing more: true, or false when it had ended already. */
  cancelSubscriptionNow(subscriptionId: string): Promise<boolean>;
  /** Gives back what a paid invoice took (its refund event follows); one refunded already is left as it is. */
  refundInvoice(invoice: PaidInvoice): Promise<void>;
  /** Verifies the provider's signature over the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>;
}

/** A webhook whose signature does not verify: answered 400 and never acted on. */
export class WebhookSignatureError extends FunctionError {
  constructor(message: string) {
    super(400, message);
  }
}

/** The provider refused or could not be reached: the function answers 502 with a message the payer can read. */
export class ProviderError extends FunctionError {
  constructor(message: string, status = 502) {
    super(status, message);
  }
}
