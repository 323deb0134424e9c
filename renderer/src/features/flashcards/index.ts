// The flashcards feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export type { DeckCreateState } from './DeckCreatePage';
export { FlipCard } from './FlipCard';
export { ownedDocumentsQuery, setDeckSaved } from './flashcards.api';
export type { DeckDraft } from './flashcards.api';
