import { Button } from '../../ui/Button';
import type { Engine } from './writing.api';
import { writingTexts } from './writing.texts';

export interface PendingSuggestion {
  label: string;
  original: string;
  suggestion: string;
  engine: Engine | null;
  from: number;
  to: number;
  wholeText: boolean;
}

/** A suggestion shown as a change to accept or reject; accepting is one undoable edit. */
export function SuggestionReview(props: {
  pending: PendingSuggestion;
  onAccept: () => void;
  onReject: () => void;
}) {
  const { pending } = props;
  return (
    <section
      aria-label={writingTexts.suggestion}
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm"
      data-testid="suggestion"
    >
      <h2 className="font-semibold text-ink">
        {writingTexts.suggestion}: {pending.label}
      </h2>
      <p className="mt-1 text-xs text-slate-600">{writingTexts.answeredBy(pending.engine)}</p>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <div>
          <p className="text-xs font-semibold text-slate-500 uppercase">{writingTexts.original}</p>
          <del className="mt-1 block max-h-48 overflow-auto whitespace-pre-wrap text-red-800">
            {pending.original}
          </del>
        </div>
        <div>
          <p className="text-xs font-semibold text-slate-500 uppercase">{writingTexts.suggestion}</p>
          <ins className="mt-1 block max-h-48 overflow-auto whitespace-pre-wrap text-green-800 no-underline">
            {pending.suggestion}
          </ins>
        </div>
      </div>
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={props.onAccept}>
          {writingTexts.accept}
        </Button>
        <Button size="sm" variant="outline" onClick={props.onReject}>
          {writingTexts.reject}
        </Button>
      </div>
    </section>
  );
}
