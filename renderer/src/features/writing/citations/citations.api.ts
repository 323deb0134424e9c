// A paper's sources (table paper_references, CSL-JSON per row), its citation style, the user's library documents
// as references, and the paid reference search (5 points, spec 2 section 9). Read and written as the user (RLS).
import { queryOptions } from '@tanstack/react-query';
import type { Reference } from '../../../../../shared/study/citations/citation-formatter.engine';
import { referenceSchema } from '../../../../../shared/study/citations/reference.schema';
import type { Json } from '../../../../../shared/db/database.types';
import { loadSupabase } from '../../../lib/supabase.loader';

export interface PaperSource {
  /** The row id; it is also the CSL id the citations in the text point at. */
  id: string;
  reference: Reference;
  /** The CSL id the source came with (e.g. its BibTeX key), kept for export. */
  key: string;
  documentId: string | null;
}

export const citationKeys = {
  sources: (paperId: string) => ['writing', 'sources', paperId] as const,
  library: () => ['writing', 'library-references'] as const,
};

export const sourcesQuery = (paperId: string) =>
  queryOptions({
    queryKey: citationKeys.sources(paperId),
    queryFn: async (): Promise<PaperSource[]> => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('paper_references')
        .select('id, csl, document_id')
        .eq('paper_id', paperId)
        .order('created_at')
        .limit(500);
      if (error) throw new Error(error.message);
      return data.map((row) => {
        const csl = typeof row.csl === 'object' && row.csl !== null && !Array.isArray(row.csl) ? row.csl : {};
        const reference = referenceSchema.safeParse({ ...csl, id: row.id });
        if (!reference.success) {
          const field = reference.error.issues[0]?.path.join('.') ?? 'csl';
          throw new Error(`A saved source cannot be read (its ${field} is not valid CSL).`);
        }
        return {
          id: row.id,
          reference: reference.data,
          key: String(csl.id ?? row.id),
          documentId: row.document_id,
        };
      });
    },
  });

/** Stored without the row id (the CSL id keeps the key it came with, e.g. a BibTeX key, for export). */
const cslOf = (reference: Reference): { [key: string]: Json } =>
  JSON.parse(JSON.stringify(reference)) as { [key: string]: Json };

export async function addSources(
  paperId: string,
  items: Array<{ reference: Reference; documentId?: string | null }>,
): Promise<void> {
  const { error } = await (await loadSupabase()).from('paper_references').insert(
    items.map((item) => ({
      paper_id: paperId,
      csl: cslOf(item.reference),
      document_id: item.documentId ?? null,
    })),
  );
  if (error) throw new Error('Failed to save the source');
}

export async function updateSource(id: string, reference: Reference): Promise<void> {
  const { error } = await (
    await loadSupabase()
  )
    .from('paper_references')
    .update({ csl: cslOf(reference) })
    .eq('id', id);
  if (error) throw new Error('Failed to save the source');
}

export async function deleteSource(id: string): Promise<void> {
  const { error } = await (await loadSupabase()).from('paper_references').delete().eq('id', id);
  if (error) throw new Error('Failed to delete the source');
}

export async function saveCitationStyle(paperId: string, stored: string): Promise<void> {
  const { error } = await (
    await loadSupabase()
  )
    .from('papers')
    .update({ citation_style: stored })
    .eq('id', paperId);
  if (error) throw new Error('Failed to save changes');
}

/** A library document as a reference: its author, year, university (as publisher) and its page's address. */
export function documentReference(document: {
  id: string;
  slug: string;
  title: string;
  created_at: string;
  author: { full_name: string | null } | null;
  university: { name: string } | null;
}): Reference {
  return {
    id: `doc-${document.slug}`.slice(0, 60),
    type: 'report',
    title: document.title,
    ...(document.author?.full_name ? { author: [{ literal: document.author.full_name }] } : {}),
    issued: { 'date-parts': [[new Date(document.created_at).getUTCFullYear()]] },
    publisher: document.university?.name ?? 'Studyloop',
    URL: `${window.location.origin}/document/${document.slug}`,
  };
}

/** The documents the user owns (bought or by subscription), to cite. */
export const libraryReferencesQuery = () =>
  queryOptions({
    queryKey: citationKeys.library(),
    queryFn: async () => {
      const client = await loadSupabase();
      const { data: auth } = await client.auth.getUser();
      if (!auth.user) return [];
      const { data, error } = await client
        .from('user_documents')
        .select(
          'document:documents(id, slug, title, created_at, university:universities(name), author:public_profiles!documents_user_id_fkey(full_name))',
        )
        .eq('user_id', auth.user.id)
        .order('created_at', { ascending: false })
        .limit(200);
      if (error) throw new Error(error.message);
      return data.flatMap((row) =>
        row.document ? [{ documentId: row.document.id, reference: documentReference(row.document) }] : [],
      );
    },
  });
