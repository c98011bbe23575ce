import { and, eq, isNull, sql } from 'drizzle-orm';
import { DriverHoursRecordSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, insertUser, type TestContext, type TestUser } from '../../../test/build';
import { checkIns } from '../../db/schema';
import type { Db } from '../../db/client';
import { hoursAfter, insertShift, minutesAfter, readClock, zoneNearNoon } from './test-fixtures';
import { periodBounds, periodShifts, registerHoursZone, workedMinutes } from '../../domain/worked-time';

// worked_time (migration 0009) must always say what the check-ins say: these tests compare it with
// a recount from check_ins after every kind of write, with hand-computed figures across DST.

const NEW_YORK = 'America/New_York';
const HOUR_US = 3_600_000_000;

/** worked_time rows of one person in one zone: 'period starts' -> hours. */
async function summaryOf(db: Db, zone: string, userId: number): Promise<Record<string, number>> {
  const { rows } = await db.execute<{ key: string; us: string }>(sql`
    select period || ' ' || to_char(starts, 'YYYY-MM-DD') as key, worked_us as us
      from worked_time where zone = ${zone} and user_id = ${userId} and worked_us <> 0`);
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.us) / HOUR_US]));
}

/**
 * Rows of worked_time that differ from a recount: every (zone, day|week|month, person) any closed
 * shift touches, recounted by clipping the shifts to the period's own bounds (local start, plus
 * one unit, at time zone), the way periodBounds cuts the period the list asks for.
 */
async function mismatches(db: Db) {
  const { rows } = await db.execute(sql`
    with keys as (
      select distinct z.zone, u.period, date_trunc(u.period, g)::date as starts, c.user_id
        from check_ins c
       cross join hours_zones z
       cross join (values ('day'), ('week'), ('month')) u(period)
       cross join generate_series(date_trunc('day', c.check_in_time at time zone z.zone), c.check_out_time at time zone z.zone, interval '1 day') g
       where c.check_out_time is not null
    ),
    expected as (
      select k.*, (select coalesce(sum(extract(epoch from greatest(interval '0',
                     least(c.check_out_time, (k.starts::timestamp + ('1 ' || k.period)::interval) at time zone k.zone)
                     - greatest(c.check_in_time, k.starts::timestamp at time zone k.zone))) * 1000000), 0)::bigint
                     from check_ins c where c.user_id = k.user_id and c.check_out_time is not null) as us
        from keys k
    )
    select coalesce(e.zone, w.zone) as zone, coalesce(e.period, w.period) as period, coalesce(e.starts, w.starts) as starts,
           coalesce(e.user_id, w.user_id) as user_id, e.us as expected, w.worked_us as kept
      from (select * from expected where us <> 0) e
      full join (select * from worked_time where worked_us <> 0) w using (zone, period, starts, user_id)
     where e.us is distinct from w.worked_us`);
  return rows;
}

/** The minutes of the period as the list counted them before worked_time: every shift overlapping it. */
async function recountedMinutes(db: Db, timezone: string, period: 'daily' | 'weekly' | 'monthly', userId: number): Promise<number> {
  const { rows } = await db.execute<{ minutes: number }>(sql`
    with p as (${periodBounds(period, timezone)})
    select ${workedMinutes}::int as minutes from p cross join lateral (${periodShifts(sql`${userId}::int`)}) s`);
  return rows[0].minutes;
}

describe('worked_time, kept by triggers on check_ins', () => {
  let ctx: TestContext;
  let driver: number;
  beforeAll(async () => {
    ctx = await buildTestApp({ timezone: NEW_YORK });
    await registerHoursZone(ctx.db, NEW_YORK);
    driver = await insertUser(ctx.db, 'driver', { firstName: 'Nia', lastName: 'Night' });
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.db.delete(checkIns));

  it('splits a night shift across the end of DST at local midnights: 2 h on Saturday, 7 h on the 25-hour Sunday', async () => {
    // 22:00 EDT on Sat 31 Oct 2026 to 06:00 EST on Sun 1 Nov: 9 real hours; New York falls back at 02:00 on 1 Nov.
    await insertShift(ctx.db, driver, new Date('2026-11-01T02:00:00Z'), new Date('2026-11-01T11:00:00Z'));
    expect(await summaryOf(ctx.db, NEW_YORK, driver)).toEqual({
      'day 2026-10-31': 2,
      'day 2026-11-01': 7,
      'week 2026-10-26': 9,
      'month 2026-10-01': 2,
      'month 2026-11-01': 7,
    });
    expect(await mismatches(ctx.db)).toEqual([]);
  });

  it('cuts the start of DST (a 23-hour day) and a shift over a week and a month edge', async () => {
    // Sun 8 Mar 2026, 00:00-12:00 local: 11 real hours (02:00 EST is 03:00 EDT).
    await insertShift(ctx.db, driver, new Date('2026-03-08T05:00:00Z'), new Date('2026-03-08T16:00:00Z'));
    // Sun 31 May 2026 20:00 EDT to Mon 1 Jun 04:00 EDT: 4 h in May and the week of 25 May, 4 h in June and the week of 1 Jun.
    await insertShift(ctx.db, driver, new Date('2026-06-01T00:00:00Z'), new Date('2026-06-01T08:00:00Z'));
    expect(await summaryOf(ctx.db, NEW_YORK, driver)).toEqual({
      'day 2026-03-08': 11,
      'week 2026-03-02': 11,
      'month 2026-03-01': 11,
      'day 2026-05-31': 4,
      'week 2026-05-25': 4,
      'month 2026-05-01': 4,
      'day 2026-06-01': 4,
      'week 2026-06-01': 4,
      'month 2026-06-01': 4,
    });
    expect(await mismatches(ctx.db)).toEqual([]);
  });

  it('counts an open shift only once it is closed, and follows edits, a change of person, deletes and a truncate', async () => {
    const other = await insertUser(ctx.db, 'driver', { firstName: 'Ole', lastName: 'Other' });
    const open = await insertShift(ctx.db, driver, new Date('2026-11-20T13:00:00Z'), null);
    const night = await insertShift(ctx.db, driver, new Date('2026-11-19T03:00:00Z'), new Date('2026-11-19T06:30:00Z'));
    expect(await summaryOf(ctx.db, NEW_YORK, driver)).toEqual({ 'day 2026-11-18': 2, 'day 2026-11-19': 1.5, 'week 2026-11-16': 3.5, 'month 2026-11-01': 3.5 });

    await ctx.db
      .update(checkIns)
      .set({ checkOutTime: new Date('2026-11-20T15:00:00Z') })
      .where(eq(checkIns.id, open));
    expect((await summaryOf(ctx.db, NEW_YORK, driver))['day 2026-11-20']).toBe(2);
    await ctx.db
      .update(checkIns)
      .set({ checkInTime: new Date('2026-11-20T14:00:00Z') })
      .where(eq(checkIns.id, open));
    expect((await summaryOf(ctx.db, NEW_YORK, driver))['day 2026-11-20']).toBe(1);
    // Reopened (an edit back to open): its time leaves the summary.
    await ctx.db.update(checkIns).set({ checkOutTime: null }).where(eq(checkIns.id, open));
    expect((await summaryOf(ctx.db, NEW_YORK, driver))['day 2026-11-20']).toBeUndefined();
    await ctx.db.update(checkIns).set({ userId: other }).where(eq(checkIns.id, night));
    expect(await summaryOf(ctx.db, NEW_YORK, driver)).toEqual({});
    expect(await summaryOf(ctx.db, NEW_YORK, other)).toEqual({ 'day 2026-11-18': 2, 'day 2026-11-19': 1.5, 'week 2026-11-16': 3.5, 'month 2026-11-01': 3.5 });
    expect(await mismatches(ctx.db)).toEqual([]);

    await ctx.db.delete(checkIns).where(eq(checkIns.id, night));
    expect(await summaryOf(ctx.db, NEW_YORK, other)).toEqual({});
    await insertShift(ctx.db, other, new Date('2026-11-10T13:00:00Z'), new Date('2026-11-10T14:00:00Z'));
    await ctx.db.execute(sql`truncate check_ins`);
    expect(await summaryOf(ctx.db, NEW_YORK, other)).toEqual({});
  });

  it('builds a zone registered later from the shifts already there, once, and keeps both zones', async () => {
    await insertShift(ctx.db, driver, new Date('2026-11-19T03:00:00Z'), new Date('2026-11-19T06:30:00Z'));
    await Promise.all([registerHoursZone(ctx.db, 'Asia/Kolkata'), registerHoursZone(ctx.db, 'Asia/Kolkata')]);
    await registerHoursZone(ctx.db, 'Asia/Kolkata');
    // 08:30-12:00 IST on the 19th.
    expect(await summaryOf(ctx.db, 'Asia/Kolkata', driver)).toEqual({ 'day 2026-11-19': 3.5, 'week 2026-11-16': 3.5, 'month 2026-11-01': 3.5 });
    await insertShift(ctx.db, driver, new Date('2026-11-21T20:00:00Z'), new Date('2026-11-21T20:45:00Z'));
    expect(await mismatches(ctx.db)).toEqual([]);
    await expect(registerHoursZone(ctx.db, 'Mars/Olympus')).rejects.toThrow();
  });

  it('drops a hard-deleted person’s shifts without failing', async () => {
    const gone = await insertUser(ctx.db, 'driver', { firstName: 'Hal', lastName: 'Hard' });
    await insertShift(ctx.db, gone, new Date('2026-11-19T13:00:00Z'), new Date('2026-11-19T14:00:00Z'));
    await ctx.db.execute(sql`delete from users where id = ${gone}`);
    expect(await summaryOf(ctx.db, NEW_YORK, gone)).toEqual({});
    expect(await mismatches(ctx.db)).toEqual([]);
  });
});

describe('GET /api/driver-hours/ from worked_time equals the count over check-ins', () => {
  const timezone = zoneNearNoon();
  let ctx: TestContext;
  let admin: TestUser;
  const people: number[] = [];

  beforeAll(async () => {
    ctx = await buildTestApp({ timezone });
    admin = await createUser(ctx, 'admin');
    const { dayStart, weekStart, monthStart, now } = await readClock(ctx.db, timezone);
    for (let i = 0; i < 6; i += 1) people.push(await insertUser(ctx.db, 'driver', { firstName: `Eq${i}`, lastName: 'Driver' }));
    const [night, open, edges, future, many, none] = people;
    // Shifts before the first hours read (the zone's rows are built from them) ...
    await insertShift(ctx.db, night, minutesAfter(dayStart, -95), minutesAfter(dayStart, 130)); // across midnight
    await insertShift(ctx.db, open, hoursAfter(dayStart, -30), hoursAfter(dayStart, -26));
    await insertShift(ctx.db, open, minutesAfter(now, -77), null); // open since 77 minutes
    await insertShift(ctx.db, edges, minutesAfter(weekStart, -61), minutesAfter(weekStart, 59)); // across Monday 00:00
    await insertShift(ctx.db, edges, minutesAfter(monthStart, -1), minutesAfter(monthStart, 1)); // across the 1st
    await insertShift(ctx.db, future, minutesAfter(now, 30), minutesAfter(now, 90)); // ends in the future
    await insertShift(ctx.db, none, minutesAfter(now, -5), minutesAfter(now, -5)); // zero length
    for (let k = 1; k < 40; k += 1) await insertShift(ctx.db, many, hoursAfter(dayStart, -24 * k + 7), minutesAfter(dayStart, (-24 * k + 7) * 60 + 33 + k));
  });
  afterAll(() => ctx.close());

  const checkAllPeriods = async () => {
    for (const period of ['daily', 'weekly', 'monthly'] as const) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/driver-hours/?period=${period}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      const listed = DriverHoursRecordSchema.array().parse(res.json());
      for (const id of people) {
        const expected = await recountedMinutes(ctx.db, timezone, period, id);
        expect({ period, id, minutes: listed.find((r) => r.id === id)?.total_hours_worked }).toEqual({ period, id, minutes: expected });
      }
    }
  };

  it('for shifts that were there before the first read, across midnight, Monday and the 1st, open, future and empty', async () => {
    await checkAllPeriods();
    expect(await mismatches(ctx.db)).toEqual([]);
  });

  it('after check-outs, edits and deletes through the database', async () => {
    const [night, open, edges] = people;
    await ctx.db
      .update(checkIns)
      .set({ checkOutTime: sql`now()` })
      .where(and(eq(checkIns.userId, open), isNull(checkIns.checkOutTime)));
    await ctx.db
      .update(checkIns)
      .set({ checkInTime: sql`check_in_time - interval '17 minutes'` })
      .where(eq(checkIns.userId, night));
    await ctx.db.delete(checkIns).where(eq(checkIns.userId, edges));
    await checkAllPeriods();
    expect(await mismatches(ctx.db)).toEqual([]);
  });
});
