// One flashcard review: FSRS (ts-fsrs through shared/study) gives the card's next state and the log entry; the
// review is stored in one call with a log id chosen here, so a review sent twice (a lost answer, an offline replay)
// is kept once, and the card's state is written only if no later review of it is already stored.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import type { FlashcardReview } from '../../../../shared/ipc/desktop-contract';
import { flashcardReviewOf, recordReviewArgs } from '../../../../shared/ipc/flashcard-review';
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

/**
 * Stores a review made online in one call (public.record_flashcard_review: the log row with the state before the
 * review, and the card's new state unless a later review of it is stored). Sending the same review again changes
 * nothing.
 */
export async function saveReview(
  client: Client,
  review: FlashcardReview,
): Promise<{ alreadySaved: boolean }> {
  const { data, error } = await client.rpc('record_flashcard_review', recordReviewArgs(review));
  if (error) throw new Error(error.message);
  return { alreadySaved: data };
}
