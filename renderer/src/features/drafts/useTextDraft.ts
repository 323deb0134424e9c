// useDraftJournal for one text held in React state (a comment box, a pasted source text).
import { useEffect, useRef } from 'react';
import { useDraftJournal, type DraftJournalHandle } from './useDraftJournal';

export function useTextDraft(
  /** What the text is for, e.g. `blog-comment:<post>`; null while not known yet. */
  scope: string | null,
  text: string,
  setText: (text: string) => void,
): DraftJournalHandle {
  const current = useRef(text);
  const journal = useDraftJournal<string>({
    scope,
    read: () => current.current,
    parse: (raw) => (typeof raw === 'string' ? raw : null),
    isEmpty: (value) => !value.trim(),
    apply: (value) => {
      if (value === current.current) return false;
      current.current = value;
      setText(value);
    },
  });
  const { markDirty } = journal;
  useEffect(() => {
    if (text === current.current) return;
    current.current = text;
    markDirty();
  }, [text, markDirty]);
  return journal;
}
