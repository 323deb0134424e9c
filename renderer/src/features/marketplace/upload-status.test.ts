import { describe, expect, it } from 'vitest';
import { uploadStatus } from './upload-status';

describe('uploadStatus', () => {
  it('follows an upload from the queue through processing to the moderation decision', () => {
    expect(uploadStatus({ processing: { state: 'queued', error: null }, document: null })).toMatchObject({
      label: 'Waiting to be processed',
      working: true,
    });
    const pending = { status: 'pending', rejection_reason: null };
    expect(
      uploadStatus({ processing: { state: 'processing', error: null }, document: pending }),
    ).toMatchObject({
      label: 'Processing',
      working: true,
    });
    expect(uploadStatus({ processing: { state: 'ready', error: null }, document: pending })).toEqual({
      label: 'Pending review',
      tone: 'brand',
      reason: null,
      working: false,
    });
    expect(
      uploadStatus({
        processing: { state: 'ready', error: null },
        document: { status: 'approved', rejection_reason: null },
      }),
    ).toMatchObject({ label: 'Approved', tone: 'success', reason: null });
  });

  it('gives the reason of a rejection, a request for changes, a refusal or a failure', () => {
    const ready = { state: 'ready', error: null };
    expect(
      uploadStatus({ processing: ready, document: { status: 'rejected', rejection_reason: 'Copied notes' } }),
    ).toMatchObject({ label: 'Rejected', tone: 'danger', reason: 'Copied notes' });
    expect(
      uploadStatus({
        processing: ready,
        document: { status: 'soft-reject', rejection_reason: 'Add sources' },
      }),
    ).toMatchObject({ label: 'Changes requested', tone: 'warning', reason: 'Add sources' });
    expect(
      uploadStatus({
        processing: { state: 'refused', error: 'This file has already been uploaded.' },
        document: null,
      }),
    ).toMatchObject({ label: 'Refused', reason: 'This file has already been uploaded.', working: false });
    expect(
      uploadStatus({ processing: { state: 'failed', error: 'Timed out' }, document: null }),
    ).toMatchObject({
      label: 'Processing failed',
      reason: 'Timed out',
    });
  });

  it('reads a document that never went through the pipeline (seeded, older uploads) by its status alone', () => {
    expect(
      uploadStatus({ processing: null, document: { status: 'approved', rejection_reason: 'old' } }),
    ).toEqual({
      label: 'Approved',
      tone: 'success',
      reason: null,
      working: false,
    });
  });
});
