import type pg from 'pg';
import type { MountedApp } from '../gateway/gateway.ts';
import type { Logger } from '../process/logger.ts';
import type { BlobStore } from './blob-store.ts';
import { createBlobStore } from './create-blob-store.ts';
import { createPublicMediaRoutes } from './public-media.routes.ts';
import { createStorageAuth } from './storage-auth.ts';
import type { StorageConfig } from './storage-config.ts';
import { createStorageRoutes, storageRequiresApiKey } from './storage.routes.ts';
import { createStorageService, type StorageService } from './storage.service.ts';

export interface PlatformStorage {
  blobs: BlobStore;
  service: StorageService;
  /** For the gateway: the Supabase-compatible API and the site's public media route. */
  apps: MountedApp[];
}

/** The storage service of the platform, ready to mount: `/storage/v1/*` and `/api/storage/{bucket}/{path}`. */
export async function createStorage(options: {
  db: pg.Pool;
  config: StorageConfig;
  dataDir: string;
  jwtSecret: string;
  log: Logger;
}): Promise<PlatformStorage> {
  const blobs = await createBlobStore(options.config, options.dataDir);
  const auth = createStorageAuth(options.jwtSecret);
  const service = createStorageService({
    db: options.db,
    blobs,
    auth,
    fileSizeLimit: options.config.fileSizeLimit,
    log: options.log,
  });
  return {
    blobs,
    service,
    apps: [
      {
        prefix: '/storage/v1',
        app: createStorageRoutes(service, auth, blobs, options.log),
        requiresApiKey: storageRequiresApiKey,
        bearerAsKey: true,
        cors: true,
      },
      {
        prefix: '/api/storage',
        app: createPublicMediaRoutes(service, blobs, options.log),
        requiresApiKey: () => false,
        // Public media (images, the promo video) may be embedded by other sites, as a CDN's would.
        cors: true,
      },
    ],
  };
}
