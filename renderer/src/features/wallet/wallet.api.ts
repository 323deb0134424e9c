// The signed-in user's wallet: balance and lifetime totals (user_points), packages and bonus tiers, quotes
// (calculate_points_for_amount), the ledger (points_transactions) and orders (points_orders). Points are written by
// the server only; buying goes through the payment functions.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import type { FunctionInput, FunctionOutput } from '../../../../shared/functions/function-contract';
import {
  confirmPaypalPaymentContract,
  createCheckoutSessionContract,
  createPaypalOrderContract,
  createPointsPaymentIntentContract,
  paymentMethodsContract,
  verifyStripeSessionContract,
  type DocumentsPurchase,
} from '../../../../shared/functions/payments.contract';
import { FunctionCallError } from '../../lib/function-call-error';
import { invokeFunction } from '../../lib/invoke-function';
import { loadSupabase } from '../../lib/supabase.loader';
import type { TransactionType } from './wallet.texts';

export const TRANSACTIONS_PAGE_SIZE = 10;

/**
 * The balance, from the user's user_points row. A missing row (PGRST116) is created, as spec 1 section 4 says,
 * by the server (the browser may not write user_points): ensure_user_points makes it with a zero balance.
 */
export async function fetchPointsBalance(client: SupabaseClient<Database>, userId: string): Promise<number> {
  const { data, error } = await client
    .from('user_points')
    .select('points_balance')
    .eq('user_id', userId)
    .single();
  if (!error) return data.points_balance;
  if (error.code !== 'PGRST116') throw new Error(error.message);
  const created = await client.rpc('ensure_user_points');
  if (created.error) throw new Error(created.error.message);
  return created.data.points_balance;
}

/** One key scheme for the wallet feature's cache entries. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: (userId: string) => [...walletKeys.all, 'balance', userId] as const,
  summary: (userId: string) => [...walletKeys.all, 'summary', userId] as const,
  packages: () => [...walletKeys.all, 'packages'] as const,
  limits: () => [...walletKeys.all, 'limits'] as const,
  quote: (amount: number) => [...walletKeys.all, 'quote', amount] as const,
  transactions: (userId: string, page: number, type: TransactionType | null) =>
    [...walletKeys.all, 'transactions', userId, page, type] as const,
  orders: (userId: string) => [...walletKeys.all, 'orders', userId] as const,
};

export const pointsBalanceQuery = (userId: string) =>
  queryOptions({
    queryKey: walletKeys.balance(userId),
    queryFn: async () => fetchPointsBalance(await loadSupabase(), userId),
    staleTime: 30_000,
  });

export const walletSummaryQuery = (userId: string) =>
  queryOptions({
    queryKey: walletKeys.summary(userId),
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('user_points')
        .select('points_balance, lifetime_earned, lifetime_spent, updated_at')
        .eq('user_id', userId)
        .maybeSingle();
      if (error) throw new Error(error.message);
      return data ?? { points_balance: 0, lifetime_earned: 0, lifetime_spent: 0, updated_at: null };
    },
  });

/** Spec 1 §7: points_packages (active, ordered by price) with the active bonus tiers. */
export const packagesQuery = () =>
  queryOptions({
    queryKey: walletKeys.packages(),
    queryFn: async () => {
      const client = await loadSupabase();
      const [packages, tiers] = await Promise.all([
        client
          .from('points_packages')
          .select('id, name, description, points, price, bonus_points, currency, is_popular')
          .eq('is_active', true)
          .order('price', { ascending: true }),
        client
          .from('points_bonus_tiers')
          .select('id, name, min_amount, bonus_points, bonus_percent')
          .eq('is_active', true)
          .order('min_amount', { ascending: true }),
      ]);
      if (packages.error) throw new Error(packages.error.message);
      if (tiers.error) throw new Error(tiers.error.message);
      return { packages: packages.data, tiers: tiers.data };
    },
    staleTime: 5 * 60_000,
  });

export type PointsPackage = Awaited<
  ReturnType<NonNullable<ReturnType<typeof packagesQuery>['queryFn']>>
>['packages'][number];
export type BonusTier = Awaited<
  ReturnType<NonNullable<ReturnType<typeof packagesQuery>['queryFn']>>
>['tiers'][number];

/** A package's bonus: its own, or the best tier its price reaches, whichever is more (as the server credits it). */
export function packageBonus(
  pkg: Pick<PointsPackage, 'price' | 'points' | 'bonus_points'>,
  tiers: BonusTier[],
) {
  const base = Math.floor(Number(pkg.price) * 10);
  const tierBonus = tiers
    .filter((tier) => Number(tier.min_amount) <= Number(pkg.price))
    .reduce(
      (best, tier) =>
        Math.max(best, (tier.bonus_points ?? 0) + Math.floor((base * Number(tier.bonus_percent ?? 0)) / 100)),
      0,
    );
  return Math.max(pkg.bonus_points, tierBonus);
}

export const purchaseLimitsQuery = () =>
  queryOptions({
    queryKey: walletKeys.limits(),
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('app_settings')
        .select('key, value')
        .in('key', ['payments.min_usd', 'payments.max_usd']);
      if (error) throw new Error(error.message);
      const value = (key: string, fallback: number) => {
        const found = Number(data.find((row) => row.key === key)?.value);
        return Number.isFinite(found) ? found : fallback;
      };
      return { min: value('payments.min_usd', 1), max: value('payments.max_usd', 10000) };
    },
    staleTime: 5 * 60_000,
  });

/** Spec 1 §7: calculate_points_for_amount(amount_usd) → base_points, bonus_points, total_points. */
export const quoteQuery = (amount: number) =>
  queryOptions({
    queryKey: walletKeys.quote(amount),
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      ).rpc('calculate_points_for_amount', {
        amount_usd: amount,
      });
      if (error) throw new Error(error.message);
      const row = data[0];
      // Spec 1 §7: the fallback base is floor of 10 times the amount.
      return (
        row ?? {
          base_points: Math.floor(amount * 10),
          bonus_points: 0,
          total_points: Math.floor(amount * 10),
        }
      );
    },
    staleTime: 60_000,
  });

export const transactionsQuery = (userId: string, page: number, type: TransactionType | null) =>
  queryOptions({
    queryKey: walletKeys.transactions(userId, page, type),
    queryFn: async () => {
      let query = (await loadSupabase())
        .from('points_transactions')
        .select('id, type, amount, balance_after, description, created_at', { count: 'exact' })
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .range((page - 1) * TRANSACTIONS_PAGE_SIZE, page * TRANSACTIONS_PAGE_SIZE - 1);
      if (type) query = query.eq('type', type);
      const { data, error, count } = await query;
      if (error) throw new Error(error.message);
      return { rows: data, total: count ?? data.length };
    },
    placeholderData: keepPreviousData,
  });

export type WalletTransaction = Awaited<
  ReturnType<NonNullable<ReturnType<typeof transactionsQuery>['queryFn']>>
>['rows'][number];

export const ordersQuery = (userId: string) =>
  queryOptions({
    queryKey: walletKeys.orders(userId),
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('points_orders')
        .select(
          'id, amount, currency, points_amount, bonus_points, provider, payment_method, payment_status, order_status, created_at, completed_at, package:points_packages(name)',
        )
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .limit(20);
      if (error) throw new Error(error.message);
      return data;
    },
  });

export type PointsOrder = Awaited<ReturnType<NonNullable<ReturnType<typeof ordersQuery>['queryFn']>>>[number];

export type CheckoutAnswer = FunctionOutput<typeof createCheckoutSessionContract>;

/** create-checkout-session (spec 1 §7): the server prices the purchase and answers the provider's page. */
export function createCheckoutSession(
  input: FunctionInput<typeof createCheckoutSessionContract>,
): Promise<CheckoutAnswer> {
  return invokeFunction(createCheckoutSessionContract, input);
}

/** A return page's verification: credited (with what was bought), or why not. */
export type PaymentVerification = FunctionOutput<typeof verifyStripeSessionContract>;
export type PaidDocuments = DocumentsPurchase;

/** A refusal (not found, not this user's, not paid) is an answer the return page shows; a failure of ours throws. */
async function verification(call: () => Promise<PaymentVerification>): Promise<PaymentVerification> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof FunctionCallError && error.status > 0 && error.status < 500)
      return { valid: false, error: error.message };
    throw error;
  }
}

/** The card-session verification (spec 1 §7): { session_id, user_id } → { valid, payment_details }. */
export function verifyCheckoutSession(sessionId: string, userId: string): Promise<PaymentVerification> {
  return verification(() =>
    invokeFunction(verifyStripeSessionContract, { session_id: sessionId, user_id: userId }),
  );
}

export type PaymentMethods = FunctionOutput<typeof paymentMethodsContract>;

/** payment-methods: which ways to pay are on (the admin's switches) and through which provider. */
export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'payment-methods'] as const,
    staleTime: 60_000,
    queryFn: (): Promise<PaymentMethods> => invokeFunction(paymentMethodsContract, {}),
  });

export type PaypalOrderAnswer = FunctionOutput<typeof createPaypalOrderContract>;

/** create-paypal-order: the server prices the purchase and answers PayPal's order (and its approval page). */
export function createPaypalOrder(
  input: FunctionInput<typeof createPaypalOrderContract>,
): Promise<PaypalOrderAnswer> {
  return invokeFunction(createPaypalOrderContract, input);
}

/** confirm-paypal-payment (spec 1 §7): captures the approved order and credits it once; answered as a verification. */
export function confirmPaypalPayment(orderId: string): Promise<PaymentVerification> {
  return verification(async () => {
    const confirmed = await invokeFunction(confirmPaypalPaymentContract, {
      paypal_order_id: orderId,
      payment_intent_id: orderId,
    });
    return {
      valid: true,
      status: confirmed.status,
      order_id: confirmed.order_id,
      points_balance: confirmed.points_balance,
      payment_details: confirmed.payment_details,
      documents: confirmed.documents,
    };
  });
}

/** create-points-payment-intent (spec 1 §7): an intent Stripe Elements confirms in the page (Stripe keys only). */
export function createPointsPaymentIntent(
  input: FunctionInput<typeof createPointsPaymentIntentContract>,
): Promise<FunctionOutput<typeof createPointsPaymentIntentContract>> {
  return invokeFunction(createPointsPaymentIntentContract, input);
}
