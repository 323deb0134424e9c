import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSeedScript } from './seed-database.ts';
import { MAX_STATEMENT_BYTES } from './seed-sql.ts';
import { SEED_SQL_FILE, seedSqlFile } from './seed-sql-file.ts';

/**
 * Splits a SQL file into statements the way a client that sends one statement at a time must (the Supabase CLI
 * does for seed.sql): at semicolons outside comments, quoted strings, quoted identifiers and dollar quotes.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (rest.startsWith('/*')) {
      let depth = 0;
      do {
        if (sql.startsWith('/*', i)) {
          depth++;
          i += 2;
        } else if (sql.startsWith('*/', i)) {
          depth--;
          i += 2;
        } else {
          i++;
        }
      } while (depth > 0 && i < sql.length);
    } else if (rest[0] === "'" || rest[0] === '"') {
      const quote = rest[0];
      i++;
      while (i < sql.length && !(sql[i] === quote && sql[i + 1] !== quote)) i += sql[i] === quote ? 2 : 1;
      i++;
    } else if (/^\$[A-Za-z_0-9]*\$/.test(rest)) {
      const tag = /^\$[A-Za-z_0-9]*\$/.exec(rest)![0];
      const end = sql.indexOf(tag, i + tag.length);
      if (end === -1) throw new Error(`unterminated dollar quote ${tag}`);
      i = end + tag.length;
    } else if (rest[0] === ';') {
      statements.push(sql.slice(start, i).trim());
      start = ++i;
    } else {
      i++;
    }
  }
  if (
    sql
      .slice(start)
      .replace(/--[^\n]*/g, '')
      .trim() !== ''
  )
    throw new Error('text after the last statement');
  return statements;
}

describe('supabase/seed.sql', () => {
  const script = buildSeedScript();
  const file = seedSqlFile();

  it('is what the seed modules produce (run `npm run gen:seed-sql` after changing them)', () => {
    expect(readFileSync(SEED_SQL_FILE, 'utf8') === file).toBe(true);
  });

  it('splits into exactly the statements the platform runs, each small enough for the Supabase CLI', () => {
    const split = splitStatements(file);
    expect(split.length).toBe(script.statements.length);
    // The file's header comment comes with the first statement.
    expect(split[0]!.endsWith(script.statements[0]!)).toBe(true);
    expect(split.slice(1)).toEqual(script.statements.slice(1));
    for (const statement of script.statements)
      expect(Buffer.byteLength(statement)).toBeLessThanOrEqual(MAX_STATEMENT_BYTES);
  });

  it('moves points and owns documents only through the functions of the migrations', () => {
    for (const table of [
      'points_transactions',
      'user_points',
      'points_orders',
      'user_documents',
      'seller_withdrawals',
    ]) {
      expect(file, table).not.toMatch(
        new RegExp(`(insert into|update|delete from)\\s+public\\.${table}\\b`, 'i'),
      );
    }
    expect(file).toMatch(/public\.use_points_for_document\(/);
    expect(file).toMatch(/private\.credit_points_order\(/);
    expect(file).toMatch(/public\.request_withdrawal\(/);
  });

  it('uses nothing of the local platform', () => {
    expect(file).not.toMatch(/studyloop_platform/);
  });
});
