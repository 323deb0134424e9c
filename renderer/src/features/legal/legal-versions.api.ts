// The legal pages' texts as edited in the back office (legal_page_versions, append-only): the newest version of a
// page, or null when none was published (the built-in text in legal.content.ts applies then).
import { queryOptions } from '@tanstack/react-query';
import { loadSupabase } from '../../lib/supabase.loader';
import type { LegalDocumentKey } from './legal.keys';

export const legalVersionKeys = {
  all: ['legal-versions'] as const,
  latest: (key: LegalDocumentKey) => [...legalVersionKeys.all, 'latest', key] as const,
  history: (key: LegalDocumentKey) => [...legalVersionKeys.all, 'history', key] as const,
};

const COLUMNS = 'id, page_key, version, title, summary, body, change_note, created_at';

export const latestLegalVersionQuery = (key: LegalDocumentKey) =>
  queryOptions({
    queryKey: legalVersionKeys.latest(key),
    queryFn: async () => {
      const client = await loadSupabase();
      const { data, error } = await client
        .from('legal_page_versions')
        .select(COLUMNS)
        .eq('page_key', key)
        .order('version', { ascending: false })
        .limit(1)
        .maybeSingle();
      if (error) throw new Error(error.message);
      return data;
    },
    staleTime: 60_000,
  });

export const legalHistoryQuery = (key: LegalDocumentKey) =>
  queryOptions({
    queryKey: legalVersionKeys.history(key),
    queryFn: async () => {
      const client = await loadSupabase();
      const { data, error } = await client
        .from('legal_page_versions')
        .select(COLUMNS)
        .eq('page_key', key)
        .order('version', { ascending: false })
        .limit(50);
      if (error) throw new Error(error.message);
      return data;
    },
  });

export async function publishLegalVersion(input: {
  page_key: LegalDocumentKey;
  title: string;
  summary: string;
  body: string;
  change_note: string | null;
}) {
  const client = await loadSupabase();
  // version is numbered by the server; 1 is a placeholder the trigger replaces.
  const { error } = await client.from('legal_page_versions').insert({ ...input, version: 1 });
  if (error) throw new Error(error.message);
}
