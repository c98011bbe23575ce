/**
 * CSV made in the browser (a chart's figures): RFC 4180 fields and CRLF line ends, as the
 * server's exports (server/src/lib/csv.ts) read in a spreadsheet.
 */

/** One column: its header and how a row fills its cell (null or undefined: an empty cell). */
export type CsvColumn<T> = readonly [header: string, cell: (row: T) => string | number | null | undefined];

const CRLF = '\r\n';
/** What a spreadsheet would start a formula with: =, +, -, @, tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number ('-12.50') is read as a number, never as a formula: it keeps its sign. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: text that would run as a formula gets a leading quote, then quotes where RFC 4180 asks for them. */
export function csvField(value: string | number | null | undefined): string {
  if (value == null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Money in a CSV: two decimals, no currency sign or thousands separator, so a spreadsheet sums it. */
export const csvMoney = (amount: number): string => amount.toFixed(2);

/** The header line and one line per row, each ended with CRLF. */
export function toCsv<T>(columns: ReadonlyArray<CsvColumn<T>>, rows: readonly T[]): string {
  const lines = [columns.map(([header]) => csvField(header)), ...rows.map((row) => columns.map(([, cell]) => csvField(cell(row))))];
  return lines.map((fields) => fields.join(',') + CRLF).join('');
}
