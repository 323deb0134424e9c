import { createHash } from 'node:crypto';

/** Postgres types of the columns of a bulk insert, by column name. */
export type ColumnTypes<Row> = { readonly [K in keyof Row & string]: string };

/**
 * The largest statement the script holds, in bytes. Older Supabase CLIs split seed.sql with a 256 KiB scanner
 * buffer (SUPABASE_SCANNER_BUFFER_SIZE); staying well under it keeps `supabase db reset` working with them, and a
 * failing statement small enough to read in the CLI's error output.
 */
export const MAX_STATEMENT_BYTES = 192 * 1024;

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected column name ${name}`);
  return `"${name}"`;
}

/** A dollar-quoted SQL string constant whose tag does not occur in the text. */
export function dollarQuote(text: string, tag = 'seed'): string {
  let candidate = tag;
  for (let n = 1; text.includes(`$${candidate}$`); n++) candidate = `${tag}${n}`;
  return `$${candidate}$${text}$${candidate}$`;
}

/** A string constant in standard SQL quoting, for short values written into statements. */
export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Rows as a jsonb constant: one row per line, so a change to the data is a change to a few lines of the file. */
export function jsonRows(rows: readonly object[]): string {
  return `${dollarQuote(`[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]`, 'json')}::jsonb`;
}

/**
 * The demo seed as a list of SQL statements: what the platform runs on its first start and what
 * `npm run gen:seed-sql` writes to supabase/seed.sql for `supabase db reset`. Only plain SQL against the app's
 * schema, auth and the functions of the migrations: nothing of the platform's own schemas.
 */
export class SeedScript {
  readonly statements: string[] = [];
  private pendingComment: string[] = [];

  /** A comment printed above the next statement (a section heading, or why the next statement is there). */
  comment(text: string): this {
    this.pendingComment.push(...text.split('\n').map((line) => `-- ${line}`.trimEnd()));
    return this;
  }

  /** One statement, without its final semicolon. */
  sql(statement: string): this {
    const text = [...this.pendingComment, statement.trim()].join('\n');
    this.pendingComment = [];
    if (Buffer.byteLength(text) > MAX_STATEMENT_BYTES) {
      throw new Error(`seed: a statement of ${Buffer.byteLength(text)} bytes is over ${MAX_STATEMENT_BYTES}`);
    }
    this.statements.push(text);
    return this;
  }

  /**
   * Inserts many rows: they travel as one jsonb constant per statement, and jsonb_to_recordset turns them back
   * into typed columns. Rows are split over as many statements as MAX_STATEMENT_BYTES asks for.
   */
  insert<Row extends object>(table: string, columns: ColumnTypes<Row>, rows: readonly Row[]): this {
    if (!/^[a-z_]+\.[a-z_]+$/.test(table)) throw new Error(`unexpected table name ${table}`);
    if (rows.length === 0) return this;
    const names = Object.keys(columns);
    const list = names.map(quoteIdent).join(', ');
    const definitions = names
      .map((name) => `${quoteIdent(name)} ${columns[name as keyof Row & string]}`)
      .join(', ');
    const statement = (chunk: readonly Row[]) =>
      `insert into ${table} (${list})\nselect ${list}\nfrom jsonb_to_recordset(${jsonRows(chunk)}) as x(${definitions})`;
    // Room for the statement around the rows and for a comment above it.
    const budget = MAX_STATEMENT_BYTES - Buffer.byteLength(statement([])) - 4096;
    let chunk: Row[] = [];
    let size = 0;
    for (const row of rows) {
      const bytes = Buffer.byteLength(JSON.stringify(row)) + 2;
      if (chunk.length > 0 && size + bytes > budget) {
        this.sql(statement(chunk));
        chunk = [];
        size = 0;
      }
      chunk.push(row);
      size += bytes;
    }
    this.sql(statement(chunk));
    return this;
  }

  /** The script as a file: statements separated by blank lines, each ending in a semicolon. */
  toFile(header: string): string {
    const head = header
      .split('\n')
      .map((line) => `-- ${line}`.trimEnd())
      .join('\n');
    return `${head}\n\n${this.statements.map((s) => `${s};`).join('\n\n')}\n`;
  }
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
