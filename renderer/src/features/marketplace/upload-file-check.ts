// The upload form's check of a picked file's bytes, before anything is sent: the same rule and words as the
// server's pipeline (shared/documents/document-kind.ts), with file-type reading only as much of the file as it
// needs (the first bytes; a DOCX/PPTX's zip directory entries).
import {
  documentKindOf,
  looksLikeText,
  notADocumentMessage,
  TEXT_CHECK_BYTES,
  type DocumentKind,
} from '../../../../shared/documents/document-kind';

export type FileCheck = { kind: DocumentKind; problem: null } | { kind: null; problem: string };

/** What the picked file really is; a wrong one gets the message the student sees under the file. */
export async function checkDocumentFile(file: File): Promise<FileCheck> {
  const { fileTypeFromBlob } = await import('file-type/core');
  const detected = await fileTypeFromBlob(file);
  const isText =
    !detected && looksLikeText(new Uint8Array(await file.slice(0, TEXT_CHECK_BYTES).arrayBuffer()));
  const kind = documentKindOf(detected, isText);
  return kind ? { kind, problem: null } : { kind: null, problem: notADocumentMessage(detected, file.name) };
}
