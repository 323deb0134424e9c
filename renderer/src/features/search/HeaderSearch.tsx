import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import type { FormEvent, KeyboardEvent } from 'react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRouteScopedOpen } from '../../ui/useRouteScopedOpen';
import { searchTexts } from './search.texts';
import { useDebouncedValue } from './useDebouncedValue';

const loadInstantResults = () => import('./InstantResults');
const InstantResults = lazy(async () => ({ default: (await loadInstantResults()).InstantResults }));

/**
 * The header search box with instant results (debounced 300 ms, at most 8): a combobox whose listbox the arrow
 * keys move through (aria-activedescendant), Enter opens the highlighted result or, with none, the full results,
 * Escape closes; the number of suggestions is announced once they settle. The suggestions panel (and the query
 * layer behind it) loads when the visitor first goes to the box, so it is not part of every page's first paint.
 */
export function HeaderSearch({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useRouteScopedOpen();
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim());
  // The suggestions' paths, as the open panel reports them.
  const [results, setResults] = useState<string[]>([]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const showPanel = open && text.trim().length > 0;
  const viewAll = `/search?q=${encodeURIComponent(text.trim())}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setOpen(false);
    void navigate(viewAll);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      return;
    }
    if (!showPanel || results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) =>
        event.key === 'ArrowDown' ? Math.min(index + 1, results.length - 1) : Math.max(index - 1, -1),
      );
    } else if (event.key === 'Enter' && active >= 0 && active < results.length) {
      event.preventDefault();
      const path = results[active];
      if (path) {
        setOpen(false);
        void navigate(path);
      }
    }
  };

  return (
    <form ref={rootRef} role="search" onSubmit={onSubmit} className={clsx('relative', className)}>
      <label htmlFor={`${listId}-input`} className="sr-only">
        {searchTexts.label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        // Only set when the visitor opened the search themselves (the mobile header's search button).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        placeholder={searchTexts.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          loadInstantResults().catch(() => undefined);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        data-testid="header-search-input"
        className="h-10 w-full rounded-xl border border-slate-200 bg-slate-50 pr-3 pl-9 text-sm text-ink placeholder:text-slate-500 focus:border-brand-400 focus:bg-white focus:ring-4 focus:ring-brand-100 focus:outline-none"
      />
      {showPanel && (
        <Suspense fallback={null}>
          <InstantResults
            text={text.trim()}
            query={query}
            listId={listId}
            active={active}
            onClose={() => setOpen(false)}
            onResults={setResults}
          />
        </Suspense>
      )}
    </form>
  );
}
