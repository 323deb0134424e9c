// What a points purchase costs and gives, computed on the server from the package or the amount (spec 1 §7:
// calculate_points_for_amount). Amounts, points and bonus the client sends are never used.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types.ts';

export interface PointsQuote {
  packageId: string | null;
  amountUsd: number;
  amountCents: number;
  currency: string;
  points: number;
  bonusPoints: number;
  description: string;
}

export type QuoteResult = { quote: PointsQuote } | { status: number; error: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function setting(client: SupabaseClient<Database>, key: string, fallback: number): Promise<number> {
  const { data } = await client.from('app_settings').select('value').eq('key', key).maybeSingle();
  const value = Number(data?.value);
  return Number.isFinite(value) ? value : fallback;
}

export async function quotePointsPurchase(
  client: SupabaseClient<Database>,
  body: { package_id?: unknown; amount?: unknown },
): Promise<QuoteResult> {
  if (body.package_id !== undefined && body.package_id !== null && body.package_id !== '') {
    if (typeof body.package_id !== 'string' || !UUID.test(body.package_id)) {
      return { status: 400, error: 'package_id must be a points package id' };
    }
    const { data: pkg } = await client
      .from('points_packages')
      .select('id, name, points, price, bonus_points, currency, is_active')
      .eq('id', body.package_id)
      .eq('is_active', true)
      .maybeSingle();
    if (!pkg) return { status: 404, error: 'Points package not found or no longer offered' };
    const { data: tier } = await client.rpc('calculate_points_for_amount', { amount_usd: pkg.price });
    const tierBonus = tier?.[0]?.bonus_points ?? 0;
    return {
      quote: {
        packageId: pkg.id,
        amountUsd: Number(pkg.price),
        amountCents: Math.round(Number(pkg.price) * 100),
        currency: pkg.currency,
        points: pkg.points,
        bonusPoints: Math.max(pkg.bonus_points, tierBonus),
        description: `${pkg.name}: ${pkg.points.toLocaleString('en-US')} points`,
      },
    };
  }
  const raw = body.amount;
  const amount =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(amount)) return { status: 400, error: 'Amount must be a number of US dollars' };
  const [min, max] = await Promise.all([
    setting(client, 'payments.min_usd', 1),
    setting(client, 'payments.max_usd', 10000),
  ]);
  if (amount < min || amount > max) {
    return { status: 400, error: `Amount must be between $${min.toFixed(2)} and $${max.toFixed(2)}` };
  }
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) {
    return { status: 400, error: 'Amount must be whole cents' };
  }
  const { data, error } = await client.rpc('calculate_points_for_amount', { amount_usd: amount });
  const row = data?.[0];
  if (error || !row) return { status: 400, error: error?.message ?? 'Could not quote this amount' };
  return {
    quote: {
      packageId: null,
      amountUsd: amount,
      amountCents: Math.round(amount * 100),
      currency: 'usd',
      points: row.base_points,
      bonusPoints: row.bonus_points,
      description: `${row.base_points.toLocaleString('en-US')} points`,
    },
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
  body: Record<string, unknown>,
): Promise<
  { documentIds: string[] | null; body: Record<string, unknown> } | { status: number; error: string }
> {
  if (body.document_ids === undefined || body.document_ids === null) return { documentIds: null, body };
  const raw = body.document_ids;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 50) {
    return { status: 400, error: 'document_ids must list 1 to 50 documents' };
  }
  if (!raw.every((id): id is string => typeof id === 'string' && UUID.test(id))) {
    return { status: 400, error: 'document_ids must be document ids' };
  }
  const ids = [...new Set(raw.map((id) => id.toLowerCase()))];
  const [documents, owned, wallet, min] = await Promise.all([
    client.from('documents').select('id, points_price, user_id').in('id', ids).eq('status', 'approved'),
    client.from('user_documents').select('document_id').eq('user_id', userId).in('document_id', ids),
    client.from('user_points').select('points_balance').eq('user_id', userId).maybeSingle(),
    setting(client, 'payments.min_usd', 1),
  ]);
  if (documents.error || owned.error || wallet.error) {
    return { status: 502, error: 'Error creating order. Please contact support.' };
  }
  if (documents.data.length !== ids.length) {
    return { status: 404, error: 'Some documents in your cart are no longer available' };
  }
  if (documents.data.some((doc) => doc.user_id === userId)) {
    return { status: 409, error: 'You cannot buy your own document' };
  }
  // Digital content is bought once: an owned document in the cart is refused, as the purchase itself refuses it.
  if (owned.data.length > 0) {
    return { status: 409, error: 'You already own a document in your cart: remove it from your cart' };
  }
  const total = documents.data.reduce((sum, doc) => sum + doc.points_price, 0);
  const shortfall = total - (wallet.data?.points_balance ?? 0);
  if (shortfall <= 0) {
    return { status: 409, error: 'You have enough points: pay with points instead' };
  }
  const { package_id: _package, ...rest } = body;
  return { documentIds: ids, body: { ...rest, amount: Math.max(min, shortfall / 10) } };
}

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
