// Stripe-shaped webhook events reduced to the ones the platform acts on. The sandbox sends the same shapes, so both
// providers read their events here.
import { z } from 'zod';
import type { CheckoutSession, PaymentEvent } from './payment-provider.ts';

type Metadata = Record<string, string>;

interface SubscriptionDetails {
  subscription?: string | { id: string };
  metadata?: Metadata | null;
}

interface StripeSessionLike {
  id: string;
  url?: string | null;
  status?: string | null;
  payment_status?: string | null;
  amount_total?: number | null;
  currency?: string | null;
  metadata?: Metadata | null;
  payment_intent?: string | { id: string } | null;
}

/** A Checkout Session as JSON (an event's object, or the sandbox's answer): what the platform reads of it. */
export const stripeSessionSchema = z.object({
  id: z.string(),
  url: z.string().nullish(),
  status: z.string().nullish(),
  payment_status: z.string().nullish(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
}) satisfies z.ZodType<StripeSessionLike>;

export function checkoutSessionFromStripe(session: StripeSessionLike): CheckoutSession {
  const status = session.status === 'complete' || session.status === 'expired' ? session.status : 'open';
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url ?? null,
    status,
    // 'no_payment_required' never happens for a points purchase: the amount is at least $1.
    paid: session.payment_status === 'paid',
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    metadata: { ...(session.metadata ?? {}) },
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

/**
 * The payment intent an invoice event names: `payment_intent` on API versions before 2025-03-31 (and in the
 * sandbox's events), `payments.data[].payment.payment_intent` when the payments are included; null otherwise (the
 * provider then lists the invoice's payments itself).
 */
function invoicePaymentIntent(invoice: Record<string, unknown>): string | null {
  const idOf = (value: unknown) =>
    typeof value === 'string' ? value : ((value as { id?: string } | null | undefined)?.id ?? null);
  const direct = idOf(invoice.payment_intent);
  if (direct) return direct;
  const payments = (invoice.payments as { data?: { payment?: { payment_intent?: unknown } }[] } | undefined)
    ?.data;
  for (const payment of payments ?? []) {
    const intent = idOf(payment.payment?.payment_intent);
    if (intent) return intent;
  }
  return null;
}

export function paymentEventFromStripe(event: {
  id: string;
  type: string;
  data: { object: unknown };
}): PaymentEvent {
  const object = event.data.object as Record<string, unknown>;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // A subscription is activated by its paid invoice (invoice.paid), once per period, not by its checkout.
      if (object.mode === 'subscription') return { kind: 'ignored', eventId: event.id, type: event.type };
      return {
        kind: 'checkout-completed',
        eventId: event.id,
        session: checkoutSessionFromStripe(stripeSessionSchema.parse(object)),
      };
    case 'payment_intent.succeeded': {
      const metadata = (object.metadata ?? {}) as Metadata;
      // A Checkout Session's own intent succeeds too; that payment is fulfilled through its session, so only the
      // intents create-points-payment-intent made (flow=elements) are fulfilled here.
      if (metadata.flow !== 'elements') return { kind: 'ignored', eventId: event.id, type: event.type };
      return {
        kind: 'payment-succeeded',
        eventId: event.id,
        paymentId: String(object.id),
        amountCents: Number(object.amount_received ?? object.amount ?? 0),
        metadata,
      };
    }
    case 'charge.refunded': {
      const intent = object.payment_intent as string | { id: string } | null | undefined;
      const intentId = typeof intent === 'string' ? intent : intent?.id;
      if (!intentId || object.refunded !== true)
        return { kind: 'ignored', eventId: event.id, type: event.type };
      return { kind: 'payment-refunded', eventId: event.id, paymentIntentId: intentId };
    }
    case 'invoice.paid': {
      const parent = (object.parent ?? {}) as { subscription_details?: SubscriptionDetails };
      const details =
        parent.subscription_details ?? (object.subscription_details as SubscriptionDetails) ?? {};
      const subscription = (details.subscription ?? object.subscription) as
        string | { id: string } | undefined;
      const subscriptionId = typeof subscription === 'string' ? subscription : subscription?.id;
      const period = (object.lines as { data?: { period?: { start: number; end: number } }[] } | undefined)
        ?.data?.[0]?.period;
      if (!subscriptionId || !period) return { kind: 'ignored', eventId: event.id, type: event.type };
      return {
        kind: 'subscription-paid',
        eventId: event.id,
        subscriptionId,
        invoice: { id: String(object.id), paymentIntentId: invoicePaymentIntent(object) },
        metadata: { ...(details.metadata ?? {}) },
        periodStart: new Date(period.start * 1000),
        periodEnd: new Date(period.end * 1000),
      };
    }
    case 'customer.subscription.deleted':
      return { kind: 'subscription-ended', eventId: event.id, subscriptionId: String(object.id) };
    default:
      return { kind: 'ignored', eventId: event.id, type: event.type };
  }
}
