// What can still be read from a cache file that is no longer a healthy database: the queued edits, so a rebuilt
// cache can replay them.
import { copyFileSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { Database } from './cache-store';

export interface SalvagedQueueRow {
  user_id: string;
  kind: string;
  entity_id: string;
  idempotency_key: string;
  payload: string;
  created_at: string;
}

function readQueue(file: string): SalvagedQueueRow[] {
  const damaged = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return damaged
      .prepare(
        'select user_id, kind, entity_id, idempotency_key, payload, created_at from sync_queue order by id',
      )
      .all() as SalvagedQueueRow[];
  } finally {
    damaged.close();
  }
}

/**
 * Reads what queued edits it can from a damaged file; anything unreadable is lost, the rest is replayed. A file
 * cut short (the common crash damage) is unreadable as it is, because its header promises pages that are gone;
 * padding a copy back to the promised size makes the surviving early pages (where the queue lives) readable.
 */
export function salvageQueue(file: string): SalvagedQueueRow[] {
  try {
    return readQueue(file);
  } catch {
    // fall through to the padded copy
  }
  const copy = `${file}.salvage`;
  try {
    copyFileSync(file, copy);
    const header = readFileSync(copy).subarray(0, 100);
    if (header.subarray(0, 16).toString('latin1') !== 'SQLite format 3\0') return [];
    const rawPageSize = header.readUInt16BE(16);
    const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize;
    const promised = pageSize * header.readUInt32BE(28);
    if (promised > statSync(copy).size) truncateSync(copy, promised);
    return readQueue(copy);
  } catch {
    return [];
  } finally {
    rmSync(copy, { force: true });
  }
}
