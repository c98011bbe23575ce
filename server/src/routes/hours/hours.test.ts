import { eq, isNull, and } from 'drizzle-orm';
import { DriverHoursPageSchema, DriverHoursRecordSchema, HoursEntrySchema, type DriverHoursRecord } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext, type TestUser, insertUser } from '../../../test/build';
import { checkIns, users } from '../../db/schema';
import { hoursAfter, insertShift, minutesAfter, readClock, zoneNearNoon, type Clock } from './test-fixtures';

const get = (ctx: TestContext, url: string, user: TestUser) => ctx.app.inject({ method: 'GET', url, headers: user.headers });
const post = (ctx: TestContext, url: string, user?: TestUser) => ctx.app.inject({ method: 'POST', url, headers: user?.headers ?? {} });

const driverHours = async (ctx: TestContext, admin: TestUser, query = '') => {
  const res = await get(ctx, `/api/driver-hours/${query}`, admin);
  expect(res.statusCode).toBe(200);
  return DriverHoursRecordSchema.array().parse(res.json());
};
const byId = (records: DriverHoursRecord[], id: number) => records.find((r) => r.id === id);

describe('GET /api/driver-hours/ figures', () => {
  const timezone = zoneNearNoon();
  let ctx: TestContext;
  let admin: TestUser;
  let clock: Clock;
  let busy: number;
  let crossing: number;
  let idle: number;
  let weekly: number;
  let monthly: number;
  let deleted: number;
  let dispatcher: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await buildTestApp({ timezone });
    admin = await createUser(ctx, 'admin');
    clock = await readClock(ctx.db, timezone);
    const { dayStart, weekStart, monthStart, now } = clock;

    // Today is 12:xx local: 08:00-09:30 today, an open shift since two hours ago, and a shift of yesterday.
    busy = await insertUser(ctx.db, 'driver', { firstName: 'Bea', lastName: 'Busy', phoneNumber: '+1 555 0100' });
    ids.yesterday = await insertShift(ctx.db, busy, hoursAfter(dayStart, -10), hoursAfter(dayStart, -8));
    ids.morning = await insertShift(ctx.db, busy, hoursAfter(dayStart, 8), minutesAfter(dayStart, 9.5 * 60));
    ids.open = await insertShift(ctx.db, busy, hoursAfter(now, -2), null);

    // A night shift from 22:00 yesterday to 01:15 today counts 75 minutes today.
    crossing = await insertUser(ctx.db, 'driver', { firstName: 'Cal', lastName: 'Night' });
    ids.night = await insertShift(ctx.db, crossing, hoursAfter(dayStart, -2), minutesAfter(dayStart, 75));

    idle = await insertUser(ctx.db, 'driver', { firstName: 'Ida', lastName: 'Idle' });

    // Crossing into this week: only the hour after Monday 00:00 counts for the week.
    weekly = await insertUser(ctx.db, 'driver', { firstName: 'Wes', lastName: 'Week' });
    await insertShift(ctx.db, weekly, hoursAfter(weekStart, -1), hoursAfter(weekStart, 1));
    await insertShift(ctx.db, weekly, hoursAfter(weekStart, -30), hoursAfter(weekStart, -25));

    // Crossing into this month: only the 30 minutes after the 1st, 00:00 count for the month.
    monthly = await insertUser(ctx.db, 'driver', { firstName: 'Mo', lastName: 'Month' });
    await insertShift(ctx.db, monthly, hoursAfter(monthStart, -1), minutesAfter(monthStart, 30));
    await insertShift(ctx.db, monthly, hoursAfter(monthStart, -24 * 40), hoursAfter(monthStart, -24 * 40 + 5));

    // Neither a deleted driver nor a dispatcher appears, whatever they worked.
    deleted = await insertUser(ctx.db, 'driver', { firstName: 'Del', lastName: 'Gone', deletedAt: new Date() });
    await insertShift(ctx.db, deleted, hoursAfter(dayStart, 1), hoursAfter(dayStart, 5));
    dispatcher = await insertUser(ctx.db, 'dispatcher', { firstName: 'Dee', lastName: 'Spatch' });
    await insertShift(ctx.db, dispatcher, hoursAfter(dayStart, 1), hoursAfter(dayStart, 6));
  });
  afterAll(() => ctx.close());

  it('daily (the default): minutes worked today, open shifts up to now, only the part of a night shift after midnight', async () => {
    const records = await driverHours(ctx, admin);
    expect(records.map((r) => r.id).sort()).toEqual([busy, crossing, idle, weekly, monthly].sort());
    expect(byId(records, busy)).toMatchObject({
      full_name: 'Bea Busy',
      first_name: 'Bea',
      last_name: 'Busy',
      phone_number_driver: '+1 555 0100',
      total_hours_worked: 90 + 120,
    });
    expect(byId(records, crossing)!.total_hours_worked).toBe(75);
    expect(byId(records, idle)).toMatchObject({ total_hours_worked: 0, entries: [], phone_number_driver: null });
    expect(records.find((r) => r.id === deleted || r.id === dispatcher)).toBeUndefined();
    expect(await driverHours(ctx, admin, '?period=daily')).toEqual(records);
  });

  it('lists the entries overlapping the period, newest first, with ISO times', async () => {
    const records = await driverHours(ctx, admin);
    const busyEntries = byId(records, busy)!.entries;
    expect(busyEntries.map((e) => e.id)).toEqual([ids.open, ids.morning]);
    expect(busyEntries[0].check_out_time).toBeNull();
    expect(busyEntries[1].check_in_time).toBe(hoursAfter(clock.dayStart, 8).toISOString());
    expect(busyEntries[1].check_out_time).toBe(minutesAfter(clock.dayStart, 9.5 * 60).toISOString());
    // The night shift is listed with its real times, though only its part after midnight counts.
    expect(byId(records, crossing)!.entries).toEqual([
      { id: ids.night, check_in_time: hoursAfter(clock.dayStart, -2).toISOString(), check_out_time: minutesAfter(clock.dayStart, 75).toISOString() },
    ]);
  });

  it('orders by minutes worked, most first, then by name', async () => {
    const records = await driverHours(ctx, admin);
    const minutes = records.map((r) => r.total_hours_worked);
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    expect(records[0].id).toBe(busy);
    expect(records[1].id).toBe(crossing);
  });

  it('weekly counts from Monday 00:00 and monthly from the 1st, 00:00 (company time zone)', async () => {
    const week = await driverHours(ctx, admin, '?period=weekly');
    expect(byId(week, weekly)!.total_hours_worked).toBe(60);
    expect(byId(week, weekly)!.entries).toHaveLength(1);
    expect(byId(week, busy)!.total_hours_worked).toBeGreaterThanOrEqual(210);
    const month = await driverHours(ctx, admin, '?period=monthly');
    expect(byId(month, monthly)!.total_hours_worked).toBe(30);
    expect(byId(month, monthly)!.entries).toHaveLength(1);
  });

  it('refuses an unknown period with 400 and a detail', async () => {
    const res = await get(ctx, '/api/driver-hours/?period=yearly', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/period/);
  });
});

describe('GET /api/driver-hours/ paging and search', () => {
  let ctx: TestContext;
  let admin: TestUser;
  const drivers: number[] = [];
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await createUser(ctx, 'admin');
    for (let i = 0; i < 9; i += 1) {
      drivers.push(
        await insertUser(ctx.db, 'driver', { firstName: `Pat${i}`, lastName: 'Pager', email: `pat${i}@fleet.example`, phoneNumber: `+1 555 01${i}0` }),
      );
    }
    await insertUser(ctx.db, 'driver', { firstName: 'Odd', lastName: '100%_match', email: 'odd@fleet.example' });
  });
  afterAll(() => ctx.close());

  it('answers {count, results} with 7 per page by default', async () => {
    const res = await get(ctx, '/api/driver-hours/?page=1', admin);
    expect(res.statusCode).toBe(200);
    const first = DriverHoursPageSchema.parse(res.json());
    expect(first.count).toBe(10);
    // Exactly the record's fields: the count read beside the rows is not one of them.
    expect(Object.keys(res.json().results[0]).sort()).toEqual(Object.keys(DriverHoursRecordSchema.shape).sort());
    expect(first.results).toHaveLength(7);
    const second = DriverHoursPageSchema.parse((await get(ctx, '/api/driver-hours/?page=2', admin)).json());
    expect(second.results).toHaveLength(3);
    const all = [...first.results, ...second.results].map((r) => r.id);
    expect(new Set(all).size).toBe(10);
    const beyond = DriverHoursPageSchema.parse((await get(ctx, '/api/driver-hours/?page=9', admin)).json());
    expect(beyond).toEqual({ count: 10, results: [] });
  });

  it('honours page_size and searches name, e-mail and phone, case-insensitively', async () => {
    const sized = DriverHoursPageSchema.parse((await get(ctx, '/api/driver-hours/?page_size=4&page=3', admin)).json());
    expect(sized).toMatchObject({ count: 10 });
    expect(sized.results).toHaveLength(2);
    const byName = DriverHoursPageSchema.parse((await get(ctx, '/api/driver-hours/?search=PAT3', admin)).json());
    expect(byName.count).toBe(1);
    expect(byName.results[0].id).toBe(drivers[3]);
    const byMail = DriverHoursPageSchema.parse((await get(ctx, '/api/driver-hours/?search=pat5%40fleet', admin)).json());
    expect(byMail.results.map((r) => r.id)).toEqual([drivers[5]]);
    const byPhone = DriverHoursPageSchema.parse((await get(ctx, '/api/driver-hours/?search=555%200170', admin)).json());
    expect(byPhone.results.map((r) => r.id)).toEqual([drivers[7]]);
  });

  it('takes % and _ in a search literally', async () => {
    const literal = DriverHoursPageSchema.parse((await get(ctx, '/api/driver-hours/?search=100%25_', admin)).json());
    expect(literal.count).toBe(1);
    const wildcard = DriverHoursPageSchema.parse((await get(ctx, '/api/driver-hours/?search=%25', admin)).json());
    expect(wildcard.count).toBe(1);
    const none = DriverHoursPageSchema.parse((await get(ctx, '/api/driver-hours/?search=pat_', admin)).json());
    expect(none.count).toBe(0);
  });

  it('refuses bad paging with 400 and a detail', async () => {
    for (const q of ['page=0', 'page=abc', 'page_size=500', 'page_size=0']) {
      const res = await get(ctx, `/api/driver-hours/?${q}`, admin);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
  });
});

describe('POST /api/check-in/ and /api/check-out/', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await createUser(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  const shiftsOf = (userId: number) => ctx.db.select().from(checkIns).where(eq(checkIns.userId, userId));

  it.each(['driver', 'dispatcher'] as const)('lets a %s check in once, then out once', async (role) => {
    const person = await createUser(ctx, role);
    const before = Date.now();
    const res = await post(ctx, '/api/check-in/', person);
    expect(res.statusCode).toBe(201);
    const opened = HoursEntrySchema.parse(res.json());
    expect(opened.check_out_time).toBeNull();
    expect(Math.abs(Date.parse(opened.check_in_time) - before)).toBeLessThan(5000);

    const again = await post(ctx, '/api/check-in/', person);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Already checked in.' });
    expect(await shiftsOf(person.id)).toHaveLength(1);

    const out = await post(ctx, '/api/check-out/', person);
    expect(out.statusCode).toBe(200);
    const closed = HoursEntrySchema.parse(out.json());
    expect(closed.id).toBe(opened.id);
    expect(closed.check_in_time).toBe(opened.check_in_time);
    expect(Date.parse(closed.check_out_time!)).toBeGreaterThanOrEqual(Date.parse(opened.check_in_time));

    const outAgain = await post(ctx, '/api/check-out/', person);
    expect(outAgain.statusCode).toBe(409);
    expect(outAgain.json()).toEqual({ detail: 'Not checked in.' });
    const [row] = await shiftsOf(person.id);
    expect(row.checkOutTime?.toISOString()).toBe(closed.check_out_time);

    // A new shift may start after the last one ended.
    expect((await post(ctx, '/api/check-in/', person)).statusCode).toBe(201);
    expect(await shiftsOf(person.id)).toHaveLength(2);
  });

  it('ignores a JSON body the app may send', async () => {
    const driver = await createUser(ctx, 'driver');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/check-in/', headers: driver.headers, payload: {} });
    expect(res.statusCode).toBe(201);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/check-out/', headers: driver.headers, payload: { note: 'x' } });
    expect(out.statusCode).toBe(200);
  });

  it('checks out without ever having checked in: 409 and nothing written', async () => {
    const driver = await createUser(ctx, 'driver');
    const res = await post(ctx, '/api/check-out/', driver);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Not checked in.' });
    expect(await shiftsOf(driver.id)).toHaveLength(0);
  });

  it('opens exactly one shift when 10 check-ins race', async () => {
    const driver = await createUser(ctx, 'driver');
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(ctx, '/api/check-in/', driver)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    const open = await ctx.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.userId, driver.id), isNull(checkIns.checkOutTime)));
    expect(open).toHaveLength(1);
  });

  it('closes exactly once when check-outs race', async () => {
    const driver = await createUser(ctx, 'driver');
    await post(ctx, '/api/check-in/', driver);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(ctx, '/api/check-out/', driver)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('refuses the administrator (403) and anyone without a token (401)', async () => {
    for (const url of ['/api/check-in/', '/api/check-out/']) {
      const res = await post(ctx, url, admin);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBeTruthy();
      expect((await post(ctx, url)).statusCode).toBe(401);
    }
    expect(await shiftsOf(admin.id)).toHaveLength(0);
  });

  it('shows the shift in driver-hours and the open shift counts as checked in', async () => {
    const driver = await createUser(ctx, 'driver');
    await post(ctx, '/api/check-in/', driver);
    const records = await driverHours(ctx, admin);
    const mine = byId(records, driver.id)!;
    expect(mine.entries).toHaveLength(1);
    expect(mine.entries[0].check_out_time).toBeNull();
    const [me] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, driver.id));
    expect(mine.driver_email).toBe(me.email);
  });
});

describe('driver-hours permissions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('is the administrator’s alone', async () => {
    for (const role of ['driver', 'dispatcher'] as const) {
      const user = await createUser(ctx, role);
      const res = await get(ctx, '/api/driver-hours/', user);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBeTruthy();
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/driver-hours/' })).statusCode).toBe(401);
  });
});
