import type { SrsCardState, SrsReviewLog } from './fsrs-scheduler.engine.ts';

export interface DeckCard {
  id: string;
  srs: SrsCardState;
}

export interface DueQueueOptions {
  now?: Date;
  /** New cards introduced per session. */
  newLimit?: number;
  reviewLimit?: number;
  /** IANA time zone of the learner; "due today" means before the end of their day. */
  timeZone?: string;
}

export interface DueQueue {
  /** Card ids in the order to show them: learning steps first, then reviews, then new cards. */
  cardIds: string[];
  learning: number;
  review: number;
  new: number;
}

export interface DeckProgress {
  totalCards: number;
  newCards: number;
  learningCards: number;
  reviewCards: number;
  /** Cards with an interval of 21 days or more. */
  matureCards: number;
  /** Cards (not new) due before the end of today, overdue included. */
  dueToday: number;
  reviewsToday: number;
  /** Share of answers on cards in review that were not "again" over the last 30 days; null before any. */
  retention: number | null;
  /** Consecutive days with at least one review, ending today (or yesterday if today has none yet). */
  streakDays: number;
  /** Cards falling due on each of the next 7 days, today first (today includes overdue cards). */
  forecast: Array<{ date: string; due: number }>;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayKey(instant: Date, timeZone = 'UTC'): string {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function addDays(key: string, days: number): string {
  const date = new Date(`${key}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The order in which today's session shows cards. */
export function buildDueQueue(cards: readonly DeckCard[], options: DueQueueOptions = {}): DueQueue {
  const now = options.now ?? new Date();
  const today = dayKey(now, options.timeZone);
  const learning: DeckCard[] = [];
  const review: DeckCard[] = [];
  const fresh: DeckCard[] = [];
  for (const card of cards) {
    const due = new Date(card.srs.due);
    if (card.srs.state === 'new') fresh.push(card);
    else if (card.srs.state === 'learning' || card.srs.state === 'relearning') {
      // Learning steps are minutes apart: show the ones due now, and the rest of today's after reviews.
      if (dayKey(due, options.timeZone) <= today) learning.push(card);
    } else if (dayKey(due, options.timeZone) <= today) review.push(card);
  }
  const byDue = (a: DeckCard, b: DeckCard): number =>
    a.srs.due.localeCompare(b.srs.due) || a.id.localeCompare(b.id);
  learning.sort(byDue);
  review.sort(byDue);
  const reviewIds = review.slice(0, options.reviewLimit ?? 200).map((c) => c.id);
  const newIds = fresh.slice(0, options.newLimit ?? 20).map((c) => c.id);
  const nowIso = now.toISOString();
  const learningNow = learning.filter((c) => c.srs.due <= nowIso).map((c) => c.id);
  const learningLater = learning.filter((c) => c.srs.due > nowIso).map((c) => c.id);
  return {
    cardIds: [...learningNow, ...reviewIds, ...newIds, ...learningLater],
    learning: learning.length,
    review: reviewIds.length,
    new: newIds.length,
  };
}

/** The figures a deck page shows. */
export function deckProgress(
  cards: readonly DeckCard[],
  logs: readonly SrsReviewLog[],
  options: { now?: Date; timeZone?: string } = {},
): DeckProgress {
  const now = options.now ?? new Date();
  const zone = options.timeZone ?? 'UTC';
  const today = dayKey(now, zone);
  const forecastDays = Array.from({ length: 7 }, (_, i) => addDays(today, i));
  const forecast = new Map(forecastDays.map((d) => [d, 0]));

  let newCards = 0;
  let learningCards = 0;
  let reviewCards = 0;
  let matureCards = 0;
  let dueToday = 0;
  for (const card of cards) {
    const { state } = card.srs;
    if (state === 'new') {
      newCards += 1;
      continue;
    }
    if (state === 'review') reviewCards += 1;
    else learningCards += 1;
    if (state === 'review' && card.srs.scheduledDays >= 21) matureCards += 1;
    const key = dayKey(new Date(card.srs.due), zone);
    const slot = key < today ? today : key;
    if (slot === today) dueToday += 1;
    if (forecast.has(slot)) forecast.set(slot, (forecast.get(slot) ?? 0) + 1);
  }

  const reviewDays = new Set<string>();
  let reviewsToday = 0;
  let recalled = 0;
  let answered = 0;
  const windowStart = now.getTime() - 30 * 86_400_000;
  for (const log of logs) {
    const at = new Date(log.reviewedAt);
    const key = dayKey(at, zone);
    reviewDays.add(key);
    if (key === today) reviewsToday += 1;
    if (log.state === 'review' && at.getTime() >= windowStart && at.getTime() <= now.getTime()) {
      answered += 1;
      if (log.rating !== 'again') recalled += 1;
    }
  }

  let streakDays = 0;
  let day = reviewDays.has(today) ? today : addDays(today, -1);
  while (reviewDays.has(day)) {
    streakDays += 1;
    day = addDays(day, -1);
  }

  return {
    totalCards: cards.length,
    newCards,
    learningCards,
    reviewCards,
    matureCards,
    dueToday,
    reviewsToday,
    retention: answered === 0 ? null : recalled / answered,
    streakDays,
    forecast: forecastDays.map((date) => ({ date, due: forecast.get(date) ?? 0 })),
  };
}
