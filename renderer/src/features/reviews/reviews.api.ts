// Document reviews (spec 1 §3 document_reviews; rating 1 to 5): the paged list anyone may read, the signed-in
// user's own review, and writing, editing and deleting it. RLS lets only a buyer write (one per user).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryData, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';

type Client = SupabaseClient<Database>;

export const REVIEWS_PAGE_SIZE = 10;

const REVIEW_COLUMNS =
  'id, user_id, rating, comment, created_at, updated_at, author:public_profiles!document_reviews_user_id_fkey(full_name)';
const _reviewRows = (client: Client) => client.from('document_reviews').select(REVIEW_COLUMNS);
export type Review = QueryData<ReturnType<typeof _reviewRows>>[number];

export const reviewKeys = {
  all: ['reviews'] as const,
  document: (documentId: string) => [...reviewKeys.all, documentId] as const,
  page: (documentId: string, page: number) => [...reviewKeys.document(documentId), 'page', page] as const,
  mine: (documentId: string, userId: string) => [...reviewKeys.document(documentId), 'mine', userId] as const,
  summary: (documentId: string) => [...reviewKeys.document(documentId), 'summary'] as const,
};

export const reviewsPageQuery = (documentId: string, page: number) =>
  queryOptions({
    queryKey: reviewKeys.page(documentId, page),
    queryFn: async () => {
      const from = (page - 1) * REVIEWS_PAGE_SIZE;
      const { data, error, count } = await (
        await loadSupabase()
      )
        .from('document_reviews')
        .select(REVIEW_COLUMNS, { count: 'exact' })
        .eq('document_id', documentId)
        .order('created_at', { ascending: false })
        .order('id')
        .range(from, from + REVIEWS_PAGE_SIZE - 1);
      if (error) throw new Error(error.message);
      return { rows: data ?? [], total: count ?? 0 };
    },
    placeholderData: keepPreviousData,
  });

/** The document's average and count as the database keeps them (trigger on document_reviews). */
export const reviewSummaryQuery = (documentId: string) =>
  queryOptions({
    queryKey: reviewKeys.summary(documentId),
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('documents')
        .select('average_rating, review_count')
        .eq('id', documentId)
        .maybeSingle();
      if (error) throw new Error(error.message);
      return { average: Number(data?.average_rating ?? 0), count: data?.review_count ?? 0 };
    },
  });

export const myReviewQuery = (documentId: string, userId: string) =>
  queryOptions({
    queryKey: reviewKeys.mine(documentId, userId),
    queryFn: async () => {
      const { data, error } = await _reviewRows(await loadSupabase())
        .eq('document_id', documentId)
        .eq('user_id', userId)
        .maybeSingle();
      if (error) throw new Error(error.message);
      return data;
    },
  });

export async function saveReview(input: {
  documentId: string;
  userId: string;
  reviewId: string | null;
  rating: number;
  comment: string;
}): Promise<void> {
  const client = await loadSupabase();
  const comment = input.comment.trim() || null;
  const { error } = input.reviewId
    ? await client.from('document_reviews').update({ rating: input.rating, comment }).eq('id', input.reviewId)
    : await client
        .from('document_reviews')
        .insert({ document_id: input.documentId, user_id: input.userId, rating: input.rating, comment });
  if (error) throw new Error(error.message);
}

export async function deleteReview(reviewId: string): Promise<void> {
  const { error } = await (await loadSupabase()).from('document_reviews').delete().eq('id', reviewId);
  if (error) throw new Error(error.message);
}
