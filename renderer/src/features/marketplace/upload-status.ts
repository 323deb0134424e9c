// One upload's status as the seller reads it, wherever it is shown (the upload page's list, My Uploads): the
// pipeline's state while it works, then the moderation status, with the reason when it was refused or rejected.
import { processingTexts as t } from './marketplace.texts';

export type UploadStatusTone = 'brand' | 'success' | 'warning' | 'danger' | 'neutral';

export interface UploadStatus {
  label: string;
  tone: UploadStatusTone;
  /** Why it was refused, failed, rejected or sent back; `null` otherwise. */
  reason: string | null;
  /** Still being processed (a progress bar and the current step make sense). */
  working: boolean;
}

export interface UploadStatusInput {
  /** The processing record, when the document went through the pipeline. */
  processing: { state: string; error: string | null } | null;
  /** The document row; gone when a refused upload was removed. */
  document: { status: string; rejection_reason: string | null } | null;
}

const DOCUMENT_TONES: Record<string, UploadStatusTone> = {
  approved: 'success',
  pending: 'brand',
  rejected: 'danger',
  'soft-reject': 'warning',
  deleted: 'neutral',
};

export function uploadStatus({ processing, document }: UploadStatusInput): UploadStatus {
  const state = processing?.state;
  if (state === 'queued' || state === 'processing')
    return { label: t.states[state], tone: 'neutral', reason: null, working: true };
  if (state === 'failed' || state === 'refused')
    return { label: t.states[state], tone: 'danger', reason: processing?.error ?? null, working: false };
  if (!document) return { label: t.states.processing, tone: 'neutral', reason: null, working: true };
  const status = document.status;
  const label = status in t.statuses ? t.statuses[status as keyof typeof t.statuses] : status;
  const explained = status === 'rejected' || status === 'soft-reject';
  return {
    label,
    tone: DOCUMENT_TONES[status] ?? 'neutral',
    reason: explained ? (document.rejection_reason ?? null) : null,
    working: false,
  };
}
