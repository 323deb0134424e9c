// The one call a review is stored with (public.record_flashcard_review): the log keeps the card before the review,
// the state the card after it, whichever client sends it.
import { describe, expect, it } from 'vitest';
import { SpacedRepetitionScheduler } from '../study/srs/fsrs-scheduler.engine';
import { flashcardReviewSchema } from './desktop-contract';
import { flashcardReviewOf, recordReviewArgs } from './flashcard-review';

const scheduler = new SpacedRepetitionScheduler();
const ids = {
  logId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a41',
  cardId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a42',
  deckId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a43',
};

function reviewed(durationMs: number | null) {
  const before = scheduler.newCard('2026-11-01T08:00:00.000Z');
  const { card: after, log } = scheduler.review(
    ids.cardId,
    before,
    'good',
    new Date('2026-11-02T08:00:00Z'),
    null,
  );
  return flashcardReviewOf({ ...ids, grade: 'good', after, log, durationMs });
}

describe('recordReviewArgs', () => {
  it('logs the card before the review and keeps the card after it as its state', () => {
    const review = reviewed(4000);
    const args = recordReviewArgs(review);
    expect(args).toMatchObject({
      p_log_id: ids.logId,
      p_card_id: ids.cardId,
      p_deck_id: ids.deckId,
      p_rating: 3,
      p_reviewed_at: review.reviewedAt,
      p_duration_ms: 4000,
      p_before: { state: 0, stability: review.log!.stability, scheduled_days: review.log!.scheduledDays },
      p_after: { state: review.card.state, due: review.card.due, reps: 1, lapses: 0 },
    });
    expect(review.card.state).not.toBe(0);
  });

  it('sends no duration when none was measured, and logs the state after for a review queued without its log', () => {
    const { log: _log, ...queuedByAnOlderBuild } = reviewed(null);
    const args = recordReviewArgs(flashcardReviewSchema.parse(queuedByAnOlderBuild));
    expect(args).not.toHaveProperty('p_duration_ms');
    expect(args.p_before).toMatchObject({ state: queuedByAnOlderBuild.card.state });
  });
});
