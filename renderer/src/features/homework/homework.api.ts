// The homework helper's data: the signed-in user's questions and threads (homework_questions through RLS), the
// subjects to pick from, asking through the homework-helper function (which charges), publishing and votes.
import { queryOptions } from '@tanstack/react-query';
import type { QueryData, SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '../../../../shared/db/database.types';
import type { HomeworkBlock } from '../../../../shared/study/homework/homework.types';
import { loadSupabase } from '../../lib/supabase.loader';

type Client = SupabaseClient<Database>;

const QUESTION_COLUMNS =
  'id, slug, question, formatted_question, answer, final_answer, subject, is_public, status, answer_source, citations, points_spent, parent_id, helpful_count, not_helpful_count, created_at';

const questions = (client: Client) => client.from('homework_questions').select(QUESTION_COLUMNS);
type QuestionRow = QueryData<ReturnType<typeof questions>>[number];

export type HomeworkCitation =
  | { kind: 'question'; slug: string; question: string; subject: string | null; final_answer: string | null }
  | { kind: 'passage'; slug: string; title: string; page: number; text: string };

/** A question with its JSON columns read as what they hold. */
export type HomeworkItem = Omit<QuestionRow, 'formatted_question' | 'answer' | 'citations'> & {
  formatted_question: HomeworkBlock[];
  answer: HomeworkBlock[];
  citations: HomeworkCitation[];
};

export interface HomeworkThread {
  root: HomeworkItem;
  followUps: HomeworkItem[];
  /** The caller's own vote on the root question, if any. */
  myVote: boolean | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function blocksOf(value: Json | null): HomeworkBlock[] {
  const blocks = isRecord(value) ? value.blocks : null;
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((b) =>
    isRecord(b) && (b.type === 'text' || b.type === 'math' || b.type === 'step') && typeof b.text === 'string'
      ? [{ type: b.type, text: b.text }]
      : [],
  );
}

function citationsOf(value: Json): HomeworkCitation[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (c): c is HomeworkCitation & Json =>
      isRecord(c) && (c.kind === 'question' || c.kind === 'passage') && typeof c.slug === 'string',
  ) as HomeworkCitation[];
}

export function toHomeworkItem(row: QuestionRow): HomeworkItem {
  return {
    ...row,
    formatted_question: blocksOf(row.formatted_question),
    answer: blocksOf(row.answer),
    citations: citationsOf(row.citations),
  };
}

function fail(error: { message: string }): never {
  throw new Error(error.message);
}

export async function fetchMyQuestions(client: Client, userId: string): Promise<HomeworkItem[]> {
  const { data, error } = await questions(client)
    .eq('user_id', userId)
    .is('parent_id', null)
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) fail(error);
  return (data ?? []).map(toHomeworkItem);
}

/** A question of the user's by slug with its thread; a follow-up's slug opens its whole thread. */
export async function fetchThread(
  client: Client,
  userId: string,
  slug: string,
): Promise<HomeworkThread | null> {
  const { data: found, error } = await questions(client).eq('slug', slug).eq('user_id', userId).maybeSingle();
  if (error) fail(error);
  if (!found) return null;
  let root = found;
  if (found.parent_id) {
    const parent = await questions(client).eq('id', found.parent_id).single();
    if (parent.error) fail(parent.error);
    root = parent.data;
  }
  const [followUps, vote] = await Promise.all([
    questions(client).eq('parent_id', root.id).order('created_at'),
    client
      .from('homework_helpful_votes')
      .select('helpful')
      .eq('question_id', root.id)
      .eq('user_id', userId)
      .maybeSingle(),
  ]);
  if (followUps.error) fail(followUps.error);
  if (vote.error) fail(vote.error);
  return {
    root: toHomeworkItem(root),
    followUps: (followUps.data ?? []).map(toHomeworkItem),
    myVote: vote.data?.helpful ?? null,
  };
}

export async function fetchSubjects(client: Client): Promise<string[]> {
  const { data, error } = await client.from('subjects').select('name').order('name');
  if (error) fail(error);
  return (data ?? []).map((s) => s.name);
}

export async function setQuestionPublic(id: string, isPublic: boolean): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client.from('homework_questions').update({ is_public: isPublic }).eq('id', id);
  if (error) fail(error);
}

export async function voteHelpful(
  id: string,
  helpful: boolean,
): Promise<{ helpful: boolean; helpful_count: number; not_helpful_count: number }> {
  const client = await loadSupabase();
  const { data, error } = await client.rpc('check_homework_helpful', {
    p_question_id: id,
    p_helpful: helpful,
  });
  if (error) fail(error);
  return data as { helpful: boolean; helpful_count: number; not_helpful_count: number };
}

/** One key scheme for the homework feature's cache entries. */
export const homeworkKeys = {
  all: ['homework'] as const,
  mine: (userId: string) => [...homeworkKeys.all, 'mine', userId] as const,
  thread: (userId: string, slug: string) => [...homeworkKeys.all, 'thread', userId, slug] as const,
  subjects: () => [...homeworkKeys.all, 'subjects'] as const,
};

export const myQuestionsQuery = (userId: string) =>
  queryOptions({
    queryKey: homeworkKeys.mine(userId),
    queryFn: async () => fetchMyQuestions(await loadSupabase(), userId),
  });

export const threadQuery = (userId: string, slug: string) =>
  queryOptions({
    queryKey: homeworkKeys.thread(userId, slug),
    queryFn: async () => fetchThread(await loadSupabase(), userId, slug),
  });

export const subjectsQuery = () =>
  queryOptions({
    queryKey: homeworkKeys.subjects(),
    queryFn: async () => fetchSubjects(await loadSupabase()),
    staleTime: 600_000,
  });
