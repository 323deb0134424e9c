import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import type { DocumentSort } from './document-query';
import { documentQueryString, pageCount, parseDocumentQuery, sortsFor } from './document-query';
import { documentResultsTexts } from './document-results.texts';
import type { DocumentScope } from './catalogue.api';
import { documentListQuery, documentTypesQuery, subjectsQuery } from './catalogue.api';
import { DocumentCardView } from './DocumentCardView';

const selectClasses =
  'h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none';

/** Documents with type and subject filters, the sorts (best match for a query) and pages of 10, from the query string. */
export function DocumentResults({
  scope = {},
  showSubjectFilter = true,
}: {
  scope?: DocumentScope;
  showSubjectFilter?: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const query = parseDocumentQuery(location.search);
  const go = (patch: Parameters<typeof documentQueryString>[1]) =>
    void navigate(`${location.pathname}${documentQueryString(query, patch)}`);

  // The previous page stays on screen (dimmed) while the next one loads.
  const results = useQuery({ ...documentListQuery(query, scope), placeholderData: keepPreviousData });
  const { data } = results;
  const types = useQuery(documentTypesQuery());
  const subjects = useQuery({ ...subjectsQuery(), staleTime: 600_000, enabled: showSubjectFilter });
  const pages = data ? pageCount(data.total) : 1;

  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {documentResultsTexts.type}
          <select
            className={selectClasses}
            value={query.type ?? ''}
            onChange={(event) => go({ type: event.target.value || null })}
            data-testid="filter-type"
          >
            <option value="">{documentResultsTexts.allTypes}</option>
            {types.data?.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </label>
        {showSubjectFilter && (
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {documentResultsTexts.subject}
            <select
              className={selectClasses}
              value={query.subject ?? ''}
              onChange={(event) => go({ subject: event.target.value || null })}
              data-testid="filter-subject"
            >
              <option value="">{documentResultsTexts.allSubjects}</option>
              {subjects.data?.map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {subject.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 sm:ml-auto">
          {documentResultsTexts.sort}
          <select
            className={selectClasses}
            value={query.sort}
            onChange={(event) => go({ sort: event.target.value as DocumentSort })}
            data-testid="sort"
          >
            {sortsFor(query.q).map((sort) => (
              <option key={sort} value={sort}>
                {documentResultsTexts.sorts[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="mt-5 h-5 text-sm text-muted" role="status" data-testid="result-count">
        {data ? documentResultsTexts.resultsFor(data.total, query.q) : ''}
      </p>
      {data?.corrected && (
        <p className="mt-1 text-sm text-muted" data-testid="search-corrected">
          {documentResultsTexts.including}{' '}
          <Link
            to={`${location.pathname}${documentQueryString(query, { q: data.corrected })}`}
            className="font-semibold text-brand-700 underline"
          >
            {data.corrected}
          </Link>
        </p>
      )}
      <QueryState
        query={results}
        loading={
          <ul
            className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-busy="true"
          >
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-44 rounded-2xl" />
              </li>
            ))}
          </ul>
        }
        failure={
          <p role="alert" className="mt-6 text-red-600">
            {documentResultsTexts.error}
          </p>
        }
        isEmpty={(page) => page.rows.length === 0}
        empty={
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <p className="font-semibold text-ink">{documentResultsTexts.noResultsTitle}</p>
            <p className="mt-1 text-muted">{documentResultsTexts.noResultsText}</p>
          </div>
        }
      >
        {(page) => (
          <ul
            className={`mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-3 ${results.isPlaceholderData ? 'opacity-60' : ''}`}
            data-testid="document-results"
          >
            {page.rows.map((document) => (
              <li key={document.id}>
                <DocumentCardView document={document} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {data && pages > 1 && (
        <nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-4">
          <PageLink
            disabled={query.page <= 1}
            to={`${location.pathname}${documentQueryString(query, { page: query.page - 1 })}`}
            label={documentResultsTexts.previous}
            icon="prev"
          />
          <span className="text-sm text-muted" data-testid="page-indicator">
            {documentResultsTexts.page(query.page, pages)}
          </span>
          <PageLink
            disabled={query.page >= pages}
            to={`${location.pathname}${documentQueryString(query, { page: query.page + 1 })}`}
            label={documentResultsTexts.next}
            icon="next"
          />
        </nav>
      )}
    </div>
  );
}

function PageLink({
  disabled,
  to,
  label,
  icon,
}: {
  disabled: boolean;
  to: string;
  label: string;
  icon: 'prev' | 'next';
}) {
  const content = (
    <>
      {icon === 'prev' && <ChevronLeft aria-hidden="true" className="size-4" />}
      {label}
      {icon === 'next' && <ChevronRight aria-hidden="true" className="size-4" />}
    </>
  );
  const classes =
    'inline-flex h-10 items-center gap-1 rounded-xl border border-slate-300 px-4 text-sm font-semibold';
  if (disabled)
    return (
      <span aria-disabled="true" className={`${classes} text-slate-300`}>
        {content}
      </span>
    );
  return (
    <Link to={to} className={`${classes} bg-white text-ink hover:bg-slate-50`}>
      {content}
    </Link>
  );
}
