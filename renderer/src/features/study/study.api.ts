// Public study content: homework questions, flashcard decks and practice tests (public rows only). Row types
// come from the selects themselves over the generated Database types.
import { queryOptions } from '@tanstack/react-query';
import type { QueryData, SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';

type Client = SupabaseClient<Database>;

export interface TextBlock {
  type: string;
  text: string;
}

const HOMEWORK_SUMMARY_COLUMNS = 'id, slug, question, subject, created_at';
const HOMEWORK_COLUMNS =
  'id, slug, question, formatted_question, answer, final_answer, subject, created_at, helpful_count';
const DECK_COLUMNS = 'id, slug, name, description, card_count, created_at, subject:subjects(name, slug)';
const CARD_COLUMNS = 'id, front, back, position';
const TEST_COLUMNS = `id, slug, title, description, difficulty, time_limit_minutes, question_count, created_at,
  subject:subjects(name, slug)`;
const QUESTION_COLUMNS = 'id, position, question_type, prompt, options, topic';

const homeworkSummaries = (client: Client) =>
  client.from('homework_questions').select(HOMEWORK_SUMMARY_COLUMNS).eq('is_public', true);
const homeworkQuestions = (client: Client) =>
  client.from('homework_questions').select(HOMEWORK_COLUMNS).eq('is_public', true);
const decks = (client: Client) => client.from('flashcard_decks').select(DECK_COLUMNS).eq('is_public', true);
const cards = (client: Client) => client.from('flashcards').select(CARD_COLUMNS);
const tests = (client: Client) => client.from('tests').select(TEST_COLUMNS).eq('is_public', true);
const questions = (client: Client) => client.from('test_questions').select(QUESTION_COLUMNS);

export type HomeworkSummary = QueryData<ReturnType<typeof homeworkSummaries>>[number];
type HomeworkRow = QueryData<ReturnType<typeof homeworkQuestions>>[number];
/** A homework question with its JSON columns read as the text blocks they hold. */
export type HomeworkQuestion = Omit<HomeworkRow, 'formatted_question' | 'answer'> & {
  formatted_question: TextBlock[] | null;
  answer: TextBlock[] | null;
};
export type Deck = QueryData<ReturnType<typeof decks>>[number];
export type Flashcard = QueryData<ReturnType<typeof cards>>[number];
export type PublicTest = QueryData<ReturnType<typeof tests>>[number];
type QuestionRow = QueryData<ReturnType<typeof questions>>[number];
/** A test question with its JSON options read as the list of strings it holds. */
export type TestQuestion = Omit<QuestionRow, 'options'> & { options: string[] };

const isRecord = (value: Json | undefined): value is { [key: string]: Json | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `{ blocks: [{ type, text }] }` documents of the homework columns; anything else reads as no blocks. */
function textBlocksOf(value: Json | null): TextBlock[] | null {
  if (!isRecord(value) || !Array.isArray(value.blocks)) return null;
  return value.blocks.flatMap((block) =>
    isRecord(block) && typeof block.type === 'string' && typeof block.text === 'string'
      ? [{ type: block.type, text: block.text }]
      : [],
  );
}

function stringsOf(value: Json): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function fail(error: { message: string }): never {
  throw new Error(error.message);
}

export async function fetchHomeworkList(client: Client, limit = 12): Promise<HomeworkSummary[]> {
  const { data, error } = await homeworkSummaries(client)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) fail(error);
  return data ?? [];
}

export async function fetchHomeworkQuestion(client: Client, slug: string): Promise<HomeworkQuestion | null> {
  const { data, error } = await homeworkQuestions(client).eq('slug', slug).maybeSingle();
  if (error) fail(error);
  if (!data) return null;
  return {
    ...data,
    formatted_question: textBlocksOf(data.formatted_question),
    answer: textBlocksOf(data.answer),
  };
}

export async function fetchDecks(client: Client, limit = 12): Promise<Deck[]> {
  const { data, error } = await decks(client).order('created_at', { ascending: false }).limit(limit);
  if (error) fail(error);
  return data ?? [];
}

export async function fetchDeck(client: Client, slug: string) {
  const { data: deck, error } = await decks(client).eq('slug', slug).maybeSingle();
  if (error) fail(error);
  if (!deck) return null;
  const found = await cards(client).eq('deck_id', deck.id).order('position');
  if (found.error) fail(found.error);
  return { deck, cards: found.data ?? [] };
}

export async function fetchPublicTests(client: Client): Promise<PublicTest[]> {
  const { data, error } = await tests(client).order('title');
  if (error) fail(error);
  return data ?? [];
}

/** A public test by id (/tests/{id}) or slug (/test-prep/test/{slug}), with its questions (no answers). */
export async function fetchPublicTest(client: Client, by: { id?: string; slug?: string }) {
  let request = tests(client);
  if (by.id) {
    if (!/^[0-9a-f-]{36}$/i.test(by.id)) return null;
    request = request.eq('id', by.id);
  } else request = request.eq('slug', by.slug ?? '');
  const { data: test, error } = await request.maybeSingle();
  if (error) fail(error);
  if (!test) return null;
  const found = await questions(client).eq('test_id', test.id).order('position');
  if (found.error) fail(found.error);
  const testQuestions: TestQuestion[] = (found.data ?? []).map((question) => ({
    ...question,
    options: stringsOf(question.options),
  }));
  return { test, questions: testQuestions };
}

/** One key scheme for the study feature's cache entries; `all` invalidates every one of them. */
export const studyKeys = {
  all: ['study'] as const,
  homework: () => [...studyKeys.all, 'homework'] as const,
  homeworkList: (limit: number) => [...studyKeys.homework(), 'list', limit] as const,
  homeworkQuestion: (slug: string) => [...studyKeys.homework(), 'detail', slug] as const,
  decks: () => [...studyKeys.all, 'decks'] as const,
  deckList: (limit: number) => [...studyKeys.decks(), 'list', limit] as const,
  deck: (slug: string) => [...studyKeys.decks(), 'detail', slug] as const,
  tests: () => [...studyKeys.all, 'tests'] as const,
  testList: () => [...studyKeys.tests(), 'list'] as const,
  test: (by: { id?: string; slug?: string }) => [...studyKeys.tests(), 'detail', by] as const,
};

export const homeworkListQuery = (limit = 12) =>
  queryOptions({
    queryKey: studyKeys.homeworkList(limit),
    queryFn: async () => fetchHomeworkList(await loadSupabase(), limit),
  });

export const homeworkQuestionQuery = (slug: string) =>
  queryOptions({
    queryKey: studyKeys.homeworkQuestion(slug),
    queryFn: async () => fetchHomeworkQuestion(await loadSupabase(), slug),
  });

export const deckListQuery = (limit = 12) =>
  queryOptions({
    queryKey: studyKeys.deckList(limit),
    queryFn: async () => fetchDecks(await loadSupabase(), limit),
  });

export const deckQuery = (slug: string) =>
  queryOptions({
    queryKey: studyKeys.deck(slug),
    queryFn: async () => fetchDeck(await loadSupabase(), slug),
  });

export const publicTestsQuery = () =>
  queryOptions({
    queryKey: studyKeys.testList(),
    queryFn: async () => fetchPublicTests(await loadSupabase()),
  });

export const publicTestQuery = (by: { id?: string; slug?: string }) =>
  queryOptions({
    queryKey: studyKeys.test(by),
    queryFn: async () => fetchPublicTest(await loadSupabase(), by),
  });
