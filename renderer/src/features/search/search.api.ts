import type { SupabaseClient } from '@supabase/supabase-js';

export type InstantKind = 'document' | 'homework' | 'flashcards';

export interface InstantResult {
  kind: InstantKind;
  id: string;
  slug: string;
  title: string;
  author_name: string | null;
  created_at: string | null;
}

export const INSTANT_SEARCH_MAX = 8;

export function instantResultPath(result: InstantResult): string {
  if (result.kind === 'homework') return `/ai-homework-helper/${result.slug}`;
  if (result.kind === 'flashcards') return `/ai-flashcard-maker/${result.slug}`;
  return `/documents/${result.slug}`;
}

/** Header instant search; an empty query shows nothing and a failure returns an empty list (spec 1 §5, §8). */
export async function instantSearch(client: SupabaseClient, query: string): Promise<InstantResult[]> {
  const q = query.trim();
  if (!q) return [];
  const { data, error } = await client.rpc('instant_search', { p_query: q });
  if (error || !Array.isArray(data)) return [];
  return (data as InstantResult[]).slice(0, INSTANT_SEARCH_MAX);
}
