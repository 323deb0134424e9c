import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One platform per data dir: a second start must fail clearly instead of racing the first over the same
 * Postgres cluster. The lock file holds the owner's pid, so a lock left by a crashed run is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, 'platform.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await unlink(path).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (owner && isAlive(owner)) {
        throw new Error(
          `Another Studyloop platform (pid ${owner}) is already running on the data dir ${dataDir}. ` +
            'Stop it first, or start this one with another STUDYLOOP_DATA_DIR.',
        );
      }
      await unlink(path).catch(() => undefined);
    }
  }
  throw new Error(`Could not lock the data dir ${dataDir}`);
}
