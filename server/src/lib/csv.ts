import { stringify } from 'csv-stringify/sync';

/** One column of an export: its header label and how a record fills its cell (null: an empty cell). */
export type CsvColumn<T> = readonly [label: string, cell: (record: T) => string | number | null | undefined];

/** The header line, after a byte-order mark so spreadsheets read the UTF-8 (city names, people's names) as UTF-8. */
export const csvHeader = <T>(columns: ReadonlyArray<CsvColumn<T>>): string => `\uFEFF${stringify([columns.map(([label]) => label)])}`;

/**
 * The records' lines. Cells that a spreadsheet would run as a formula (starting with =, +, -, @,
 * tab or carriage return) are prefixed with a quote: a name like `=HYPERLINK(...)` opens as
 * text, not as a link.
 */
export const csvRows = <T>(columns: ReadonlyArray<CsvColumn<T>>, records: readonly T[]): string =>
  stringify(
    records.map((record) => columns.map(([, cell]) => cell(record) ?? '')),
    { escape_formulas: true },
  );

/** The header, then one chunk of lines per batch of rows, each row turned into its record by `toRecord`. */
export async function* csvText<Row, T>(columns: ReadonlyArray<CsvColumn<T>>, batches: AsyncIterable<Row[]>, toRecord: (row: Row) => T): AsyncGenerator<string> {
  yield csvHeader(columns);
  for await (const rows of batches) yield csvRows(columns, rows.map(toRecord));
}

/**
 * Reads the first batch before anything is sent: a query that fails on the caller's input (a NUL
 * in a search) then answers 400 with its detail, instead of cutting a download already under way.
 */
export async function firstBatchRead<T>(batches: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
}
