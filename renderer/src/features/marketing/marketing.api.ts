// Public examples under the tool landing pages, read through the study feature's queries.
import { queryOptions } from '@tanstack/react-query';
import { loadSupabase } from '../../lib/supabase.loader';
import { fetchDecks, fetchHomeworkList, fetchPublicTests } from '../study';

export type ShowcaseKind = 'homework' | 'flashcards' | 'tests';

export interface ShowcaseItem {
  key: string;
  to: string;
  title: string;
  meta: string;
}

const SHOWCASE_SIZE = 9;

async function fetchShowcase(kind: ShowcaseKind): Promise<ShowcaseItem[]> {
  const client = await loadSupabase();
  if (kind === 'homework') {
    return (await fetchHomeworkList(client, SHOWCASE_SIZE)).map((q) => ({
      key: q.id,
      to: `/ai-homework-helper/${q.slug}`,
      title: q.question,
      meta: q.subject ?? 'Homework',
    }));
  }
  if (kind === 'flashcards') {
    return (await fetchDecks(client, SHOWCASE_SIZE)).map((deck) => ({
      key: deck.id,
      to: `/ai-flashcard-maker/${deck.slug}`,
      title: deck.name,
      meta: `${deck.card_count} cards${deck.subject ? ` · ${deck.subject.name}` : ''}`,
    }));
  }
  return (await fetchPublicTests(client)).slice(0, SHOWCASE_SIZE).map((test) => ({
    key: test.id,
    to: `/test-prep/test/${test.slug ?? ''}`,
    title: test.title,
    meta: `${test.question_count} questions · ${test.difficulty}`,
  }));
}

/** One key scheme for the marketing feature's cache entries. */
export const marketingKeys = {
  all: ['marketing'] as const,
  showcase: (kind: ShowcaseKind) => [...marketingKeys.all, 'showcase', kind] as const,
};

export const showcaseQuery = (kind: ShowcaseKind) =>
  queryOptions({ queryKey: marketingKeys.showcase(kind), queryFn: () => fetchShowcase(kind) });
