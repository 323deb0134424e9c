import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaperDraft, PaperEditor } from '../../../../shared/ipc/desktop-contract';
import { usePlatform } from '../../platform/usePlatform';
import { useDraftJournal, type DraftJournalHandle } from '../drafts';

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
  /** Keystrokes not yet saved on this device survive a reload or a crash ("Restored unsaved changes"). */
  journal: DraftJournalHandle;
  /** Changes when restored text replaces what the editor opened with (the editor remounts with it). */
  editorKey: number;
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
  const [editorKey, setEditorKey] = useState(0);
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

  // The draft itself saves 1.5 s after typing stops; the journal covers that gap (and a reload within it).
  const journal = useDraftJournal<{ title: string; content: string }>({
    scope: state === 'ready' ? `offline-paper:${paperId}` : null,
    read: () => ({ title: latest.current.title, content: latest.current.content }),
    parse: (raw) => {
      const work = raw as { title?: unknown; content?: unknown } | null;
      return typeof work?.title === 'string' && typeof work.content === 'string'
        ? { title: work.title, content: work.content }
        : null;
    },
    apply: (work) => {
      if (work.title === latest.current.title && work.content === latest.current.content) return false;
      latest.current = { title: work.title, content: work.content, dirty: true };
      text.current = work.content.replace(/<[^>]*>/g, ' ');
      setTitleValue(work.title);
      setContentValue(work.content);
      setDirty(true);
      setEditorKey((key) => key + 1);
    },
  });
  const { markDirty: journalChanged, checkpoint: journalCheckpoint, saved: journalSaved } = journal;

  const save = useCallback(async () => {
    if (!cache || !latest.current.dirty) return;
    const revision = journalCheckpoint();
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
    void journalSaved(revision);
    // Typing may have continued while saving; only a save of the current text makes the editor clean.
    if (latest.current.title === currentTitle && latest.current.content === currentContent) setDirty(false);
  }, [cache, paperId, draft?.editor, editor, journalCheckpoint, journalSaved]);

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
      latest.current = { ...latest.current, title: value, dirty: true };
      setTitleValue(value);
      setDirty(true);
      journalChanged();
    },
    setContent(value, plain) {
      text.current = plain;
      latest.current = { ...latest.current, content: value, dirty: true };
      setContentValue(value);
      setDirty(true);
      journalChanged();
    },
    save,
    journal,
    editorKey,
  };
}
