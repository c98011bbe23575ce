import {
  ActiveUsersSchema,
  LoadsOverviewResponseSchema,
  StatsSchema,
  TopDispatcherSchema,
  TopDriverSchema,
  UpcomingLoadSchema,
} from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext, type TestUser, insertUser } from '../../../test/build';
import { assignments, truckDrivers, trucks } from '../../db/schema';
import { addDays, hoursAfter, insertLoad, insertShift, minutesAfter, readClock, zoneNearNoon, type Clock } from '../hours/test-fixtures';

const get = (ctx: TestContext, url: string, user?: TestUser) => ctx.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
const ok = async (ctx: TestContext, url: string, user: TestUser) => {
  const res = await get(ctx, url, user);
  expect(res.statusCode).toBe(200);
  return res.json();
};

const ADMIN_CALLS = ['/api/loads-overview/', '/api/stats/', '/api/active-users/', '/api/top-drivers/', '/api/top-dispatchers/', '/api/upcoming-loads/'];

describe('dashboard permissions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 403 to drivers and dispatchers and 401 without a token, on every dashboard call', async () => {
    const driver = await createUser(ctx, 'driver');
    const dispatcher = await createUser(ctx, 'dispatcher');
    const admin = await createUser(ctx, 'admin');
    for (const url of ADMIN_CALLS) {
      for (const user of [driver, dispatcher]) {
        const res = await get(ctx, url, user);
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toBeTruthy();
      }
      expect((await get(ctx, url)).statusCode).toBe(401);
      expect((await get(ctx, url, admin)).statusCode).toBe(200);
    }
  });

  it('answers empty figures on an empty database', async () => {
    const admin = await createUser(ctx, 'admin');
    expect(StatsSchema.parse(await ok(ctx, '/api/stats/', admin))).toEqual({ total_loads: 0, unassigned_or_pending: 0, active_assigned: 0 });
    expect(LoadsOverviewResponseSchema.parse(await ok(ctx, '/api/loads-overview/', admin))).toEqual({ months: [] });
    expect(await ok(ctx, '/api/upcoming-loads/', admin)).toEqual([]);
    expect(await ok(ctx, '/api/top-drivers/', admin)).toEqual([]);
    expect(await ok(ctx, '/api/top-dispatchers/', admin)).toEqual([]);
  });
});

describe('GET /api/stats/ and /api/active-users/', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await createUser(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  it('counts loads by status', async () => {
    for (const status of ['unassigned', 'unassigned', 'unassigned', 'assigned', 'assigned', 'delivered'] as const) {
      await insertLoad(ctx.db, { pickupDate: '2026-03-02', status });
    }
    const stats = StatsSchema.parse(await ok(ctx, '/api/stats/', admin));
    expect(stats).toEqual({ total_loads: 6, unassigned_or_pending: 3, active_assigned: 2 });
  });

  it('answers many concurrent requests alike, and a later request sees a new load', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(ctx, '/api/stats/', admin)));
    for (const res of answers) expect(StatsSchema.parse(res.json())).toEqual({ total_loads: 6, unassigned_or_pending: 3, active_assigned: 2 });
    await insertLoad(ctx.db, { pickupDate: '2026-03-03' });
    expect(StatsSchema.parse(await ok(ctx, '/api/stats/', admin))).toMatchObject({ total_loads: 7, unassigned_or_pending: 4 });
  });

  it('counts non-deleted drivers and dispatchers, and those with an open shift', async () => {
    const now = new Date();
    const onShift = await insertUser(ctx.db, 'driver');
    await insertShift(ctx.db, onShift, hoursAfter(now, -1), null);
    const wentHome = await insertUser(ctx.db, 'driver');
    await insertShift(ctx.db, wentHome, hoursAfter(now, -3), hoursAfter(now, -1));
    await insertUser(ctx.db, 'driver');
    const gone = await insertUser(ctx.db, 'driver', { deletedAt: now });
    await insertShift(ctx.db, gone, hoursAfter(now, -1), null);
    const dispatcher = await insertUser(ctx.db, 'dispatcher');
    await insertShift(ctx.db, dispatcher, hoursAfter(now, -2), null);
    await insertUser(ctx.db, 'dispatcher');
    await insertUser(ctx.db, 'admin');

    const active = ActiveUsersSchema.parse(await ok(ctx, '/api/active-users/', admin));
    expect(active).toEqual({ total_drivers: 3, checked_in_drivers: 1, total_dispatchers: 2, checked_in_dispatchers: 1 });
  });
});

describe('GET /api/top-drivers/ and /api/top-dispatchers/', () => {
  const timezone = zoneNearNoon();
  let ctx: TestContext;
  let admin: TestUser;
  let clock: Clock;
  beforeAll(async () => {
    ctx = await buildTestApp({ timezone });
    admin = await createUser(ctx, 'admin');
    clock = await readClock(ctx.db, timezone);
  });
  afterAll(() => ctx.close());

  it('ranks drivers by hours worked today (2 decimals), then by name, leaving out those who did not work', async () => {
    const { dayStart, now } = clock;
    // Today is 12:xx local, so every shift below lies within today unless said otherwise.
    const zed = await insertUser(ctx.db, 'driver', { firstName: 'Zed', lastName: 'Five' });
    await insertShift(ctx.db, zed, hoursAfter(dayStart, 2), hoursAfter(dayStart, 7));
    const amy = await insertUser(ctx.db, 'driver', { firstName: 'Amy', lastName: 'Five' });
    await insertShift(ctx.db, amy, hoursAfter(dayStart, 1), hoursAfter(dayStart, 3));
    await insertShift(ctx.db, amy, hoursAfter(now, -3), null);
    const night = await insertUser(ctx.db, 'driver', { firstName: 'Nia', lastName: 'Night' });
    await insertShift(ctx.db, night, hoursAfter(dayStart, -6), minutesAfter(dayStart, 100));
    const yesterday = await insertUser(ctx.db, 'driver', { firstName: 'Yan', lastName: 'Before' });
    await insertShift(ctx.db, yesterday, hoursAfter(dayStart, -9), hoursAfter(dayStart, -1));
    await insertUser(ctx.db, 'driver', { firstName: 'Ivy', lastName: 'Idle' });
    const gone = await insertUser(ctx.db, 'driver', { firstName: 'Gus', lastName: 'Gone', deletedAt: now });
    await insertShift(ctx.db, gone, hoursAfter(dayStart, 1), hoursAfter(dayStart, 11));
    const dispatcher = await insertUser(ctx.db, 'dispatcher', { firstName: 'Dot', lastName: 'Desk' });
    await insertShift(ctx.db, dispatcher, hoursAfter(dayStart, 0), hoursAfter(dayStart, 11));

    const top = TopDriverSchema.array().parse(await ok(ctx, '/api/top-drivers/', admin));
    expect(top).toEqual([
      { id: amy, first_name: 'Amy', last_name: 'Five', hours: 5 },
      { id: zed, first_name: 'Zed', last_name: 'Five', hours: 5 },
      { id: night, first_name: 'Nia', last_name: 'Night', hours: 1.67 },
    ]);
  });

  it('answers dispatchers with the first name spelt first_naem', async () => {
    const { dayStart } = clock;
    const eve = await insertUser(ctx.db, 'dispatcher', { firstName: 'Eve', lastName: 'Early' });
    await insertShift(ctx.db, eve, hoursAfter(dayStart, 0.5), minutesAfter(dayStart, 30 + 45));
    const body = await ok(ctx, '/api/top-dispatchers/', admin);
    const top = TopDispatcherSchema.array().parse(body);
    expect(top.map((d) => d.first_naem)).toEqual(['Dot', 'Eve']);
    expect(top[0]).toEqual({ id: top[0].id, first_naem: 'Dot', last_name: 'Desk', hours: 11 });
    expect(top[1].hours).toBe(0.75);
    expect(body[0]).not.toHaveProperty('first_name');
  });
});

describe('GET /api/upcoming-loads/', () => {
  const timezone = zoneNearNoon();
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp({ timezone });
    admin = await createUser(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  it('answers loads picked up from today to today + 7 days, by pickup date and time', async () => {
    const { today } = await readClock(ctx.db, timezone);
    await insertLoad(ctx.db, { loadname: 'yesterday', pickupDate: addDays(today, -1) });
    const lastDay = await insertLoad(ctx.db, { loadname: 'in 7 days', loadNumber: 'LN-7', pickupDate: addDays(today, 7), pickupTime: '06:30:00' });
    await insertLoad(ctx.db, { loadname: 'in 8 days', pickupDate: addDays(today, 8) });
    const late = await insertLoad(ctx.db, { loadname: 'today late', loadNumber: 'LN-L', pickupDate: today, pickupTime: '18:45', status: 'assigned' });
    const early = await insertLoad(ctx.db, { loadname: 'today early', pickupDate: today, pickupTime: '05:05' });

    const loads = UpcomingLoadSchema.array().parse(await ok(ctx, '/api/upcoming-loads/', admin));
    expect(loads).toEqual([
      { id: early, loadname: 'today early', load_number: String(early), pickup_date: today, pickup_time: '05:05', status: 'unassigned' },
      // A stored reference (loadNumber) is not the load's number: the id is, as everywhere else.
      { id: late, loadname: 'today late', load_number: String(late), pickup_date: today, pickup_time: '18:45', status: 'assigned' },
      { id: lastDay, loadname: 'in 7 days', load_number: String(lastDay), pickup_date: addDays(today, 7), pickup_time: '06:30', status: 'unassigned' },
    ]);
  });
});

describe('GET /api/loads-overview/', () => {
  let ctx: TestContext;
  let admin: TestUser;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await createUser(ctx, 'admin');
    const onTruck = await insertUser(ctx.db, 'driver', { firstName: 'Tia', lastName: 'Trucker' });
    const noTruck = await insertUser(ctx.db, 'driver', { firstName: 'Ned', lastName: 'Walker' });
    const [truck] = await ctx.db.insert(trucks).values({ truckNumber: 'TX-42', truckModel: 'Volvo VNL', vinNumber: 'VIN42' }).returning();
    await ctx.db.insert(truckDrivers).values({ truckId: truck.id, driverId: onTruck });

    ids.april = await insertLoad(ctx.db, { pickupDate: '2026-04-02', loadNumber: 'APR-1' });
    ids.marchLate = await insertLoad(ctx.db, { pickupDate: '2026-03-31', loadNumber: 'MAR-2', status: 'assigned' });
    ids.marchEarly = await insertLoad(ctx.db, { pickupDate: '2026-03-01', status: 'assigned' });
    ids.marchLate2 = await insertLoad(ctx.db, { pickupDate: '2026-03-31', loadNumber: 'MAR-3', status: 'delivered' });
    ids.february = await insertLoad(ctx.db, { pickupDate: '2026-02-28', loadNumber: 'FEB-1' });
    await ctx.db.insert(assignments).values([
      { loadId: ids.marchLate, driverId: onTruck },
      { loadId: ids.marchEarly, driverId: noTruck },
      { loadId: ids.marchLate2, driverId: onTruck },
    ]);
  });
  afterAll(() => ctx.close());

  it('groups loads by pickup month, months ascending, items by pickup date then id', async () => {
    const body = LoadsOverviewResponseSchema.parse(await ok(ctx, '/api/loads-overview/', admin));
    expect(body.months.map((m) => m.month)).toEqual(['2026-02', '2026-03', '2026-04']);
    expect(body.months.map((m) => m.items.map((i) => i.id))).toEqual([[ids.february], [ids.marchEarly, ids.marchLate, ids.marchLate2], [ids.april]]);
  });

  it('names the assigned driver and their truck, NA when there is none, and numbers each load by its id, reference or not', async () => {
    const body = LoadsOverviewResponseSchema.parse(await ok(ctx, '/api/loads-overview/', admin));
    const items = body.months.flatMap((m) => m.items);
    const item = (id: number) => items.find((i) => i.id === id);
    expect(item(ids.marchLate)).toMatchObject({
      load_number: String(ids.marchLate),
      status: 'assigned',
      pickup_date: '2026-03-31',
      driver_name: 'Tia Trucker',
      Truck_number: 'TX-42',
    });
    expect(item(ids.marchEarly)).toMatchObject({ load_number: String(ids.marchEarly), driver_name: 'Ned Walker', Truck_number: 'NA' });
    expect(item(ids.april)).toMatchObject({ load_number: String(ids.april), status: 'unassigned', driver_name: null, Truck_number: 'NA' });
    expect(new Date(item(ids.april)!.created_at).toISOString()).toBe(item(ids.april)!.created_at);
  });

  it('shows the number the loads list shows for the same load (issue 27), not its stored reference', async () => {
    // The reference still finds the load in the list; the list's Load No is its id.
    const listed = (await ok(ctx, `/api/list-loads/?search=MAR-2`, admin)) as { results: Array<{ id: number; loadNumber: string | null }> };
    expect(listed.results.map((l) => [l.id, l.loadNumber])).toEqual([[ids.marchLate, 'MAR-2']]);
    const body = LoadsOverviewResponseSchema.parse(await ok(ctx, '/api/loads-overview/?from=2026-03-31&to=2026-03-31', admin));
    const item = body.months[0].items.find((i) => i.id === listed.results[0].id);
    expect(item?.load_number).toBe(String(listed.results[0].id));
    expect(JSON.stringify(body)).not.toContain('MAR-');
  });

  it('limits to a pickup-date range when from and to are given (both included)', async () => {
    const body = LoadsOverviewResponseSchema.parse(await ok(ctx, '/api/loads-overview/?from=2026-03-01&to=2026-03-31', admin));
    expect(body.months).toHaveLength(1);
    expect(body.months[0].items.map((i) => i.id)).toEqual([ids.marchEarly, ids.marchLate, ids.marchLate2]);
    const fromOnly = LoadsOverviewResponseSchema.parse(await ok(ctx, '/api/loads-overview/?from=2026-04-01', admin));
    expect(fromOnly.months.map((m) => m.month)).toEqual(['2026-04']);
    const toOnly = LoadsOverviewResponseSchema.parse(await ok(ctx, '/api/loads-overview/?to=2026-02-28', admin));
    expect(toOnly.months.map((m) => m.month)).toEqual(['2026-02']);
  });

  it('refuses a malformed, impossible or reversed range with 400 and a detail', async () => {
    for (const q of ['from=2026-3-1', 'to=2026-02-30', 'from=yesterday', 'from=2026-04-01&to=2026-03-01']) {
      const res = await get(ctx, `/api/loads-overview/?${q}`, admin);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    const reversed = await get(ctx, '/api/loads-overview/?from=2026-04-01&to=2026-03-01', admin);
    expect(reversed.json().detail).toBe('from must not be after to');
  });
});
