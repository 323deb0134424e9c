import { z } from 'zod';
import { processDocument } from '../documents/document-processing.pipeline.ts';
import { defineTask } from './task-definition.ts';

/**
 * Enqueued by upload_document (and a new original of a processed document) with four attempts: a failing step is
 * retried with graphile-worker's exponential backoff, and the last failure tells the seller in plain words.
 */
export const documentsProcess = defineTask({
  name: 'documents:process',
  payload: z.object({ documentId: z.uuid() }),
  async run({ documentId }, { db, blobs, log, job, signal }) {
    await processDocument({ db, blobs, log, job, signal }, documentId);
  },
});
