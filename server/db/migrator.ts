import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import type { Logger } from '../process/logger.ts';

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

const FILE_PATTERN = /^(\d+)_([\w-]+)\.sql$/;

/** Migration files of a folder in version order; a file not named `<version>_<name>.sql` is an error. */
export async function listMigrations(dir: string): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = FILE_PATTERN.exec(file);
    if (!match) throw new Error(`Migration file ${join(dir, file)} is not named <version>_<name>.sql`);
    return { version: match[1]!, name: match[2]!, path: join(dir, file) };
  });
}

/**
 * Applies each not-yet-recorded migration in its own transaction and records it, the way the Supabase CLI
 * records them in `supabase_migrations.schema_migrations`, so the same history works against hosted Supabase.
 * An advisory lock keeps two platform instances from migrating at once.
 */
export async function applyMigrations(
  client: pg.ClientBase,
  dir: string,
  options: { table: string; log: Logger },
): Promise<string[]> {
  const [schema] = options.table.split('.');
  await client.query(`create schema if not exists ${schema}`);
  await client.query(
    `create table if not exists ${options.table} (version text primary key, name text, statements text[], applied_at timestamptz not null default now())`,
  );
  const applied: string[] = [];
  await client.query('select pg_advisory_lock(hashtext($1))', [options.table]);
  try {
    const done = new Set(
      (await client.query<{ version: string }>(`select version from ${options.table}`)).rows.map(
        (r) => r.version,
      ),
    );
    for (const migration of await listMigrations(dir)) {
      if (done.has(migration.version)) continue;
      const sql = await readFile(migration.path, 'utf8');
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query(`insert into ${options.table} (version, name, statements) values ($1, $2, $3)`, [
          migration.version,
          migration.name,
          [sql],
        ]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        const detail = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${migration.path} failed: ${detail}`, { cause: error });
      }
      options.log.info('applied migration', { version: migration.version, name: migration.name });
      applied.push(migration.version);
    }
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [options.table]);
  }
  return applied;
}
