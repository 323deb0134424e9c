// useDraftJournal for a react-hook-form form: every change is journalled, kept values come back with
// form.reset, and a form still at its default values is not a draft.
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useDraftJournal, type DraftJournalHandle } from './useDraftJournal';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function useFormDraft<V extends FieldValues, C = unknown, O = V>(
  form: UseFormReturn<V, C, O>,
  /** What the form is for, e.g. `writer:new-paper`; null while not known yet. */
  scope: string | null,
): DraftJournalHandle {
  // The values the form started from, fixed at the first render: equal to them means nothing to keep.
  const defaults = useRef(JSON.stringify(form.getValues()));
  const journal = useDraftJournal<V>({
    scope,
    read: () => form.getValues(),
    parse: (raw) => (isRecord(raw) ? ({ ...form.getValues(), ...raw } as V) : null),
    apply: (values) => {
      if (JSON.stringify(values) === JSON.stringify(form.getValues())) return false;
      form.reset(values, { keepDefaultValues: true });
    },
    isEmpty: (values) => JSON.stringify(values) === defaults.current,
  });
  const { markDirty } = journal;
  useEffect(() => {
    return form.subscribe({ formState: { values: true }, callback: () => markDirty() });
  }, [form, markDirty]);
  return journal;
}
