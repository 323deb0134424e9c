import { describe, expect, it } from 'vitest';
import { isRetryableUploadStatus, uploadFailure } from './upload-errors';

const body = (statusCode: string, code: string, message: string) =>
  JSON.stringify({ statusCode, code, message });

describe('upload failures', () => {
  it("retries only a lost connection, a server error and the protocol's 'try again' answers", () => {
    for (const status of [0, 500, 502, 503, 409, 423, 429])
      expect(isRetryableUploadStatus(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 413, 415]) expect(isRetryableUploadStatus(status)).toBe(false);
  });

  it("puts the storage service's refusal of the file in a student's words, under the file", () => {
    const wrongType = uploadFailure(
      400,
      body('415', 'InvalidMimeType', 'mime type application/x-msdownload is not supported'),
    );
    expect(wrongType.message).toBe(
      'This file is not a PDF, Word or PowerPoint document. Upload a PDF, DOCX or PPTX file, or a text or Markdown file.',
    );
    expect(wrongType.field).toBe('file');
    expect(uploadFailure(400, body('413', 'EntityTooLarge', 'too large')).message).toBe(
      'The file is larger than 50 MB',
    );
    expect(uploadFailure(400, body('400', 'InvalidRequest', 'The file is empty: its type …')).field).toBe(
      'file',
    );
  });

  it('tells an ended session and a lost connection apart from a refused file', () => {
    const session = uploadFailure(400, body('400', 'InvalidJWT', 'jwt expired'));
    expect(session.message).toBe('Your session has ended. Sign in again, then upload the file once more.');
    expect(session.field).toBeNull();
    expect(uploadFailure(0, undefined).message).toContain('The connection was lost');
    expect(uploadFailure(500, '<html>').message).toBe('The upload failed. Please try again.');
    // Jargon the student cannot act on is not shown as if it were advice.
    expect(
      uploadFailure(400, body('403', 'AccessDenied', 'new row violates row-level security policy')).message,
    ).toBe('The upload failed. Please try again.');
  });
});
