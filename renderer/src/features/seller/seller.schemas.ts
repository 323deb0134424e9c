// The seller area's jsonb RPC answers (seller_overview, seller_wallet, update_seller_document, request_withdrawal;
// supabase/schema shows their SQL), parsed with zod so a changed answer fails where it is read, not in a chart.
import { z } from 'zod';

const count = z.number();

export const sellerOverviewSchema = z.object({
  days: z.number(),
  totals: z.object({
    documents: count,
    views: count,
    downloads: count,
    purchases: count,
    bookmarks: count,
    revenue_points: z.number(),
    revenue_usd: z.number(),
    usd_per_point: z.number(),
  }),
  documents_by_status: z.array(
    z.object({ status: z.string(), display_name: z.string(), color: z.string(), count }),
  ),
  daily: z.array(z.object({ date: z.string(), views: count, sales: count, earned_points: z.number() })),
  top_documents: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      views: count,
      downloads: count,
      purchases: count,
      revenue_points: z.number(),
    }),
  ),
});
export type SellerOverview = z.output<typeof sellerOverviewSchema>;

export const sellerWalletSchema = z.object({
  earned_points: z.number(),
  withdrawable_points: z.number(),
  pending_points: z.number(),
  paid_points: z.number(),
  paid_usd: z.number(),
  points_balance: z.number(),
  min_withdrawal: z.number(),
  usd_per_point: z.number(),
});
export type SellerWallet = z.output<typeof sellerWalletSchema>;

/** A price edit: the server sets the points price (and may send the document back to review). */
export const sellerDocumentUpdateSchema = z.object({
  status: z.string(),
  price: z.number(),
  points_price: z.number(),
});

/** request_withdrawal answers its refusals as values in its own words. */
export const withdrawalAnswerSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), withdrawal_id: z.string(), points_balance: z.number() }),
  z.object({ success: z.literal(false), error: z.string(), withdrawable_points: z.number().optional() }),
]);
export type WithdrawalAnswer = z.output<typeof withdrawalAnswerSchema>;
