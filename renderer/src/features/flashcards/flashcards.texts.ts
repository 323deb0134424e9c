// Every text of the signed-in flashcard maker, in one place (ARCHITECTURE.md section 4).
import type { ReviewGrade } from '../../../../shared/study/srs/fsrs-scheduler.engine';

export const flashcardTexts = {
  homeTitle: 'AI Flashcard Maker',
  homeLead: 'Make flashcards from your notes and documents, and remember them with spaced repetition.',
  newDeck: 'New deck',
  dueToday: 'Due today',
  newCards: 'New cards',
  streak: 'Day streak',
  myDecks: 'My decks',
  savedDecks: 'Saved decks',
  noDecks: 'You have no decks yet. Make one from your notes, a document or by hand.',
  noSaved: 'Decks you save from public deck pages appear here.',
  cards: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`,
  due: (n: number) => `${n} due`,
  fresh: (n: number) => `${n} new`,
  public: 'Public',
  private: 'Private',
  study: 'Study',
  edit: 'Edit',
  // Create
  createTitle: 'New flashcard deck',
  createLead:
    'Generate cards from text, a document or a file, or write them yourself. You can edit every card before saving.',
  fromText: 'Paste text',
  fromDocument: 'My documents',
  fromFile: 'Upload a file',
  byHand: 'By hand',
  textLabel: 'Your notes',
  textPlaceholder: 'Paste your notes, a chapter or an article…',
  documentLabel: 'Document',
  chooseDocument: 'Choose a document',
  noDocuments: 'You have no documents with text yet. Buy or upload one in My Documents.',
  fileLabel: 'File (PDF, Word .docx or plain text)',
  readingFile: 'Reading the file…',
  fileRead: (name: string, words: number) => `${name}: ${words.toLocaleString('en-US')} words read`,
  fileUnsupported: 'This file type is not supported. Upload a PDF, Word document or plain text instead.',
  cardCount: 'Number of cards',
  price: (points: number) => `${points} points`,
  generate: (points: number) => `Generate for ${points} points`,
  generating: 'Generating cards…',
  generated: (n: number, requested: number) =>
    n < requested
      ? `${n} cards generated (the material held fewer than ${requested}). Edit them, then save the deck.`
      : `${n} cards generated. Edit them, then save the deck.`,
  discardDraft: 'Discard draft',
  draftKept: 'This deck is not saved yet. It is kept on this device as a draft until you save or discard it.',
  leaveUnsavedDeck:
    'Your cards are not saved yet. They stay here as a draft on this device, but only a saved deck can be studied.',
  charged: (points: number, balance: number) => `${points} points charged · balance ${balance} points`,
  byEngine: 'Made by the built-in study engine',
  byProvider: 'Written by the AI model and checked against your material',
  startByHand: 'Start writing cards',
  // Editor
  deckName: 'Deck name',
  deckNameRequired: 'Give the deck a name',
  description: 'Description (optional)',
  makePublic: 'Public: anyone with the link can see and study this deck',
  front: 'Front',
  back: 'Back',
  cardNumber: (n: number) => `Card ${n}`,
  frontRequired: 'Write the front of the card',
  backRequired: 'Write the back of the card',
  addCard: 'Add card',
  removeCard: (n: number) => `Delete card ${n}`,
  moveUp: (n: number) => `Move card ${n} up`,
  moveDown: (n: number) => `Move card ${n} down`,
  atLeastOneCard: 'A deck needs at least one card',
  saveDeck: 'Save deck',
  saving: 'Saving…',
  saved: 'Deck saved',
  saveFailed: 'Failed to save the deck',
  editTitle: 'Edit deck',
  deleteDeck: 'Delete deck',
  confirmDeleteTitle: 'Delete this deck?',
  confirmDeleteText: 'Its cards and review history go with it. This cannot be undone.',
  keepDeck: 'Keep deck',
  deleted: 'Deck deleted',
  notYours: 'Only the owner of this deck can edit it.',
  // Study
  tabStudy: 'Study',
  tabBrowse: 'Browse cards',
  tabProgress: 'Progress',
  showAnswer: 'Show answer',
  keyboardHint: 'Space or Enter flips the card · 1 Again · 2 Hard · 3 Good · 4 Easy',
  flipHint: 'Click, or press Space or Enter, to flip the card.',
  answerShown: (back: string) => `Answer: ${back}`,
  questionShown: 'Question side shown',
  queueCounts: (learning: number, review: number, fresh: number) =>
    `${learning} learning · ${review} to review · ${fresh} new`,
  sessionDone: 'All done for today!',
  sessionDoneLead: 'No more cards are due. Come back tomorrow, or raise the daily limit of new cards.',
  emptyDeck: 'This deck has no cards yet.',
  newPerDay: 'New cards per day',
  reviewed: (n: number) => `${n} reviewed this session`,
  saveReviewFailed: 'Your answer could not be saved. Check your connection.',
  savedOffline: 'Saved on this device; it will sync when you are back online.',
  grades: { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' } satisfies Record<ReviewGrade, string>,
  saveToMyDecks: 'Save to my decks',
  removeFromMyDecks: 'Remove from my decks',
  savedToMyDecks: 'Saved to your decks',
  // Offline study (desktop)
  availableOffline: 'Available offline',
  offlineDecksTitle: 'Decks on this device',
  offlineListNote:
    'You are offline. These decks are kept on this device: study them now and your reviews sync when you are back online.',
  noOfflineDecks:
    'No decks are kept on this device yet. Open a deck while you are online and it stays available offline.',
  notOnDevice: 'This deck is not on this device. Open it once while you are online to study it offline.',
  offlineCopy: (when: string) =>
    `Offline copy from ${when}. Your reviews are kept on this device and sync when you are back online.`,
  reviewsWaiting: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'} waiting to sync`,
  allReviewsSynced: 'No reviews waiting to sync',
  // Progress
  retention: 'Retention (30 days)',
  reviewsToday: 'Reviews today',
  total: 'Cards',
  learning: 'Learning',
  mature: 'Mature',
  young: 'Young',
  reviewsPerDay: 'Reviews per day (last 30 days)',
  forecast: 'Due in the next 7 days',
  cardStates: 'Cards by state',
  noReviewsYet: 'No reviews yet',
  // Import / export
  exportCsv: 'Export CSV',
  exportApkg: 'Export Anki (.apkg)',
  importCards: 'Import cards (CSV or Anki .apkg)',
  imported: (n: number) => `${n} cards imported`,
  importFailed: 'No cards could be read from this file.',
} as const;

/** "10m", "3h", "4d", "2mo", "1.5y": how long until a card comes back. */
export function formatInterval(days: number): string {
  const minutes = days * 1440;
  if (minutes < 60) return `${Math.max(1, Math.round(minutes))}m`;
  if (minutes < 1440) return `${Math.round(minutes / 60)}h`;
  if (days < 30) return `${Math.round(days)}d`;
  if (days < 365) return `${Math.round(days / 30)}mo`;
  return `${(days / 365).toFixed(1)}y`;
}
