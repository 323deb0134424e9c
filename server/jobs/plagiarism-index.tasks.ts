import { z } from 'zod';
import { syncDocumentInIndex, syncPlagiarismIndex } from '../plagiarism/plagiarism-index.repository.ts';
import { defineTask } from './task-definition.ts';

/**
 * One queue for every change to the plagiarism index, so jobs for one document never overlap (an indexing
 * run that read "approved" cannot finish after the removal that followed a rejection).
 */
const PLAGIARISM_INDEX_QUEUE = 'plagiarism-index';

/** Enqueued by a trigger when a document enters or leaves `approved`, or an approved document's text changes. */
export const plagiarismSyncDocument = defineTask({
  name: 'plagiarism:sync-document',
  payload: z.object({ documentId: z.uuid() }),
  queueName: PLAGIARISM_INDEX_QUEUE,
  async run({ documentId }, { db, log }) {
    const outcome = await syncDocumentInIndex(db, documentId);
    if (outcome !== 'unchanged' && outcome !== 'absent') {
      log.info(`plagiarism index: document ${outcome}`, { documentId });
    }
  },
});

/** The whole index against the library; enqueued at every worker start. */
export const plagiarismSyncIndex = defineTask({
  name: 'plagiarism:sync-index',
  payload: z.object({}),
  queueName: PLAGIARISM_INDEX_QUEUE,
  async run(_payload, { db, log, signal }) {
    await syncPlagiarismIndex(db, log, { signal });
  },
});
