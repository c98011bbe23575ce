import type { DriverHoursRecord, HoursEntry } from '@haulboard/shared/contracts';
import type { PeriodTotalRow } from './repository';

/** A driver's line of the hours pages (spec part 2 "Check In/Out"): minutes as `total_hours_worked`, as the spec names them. */
export function toDriverHoursRecord(row: PeriodTotalRow, minutes: number, entries: HoursEntry[]): DriverHoursRecord {
  return {
    id: row.id,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    first_name: row.first_name,
    last_name: row.last_name,
    phone_number_driver: row.phone_number,
    driver_email: row.email,
    entries,
    total_hours_worked: minutes,
  };
}
