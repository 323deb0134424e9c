import { describe, expect, it } from 'vitest';
import { DEFAULT_DESIRED_RETENTION, SpacedRepetitionScheduler } from './fsrs-scheduler.engine.ts';
import type { SrsCardState, SrsReviewLog } from './fsrs-scheduler.engine.ts';
import { buildDueQueue, dayKey, deckProgress } from './deck-progress.engine.ts';
import type { DeckCard } from './deck-progress.engine.ts';

const start = new Date('2026-03-02T09:00:00Z');
const at = (days: number, hours = 0): Date =>
  new Date(start.getTime() + days * 86_400_000 + hours * 3_600_000);

describe('SpacedRepetitionScheduler', () => {
  const scheduler = new SpacedRepetitionScheduler({ enableFuzz: false });

  it('targets 90 % retention by default and rejects nonsense', () => {
    expect(scheduler.desiredRetention).toBe(DEFAULT_DESIRED_RETENTION);
    expect(DEFAULT_DESIRED_RETENTION).toBe(0.9);
    expect(() => new SpacedRepetitionScheduler({ desiredRetention: 1.5 })).toThrow(RangeError);
  });

  it('schedules longer intervals for easier answers and keeps a full log', () => {
    const card = scheduler.newCard(start);
    const preview = scheduler.preview(card, start);
    expect(preview.again.intervalDays).toBeLessThan(preview.hard.intervalDays);
    expect(preview.good.intervalDays).toBeLessThan(preview.easy.intervalDays);

    let state: SrsCardState = card;
    const logs: SrsReviewLog[] = [];
    const grades = ['good', 'good', 'good', 'again', 'good'] as const;
    let now = start;
    for (const grade of grades) {
      const result = scheduler.review('card-1', state, grade, now, 4200);
      logs.push(result.log);
      state = result.card;
      now = new Date(state.due);
    }
    expect(state.reps).toBe(5);
    expect(state.lapses).toBe(1);
    expect(logs.map((l) => l.rating)).toEqual([...grades]);
    expect(logs[0]).toMatchObject({ cardId: 'card-1', state: 'new', durationMs: 4200 });
    for (const log of logs) expect(Number.isNaN(Date.parse(log.reviewedAt))).toBe(false);
    // The log alone rebuilds the card, which is how offline reviews are merged.
    expect(scheduler.replay('card-1', logs, start)).toEqual(state);
  });

  it('undoes the last review', () => {
    const card = scheduler.newCard(start);
    const { card: after, log } = scheduler.review('c', card, 'good', start);
    const restored = scheduler.undo(after, log);
    expect(restored.state).toBe('new');
    expect(restored.reps).toBe(0);
  });

  it('reports lower retrievability as time passes', () => {
    let card = scheduler.newCard(start);
    card = scheduler.review('c', card, 'good', start).card;
    card = scheduler.review('c', card, 'good', new Date(card.due)).card;
    const soon = scheduler.retrievability(card, new Date(card.due));
    const later = scheduler.retrievability(card, new Date(Date.parse(card.due) + 60 * 86_400_000));
    expect(soon).toBeGreaterThan(later);
    expect(scheduler.retrievability(scheduler.newCard(start), start)).toBe(0);
  });

  it('throws on unreadable dates, which only a bug produces', () => {
    expect(() => scheduler.newCard('not a date')).toThrow(RangeError);
  });
});

describe('deck progress', () => {
  const scheduler = new SpacedRepetitionScheduler({ enableFuzz: false });

  function deck(): { cards: DeckCard[]; logs: SrsReviewLog[] } {
    const cards: DeckCard[] = [];
    const logs: SrsReviewLog[] = [];
    for (let i = 0; i < 10; i += 1) {
      let srs = scheduler.newCard(start);
      if (i < 6) {
        // Reviewed on three consecutive days, then again when due.
        for (const [day, grade] of [
          [0, 'good'],
          [1, 'good'],
          [2, i === 0 ? 'again' : 'good'],
        ] as const) {
          const result = scheduler.review(`c${i}`, srs, grade, at(day, i));
          srs = result.card;
          logs.push(result.log);
        }
      }
      cards.push({ id: `c${i}`, srs });
    }
    return { cards, logs };
  }

  it('computes due today, retention, streak and a 7-day forecast', () => {
    const { cards, logs } = deck();
    const now = at(2, 12);
    const progress = deckProgress(cards, logs, { now });
    expect(progress.totalCards).toBe(10);
    expect(progress.newCards).toBe(4);
    expect(progress.streakDays).toBe(3);
    expect(progress.reviewsToday).toBe(6);
    expect(progress.forecast).toHaveLength(7);
    expect(progress.forecast[0]?.date).toBe('2026-03-04');
    const scheduled = progress.forecast.reduce((n, d) => n + d.due, 0);
    const dueWithinWeek = cards.filter(
      (c) => c.srs.state !== 'new' && Date.parse(c.srs.due) < Date.parse('2026-03-11T00:00:00Z'),
    ).length;
    expect(scheduled).toBe(dueWithinWeek);
    const reviewAnswers = logs.filter((l) => l.state === 'review');
    const expected =
      reviewAnswers.length === 0
        ? null
        : reviewAnswers.filter((l) => l.rating !== 'again').length / reviewAnswers.length;
    expect(progress.retention).toBe(expected);
  });

  it('breaks the streak after a missed day and is empty for an empty deck', () => {
    const { cards, logs } = deck();
    expect(deckProgress(cards, logs, { now: at(4, 1) }).streakDays).toBe(0);
    const empty = deckProgress([], [], { now: start });
    expect(empty).toMatchObject({ totalCards: 0, dueToday: 0, retention: null, streakDays: 0 });
  });

  it('orders the due queue: learning, then reviews, then new cards up to the limit', () => {
    const { cards } = deck();
    const queue = buildDueQueue(cards, { now: at(30), newLimit: 2 });
    expect(queue.new).toBe(2);
    const newIds = queue.cardIds.filter((id) => ['c6', 'c7', 'c8', 'c9'].includes(id));
    expect(newIds).toEqual(['c6', 'c7']);
    const firstNew = queue.cardIds.indexOf('c6');
    expect(queue.cardIds.slice(0, firstNew).length).toBe(queue.learning + queue.review);
  });

  it('uses the learner time zone for day boundaries', () => {
    const lateEvening = new Date('2026-03-02T23:30:00Z');
    expect(dayKey(lateEvening, 'UTC')).toBe('2026-03-02');
    expect(dayKey(lateEvening, 'Asia/Tokyo')).toBe('2026-03-03');
    expect(dayKey(lateEvening, 'America/New_York')).toBe('2026-03-02');
  });
});
