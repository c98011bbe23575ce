import { format, isValid, parseISO } from 'date-fns';
import type { DriverHoursRecord } from '@haulboard/shared/contracts';
import { formatHoursMinutes, NOT_AVAILABLE } from '@haulboard/shared/format';

/** Spec part 2 "Check In/Out": the texts of a missing time, word for word. */
export const NOT_CHECKED_IN = 'Not checked In';
export const NOT_CHECKED_OUT = 'Not checked out';
/** The Email cell of a driver who signs in with their phone: the column would repeat the Phone column. */
export const NO_EMAIL = '—';

/** One row as the table shows it. */
export type HoursRow = {
  id: number;
  name: string;
  phone: string;
  email: string;
  checkIn: string;
  checkOut: string;
  total: string;
};

/** A check time with its day (weekly and monthly rows span days): 'Nov 23, 9:05 AM'. */
export function formatCheckTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = parseISO(iso);
  return isValid(d) ? format(d, 'MMM d, h:mm a') : null;
}

/**
 * The row of one driver. Latest check-in and check-out are those of the driver's latest shift
 * in the period (entries come newest first): a driver on shift now shows 'Not checked out'.
 */
export function hoursRow(r: DriverHoursRecord): HoursRow {
  const latest = r.entries[0];
  const checkIn = formatCheckTime(latest?.check_in_time);
  return {
    id: r.id,
    name: r.full_name.trim() || `${r.first_name} ${r.last_name}`.trim() || r.driver_email,
    phone: r.phone_number_driver || NOT_AVAILABLE,
    // A driver's login is an e-mail or a phone number (the server checked which); only an e-mail
    // belongs under Email. An '@' tells them apart without the contracts' zod on this screen's first load.
    email: r.driver_email.includes('@') ? r.driver_email : NO_EMAIL,
    checkIn: checkIn ?? NOT_CHECKED_IN,
    // No shift in the period: neither in nor out.
    checkOut: (checkIn && formatCheckTime(latest?.check_out_time)) || NOT_CHECKED_OUT,
    total: formatHoursMinutes(r.total_hours_worked),
  };
}
