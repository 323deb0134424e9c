// The checkout feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { DocumentBuyButton, DocumentPaymentReturn } from './DocumentBuyButton';
export { documentOwnershipQuery } from './document-purchase.api';
export { useOwnedDocuments } from './useOwnedDocuments';
