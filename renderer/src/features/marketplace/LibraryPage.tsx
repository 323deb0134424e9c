import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../ui/button.styles';
import { PageMeta } from '../../ui/PageMeta';
import { Skeleton } from '../../ui/Skeleton';
import { useAuthStore } from '../auth';
import { LibraryCard } from './LibraryCard';
import {
  documentTypesQuery,
  LIBRARY_PAGE_SIZE,
  libraryKeys,
  libraryQuery,
  type LibraryQuery,
} from './library.api';
import { libraryTexts as t, type LibrarySort, type LibraryTab } from './library.texts';
import { useUploadsRealtime } from './useUploadsRealtime';

const TABS = Object.keys(t.tabs) as LibraryTab[];
const SORTS = Object.keys(t.sorts) as LibrarySort[];

interface ResultsProps {
  query: LibraryQuery;
  onPage: (page: number) => void;
}

/** The cards of one tab: 8 skeletons, the error box, the empty state, the grid and both pagination texts. */
function LibraryResults({ query, onPage }: ResultsProps) {
  const result = useQuery(libraryQuery(query));
  if (result.error) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4">
        <p className="font-semibold text-red-800">{t.errorTitle}</p>
        <p className="text-sm text-red-700">{result.error.message || t.errorFallback}</p>
      </div>
    );
  }
  if (result.isPending) {
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} data-testid="library-skeleton">
            <Skeleton className="h-72 rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  }
  const { rows, total, owned, saved, statuses } = result.data;
  const pages = Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE));
  const from = total === 0 ? 0 : (query.page - 1) * LIBRARY_PAGE_SIZE + 1;
  const to = Math.min(total, query.page * LIBRARY_PAGE_SIZE);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" data-testid="library-count" aria-live="polite">
        {t.count(total)}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          {t.empty}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {rows.map((document) => (
            <LibraryCard
              key={document.id}
              document={document}
              canRead={document.user_id === query.userId || owned.has(document.id)}
              status={statuses.get(document.id)}
              userId={query.userId}
              saved={saved.has(document.id)}
            />
          ))}
        </ul>
      )}
      {total > 0 && (
        <nav
          aria-label="Pagination"
          className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
        >
          <span>{t.showing(from, to, total)}</span>
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              disabled={query.page <= 1}
              onClick={() => onPage(query.page - 1)}
            >
              {t.previous}
            </button>
            <span>{t.page(query.page, pages)}</span>
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              disabled={query.page >= pages}
              onClick={() => onPage(query.page + 1)}
            >
              {t.next}
            </button>
          </div>
        </nav>
      )}
    </div>
  );
}

/** /dashboard/documents: the My Documents library (spec 2 section 2.3). */
export function LibraryPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  // ?tab=uploads opens My Uploads (the upload page's "Go to my documents" lands there).
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState<LibraryTab>(asked && asked in t.tabs ? (asked as LibraryTab) : 'all');
  const [type, setType] = useState<string | null>(null);
  const [sort, setSort] = useState<LibrarySort>('date');
  const [page, setPage] = useState(1);
  const types = useQuery(documentTypesQuery());
  const typeName = types.data?.find((item) => item.id === type)?.name;
  // My Uploads follows processing and moderation live.
  useUploadsRealtime(tab === 'uploads' ? userId : null, 'library', libraryKeys.all(userId ?? ''));
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageMeta title={t.pageTitle} description={t.pageDescription} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.heading}</h1>
        <Link to="/dashboard/documents/upload" className={buttonClasses('primary', 'md')}>
          {t.upload}
        </Link>
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          // A tab switch reloads the documents and resets paging (spec 2 section 4).
          setTab(value as LibraryTab);
          setPage(1);
        }}
      >
        <Tabs.List aria-label={t.heading} className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {TABS.map((key) => (
            <Tabs.Trigger
              key={key}
              value={key}
              className={clsx(
                'shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
                'data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-600',
              )}
            >
              {t.tabs[key]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label={t.filterLabel}>
          {types.data?.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={type === item.id}
              onClick={() => {
                setType(type === item.id ? null : item.id);
                setPage(1);
              }}
              className={clsx(
                'rounded-full px-3 py-1 text-sm ring-1 ring-inset',
                type === item.id
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-slate-700 ring-slate-300',
              )}
            >
              {item.name}
            </button>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <div className="min-h-7">
            {typeName && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm font-medium text-brand-700">
                {typeName}
                <button
                  type="button"
                  aria-label={t.removeFilter(typeName)}
                  onClick={() => {
                    setType(null);
                    setPage(1);
                  }}
                  className="rounded-full p-0.5 hover:bg-brand-100"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </span>
            )}
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t.sortLabel}
            <select
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as LibrarySort);
                setPage(1);
              }}
              className="h-9 rounded-lg border border-slate-300 bg-white px-2"
            >
              {SORTS.map((key) => (
                <option key={key} value={key}>
                  {t.sorts[key]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {TABS.map((key) => (
          <Tabs.Content key={key} value={key} className="mt-4 focus-visible:outline-none">
            {userId && key === tab && (
              <LibraryResults query={{ userId, tab, type, sort, page }} onPage={setPage} />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
