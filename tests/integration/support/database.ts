import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../../server/db/embedded-postgres.ts';
import { prepareDatabase } from '../../../server/db/prepare-database.ts';
import { createLogger } from '../../../server/process/logger.ts';
import { loadOrCreateSecrets } from '../../../server/config/secrets.ts';
import { dataDirFromTemplate } from './test-platform.ts';

/** A migrated database on a throwaway data dir, with helpers to run SQL as PostgREST would for a request. */
export interface TestDatabase {
  connectionString: string;
  /** Superuser connections: setup and verification that must see past RLS. */
  admin: pg.Pool;
  /** Creates an auth user (the profile, wallet and preferences follow from the triggers); returns its id. */
  createUser(options?: { email?: string; fullName?: string; appRole?: 'admin' }): Promise<string>;
  /** Runs `work` in a transaction as the `authenticated` role with `userId` as the JWT subject. */
  asUser<T>(userId: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  /** Runs `work` in a transaction as the `anon` role. */
  asAnon<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

async function inTransactionAs<T>(
  pool: pg.Pool,
  role: 'anon' | 'authenticated',
  claims: Record<string, unknown>,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`set local role ${role}`);
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function startTestDatabase(): Promise<TestDatabase> {
  // A copy of the test platforms' template: a cluster with every migration applied, made once (test-platform.ts).
  const dataDir = await dataDirFromTemplate();
  const secrets = await loadOrCreateSecrets(dataDir, {});
  const log = createLogger('silent');
  const postgres = await startEmbeddedPostgres({
    dataDir,
    password: secrets.postgresPassword,
    log,
    durable: false,
  });
  await prepareDatabase({
    connectionString: postgres.connectionString,
    authenticatorPassword: 'test-authenticator',
    log,
  });
  const pool = new pg.Pool({ connectionString: postgres.connectionString, max: 40 });
  // Stopping the server terminates connections the pool is still closing (57P01); anything else is a failure.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });

  return {
    connectionString: postgres.connectionString,
    admin: pool,
    async createUser(options = {}) {
      const id = randomUUID();
      const email = options.email ?? `user-${id.slice(0, 8)}@studyloop.test`;
      const appMetadata: Record<string, unknown> = { provider: 'email', providers: ['email'] };
      if (options.appRole) appMetadata.role = options.appRole;
      const userMetadata = options.fullName ? { full_name: options.fullName } : {};
      await pool.query(
        `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, 'authenticated', 'authenticated', $2, now(), $3, $4)`,
        [id, email, appMetadata, userMetadata],
      );
      return id;
    },
    asUser: (userId, work) =>
      inTransactionAs(
        pool,
        'authenticated',
        { sub: userId, role: 'authenticated', aud: 'authenticated' },
        work,
      ),
    asAnon: (work) => inTransactionAs(pool, 'anon', { role: 'anon' }, work),
    async stop() {
      await pool.end();
      await postgres.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
