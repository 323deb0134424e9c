import { Button } from '../../ui/Button';
import type { SaveState } from './useAutosave';
import { writingTexts } from './writing.texts';

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** Where the autosave stands, and a way to save at once. */
export function SaveStatus(props: { state: SaveState; savedAt: Date | null; onSave: () => void }) {
  const label =
    props.state === 'saving'
      ? writingTexts.saving
      : props.state === 'dirty'
        ? writingTexts.unsaved
        : props.state === 'error'
          ? writingTexts.saveFailed
          : props.savedAt
            ? writingTexts.saved(time.format(props.savedAt))
            : '';
  return (
    <span className="flex items-center gap-2">
      <span role="status" className="text-sm text-slate-600" data-testid="save-state">
        {label}
      </span>
      <Button
        size="sm"
        variant="outline"
        onClick={props.onSave}
        disabled={props.state !== 'dirty' && props.state !== 'error'}
      >
        {writingTexts.saveNow}
      </Button>
    </span>
  );
}
