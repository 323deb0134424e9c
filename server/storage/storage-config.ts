import { z } from 'zod';
import { optionalFlag, parseEnv, parsed, text, textOr, url } from '../config/env-values.ts';

/** Where object bytes go: the local disk (default) or an S3-compatible service. */
export interface S3StorageConfig {
  bucket: string;
  /** Any S3-compatible endpoint (MinIO, R2, Ceph...); AWS itself when absent. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (endpoint/bucket/key), which most self-hosted S3 services need. */
  forcePathStyle: boolean;
  /** Prepended to every key, so several platforms can share one S3 bucket. */
  keyPrefix: string;
}

export interface StorageConfig {
  /** The largest object any bucket accepts, in bytes; a bucket's own file_size_limit can only lower it. */
  fileSizeLimit: number;
  /** Set when STORAGE_S3_BUCKET is; otherwise bytes live under `<dataDir>/storage`. */
  s3?: S3StorageConfig;
}

/** Supabase's default global upload limit. */
const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/**
 * Decimal units as Supabase Storage stores a bucket's limit (`20mb` = 20,000,000 bytes, its
 * parseFileSizeToBytes), and the binary ones the Supabase CLI's config writes (`50MiB`).
 */
const UNITS: Record<string, number> = {
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** Bytes from `52428800`, `20MB`, `512kb`, `1GB` or `50MiB`, or null when unreadable. */
export function parseByteSize(value: string | number): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|kib|mib|gib)?\s*$/i.exec(value);
  if (!match) return null;
  const bytes = Math.floor(Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]!);
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}

/** The storage variables, part of the platform's one settings schema (server/config/platform-config.ts). */
export const storageEnvShape = {
  STORAGE_FILE_SIZE_LIMIT: parsed(
    DEFAULT_FILE_SIZE_LIMIT,
    parseByteSize,
    'a size such as 52428800, 50MB or 50MiB',
  ),
  STORAGE_S3_BUCKET: text(),
  STORAGE_S3_ENDPOINT: url(['http:', 'https:']),
  STORAGE_S3_REGION: textOr('us-east-1'),
  STORAGE_S3_ACCESS_KEY_ID: text(),
  STORAGE_S3_SECRET_ACCESS_KEY: text(),
  STORAGE_S3_FORCE_PATH_STYLE: optionalFlag(),
  STORAGE_S3_KEY_PREFIX: textOr(''),
};

export type StorageEnv = z.output<z.ZodObject<typeof storageEnvShape>>;

export function storageConfigFrom(env: StorageEnv): StorageConfig {
  const bucket = env.STORAGE_S3_BUCKET?.trim();
  const endpoint = env.STORAGE_S3_ENDPOINT;
  return {
    fileSizeLimit: env.STORAGE_FILE_SIZE_LIMIT,
    s3: bucket
      ? {
          bucket,
          endpoint,
          region: env.STORAGE_S3_REGION.trim(),
          accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID,
          secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
          keyPrefix: env.STORAGE_S3_KEY_PREFIX.trim().replace(/^\/+|\/+$/g, ''),
        }
      : undefined,
  };
}

export function storageConfigFromEnv(env: NodeJS.ProcessEnv): StorageConfig {
  return storageConfigFrom(parseEnv(z.object(storageEnvShape), env));
}
