import type { CsvColumn } from '../../lib/csv';
import type { DriverHoursExportRow } from './repository';

/** The Check In/Out screen's hours text: 125 minutes is '2 Hrs 5 Min' (as @haulboard/shared/format writes it). */
export const hoursAndMinutes = (minutes: number) => `${Math.floor(minutes / 60)} Hrs ${minutes % 60} Min`;

/**
 * The payroll export's columns: the Check In/Out table's, then the minutes as a number to add up.
 * A missing time is an empty cell (a spreadsheet reads '2026-11-23 08:05' as a date and time; a
 * 'Not checked In' text would break a column of them). The name falls back to the login, as the table's does.
 */
export const DRIVER_HOURS_CSV_COLUMNS: Array<CsvColumn<DriverHoursExportRow>> = [
  ['Name', (r) => `${r.first_name} ${r.last_name}`.trim() || r.email],
  ['Phone', (r) => r.phone_number],
  ['Email', (r) => r.email],
  ['Latest check-in', (r) => r.latest_check_in],
  ['Latest check-out', (r) => r.latest_check_out],
  ['Total hours', (r) => hoursAndMinutes(r.minutes)],
  ['Total minutes', (r) => r.minutes],
];
