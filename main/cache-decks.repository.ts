// Flashcard decks for offline study, with each card's FSRS state and the review log (queueing a review lives in
// sync-queue.ts, in the same transaction).
import type {
  CachedDeckSummary,
  CachedFlashcardDeck,
  DeckCardState,
  DeckReviewLog,
  FlashcardDeckSnapshot,
  FlashcardReview,
} from '../shared/ipc/desktop-contract';
import type { CacheStore } from './cache-store';

interface DeckRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  card_count: number;
  is_public: number;
  owner_id: string | null;
  is_owner: number;
  is_saved: number;
  created_at: string;
  updated_at: string;
  cached_at: string;
}

interface DeckCardRow {
  id: string;
  front: string;
  back: string;
  position: number;
  created_at: string;
  state: DeckCardState['state'];
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: string | null;
}

interface DeckLogRow {
  id: string;
  card_id: string;
  rating: DeckReviewLog['rating'];
  state: DeckReviewLog['state'];
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  last_elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reviewed_at: string;
  duration_ms: number | null;
}

/** ts-fsrs' numbers for states and ratings, as the sync queue's reviews carry them. */
const STATE_NAMES: readonly DeckCardState['state'][] = ['new', 'learning', 'review', 'relearning'];
const RATING_NAMES: Record<number, DeckReviewLog['rating']> = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' };

/** One spelling for every instant stored, so SQL compares them as text (the platform answers +00:00). */
const iso = (value: string): string => new Date(value).toISOString();

const DECK_CARD_COLUMNS = `id, front, back, position, created_at, state, due, stability, difficulty, elapsed_days,
  scheduled_days, learning_steps, reps, lapses, last_review`;

function toDeckCard(row: DeckCardRow): CachedFlashcardDeck['cards'][number] {
  return {
    id: row.id,
    front: row.front,
    back: row.back,
    position: row.position,
    createdAt: row.created_at,
    srs: {
      due: row.due,
      stability: row.stability,
      difficulty: row.difficulty,
      elapsedDays: row.elapsed_days,
      scheduledDays: row.scheduled_days,
      learningSteps: row.learning_steps,
      reps: row.reps,
      lapses: row.lapses,
      state: row.state,
      lastReview: row.last_review,
    },
  };
}

function toDeckLog(row: DeckLogRow): DeckReviewLog {
  return {
    id: row.id,
    cardId: row.card_id,
    rating: row.rating,
    state: row.state,
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsed_days,
    lastElapsedDays: row.last_elapsed_days,
    scheduledDays: row.scheduled_days,
    learningSteps: row.learning_steps,
    reviewedAt: row.reviewed_at,
    durationMs: row.duration_ms,
  };
}

/** The decks a user keeps for offline study, as studied on this device. */
export class CacheDecks {
  constructor(private readonly sqlite: CacheStore) {}

  /** Cards and review logs of this user's reviews the platform has not confirmed yet (queued, not refused). */
  private unconfirmedReviews(userId: string): { cards: Set<string>; logs: Set<string> } {
    const rows = this.sqlite.db
      .prepare(
        `select entity_id, idempotency_key from sync_queue
         where user_id = ? and kind = 'flashcard.review' and state != 'failed'`,
      )
      .all(userId) as { entity_id: string; idempotency_key: string }[];
    return {
      cards: new Set(rows.map((row) => row.entity_id)),
      logs: new Set(rows.map((row) => row.idempotency_key)),
    };
  }

  /**
   * Keeps the platform's copy of a deck. The platform's state wins, except for cards with reviews made on this
   * device that still wait in the queue: those keep their local state (and log) until replay confirms them.
   */
  save(userId: string, snapshot: FlashcardDeckSnapshot): CachedDeckSummary {
    const now = new Date().toISOString();
    const { deck } = snapshot;
    return this.sqlite.write(() => {
      this.sqlite.db
        .prepare(
          `insert into decks (user_id, id, slug, name, description, card_count, is_public, owner_id, is_owner,
             is_saved, created_at, updated_at, cached_at)
           values (@userId, @id, @slug, @name, @description, @cardCount, @isPublic, @ownerId, @isOwner, @isSaved,
             @createdAt, @updatedAt, @now)
           on conflict (user_id, id) do update set slug = excluded.slug, name = excluded.name,
             description = excluded.description, card_count = excluded.card_count, is_public = excluded.is_public,
             owner_id = excluded.owner_id, is_owner = excluded.is_owner, is_saved = excluded.is_saved,
             created_at = excluded.created_at, updated_at = excluded.updated_at, cached_at = excluded.cached_at`,
        )
        .run({
          ...deck,
          userId,
          now,
          isPublic: deck.isPublic ? 1 : 0,
          isOwner: snapshot.isOwner ? 1 : 0,
          isSaved: snapshot.isSaved ? 1 : 0,
          createdAt: iso(deck.createdAt),
          updatedAt: iso(deck.updatedAt),
        });
      const unconfirmed = this.unconfirmedReviews(userId);
      // Cards removed from the deck on the platform leave the device too.
      this.sqlite.db
        .prepare(
          `delete from deck_cards where user_id = ? and deck_id = ? and id not in (select value from json_each(?))`,
        )
        .run(userId, deck.id, JSON.stringify(snapshot.cards.map((card) => card.id)));
      const upsertCard = this.sqlite.db.prepare(
        `insert into deck_cards (user_id, deck_id, id, front, back, position, created_at, state, due, stability,
           difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, last_review, local)
         values (@userId, @deckId, @id, @front, @back, @position, @createdAt, @state, @due, @stability, @difficulty,
           @elapsedDays, @scheduledDays, @learningSteps, @reps, @lapses, @lastReview, 0)
         on conflict (user_id, id) do update set deck_id = excluded.deck_id, front = excluded.front,
           back = excluded.back, position = excluded.position, created_at = excluded.created_at,
           state = excluded.state, due = excluded.due, stability = excluded.stability,
           difficulty = excluded.difficulty, elapsed_days = excluded.elapsed_days,
           scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps,
           reps = excluded.reps, lapses = excluded.lapses, last_review = excluded.last_review, local = 0`,
      );
      const updateContent = this.sqlite.db.prepare(
        `update deck_cards set deck_id = @deckId, front = @front, back = @back, position = @position
         where user_id = @userId and id = @id`,
      );
      for (const card of snapshot.cards) {
        const row = {
          userId,
          deckId: deck.id,
          id: card.id,
          front: card.front,
          back: card.back,
          position: card.position,
          createdAt: iso(card.createdAt),
          ...card.srs,
          due: iso(card.srs.due),
          lastReview: card.srs.lastReview === null ? null : iso(card.srs.lastReview),
        };
        if (unconfirmed.cards.has(card.id) && updateContent.run(row).changes > 0) continue;
        upsertCard.run(row);
      }
      // The platform's log replaces the device's, except reviews still on their way to it.
      const keep = JSON.stringify([...unconfirmed.logs]);
      this.sqlite.db
        .prepare(
          `delete from deck_review_logs where user_id = ? and deck_id = ?
             and not (local = 1 and id in (select value from json_each(?)))`,
        )
        .run(userId, deck.id, keep);
      const insertLog = this.sqlite.db.prepare(
        `insert or ignore into deck_review_logs (user_id, id, deck_id, card_id, rating, state, due, stability,
           difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, reviewed_at, duration_ms)
         values (@userId, @id, @deckId, @cardId, @rating, @state, @due, @stability, @difficulty, @elapsedDays,
           @lastElapsedDays, @scheduledDays, @learningSteps, @reviewedAt, @durationMs)`,
      );
      for (const log of snapshot.logs) {
        insertLog.run({
          ...log,
          userId,
          deckId: deck.id,
          due: iso(log.due),
          reviewedAt: iso(log.reviewedAt),
        });
      }
      return this.list(userId, now, now, deck.id).decks[0]!;
    });
  }

  /** The cached decks (or one), with studied cards due by `dueBy` and never-studied cards counted. */
  list(
    userId: string,
    dueBy: string,
    reviewsSince: string,
    deckId?: string,
  ): { decks: CachedDeckSummary[]; reviewTimes: string[] } {
    const rows = this.sqlite.db
      .prepare(
        `select d.id, d.slug, d.name, d.description, d.card_count, d.is_public, d.is_owner, d.is_saved,
           d.cached_at,
           (select count(*) from deck_cards c where c.user_id = d.user_id and c.deck_id = d.id
              and c.state != 'new' and c.due <= @dueBy) as due,
           (select count(*) from deck_cards c where c.user_id = d.user_id and c.deck_id = d.id
              and c.state = 'new') as fresh
         from decks d where d.user_id = @userId and (@deckId is null or d.id = @deckId)
         order by d.name collate nocase, d.id`,
      )
      .all({ userId, dueBy: iso(dueBy), deckId: deckId ?? null }) as (Pick<
      DeckRow,
      | 'id'
      | 'slug'
      | 'name'
      | 'description'
      | 'card_count'
      | 'is_public'
      | 'is_owner'
      | 'is_saved'
      | 'cached_at'
    > & { due: number; fresh: number })[];
    const reviewTimes = (
      this.sqlite.db
        .prepare(
          `select reviewed_at from deck_review_logs where user_id = ? and reviewed_at >= ?
           order by reviewed_at desc limit 5000`,
        )
        .all(userId, iso(reviewsSince)) as { reviewed_at: string }[]
    ).map((row) => row.reviewed_at);
    return {
      decks: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        description: row.description,
        cardCount: row.card_count,
        isPublic: row.is_public === 1,
        isOwner: row.is_owner === 1,
        isSaved: row.is_saved === 1,
        due: row.due,
        fresh: row.fresh,
        cachedAt: row.cached_at,
      })),
      reviewTimes,
    };
  }

  /** Drops a deck with its cards and log; queued reviews of it stay queued (the platform decides about them). */
  forget(userId: string, deckId: string): boolean {
    return this.sqlite.write(
      () =>
        this.sqlite.db.prepare('delete from decks where user_id = ? and id = ?').run(userId, deckId).changes >
        0,
    );
  }

  /** A cached deck by id or slug, as studied on this device (local reviews applied). */
  get(userId: string, identifier: string): CachedFlashcardDeck | null {
    const deck = this.sqlite.db
      .prepare('select * from decks where user_id = ? and (id = ? or slug = ?) order by id = ? desc limit 1')
      .get(userId, identifier, identifier, identifier) as DeckRow | undefined;
    if (!deck) return null;
    const cards = this.sqlite.db
      .prepare(
        `select ${DECK_CARD_COLUMNS} from deck_cards where user_id = ? and deck_id = ? order by position, id`,
      )
      .all(userId, deck.id) as DeckCardRow[];
    const logs = this.sqlite.db
      .prepare(
        `select id, card_id, rating, state, due, stability, difficulty, elapsed_days, last_elapsed_days,
           scheduled_days, learning_steps, reviewed_at, duration_ms
         from deck_review_logs where user_id = ? and deck_id = ? order by reviewed_at, id`,
      )
      .all(userId, deck.id) as DeckLogRow[];
    return {
      userId,
      deck: {
        id: deck.id,
        slug: deck.slug,
        name: deck.name,
        description: deck.description,
        cardCount: deck.card_count,
        isPublic: deck.is_public === 1,
        ownerId: deck.owner_id,
        createdAt: deck.created_at,
        updatedAt: deck.updated_at,
      },
      isOwner: deck.is_owner === 1,
      isSaved: deck.is_saved === 1,
      cards: cards.map(toDeckCard),
      logs: logs.map(toDeckLog),
      cachedAt: deck.cached_at,
    };
  }

  /**
   * Applies a review made on this device to the cached card, so the due queue advances offline, and adds it to
   * the deck's log. Call inside `write()` together with queueing it. A review older than the card's last one
   * (replayed from another window) leaves the state alone. Answers whether the card is cached.
   */
  applyReview(userId: string, review: FlashcardReview): boolean {
    const card = this.sqlite.db
      .prepare('select deck_id, last_review from deck_cards where user_id = ? and id = ?')
      .get(userId, review.cardId) as { deck_id: string; last_review: string | null } | undefined;
    if (!card) return false;
    const reviewedAt = iso(review.reviewedAt);
    if (card.last_review === null || card.last_review <= reviewedAt) {
      const after = review.card;
      this.sqlite.db
        .prepare(
          `update deck_cards set state = @state, due = @due, stability = @stability, difficulty = @difficulty,
             elapsed_days = @elapsedDays, scheduled_days = @scheduledDays, learning_steps = @learningSteps,
             reps = @reps, lapses = @lapses, last_review = @reviewedAt, local = 1
           where user_id = @userId and id = @cardId`,
        )
        .run({
          ...after,
          state: STATE_NAMES[after.state] ?? 'new',
          due: iso(after.due),
          reviewedAt,
          userId,
          cardId: review.cardId,
        });
    }
    const before = review.log ?? review.card;
    this.sqlite.db
      .prepare(
        `insert or ignore into deck_review_logs (user_id, id, deck_id, card_id, rating, state, due, stability,
           difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, reviewed_at, duration_ms,
           local)
         values (@userId, @id, @deckId, @cardId, @rating, @state, @due, @stability, @difficulty, @elapsedDays,
           @lastElapsedDays, @scheduledDays, @learningSteps, @reviewedAt, @durationMs, 1)`,
      )
      .run({
        ...before,
        userId,
        id: review.logId,
        deckId: card.deck_id,
        cardId: review.cardId,
        rating: RATING_NAMES[review.rating] ?? 'good',
        state: STATE_NAMES[before.state] ?? 'new',
        due: iso(before.due),
        reviewedAt,
        durationMs: review.durationMs,
      });
    return true;
  }
}
