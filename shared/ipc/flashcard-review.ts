// A flashcard review as it crosses the bridge and waits in the sync queue: the FSRS scheduler's card after the
// review and its log (the card before it), in ts-fsrs' numbers. Shared by the study screen and main's tests.
import type {
  CardStateName,
  ReviewGrade,
  SrsCardState,
  SrsReviewLog,
} from '../study/srs/fsrs-scheduler.engine';
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
