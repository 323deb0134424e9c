import {
  flexRender,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import type { AdminPage, AdminRow } from '../admin.api';
import { ADMIN_PAGE_SIZES, type AdminListParams, type AdminSort } from '../admin-list-params';
import { adminTexts } from '../admin.texts';

const adminTableFeatures = tableFeatures({ rowSelectionFeature });
export type AdminColumn = ColumnDef<typeof adminTableFeatures, AdminRow>;

interface AdminDataTableProps {
  label: string;
  query: UseQueryResult<AdminPage>;
  columns: AdminColumn[];
  /** Column ids the server can sort by (the header becomes a sort button). */
  sortable?: readonly string[];
  params: AdminListParams;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onSort: (sort: AdminSort) => void;
  /** With a selection, a checkbox column appears (bulk actions). */
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  emptyText?: string;
}

const NO_ROWS: AdminRow[] = [];
const NO_SELECTION: RowSelectionState = {};

/** A server-paged, server-sorted table (TanStack Table, headless) with the page's states. */
export function AdminDataTable({
  label,
  query,
  columns,
  sortable = [],
  params,
  onPage,
  onPageSize,
  onSort,
  selection,
  onSelectionChange,
  emptyText = adminTexts.table.empty,
}: AdminDataTableProps) {
  const texts = adminTexts.table;
  const rows = query.data?.rows ?? NO_ROWS;
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / params.pageSize));
  const table = useTable({
    features: adminTableFeatures,
    data: rows,
    columns,
    getRowId: (row) => row.id,
    enableRowSelection: Boolean(onSelectionChange),
    state: { rowSelection: selection ?? NO_SELECTION },
    onRowSelectionChange: (updater) => {
      if (!onSelectionChange) return;
      onSelectionChange(typeof updater === 'function' ? updater(selection ?? NO_SELECTION) : updater);
    },
  });
  const selectable = Boolean(onSelectionChange);
  const visibleColumns = columns.length + (selectable ? 1 : 0);

  return (
    <div className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {/* relative: visually hidden labels (absolutely placed) in the wide table's far cells are held in this
          scroller; without it they widened the whole page at phone widths. */}
      <div className="relative overflow-x-auto">
        <table
          className="w-full min-w-[48rem] text-left text-sm"
          aria-label={label}
          aria-busy={query.isFetching}
        >
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable && (
                  <th scope="col" className="w-10 px-3 py-3">
                    <input
                      type="checkbox"
                      aria-label={texts.selectAll}
                      className="size-4"
                      checked={table.getIsAllRowsSelected()}
                      ref={(input) => {
                        if (input) input.indeterminate = table.getIsSomeRowsSelected();
                      }}
                      onChange={table.getToggleAllRowsSelectedHandler()}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const canSort = sortable.includes(header.column.id);
                  const active = params.sort.column === header.column.id;
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-3 whitespace-nowrap"
                      aria-sort={active ? (params.sort.ascending ? 'ascending' : 'descending') : undefined}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 uppercase hover:text-ink"
                          onClick={() =>
                            onSort({
                              column: header.column.id,
                              ascending: active ? !params.sort.ascending : false,
                            })
                          }
                        >
                          {content}
                          {active ? (
                            params.sort.ascending ? (
                              <ArrowUp aria-hidden="true" className="size-3.5" />
                            ) : (
                              <ArrowDown aria-hidden="true" className="size-3.5" />
                            )
                          ) : (
                            <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-40" />
                          )}
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {query.isPending &&
              Array.from({ length: 5 }, (_, index) => (
                <tr key={index}>
                  <td colSpan={visibleColumns} className="px-3 py-3">
                    <Skeleton className="h-5 w-full" />
                  </td>
                </tr>
              ))}
            {query.error && (
              <tr>
                <td colSpan={visibleColumns} className="px-3 py-8 text-center text-red-600">
                  <span role="alert">{query.error.message}</span>
                </td>
              </tr>
            )}
            {!query.isPending && !query.error && rows.length === 0 && (
              <tr>
                <td colSpan={visibleColumns} className="px-3 py-10 text-center text-muted">
                  {emptyText}
                </td>
              </tr>
            )}
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={row.getIsSelected() ? 'bg-brand-50/60' : 'hover:bg-slate-50'}>
                {selectable && (
                  <td className="px-3 py-2.5">
                    <input
                      type="checkbox"
                      className="size-4"
                      aria-label={texts.selectRow}
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </td>
                )}
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2.5 align-top">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-3 py-3 text-sm">
        <p className="text-muted" aria-live="polite">
          {texts.summary(total, params.page, pageCount)}
        </p>
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-2 text-muted">
            {texts.perPage}
            <select
              className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-ink"
              value={params.pageSize}
              onChange={(event) => onPageSize(Number(event.target.value))}
            >
              {ADMIN_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="outline"
            size="sm"
            disabled={params.page <= 1}
            onClick={() => onPage(params.page - 1)}
          >
            {texts.previous}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={params.page >= pageCount}
            onClick={() => onPage(params.page + 1)}
          >
            {texts.next}
          </Button>
        </div>
      </div>
    </div>
  );
}
