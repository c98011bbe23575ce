import { LoadSchema, LoadsEnvelopeSchema, LoadsPageSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext, type TestUser } from '../../../test/build';
import { addDays, assignInDb, insertDriver, insertLoad, putDriverOnTruck, todayIn } from './load-fixtures';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const get = (url: string, headers = admin.headers) => ctx.app.inject({ method: 'GET', url, headers });
const page = async (query: string) => {
  const res = await get(`/api/list-loads/?${query}`);
  expect(res.statusCode).toBe(200);
  return LoadsPageSchema.parse(res.json());
};
const clearLoads = () => ctx.db.$client.query('delete from loads');

describe('GET /api/list-loads/ without parameters', () => {
  beforeAll(clearLoads);

  it('answers a plain array of loads, newest id first, in the Load shape', async () => {
    const first = await insertLoad(ctx, {
      loadname: 'Steel coils',
      loadNumber: 'LN-100',
      broker: 'Acme Brokers',
      weightLbs: 12345.5,
      price: 2500.75,
      fuelPrice: 300,
      pickupTime: '07:05:09',
      payment: 'Paid',
    });
    const second = await insertLoad(ctx, { loadname: 'Lumber' });
    const res = await get('/api/list-loads/');
    expect(res.statusCode).toBe(200);
    const body = LoadSchema.array().parse(res.json());
    expect(body.map((l) => l.id)).toEqual([second, first]);
    const steel = body[1];
    expect(steel).toMatchObject({
      loadname: 'Steel coils',
      loadNumber: 'LN-100',
      weight_lbs: 12345.5,
      weight: 12345.5,
      broker: 'Acme Brokers',
      broker_name: 'Acme Brokers',
      price: 2500.75,
      fuel_price: 300,
      toll_price: null,
      pickup_time: '07:05',
      delivery_time: '17:30',
      pickup_date: '2026-03-10',
      payment: 'Paid',
      status: 'unassigned',
      document: null,
      assigned_driver: null,
      driver_name: null,
      assignments: [],
      delivered_at: null,
    });
    expect(new Date(steel.created_at).toISOString()).toBe(steel.created_at);
  });

  it('carries the assigned driver, the truck they drive and the assignment', async () => {
    const driverId = await insertDriver(ctx, { firstName: 'Maria', lastName: 'Lopez', email: '+1 555 0101' });
    const plate = await putDriverOnTruck(ctx, driverId);
    const onTruck = await insertLoad(ctx);
    const assignmentId = await assignInDb(ctx, onTruck, driverId);
    const noTruckDriver = await insertDriver(ctx, { firstName: 'Sam', lastName: 'Reed' });
    const noTruck = await insertLoad(ctx);
    await assignInDb(ctx, noTruck, noTruckDriver, 'delivered');

    const body = LoadSchema.array().parse((await get('/api/list-loads/')).json());
    const a = body.find((l) => l.id === onTruck)!;
    expect(a.status).toBe('assigned');
    expect(a.assigned_driver).toEqual({ id: driverId, name: 'Maria Lopez', email: '+1 555 0101', vehicle_plate_no: plate });
    expect(a.driver_name).toBe('Maria Lopez');
    expect(a.assignments).toEqual([{ id: assignmentId, load: onTruck, driver: driverId }]);
    const b = body.find((l) => l.id === noTruck)!;
    expect(b.status).toBe('delivered');
    expect(b.assigned_driver?.vehicle_plate_no).toBeNull();
    expect(b.delivered_at).not.toBeNull();
  });
});

describe('GET /api/list-loads/ with paging, search, filters and sort', () => {
  let ids: number[];
  beforeAll(async () => {
    await clearLoads();
    ids = [];
    for (let i = 1; i <= 23; i += 1) {
      ids.push(
        await insertLoad(ctx, {
          loadname: `Paged ${String(i).padStart(2, '0')}`,
          price: i % 5 === 0 ? null : i * 10,
          payment: i % 2 === 0 ? 'Paid' : 'Unpaid',
          status: i % 3 === 0 ? 'delivered' : 'unassigned',
        }),
      );
    }
  });

  it('answers {count, results} with 10 per page by default', async () => {
    const first = await page('page=1');
    expect(first.count).toBe(23);
    expect(first.results.map((l) => l.id)).toEqual([...ids].reverse().slice(0, 10));
    const third = await page('page=3');
    expect(third.results.map((l) => l.id)).toEqual([...ids].reverse().slice(20));
    const beyond = await page('page=9');
    expect(beyond).toEqual({ count: 23, results: [] });
    const sized = await page('page=2&page_size=7');
    expect(sized.results.map((l) => l.id)).toEqual([...ids].reverse().slice(7, 14));
  });

  it('filters by status and payment, and counts the filtered set', async () => {
    const delivered = await page('status=delivered&page_size=50');
    expect(delivered.count).toBe(7);
    expect(delivered.results.every((l) => l.status === 'delivered')).toBe(true);
    const paid = await page('payment=Paid&page_size=50');
    expect(paid.count).toBe(11);
    expect(paid.results.every((l) => l.payment === 'Paid')).toBe(true);
    const both = await page('payment=Paid&status=delivered');
    expect(both.count).toBe(3); // 6, 12, 18
  });

  it('sorts by the whitelisted fields, empty prices last', async () => {
    const byName = await page('ordering=-loadname&page_size=3');
    expect(byName.results.map((l) => l.loadname)).toEqual(['Paged 23', 'Paged 22', 'Paged 21']);
    const byPrice = await page('ordering=price&page_size=50');
    const prices = byPrice.results.map((l) => l.price);
    expect(prices.slice(0, 3)).toEqual([10, 20, 30]);
    expect(prices.slice(-4)).toEqual([null, null, null, null]);
    const byPriceDesc = await page('ordering=-price&page_size=2');
    expect(byPriceDesc.results.map((l) => l.price)).toEqual([230, 220]);
    const byId = await page('ordering=id&page_size=2');
    expect(byId.results.map((l) => l.id)).toEqual(ids.slice(0, 2));
  });

  it('searches name, number, places and broker case-insensitively, and the id', async () => {
    const special = await insertLoad(ctx, { loadname: 'Frozen Fish', loadNumber: 'RC-7731', broker: 'Blue Ocean Logistics', deliveryLocation: 'Portland, OR' });
    const wild = await insertLoad(ctx, { loadname: '100% cotton_bales' });
    for (const term of ['frozen', 'rc-7731', 'BLUE OCEAN', 'portland']) {
      const res = await page(`search=${encodeURIComponent(term)}`);
      expect(res.results.map((l) => l.id)).toEqual([special]);
    }
    expect((await page(`search=${special}`)).results.map((l) => l.id)).toContain(special);
    // LIKE wildcards typed by a user are plain characters.
    expect((await page('search=%25')).results.map((l) => l.id)).toEqual([wild]);
    expect((await page('search=n_b')).results.map((l) => l.id)).toEqual([wild]);
    expect((await page(`search=${encodeURIComponent('\\')}`)).count).toBe(0);
    expect((await page('search=nothing-like-this')).count).toBe(0);
    await ctx.db.$client.query('delete from loads where id = any($1)', [[special, wild]]);
  });

  it('filters by a pickup date range', async () => {
    const early = await insertLoad(ctx, { pickupDate: '2025-01-05', deliveryDate: '2025-01-06' });
    const res = await page('pickup_from=2025-01-01&pickup_to=2025-01-31');
    expect(res.results.map((l) => l.id)).toEqual([early]);
    expect((await page('pickup_to=2025-01-04')).count).toBe(0);
    await ctx.db.$client.query('delete from loads where id = $1', [early]);
  });
});

describe('the date filter, in the configured time zone', () => {
  // 25 hours apart: whatever the time of day, their "today" differs.
  for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    it(`uses today in ${timezone}`, async () => {
      await clearLoads();
      const original = ctx.deps.config.timezone;
      ctx.deps.config.timezone = timezone;
      try {
        const today = todayIn(timezone);
        const at = async (days: number) => insertLoad(ctx, { pickupDate: addDays(today, days), deliveryDate: addDays(today, days + 1) });
        const yesterday = await at(-1);
        const todays = await at(0);
        const tomorrow = await at(1);
        const day7 = await at(7);
        const day8 = await at(8);
        const ids = async (date: string) => (await page(`date=${date}&ordering=id&page_size=50`)).results.map((l) => l.id);
        expect(await ids('today')).toEqual([todays]);
        expect(await ids('tomorrow')).toEqual([tomorrow]);
        expect(await ids('this_week')).toEqual([todays, tomorrow, day7]);
        expect(await ids('upcoming')).toEqual([day8]);
        expect(await ids('past')).toEqual([yesterday]);
      } finally {
        ctx.deps.config.timezone = original;
      }
    });
  }
});

describe('GET /api/assigned-loads/ and /api/unassigned-loads/', () => {
  it('split loads by whether they have an assignment', async () => {
    await clearLoads();
    const driverId = await insertDriver(ctx);
    const open = await insertLoad(ctx);
    const assigned = await insertLoad(ctx);
    const delivered = await insertLoad(ctx);
    await assignInDb(ctx, assigned, driverId);
    await assignInDb(ctx, delivered, driverId, 'delivered');

    const a = await get('/api/assigned-loads/');
    expect(a.statusCode).toBe(200);
    const assignedBody = LoadsEnvelopeSchema.parse(a.json());
    expect(assignedBody.loads.map((l) => l.id)).toEqual([delivered, assigned]);
    expect(assignedBody.loads.every((l) => l.assignments.length === 1 && l.assigned_driver?.id === driverId)).toBe(true);

    const u = await get('/api/unassigned-loads/');
    expect(u.statusCode).toBe(200);
    expect(LoadsEnvelopeSchema.parse(u.json()).loads.map((l) => l.id)).toEqual([open]);
  });
});

describe('bad queries and permissions', () => {
  it('answers 400 with a detail for a bad parameter', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'page_size=1000',
      'ordering=drop',
      'status=lost',
      'payment=paid',
      'date=someday',
      'pickup_from=2026-02-30',
      'pickup_from=2026-03-02&pickup_to=2026-03-01',
    ]) {
      const res = await get(`/api/list-loads/?${query}`);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
  });

  it('refuses dispatchers and drivers (403) and callers without a token (401)', async () => {
    const dispatcher = await createUser(ctx, 'dispatcher');
    const driver = await createUser(ctx, 'driver');
    for (const url of ['/api/list-loads/', '/api/assigned-loads/', '/api/unassigned-loads/']) {
      expect((await get(url, dispatcher.headers)).statusCode).toBe(403);
      expect((await get(url, driver.headers)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('ordering by pickup date', () => {
  beforeAll(clearLoads);

  it("lists a day's loads in pickup-time order, then by id, and the exact reverse descending", async () => {
    const late = await insertLoad(ctx, { loadname: 'Late', pickupDate: '2026-08-04', pickupTime: '18:00' });
    const early = await insertLoad(ctx, { loadname: 'Early', pickupDate: '2026-08-04', pickupTime: '05:30' });
    const noonA = await insertLoad(ctx, { loadname: 'Noon A', pickupDate: '2026-08-04', pickupTime: '12:00' });
    const noonB = await insertLoad(ctx, { loadname: 'Noon B', pickupDate: '2026-08-04', pickupTime: '12:00' });
    const before = await insertLoad(ctx, { loadname: 'Day before', pickupDate: '2026-08-03', pickupTime: '23:00' });
    const after = await insertLoad(ctx, { loadname: 'Day after', pickupDate: '2026-08-05', pickupTime: '01:00' });
    const ascending = [before, early, noonA, noonB, late, after];
    expect((await page('ordering=pickup_date&page_size=50')).results.map((l) => l.id)).toEqual(ascending);
    expect((await page('ordering=-pickup_date&page_size=50')).results.map((l) => l.id)).toEqual([...ascending].reverse());
    // A period's pages, as the analytics table asks for them: no load twice, none left out.
    const period = 'pickup_from=2026-08-04&pickup_to=2026-08-04&ordering=pickup_date&page_size=3';
    const first = await page(`${period}&page=1`);
    const second = await page(`${period}&page=2`);
    expect(first.count).toBe(4);
    expect([...first.results, ...second.results].map((l) => l.loadname)).toEqual(['Early', 'Noon A', 'Noon B', 'Late']);
  });
});
