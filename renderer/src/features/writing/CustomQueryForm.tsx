import { useEffect, useRef, useState } from 'react';
import { toolbarActionCost } from '../../../../shared/study/pricing/points-pricing.engine';
import { Button } from '../../ui/Button';
import { writingTexts } from './writing.texts';

/** The custom query's instruction for the selected text, with its price on the button. */
export function CustomQueryForm(props: { onRun: (instruction: string) => void; onCancel: () => void }) {
  const [instruction, setInstruction] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The form opens because the user asked for it: their typing goes to it.
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      className="flex flex-wrap items-end gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (instruction.trim()) props.onRun(instruction.trim());
      }}
    >
      <label className="min-w-60 flex-1 text-sm">
        <span className="font-medium text-ink">{writingTexts.customQueryLabel}</span>
        <input
          ref={input}
          value={instruction}
          maxLength={1000}
          onChange={(event) => setInstruction(event.target.value)}
          className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-3"
        />
      </label>
      <Button type="submit" size="sm" disabled={!instruction.trim()}>
        Run · {writingTexts.points(toolbarActionCost('custom-query'))}
      </Button>
      <Button size="sm" variant="ghost" onClick={props.onCancel}>
        Cancel
      </Button>
    </form>
  );
}
