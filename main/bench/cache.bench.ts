// `npm run bench:desktop`: how long the offline cache takes to open and to list 1,000 library documents, to
// list 50 cached flashcard decks (10,000 cards), to read a 2,000-card deck with 5,000 reviews for study and to
// record one review offline (targets: under 50 ms each). Runs against a real file, with the library stored as the app stores it.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CacheRepository } from '../cache.repository';
import { deckSnapshot, reviewOf } from '../fixtures/deck.fixture';
import { SyncQueue } from '../sync-queue';
import type { DocumentMetadata } from '../../shared/ipc/desktop-contract';

const TARGET_MS = 50;
const RUNS = 15;
const USER = '00000000-0000-4000-8000-000000000001';
const dir = mkdtempSync(join(tmpdir(), 'studyloop-bench-'));
const file = join(dir, 'offline-cache.sqlite');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  // A realistic cache: 1,000 documents for this user, another user's library, page text for some documents.
  const seed = CacheRepository.open(file);
  const documents: DocumentMetadata[] = Array.from({ length: 1000 }, (_, i) => ({
    id: randomUUID(),
    slug: `document-${i}`,
    title: `Lecture notes ${i}: ${['Cell biology', 'Thermodynamics', 'Macroeconomics', 'Organic chemistry'][i % 4]}`,
    description: 'Summaries, worked examples and past exam questions. '.repeat(4),
    documentType: 'Class Notes',
    subject: ['Biology', 'Physics', 'Economics', 'Chemistry'][i % 4]!,
    author: null,
    pageCount: 12,
    averageRating: 4.2,
    downloadCount: i * 3,
    accessType: 'points',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
  }));
  seed.library.store(USER, documents, true);
  seed.library.store(
    '00000000-0000-4000-8000-000000000002',
    documents.slice(0, 500).map((d) => ({ ...d, id: randomUUID() })),
    true,
  );
  for (const document of documents.slice(0, 50)) {
    seed.library.storeContent(
      USER,
      document.id,
      Array.from({ length: 12 }, (_, p) => ({ pageNumber: p + 1, content: 'Page text. '.repeat(300) })),
      null,
    );
  }
  const decks = Array.from({ length: 50 }, (_, i) => deckSnapshot(200, { name: `Deck ${i}` }));
  for (const deck of decks) seed.decks.save(USER, deck);
  const big = deckSnapshot(2000, { name: 'Anatomy, everything' });
  big.logs = Array.from({ length: 5000 }, (_, i) => {
    const card = big.cards[i % 2000]!;
    return {
      ...card.srs,
      id: randomUUID(),
      cardId: card.id,
      rating: 'good' as const,
      lastElapsedDays: 0,
      reviewedAt: new Date(Date.UTC(2026, 5, 1) + i * 60_000).toISOString(),
      durationMs: 3000,
    };
  }).map(({ reps: _reps, lapses: _lapses, lastReview: _lastReview, ...log }) => log);
  seed.decks.save(USER, big);
  seed.close();

  const openTimes: number[] = [];
  const listTimes: number[] = [];
  const deckListTimes: number[] = [];
  const deckReadTimes: number[] = [];
  const reviewTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    const repo = CacheRepository.open(file);
    openTimes.push(performance.now() - started);
    started = performance.now();
    const { documents: listed, total } = repo.library.list(USER, { limit: 1000, offset: 0 });
    listTimes.push(performance.now() - started);
    if (listed.length !== 1000 || total !== 1000) throw new Error(`listed ${listed.length} of ${total}`);

    started = performance.now();
    const cached = repo.decks.list(USER, '2026-11-24T23:59:59.999Z', '2025-11-01T00:00:00.000Z');
    deckListTimes.push(performance.now() - started);
    if (cached.decks.length !== 51) throw new Error(`listed ${cached.decks.length} decks`);
    started = performance.now();
    const deck = repo.decks.get(USER, big.deck.id)!;
    deckReadTimes.push(performance.now() - started);
    if (deck.cards.length !== 2000 || deck.logs.length < 5000) throw new Error('the big deck is incomplete');
    const card = deck.cards[run]!;
    const { review } = reviewOf(big.deck.id, card.id, card.srs, 'good', new Date());
    started = performance.now();
    new SyncQueue(repo).recordReview(USER, review);
    reviewTimes.push(performance.now() - started);
    repo.close();
  }

  const openMs = median(openTimes);
  const listMs = median(listTimes);
  const results = {
    cache_open_ms: openMs,
    list_1000_documents_ms: listMs,
    list_51_decks_ms: median(deckListTimes),
    read_2000_card_deck_ms: median(deckReadTimes),
    record_offline_review_ms: median(reviewTimes),
  };
  for (const [name, ms] of Object.entries(results)) console.log(`${name}: ${ms.toFixed(2)}`);
  console.log(`(median of ${RUNS} runs; target < ${TARGET_MS} ms each)`);
  if (Object.values(results).some((ms) => ms >= TARGET_MS)) {
    console.error('Benchmark target missed');
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
