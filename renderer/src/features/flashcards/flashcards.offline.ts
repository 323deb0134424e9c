// Offline study on the desktop: a deck opened online is kept on the device (cards, the learner's FSRS state and
// log), and read back from there when the platform cannot be reached. Reviews always go through the device's
// sync queue on the desktop, which applies them to the cached deck too, so the due queue advances offline.
import type {
  CachedDeckSummary,
  CachedFlashcardDeck,
  FlashcardDeckSnapshot,
} from '../../../../shared/ipc/desktop-contract';
import type { OfflineCache } from '../../platform/platform';
import { queryOptions } from '@tanstack/react-query';
import { loadSupabase } from '../../lib/supabase.loader';
import { fetchFlashcardHome, fetchStudyDeck, flashcardKeys } from './flashcards.api';
import type { DeckSummary, FlashcardHome, StudyDeck } from './flashcards.api';
import { flashcardTexts as t } from './flashcards.texts';

/** The deck as the platform answered it, in the shape the device keeps (logs without an id are skipped). */
export function deckSnapshotOf(data: StudyDeck): FlashcardDeckSnapshot {
  const { deck } = data;
  return {
    deck: {
      id: deck.id,
      slug: deck.slug,
      name: deck.name,
      description: deck.description,
      cardCount: deck.card_count,
      isPublic: deck.is_public,
      ownerId: deck.user_id,
      createdAt: new Date(deck.created_at).toISOString(),
      updatedAt: new Date(deck.updated_at).toISOString(),
    },
    isOwner: data.isOwner,
    isSaved: data.isSaved,
    cards: data.cards.map((card) => ({
      id: card.id,
      front: card.front,
      back: card.back,
      position: card.position,
      createdAt: new Date(card.created_at).toISOString(),
      srs: card.srs,
    })),
    logs: data.logs.flatMap((log) => (log.id ? [{ ...log, id: log.id }] : [])),
  };
}

/** A deck kept on the device, as the study screen reads it. */
export function studyDeckOf(cached: CachedFlashcardDeck, live: boolean): StudyDeck {
  const { deck } = cached;
  return {
    userId: cached.userId,
    deck: {
      id: deck.id,
      slug: deck.slug,
      name: deck.name,
      description: deck.description,
      card_count: deck.cardCount,
      is_public: deck.isPublic,
      user_id: deck.ownerId,
      created_at: deck.createdAt,
      updated_at: deck.updatedAt,
    },
    isOwner: cached.isOwner,
    isSaved: cached.isSaved,
    cards: cached.cards.map((card) => ({
      id: card.id,
      front: card.front,
      back: card.back,
      position: card.position,
      created_at: card.createdAt,
      srs: card.srs,
    })),
    logs: cached.logs,
    offlineCopyFrom: live ? null : cached.cachedAt,
    keptOnDevice: true,
  };
}

async function readCachedDeck(cache: OfflineCache, identifier: string): Promise<StudyDeck> {
  const cached = await cache.getFlashcardDeck(identifier);
  if (cached.error) throw new Error(cached.error.message);
  if (!cached.data) throw new Error(t.notOnDevice);
  return studyDeckOf(cached.data, false);
}

/**
 * The deck for the study page on the desktop: from the platform when online (kept on the device, and answered
 * as the device holds it, so reviews still waiting to sync are not undone), else from the device.
 */
export async function loadDeckWithCache(
  cache: OfflineCache,
  online: boolean,
  identifier: string,
  fetchLive: () => Promise<StudyDeck | null>,
): Promise<StudyDeck | null> {
  if (!online) return readCachedDeck(cache, identifier);
  let live: StudyDeck | null;
  try {
    live = await fetchLive();
  } catch (error) {
    // The connection dropped before the app noticed: the device's copy, if it has one.
    return readCachedDeck(cache, identifier).catch(() => {
      throw error;
    });
  }
  if (!live) {
    // Deleted on the platform, or no longer readable: the device's copy goes too.
    const cached = await cache.getFlashcardDeck(identifier);
    if (cached.data) await cache.forgetFlashcardDeck(cached.data.deck.id);
    return null;
  }
  const saved = await cache.saveFlashcardDeck(deckSnapshotOf(live));
  if (saved.error) return live;
  const cached = await cache.getFlashcardDeck(live.deck.id);
  return cached.data ? studyDeckOf(cached.data, true) : { ...live, keptOnDevice: true };
}

function endOfToday(now = new Date()): string {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end.toISOString();
}

const toDeckSummary = (deck: CachedDeckSummary): DeckSummary => ({
  id: deck.id,
  slug: deck.slug,
  name: deck.name,
  description: deck.description,
  card_count: deck.cardCount,
  is_public: deck.isPublic,
  user_id: '',
  created_at: deck.cachedAt,
  updated_at: deck.cachedAt,
  saved: !deck.isOwner,
  due: deck.due,
  fresh: deck.fresh,
});

/** The flashcard home from the device: the decks kept here, what is due today and the review days. */
export async function cachedFlashcardHome(cache: OfflineCache) {
  const listed = await cache.listFlashcardDecks({
    dueBy: endOfToday(),
    reviewsSince: new Date(Date.now() - 400 * 86_400_000).toISOString(),
  });
  if (listed.error) throw new Error(listed.error.message);
  return {
    userId: null,
    decks: listed.data.decks.map(toDeckSummary),
    reviewDays: listed.data.reviewTimes,
    offline: true,
  };
}

/**
 * The flashcard home. On the desktop (`cache` given) the decks kept on the device stand in when the platform
 * cannot be reached.
 */
export const flashcardHomeQuery = (cache: OfflineCache | null = null, online = true) =>
  queryOptions({
    // Offline the device's copy is its own query: switching answers at once, without a stale mix of the two.
    queryKey: cache && !online ? [...flashcardKeys.home(), 'device'] : flashcardKeys.home(),
    // The device's copy answers without a network, so the query must not wait for navigator.onLine.
    networkMode: cache ? 'always' : 'online',
    queryFn: async (): Promise<FlashcardHome> => {
      if (!cache) return fetchFlashcardHome(await loadSupabase());
      if (!online) return cachedFlashcardHome(cache);
      try {
        return await fetchFlashcardHome(await loadSupabase());
      } catch (error) {
        return cachedFlashcardHome(cache).catch(() => {
          throw error;
        });
      }
    },
  });

/** A deck to study; on the desktop it is kept on the device when read online and read from there offline. */
export const studyDeckQuery = (identifier: string, cache: OfflineCache | null = null, online = true) =>
  queryOptions({
    queryKey:
      cache && !online ? [...flashcardKeys.deck(identifier), 'device'] : flashcardKeys.deck(identifier),
    networkMode: cache ? 'always' : 'online',
    queryFn: async (): Promise<StudyDeck | null> => {
      const live = async () => fetchStudyDeck(await loadSupabase(), identifier);
      return cache ? loadDeckWithCache(cache, online, identifier, live) : live();
    },
    // Reviews change the state locally; a refetch mid-session would reorder the queue under the learner.
    refetchOnWindowFocus: false,
  });
