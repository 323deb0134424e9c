// One flashcard review: FSRS (ts-fsrs through shared/study) gives the card's next state and the log entry; the
// log row is appended with an id chosen here, so a review sent twice (a lost answer, an offline replay) is kept
// once, and the card's state is written only if no later review of it is already stored.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import type { FlashcardReview } from '../../../../shared/ipc/desktop-contract';
import { STATE_NUMBER, flashcardReviewOf } from '../../../../shared/ipc/flashcard-review';
import {
  SpacedRepetitionScheduler,
  type CardStateName,
  type ReviewGrade,
  type SrsCardState,
  type SrsReviewLog,
} from '../../../../shared/study/srs/fsrs-scheduler.engine';

type Client = SupabaseClient<Database>;

export const scheduler = new SpacedRepetitionScheduler();

const STATE_NAME: readonly CardStateName[] = ['new', 'learning', 'review', 'relearning'];
const GRADE_NAME: Record<number, ReviewGrade> = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' };

export type ReviewStateRow = Pick<
  Database['public']['Tables']['flashcard_reviews']['Row'],
  | 'card_id'
  | 'state'
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsed_days'
  | 'scheduled_days'
  | 'learning_steps'
  | 'reps'
  | 'lapses'
  | 'last_review'
>;
export type ReviewLogRow = Pick<
  Database['public']['Tables']['flashcard_review_logs']['Row'],
  | 'card_id'
  | 'rating'
  | 'state'
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsed_days'
  | 'last_elapsed_days'
  | 'scheduled_days'
  | 'learning_steps'
  | 'review'
  | 'duration_ms'
>;

/** A stored review state as the scheduler reads it; a card never reviewed is new as of `createdAt`. */
export function srsStateOf(row: ReviewStateRow | undefined, createdAt: string): SrsCardState {
  if (!row) return scheduler.newCard(createdAt);
  return {
    due: new Date(row.due).toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsed_days,
    scheduledDays: row.scheduled_days,
    learningSteps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: STATE_NAME[row.state] ?? 'new',
    lastReview: row.last_review ? new Date(row.last_review).toISOString() : null,
  };
}

export function srsLogOf(row: ReviewLogRow): SrsReviewLog {
  return {
    cardId: row.card_id,
    rating: GRADE_NAME[row.rating] ?? 'good',
    state: STATE_NAME[row.state] ?? 'new',
    due: new Date(row.due).toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsed_days,
    lastElapsedDays: row.last_elapsed_days,
    scheduledDays: row.scheduled_days,
    learningSteps: row.learning_steps,
    reviewedAt: new Date(row.review).toISOString(),
    durationMs: row.duration_ms,
  };
}

/** Rates a card: the new state, its log entry, and the review as the desktop sync queue and the platform take it. */
export function rateCard(input: {
  deckId: string;
  cardId: string;
  before: SrsCardState;
  grade: ReviewGrade;
  now?: Date;
  durationMs?: number | null;
  logId?: string;
}): { after: SrsCardState; log: SrsReviewLog; review: FlashcardReview } {
  const now = input.now ?? new Date();
  const durationMs =
    input.durationMs == null ? null : Math.max(0, Math.min(86_400_000, Math.round(input.durationMs)));
  const { card: after, log } = scheduler.review(input.cardId, input.before, input.grade, now, durationMs);
  const review = flashcardReviewOf({
    logId: input.logId ?? crypto.randomUUID(),
    deckId: input.deckId,
    cardId: input.cardId,
    grade: input.grade,
    after,
    log,
    durationMs,
  });
  return { after, log, review };
}

function fail(error: { message: string }): never {
  throw new Error(error.message);
}

/**
 * Stores a review made online: the log row (state before the review, as ts-fsrs logs it) and the card's new
 * state. Sending the same review again changes nothing.
 */
export async function saveReview(
  client: Client,
  userId: string,
  review: FlashcardReview,
  log: SrsReviewLog,
): Promise<{ alreadySaved: boolean }> {
  const logged = await client.from('flashcard_review_logs').insert({
    id: review.logId,
    user_id: userId,
    card_id: review.cardId,
    deck_id: review.deckId,
    rating: review.rating,
    state: STATE_NUMBER[log.state],
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsed_days: log.elapsedDays,
    last_elapsed_days: log.lastElapsedDays,
    scheduled_days: log.scheduledDays,
    learning_steps: log.learningSteps,
    reps: review.card.reps,
    lapses: review.card.lapses,
    review: review.reviewedAt,
    duration_ms: review.durationMs,
  });
  const alreadySaved = logged.error?.code === '23505';
  if (logged.error && !alreadySaved) fail(logged.error);
  const current = await client
    .from('flashcard_reviews')
    .select('last_review')
    .eq('user_id', userId)
    .eq('card_id', review.cardId)
    .maybeSingle();
  if (current.error) fail(current.error);
  const last = current.data?.last_review;
  if (last && Date.parse(last) > Date.parse(review.reviewedAt)) return { alreadySaved };
  const { card } = review;
  const saved = await client.from('flashcard_reviews').upsert(
    {
      user_id: userId,
      card_id: review.cardId,
      deck_id: review.deckId,
      state: card.state,
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      elapsed_days: card.elapsedDays,
      scheduled_days: card.scheduledDays,
      learning_steps: card.learningSteps,
      reps: card.reps,
      lapses: card.lapses,
      last_review: review.reviewedAt,
    },
    { onConflict: 'user_id,card_id' },
  );
  if (saved.error) fail(saved.error);
  return { alreadySaved };
}
