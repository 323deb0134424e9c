import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { BlobNotFoundError, type BlobMeta, type BlobStore, type ByteRange } from './blob-store.ts';

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/i;

/**
 * Blobs as files under `<root>/` (the platform puts it at `<dataDir>/storage`). Every write goes to a temporary
 * file first and is renamed into place, so a crash or a failed upload never leaves a half-written blob.
 */
export async function createDiskBlobStore(root: string): Promise<BlobStore> {
  const base = resolve(root);
  const stagingDir = join(base, '.staging');
  // Anything still staged was an upload cut short by a stop: its request is gone, so is its file.
  await rm(stagingDir, { recursive: true, force: true });
  await mkdir(stagingDir, { recursive: true, mode: 0o700 });

  function pathOf(key: string): string {
    // Keys come from blobKeyForVersion, but the store does not rely on it: nothing may resolve outside the root.
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid blob key: ${key}`);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`invalid blob key: ${key}`);
    return path;
  }

  // Fan-out folders that exist already: each mkdir is a system call per write otherwise.
  const folders = new Set<string>();
  async function moveIntoPlace(tempPath: string, key: string) {
    const target = pathOf(key);
    const folder = dirname(target);
    if (!folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      folders.add(folder);
    }
    await rename(tempPath, target).catch(async (error: NodeJS.ErrnoException) => {
      // The folder went away under us (cleaned by hand): make it again once.
      if (error.code !== 'ENOENT') throw error;
      await mkdir(folder, { recursive: true });
      await rename(tempPath, target);
    });
  }

  return {
    kind: 'disk',
    stagingDir,
    async putFile(key, stagedPath, _meta: BlobMeta) {
      await moveIntoPlace(stagedPath, key);
    },
    async putBytes(key, bytes, _meta: BlobMeta) {
      const temp = join(stagingDir, randomUUID());
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await moveIntoPlace(temp, key);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      const path = pathOf(key);
      const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
      // Opening is asynchronous: wait for it so a missing file is a BlobNotFoundError here, not a stream error later.
      await new Promise<void>((done, fail) => {
        stream.once('open', () => done());
        stream.once('error', (error: NodeJS.ErrnoException) =>
          fail(error.code === 'ENOENT' ? new BlobNotFoundError(key) : error),
        );
      });
      return stream;
    },
    async copy(fromKey, toKey) {
      const temp = join(stagingDir, randomUUID());
      try {
        await copyFile(pathOf(fromKey), temp).catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'ENOENT' ? new BlobNotFoundError(fromKey) : error;
        });
        await moveIntoPlace(temp, toKey);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}
