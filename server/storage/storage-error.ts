/**
 * An expected storage failure, answered as Supabase Storage answers it: the body carries the meaningful status as
 * a string (`statusCode: "403"`) next to a code and message, while the HTTP status is 400 for every client error
 * and 500 for server errors. supabase-js reads both (`error.status` is the HTTP status, `error.statusCode` the
 * body's), and code written against hosted Supabase checks them that way, so we keep the same split.
 */
export class StorageError extends Error {
  constructor(
    /** The status the body reports. */
    readonly statusCode: number,
    readonly code: string,
    /** Supabase's older, free-form error name, still sent as `error`. */
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  get httpStatus(): 400 | 500 {
    return this.statusCode >= 500 ? 500 : 400;
  }

  toBody() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

/** The errors of Supabase Storage that this service can raise, with its codes and messages. */
export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  accessDenied: (message = 'Access denied') => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  rlsDenied: () =>
    new StorageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
  invalidJwt: (message = 'Invalid JWT') => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', 'InvalidSignature', message),
  entityTooLarge: (limit?: number) =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      limit === undefined
        ? 'The object exceeded the maximum allowed size'
        : `The object exceeded the maximum allowed size of ${limit} bytes`,
    ),
  /** The owner's files would pass their quota (the database's private.storage_quota_bytes, SQLSTATE QT413). */
  quotaExceeded: (message: string) => new StorageError(413, 'EntityTooLarge', 'Payload too large', message),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  keyAlreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketAlreadyExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(
      409,
      'ResourceNotEmpty',
      'ResourceNotEmpty',
      'The bucket you tried to delete is not empty',
    ),
  /** An empty upload where the bucket restricts types: zero bytes carry no type that could be checked. */
  emptyObject: () =>
    new StorageError(
      400,
      'InvalidRequest',
      'InvalidRequest',
      'The file is empty: its type cannot be checked against the types the bucket allows',
    ),
  noContentProvided: (message = 'No content provided') =>
    new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  invalidParameter: (message: string) =>
    new StorageError(400, 'InvalidParameter', 'InvalidParameter', message),
  missingParameter: (name: string) =>
    new StorageError(400, 'MissingParameter', 'MissingParameter', `Missing Required Parameter ${name}`),
  invalidFileSizeLimit: () =>
    new StorageError(
      400,
      'InvalidRequest',
      'InvalidRequest',
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    ),
  internal: () => new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error'),
};

interface PgErrorLike {
  code?: string;
  message?: string;
}

/** SQLSTATE of the owner quota's refusal (migration storage_quota_per_owner). */
export const STORAGE_QUOTA_EXCEEDED = 'QT413';

function isPgError(error: unknown): error is PgErrorLike {
  return typeof error === 'object' && error !== null && typeof (error as PgErrorLike).code === 'string';
}

/**
 * Maps the Postgres errors a caller can provoke (an RLS refusal, a duplicate key, a missing bucket) to Storage's
 * answers; anything else is a bug and is rethrown.
 */
export function storageErrorFromDatabase(
  error: unknown,
  onDuplicate = storageErrors.keyAlreadyExists,
): never {
  if (!isPgError(error)) throw error;
  switch (error.code) {
    case '42501':
      throw error.message?.includes('row-level security')
        ? storageErrors.rlsDenied()
        : storageErrors.accessDenied(error.message);
    case '23505':
      throw onDuplicate();
    case '23503':
      throw storageErrors.noSuchBucket();
    case STORAGE_QUOTA_EXCEEDED:
      throw storageErrors.quotaExceeded(error.message ?? 'The storage quota of this account is used up');
    default:
      throw error;
  }
}
