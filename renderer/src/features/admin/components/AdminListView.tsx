import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { adminListQuery, type AdminListSource } from '../admin.api';
import type { CsvColumn } from '../admin-csv';
import type { useAdminListParams } from '../admin-list-params';
import { AdminDataTable, type AdminColumn } from './AdminDataTable';
import { AdminToolbar } from './AdminToolbar';

interface AdminListViewProps {
  label: string;
  source: AdminListSource;
  list: ReturnType<typeof useAdminListParams>;
  columns: AdminColumn[];
  sortable?: readonly string[];
  searchLabel?: string;
  csv?: readonly CsvColumn[];
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  /** Shown between the filters and the table (bulk actions). */
  children?: ReactNode;
}

/** Filters, search and CSV over a server-paged table of one source, all bound to the URL. */
export function AdminListView({
  label,
  source,
  list,
  csv,
  searchLabel,
  children,
  ...table
}: AdminListViewProps) {
  const query = useQuery(adminListQuery(source, list.params));
  return (
    <>
      <AdminToolbar
        source={source}
        params={list.params}
        onSearch={list.setSearch}
        onFilter={list.setFilter}
        searchLabel={searchLabel}
        csv={csv ? { fileName: source.key, columns: csv } : undefined}
      />
      {children}
      <AdminDataTable
        label={label}
        query={query}
        params={list.params}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
        onSort={list.setSort}
        {...table}
      />
    </>
  );
}
