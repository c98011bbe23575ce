// Fixtures shared by the hours and dashboard tests (not used by the app).
import { checkIns, loads } from '../../db/schema';
import type { Db } from '../../db/client';

/**
 * A fixed-offset zone in which it is now between 12:00 and 12:59, so "today" has twelve hours
 * behind it whatever hour the tests run at. (Etc/GMT signs are inverted: Etc/GMT-3 is UTC+3.)
 */
export function zoneNearNoon(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return 'UTC';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

export type Clock = { now: Date; dayStart: Date; weekStart: Date; monthStart: Date; today: string };

/** The database's now and the starts of today, this week and this month in `timezone`. */
export async function readClock(db: Db, timezone: string): Promise<Clock> {
  const { rows } = await db.$client.query(
    `select now() as now,
            date_trunc('day', now() at time zone $1) at time zone $1 as day_start,
            date_trunc('week', now() at time zone $1) at time zone $1 as week_start,
            date_trunc('month', now() at time zone $1) at time zone $1 as month_start,
            (now() at time zone $1)::date as today`,
    [timezone],
  );
  const r = rows[0];
  return { now: r.now, dayStart: r.day_start, weekStart: r.week_start, monthStart: r.month_start, today: r.today };
}

export const minutesAfter = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);
export const hoursAfter = (d: Date, hours: number) => minutesAfter(d, hours * 60);

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export async function insertShift(db: Db, userId: number, checkIn: Date, checkOut: Date | null) {
  const [row] = await db.insert(checkIns).values({ userId, checkInTime: checkIn, checkOutTime: checkOut }).returning({ id: checkIns.id });
  return row.id;
}

export async function insertLoad(db: Db, fields: Partial<typeof loads.$inferInsert> & { pickupDate: string }) {
  const [row] = await db
    .insert(loads)
    .values({
      loadname: 'Load',
      pickupLocation: 'Dallas, TX',
      deliveryLocation: 'Austin, TX',
      pickupTime: '08:00',
      deliveryDate: fields.pickupDate,
      deliveryTime: '17:00',
      weightLbs: 1000,
      ...fields,
    })
    .returning({ id: loads.id });
  return row.id;
}
