import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { BookOpen, FileText, Layers } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { InstantKind, InstantResult } from './search.api';
import { instantResultPath, instantSearchQuery } from './search.api';
import { formatDateTime } from '../../lib/format-date';
import { searchTexts } from './search.texts';

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

interface InstantResultsProps {
  /** What the visitor has typed, trimmed. */
  text: string;
  /** `text` once it has stopped changing (the query sent). */
  query: string;
  /** The listbox's id, which the combobox points to (its options are `${listId}-${index}`). */
  listId: string;
  /** The highlighted option, -1 for none. */
  active: number;
  onClose: () => void;
  /** Told the suggestions' paths whenever they change (and [] when the panel goes), for the arrow keys. */
  onResults: (paths: string[]) => void;
}

/**
 * HeaderSearch's suggestions panel (at most 8, from instant_search): loaded with the first search, so the
 * query layer's observers and the result rows are not part of the page shell every visitor downloads.
 */
export function InstantResults({ text, query, listId, active, onClose, onResults }: InstantResultsProps) {
  const { data, isFetching } = useQuery(instantSearchQuery(query));
  const results = data ?? [];
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    onResults((data ?? []).map(instantResultPath));
  }, [data, onResults]);
  useEffect(() => () => onResults([]), [onResults]);

  // The highlighted suggestion stays in view while the arrow keys move through a scrolled list.
  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const settled = query === text && !isFetching;
  const viewAll = `/search?q=${encodeURIComponent(text)}`;

  return (
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
                onClick={onClose}
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
          {settled ? searchTexts.empty(text) : searchTexts.searching}
        </p>
      )}
      <Link
        to={viewAll}
        onClick={onClose}
        className="block border-t border-slate-100 px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {searchTexts.viewAll}
      </Link>
    </div>
  );
}
