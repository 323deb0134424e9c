// Public study content: homework questions, flashcard decks and practice tests (public rows only).
import type { SupabaseClient } from '@supabase/supabase-js';

export interface TextBlock {
  type: string;
  text: string;
}

export interface HomeworkQuestion {
  id: string;
  slug: string;
  question: string;
  formatted_question: { blocks?: TextBlock[] } | null;
  answer: { blocks?: TextBlock[] } | null;
  final_answer: string | null;
  subject: string | null;
  created_at: string;
  helpful_count: number;
}

export interface HomeworkSummary {
  id: string;
  slug: string;
  question: string;
  subject: string | null;
  created_at: string;
}

export interface Deck {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  card_count: number;
  created_at: string;
  subject: { name: string; slug: string } | null;
}

export interface Flashcard {
  id: string;
  front: string;
  back: string;
  position: number;
}

export interface PublicTest {
  id: string;
  slug: string | null;
  title: string;
  description: string | null;
  difficulty: string;
  time_limit_minutes: number | null;
  question_count: number;
  created_at: string;
  subject: { name: string; slug: string } | null;
}

export interface TestQuestion {
  id: string;
  position: number;
  question_type: string;
  prompt: string;
  options: string[];
  topic: string | null;
}

function fail(error: { message: string }): never {
  throw new Error(error.message);
}

export async function fetchHomeworkList(client: SupabaseClient, limit = 12): Promise<HomeworkSummary[]> {
  const { data, error } = await client
    .from('homework_questions')
    .select('id, slug, question, subject, created_at')
    .eq('is_public', true)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) fail(error);
  return (data ?? []) as HomeworkSummary[];
}

export async function fetchHomeworkQuestion(client: SupabaseClient, slug: string) {
  const { data, error } = await client
    .from('homework_questions')
    .select(
      'id, slug, question, formatted_question, answer, final_answer, subject, created_at, helpful_count',
    )
    .eq('slug', slug)
    .eq('is_public', true)
    .maybeSingle();
  if (error) fail(error);
  return data as HomeworkQuestion | null;
}

const DECK_COLUMNS = 'id, slug, name, description, card_count, created_at, subject:subjects(name, slug)';

export async function fetchDecks(client: SupabaseClient, limit = 12): Promise<Deck[]> {
  const { data, error } = await client
    .from('flashcard_decks')
    .select(DECK_COLUMNS)
    .eq('is_public', true)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) fail(error);
  return (data ?? []) as unknown as Deck[];
}

export async function fetchDeck(client: SupabaseClient, slug: string) {
  const { data, error } = await client
    .from('flashcard_decks')
    .select(DECK_COLUMNS)
    .eq('slug', slug)
    .eq('is_public', true)
    .maybeSingle();
  if (error) fail(error);
  if (!data) return null;
  const deck = data as unknown as Deck;
  const cards = await client
    .from('flashcards')
    .select('id, front, back, position')
    .eq('deck_id', deck.id)
    .order('position');
  if (cards.error) fail(cards.error);
  return { deck, cards: (cards.data ?? []) as Flashcard[] };
}

const TEST_COLUMNS =
  'id, slug, title, description, difficulty, time_limit_minutes, question_count, created_at, subject:subjects(name, slug)';

export async function fetchPublicTests(client: SupabaseClient): Promise<PublicTest[]> {
  const { data, error } = await client
    .from('tests')
    .select(TEST_COLUMNS)
    .eq('is_public', true)
    .order('title');
  if (error) fail(error);
  return (data ?? []) as unknown as PublicTest[];
}

/** A public test by id (/tests/{id}) or slug (/test-prep/test/{slug}), with its questions (no answers). */
export async function fetchPublicTest(client: SupabaseClient, by: { id?: string; slug?: string }) {
  let request = client.from('tests').select(TEST_COLUMNS).eq('is_public', true);
  if (by.id) {
    if (!/^[0-9a-f-]{36}$/i.test(by.id)) return null;
    request = request.eq('id', by.id);
  } else request = request.eq('slug', by.slug ?? '');
  const { data, error } = await request.maybeSingle();
  if (error) fail(error);
  if (!data) return null;
  const test = data as unknown as PublicTest;
  const questions = await client
    .from('test_questions')
    .select('id, position, question_type, prompt, options, topic')
    .eq('test_id', test.id)
    .order('position');
  if (questions.error) fail(questions.error);
  return { test, questions: (questions.data ?? []) as TestQuestion[] };
}
