import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheRepository } from './cache.repository';
import { SyncEngine, SyncError, SyncQueue } from './sync-queue';
import type { PaperSavePayload, PaperSaveResult, SyncTransport } from './sync-queue';
import type { FlashcardReview } from '../shared/ipc/desktop-contract';

const USER = '00000000-0000-4000-8000-000000000001';
const repos: CacheRepository[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.close();
});

/**
 * The platform as replay sees it: papers, paper_versions with unique (paper_id, version_number) and
 * client-chosen ids, review logs with client-chosen ids. `loseNextAnswer` applies a write and then fails the
 * request, like a connection that drops after the server committed.
 */
class FakePlatform implements SyncTransport {
  papers = new Map<string, { title: string; content: string }>();
  versions: { id: string; paperId: string; versionNumber: number; content: string }[] = [];
  reviewLogs = new Map<string, FlashcardReview>();
  down = false;
  loseNextAnswer = false;
  expiredToken = false;
  calls = 0;

  private gate(): void {
    this.calls++;
    if (this.down) throw new SyncError('fetch failed', 'network');
    if (this.expiredToken) throw new SyncError('JWT expired', 'auth');
  }

  private answer<T>(value: T): T {
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new SyncError('connection reset after commit', 'network');
    }
    return value;
  }

  async savePaper(_userId: string, key: string, payload: PaperSavePayload): Promise<PaperSaveResult> {
    this.gate();
    const existing = this.versions.find((version) => version.id === key);
    if (existing)
      return { alreadyApplied: true, version: existing.versionNumber, updatedAt: new Date().toISOString() };
    if (!this.papers.has(payload.paperId)) {
      if (!payload.createdOffline)
        throw new SyncError('The paper no longer exists on the platform', 'rejected');
    }
    this.papers.set(payload.paperId, { title: payload.title, content: payload.content });
    const latest = Math.max(
      0,
      ...this.versions.filter((v) => v.paperId === payload.paperId).map((v) => v.versionNumber),
    );
    this.versions.push({
      id: key,
      paperId: payload.paperId,
      versionNumber: latest + 1,
      content: payload.content,
    });
    return this.answer({ alreadyApplied: false, version: latest + 1, updatedAt: new Date().toISOString() });
  }

  async recordReview(_userId: string, review: FlashcardReview): Promise<{ alreadyApplied: boolean }> {
    this.gate();
    const alreadyApplied = this.reviewLogs.has(review.logId);
    this.reviewLogs.set(review.logId, review);
    return this.answer({ alreadyApplied });
  }

  versionsOf(paperId: string) {
    return this.versions.filter((v) => v.paperId === paperId).map((v) => [v.versionNumber, v.content]);
  }
}

function setup(options: { online?: boolean } = {}) {
  const repo = CacheRepository.open(join(mkdtempSync(join(tmpdir(), 'studyloop-sync-')), 'cache.sqlite'));
  repos.push(repo);
  const queue = new SyncQueue(repo);
  const platform = new FakePlatform();
  const network = { online: options.online ?? true };
  const engine = new SyncEngine({
    queue,
    createTransport: () => platform,
    isOnline: () => network.online,
  });
  engine.setSession({ userId: USER, accessToken: 'token' });
  return { repo, queue, platform, network, engine };
}

function review(overrides: Partial<FlashcardReview> = {}): FlashcardReview {
  return {
    logId: randomUUID(),
    cardId: randomUUID(),
    deckId: randomUUID(),
    rating: 3,
    reviewedAt: new Date().toISOString(),
    durationMs: 4000,
    card: {
      state: 2,
      due: new Date(Date.now() + 86_400_000).toISOString(),
      stability: 3.2,
      difficulty: 5.1,
      elapsedDays: 1,
      lastElapsedDays: 0,
      scheduledDays: 3,
      learningSteps: 0,
      reps: 4,
      lapses: 0,
    },
    ...overrides,
  };
}

describe('a paper edited offline', () => {
  it('becomes one new version on the platform when the app is back online', async () => {
    const { repo, queue, platform, network, engine } = setup({ online: false });
    const paperId = randomUUID();
    platform.papers.set(paperId, { title: 'Essay', content: 'v1' });
    platform.versions.push({ id: randomUUID(), paperId, versionNumber: 1, content: 'v1' });
    repo.papers.cache(USER, {
      id: paperId,
      editor: 'writer',
      title: 'Essay',
      content: 'v1',
      status: 'draft',
      version: 1,
      updatedAt: new Date().toISOString(),
    });

    // Autosave fires several times while offline; unsent saves fold into one entry.
    for (const content of ['v1 and', 'v1 and more', 'v1 and more words']) {
      queue.savePaper(USER, { paperId, editor: 'writer', title: 'Essay', content });
    }
    expect(engine.status()).toMatchObject({ pending: 1, blockedBy: 'offline' });
    await engine.flush();
    expect(platform.calls).toBe(0);

    network.online = true;
    await engine.flush();
    expect(platform.versionsOf(paperId)).toEqual([
      [1, 'v1'],
      [2, 'v1 and more words'],
    ]);
    expect(platform.papers.get(paperId)!.content).toBe('v1 and more words');
    expect(repo.papers.get(USER, paperId)).toMatchObject({ version: 2, hasUnsyncedChanges: false });
    expect(engine.status()).toMatchObject({ pending: 0, failed: 0, blockedBy: null });

    await engine.flush();
    expect(platform.versionsOf(paperId)).toHaveLength(2);
  });

  it('creates a paper written entirely offline, with its first version', async () => {
    const { repo, queue, platform, engine } = setup();
    const paperId = randomUUID();
    queue.savePaper(USER, { paperId, editor: 'editor', title: 'New', content: 'typed on a train' });
    expect(repo.papers.get(USER, paperId)).toMatchObject({ createdOffline: true, hasUnsyncedChanges: true });
    await engine.flush();
    expect(platform.versionsOf(paperId)).toEqual([[1, 'typed on a train']]);
    expect(repo.papers.get(USER, paperId)).toMatchObject({
      createdOffline: false,
      hasUnsyncedChanges: false,
    });
  });
});

describe('replay without losing or duplicating', () => {
  it('recognises an edit whose answer was lost after the platform applied it', async () => {
    const { queue, platform, engine } = setup();
    const paperId = randomUUID();
    queue.savePaper(USER, { paperId, editor: 'writer', title: 'T', content: 'once' });
    platform.loseNextAnswer = true;
    await engine.flush();
    expect(engine.status().pending).toBe(1);
    expect(platform.versionsOf(paperId)).toHaveLength(1);

    // The retry is due after a delay; replay it now as the timer would.
    vi.useFakeTimers({ now: Date.now() + 10_000, toFake: ['Date'] });
    try {
      await engine.flush();
    } finally {
      vi.useRealTimers();
    }
    expect(platform.versionsOf(paperId)).toEqual([[1, 'once']]);
    expect(engine.status().pending).toBe(0);
  });

  it('gives a new edit its own entry once the old one may have reached the platform', async () => {
    const { queue, platform, engine } = setup();
    const paperId = randomUUID();
    queue.savePaper(USER, { paperId, editor: 'writer', title: 'T', content: 'first' });
    platform.loseNextAnswer = true;
    await engine.flush();
    queue.savePaper(USER, { paperId, editor: 'writer', title: 'T', content: 'second' });
    expect(engine.status().pending).toBe(2);
    vi.useFakeTimers({ now: Date.now() + 10_000, toFake: ['Date'] });
    try {
      await engine.flush();
    } finally {
      vi.useRealTimers();
    }
    expect(platform.versionsOf(paperId)).toEqual([
      [1, 'first'],
      [2, 'second'],
    ]);
  });

  it('keeps the order of versions of one paper when the connection drops mid-replay', async () => {
    const { queue, platform, engine } = setup();
    const paperId = randomUUID();
    queue.savePaper(USER, { paperId, editor: 'writer', title: 'T', content: 'a' });
    queue.claim(USER, 10).forEach((op) => queue.retryLater(op, 'sent once', 0));
    queue.savePaper(USER, { paperId, editor: 'writer', title: 'T', content: 'b' });
    platform.down = true;
    await engine.flush();
    expect(engine.status().pending).toBe(2);
    platform.down = false;
    vi.useFakeTimers({ now: Date.now() + 10_000, toFake: ['Date'] });
    try {
      await engine.flush();
    } finally {
      vi.useRealTimers();
    }
    expect(platform.versionsOf(paperId)).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
  });

  it('queues the same flashcard review once and replays it once', async () => {
    const { queue, platform, network, engine } = setup({ online: false });
    const done = review();
    queue.recordReview(USER, done);
    queue.recordReview(USER, done);
    expect(engine.status().pending).toBe(1);
    network.online = true;
    await engine.flush();
    await engine.flush();
    expect(platform.reviewLogs.size).toBe(1);
    expect(platform.calls).toBe(1);
  });

  it('replays a review once even when the entry is claimed again after a crash', async () => {
    const { queue, platform, engine } = setup();
    const done = review();
    queue.recordReview(USER, done);
    // A replayer took the entry and died: its lease runs out and the entry is due again.
    const [claimed] = queue.claim(USER, 10, Date.now(), 1);
    expect(claimed).toBeDefined();
    await platform.recordReview(USER, done);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await engine.flush();
    expect(platform.reviewLogs.size).toBe(1);
    expect(engine.status().pending).toBe(0);
  });

  it('runs one replay at a time even when asked from several windows at once', async () => {
    const { queue, platform, engine } = setup();
    for (let i = 0; i < 5; i++) queue.recordReview(USER, review());
    await Promise.all([engine.flush(), engine.flush(), engine.flush()]);
    expect(platform.reviewLogs.size).toBe(5);
    expect(platform.calls).toBe(5);
  });
});

describe('when replay cannot proceed', () => {
  it('keeps an entry the platform refused for good, visible as failed, and moves on', async () => {
    const { queue, platform, engine } = setup();
    queue.savePaper(USER, { paperId: randomUUID(), editor: 'writer', title: 'Gone', content: 'x' });
    const kept = randomUUID();
    platform.papers.set(kept, { title: 'Kept', content: '' });
    queue.savePaper(USER, { paperId: kept, editor: 'writer', title: 'Kept', content: 'y' });
    // The first paper was "created offline" from this device's view; make it one the platform deleted instead.
    const repo = repos.at(-1)!;
    repo.db
      .prepare(
        `update sync_queue set payload = json_set(payload, '$.createdOffline', json('false')) where id = 1`,
      )
      .run();
    await engine.flush();
    expect(engine.status()).toMatchObject({ pending: 0, failed: 1 });
    expect(engine.status().lastError).toMatch(/no longer exists/);
    expect(platform.versionsOf(kept)).toEqual([[1, 'y']]);
  });

  it('waits for a fresh token when the session expired, then replays', async () => {
    const { queue, platform, engine } = setup();
    queue.recordReview(USER, review());
    platform.expiredToken = true;
    await engine.flush();
    expect(engine.status()).toMatchObject({ pending: 1, blockedBy: 'auth-expired' });
    platform.expiredToken = false;
    engine.setSession({ userId: USER, accessToken: 'fresh' });
    await engine.flush();
    expect(engine.status()).toMatchObject({ pending: 0, blockedBy: null });
  });

  it("never replays one user's edits with another user's session", async () => {
    const { queue, platform, engine } = setup();
    queue.recordReview(USER, review());
    engine.setSession({ userId: '00000000-0000-4000-8000-000000000009', accessToken: 'other' });
    await engine.flush();
    expect(platform.calls).toBe(0);
    expect(engine.status()).toMatchObject({ pending: 0 });
    engine.setSession({ userId: USER, accessToken: 'token' });
    expect(engine.status().pending).toBe(1);
  });

  it('reports signed-out when no one is signed in', () => {
    const { engine } = setup();
    engine.setSession(null);
    expect(engine.status().blockedBy).toBe('signed-out');
  });
});
