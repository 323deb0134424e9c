import { join } from 'node:path';
import type { BlobStore } from './blob-store.ts';
import { createDiskBlobStore } from './disk-blob-store.ts';
import type { StorageConfig } from './storage-config.ts';

/** The configured blob store: S3-compatible when STORAGE_S3_BUCKET is set, else `<dataDir>/storage` on disk. */
export async function createBlobStore(config: StorageConfig, dataDir: string): Promise<BlobStore> {
  const root = join(dataDir, 'storage');
  if (config.s3) {
    // Loaded only when used: the AWS SDK is large and most local platforms never need it.
    const { createS3BlobStore } = await import('./s3-blob-store.ts');
    return createS3BlobStore(config.s3, join(root, '.staging'));
  }
  return createDiskBlobStore(root);
}
