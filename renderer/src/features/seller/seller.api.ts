// The seller area's reads and writes: aggregates computed by the database for the caller only (seller_overview,
// seller_orders, seller_wallet), the seller's own documents and withdrawals under RLS, price edits through
// update_seller_document (the server sets the points) and withdrawals through request_withdrawal.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { loadSupabase } from '../../lib/supabase.loader';
import {
  sellerDocumentUpdateSchema,
  sellerOverviewSchema,
  sellerWalletSchema,
  withdrawalAnswerSchema,
  type WithdrawalAnswer,
} from './seller.schemas';

export const ORDERS_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = 10;
export const DOCUMENTS_PAGE_SIZE = 12;

export const sellerKeys = {
  all: ['seller'] as const,
  overview: (userId: string, days: number) => [...sellerKeys.all, 'overview', userId, days] as const,
  documents: (userId: string) => [...sellerKeys.all, 'documents', userId] as const,
  orders: (userId: string, search: string, page: number) =>
    [...sellerKeys.all, 'orders', userId, search, page] as const,
  wallet: (userId: string) => [...sellerKeys.all, 'wallet', userId] as const,
  withdrawals: (userId: string) => [...sellerKeys.all, 'withdrawals', userId] as const,
  history: (userId: string, page: number) => [...sellerKeys.all, 'history', userId, page] as const,
  settings: () => [...sellerKeys.all, 'settings'] as const,
};

export const overviewQuery = (userId: string, days: number) =>
  queryOptions({
    queryKey: sellerKeys.overview(userId, days),
    queryFn: async () => {
      const { data, error } = await (await loadSupabase()).rpc('seller_overview', { p_days: days });
      if (error) throw new Error(error.message);
      return sellerOverviewSchema.parse(data);
    },
    placeholderData: keepPreviousData,
  });

export const sellerDocumentsQuery = (userId: string) =>
  queryOptions({
    queryKey: sellerKeys.documents(userId),
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('documents')
        .select(
          'id, slug, title, description, price, points_price, status, rejection_reason, view_count, download_count, purchase_count, bookmark_count, revenue_points, average_rating, review_count, created_at, document_type:document_types(name), status_info:document_statuses(display_name, color)',
        )
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .limit(1000);
      if (error) throw new Error(error.message);
      return data;
    },
  });

export type SellerDocument = Awaited<
  ReturnType<NonNullable<ReturnType<typeof sellerDocumentsQuery>['queryFn']>>
>[number];

/** The statuses with their badges (document_statuses) and the seller's share of a sale. */
export const sellerSettingsQuery = () =>
  queryOptions({
    queryKey: sellerKeys.settings(),
    queryFn: async () => {
      const client = await loadSupabase();
      const [statuses, share] = await Promise.all([
        client.from('document_statuses').select('id, display_name, color, sort_order').order('sort_order'),
        client.from('app_settings').select('value').eq('key', 'points.seller_share_percent').maybeSingle(),
      ]);
      if (statuses.error) throw new Error(statuses.error.message);
      return { statuses: statuses.data, sharePercent: Number(share.data?.value ?? 70) };
    },
    staleTime: 10 * 60_000,
  });

export async function updateSellerDocument(input: {
  id: string;
  title: string;
  description: string;
  price: number;
}): Promise<{ status: string; price: number; points_price: number }> {
  const { data, error } = await (
    await loadSupabase()
  ).rpc('update_seller_document', {
    p_document_id: input.id,
    p_title: input.title,
    p_description: input.description,
    p_price: input.price,
  });
  if (error) throw new Error(error.message);
  return sellerDocumentUpdateSchema.parse(data);
}

/** Withdraws a document from the marketplace (status 'deleted'); buyers keep their access. */
export async function deleteSellerDocument(userId: string, id: string): Promise<void> {
  const { data, error } = await (
    await loadSupabase()
  )
    .from('documents')
    .update({ status: 'deleted' })
    .eq('id', id)
    .eq('user_id', userId)
    .select('id');
  if (error) throw new Error(error.message);
  if (data.length === 0) throw new Error('Document not found');
}

export async function fetchOrders(search: string, limit: number, offset: number) {
  const { data, error } = await (
    await loadSupabase()
  ).rpc('seller_orders', { p_search: search, p_limit: limit, p_offset: offset });
  if (error) throw new Error(error.message);
  return { rows: data, total: data[0]?.total_count ?? 0 };
}

export type SellerOrder = Awaited<ReturnType<typeof fetchOrders>>['rows'][number];

export const ordersQuery = (userId: string, search: string, page: number) =>
  queryOptions({
    queryKey: sellerKeys.orders(userId, search, page),
    queryFn: async () => fetchOrders(search, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

/** Every order the search matches, a thousand at a time, for the CSV export. */
export async function fetchAllOrders(search: string): Promise<SellerOrder[]> {
  const rows: SellerOrder[] = [];
  for (;;) {
    const page = await fetchOrders(search, 1000, rows.length);
    rows.push(...page.rows);
    if (page.rows.length < 1000 || rows.length >= page.total) return rows;
  }
}

export const sellerWalletQuery = (userId: string) =>
  queryOptions({
    queryKey: sellerKeys.wallet(userId),
    queryFn: async () => {
      const { data, error } = await (await loadSupabase()).rpc('seller_wallet');
      if (error) throw new Error(error.message);
      return sellerWalletSchema.parse(data);
    },
  });

export const withdrawalsQuery = (userId: string) =>
  queryOptions({
    queryKey: sellerKeys.withdrawals(userId),
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('seller_withdrawals')
        .select('id, points_amount, amount_usd, method, status, admin_note, created_at, processed_at')
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .limit(100);
      if (error) throw new Error(error.message);
      return data;
    },
    // Realtime brings each status change; while one is open, a slow poll covers a dropped connection.
    refetchInterval: (query) =>
      query.state.data?.some((row) => row.status === 'pending' || row.status === 'approved') ? 60_000 : false,
  });

export type SellerWithdrawal = Awaited<
  ReturnType<NonNullable<ReturnType<typeof withdrawalsQuery>['queryFn']>>
>[number];

/** The ledger entries of selling: earnings from sales and withdrawals (and their reversals). */
export const earningsHistoryQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: sellerKeys.history(userId, page),
    queryFn: async () => {
      const { data, error, count } = await (
        await loadSupabase()
      )
        .from('points_transactions')
        .select('id, type, amount, balance_after, description, created_at', { count: 'exact' })
        .eq('user_id', userId)
        .in('type', ['earned', 'withdrawal'])
        .order('created_at', { ascending: false })
        .range((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE - 1);
      if (error) throw new Error(error.message);
      return { rows: data, total: count ?? data.length };
    },
    placeholderData: keepPreviousData,
  });

export type EarningsEntry = Awaited<
  ReturnType<NonNullable<ReturnType<typeof earningsHistoryQuery>['queryFn']>>
>['rows'][number];

export type PayoutDetails =
  | { paypal_email: string }
  | { account_holder: string; bank_name: string; account_number: string; swift?: string };

/** request_withdrawal answers refusals as { success: false, error } in its own words; they are shown as is. */
export async function requestWithdrawal(
  points: number,
  method: 'paypal' | 'bank_transfer',
  details: PayoutDetails,
): Promise<WithdrawalAnswer> {
  const { data, error } = await (
    await loadSupabase()
  ).rpc('request_withdrawal', {
    p_points_amount: points,
    p_method: method,
    p_payout_details: details,
  });
  if (error) throw new Error(error.message);
  return withdrawalAnswerSchema.parse(data);
}
