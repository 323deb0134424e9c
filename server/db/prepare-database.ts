import pg from 'pg';
import type { Logger } from '../process/logger.ts';
import { applyMigrations } from './migrator.ts';
import { APP_MIGRATIONS_DIR, PLATFORM_SCHEMA_DIR } from './paths.ts';

/**
 * Brings a database to the current schema: first what a Supabase project provides (roles, auth), then the
 * app's own migrations. Returns the app migrations applied by this call.
 */
export async function prepareDatabase(options: {
  connectionString: string;
  authenticatorPassword: string;
  log: Logger;
}): Promise<{ appliedApp: string[]; appliedPlatform: string[] }> {
  const client = new pg.Client({ connectionString: options.connectionString });
  await client.connect();
  try {
    // A first start applies ~90 migrations, each committed on its own: without waiting for each commit's WAL
    // flush they take a fraction of the time on a slow disk. Nothing is lost but time: a machine crash could
    // forget the last few commits, and a migration's record is committed with it, so it is applied again.
    await client.query('set synchronous_commit = off');
    const appliedPlatform = await applyMigrations(client, PLATFORM_SCHEMA_DIR, {
      table: 'studyloop_platform.schema_migrations',
      log: options.log,
    });
    await client.query(
      `alter role authenticator with login password ${client.escapeLiteral(options.authenticatorPassword)}`,
    );
    const appliedApp = await applyMigrations(client, APP_MIGRATIONS_DIR, {
      table: 'supabase_migrations.schema_migrations',
      log: options.log,
    });
    // PostgREST caches the schema; tell a running one to look again.
    await client.query(`notify pgrst, 'reload schema'`);
    return { appliedApp, appliedPlatform };
  } finally {
    await client.end();
  }
}
