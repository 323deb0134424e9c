// Spreadsheet formula injection (CSV export): a cell a spreadsheet could read as a formula is written as text
// (papaparse prefixes it with '). papaparse's own default test, /^[=+\-@\t\r].*$/, misses a value with a line break
// after the first character ("=1+1\n…", `.` stops at the newline and `$` needs the end), and a value that starts
// with spaces or a line break before the "=". This guard looks only at how the cell starts, whatever follows.
export const CSV_FORMULA_START = /^[\s\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

/** The papaparse `unparse` options every export of the product uses. */
export const CSV_EXPORT_GUARD = { escapeFormulae: CSV_FORMULA_START } as const;

/**
 * The guard for exports the product reads back (flashcard decks): a cell that already starts with quotes
 * before a formula start is guarded too, so the import can take off exactly one quote and every cell comes back
 * as it was written.
 */
export const CSV_FORMULA_START_ROUND_TRIP = /^'*(?:[\s\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r\n])/;

/** The papaparse `unparse` options of an export that `unguardCsvCell` undoes on import. */
export const CSV_ROUND_TRIP_EXPORT_GUARD = { escapeFormulae: CSV_FORMULA_START_ROUND_TRIP } as const;

/** A cell as it was before CSV_ROUND_TRIP_EXPORT_GUARD prefixed it with a quote. */
export function unguardCsvCell(cell: string): string {
  return cell.startsWith("'") && CSV_FORMULA_START_ROUND_TRIP.test(cell.slice(1)) ? cell.slice(1) : cell;
}
