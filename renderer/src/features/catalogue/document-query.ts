// The /search and /documents query string: q, type (document type id), subject (subject id), sort and page.

/** The spec's four sorts, and relevance (best match) when there is a query to match. */
export const DOCUMENT_SORTS = ['relevance', 'newest', 'rating', 'price_asc', 'price_desc'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 10;
/** search_documents_count counts up to 1,001 and search_documents pages 1,000 deep. */
export const SEARCH_TOTAL_CAP = 1_000;

/** The sorts offered for a query: best match only when something was typed. */
export const sortsFor = (q: string): readonly DocumentSort[] =>
  q ? DOCUMENT_SORTS : DOCUMENT_SORTS.filter((sort) => sort !== 'relevance');

const defaultSort = (q: string): DocumentSort => (q ? 'relevance' : 'newest');

export interface DocumentQuery {
  q: string;
  type: string | null;
  subject: string | null;
  sort: DocumentSort;
  page: number;
}

export function parseDocumentQuery(search: URLSearchParams | string): DocumentQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const q = (params.get('q') ?? '').trim();
  return {
    q,
    type: params.get('type') || null,
    subject: params.get('subject') || null,
    sort: (sortsFor(q) as readonly string[]).includes(sort ?? '') ? (sort as DocumentSort) : defaultSort(q),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query string for `query` with `patch` applied; changing anything but the page returns to page 1. */
export function documentQueryString(query: DocumentQuery, patch: Partial<DocumentQuery>): string {
  const next = { ...query, ...patch };
  if (!('page' in patch)) next.page = 1;
  // A new query keeps a sort the visitor chose; the default follows the query (best match once there is one).
  if (!('sort' in patch) && query.sort === defaultSort(query.q)) next.sort = defaultSort(next.q);
  if (!sortsFor(next.q).includes(next.sort)) next.sort = defaultSort(next.q);
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.type) params.set('type', next.type);
  if (next.subject) params.set('subject', next.subject);
  if (next.sort !== defaultSort(next.q)) params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function pageCount(total: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.min(total, SEARCH_TOTAL_CAP) / pageSize));
}
