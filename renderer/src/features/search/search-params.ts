// The /search and /documents query string: q, type (document type id), subject (subject id), sort and page.

export const DOCUMENT_SORTS = ['newest', 'rating', 'price_asc', 'price_desc'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 10;

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
  return {
    q: (params.get('q') ?? '').trim(),
    type: params.get('type') || null,
    subject: params.get('subject') || null,
    sort: (DOCUMENT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as DocumentSort) : 'newest',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query string for `query` with `patch` applied; changing anything but the page returns to page 1. */
export function documentQueryString(query: DocumentQuery, patch: Partial<DocumentQuery>): string {
  const next = { ...query, ...patch };
  if (!('page' in patch)) next.page = 1;
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.type) params.set('type', next.type);
  if (next.subject) params.set('subject', next.subject);
  if (next.sort !== 'newest') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A PostgREST or-filter value for ilike on title or description, quoted so commas and brackets are literal. */
export function ilikeFilter(q: string): string {
  const escaped = q.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[%_*]/g, ' ');
  return `title.ilike."*${escaped}*",description.ilike."*${escaped}*"`;
}

export function pageCount(total: number, pageSize = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
