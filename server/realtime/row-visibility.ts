import type pg from 'pg';
import type { RowChange } from './change-stream.ts';

export interface Viewer {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Would this viewer be allowed to read the changed row? Answered by Postgres itself: as the viewer's role, with
 * their JWT claims, select the row by primary key, so the table's RLS policies decide exactly as they do for
 * PostgREST. A deleted row no longer exists; it is put back for the check inside a savepoint that is rolled
 * back (with triggers and foreign keys off), which needs the whole old row (replica identity full).
 */
export async function canViewerSee(db: pg.Pool, viewer: Viewer, change: RowChange): Promise<boolean> {
  if (viewer.role === 'service_role') return true;
  const table = `${ident(change.schema)}.${ident(change.table)}`;
  const key = change.primaryKey;
  if (key.length === 0) return false;
  const row = change.type === 'DELETE' ? change.old_record : change.record;
  if (key.some((column) => row[column] === undefined || row[column] === null)) return false;

  const client = await db.connect();
  try {
    await client.query('begin');
    if (change.type === 'DELETE') {
      const columns = change.columns.map((c) => c.name).filter((name) => name in row);
      if (columns.length < change.columns.length) return false;
      await client.query('set local session_replication_role = replica');
      await client.query(
        `insert into ${table} (${columns.map(ident).join(', ')}) overriding system value
         select ${columns.map(ident).join(', ')} from jsonb_populate_record(null::${table}, $1::jsonb)`,
        [JSON.stringify(row)],
      );
    }
    await client.query(`set local role ${viewer.role}`);
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(viewer.claims)]);
    const where = key.map((column, i) => `${ident(column)} = $${i + 1}`).join(' and ');
    const params = key.map((column) => {
      const value = row[column];
      return value instanceof Date ? value.toISOString() : value;
    });
    const found = await client.query(`select 1 from ${table} where ${where} limit 1`, params);
    return (found.rowCount ?? 0) > 0;
  } catch {
    return false;
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}
