// CSV export of a back-office table: papaparse (loaded on click) writes the rows the current filters match.
import type { AdminRow } from './admin.api';
import { CSV_EXPORT_GUARD } from '../../../../shared/csv/csv-formula-guard';

export interface CsvColumn {
  header: string;
  /** A dotted path into the row (`user.email`) or a function of the row. */
  value: string | ((row: AdminRow) => unknown);
}

export function valueAt(row: AdminRow, path: string): unknown {
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

/** The CSV text for the rows; a cell that starts like a formula is quoted as text (no spreadsheet injection). */
export async function toCsv(columns: readonly CsvColumn[], rows: readonly AdminRow[]): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) =>
        columns.map((column) =>
          cell(typeof column.value === 'function' ? column.value(row) : valueAt(row, column.value)),
        ),
      ),
    },
    CSV_EXPORT_GUARD,
  );
}

export async function downloadCsv(
  fileName: string,
  columns: readonly CsvColumn[],
  rows: readonly AdminRow[],
) {
  const text = await toCsv(columns, rows);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
