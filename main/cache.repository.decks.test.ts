// The desktop cache's flashcard decks: the migration that added them keeps an existing cache's data, decks are
// per user, a review made on this device advances the cached due queue in the same transaction that queues it,
// and a refresh from the platform wins except over reviews still waiting to sync.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDueQueue } from '../shared/study/srs/deck-progress.engine';
import { CACHE_MIGRATIONS } from './cache.migrations';
import { CacheRepository } from './cache.repository';
import { deckSnapshot, reviewOf } from './fixtures/deck.fixture';
import { SyncQueue } from './sync-queue';

const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
const USER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const open: CacheRepository[] = [];
const tempFile = () => join(mkdtempSync(join(tmpdir(), 'studyloop-decks-')), 'offline-cache.sqlite');
function openCache(file = tempFile()): CacheRepository {
  const repo = CacheRepository.open(file);
  open.push(repo);
  return repo;
}
afterEach(() => {
  for (const repo of open.splice(0)) repo.close();
});

const NOW = new Date('2026-11-24T10:00:00.000Z');
const END_OF_DAY = '2026-11-24T23:59:59.999Z';
const LONG_AGO = '2025-01-01T00:00:00.000Z';

describe('migrating a cache from the version before decks', () => {
  it('adds the deck tables and keeps the library, drafts and queued edits already there', () => {
    const file = tempFile();
    const old = new Database(file);
    old.pragma('journal_mode = WAL');
    old.exec(CACHE_MIGRATIONS[0]!);
    old.pragma('user_version = 1');
    const document = { id: randomUUID(), slug: 'notes', title: 'Notes', createdAt: NOW.toISOString() };
    old
      .prepare(
        `insert into documents (user_id, id, slug, title, access_type, created_at, cached_at)
         values (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        USER,
        document.id,
        document.slug,
        document.title,
        'points',
        document.createdAt,
        document.createdAt,
      );
    old
      .prepare(
        `insert into sync_queue (user_id, kind, entity_id, idempotency_key, payload, created_at, updated_at)
         values (?, 'flashcard.review', ?, ?, '{}', ?, ?)`,
      )
      .run(USER, randomUUID(), randomUUID(), NOW.toISOString(), NOW.toISOString());
    old.prepare('insert into device_user (singleton, user_id) values (1, ?)').run(USER);
    old.close();

    const repo = openCache(file);
    expect(repo.recovery).toBeNull();
    expect(repo.db.pragma('user_version', { simple: true })).toBe(CACHE_MIGRATIONS.length);
    expect(repo.library.list(USER, { limit: 10, offset: 0 }).documents.map((d) => d.id)).toEqual([
      document.id,
    ]);
    expect(new SyncQueue(repo).counts(USER).pending).toBe(1);
    expect(repo.deviceUser()).toBe(USER);
    expect(repo.decks.list(USER, END_OF_DAY, LONG_AGO)).toEqual({ decks: [], reviewTimes: [] });
    // The new tables work on the migrated file.
    const snapshot = deckSnapshot(2);
    repo.decks.save(USER, snapshot);
    expect(repo.decks.get(USER, snapshot.deck.id)?.cards).toHaveLength(2);
  });
});

describe('cached decks', () => {
  it('keeps a deck with its cards, state and log, readable by id or slug, and only for its user', () => {
    const repo = openCache();
    const snapshot = deckSnapshot(3, { name: 'Organic chemistry' });
    const reviewed = reviewOf(snapshot.deck.id, snapshot.cards[0]!.id, snapshot.cards[0]!.srs, 'easy', NOW);
    snapshot.cards[0]!.srs = reviewed.after;
    snapshot.logs = [
      {
        id: reviewed.review.logId,
        cardId: snapshot.cards[0]!.id,
        rating: 'easy',
        state: 'new',
        due: snapshot.cards[0]!.createdAt,
        stability: 0,
        difficulty: 0,
        elapsedDays: 0,
        lastElapsedDays: 0,
        scheduledDays: 0,
        learningSteps: 0,
        reviewedAt: '2026-11-24T10:00:00+00:00',
        durationMs: 900,
      },
    ];
    const summary = repo.decks.save(USER, snapshot);
    expect(summary).toMatchObject({ id: snapshot.deck.id, name: 'Organic chemistry', due: 0, fresh: 2 });

    const byId = repo.decks.get(USER, snapshot.deck.id)!;
    expect(byId.cards.map((c) => c.front)).toEqual(['Question 1', 'Question 2', 'Question 3']);
    expect(byId.cards[0]!.srs).toEqual(reviewed.after);
    // Instants are stored in one spelling, whatever the platform answered.
    expect(byId.logs[0]!.reviewedAt).toBe('2026-11-24T10:00:00.000Z');
    expect(repo.decks.get(USER, snapshot.deck.slug)?.deck.id).toBe(snapshot.deck.id);

    expect(repo.decks.get(OTHER, snapshot.deck.id)).toBeNull();
    expect(repo.decks.list(OTHER, END_OF_DAY, LONG_AGO).decks).toEqual([]);
    expect(repo.decks.list(USER, END_OF_DAY, LONG_AGO)).toEqual({
      decks: [expect.objectContaining({ id: snapshot.deck.id, fresh: 2 })],
      reviewTimes: ['2026-11-24T10:00:00.000Z'],
    });

    // Two users on one machine keep their own copy and state of the same public deck.
    const shared = { ...snapshot, isOwner: false, isSaved: true, logs: [] };
    shared.cards = snapshot.cards.map((card) => ({ ...card, srs: snapshot.cards[1]!.srs }));
    repo.decks.save(OTHER, shared);
    expect(repo.decks.get(OTHER, snapshot.deck.id)!.cards[0]!.srs.state).toBe('new');
    expect(repo.decks.get(USER, snapshot.deck.id)!.cards[0]!.srs.state).toBe('review');
    expect(repo.decks.get(USER, snapshot.deck.id)!.isOwner).toBe(true);
  });

  it('counts studied cards due by the end of the day asked for', () => {
    const repo = openCache();
    const snapshot = deckSnapshot(3);
    const [first, second] = snapshot.cards;
    first!.srs = { ...reviewOf(snapshot.deck.id, first!.id, first!.srs, 'good', NOW).after };
    first!.srs.due = '2026-11-24T18:00:00.000Z';
    second!.srs = { ...reviewOf(snapshot.deck.id, second!.id, second!.srs, 'easy', NOW).after };
    second!.srs.due = '2026-11-26T18:00:00.000Z';
    repo.decks.save(USER, snapshot);
    expect(repo.decks.list(USER, END_OF_DAY, LONG_AGO).decks[0]).toMatchObject({ due: 1, fresh: 1 });
    expect(repo.decks.list(USER, '2026-11-27T00:00:00+01:00', LONG_AGO).decks[0]).toMatchObject({
      due: 2,
    });
  });

  it('forgets a deck with its cards and log, for its user only', () => {
    const repo = openCache();
    const snapshot = deckSnapshot(2);
    repo.decks.save(USER, snapshot);
    repo.decks.save(OTHER, snapshot);
    expect(repo.decks.forget(USER, snapshot.deck.id)).toBe(true);
    expect(repo.decks.forget(USER, snapshot.deck.id)).toBe(false);
    expect(repo.decks.get(USER, snapshot.deck.id)).toBeNull();
    expect(repo.db.prepare('select count(*) as n from deck_cards where user_id = ?').get(USER)).toEqual({
      n: 0,
    });
    expect(repo.decks.get(OTHER, snapshot.deck.id)?.cards).toHaveLength(2);
  });

  it('drops cards the platform no longer has', () => {
    const repo = openCache();
    const snapshot = deckSnapshot(3);
    repo.decks.save(USER, snapshot);
    repo.decks.save(USER, { ...snapshot, cards: snapshot.cards.slice(1) });
    expect(repo.decks.get(USER, snapshot.deck.id)!.cards.map((c) => c.front)).toEqual([
      'Question 2',
      'Question 3',
    ]);
  });
});

describe('reviews made on this device', () => {
  it('advance the cached due queue and are queued in the same transaction', () => {
    const repo = openCache();
    const queue = new SyncQueue(repo);
    const snapshot = deckSnapshot(2);
    repo.decks.save(USER, snapshot);
    const card = snapshot.cards[0]!;
    const queueBefore = buildDueQueue(
      repo.decks.get(USER, snapshot.deck.id)!.cards.map((c) => ({ id: c.id, srs: c.srs })),
      { now: NOW, newLimit: 20, timeZone: 'UTC' },
    );
    expect(queueBefore.cardIds[0]).toBe(card.id);

    const { review, after } = reviewOf(snapshot.deck.id, card.id, card.srs, 'easy', NOW);
    queue.recordReview(USER, review, NOW);
    // The same review handed over twice (a retried IPC call) is kept once.
    queue.recordReview(USER, review, NOW);

    const cached = repo.decks.get(USER, snapshot.deck.id)!;
    expect(cached.cards[0]!.srs).toEqual(after);
    expect(cached.logs).toEqual([
      expect.objectContaining({ id: review.logId, cardId: card.id, rating: 'easy', state: 'new' }),
    ]);
    expect(queue.counts(USER).pending).toBe(1);
    const queueAfter = buildDueQueue(
      cached.cards.map((c) => ({ id: c.id, srs: c.srs })),
      { now: NOW, newLimit: 20, timeZone: 'UTC' },
    );
    expect(queueAfter.cardIds).toEqual([snapshot.cards[1]!.id]);

    // Another user's review of the same card id touches neither this user's cache nor their queue.
    repo.decks.save(OTHER, deckSnapshot(1));
    expect(repo.decks.applyReview(OTHER, review)).toBe(false);
    expect(repo.decks.get(USER, snapshot.deck.id)!.cards[0]!.srs).toEqual(after);
  });

  it('an older review does not overwrite a newer state; a review of an uncached card is still queued', () => {
    const repo = openCache();
    const queue = new SyncQueue(repo);
    const snapshot = deckSnapshot(1);
    repo.decks.save(USER, snapshot);
    const card = snapshot.cards[0]!;
    const first = reviewOf(snapshot.deck.id, card.id, card.srs, 'good', NOW);
    const later = reviewOf(snapshot.deck.id, card.id, first.after, 'good', new Date(NOW.getTime() + 600_000));
    queue.recordReview(USER, later.review);
    queue.recordReview(USER, first.review);
    expect(repo.decks.get(USER, snapshot.deck.id)!.cards[0]!.srs).toEqual(later.after);
    expect(repo.decks.get(USER, snapshot.deck.id)!.logs).toHaveLength(2);

    const stranger = reviewOf(randomUUID(), randomUUID(), card.srs, 'hard', NOW);
    queue.recordReview(USER, stranger.review);
    expect(queue.counts(USER).pending).toBe(3);
  });

  it('keep their local state through a refresh until synced; afterwards the platform state wins', () => {
    const repo = openCache();
    const queue = new SyncQueue(repo);
    const snapshot = deckSnapshot(2);
    repo.decks.save(USER, snapshot);
    const card = snapshot.cards[0]!;
    const { review, after } = reviewOf(snapshot.deck.id, card.id, card.srs, 'easy', NOW);
    queue.recordReview(USER, review, NOW);

    // A refresh from the platform that has not seen the review yet (card still new, no log).
    const edited = structuredClone(snapshot);
    edited.cards[0]!.front = 'Edited question';
    repo.decks.save(USER, edited);
    let cached = repo.decks.get(USER, snapshot.deck.id)!;
    expect(cached.cards[0]).toMatchObject({ front: 'Edited question', srs: after });
    expect(cached.logs.map((l) => l.id)).toEqual([review.logId]);

    // Replay confirms it; the platform's copy (here with another device's later review merged) now wins.
    const [claimed] = queue.claim(USER, 10);
    queue.complete(claimed!, null);
    const server = structuredClone(edited);
    const elsewhere = reviewOf(snapshot.deck.id, card.id, after, 'again', new Date('2026-12-01T10:00:00Z'));
    server.cards[0]!.srs = elsewhere.after;
    server.logs = [
      { ...cached.logs[0]! },
      {
        ...cached.logs[0]!,
        id: elsewhere.review.logId,
        rating: 'again',
        reviewedAt: '2026-12-01T10:00:00.000Z',
      },
    ];
    repo.decks.save(USER, server);
    cached = repo.decks.get(USER, snapshot.deck.id)!;
    expect(cached.cards[0]!.srs).toEqual(elsewhere.after);
    expect(cached.logs.map((l) => l.id)).toEqual([review.logId, elsewhere.review.logId]);
    expect(repo.db.prepare('select count(*) as n from deck_review_logs where local = 1').get()).toEqual({
      n: 0,
    });
  });
});
