// The legal feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { legalHistoryQuery, legalVersionKeys, publishLegalVersion } from './legal-versions.api';
export { legalDocuments } from './legal.content';
export { legalDocumentKeys } from './legal.keys';
export type { LegalDocumentKey } from './legal.keys';
