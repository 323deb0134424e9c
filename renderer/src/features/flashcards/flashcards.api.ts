// The signed-in flashcard maker: the learner's decks and saved public decks, a deck with its cards and the
// learner's FSRS state, card generation (a paid action), saving and editing decks.
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';
import { srsLogOf, srsStateOf } from './flashcard-review';
import type { ReviewLogRow, ReviewStateRow } from './flashcard-review';
import type { SrsReviewLog } from '../../../../shared/study/srs/fsrs-scheduler.engine';

type Client = SupabaseClient<Database>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECK_COLUMNS = 'id, slug, name, description, card_count, is_public, user_id, created_at, updated_at';
const STATE_COLUMNS =
  'card_id, deck_id, state, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, last_review';
const LOG_COLUMNS =
  'id, card_id, rating, state, due, stability, difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, review, duration_ms';

export type DeckRow = Pick<
  Database['public']['Tables']['flashcard_decks']['Row'],
  | 'id'
  | 'slug'
  | 'name'
  | 'description'
  | 'card_count'
  | 'is_public'
  | 'user_id'
  | 'created_at'
  | 'updated_at'
>;

/** A review of the learner's log; the id (flashcard_review_logs.id) is known for stored reviews. */
export type StudyLog = SrsReviewLog & { id?: string };

export interface FlashcardHome {
  userId: string | null;
  decks: DeckSummary[];
  reviewDays: string[];
  /** True when the platform could not be reached and the list shows the decks kept on this device. */
  offline: boolean;
}

export interface DeckSummary extends DeckRow {
  saved: boolean;
  /** Reviews due by the end of today (learning steps included). */
  due: number;
  /** Cards the learner has never studied. */
  fresh: number;
}

function fail(error: { message: string }): never {
  throw new Error(error.message);
}

function endOfToday(now = new Date()): string {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end.toISOString();
}

async function currentUserId(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new Error('User not authenticated');
  return id;
}

/** The flashcard home: own decks, saved public decks, what is due today and the review days (for the streak). */
export async function fetchFlashcardHome(client: Client): Promise<FlashcardHome> {
  const userId = await currentUserId(client);
  const [own, saved, states, logs] = await Promise.all([
    client
      .from('flashcard_decks')
      .select(DECK_COLUMNS)
      .eq('user_id', userId)
      .order('updated_at', { ascending: false }),
    client
      .from('saved_flashcard_decks')
      .select(`created_at, deck:flashcard_decks(${DECK_COLUMNS})`)
      .eq('user_id', userId),
    client.from('flashcard_reviews').select('deck_id, due').eq('user_id', userId),
    client
      .from('flashcard_review_logs')
      .select('review')
      .eq('user_id', userId)
      .gte('review', new Date(Date.now() - 400 * 86_400_000).toISOString())
      .order('review', { ascending: false })
      .limit(5000),
  ]);
  for (const answer of [own, saved, states, logs]) if (answer.error) fail(answer.error);
  const dueBy = endOfToday();
  const dueByDeck = new Map<string, number>();
  const studiedByDeck = new Map<string, number>();
  for (const state of states.data ?? []) {
    studiedByDeck.set(state.deck_id, (studiedByDeck.get(state.deck_id) ?? 0) + 1);
    if (new Date(state.due).toISOString() <= dueBy)
      dueByDeck.set(state.deck_id, (dueByDeck.get(state.deck_id) ?? 0) + 1);
  }
  const summarise = (deck: DeckRow, isSaved: boolean): DeckSummary => ({
    ...deck,
    saved: isSaved,
    due: dueByDeck.get(deck.id) ?? 0,
    fresh: Math.max(0, deck.card_count - (studiedByDeck.get(deck.id) ?? 0)),
  });
  const decks = [
    ...(own.data ?? []).map((d) => summarise(d, false)),
    ...(saved.data ?? []).flatMap((s) =>
      s.deck && s.deck.user_id !== userId ? [summarise(s.deck, true)] : [],
    ),
  ];
  return { userId, decks, reviewDays: (logs.data ?? []).map((l) => l.review), offline: false };
}

/** A deck by id or slug, readable by the learner (theirs or public), with its cards and their review state. */
export async function fetchStudyDeck(client: Client, identifier: string) {
  const userId = await currentUserId(client);
  const byId = UUID.test(identifier);
  const deck = await client
    .from('flashcard_decks')
    .select(DECK_COLUMNS)
    .eq(byId ? 'id' : 'slug', identifier)
    .maybeSingle();
  if (deck.error) fail(deck.error);
  if (!deck.data) return null;
  const [cards, states, logs, saved] = await Promise.all([
    client
      .from('flashcards')
      .select('id, front, back, position, created_at')
      .eq('deck_id', deck.data.id)
      .order('position'),
    client.from('flashcard_reviews').select(STATE_COLUMNS).eq('user_id', userId).eq('deck_id', deck.data.id),
    client
      .from('flashcard_review_logs')
      .select(LOG_COLUMNS)
      .eq('user_id', userId)
      .eq('deck_id', deck.data.id)
      .order('review')
      .limit(10_000),
    client.from('saved_flashcard_decks').select('deck_id').eq('user_id', userId).eq('deck_id', deck.data.id),
  ]);
  for (const answer of [cards, states, logs, saved]) if (answer.error) fail(answer.error);
  const stateByCard = new Map((states.data ?? []).map((s: ReviewStateRow) => [s.card_id, s]));
  return {
    userId,
    deck: deck.data,
    isOwner: deck.data.user_id === userId,
    isSaved: (saved.data ?? []).length > 0,
    cards: (cards.data ?? []).map((card) => ({
      ...card,
      srs: srsStateOf(stateByCard.get(card.id), card.created_at),
    })),
    logs: (logs.data ?? []).map((row: ReviewLogRow & { id: string }): StudyLog => ({
      ...srsLogOf(row),
      id: row.id,
    })),
    /** When the deck was read from this device (offline), the time it was kept; null when live. */
    offlineCopyFrom: null as string | null,
    /** True when this device keeps the deck for offline study (desktop). */
    keptOnDevice: false,
  };
}
export type StudyDeck = NonNullable<Awaited<ReturnType<typeof fetchStudyDeck>>>;

/** Documents the learner may make cards from: bought or uploaded, with extracted page text. */
export async function fetchOwnedDocuments(client: Client) {
  const userId = await currentUserId(client);
  const [uploaded, bought] = await Promise.all([
    client
      .from('documents')
      .select('id, title, page_count')
      .eq('user_id', userId)
      .order('created_at', { ascending: false }),
    client.from('user_documents').select('document:documents(id, title, page_count)').eq('user_id', userId),
  ]);
  if (uploaded.error) fail(uploaded.error);
  if (bought.error) fail(bought.error);
  const all = [
    ...(uploaded.data ?? []),
    ...(bought.data ?? []).flatMap((b) => (b.document ? [b.document] : [])),
  ];
  return [...new Map(all.map((d) => [d.id, d])).values()];
}

export interface CardDraft {
  id?: string;
  front: string;
  back: string;
}

export type GenerationSource =
  | { source: 'text'; text: string }
  | { source: 'file'; text: string; file_name: string }
  | { source: 'document'; document_id: string };

export interface DeckDraft {
  name: string;
  description: string;
  isPublic: boolean;
  cards: CardDraft[];
  sourceDocumentId?: string | null;
}

/** Cards as the deck RPCs take them, in order: the id of a card already saved, its two sides. */
const cardsOf = (cards: CardDraft[]) => cards.map(({ id, front, back }) => ({ id, front, back }));

/** Creates the learner's deck with its cards in one transaction (`create_deck`); answers the deck's id. */
export async function createDeck(draft: DeckDraft): Promise<string> {
  const client = await loadSupabase();
  const { data, error } = await client.rpc('create_deck', {
    p_name: draft.name,
    p_description: draft.description,
    p_is_public: draft.isPublic,
    p_cards: cardsOf(draft.cards),
    p_source_document_id: draft.sourceDocumentId ?? undefined,
  });
  if (error) fail(error);
  return data;
}

/** Saves a deck's details and its cards as edited (removed, changed, added) in one transaction (`update_deck`). */
export async function updateDeck(deckId: string, draft: DeckDraft, removedIds: string[]): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client.rpc('update_deck', {
    p_deck_id: deckId,
    p_name: draft.name,
    p_description: draft.description,
    p_is_public: draft.isPublic,
    p_cards: cardsOf(draft.cards),
    p_removed: removedIds,
  });
  if (error) fail(error);
}

export async function deleteDeck(deckId: string): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client.from('flashcard_decks').delete().eq('id', deckId);
  if (error) fail(error);
}

/** "Save to my decks" on a public deck, or removing it again. */
export async function setDeckSaved(deckId: string, saved: boolean): Promise<void> {
  const client = await loadSupabase();
  const userId = await currentUserId(client);
  const { error } = saved
    ? await client
        .from('saved_flashcard_decks')
        .upsert({ user_id: userId, deck_id: deckId }, { ignoreDuplicates: true })
    : await client.from('saved_flashcard_decks').delete().eq('user_id', userId).eq('deck_id', deckId);
  if (error) fail(error);
}

export const flashcardKeys = {
  all: ['flashcards'] as const,
  home: () => [...flashcardKeys.all, 'home'] as const,
  deck: (identifier: string) => [...flashcardKeys.all, 'deck', identifier] as const,
  documents: () => [...flashcardKeys.all, 'documents'] as const,
};

export const ownedDocumentsQuery = () =>
  queryOptions({
    queryKey: flashcardKeys.documents(),
    queryFn: async () => fetchOwnedDocuments(await loadSupabase()),
  });

/** Adds cards at the end of a deck (an import). */
export async function appendCards(deckId: string, cards: CardDraft[], startPosition: number): Promise<void> {
  const client = await loadSupabase();
  const rows = cards
    .map((c) => ({ front: c.front.trim().slice(0, 5000), back: c.back.trim().slice(0, 10000) }))
    .filter((c) => c.front && c.back)
    .map((c, i) => ({ ...c, deck_id: deckId, position: startPosition + i }));
  for (let from = 0; from < rows.length; from += 500) {
    const { error } = await client.from('flashcards').insert(rows.slice(from, from + 500));
    if (error) fail(error);
  }
}
