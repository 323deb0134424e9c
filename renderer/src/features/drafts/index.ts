// The drafts feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { LeaveGuard } from './LeaveGuard';
export { RestoredDraftNotice } from './RestoredDraftNotice';
export { useDraftJournal } from './useDraftJournal';
export type { DraftJournalHandle } from './useDraftJournal';
export { useFormDraft } from './useFormDraft';
export { useTextDraft } from './useTextDraft';
