import type { Readable } from 'node:stream';

/** An inclusive byte range, as HTTP Range headers count. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobMeta {
  contentType: string;
  size: number;
}

/**
 * Where object bytes live. Keys are made by the storage service from an object version (a UUID it generated), never
 * from a user's object name: names live only in Postgres, so no name can reach outside the store, and a move is a
 * row update with no byte copy.
 */
export interface BlobStore {
  readonly kind: 'disk' | 's3';
  /** A local folder for uploads being received, on the same disk as the store so a finished one can be renamed. */
  readonly stagingDir: string;
  /** Makes a fully received file the blob at `key`; the staged file is gone afterwards. Atomic: readers see all or nothing. */
  putFile(key: string, stagedPath: string, meta: BlobMeta): Promise<void>;
  putBytes(key: string, bytes: Uint8Array, meta: BlobMeta): Promise<void>;
  /** The blob's bytes (or a range of them); throws BlobNotFoundError when there is no such blob. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Deletes the blobs that exist; missing keys are not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`blob ${key} not found`);
  }
}

const VERSION_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The blob key of an object version: `objects/ab/abcdef01-...`, fanned out so no folder grows huge. */
export function blobKeyForVersion(version: string): string {
  if (!VERSION_PATTERN.test(version)) throw new Error(`not an object version: ${version}`);
  return `objects/${version.slice(0, 2)}/${version}`;
}
