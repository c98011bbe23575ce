import { addDays, isAfter, isBefore, parseISO } from 'date-fns';
import type { DriverHoursRecord, UpcomingLoad } from '@haulboard/shared/contracts';
import { formatClockTime, formatHoursMinutes } from '@haulboard/shared/format';

/** Spec part 1 section 9. */
export const DashboardLimits = {
  topEntries: 3,
  driverHoursRows: 5,
  upcomingDays: 7,
} as const;

/** Progress bar width: hours x 10 %, capped at 100 (and never below 0). */
export const progressPercent = (hours: number) => Math.max(0, Math.min(100, hours * 10));

/** 'checked-in/total', the two active-user cards. */
export const ratio = (part: number, total: number) => `${part}/${total}`;

/**
 * The loads picked up from now to 7 days ahead. A load's pickup is its date and time (local
 * wall clock); a load without a time counts from the start of its day.
 */
export function upcomingWithinWindow(loads: readonly UpcomingLoad[], now: Date = new Date()): UpcomingLoad[] {
  const end = addDays(now, DashboardLimits.upcomingDays);
  return loads.filter((l) => {
    const pickup = parseISO(`${l.pickup_date}T${/^\d{2}:\d{2}/.test(l.pickup_time) ? l.pickup_time.slice(0, 5) : '00:00'}`);
    return !isBefore(pickup, now) && !isAfter(pickup, end);
  });
}

/** One row of 'Drivers Daily Hours': the day's first check-in, its last check-out ('N/A' while on shift), each with its day when not today. */
export function driverHoursRow(r: DriverHoursRecord, today: Date = new Date()) {
  // Entries come newest first.
  const first = r.entries.at(-1);
  const last = r.entries[0];
  return {
    id: r.id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    // A shift begun yesterday evening shows its day: '19:36 to 03:59, 3 Hrs 59 Min' read as wrong.
    checkIn: formatClockTime(first?.check_in_time, today),
    checkOut: formatClockTime(last?.check_out_time, today),
    total: formatHoursMinutes(r.total_hours_worked),
  };
}
