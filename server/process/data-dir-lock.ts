import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { identityOf, isStillRunning, type ProcessIdentity } from './proc-info.ts';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The lock's owner as written: its identity where /proc gives one, else its pid alone (and a bare pid, as
 * earlier versions wrote it).
 */
export function parseLockOwner(text: string): { pid: number; identity?: ProcessIdentity } | null {
  const bare = Number(text.trim());
  if (Number.isInteger(bare) && bare > 0) return { pid: bare };
  try {
    const owner = JSON.parse(text) as Partial<ProcessIdentity>;
    if (!Number.isInteger(owner.pid) || (owner.pid ?? 0) <= 0) return null;
    const pid = owner.pid!;
    return typeof owner.bootId === 'string' && Number.isInteger(owner.startTicks)
      ? { pid, identity: { pid, bootId: owner.bootId, startTicks: owner.startTicks! } }
      : { pid };
  } catch {
    return null;
  }
}

/**
 * Whether the lock's owner still runs. With an identity, a process that merely got the dead owner's pid (after
 * a crash and a reboot, say) does not count, so it cannot block starts for good.
 */
const ownerIsAlive = (owner: { pid: number; identity?: ProcessIdentity }) =>
  owner.identity ? isStillRunning(owner.identity) : isAlive(owner.pid);

/**
 * Creates the lock file with its content in one step: written aside, then hard-linked into place, which fails if
 * a lock exists. A lock file is thus never seen empty (an empty one would pass for a dead owner's).
 */
async function createLock(path: string, content: string): Promise<boolean> {
  const draft = `${path}.${process.pid}.new`;
  await writeFile(draft, content, { mode: 0o600 });
  try {
    await link(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/**
 * Removes a dead owner's lock without removing a live one: another start may have replaced the stale lock with
 * its own since we read it, so the file is first moved aside (only one mover gets it) and put back if what was
 * moved turns out to be a live owner's.
 */
async function removeStaleLock(path: string): Promise<void> {
  const aside = `${path}.${process.pid}.stale`;
  try {
    await rename(path, aside);
  } catch {
    return; // gone already: another start removed it
  }
  const moved = parseLockOwner(await readFile(aside, 'utf8').catch(() => ''));
  if (moved && ownerIsAlive(moved)) await link(aside, path).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

/**
 * One platform per data dir: a second start must fail clearly instead of racing the first over the same
 * Postgres cluster. The lock file names its owner process, so a lock left by a crashed run is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, 'platform.lock');
  const content = JSON.stringify(identityOf(process.pid) ?? { pid: process.pid });
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await createLock(path, content)) {
      return async () => {
        await unlink(path).catch(() => undefined);
      };
    }
    const owner = parseLockOwner(await readFile(path, 'utf8').catch(() => ''));
    if (owner && ownerIsAlive(owner)) {
      throw new Error(
        `Another Studyloop platform (pid ${owner.pid}) is already running on the data dir ${dataDir}. ` +
          'Stop it first, or start this one with another STUDYLOOP_DATA_DIR.',
      );
    }
    await removeStaleLock(path);
  }
  throw new Error(`Could not lock the data dir ${dataDir}`);
}
