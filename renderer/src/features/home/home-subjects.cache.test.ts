import { describe, expect, it } from 'vitest';
import type { HomeSubject } from './home-subjects.cache';
import {
  HOME_SUBJECTS_CACHE_KEY,
  HOME_SUBJECTS_CACHE_TTL_MS,
  readCachedSubjects,
  writeCachedSubjects,
} from './home-subjects.cache';
import type { CacheStorage } from './home-subjects.cache';

function memoryStorage(initial: Record<string, string> = {}): CacheStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const subjects: HomeSubject[] = [
  { id: 'a', name: 'Biology', slug: 'biology', icon_name: 'dna', color: '#16a34a', document_count: 42 },
  { id: 'b', name: 'Law', slug: 'law', icon_name: null, color: null, document_count: 0 },
];

describe('home subjects cache', () => {
  it('stores {data, timestamp} under its key', () => {
    const storage = memoryStorage();
    writeCachedSubjects(storage, subjects, 1_000);
    expect(JSON.parse(storage.items.get(HOME_SUBJECTS_CACHE_KEY) ?? '')).toEqual({
      data: subjects,
      timestamp: 1_000,
    });
  });

  it('serves the data while younger than 600000 ms', () => {
    const storage = memoryStorage();
    writeCachedSubjects(storage, subjects, 1_000);
    expect(readCachedSubjects(storage, 1_000)).toEqual({ data: subjects, timestamp: 1_000 });
    expect(readCachedSubjects(storage, 1_000 + HOME_SUBJECTS_CACHE_TTL_MS - 1)?.data).toEqual(subjects);
  });

  it('treats an entry of 600000 ms or older as a miss', () => {
    expect(HOME_SUBJECTS_CACHE_TTL_MS).toBe(600_000);
    const storage = memoryStorage();
    writeCachedSubjects(storage, subjects, 1_000);
    expect(readCachedSubjects(storage, 1_000 + HOME_SUBJECTS_CACHE_TTL_MS)).toBeNull();
  });

  it('treats a timestamp from the future as a miss', () => {
    const storage = memoryStorage();
    writeCachedSubjects(storage, subjects, 5_000);
    expect(readCachedSubjects(storage, 4_000)).toBeNull();
  });

  it.each([
    ['not json', '{'],
    ['no timestamp', JSON.stringify({ data: subjects })],
    ['data not a list', JSON.stringify({ data: {}, timestamp: 1 })],
    ['malformed subject', JSON.stringify({ data: [{ name: 'Law' }], timestamp: 1 })],
    ['a bare list', JSON.stringify(subjects)],
  ])('ignores a corrupted entry (%s)', (_label, raw) => {
    expect(readCachedSubjects(memoryStorage({ [HOME_SUBJECTS_CACHE_KEY]: raw }), 2)).toBeNull();
  });

  it('survives storage that is missing or throws', () => {
    const throwing: CacheStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => writeCachedSubjects(throwing, subjects, 1)).not.toThrow();
    expect(readCachedSubjects(throwing, 1)).toBeNull();
    expect(readCachedSubjects(null, 1)).toBeNull();
    expect(() => writeCachedSubjects(null, subjects, 1)).not.toThrow();
  });
});
