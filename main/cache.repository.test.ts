import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_MIGRATIONS } from './cache.migrations';
import { countWords } from './cache-papers.repository';
import { CacheRepository } from './cache.repository';
import { SyncQueue } from './sync-queue';
import type { DocumentMetadata } from '../shared/ipc/desktop-contract';

const run = promisify(execFile);
const USER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const open: CacheRepository[] = [];

function tempFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'studyloop-cache-')), 'offline-cache.sqlite');
}
function openCache(file = tempFile()): CacheRepository {
  const repo = CacheRepository.open(file);
  open.push(repo);
  return repo;
}
afterEach(() => {
  for (const repo of open.splice(0)) repo.close();
});

export function documentFixture(index: number, overrides: Partial<DocumentMetadata> = {}): DocumentMetadata {
  return {
    id: randomUUID(),
    slug: `document-${index}`,
    title: `Document ${index}`,
    description: null,
    documentType: 'Class Notes',
    subject: 'Biology',
    author: null,
    pageCount: 3,
    averageRating: 4.5,
    downloadCount: index,
    accessType: 'points',
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    ...overrides,
  };
}

describe('opening and migrating', () => {
  it('creates the schema in WAL mode with crash-safe settings', () => {
    const repo = openCache();
    expect(repo.recovery).toBeNull();
    expect(repo.db.pragma('user_version', { simple: true })).toBe(CACHE_MIGRATIONS.length);
    expect(repo.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(repo.db.pragma('synchronous', { simple: true })).toBe(2);
    expect(repo.db.pragma('busy_timeout', { simple: true })).toBe(5000);
  });

  it('reopens an existing cache without running migrations again, keeping its data', () => {
    const file = tempFile();
    const first = CacheRepository.open(file);
    first.library.store(USER, [documentFixture(1)], false);
    first.close();
    const second = openCache(file);
    expect(second.library.list(USER, { limit: 10, offset: 0 }).total).toBe(1);
  });

  it('refuses to downgrade a cache written by a newer app, rebuilding it instead of crashing', () => {
    const file = tempFile();
    const newer = CacheRepository.open(file);
    newer.db.pragma(`user_version = ${CACHE_MIGRATIONS.length + 5}`);
    newer.close();
    const repo = openCache(file);
    expect(repo.recovery?.reason).toMatch(/newer than this app/);
    expect(repo.db.pragma('user_version', { simple: true })).toBe(CACHE_MIGRATIONS.length);
  });
});

describe('a cache file left half-written', () => {
  it('rebuilds a file that is not a database at all, keeping the old one aside', () => {
    const file = tempFile();
    writeFileSync(file, 'SQLite format 3\0 but then the power went out');
    const repo = openCache(file);
    expect(repo.recovery).not.toBeNull();
    expect(existsSync(repo.recovery!.movedTo)).toBe(true);
    repo.library.store(USER, [documentFixture(1)], false);
    expect(repo.library.list(USER, { limit: 10, offset: 0 }).total).toBe(1);
  });

  it('rebuilds a truncated database and recovers the queued edits it can still read', () => {
    const file = tempFile();
    const damaged = CacheRepository.open(file);
    const queue = new SyncQueue(damaged);
    queue.savePaper(USER, {
      paperId: randomUUID(),
      editor: 'writer',
      title: 'Essay',
      content: 'offline words',
    });
    // Enough documents to spread the file over many pages, so cutting it in half breaks the b-trees.
    damaged.library.store(
      USER,
      Array.from({ length: 400 }, (_, i) => documentFixture(i)),
      false,
    );
    damaged.db.pragma('wal_checkpoint(TRUNCATE)');
    damaged.close();
    truncateSync(file, Math.floor(statSync(file).size / 2));

    const repo = openCache(file);
    expect(repo.recovery?.reason).toBeTruthy();
    expect(repo.recovery!.salvagedQueueEntries).toBe(1);
    expect(new SyncQueue(repo).counts(USER).pending).toBe(1);
    expect(repo.db.pragma('quick_check', { simple: true })).toBe('ok');
  });

  it('leaves a committed write intact when a later transaction fails half-way', () => {
    const repo = openCache();
    repo.library.store(USER, [documentFixture(1)], false);
    // The second row of the next write is refused by the database, after the first was written.
    repo.db
      .exec(`create temp trigger refuse_document_2 before insert on documents when new.slug = 'document-2'
      begin select raise(abort, 'refused'); end`);
    expect(() => repo.library.store(USER, [documentFixture(3), documentFixture(2)], false)).toThrow(
      /refused/,
    );
    expect(repo.library.list(USER, { limit: 10, offset: 0 }).documents.map((d) => d.slug)).toEqual([
      'document-1',
    ]);
  });
});

describe('library', () => {
  it('lists newest first, pages, searches literally and keeps users apart', () => {
    const repo = openCache();
    repo.library.store(
      USER,
      Array.from({ length: 30 }, (_, i) =>
        documentFixture(i, i === 7 ? { title: '100% Organic_Chemistry' } : {}),
      ),
      true,
    );
    repo.library.store(OTHER, [documentFixture(99)], true);
    const page = repo.library.list(USER, { limit: 10, offset: 10 });
    expect(page.total).toBe(30);
    expect(page.documents).toHaveLength(10);
    expect(page.documents[0]!.slug).toBe('document-19');
    expect(
      repo.library.list(USER, { limit: 10, offset: 0, search: '100%' }).documents.map((d) => d.slug),
    ).toEqual(['document-7']);
    expect(repo.library.list(USER, { limit: 10, offset: 0, search: '_' }).total).toBe(1);
    expect(repo.library.list(OTHER, { limit: 100, offset: 0 }).total).toBe(1);
  });

  it('follows the platform: a complete refresh drops documents the user no longer has', () => {
    const repo = openCache();
    const [a, b] = [documentFixture(1), documentFixture(2)];
    repo.library.store(USER, [a, b], true);
    expect(repo.library.store(USER, [b], true)).toEqual({ stored: 1, removed: 1 });
    expect(repo.library.get(USER, a.id)).toBeNull();
  });

  it('keeps page text and files for offline reading and frees them when no longer wanted', () => {
    const repo = openCache();
    const document = documentFixture(1);
    repo.library.store(USER, [document], true);
    repo.library.setAvailableOffline(USER, document.id, true);
    const bytes = new Uint8Array([37, 80, 68, 70]);
    const summary = repo.library.storeContent(
      USER,
      document.id,
      [
        { pageNumber: 2, content: 'second' },
        { pageNumber: 1, content: 'first' },
      ],
      { name: 'notes.pdf', type: 'application/pdf', bytes },
    );
    expect(summary).toMatchObject({
      contentCached: true,
      availableOffline: true,
      fileName: 'notes.pdf',
      fileSize: 4,
    });
    expect(repo.library.get(USER, document.id)!.pages.map((p) => p.content)).toEqual(['first', 'second']);
    expect(repo.library.readFile(USER, document.id)!.bytes).toEqual(bytes);
    expect(repo.library.readFile(OTHER, document.id)).toBeNull();

    repo.library.setAvailableOffline(USER, document.id, false);
    expect(repo.library.get(USER, document.id)).toMatchObject({ contentCached: false, pages: [] });
    expect(repo.library.readFile(USER, document.id)).toBeNull();
    expect(repo.library.storeContent(USER, randomUUID(), [], null)).toBeNull();
  });
});

describe('paper drafts', () => {
  it('does not let a refresh from the platform overwrite unsynced local text', () => {
    const repo = openCache();
    const queue = new SyncQueue(repo);
    const paperId = randomUUID();
    const snapshot = {
      id: paperId,
      editor: 'writer' as const,
      title: 'Essay',
      content: 'server text',
      status: 'draft' as const,
      version: 3,
      updatedAt: new Date().toISOString(),
    };
    expect(repo.papers.cache(USER, snapshot)).toMatchObject({
      content: 'server text',
      hasUnsyncedChanges: false,
    });
    queue.savePaper(USER, { paperId, editor: 'writer', title: 'Essay', content: 'local edit' });
    const refreshed = repo.papers.cache(USER, { ...snapshot, content: 'server again', version: 4 });
    expect(refreshed).toMatchObject({ content: 'local edit', hasUnsyncedChanges: true, version: 4 });
  });

  it('counts words of plain text and of the editor HTML', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  one two\nthree ')).toBe(3);
    expect(countWords('<p>one&nbsp;two</p><p>three</p>')).toBe(3);
  });
});

describe("local drafts (a screen's unsaved work)", () => {
  it('keeps the newest write per user and key, survives a reopen and is gone once removed', () => {
    const file = tempFile();
    const first = CacheRepository.open(file);
    const key = `${USER}:paper:editor:1`;
    expect(first.drafts.write(USER, { key, value: '"newer"', savedAt: '2026-11-26T10:00:02.000Z' })).toBe(
      true,
    );
    // A late write of older text (a slow window) does not replace newer text.
    expect(first.drafts.write(USER, { key, value: '"older"', savedAt: '2026-11-26T10:00:01.000Z' })).toBe(
      false,
    );
    first.close();
    const repo = openCache(file);
    expect(repo.drafts.read(USER, key)).toEqual({
      key,
      value: '"newer"',
      savedAt: '2026-11-26T10:00:02.000Z',
    });
    expect(repo.drafts.read(OTHER, key)).toBeNull();
    expect(repo.drafts.remove(USER, key)).toBe(true);
    expect(repo.drafts.read(USER, key)).toBeNull();
  });
});

describe('two writers on one file', () => {
  it('lets two processes write at the same time without losing a row or failing', async () => {
    const file = tempFile();
    CacheRepository.open(file).close();
    const writer = join(import.meta.dirname, 'fixtures', 'concurrent-writer.ts');
    const tsx = join(import.meta.dirname, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const count = 150;
    const results = await Promise.all(
      ['left', 'right'].map((label) => run(process.execPath, [tsx, writer, file, label, String(count)])),
    );
    expect(results.map((r) => r.stdout.trim())).toEqual(['done left', 'done right']);
    const repo = openCache(file);
    expect(repo.library.list(USER, { limit: 1, offset: 0 }).total).toBe(2 * count);
    expect(repo.papers.list(USER)).toHaveLength(2 * count);
    expect(new SyncQueue(repo).counts(USER).pending).toBe(2 * count);
    expect(repo.db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(readdirSync(join(file, '..')).some((name) => name.includes('corrupt'))).toBe(false);
    expect(readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
  }, 60_000);
});
