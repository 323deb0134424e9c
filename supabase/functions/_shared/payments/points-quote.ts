// What a points purchase costs and gives, computed on the server from the package or the amount (spec 1 §7:
// calculate_points_for_amount). Amounts, points and bonus the client sends are never used.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types.ts';
import { AMOUNT_MESSAGE } from '../../../../shared/functions/payments.contract.ts';
import { FunctionError } from '../function-error.ts';

export interface PointsQuote {
  packageId: string | null;
  amountUsd: number;
  amountCents: number;
  currency: string;
  points: number;
  bonusPoints: number;
  description: string;
}

/** A points package, or an amount in US dollars, as the contracts parsed them (shared/functions/payments). */
export interface PointsPurchase {
  package_id: string | null;
  amount?: number | null | undefined;
}

async function setting(client: SupabaseClient<Database>, key: string, fallback: number): Promise<number> {
  const { data } = await client.from('app_settings').select('value').eq('key', key).maybeSingle();
  const value = Number(data?.value);
  return Number.isFinite(value) ? value : fallback;
}

/** The purchase priced by the server; a refusal (unknown package, amount out of range) is thrown. */
export async function quotePointsPurchase(
  client: SupabaseClient<Database>,
  purchase: PointsPurchase,
): Promise<PointsQuote> {
  if (purchase.package_id) {
    const { data: pkg } = await client
      .from('points_packages')
      .select('id, name, points, price, bonus_points, currency, is_active')
      .eq('id', purchase.package_id)
      .eq('is_active', true)
      .maybeSingle();
    if (!pkg) throw new FunctionError(404, 'Points package not found or no longer offered');
    const { data: tier } = await client.rpc('calculate_points_for_amount', { amount_usd: pkg.price });
    const tierBonus = tier?.[0]?.bonus_points ?? 0;
    return {
      packageId: pkg.id,
      amountUsd: Number(pkg.price),
      amountCents: Math.round(Number(pkg.price) * 100),
      currency: pkg.currency,
      points: pkg.points,
      bonusPoints: Math.max(pkg.bonus_points, tierBonus),
      description: `${pkg.name}: ${pkg.points.toLocaleString('en-US')} points`,
    };
  }
  const amount = purchase.amount;
  if (amount === undefined || amount === null || !Number.isFinite(amount))
    throw new FunctionError(400, AMOUNT_MESSAGE);
  const [min, max] = await Promise.all([
    setting(client, 'payments.min_usd', 1),
    setting(client, 'payments.max_usd', 10000),
  ]);
  if (amount < min || amount > max) {
    throw new FunctionError(400, `Amount must be between $${min.toFixed(2)} and $${max.toFixed(2)}`);
  }
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) {
    throw new FunctionError(400, 'Amount must be whole cents');
  }
  const { data, error } = await client.rpc('calculate_points_for_amount', { amount_usd: amount });
  const row = data?.[0];
  if (error || !row) throw new FunctionError(400, error?.message ?? 'Could not quote this amount');
  return {
    packageId: null,
    amountUsd: amount,
    amountCents: Math.round(amount * 100),
    currency: 'usd',
    points: row.base_points,
    bonusPoints: row.bonus_points,
    description: `${row.base_points.toLocaleString('en-US')} points`,
  };
}

/**
 * The documents a checkout pays for (`document_ids`, from /checkout or a document page): the payment tops up what
 * the caller's points lack for them, and its fulfilment buys them with the credited points (the sellers' shares
 * included). Absent: a plain points purchase. The amount is the server's: the shortfall of the caller's balance
 * against the documents' current points prices (10 points a dollar, at least the smallest payment); what the client
 * says about amounts is not used.
 */
export async function quoteDocumentsTopUp(
  client: SupabaseClient<Database>,
  userId: string,
  documentIds: string[] | null,
  purchase: PointsPurchase,
): Promise<{ documentIds: string[] | null; purchase: PointsPurchase }> {
  if (!documentIds) return { documentIds: null, purchase };
  const ids = [...new Set(documentIds.map((id) => id.toLowerCase()))];
  const [documents, owned, wallet, min] = await Promise.all([
    client.from('documents').select('id, points_price, user_id').in('id', ids).eq('status', 'approved'),
    client.from('user_documents').select('document_id').eq('user_id', userId).in('document_id', ids),
    client.from('user_points').select('points_balance').eq('user_id', userId).maybeSingle(),
    setting(client, 'payments.min_usd', 1),
  ]);
  if (documents.error || owned.error || wallet.error) throw new FunctionError(502, ORDER_FAILED);
  if (documents.data.length !== ids.length) {
    throw new FunctionError(404, 'Some documents in your cart are no longer available');
  }
  if (documents.data.some((doc) => doc.user_id === userId)) {
    throw new FunctionError(409, 'You cannot buy your own document');
  }
  // Digital content is bought once: an owned document in the cart is refused, as the purchase itself refuses it.
  if (owned.data.length > 0) {
    throw new FunctionError(409, 'You already own a document in your cart: remove it from your cart');
  }
  const total = documents.data.reduce((sum, doc) => sum + doc.points_price, 0);
  const shortfall = total - (wallet.data?.points_balance ?? 0);
  if (shortfall <= 0) throw new FunctionError(409, 'You have enough points: pay with points instead');
  return { documentIds: ids, purchase: { package_id: null, amount: Math.max(min, shortfall / 10) } };
}

/** The spec's words when an order cannot be recorded (spec 1 section 7). */
export const ORDER_FAILED = 'Error creating order. Please contact support.';

/** The pending points order a checkout records under the provider's id; the one fulfilment path completes it. */
export function pendingOrder(
  request: Request,
  userId: string,
  quote: PointsQuote,
  payment: {
    provider: Database['public']['Tables']['points_orders']['Insert']['provider'];
    paymentId: string;
    method: 'card' | 'paypal';
    checkout: string;
    /** The documents the payment buys at fulfilment (quoteDocumentsTopUp), if any. */
    documentIds?: string[] | null;
  },
): Database['public']['Tables']['points_orders']['Insert'] {
  return {
    user_id: userId,
    package_id: quote.packageId,
    amount: quote.amountUsd,
    points_amount: quote.points,
    bonus_points: quote.bonusPoints,
    currency: quote.currency,
    provider: payment.provider,
    provider_payment_id: payment.paymentId,
    payment_method: payment.method,
    user_agent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
    metadata: payment.documentIds
      ? { checkout: payment.checkout, document_ids: payment.documentIds }
      : { checkout: payment.checkout },
  };
}

/** What a created checkout answers about the purchase (the server's own figures). */
export function quoteAnswer(quote: PointsQuote) {
  return {
    amount: quote.amountUsd,
    points_amount: quote.points,
    bonus_points: quote.bonusPoints,
    package_id: quote.packageId,
  };
}
