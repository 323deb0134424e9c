// The homepage subjects list cached in the browser as {data, timestamp} (spec 1 sections 7 and 9).
import type { Tables } from '../../../../shared/db/database.types';

/** One subject of the landing grid: the columns home.api.ts selects, which this cache also checks when reading. */
export type HomeSubject = Pick<
  Tables<'subjects'>,
  'id' | 'name' | 'slug' | 'icon_name' | 'color' | 'document_count'
>;

export const HOME_SUBJECTS_CACHE_KEY = 'studyloop:home-subjects';
export const HOME_SUBJECTS_CACHE_TTL_MS = 600_000;
/** Spec 1 section 2: the grid has twelve cards (and twelve placeholders while loading); /subjects lists all. */
export const HOME_SUBJECTS_COUNT = 12;

export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CachedSubjects {
  data: HomeSubject[];
  timestamp: number;
}

function isHomeSubject(value: unknown): value is HomeSubject {
  if (typeof value !== 'object' || value === null) return false;
  const subject = value as Record<string, unknown>;
  return (
    typeof subject.id === 'string' &&
    typeof subject.name === 'string' &&
    typeof subject.slug === 'string' &&
    (subject.icon_name === null || typeof subject.icon_name === 'string') &&
    (subject.color === null || typeof subject.color === 'string') &&
    typeof subject.document_count === 'number'
  );
}

/** Returns the cached list if it is well-formed and younger than the TTL; anything else counts as a miss. */
export function readCachedSubjects(storage: CacheStorage | null, now: number): CachedSubjects | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(HOME_SUBJECTS_CACHE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof entry !== 'object' || entry === null) return null;
  const { data, timestamp } = entry as Record<string, unknown>;
  if (typeof timestamp !== 'number' || !Array.isArray(data) || !data.every(isHomeSubject)) return null;
  const age = now - timestamp;
  if (age < 0 || age >= HOME_SUBJECTS_CACHE_TTL_MS) return null;
  return { data, timestamp };
}

export function writeCachedSubjects(storage: CacheStorage | null, data: HomeSubject[], now: number): void {
  if (!storage) return;
  const entry: CachedSubjects = { data, timestamp: now };
  try {
    storage.setItem(HOME_SUBJECTS_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // A full or disabled storage only costs us the cache.
  }
}

/** localStorage, or null where the browser refuses access to it (privacy modes, sandboxed frames). */
export function browserStorage(): CacheStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
