// Spreadsheet formula injection (CSV export): a cell a spreadsheet could read as a formula is written as text
// (papaparse prefixes it with '). papaparse's own default test, /^[=+\-@\t\r].*$/, misses a value with a line break
// after the first character ("=1+1\n…", `.` stops at the newline and `$` needs the end), and a value that starts
// with spaces or a line break before the "=". This guard looks only at how the cell starts, whatever follows.
export const CSV_FORMULA_START = /^[\s\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

/** The papaparse `unparse` options every export of the product uses. */
export const CSV_EXPORT_GUARD = { escapeFormulae: CSV_FORMULA_START } as const;
