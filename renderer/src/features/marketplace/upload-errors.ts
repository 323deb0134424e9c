// How a failed upload reaches the student: the storage service's refusal (a 4xx, final: retrying cannot change
// the answer) in words about their file, and a connection that stayed lost in words about the connection.
import { uploadTexts } from './marketplace.texts';

const e = uploadTexts.errors;

export class UploadError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    /** `file` when the answer is about the chosen file (shown under it), else about the upload as a whole. */
    readonly field: 'file' | null = null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * Whether a failed request of the resumable upload is worth repeating from the offset the server kept: no answer
 * at all (the connection dropped), a server error, or the protocol's own "try again" answers (409 offset
 * mismatch, 423 locked, 429 slow down). Every other 4xx is the server's final word on this upload.
 */
export function isRetryableUploadStatus(status: number): boolean {
  return status === 0 || status >= 500 || status === 409 || status === 423 || status === 429;
}

interface StorageErrorBody {
  statusCode?: string;
  code?: string;
  message?: string;
}

function parseBody(body: string | undefined): StorageErrorBody {
  try {
    const parsed: unknown = JSON.parse(body ?? '');
    return parsed && typeof parsed === 'object' ? (parsed as StorageErrorBody) : {};
  } catch {
    return {};
  }
}

/** The student-facing error for a request the storage service answered with `status` and `body`. */
export function uploadFailure(status: number, body: string | undefined): UploadError {
  if (status === 0) return new UploadError(e.connection, 'connection');
  const { code, message, statusCode } = parseBody(body);
  switch (code) {
    case 'InvalidMimeType':
      return new UploadError(e.notDocument, code, 'file');
    case 'EntityTooLarge':
      return new UploadError(e.fileTooLarge, code, 'file');
    case 'InvalidJWT':
      return new UploadError(e.session, code);
    case 'InvalidRequest':
      if (message && /empty/i.test(message)) return new UploadError(e.fileEmpty, code, 'file');
      break;
    default:
      if (statusCode === '401' || status === 401) return new UploadError(e.session, code);
  }
  // Anything else (a policy refusal, a server fault) is not something the student can fix in the form.
  return new UploadError(e.upload, code);
}
