import { Rating, State, createEmptyCard, fsrs, generatorParameters } from 'ts-fsrs';
import type { Card, FSRS, Grade, ReviewLog } from 'ts-fsrs';

export type ReviewGrade = 'again' | 'hard' | 'good' | 'easy';
export type CardStateName = 'new' | 'learning' | 'review' | 'relearning';

/** A card's scheduling state as JSON (ISO dates), ready for Postgres, the desktop cache or sync. */
export interface SrsCardState {
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: CardStateName;
  lastReview: string | null;
}

/**
 * One review, kept in full and never edited so that FSRS parameters can be fitted to the learner later
 * (the optimiser needs every rating with its timestamp and the state before it).
 */
export interface SrsReviewLog {
  cardId: string;
  rating: ReviewGrade;
  /** State of the card before this review. */
  state: CardStateName;
  /** When the card was due before this review. */
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  lastElapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reviewedAt: string;
  /** Time spent answering, when the client measured it. */
  durationMs: number | null;
}

export interface SchedulerOptions {
  /** Probability of recall at the moment a card falls due; 0.9 unless the learner changes it. */
  desiredRetention?: number;
  maximumIntervalDays?: number;
  /** Spreads due dates slightly so cards learned together do not stay clumped; off for reproducible tests. */
  enableFuzz?: boolean;
  /** Fitted FSRS weights for this learner, when available. */
  weights?: readonly number[];
}

export const DEFAULT_DESIRED_RETENTION = 0.9;

const GRADE_TO_RATING: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const RATING_TO_GRADE: Record<number, ReviewGrade> = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' };
const STATE_NAMES: Record<State, CardStateName> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const NAME_TO_STATE: Record<CardStateName, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

function toIso(date: Date): string {
  return date.toISOString();
}

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

export function fromFsrsCard(card: Card): SrsCardState {
  return {
    due: toIso(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_NAMES[card.state],
    lastReview: card.last_review ? toIso(card.last_review) : null,
  };
}

export function toFsrsCard(state: SrsCardState): Card {
  const card: Card = {
    due: toDate(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: state.elapsedDays,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: NAME_TO_STATE[state.state],
  };
  if (state.lastReview !== null) card.last_review = toDate(state.lastReview);
  return card;
}

function fromFsrsLog(cardId: string, log: ReviewLog, durationMs: number | null): SrsReviewLog {
  return {
    cardId,
    rating: RATING_TO_GRADE[log.rating] ?? 'good',
    state: STATE_NAMES[log.state],
    due: toIso(log.due),
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsed_days,
    lastElapsedDays: log.last_elapsed_days,
    scheduledDays: log.scheduled_days,
    learningSteps: log.learning_steps,
    reviewedAt: toIso(log.review),
    durationMs,
  };
}

/** FSRS through ts-fsrs, speaking plain JSON so the same code runs in the renderer, Electron and the server. */
export class SpacedRepetitionScheduler {
  private readonly engine: FSRS;
  readonly desiredRetention: number;

  constructor(options: SchedulerOptions = {}) {
    const retention = options.desiredRetention ?? DEFAULT_DESIRED_RETENTION;
    if (!(retention > 0.7 && retention < 0.99)) {
      throw new RangeError('desiredRetention must be between 0.7 and 0.99');
    }
    this.desiredRetention = retention;
    this.engine = fsrs(
      generatorParameters({
        request_retention: retention,
        maximum_interval: options.maximumIntervalDays ?? 36500,
        enable_fuzz: options.enableFuzz ?? true,
        ...(options.weights ? { w: [...options.weights] } : {}),
      }),
    );
  }

  newCard(now: Date | string = new Date()): SrsCardState {
    return fromFsrsCard(createEmptyCard(toDate(now)));
  }

  /** Applies a rating: the new card state and the log entry to append. */
  review(
    cardId: string,
    card: SrsCardState,
    grade: ReviewGrade,
    now: Date | string = new Date(),
    durationMs: number | null = null,
  ): { card: SrsCardState; log: SrsReviewLog } {
    const rating = GRADE_TO_RATING[grade];
    if (rating === undefined) throw new RangeError(`Unknown grade: ${String(grade)}`);
    const result = this.engine.next(toFsrsCard(card), toDate(now), rating);
    return { card: fromFsrsCard(result.card), log: fromFsrsLog(cardId, result.log, durationMs) };
  }

  /** When each answer button would schedule the card next, for labels such as "Good · 3d". */
  preview(
    card: SrsCardState,
    now: Date | string = new Date(),
  ): Record<ReviewGrade, { due: string; intervalDays: number }> {
    const at = toDate(now);
    const options = this.engine.repeat(toFsrsCard(card), at);
    const out = {} as Record<ReviewGrade, { due: string; intervalDays: number }>;
    for (const grade of Object.keys(GRADE_TO_RATING) as ReviewGrade[]) {
      const next = options[GRADE_TO_RATING[grade]].card;
      out[grade] = { due: toIso(next.due), intervalDays: (next.due.getTime() - at.getTime()) / 86_400_000 };
    }
    return out;
  }

  /** Probability (0..1) that the learner still recalls the card now. */
  retrievability(card: SrsCardState, now: Date | string = new Date()): number {
    if (card.state === 'new') return 0;
    return this.engine.get_retrievability(toFsrsCard(card), toDate(now), false);
  }

  /** Undoes the review described by `log` (the "undo last answer" button). */
  undo(card: SrsCardState, log: SrsReviewLog): SrsCardState {
    const restored = this.engine.rollback(toFsrsCard(card), {
      rating: GRADE_TO_RATING[log.rating],
      state: NAME_TO_STATE[log.state],
      due: log.due,
      stability: log.stability,
      difficulty: log.difficulty,
      elapsed_days: log.elapsedDays,
      last_elapsed_days: log.lastElapsedDays,
      scheduled_days: log.scheduledDays,
      learning_steps: log.learningSteps,
      review: log.reviewedAt,
    });
    return fromFsrsCard(restored);
  }

  /** Replays a full review log from a new card: how a card's state is rebuilt after an offline sync. */
  replay(cardId: string, logs: readonly SrsReviewLog[], createdAt: Date | string): SrsCardState {
    let card = this.newCard(createdAt);
    const ordered = logs
      .filter((l) => l.cardId === cardId)
      .sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt));
    for (const log of ordered) card = this.review(cardId, card, log.rating, log.reviewedAt).card;
    return card;
  }
}
