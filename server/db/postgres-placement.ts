import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import {
  chmod,
  chown,
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  readlink,
  realpath,
  rename,
  rm,
  rmdir,
  stat,
  symlink,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Where PostgreSQL's programs and cluster live when this process is root. PostgreSQL refuses to run as root, so it
 * runs as the OS user `postgres`, which must enter every directory on the way to its programs (inside
 * node_modules) and to the cluster (inside the data dir). A checkout in a private directory (mode 700, as
 * `mktemp -d` makes) lets it reach neither: then the programs are copied, and the cluster kept, under
 * SHARED_ROOT, which that user can reach. Everywhere else nothing moves.
 */
export const SHARED_ROOT = '/var/lib/studyloop';

export interface OsUser {
  uid: number;
  gid: number;
}

/** Whether a user may enter a directory by its mode bits (owner, group, others; ACLs not read). */
export function canEnter(dir: Pick<Stats, 'uid' | 'gid' | 'mode'>, user: OsUser): boolean {
  if (dir.uid === user.uid) return (dir.mode & 0o100) !== 0;
  if (dir.gid === user.gid) return (dir.mode & 0o010) !== 0;
  return (dir.mode & 0o001) !== 0;
}

/** The first directory on the way to `path` (its parents, from the root down) that `user` may not enter, or null. */
export async function closedOnTheWay(path: string, user: OsUser): Promise<string | null> {
  const dirs: string[] = [];
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    dirs.unshift(dir);
    if (dirname(dir) === dir) break;
  }
  for (const dir of dirs) if (!canEnter(await stat(dir), user)) return dir;
  return null;
}

/** What `<data dir>/postgres` is before a start. */
export type ExistingCluster =
  | { kind: 'none' }
  /** A directory in the data dir: a cluster when initialised, else what a start that failed left. */
  | { kind: 'in-data-dir'; initialised: boolean }
  /**
   * A link to a cluster kept outside. `tied` when that cluster was made for this very data dir; a link copied
   * or moved with the data dir, or one whose cluster is gone, is not, and its cluster is never used.
   */
  | { kind: 'outside'; cluster: string; tied: boolean };

export interface PlacementFacts {
  /** The first directory the OS user `postgres` cannot enter on the way to the package's `postgres`, or null. */
  programsClosedAt: string | null;
  /** The same on the way to `<data dir>/postgres`. */
  clusterClosedAt: string | null;
  existing: ExistingCluster;
}

export type Placement =
  | {
      /** Run the package's programs in place, or a copy of them under SHARED_ROOT. */
      programs: 'package' | 'copy';
      cluster:
        | { kind: 'in-data-dir' }
        | { kind: 'outside'; dir: string }
        /** Make a cluster outside for this data dir (replacing `replaced`, an empty directory or a stale link). */
        | { kind: 'new-outside'; replaced: 'nothing' | 'empty-dir' | 'link' };
    }
  | { refused: string };

/**
 * Decides where PostgreSQL's programs and cluster are, for root (PostgreSQL runs as `postgres`). Each moves out of
 * the checkout only when that user cannot reach it there, so an open checkout runs exactly as before. A cluster
 * that holds data is never moved: one in a data dir that became unreachable is refused with the way out.
 */
export function decidePlacement(facts: PlacementFacts): Placement {
  const programs = facts.programsClosedAt === null ? 'package' : 'copy';
  const { existing } = facts;
  if (existing.kind === 'outside' && existing.tied)
    return { programs, cluster: { kind: 'outside', dir: existing.cluster } };
  if (existing.kind === 'in-data-dir' && existing.initialised) {
    if (facts.clusterClosedAt === null) return { programs, cluster: { kind: 'in-data-dir' } };
    return {
      refused:
        `the OS user postgres cannot enter ${facts.clusterClosedAt} on the way to the cluster already in the data dir. ` +
        `Let it through (chmod o+x ${facts.clusterClosedAt}), or run as a user other than root.`,
    };
  }
  // No cluster yet here: a link to a cluster made for another data dir, or nothing.
  if (existing.kind === 'outside') return { programs, cluster: { kind: 'new-outside', replaced: 'link' } };
  if (facts.clusterClosedAt === null) return { programs, cluster: { kind: 'in-data-dir' } };
  return {
    programs,
    cluster: { kind: 'new-outside', replaced: existing.kind === 'none' ? 'nothing' : 'empty-dir' },
  };
}

/** The copy of the programs for one package version, e.g. `/var/lib/studyloop/postgres-17.10.0-beta.17-linux-x64`. */
export function programsCopyDir(sharedRoot: string, version: string): string {
  return join(sharedRoot, `postgres-${version}-${process.platform}-${process.arch}`);
}

export const CLUSTERS_DIR = 'clusters';
/** In a cluster's directory outside: the data dir it belongs to (its real path). */
const TIE_FILE = 'data-dir';
/** In a cluster's directory outside: the PostgreSQL data directory itself, owned by `postgres`. */
const PGDATA = 'postgres';

async function isInitialised(clusterDir: string): Promise<boolean> {
  try {
    return (await readdir(clusterDir)).includes('PG_VERSION');
  } catch {
    return false;
  }
}

/** Reads `<data dir>/postgres`: nothing, a directory, or a link to a cluster outside (and whether it is ours). */
export async function readExistingCluster(dataDir: string): Promise<ExistingCluster> {
  const link = join(dataDir, 'postgres');
  let entry: Stats;
  try {
    entry = await lstat(link);
  } catch {
    return { kind: 'none' };
  }
  if (!entry.isSymbolicLink()) return { kind: 'in-data-dir', initialised: await isInitialised(link) };
  const cluster = resolve(dataDir, await readlink(link));
  const tie = await readFile(join(dirname(cluster), TIE_FILE), 'utf8').catch(() => null);
  return { kind: 'outside', cluster, tied: tie?.trim() === (await realpath(dataDir)) };
}

/**
 * Makes a cluster directory outside the checkout for this data dir: `<shared root>/clusters/<random id>/postgres`,
 * owned by `user`, beside a file naming the data dir it belongs to, and links `<data dir>/postgres` to it (where the
 * platform's tools look for the cluster). A random id rather than one derived from the path: a data dir removed and
 * made again at the same place gets a cluster of its own, never the old one with another password.
 */
export async function makeOutsideCluster(
  dataDir: string,
  user: OsUser,
  sharedRoot: string,
  replaced: 'nothing' | 'empty-dir' | 'link',
): Promise<string> {
  const link = join(dataDir, 'postgres');
  if (replaced === 'link') await unlink(link);
  // rmdir, not rm: only the empty directory a failed start left; anything else there stops the start.
  if (replaced === 'empty-dir') await rmdir(link);
  const home = join(sharedRoot, CLUSTERS_DIR, randomBytes(6).toString('hex'));
  await mkdir(home, { recursive: true, mode: 0o755 });
  await writeFile(join(home, TIE_FILE), `${await realpath(dataDir)}\n`);
  const cluster = join(home, PGDATA);
  await mkdir(cluster, { mode: 0o700 });
  await chown(cluster, user.uid, user.gid);
  await symlink(cluster, link);
  return cluster;
}

/** Written last into a copy of the programs: the package version it is and every file with its size. */
const MANIFEST = 'studyloop-copy.json';

interface Manifest {
  version: string;
  files: [path: string, size: number][];
}

async function listFiles(dir: string, under = dir): Promise<[string, number][]> {
  const found: [string, number][] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(path, under)));
    else if (entry.isFile()) found.push([relative(under, path), (await stat(path)).size]);
  }
  return found;
}

/**
 * Whether `dir` is a complete copy of this version of the programs: owned by this process's user (nobody else
 * could have changed what `postgres` runs), with a manifest of this version whose every file is there at its size.
 */
export async function isCompleteCopy(dir: string, version: string): Promise<boolean> {
  try {
    if ((await stat(dir)).uid !== process.getuid?.()) return false;
    const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest;
    if (manifest.version !== version || manifest.files.length === 0) return false;
    const sizes = await Promise.all(
      manifest.files.map(([path]) => stat(join(dir, path)).then((s) => s.size)),
    );
    return manifest.files.every(([, size], index) => sizes[index] === size);
  } catch {
    return false;
  }
}

/**
 * A copy of the package's programs (its `native` directory: bin, lib, share; they find each other by relative
 * paths) where every user can reach them, made once per version and reused by every later start. Copied into a
 * temporary directory and renamed into place whole, so that a start never sees half a copy; a copy found
 * incomplete (a crash mid-copy before this scheme, a file removed) is replaced.
 */
export async function ensureProgramsCopy(
  nativeDir: string,
  version: string,
  sharedRoot: string,
): Promise<{ dir: string; made: boolean }> {
  const dir = programsCopyDir(sharedRoot, version);
  if (await isCompleteCopy(dir, version)) return { dir, made: false };
  await mkdir(sharedRoot, { recursive: true, mode: 0o755 });
  const building = await mkdtemp(join(sharedRoot, '.postgres-copy-'));
  try {
    await cp(nativeDir, building, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    const manifest: Manifest = { version, files: await listFiles(building) };
    await writeFile(join(building, MANIFEST), JSON.stringify(manifest));
    await chmod(building, 0o755);
    // An incomplete copy in the way is moved aside first; a complete one another start just made is kept.
    if (!(await isCompleteCopy(dir, version))) {
      await rm(dir, { recursive: true, force: true });
      await rename(building, dir).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      });
    }
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  if (!(await isCompleteCopy(dir, version)))
    throw new Error(`PostgreSQL's programs could not be copied to ${dir}.`);
  return { dir, made: true };
}
