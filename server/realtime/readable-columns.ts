import type pg from 'pg';
import type { RowChange } from './change-stream.ts';
import type { Viewer } from './row-visibility.ts';

/** Grants change only with a migration: a role's readable columns are asked again after this long. */
const CACHE_MS = 30_000;

type Cached = { columns: Promise<Set<string>>; at: number };

/**
 * The columns of a changed row a viewer's role may SELECT, as Supabase Realtime sends them: a column the role has
 * no SELECT grant on (documents.body_vector, which holds a paid document's whole text) never leaves the server,
 * though RLS lets the viewer see the row.
 */
export function createReadableColumns(db: pg.Pool) {
  const cache = new Map<string, Cached>();

  function columnsFor(role: string, schema: string, table: string): Promise<Set<string>> {
    const key = `${role}\u0000${schema}\u0000${table}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.columns;
    const columns = db
      .query<{ name: string }>(
        `select a.attname as name
           from pg_attribute a
          where a.attrelid = format('%I.%I', $2::text, $3::text)::regclass
            and a.attnum > 0 and not a.attisdropped
            and has_column_privilege($1::text, a.attrelid, a.attnum, 'SELECT')`,
        [role, schema, table],
      )
      .then((result) => new Set(result.rows.map((row) => row.name)));
    // A failed lookup is not kept: the next change asks again.
    columns.catch(() => cache.delete(key));
    cache.set(key, { columns, at: Date.now() });
    return columns;
  }

  /** The change as the viewer may receive it: records and column list cut to the role's readable columns. */
  return async function visibleChange(viewer: Viewer, change: RowChange): Promise<RowChange> {
    if (viewer.role === 'service_role') return change;
    const readable = await columnsFor(viewer.role, change.schema, change.table);
    const cut = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).filter(([name]) => readable.has(name)));
    return {
      ...change,
      columns: change.columns.filter((column) => readable.has(column.name)),
      record: cut(change.record),
      old_record: cut(change.old_record),
    };
  };
}
