import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 section 9: autosave is debounced 20,000 ms. */
export const AUTOSAVE_DEBOUNCE_MS = 20_000;

export type SaveState = 'idle' | 'dirty' | 'saving' | 'saved' | 'error';

/**
 * Saves `save()` 20 s after the last change, at once on `flush()`, and when the user leaves (unmount, page hide).
 * Changes made while a save runs are saved by the next one.
 */
export function useAutosave(save: () => Promise<void>, delayMs = AUTOSAVE_DEBOUNCE_MS) {
  const [state, setState] = useState<SaveState>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const dirty = useRef(false);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (running.current) await running.current;
    if (!dirty.current) return;
    dirty.current = false;
    setState('saving');
    const run = saveRef
      .current()
      .then(() => {
        setSavedAt(new Date());
        setState(dirty.current ? 'dirty' : 'saved');
      })
      .catch(() => {
        dirty.current = true;
        setState('error');
      })
      .finally(() => {
        running.current = null;
      });
    running.current = run;
    await run;
  }, []);

  const markDirty = useCallback(() => {
    dirty.current = true;
    setState('dirty');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), delayMs);
  }, [delayMs, flush]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      // Leaving the page must not drop the last edits.
      void flush();
    };
  }, [flush]);

  return { state, savedAt, markDirty, flush };
}
