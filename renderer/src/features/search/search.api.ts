import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';

const INSTANT_KINDS = ['document', 'homework', 'flashcards'] as const;
export type InstantKind = (typeof INSTANT_KINDS)[number];

type InstantRow = Database['public']['Functions']['instant_search']['Returns'][number];
export type InstantResult = Omit<InstantRow, 'kind' | 'rank' | 'author_name' | 'created_at'> & {
  kind: InstantKind;
  author_name: string | null;
  created_at: string | null;
};

export const INSTANT_SEARCH_MAX = 8;

export function instantResultPath(result: InstantResult): string {
  if (result.kind === 'homework') return `/ai-homework-helper/${result.slug}`;
  if (result.kind === 'flashcards') return `/ai-flashcard-maker/${result.slug}`;
  return `/documents/${result.slug}`;
}

const isInstantResult = (row: InstantRow): row is InstantRow & { kind: InstantKind } =>
  (INSTANT_KINDS as readonly string[]).includes(row.kind);

/** Header instant search; an empty query shows nothing and a failure returns an empty list (spec 1 §5, §8). */
export async function instantSearch(
  client: SupabaseClient<Database>,
  query: string,
): Promise<InstantResult[]> {
  const q = query.trim();
  if (!q) return [];
  const { data, error } = await client.rpc('instant_search', { p_query: q });
  if (error || !Array.isArray(data)) return [];
  return data.filter(isInstantResult).slice(0, INSTANT_SEARCH_MAX);
}

/** One key scheme for the search feature's cache entries. */
export const searchKeys = {
  all: ['search'] as const,
  instant: (query: string) => [...searchKeys.all, 'instant', query] as const,
};

export const instantSearchQuery = (query: string) =>
  queryOptions({
    queryKey: searchKeys.instant(query),
    queryFn: async () => instantSearch(await loadSupabase(), query),
    enabled: query.length > 0,
  });
