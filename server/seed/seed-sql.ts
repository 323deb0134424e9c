import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Postgres types of the columns of a bulk insert, by column name. */
export type ColumnTypes<Row> = { readonly [K in keyof Row & string]: string };

const CHUNK_SIZE = 500;

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected column name ${name}`);
  return `"${name}"`;
}

/**
 * Inserts many rows with one statement per chunk: the rows travel as one JSON parameter and
 * jsonb_to_recordset turns them back into typed columns, so there is no per-row round trip and no
 * hand-built VALUES list.
 */
export async function insertRows<Row extends object>(
  client: pg.ClientBase,
  table: string,
  columns: ColumnTypes<Row>,
  rows: readonly Row[],
): Promise<number> {
  if (!/^[a-z_]+\.[a-z_]+$/.test(table)) throw new Error(`unexpected table name ${table}`);
  const names = Object.keys(columns);
  const list = names.map(quoteIdent).join(', ');
  const definitions = names
    .map((name) => `${quoteIdent(name)} ${columns[name as keyof Row & string]}`)
    .join(', ');
  const sql = `insert into ${table} (${list}) select ${list} from jsonb_to_recordset($1::jsonb) as x(${definitions})`;
  let inserted = 0;
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    const chunk = rows.slice(start, start + CHUNK_SIZE);
    const result = await client.query(sql, [JSON.stringify(chunk)]);
    inserted += result.rowCount ?? 0;
  }
  return inserted;
}

const NAMESPACE = 'studyloop-demo-seed';

/**
 * A stable UUID (version 5 layout) for a seed record, so the demo data has the same ids on every machine and
 * links such as /tests/{id} in tests and docs keep working after a re-seed.
 */
export function seedId(kind: string, key: string): string {
  const hash = createHash('sha1').update(`${NAMESPACE}:${kind}:${key}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
