// The dashboard home's reads (issue 16): the balance and latest transactions, recently viewed documents (5),
// flashcards due today, the latest papers and document chats, and the seller's headline figures. Each is the
// user's own rows under RLS.
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../../shared/db/database.types';
import { loadSupabase } from '../../../lib/supabase.loader';

type Client = SupabaseClient<Database>;

export const RECENT_LIMIT = 5;

function must<T>(result: { data: T | null; error: { message: string } | null }): T {
  if (result.error) throw new Error(result.error.message);
  return result.data as T;
}

export async function fetchRecentTransactions(client: Client, userId: string) {
  return must(
    await client
      .from('points_transactions')
      .select('id, type, amount, description, created_at')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(RECENT_LIMIT),
  );
}

/** Documents due for reading: the recently viewed ones, newest view first (limit 5, spec 2 section 7.1). */
export async function fetchRecentlyViewed(client: Client, userId: string) {
  const views = must(
    await client
      .from('document_views')
      .select('document_id, viewed_at, progress, page_number')
      .eq('user_id', userId)
      .order('viewed_at', { ascending: false })
      .limit(RECENT_LIMIT),
  );
  if (views.length === 0) return [];
  const documents = must(
    await client
      .from('documents')
      .select('id, slug, title, document_type:document_types(name)')
      .in(
        'id',
        views.map((view) => view.document_id),
      ),
  );
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  return views.flatMap((view) => {
    const doc = byId.get(view.document_id);
    return doc ? [{ ...doc, viewed_at: view.viewed_at, progress: view.progress }] : [];
  });
}

/** Cards due by the end of today, per deck. */
export async function fetchDueFlashcards(client: Client, userId: string, now = new Date()) {
  const endOfDay = new Date(now);
  endOfDay.setHours(23, 59, 59, 999);
  const due = must(
    await client
      .from('flashcard_reviews')
      .select('deck_id')
      .eq('user_id', userId)
      .lte('due', endOfDay.toISOString())
      .limit(1000),
  );
  const counts = new Map<string, number>();
  for (const row of due) counts.set(row.deck_id, (counts.get(row.deck_id) ?? 0) + 1);
  if (counts.size === 0) return { total: 0, decks: [] };
  const decks = must(
    await client
      .from('flashcard_decks')
      .select('id, name, slug')
      .in('id', [...counts.keys()]),
  );
  return {
    total: due.length,
    decks: decks
      .map((deck) => ({ ...deck, due: counts.get(deck.id) ?? 0 }))
      .sort((a, b) => b.due - a.due)
      .slice(0, RECENT_LIMIT),
  };
}

export async function fetchRecentPapers(client: Client, userId: string) {
  return must(
    await client
      .from('papers')
      .select('id, title, status, updated_at')
      .eq('user_id', userId)
      .order('updated_at', { ascending: false })
      .limit(RECENT_LIMIT),
  );
}

export async function fetchRecentChats(client: Client, userId: string) {
  return must(
    await client
      .from('document_chat_sessions')
      .select('id, title, message_count, last_message_at, created_at')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(RECENT_LIMIT),
  );
}

/** The seller overview's headline figures: documents, approved ones, downloads, sales and points earned. */
export async function fetchSellerHeadline(client: Client, userId: string) {
  const [documents, earnings] = await Promise.all([
    client.from('documents').select('status, download_count').eq('user_id', userId),
    client.from('points_transactions').select('amount, metadata').eq('user_id', userId).eq('type', 'earned'),
  ]);
  const docs = must(documents);
  const earned = must(earnings);
  return {
    documents: docs.length,
    approved: docs.filter((doc) => doc.status === 'approved').length,
    downloads: docs.reduce((sum, doc) => sum + doc.download_count, 0),
    sales: earned.filter(
      (row) => typeof row.metadata === 'object' && row.metadata && 'sale_id' in row.metadata,
    ).length,
    earned: earned.reduce((sum, row) => sum + row.amount, 0),
  };
}

export const dashboardHomeKeys = {
  all: ['dashboard-home'] as const,
  part: (part: string, userId: string) => [...dashboardHomeKeys.all, part, userId] as const,
};

const part = <T>(name: string, userId: string, read: (client: Client, userId: string) => Promise<T>) =>
  queryOptions({
    queryKey: dashboardHomeKeys.part(name, userId),
    queryFn: async () => read(await loadSupabase(), userId),
    staleTime: 30_000,
  });

export const recentTransactionsQuery = (userId: string) =>
  part('transactions', userId, fetchRecentTransactions);
export const recentlyViewedQuery = (userId: string) => part('viewed', userId, fetchRecentlyViewed);
export const dueFlashcardsQuery = (userId: string) =>
  part('due', userId, (client, id) => fetchDueFlashcards(client, id));
export const recentPapersQuery = (userId: string) => part('papers', userId, fetchRecentPapers);
export const recentChatsQuery = (userId: string) => part('chats', userId, fetchRecentChats);
export const sellerHeadlineQuery = (userId: string) => part('seller', userId, fetchSellerHeadline);
