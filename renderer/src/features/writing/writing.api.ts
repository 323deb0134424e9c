// Papers, their versions and the paid writing tools (spec 2 sections 3, 4 and 7.2; issue 13). Papers and versions
// are read and written as the user (RLS); AI work goes through the paid functions, which charge with the work.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { engineSchema, PaidResultOf } from '../../../../shared/functions/function-contract';
import type {
  plagiarismCheckContract,
  writingAssistantContract,
} from '../../../../shared/functions/writing.contract';
import type { VersionActivity } from '../../../../shared/study/writing/authorship.engine';
import type { paperColumnsOf } from '../../../../shared/study/writing/paper-settings.schema';
import { loadSupabase } from '../../lib/supabase.loader';

export type PaperEditor = 'writer' | 'editor';

export const writingKeys = {
  all: ['writing'] as const,
  papers: (editor: PaperEditor) => [...writingKeys.all, 'papers', editor] as const,
  paper: (id: string) => [...writingKeys.all, 'paper', id] as const,
  versions: (paperId: string) => [...writingKeys.all, 'versions', paperId] as const,
  reports: (kind: ReportKind, paperId: string | null) =>
    [...writingKeys.all, 'reports', kind, paperId] as const,
};

const PAPER_COLUMNS =
  'id, title, content, editor, word_count, status, version, paper_type, format, level, citation_style, updated_at, created_at';

export const papersQuery = (editor: PaperEditor) =>
  queryOptions({
    queryKey: writingKeys.papers(editor),
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('papers')
        .select('id, title, word_count, status, paper_type, updated_at')
        .eq('editor', editor)
        .order('updated_at', { ascending: false })
        .limit(100);
      if (error) throw new Error(error.message);
      return data;
    },
  });

export class PaperNotFoundError extends Error {}

/** A paper by id; PGRST116 (no row, or not the user's) is 'Paper not found' (spec 2 section 8). */
export const paperQuery = (id: string) =>
  queryOptions({
    queryKey: writingKeys.paper(id),
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('papers')
        .select(PAPER_COLUMNS)
        .eq('id', id)
        .single();
      if (error?.code === 'PGRST116' || error?.code === '22P02')
        throw new PaperNotFoundError('Paper not found');
      if (error) throw new Error(error.message);
      return data;
    },
    retry: (count, error) => !(error instanceof PaperNotFoundError) && count < 2,
    // The editor owns the text once loaded: a background refetch must not overwrite typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export type PaperRow = Awaited<ReturnType<NonNullable<ReturnType<typeof paperQuery>['queryFn']>>>;

export const versionsQuery = (paperId: string) =>
  queryOptions({
    queryKey: writingKeys.versions(paperId),
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('paper_versions')
        .select('id, version_number, content, created_at')
        .eq('paper_id', paperId)
        .order('version_number', { ascending: false })
        .limit(200);
      if (error) throw new Error(error.message);
      return data;
    },
  });

/** Spec 2 section 4: a new editor document takes the first 30 characters of its text, or Document_{date}. */
export function draftTitle(text: string, now = new Date()): string {
  const start = text.replace(/\s+/g, ' ').trim().slice(0, 30).trim();
  return start || `Document_${now.toISOString().slice(0, 10)}`;
}

/**
 * Saves a paper's text and, when `addVersion`, its next version (latest + 1, spec 2 section 4) with what the
 * editor recorded since the previous one, in one transaction (`save_paper`); `createAs` creates the paper first.
 */
async function savePaperWithVersion(input: {
  paperId: string;
  title: string;
  content: string;
  wordCount: number;
  addVersion: boolean;
  createAs?: PaperEditor;
  activity?: VersionActivity | null;
}) {
  const client = await loadSupabase();
  const { data, error } = await client
    .rpc('save_paper', {
      p_paper_id: input.paperId,
      p_title: input.title,
      p_content: input.content,
      p_word_count: input.wordCount,
      p_add_version: input.addVersion,
      p_create_as_editor: input.createAs,
      p_activity: input.activity ? activityColumns(input.activity) : undefined,
    })
    .single();
  if (error)
    throw new Error(
      error.code === '42501' ? 'You must be logged in to save papers' : 'Failed to save changes',
    );
  return data;
}

/** Creates a draft paper with its first version; answers the paper. */
export async function createPaper(input: {
  editor: PaperEditor;
  title: string;
  content: string;
  wordCount: number;
  activity?: VersionActivity | null;
}): Promise<PaperRow> {
  const paperId = crypto.randomUUID();
  await savePaperWithVersion({ ...input, paperId, addVersion: true, createAs: input.editor });
  const client = await loadSupabase();
  const { data, error } = await client.from('papers').select(PAPER_COLUMNS).eq('id', paperId).single();
  if (error) throw new Error('Failed to create paper');
  return data;
}

/** The version columns of an edit record (all null: not recorded). */
export function activityColumns(activity: VersionActivity | null) {
  return {
    typed_chars: activity?.typed ?? null,
    pasted_chars: activity?.pasted ?? null,
    paste_count: activity?.pastes ?? null,
    largest_paste: activity?.largestPaste ?? null,
    tool_chars: activity?.tool ?? null,
    deleted_chars: activity?.deleted ?? null,
    active_seconds: activity?.activeSeconds ?? null,
    editing_seconds: activity?.editingSeconds ?? null,
  };
}

/** Saves the text and, when there is text, a new version (spec 2 section 4). */
export async function savePaper(input: {
  paperId: string;
  title: string;
  content: string;
  wordCount: number;
  hasText: boolean;
  activity?: VersionActivity | null;
}): Promise<{ version: number | null; savedAt: Date }> {
  const saved = await savePaperWithVersion({ ...input, addVersion: input.hasText });
  return { version: saved.version_number, savedAt: new Date(saved.updated_at) };
}

// ---- Paid writing tools (their contracts: shared/functions/writing.contract.ts) ----------------------------

export type Engine = z.output<typeof engineSchema>;
export type PlagiarismResult = PaidResultOf<typeof plagiarismCheckContract>;
export type AnalysisResult = Extract<PaidResultOf<typeof writingAssistantContract>, { task: 'analyse' }>;

// ---- Saved reports -----------------------------------------------------------------------------------------

export type ReportKind = 'ai_detection' | 'plagiarism';

export const reportsQuery = (kind: ReportKind, paperId: string | null) =>
  queryOptions({
    queryKey: writingKeys.reports(kind, paperId),
    queryFn: async () => {
      let query = (await loadSupabase())
        .from('writing_reports')
        .select('id, excerpt, score, word_count, engine, created_at, checked_text, result')
        .eq('kind', kind)
        .order('created_at', { ascending: false })
        .limit(20);
      if (paperId) query = query.eq('paper_id', paperId);
      const { data, error } = await query;
      if (error) throw new Error(error.message);
      return data;
    },
  });

/** The writer's new paper from its form (columns from paper-settings.schema); answers the new paper's id. */
export async function createPaperWithSettings(
  columns: ReturnType<typeof paperColumnsOf>,
  targetWords: number,
): Promise<string> {
  const client = await loadSupabase();
  const { data: auth } = await client.auth.getUser();
  if (!auth.user) throw new Error('You must be logged in to save papers');
  const { data, error } = await client
    .from('papers')
    .insert({
      ...columns,
      user_id: auth.user.id,
      editor: 'writer',
      status: 'draft',
      content: '',
      word_count: 0,
      format: { ...columns.format, targetWords },
    })
    .select('id')
    .single();
  if (error) throw new Error('Failed to create paper');
  return data.id;
}
