import type { DriverHoursRecord, HoursEntry, UpcomingLoad } from '@haulboard/shared/contracts';
import { DashboardLimits, driverHoursRow, progressPercent, ratio, upcomingWithinWindow } from './overview-rules';

/** An ISO instant for a local wall-clock time (the table shows local hh:mm AM/PM). */
const iso = (h: number, m: number, day = 9) => new Date(2026, 2, day, h, m).toISOString();
/** The dashboard's day in these tests: Mar 9, 2026. */
const TODAY = new Date(2026, 2, 9, 18, 0);
const hoursRow = (r: DriverHoursRecord) => driverHoursRow(r, TODAY);

describe('the progress bar: hours x 10 %, capped at 100', () => {
  it.each([
    [0, 0],
    [4.5, 45],
    [10, 100],
    [12, 100],
    [-2, 0],
  ])('%p hours fill %p %%', (hours, pct) => {
    expect(progressPercent(hours)).toBe(pct);
  });
});

describe('the active-user cards', () => {
  it("read 'checked-in/total'", () => {
    expect(ratio(3, 5)).toBe('3/5');
    expect(ratio(0, 0)).toBe('0/0');
  });
});

describe('the spec limits', () => {
  it('are 3 top entries, 5 driver-hours rows and a 7-day upcoming window', () => {
    expect(DashboardLimits).toEqual({ topEntries: 3, driverHoursRows: 5, upcomingDays: 7 });
  });
});

describe('upcoming loads: picked up from now to 7 days ahead', () => {
  // Monday 9 March 2026, 10:30 local.
  const now = new Date(2026, 2, 9, 10, 30);
  const up = (id: number, pickup_date: string, pickup_time: string): UpcomingLoad => ({
    id,
    loadname: `Load ${id}`,
    load_number: String(id),
    pickup_date,
    pickup_time,
    status: 'assigned',
  });
  const kept = (...loads: UpcomingLoad[]) => upcomingWithinWindow(loads, now).map((l) => l.id);

  it.each([
    ['earlier today, before now', '2026-03-09', '10:00', false],
    ['today, exactly now', '2026-03-09', '10:30', true],
    ['later today', '2026-03-09', '11:00', true],
    ['tomorrow', '2026-03-10', '08:00', true],
    ['exactly 7 days ahead', '2026-03-16', '10:30', true],
    ['7 days and 1 minute ahead', '2026-03-16', '10:31', false],
    ['8 days ahead', '2026-03-17', '00:00', false],
    ['yesterday', '2026-03-08', '23:59', false],
    ['last year', '2025-03-10', '12:00', false],
  ])('a load %s (%s %s) counts: %p', (_, date, time, expected) => {
    expect(kept(up(1, date, time))).toEqual(expected ? [1] : []);
  });

  it('reads a time with seconds by its hour and minute', () => {
    expect(kept(up(1, '2026-03-16', '10:30:59'), up(2, '2026-03-09', '10:29:59'))).toEqual([1]);
  });

  it.each([
    ['missing', ''],
    ['not a time', 'soon'],
    ['single-digit', '9:5'],
  ])('a pickup time that is %s (%p) counts as the start of its day', (_, time) => {
    // Today at 00:00 is before now; tomorrow and the 7th day at 00:00 are within the window.
    expect(kept(up(1, '2026-03-09', time), up(2, '2026-03-10', time), up(3, '2026-03-16', time), up(4, '2026-03-17', time))).toEqual([2, 3]);
  });

  it('keeps the loads in their order', () => {
    expect(kept(up(3, '2026-03-12', '09:00'), up(1, '2026-03-10', '09:00'), up(2, '2026-03-20', '09:00'))).toEqual([3, 1]);
  });

  it('counts from the current time when none is given', () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}`;
    const load = up(1, date, `${pad(soon.getHours())}:${pad(soon.getMinutes())}`);
    expect(upcomingWithinWindow([load, up(2, '2000-01-01', '00:00')]).map((l) => l.id)).toEqual([1]);
  });
});

describe("a row of 'Drivers Daily Hours'", () => {
  const record = (entries: HoursEntry[], minutes = 545): DriverHoursRecord => ({
    id: 7,
    full_name: 'Dana Diaz',
    first_name: 'Dana',
    last_name: 'Diaz',
    phone_number_driver: null,
    driver_email: 'dana@example.com',
    entries,
    total_hours_worked: minutes,
  });

  it("shows the day's first check-in (the oldest entry, entries being newest first) and its last check-out", () => {
    const row = hoursRow(
      record([
        { id: 3, check_in_time: iso(13, 0), check_out_time: iso(17, 45) },
        { id: 2, check_in_time: iso(9, 0), check_out_time: iso(12, 0) },
        { id: 1, check_in_time: iso(6, 5), check_out_time: iso(8, 30) },
      ]),
    );
    expect(row).toEqual({ id: 7, name: 'Dana Diaz', checkIn: '06:05 AM', checkOut: '05:45 PM', total: '9 Hrs 5 Min' });
  });

  it("shows 'N/A' as check-out while the driver is on shift", () => {
    const row = hoursRow(
      record([
        { id: 2, check_in_time: iso(14, 0), check_out_time: null },
        { id: 1, check_in_time: iso(7, 15), check_out_time: iso(12, 0) },
      ]),
    );
    expect(row.checkIn).toBe('07:15 AM');
    expect(row.checkOut).toBe('N/A');
  });

  it('says the day of a check-in made before midnight, so a shift across it does not read as ending before it began', () => {
    const row = hoursRow(record([{ id: 1, check_in_time: iso(19, 36, 8), check_out_time: iso(3, 59) }], 239));
    expect(row).toMatchObject({ checkIn: 'Mar 8, 07:36 PM', checkOut: '03:59 AM', total: '3 Hrs 59 Min' });
  });

  it("shows 'N/A' for both without entries", () => {
    const row = hoursRow(record([], 0));
    expect(row).toMatchObject({ checkIn: 'N/A', checkOut: 'N/A', total: '0 Hrs 0 Min' });
  });

  it.each([
    [0, '0 Hrs 0 Min'],
    [59, '0 Hrs 59 Min'],
    [60, '1 Hrs 0 Min'],
    [605, '10 Hrs 5 Min'],
  ])("shows %p minutes as '%s'", (minutes, text) => {
    expect(hoursRow(record([], minutes)).total).toBe(text);
  });

  it('trims the name when the last name is empty', () => {
    expect(hoursRow({ ...record([]), last_name: '' }).name).toBe('Dana');
  });
});
