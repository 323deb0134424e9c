// A back-office table's state lives in the URL (issue 17): ?page=2&sort=created_at.desc&q=...&status=pending,
// so a filtered view can be bookmarked, shared and restored with the back button.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 25;

export interface AdminSort {
  column: string;
  ascending: boolean;
}

export interface AdminListParams {
  page: number;
  pageSize: number;
  sort: AdminSort;
  search: string;
  /** Every other query parameter: the page's own filters (status, role, type...). */
  filters: Readonly<Record<string, string>>;
}

const RESERVED = new Set(['page', 'size', 'sort', 'q']);

export function parseSort(value: string | null, fallback: AdminSort): AdminSort {
  const match = /^([a-z_]+)\.(asc|desc)$/.exec(value ?? '');
  return match ? { column: match[1]!, ascending: match[2] === 'asc' } : fallback;
}

/** `prefix` keeps several tables on one page apart in the URL (`pkg_page`, `tier_sort`...). */
export function readListParams(
  params: URLSearchParams,
  defaultSort: AdminSort,
  prefix = '',
): AdminListParams {
  const get = (key: string) => params.get(prefix + key);
  const page = Math.max(1, Number.parseInt(get('page') ?? '1', 10) || 1);
  const requestedSize = Number.parseInt(get('size') ?? '', 10);
  const pageSize = (ADMIN_PAGE_SIZES as readonly number[]).includes(requestedSize)
    ? requestedSize
    : DEFAULT_ADMIN_PAGE_SIZE;
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!value || !key.startsWith(prefix)) continue;
    const name = key.slice(prefix.length);
    if (!RESERVED.has(name)) filters[name] = value;
  }
  return {
    page,
    pageSize,
    sort: parseSort(get('sort'), defaultSort),
    search: (get('q') ?? '').trim(),
    filters,
  };
}

/** The list parameters of the current URL, and setters that write them back (a filter change goes to page 1). */
export function useAdminListParams(defaultSort: AdminSort, prefix = '') {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(
    () => readListParams(searchParams, defaultSort, prefix),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the default sort is a constant of the page
    [searchParams, prefix],
  );
  const update = useCallback(
    (changes: Record<string, string | null>, resetPage = true) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(prefix + key);
            else next.set(prefix + key, value);
          }
          if (resetPage && !('page' in changes)) next.delete(`${prefix}page`);
          return next;
        },
        { replace: false },
      ),
    [setSearchParams, prefix],
  );
  return {
    params,
    setPage: (page: number) => update({ page: page > 1 ? String(page) : null }, false),
    setPageSize: (size: number) => update({ size: String(size) }),
    setSort: (sort: AdminSort) => update({ sort: `${sort.column}.${sort.ascending ? 'asc' : 'desc'}` }),
    setSearch: (q: string) => update({ q: q.trim() || null }),
    setFilter: (key: string, value: string | null) => update({ [key]: value }),
  };
}
