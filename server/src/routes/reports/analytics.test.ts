import { AnalyticsSchema, LoadsPageSchema, TOP_BROKER_COUNT, type Analytics } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext, type TestUser } from '../../../test/build';
import { insertLoad, type LoadValues } from '../loads/load-fixtures';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = admin.headers) => ctx.app.inject({ method: 'GET', url, headers });
/** The figures for a query string; every answer must parse as the contract says. */
const analytics = async (query: string): Promise<Analytics> => {
  const res = await get(`/api/analytics/?${query}`);
  expect(res.statusCode).toBe(200);
  return AnalyticsSchema.strict().parse(res.json());
};
const zeroDay = (date: string) => ({ date, loads: 0, revenue: 0, costs: 0, profit: 0 });
const load = (values: LoadValues) => insertLoad(ctx, { deliveryDate: values.pickupDate, ...values });

// June 2026: the 1st is a Monday, so its first week is June 1-7.
beforeAll(async () => {
  // Cost 310, profit 690.
  await load({
    loadname: 'Steel coils',
    pickupDate: '2026-06-01',
    pickupTime: '09:00',
    status: 'delivered',
    broker: 'Acme',
    price: 1000,
    fuelPrice: 100,
    tollPrice: 10,
    driverFee: 200,
  });
  // Cents add up exactly: cost 100.20, profit 399.90.
  await load({
    loadname: 'Fruit',
    pickupDate: '2026-06-01',
    pickupTime: '06:00',
    status: 'assigned',
    broker: 'Beta',
    price: 500.1,
    fuelPrice: 0.2,
    driverFee: 100,
  });
  // No broker: counted everywhere but in the brokers.
  await load({ loadname: 'Gravel', pickupDate: '2026-06-03', status: 'unassigned', broker: null, price: 300 });
  // The week's Sunday: cost 10, profit 190.
  await load({ loadname: 'Lumber', pickupDate: '2026-06-07', status: 'delivered', broker: 'Acme', price: 200, parkingFee: 5.5, insuranceFee: 4.5 });
  await load({ loadname: 'Next Monday', pickupDate: '2026-06-08', status: 'assigned', broker: 'Gamma', price: 9000 });
  await load({ loadname: 'Sunday before', pickupDate: '2026-05-31', status: 'delivered', broker: 'Acme', price: 7000 });
  // The month's last day, an empty broker and a load without a price.
  await load({ loadname: 'Glass to Reno', pickupDate: '2026-06-30', status: 'unassigned', broker: '  ', price: 50 });
  await load({ loadname: 'Unpriced', pickupDate: '2026-06-30', status: 'unassigned', broker: 'Delta', price: null, driverFee: 25 });
  await load({ loadname: 'July', pickupDate: '2026-07-01', status: 'delivered', broker: 'Acme', price: 8000 });
});

describe('GET /api/analytics/', () => {
  it("adds up a day's loads by the revenue formula, with its statuses and brokers", async () => {
    const body = await analytics('pickup_date=2026-06-01');
    expect(body).toEqual({
      period: 'daily',
      from: '2026-06-01',
      to: '2026-06-01',
      summary: { loads: 2, price: 1500.1, fuel_price: 100.2, toll_price: 10, parking_fee: 0, insurance_fee: 0, driver_fee: 300, profit: 1089.9 },
      days: [{ date: '2026-06-01', loads: 2, revenue: 1500.1, costs: 410.2, profit: 1089.9 }],
      statuses: [
        { status: 'delivered', loads: 1 },
        { status: 'assigned', loads: 1 },
        { status: 'unassigned', loads: 0 },
      ],
      brokers: [
        { broker: 'Acme', loads: 1, revenue: 1000, profit: 690 },
        { broker: 'Beta', loads: 1, revenue: 500.1, profit: 399.9 },
      ],
    });
  });

  it('takes the Monday-Sunday week holding any of its days, every day listed', async () => {
    const fromWednesday = await analytics('pickup_date=2026-06-03&period=weekly');
    expect(await analytics('pickup_date=2026-06-07&period=weekly')).toEqual(fromWednesday);
    expect(fromWednesday.from).toBe('2026-06-01');
    expect(fromWednesday.to).toBe('2026-06-07');
    expect(fromWednesday.summary).toMatchObject({ loads: 4, price: 2000.1, profit: 1579.9 });
    expect(fromWednesday.days).toEqual([
      { date: '2026-06-01', loads: 2, revenue: 1500.1, costs: 410.2, profit: 1089.9 },
      zeroDay('2026-06-02'),
      { date: '2026-06-03', loads: 1, revenue: 300, costs: 0, profit: 300 },
      zeroDay('2026-06-04'),
      zeroDay('2026-06-05'),
      zeroDay('2026-06-06'),
      { date: '2026-06-07', loads: 1, revenue: 200, costs: 10, profit: 190 },
    ]);
    expect(fromWednesday.statuses).toEqual([
      { status: 'delivered', loads: 2 },
      { status: 'assigned', loads: 1 },
      { status: 'unassigned', loads: 1 },
    ]);
    expect(fromWednesday.brokers).toEqual([
      { broker: 'Acme', loads: 2, revenue: 1200, profit: 880 },
      { broker: 'Beta', loads: 1, revenue: 500.1, profit: 399.9 },
    ]);
    // The Sunday before belongs to the week before.
    expect((await analytics('pickup_date=2026-05-31&period=weekly')).from).toBe('2026-05-25');
  });

  it('covers the 1st to the last day of the month, brokers ranked by revenue without empty ones', async () => {
    const body = await analytics('pickup_date=2026-06-17&period=monthly');
    expect([body.from, body.to]).toEqual(['2026-06-01', '2026-06-30']);
    expect(body.days).toHaveLength(30);
    expect(body.days[29]).toEqual({ date: '2026-06-30', loads: 2, revenue: 50, costs: 25, profit: 25 });
    expect(body.summary).toEqual({
      loads: 7,
      price: 11050.1,
      fuel_price: 100.2,
      toll_price: 10,
      parking_fee: 5.5,
      insurance_fee: 4.5,
      driver_fee: 325,
      profit: 10604.9,
    });
    expect(body.brokers).toEqual([
      { broker: 'Gamma', loads: 1, revenue: 9000, profit: 9000 },
      { broker: 'Acme', loads: 2, revenue: 1200, profit: 880 },
      { broker: 'Beta', loads: 1, revenue: 500.1, profit: 399.9 },
      { broker: 'Delta', loads: 1, revenue: 0, profit: -25 },
    ]);
  });

  it('lists every day of an empty month with zeros, February included', async () => {
    const body = await analytics('pickup_date=2027-02-28&period=monthly');
    expect(body.days).toHaveLength(28);
    expect(body.days.every((d) => d.loads === 0 && d.revenue === 0 && d.costs === 0 && d.profit === 0)).toBe(true);
    expect(body.summary).toEqual({ loads: 0, price: 0, fuel_price: 0, toll_price: 0, parking_fee: 0, insurance_fee: 0, driver_fee: 0, profit: 0 });
    expect(body.statuses.map((s) => s.loads)).toEqual([0, 0, 0]);
    expect(body.brokers).toEqual([]);
    expect((await analytics('pickup_date=2028-02-01&period=monthly')).to).toBe('2028-02-29');
  });

  it('follows the status tab in the summary, days and brokers, but counts every status for the tabs', async () => {
    const body = await analytics('pickup_date=2026-06-01&period=weekly&status=delivered');
    expect(body.summary).toMatchObject({ loads: 2, price: 1200, profit: 880 });
    expect(body.days[0]).toEqual({ date: '2026-06-01', loads: 1, revenue: 1000, costs: 310, profit: 690 });
    expect(body.days[2]).toEqual(zeroDay('2026-06-03'));
    expect(body.brokers).toEqual([{ broker: 'Acme', loads: 2, revenue: 1200, profit: 880 }]);
    expect(body.statuses).toEqual([
      { status: 'delivered', loads: 2 },
      { status: 'assigned', loads: 1 },
      { status: 'unassigned', loads: 1 },
    ]);
  });

  it("searches as the loads table does, so the figures add up to the table's loads", async () => {
    const searched = await analytics('pickup_date=2026-06-01&period=weekly&search=%20ACME%20');
    expect(searched.summary).toMatchObject({ loads: 2, price: 1200 });
    expect(searched.statuses.map((s) => s.loads)).toEqual([2, 0, 0]);
    for (const search of ['acme', 'reno', 'dallas', 'fruit', 'zzz']) {
      const figures = await analytics(`pickup_date=2026-06-10&period=monthly&search=${search}`);
      const res = await get(`/api/list-loads/?pickup_from=2026-06-01&pickup_to=2026-06-30&page=1&page_size=50&search=${search}`);
      const table = LoadsPageSchema.parse(res.json());
      expect({ search, loads: figures.summary.loads }).toEqual({ search, loads: table.count });
      expect(figures.summary.price).toBe(table.results.reduce((sum, l) => sum + (l.price ?? 0), 0));
    }
    // The search and the tab together.
    const both = await analytics('pickup_date=2026-06-01&period=monthly&status=unassigned&search=reno');
    expect(both.summary).toMatchObject({ loads: 1, price: 50 });
    expect(both.brokers).toEqual([]);
  });

  it('figures with a search, kept under the loads version, follow a load created, repriced and deleted', async () => {
    const query = 'pickup_date=2026-07-06&period=weekly&search=kestrel';
    expect((await analytics(query)).summary.loads).toBe(0);
    const id = await load({ loadname: 'Kestrel run', pickupDate: '2026-07-07', price: 300 });
    expect((await analytics(query)).summary).toMatchObject({ loads: 1, price: 300 });
    await ctx.db.$client.query('update loads set price = 450 where id = $1', [id]);
    expect((await analytics(query)).summary).toMatchObject({ loads: 1, price: 450 });
    await ctx.db.$client.query('delete from loads where id = $1', [id]);
    expect((await analytics(query)).summary.loads).toBe(0);
  });

  it(`ranks at most ${TOP_BROKER_COUNT} brokers by revenue and leaves loads without a broker out`, async () => {
    const day = '2026-09-15';
    for (const [broker, price] of [
      ['Echo', 100],
      ['Alpha', 700],
      ['Bravo', 600],
      ['Charlie', 500],
      ['Delta', 400],
      ['Foxtrot', 300],
    ] as const) {
      await load({ pickupDate: day, broker, price });
    }
    await load({ pickupDate: day, broker: 'Charlie', price: 250 });
    await load({ pickupDate: day, broker: null, price: 99999 });
    await load({ pickupDate: day, broker: '', price: 88888 });
    const body = await analytics(`pickup_date=${day}`);
    expect(body.brokers.map((b) => [b.broker, b.loads, b.revenue])).toEqual([
      ['Charlie', 2, 750],
      ['Alpha', 1, 700],
      ['Bravo', 1, 600],
      ['Delta', 1, 400],
      ['Foxtrot', 1, 300],
    ]);
    expect(body.summary.loads).toBe(9);
  });

  it('reads the same figures from the kept day figures as from the loads themselves, after loads change', async () => {
    const id = await load({ loadname: 'Changing', pickupDate: '2026-06-10', status: 'assigned', broker: 'Beta', price: 10 });
    await ctx.db.$client.query(`update loads set status = 'delivered', price = 20.05, broker = 'Acme', pickup_date = '2026-06-11' where id = $1`, [id]);
    await ctx.db.$client.query(`delete from loads where loadname = 'Fruit'`);
    // Every fixture picks up in Dallas: the search matches all of them, so its figures come from the loads.
    for (const tab of ['', '&status=delivered', '&status=assigned', '&status=unassigned']) {
      const kept = await analytics(`pickup_date=2026-06-01&period=monthly${tab}`);
      expect(await analytics(`pickup_date=2026-06-01&period=monthly${tab}&search=dallas`)).toEqual(kept);
    }
    const june = await analytics('pickup_date=2026-06-01&period=monthly');
    expect(june.days[10]).toEqual({ date: '2026-06-11', loads: 1, revenue: 20.05, costs: 0, profit: 20.05 });
    expect(june.days[9]).toEqual(zeroDay('2026-06-10'));
    expect(june.brokers.find((b) => b.broker === 'Beta')).toBeUndefined();
  });

  it('answers 400 with a detail for bad parameters', async () => {
    for (const query of [
      '',
      'pickup_date=2026-02-30',
      'pickup_date=01/06/2026',
      'pickup_date=2026-06-01&period=yearly',
      'pickup_date=2026-06-01&status=lost',
      `pickup_date=2026-06-01&search=${'x'.repeat(201)}`,
      'pickup_date=2026-06-01&pickup_date=2026-06-02',
      // The week of 9999-12-31 ends in year 10000.
      'pickup_date=9999-12-31&period=weekly',
    ]) {
      const res = await get(`/api/analytics/?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().detail).toBeTruthy();
    }
  });

  it('answers the last month a date can name', async () => {
    expect((await analytics('pickup_date=9999-12-31&period=monthly')).to).toBe('9999-12-31');
  });

  it('answers 401 without a token and 403 to dispatchers and drivers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/analytics/?pickup_date=2026-06-01' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBeTruthy();
    for (const type of ['dispatcher', 'driver'] as const) {
      const user = await createUser(ctx, type);
      expect((await get('/api/analytics/?pickup_date=2026-06-01', user.headers)).statusCode).toBe(403);
    }
  });
});
