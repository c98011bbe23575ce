import { stringify } from 'csv-stringify/sync';
import type { Load } from '@haulboard/shared/contracts';

/** The export's columns: the Loads list's, in its order, with its labels. */
const COLUMNS: Array<[string, (l: Load) => string | number | null]> = [
  ['Load No', (l) => l.loadNumber ?? l.id],
  ['Load Name', (l) => l.loadname],
  ['Driver Name', (l) => l.driver_name],
  ['Driver Fee', (l) => l.driver_fee],
  ['Broker', (l) => l.broker],
  ['Pickup Location', (l) => l.pickup_location],
  ['Delivery Location', (l) => l.delivery_location],
  ['Price', (l) => l.price],
  ['Payment', (l) => l.payment],
  ['Fuel', (l) => l.fuel_price],
  ['Toll', (l) => l.toll_price],
  ['Insurance', (l) => l.insurance_fee],
  ['Parking', (l) => l.parking_fee],
  ['Pickup Date', (l) => l.pickup_date],
  ['Pickup Time', (l) => l.pickup_time],
  ['Delivery Date', (l) => l.delivery_date],
  ['Delivery Time', (l) => l.delivery_time],
  ['Weight (lbs)', (l) => l.weight_lbs],
  ['Status', (l) => l.status],
];

/**
 * The loads as CSV text, one chunk per batch. Cells that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) are prefixed with a quote: a load named
 * `=HYPERLINK(...)` opens as text, not as a link.
 */
export async function* loadsCsvText<Row>(batches: AsyncIterable<Row[]>, toLoad: (row: Row) => Load): AsyncGenerator<string> {
  // A byte-order mark, so spreadsheets read the UTF-8 (city names, people's names) as UTF-8.
  yield `\uFEFF${stringify([COLUMNS.map(([label]) => label)])}`;
  for await (const rows of batches) {
    yield stringify(
      rows.map((row) => {
        const load = toLoad(row);
        return COLUMNS.map(([, cell]) => cell(load) ?? '');
      }),
      { escape_formulas: true },
    );
  }
}
