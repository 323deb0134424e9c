// A flashcard review as it crosses the bridge and waits in the sync queue: the FSRS scheduler's card after the
// review and its log (the card before it), in ts-fsrs' numbers. Shared by the study screen and main's tests.
import type {
  CardStateName,
  ReviewGrade,
  SrsCardState,
  SrsReviewLog,
} from '../study/srs/fsrs-scheduler.engine';
import type { Database } from '../db/database.types';
import type { FlashcardReview } from './desktop-contract';

export const STATE_NUMBER: Record<CardStateName, number> = { new: 0, learning: 1, review: 2, relearning: 3 };
export const GRADE_NUMBER: Record<ReviewGrade, number> = { again: 1, hard: 2, good: 3, easy: 4 };

export function flashcardReviewOf(input: {
  logId: string;
  deckId: string;
  cardId: string;
  grade: ReviewGrade;
  after: SrsCardState;
  log: SrsReviewLog;
  durationMs: number | null;
}): FlashcardReview {
  const { after, log } = input;
  return {
    logId: input.logId,
    cardId: input.cardId,
    deckId: input.deckId,
    rating: GRADE_NUMBER[input.grade],
    reviewedAt: log.reviewedAt,
    durationMs: input.durationMs,
    card: {
      state: STATE_NUMBER[after.state],
      due: after.due,
      stability: after.stability,
      difficulty: after.difficulty,
      elapsedDays: after.elapsedDays,
      lastElapsedDays: log.lastElapsedDays,
      scheduledDays: after.scheduledDays,
      learningSteps: after.learningSteps,
      reps: after.reps,
      lapses: after.lapses,
    },
    log: {
      state: STATE_NUMBER[log.state],
      due: log.due,
      stability: log.stability,
      difficulty: log.difficulty,
      elapsedDays: log.elapsedDays,
      lastElapsedDays: log.lastElapsedDays,
      scheduledDays: log.scheduledDays,
      learningSteps: log.learningSteps,
    },
  };
}

type ScheduleFields = FlashcardReview['card'];

/** A card's schedule in the column names public.record_flashcard_review reads. */
function scheduleColumns(card: Omit<ScheduleFields, 'reps' | 'lapses'>) {
  return {
    state: card.state,
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    last_elapsed_days: card.lastElapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
  };
}

/**
 * The one call that stores a review (public.record_flashcard_review, one transaction): the study screen online and
 * the desktop's sync queue send the same. The log keeps the card as it was before the review (as ts-fsrs logs it);
 * a review an older desktop build queued without it logs the state after the review, as that build did.
 */
export function recordReviewArgs(
  review: FlashcardReview,
): Database['public']['Functions']['record_flashcard_review']['Args'] {
  const { card } = review;
  return {
    p_log_id: review.logId,
    p_card_id: review.cardId,
    p_deck_id: review.deckId,
    p_rating: review.rating,
    p_reviewed_at: review.reviewedAt,
    p_before: scheduleColumns(review.log ?? card),
    p_after: { ...scheduleColumns(card), reps: card.reps, lapses: card.lapses },
    ...(review.durationMs === null ? {} : { p_duration_ms: review.durationMs }),
  };
}
