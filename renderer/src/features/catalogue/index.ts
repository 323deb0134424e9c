// The catalogue feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { DocumentResults } from './DocumentResults';
export { scholarshipsQuery } from './catalogue.api';
export { documentQueryString, parseDocumentQuery } from './document-query';
export { useRefreshDocuments } from './useRefreshDocuments';
