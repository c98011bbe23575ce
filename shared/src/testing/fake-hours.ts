// The fake backend's driver hours: driver-hours/ and its payroll export, computed from the seeded
// shifts as server/src/routes/hours does: the period is the company's day, week (Monday to Sunday)
// or month holding the backend's clock, an open shift counts up to now, most minutes first.
import { z } from 'zod';
import { DriverHoursExportQuerySchema, DriverHoursPageSchema, DriverHoursQuerySchema, DriverHoursRecordSchema, type HoursPeriod } from '../contracts/dashboard';
import { ApiPaths } from '../contracts/paths';
import { PAGE_SIZES } from '../contracts/page-sizes';
import type { Driver } from '../contracts/people';
import type { FakeDb } from './fake-db';
import { personMatches } from './fake-people';
import { endpoint, ok, pageOf, parsed, queryOf, sortedBy, wantsPage, type Endpoint } from './fake-server-kit';

/**
 * One shift of a driver or dispatcher (`user`, their id: people share one id space, as in the
 * server's users table), as check_ins holds it; an open shift has no check-out.
 */
export const FakeCheckInSchema = z.object({ id: z.number().int(), user: z.number().int(), check_in_time: z.string(), check_out_time: z.string().nullable() });
export type FakeCheckIn = z.infer<typeof FakeCheckInSchema>;

/** [start, end) of the period holding `now`, in local time (the company's zone). */
function periodBounds(period: HoursPeriod, now: Date): [number, number] {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (period === 'weekly') start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  if (period === 'monthly') start.setDate(1);
  const end = new Date(start);
  if (period === 'daily') end.setDate(end.getDate() + 1);
  if (period === 'weekly') end.setDate(end.getDate() + 7);
  if (period === 'monthly') end.setMonth(end.getMonth() + 1);
  return [start.getTime(), end.getTime()];
}

/**
 * The shifts of person `user` overlapping the period holding the clock's now, and the
 * milliseconds worked inside it; an open shift runs to now.
 */
export function periodShifts(db: FakeDb, user: number, period: HoursPeriod) {
  const now = db.clock.now().getTime();
  const [start, end] = periodBounds(period, new Date(now));
  const shifts = db.checkIns
    .filter((c) => c.user === user)
    .map((c) => ({ c, from: Date.parse(c.check_in_time), to: c.check_out_time === null ? now : Date.parse(c.check_out_time) }))
    .filter(({ from, to, c }) => from < end && (c.check_out_time === null || to > start));
  return {
    shifts: shifts.map(({ c }) => c),
    workedMs: shifts.reduce((ms, s) => ms + Math.max(0, Math.min(s.to, end) - Math.max(s.from, start)), 0),
  };
}

/** Each matching driver's line of the period, ranked: most minutes first, then by name. */
function periodLines(db: FakeDb, period: HoursPeriod, search: string | undefined) {
  const lineOf = (d: Driver) => {
    const { shifts, workedMs } = periodShifts(db, d.id, period);
    const entries = sortedBy(
      shifts.map((c) => ({ id: c.id, check_in_time: c.check_in_time, check_out_time: c.check_out_time })),
      (e) => [e.check_in_time, e.id],
      true,
    );
    return {
      id: d.id,
      full_name: `${d.first_name} ${d.last_name}`.trim(),
      first_name: d.first_name,
      last_name: d.last_name,
      phone_number_driver: d.phone_number_driver,
      driver_email: d.email,
      entries,
      total_hours_worked: Math.floor(workedMs / 60_000),
    };
  };
  const drivers = db.drivers.filter((d) => personMatches(d, d.phone_number_driver, search));
  return sortedBy(drivers.map(lineOf), (l) => [-l.total_hours_worked, l.first_name, l.last_name, l.id]);
}

export function hoursEndpoints(db: FakeDb): Endpoint[] {
  return [
    endpoint(
      'GET',
      ApiPaths.driverHours,
      (req) => {
        const q = parsed(DriverHoursQuerySchema, queryOf(req));
        const lines = periodLines(db, q.period ?? 'daily', q.search || undefined);
        return ok(wantsPage(q, ['page', 'page_size', 'search']) ? pageOf(lines, q, PAGE_SIZES.driverHours) : lines);
      },
      z.union([z.array(DriverHoursRecordSchema), DriverHoursPageSchema]),
    ),
    endpoint('GET', ApiPaths.exportDriverHours, (req) => {
      const q = parsed(DriverHoursExportQuerySchema, queryOf(req));
      // Every matching driver of the period, A-Z by name, for payroll.
      const lines = sortedBy(periodLines(db, q.period ?? 'daily', q.search || undefined), (l) => [l.first_name, l.last_name, l.id]);
      return ok(['Name,Email,Total minutes', ...lines.map((l) => `${l.full_name},${l.driver_email},${l.total_hours_worked}`)].join('\r\n'));
    }),
  ];
}
