import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaperDraft, PaperEditor } from '../../../../shared/ipc/desktop-contract';
import { usePlatform } from '../../platform/usePlatform';

/** Local saves are cheap (the queue folds unsent edits), so drafts save soon after typing stops. */
const AUTOSAVE_DELAY_MS = 1500;

export type DraftState = 'loading' | 'missing' | 'ready';

export interface PaperDraftEditor {
  state: DraftState;
  draft: PaperDraft | null;
  title: string;
  content: string;
  saving: boolean;
  dirty: boolean;
  error: string | null;
  setTitle(title: string): void;
  /** The editor's HTML, and its plain text (a new paper's title is taken from its first 30 characters). */
  setContent(content: string, text: string): void;
  save(): Promise<void>;
}

/** A paper draft on this device: edits save locally and are queued; a new paper is created on its first save. */
export function usePaperDraft(
  paperId: string,
  isNew: boolean,
  editor: PaperEditor = 'writer',
): PaperDraftEditor {
  const { cache } = usePlatform();
  const [state, setState] = useState<DraftState>('loading');
  const [draft, setDraft] = useState<PaperDraft | null>(null);
  const [title, setTitleValue] = useState('');
  const [content, setContentValue] = useState('');
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What save() sends: the text as of the last render, read when the autosave timer or the form fires.
  const latest = useRef({ title, content, dirty });
  useEffect(() => {
    latest.current = { title, content, dirty };
  }, [title, content, dirty]);
  const text = useRef('');

  useEffect(() => {
    if (!cache) return;
    let active = true;
    void cache.getPaperDraft(paperId).then(({ data, error: failure }) => {
      if (!active) return;
      if (failure) setError(failure.message);
      if (data) {
        setDraft(data);
        setTitleValue(data.title);
        setContentValue(data.content);
        text.current = data.content.replace(/<[^>]*>/g, ' ');
        setState('ready');
      } else {
        setState(isNew ? 'ready' : 'missing');
      }
    });
    return () => {
      active = false;
    };
  }, [cache, paperId, isNew]);

  const save = useCallback(async () => {
    if (!cache || !latest.current.dirty) return;
    const { title: currentTitle, content: currentContent } = latest.current;
    setSaving(true);
    const { data, error: failure } = await cache.savePaperDraft({
      paperId,
      editor: draft?.editor ?? editor,
      // Spec 2 section 4: a new document takes its title from the first 30 characters, or Document_{date}.
      title:
        currentTitle.trim() ||
        text.current.replace(/\s+/g, ' ').trim().slice(0, 30).trim() ||
        `Document_${new Date().toISOString().slice(0, 10)}`,
      content: currentContent,
    });
    setSaving(false);
    if (failure) {
      setError(failure.message);
      return;
    }
    setError(null);
    setDraft(data);
    // Typing may have continued while saving; only a save of the current text makes the editor clean.
    if (latest.current.title === currentTitle && latest.current.content === currentContent) setDirty(false);
  }, [cache, paperId, draft?.editor, editor]);

  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, title, content, save]);

  // Leaving the page must not drop the last keystrokes.
  useEffect(() => () => void save(), [save]);

  return {
    state,
    draft,
    title,
    content,
    saving,
    dirty,
    error,
    setTitle(value) {
      setTitleValue(value);
      setDirty(true);
    },
    setContent(value, plain) {
      text.current = plain;
      setContentValue(value);
      setDirty(true);
    },
    save,
  };
}
