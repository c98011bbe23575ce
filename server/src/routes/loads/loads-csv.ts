import type { Load } from '@haulboard/shared/contracts';
import { csvText, type CsvColumn } from '../../lib/csv';

/**
 * The export's columns: the Loads list's, in its order, with its labels, then the stored reference
 * the list does not show. Load No is the id, the one number every screen shows (issue 27); the
 * reference (a broker's number) is labelled as such, empty when there is none.
 */
const COLUMNS: Array<CsvColumn<Load>> = [
  ['Load No', (l) => l.id],
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
  ['Reference', (l) => l.loadNumber],
];

/** The loads as formula-safe CSV text (lib/csv.ts), one chunk per batch, each row mapped as it is written. */
export const loadsCsvText = <Row>(batches: AsyncIterable<Row[]>, toLoad: (row: Row) => Load): AsyncGenerator<string> => csvText(COLUMNS, batches, toLoad);
