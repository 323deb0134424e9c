// The one mechanism every screen uses to keep a student's unsaved work (issue 28): a paper being typed, a long
// form, a generated deck. The journal (draft-journal.ts) writes through the Platform's LocalDraftStore
// (IndexedDB on the web, the SQLite cache on the desktop); this hook ties it to the screen's life: restore on
// open, write on idle and when the page is hidden or closed, warn before leaving with unsaved work.
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '../../platform/usePlatform';
import { useAuthStore } from '../auth';
import { DraftJournal } from './draft-journal';

export interface DraftJournalHandle {
  /** The screen shows work brought back from the device: say so ("Restored unsaved changes"). */
  restored: boolean;
  /** Work neither saved nor discarded is on screen. */
  dirty: boolean;
  markDirty(): void;
  flush(): Promise<void>;
  /** The revision a save about to start covers (pass it to `saved` when the save succeeded). */
  checkpoint(): number;
  saved(revision?: number): Promise<void>;
  discard(): Promise<void>;
  dismissRestored(): void;
  /** Read at the moment of asking (after a save in the same event handler, already false). */
  hasUnsavedWork(): boolean;
}

export interface DraftJournalOptions<T> {
  /** What is being edited, e.g. `paper:editor:<id>`; null while not known yet. Kept per signed-in user. */
  scope: string | null;
  /** The screen's current work. */
  read: () => T;
  /** Checks a kept value (it may come from an older build); null throws it away. */
  parse: (raw: unknown) => T | null;
  /** Puts kept work back on screen; answer false when it is what the screen already shows. */
  apply: (value: T, savedAt: string) => boolean | void;
  isEmpty?: (value: T) => boolean;
}

function unloadBuffer(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function useDraftJournal<T>(options: DraftJournalOptions<T>): DraftJournalHandle {
  const platform = usePlatform();
  // A session refresh that fails offline may clear the user for a moment; the journal stays with the last one.
  const signedInUser = useAuthStore((state) => state.user?.id ?? null);
  const [lastUser, setLastUser] = useState(signedInUser);
  if (signedInUser && signedInUser !== lastUser) setLastUser(signedInUser);
  const userId = signedInUser ?? lastUser;
  const key = userId && options.scope ? `${userId}:${options.scope}` : null;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const journal = useRef<DraftJournal<T> | null>(null);
  const [restored, setRestored] = useState(false);
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!key) return;
    const current = new DraftJournal<T>({
      store: platform.drafts,
      buffer: unloadBuffer(),
      key,
      read: () => latest.current.read(),
      isEmpty: (value) => latest.current.isEmpty?.(value) ?? false,
    });
    journal.current = current;
    let active = true;
    const unsubscribe = current.subscribe(() => setDirty(current.dirty));
    void current.restore().then((kept) => {
      if (!active || !kept) return;
      const value = latest.current.parse(kept.value);
      if (value === null || latest.current.isEmpty?.(value)) return void current.discard();
      if (latest.current.apply(value, kept.savedAt) === false) return void current.discard();
      setRestored(true);
    });

    const onHidden = () => {
      if (document.visibilityState === 'hidden') current.flushForUnload();
    };
    const onPageHide = () => current.flushForUnload();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      current.flushForUnload();
      if (!current.hasUnsavedWork()) return;
      // The browser's own "Leave site?" question; the work is kept either way.
      event.preventDefault();
      event.returnValue = '';
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      unsubscribe();
      // Kept in the ref: a save that finishes after the screen closed still drops the copy it made redundant.
      current.dispose();
      setRestored(false);
      setDirty(false);
    };
  }, [key, platform]);

  const markDirty = useCallback(() => journal.current?.markDirty(), []);
  const flush = useCallback(async () => journal.current?.flush(), []);
  const checkpoint = useCallback(() => journal.current?.checkpoint() ?? 0, []);
  const saved = useCallback(async (revision?: number) => {
    setRestored(false);
    await journal.current?.saved(revision);
  }, []);
  const discard = useCallback(async () => {
    setRestored(false);
    await journal.current?.discard();
  }, []);
  const dismissRestored = useCallback(() => setRestored(false), []);
  const hasUnsavedWork = useCallback(() => journal.current?.hasUnsavedWork() ?? false, []);
  return { restored, dirty, markDirty, flush, checkpoint, saved, discard, dismissRestored, hasUnsavedWork };
}
