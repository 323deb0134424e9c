// The one fulfilment path (issue 11): the webhook and the return-page verification both end here, and here in
// public.fulfil_payment (fulfil_points_payment, then the documents a checkout named), which credits a (provider,
// payment id) exactly once whatever arrives first, twice or concurrently. What was bought comes from the provider's own record of the payment (its metadata, set by
// create-checkout-session on the server), and the amount the provider took must be the price of that purchase.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types.ts';
import { isId } from '../../../../shared/functions/function-contract.ts';
import { fulfilmentSchema, type Fulfilment } from '../../../../shared/functions/payments.contract.ts';
import { json } from '../cors.ts';
import type { ProviderName } from './payment-provider.ts';

export interface PaymentRecord {
  provider: ProviderName;
  /** The provider's id of the payment: a Checkout Session, Payment Intent or PayPal order id. */
  paymentId: string;
  paid: boolean;
  amountCents: number;
  metadata: Record<string, string>;
  paymentMethod: string;
  /** Kept on the order so a refund event that names only the intent finds it. */
  paymentIntentId?: string | null;
}

export type FulfilOutcome =
  { ok: true; fulfilment: Fulfilment } | { ok: false; status: number; error: string };

/** What a return page is told of a credited payment (the contracts' paymentVerifiedFields), card or PayPal alike. */
export function paymentVerified(f: Fulfilment) {
  return {
    status: f.status,
    order_id: f.order_id,
    points_balance: f.points_balance,
    payment_details: {
      amount: f.amount,
      points: f.points_amount,
      bonus_points: f.bonus_points,
      package_id: f.package_id,
    },
    documents: f.documents,
  };
}

const PAYMENT_REFUNDED = 'This payment was refunded';

/** Provider ids (Checkout Sessions, Payment Intents, PayPal orders): safe inside a PostgREST filter. */
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,255}$/;

/** The price the purchase named in the metadata costs, in cents, or an error. */
async function expectedCents(
  service: SupabaseClient<Database>,
  metadata: Record<string, string>,
): Promise<{ cents: number; packageId: string | null; amountUsd: number | null } | { error: string }> {
  if (metadata.package_id) {
    if (!isId(metadata.package_id)) return { error: 'Unknown points package' };
    const { data } = await service
      .from('points_packages')
      .select('price')
      .eq('id', metadata.package_id)
      .maybeSingle();
    if (!data) return { error: 'Unknown points package' };
    return { cents: Math.round(Number(data.price) * 100), packageId: metadata.package_id, amountUsd: null };
  }
  const amount = Number(metadata.amount_usd);
  if (!metadata.amount_usd || !Number.isFinite(amount)) return { error: 'The payment names no purchase' };
  return { cents: Math.round(amount * 100), packageId: null, amountUsd: amount };
}

/**
 * What the server quoted for this payment when it created the checkout (the pending order it wrote under the
 * payment's id), in cents; null when there is none. The payer is held to that price, and fulfil_points_payment
 * credits that order's points, whatever the package costs by the time the payment arrives.
 */
async function quotedCents(
  service: SupabaseClient<Database>,
  payment: PaymentRecord,
): Promise<{ cents: number; packageId: string | null; amountUsd: number | null } | null> {
  if (!PAYMENT_ID.test(payment.paymentId)) return null;
  const id = payment.paymentId;
  const { data } = await service
    .from('points_orders')
    .select('amount, package_id, user_id')
    .eq('provider', payment.provider)
    .or(`provider_payment_id.eq.${id},provider_session_id.eq.${id},payment_intent_id.eq.${id}`)
    .limit(1)
    .maybeSingle();
  if (!data || data.user_id !== payment.metadata.user_id) return null;
  const amount = Number(data.amount);
  return { cents: Math.round(amount * 100), packageId: data.package_id, amountUsd: amount };
}

export async function fulfilPointsPayment(
  service: SupabaseClient<Database>,
  payment: PaymentRecord,
): Promise<FulfilOutcome> {
  if (!payment.paid) return { ok: false, status: 402, error: 'The payment has not been completed' };
  const userId = payment.metadata.user_id;
  if (payment.metadata.purpose !== 'points' || !userId || !isId(userId)) {
    return { ok: false, status: 400, error: 'The payment is not a points purchase of this platform' };
  }
  const expected = (await quotedCents(service, payment)) ?? (await expectedCents(service, payment.metadata));
  if ('error' in expected) return { ok: false, status: 400, error: expected.error };
  if (expected.cents !== payment.amountCents) {
    return { ok: false, status: 409, error: 'The amount paid does not match the purchase' };
  }
  // fulfil_payment: fulfil_points_payment, then the checkout's documents bought once with the credited points.
  const {
    data,
    error,
    status: answered,
  } = await service.rpc('fulfil_payment', {
    p_provider: payment.provider,
    p_provider_payment_id: payment.paymentId,
    p_user_id: userId,
    ...(expected.packageId ? { p_package_id: expected.packageId } : { p_amount_usd: expected.amountUsd! }),
    p_payment_method: payment.paymentMethod,
    p_metadata: payment.paymentIntentId ? { payment_intent_id: payment.paymentIntentId } : {},
  });
  if (error) {
    // The HTTP status of PostgREST's answer (the error object carries none); no answer at all (0) is our failure,
    // so the provider is asked to retry rather than told the payment was refused.
    const status = answered || 502;
    // PostgREST's own refusals (PGRST…: a schema cache without the function, a bad key) are ours to fix, never
    // a verdict on the payment: the provider retries them, and nothing is refunded for them.
    const ours = status >= 500 || error.code?.startsWith('PGRST');
    return { ok: false, status: ours ? 502 : status, error: error.message };
  }
  const fulfilment = fulfilmentSchema.parse(data);
  // Given back already: a return page must not show it as a purchase, and a replayed event changes nothing.
  if (fulfilment.order_status === 'refunded') return { ok: false, status: 409, error: PAYMENT_REFUNDED };
  return { ok: true, fulfilment };
}

/** The provider's side of a payment a webhook names: asked before any money is given back. */
export interface PaymentAtProvider {
  /** The provider's own record of the payment (from its API, never the event's body); null when it has none. */
  confirm(): Promise<PaymentRecord | null>;
  /** Gives the confirmed payment's money back; idempotent at the provider (a second call refunds nothing more). */
  refund(payment: PaymentRecord): Promise<void>;
}

/**
 * A refusal no retry will turn into a credit, of a payment this platform's checkout created (a points purchase
 * for one of our users): what it names cannot be sold for what was paid. Anything else (another product's
 * payment, an unpaid one, a failure of ours) is never refunded here.
 */
function refusedForGood(payment: PaymentRecord, outcome: { status: number }): boolean {
  return (
    outcome.status >= 400 &&
    outcome.status < 500 &&
    outcome.status !== 402 &&
    payment.paid &&
    payment.metadata.purpose === 'points' &&
    isId(payment.metadata.user_id ?? '') &&
    PAYMENT_ID.test(payment.paymentId) &&
    Boolean(payment.paymentIntentId)
  );
}

/**
 * Gives back a paid payment the fulfilment refused for good: recorded on its order first (once, under the
 * payment's lock; a credited payment is never refunded), then refunded at the provider, then marked refunded,
 * which tells the student. Each step is idempotent, so a failure answers 502 and the provider's retry finishes.
 */
async function refundRefusedPayment(
  service: SupabaseClient<Database>,
  provider: PaymentAtProvider,
  payment: PaymentRecord,
  reason: string,
): Promise<Response> {
  const recorded = await service.rpc('record_refused_payment', {
    p_provider: payment.provider,
    p_provider_payment_id: payment.paymentId,
    p_user_id: payment.metadata.user_id!,
    p_amount_cents: payment.amountCents,
    p_currency: 'usd',
    p_reason: reason,
    p_payment_intent_id: payment.paymentIntentId!,
  });
  if (recorded.error) return json({ received: true, error: recorded.error.message }, 502);
  const state = (recorded.data as { status: string }).status;
  if (state !== 'recorded') return json({ received: true, error: reason, refund: state });
  await provider.refund(payment);
  const marked = await service.rpc('refused_payment_refunded', {
    p_provider: payment.provider,
    p_provider_payment_id: payment.paymentId,
  });
  if (marked.error) return json({ received: true, error: marked.error.message }, 502);
  return json({ received: true, error: reason, refunded: true });
}

/**
 * A webhook's fulfilment answer: a payment that is not ours or does not add up will not become valid on a retry,
 * so it is acknowledged (200) with the reason; only a failure of ours (5xx) asks the provider to retry. A paid
 * payment of ours that is refused for good is looked up at the provider (the event's body is not trusted with
 * money), fulfilled on the provider's own record if that adds up, and otherwise refunded once.
 */
export async function fulfilFromWebhook(
  service: SupabaseClient<Database>,
  payment: PaymentRecord,
  atProvider: PaymentAtProvider,
): Promise<Response> {
  const outcome = await fulfilPointsPayment(service, payment);
  if (outcome.ok) return json({ received: true, status: outcome.fulfilment.status });
  if (outcome.status >= 500) return json({ received: true, error: outcome.error }, 502);
  if (!refusedForGood(payment, outcome)) return json({ received: true, error: outcome.error });
  const confirmed = await atProvider.confirm();
  if (!confirmed || confirmed.paymentId !== payment.paymentId || !confirmed.paid) {
    return json({ received: true, error: outcome.error });
  }
  const again = await fulfilPointsPayment(service, confirmed);
  if (again.ok) return json({ received: true, status: again.fulfilment.status });
  if (again.status >= 500) return json({ received: true, error: again.error }, 502);
  if (!refusedForGood(confirmed, again)) return json({ received: true, error: again.error });
  return refundRefusedPayment(service, atProvider, confirmed, again.error);
}

/** Reverses a refunded payment found by the provider's payment or intent id; false when no order has it. */
export async function refundPointsPayment(
  service: SupabaseClient<Database>,
  provider: ProviderName,
  paymentIntentId: string,
  reason: string,
): Promise<{ found: boolean; result?: unknown; error?: string }> {
  if (!/^[A-Za-z0-9_-]{1,255}$/.test(paymentIntentId)) return { found: false };
  const { data: order } = await service
    .from('points_orders')
    .select('provider_payment_id')
    .eq('provider', provider)
    .or(`provider_payment_id.eq.${paymentIntentId},metadata->>payment_intent_id.eq.${paymentIntentId}`)
    .not('provider_payment_id', 'is', null)
    .limit(1)
    .maybeSingle();
  if (!order?.provider_payment_id) return { found: false };
  // A refused payment's own refund (refundRefusedPayment): the provider's signed event confirms the money went
  // back; nothing was credited, so nothing is taken back.
  const refused = await service.rpc('refused_payment_refunded', {
    p_provider: provider,
    p_provider_payment_id: order.provider_payment_id,
  });
  if (refused.error) return { found: true, error: refused.error.message };
  if ((refused.data as { status: string }).status !== 'not_refused')
    return { found: true, result: refused.data };
  const { data, error } = await service.rpc('refund_points_payment', {
    p_provider: provider,
    p_provider_payment_id: order.provider_payment_id,
    p_reason: reason,
  });
  if (error) return { found: true, error: error.message };
  return { found: true, result: data };
}
