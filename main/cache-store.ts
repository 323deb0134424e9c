import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

// Loaded at run time rather than imported so bundling main for Electron leaves the native module alone
// (electron-builder rebuilds it for Electron's ABI and unpacks it from the asar).
export const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;

export type Db = BetterSqlite3.Database;

/** What each kind's repository needs of the cache: the database, and one write transaction at a time. */
export interface CacheStore {
  readonly db: Db;
  /** Runs `work` in one write transaction (taken up front, so two writers queue instead of deadlocking). */
  write<T>(work: () => T): T;
}
