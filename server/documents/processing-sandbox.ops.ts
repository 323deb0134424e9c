import {
  candidateQueryArguments,
  RowFingerprintLookup,
  rowsOfCandidates,
  type CandidateDocumentRow,
} from '../../shared/study/plagiarism/fingerprint-index.engine.ts';
import { checkPlagiarism } from '../../shared/study/plagiarism/plagiarism.engine.ts';
import {
  fingerprintDocument,
  fingerprintSubmission,
  toStoredFingerprint,
} from '../../shared/study/plagiarism/shingling.engine.ts';
import { readDocument } from './document-reader.ts';

// The work the processing child does: everything that reads an uploaded file's bytes, or text as long as a whole
// document (fingerprinting). Each operation takes and returns plain data (structured clone over IPC).

export const SANDBOX_OPERATIONS = {
  'read-document': readDocument,

  /** The arguments of `plagiarism_candidates` for a text: its fingerprints. */
  async 'library-query'({ text }: { text: string }) {
    return candidateQueryArguments(fingerprintSubmission(text).fingerprints);
  },

  /** The sources a text was found in, most similar first, from the candidates' fingerprint rows. */
  async 'library-report'({ text, candidates }: { text: string; candidates: CandidateDocumentRow[] }) {
    const submission = fingerprintSubmission(text);
    const report = checkPlagiarism(text, new RowFingerprintLookup(rowsOfCandidates(candidates)), {
      submission,
    });
    return (report.data?.sources ?? []).map(({ documentId, similarity }) => ({ documentId, similarity }));
  },

  /** A library document's fingerprints as the index stores them. */
  async 'index-fingerprints'({ text }: { text: string }) {
    const fingerprints = fingerprintDocument(text);
    return {
      hashes: Array.from(fingerprints.hashes, toStoredFingerprint),
      positions: Array.from(fingerprints.positions),
    };
  },
};

export type SandboxOperations = typeof SANDBOX_OPERATIONS;
export type SandboxOperation = keyof SandboxOperations;
