import { Button } from '../../ui/Button';
import { draftTexts } from './drafts.texts';
import type { DraftJournalHandle } from './useDraftJournal';

/** Says that work typed before the page closed is back on screen, with a way to close the notice or drop it. */
export function RestoredDraftNotice(props: { journal: DraftJournalHandle; onDiscard?: () => void }) {
  if (!props.journal.restored) return null;
  return (
    <div
      role="status"
      data-testid="restored-draft"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <p className="min-w-0 flex-1">
        <strong className="font-semibold">{draftTexts.restored}</strong>
        <span className="block text-amber-900">{draftTexts.restoredDetail}</span>
      </p>
      {props.onDiscard && (
        <Button variant="ghost" size="sm" onClick={props.onDiscard}>
          {draftTexts.discard}
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={props.journal.dismissRestored}>
        {draftTexts.dismiss}
      </Button>
    </div>
  );
}
