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
    metadata: { checkout: payment.checkout },
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
