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

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** Bytes from `52428800`, `50MB`, `512kb` or `1GB` (the forms Supabase accepts), or null when unreadable. */
export function parseByteSize(value: string | number): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
  if (!match) return null;
  const bytes = Math.floor(Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]!);
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

export function storageConfigFromEnv(env: NodeJS.ProcessEnv): StorageConfig {
  const limit = env.STORAGE_FILE_SIZE_LIMIT
    ? parseByteSize(env.STORAGE_FILE_SIZE_LIMIT)
    : DEFAULT_FILE_SIZE_LIMIT;
  if (limit === null) {
    throw new Error(
      `STORAGE_FILE_SIZE_LIMIT must be a size such as 52428800 or 50MB, not "${env.STORAGE_FILE_SIZE_LIMIT}"`,
    );
  }
  const bucket = env.STORAGE_S3_BUCKET?.trim();
  const endpoint = env.STORAGE_S3_ENDPOINT?.trim() || undefined;
  return {
    fileSizeLimit: limit,
    s3: bucket
      ? {
          bucket,
          endpoint,
          region: env.STORAGE_S3_REGION?.trim() || 'us-east-1',
          accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: flag(env.STORAGE_S3_FORCE_PATH_STYLE, endpoint !== undefined),
          keyPrefix: (env.STORAGE_S3_KEY_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
        }
      : undefined,
  };
}
