import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { BookOpen, FileText, Layers, Search } from 'lucide-react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useRouteScopedOpen } from '../../ui/useRouteScopedOpen';
import type { InstantKind, InstantResult } from './search.api';
import { instantResultPath, instantSearchQuery } from './search.api';
import { formatDateTime } from '../../lib/format-date';
import { searchTexts } from './search.texts';
import { useDebouncedValue } from './useDebouncedValue';

const icons: Record<InstantKind, typeof FileText> = {
  document: FileText,
  homework: BookOpen,
  flashcards: Layers,
};

function subline(result: InstantResult): string {
  const date = formatDateTime(result.created_at);
  if (result.kind === 'document') return searchTexts.byAuthor(result.author_name);
  if (result.kind === 'homework') return searchTexts.added(date);
  return searchTexts.created(date);
}

/**
 * The header search box with instant results (debounced 300 ms, at most 8): a combobox whose listbox the arrow
 * keys move through (aria-activedescendant), Enter opens the highlighted result or, with none, the full results,
 * Escape closes; the number of suggestions is announced once they settle.
 */
export function HeaderSearch({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const listId = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useRouteScopedOpen();
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim());

  const { data: results = [], isFetching } = useQuery(instantSearchQuery(query));
  const listRef = useRef<HTMLUListElement>(null);

  // The highlighted suggestion stays in view while the arrow keys move through a scrolled list.
  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const showPanel = open && text.trim().length > 0;
  const settled = query === text.trim() && !isFetching;
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
      const result = results[active];
      if (result) {
        setOpen(false);
        void navigate(instantResultPath(result));
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
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        data-testid="header-search-input"
        className="h-10 w-full rounded-xl border border-slate-200 bg-slate-50 pr-3 pl-9 text-sm text-ink placeholder:text-slate-400 focus:border-brand-400 focus:bg-white focus:ring-4 focus:ring-brand-100 focus:outline-none"
      />
      {showPanel && (
        <div
          className="absolute inset-x-0 top-full z-50 mt-2 min-w-72 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lift"
          data-testid="instant-results"
        >
          <p className="sr-only" role="status" aria-live="polite" data-testid="instant-status">
            {settled && results.length > 0 ? searchTexts.suggestions(results.length) : ''}
          </p>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={searchTexts.label}
            className="max-h-[60vh] overflow-y-auto p-1.5"
          >
            {results.map((result, index) => {
              const Icon = icons[result.kind];
              return (
                <li
                  key={`${result.kind}-${result.id}`}
                  id={`${listId}-${index}`}
                  data-index={index}
                  role="option"
                  aria-selected={index === active}
                >
                  <Link
                    to={instantResultPath(result)}
                    onClick={() => setOpen(false)}
                    data-testid="instant-result"
                    data-kind={result.kind}
                    className={clsx(
                      'flex items-start gap-3 rounded-xl px-3 py-2.5 hover:bg-brand-50',
                      index === active && 'bg-brand-50',
                    )}
                  >
                    <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <span className="min-w-0">
                      <span className="line-clamp-1 text-sm font-semibold text-ink">{result.title}</span>
                      <span className="block text-xs text-muted">
                        {searchTexts.groups[result.kind]} · {subline(result)}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {results.length === 0 && (
            <p className="px-4 py-5 text-sm text-muted" role="status">
              {settled ? searchTexts.empty(text.trim()) : searchTexts.searching}
            </p>
          )}
          <Link
            to={viewAll}
            onClick={() => setOpen(false)}
            className="block border-t border-slate-100 px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {searchTexts.viewAll}
          </Link>
        </div>
      )}
    </form>
  );
}
