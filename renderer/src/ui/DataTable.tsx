import { flexRender, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { Button } from './Button';
import { ScrollRegion } from './ScrollRegion';

export const plainTableFeatures = tableFeatures({});
export type PlainColumn<T extends RowData> = ColumnDef<typeof plainTableFeatures, T>;

/** A TanStack table drawn as a plain, captioned HTML table that scrolls sideways on narrow screens. */
export function DataTable<T extends RowData>({
  data,
  columns,
  getRowId,
  caption,
  testId,
  minWidth = 'min-w-[36rem]',
}: {
  data: T[];
  columns: PlainColumn<T>[];
  getRowId: (row: T) => string;
  caption: string;
  testId: string;
  minWidth?: string;
}) {
  const table = useTable({ features: plainTableFeatures, data, columns, getRowId });
  return (
    <ScrollRegion label={caption} className="mt-4 overflow-x-auto">
      <table className={`w-full ${minWidth} text-left text-sm`} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b border-slate-200 text-muted">
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="py-2 pr-4 font-medium">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 last:border-0">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="py-2.5 pr-4 align-top">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Previous / 'Page N of M' / Next, labelled by what it pages; an optional summary on the left. */
export function Pager({
  label,
  page,
  pages,
  onPage,
  texts,
  summary,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  texts: { previous: string; next: string; pageOf: (page: number, pages: number) => string };
  summary?: string;
}) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
      {summary && <span className="text-muted">{summary}</span>}
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {texts.previous}
        </Button>
        <span className="text-muted">{texts.pageOf(page, pages)}</span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {texts.next}
        </Button>
      </div>
    </nav>
  );
}
