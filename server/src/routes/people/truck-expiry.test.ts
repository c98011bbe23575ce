import { eq } from 'drizzle-orm';
import { DriverPageSchema, DriverSchema, ErrorSchema, type Driver } from '@haulboard/shared/contracts';
import { trucks, users } from '../../db/schema';
import { buildTestApp, createUser, insertUser, type TestContext, type TestUser } from '../../../test/build';
import { companyDay } from '../../domain/company-day';
import { insertTruck } from './test-fixtures';

// A driver's truck_expiry: their truck's dates judged on `as_of` (a load's pickup day), today by default.
let ctx: TestContext;
let admin: TestUser;
const ids: Record<string, number> = {};
const DRIVER_EMAIL = 'truck-expiry-driver@example.com';

beforeAll(async () => {
  // The company's zone differs from the server's: the default day must be the company's.
  ctx = await buildTestApp({ timezone: 'America/Chicago' });
  admin = await createUser(ctx, 'admin');
  ids.driving = await insertUser(ctx.db, 'driver', { firstName: 'Dana', lastName: 'Wheel', email: DRIVER_EMAIL });
  ids.walking = await insertUser(ctx.db, 'driver', { firstName: 'Walt', lastName: 'Foot', email: 'walt@example.com' });
  const truckId = await insertTruck(ctx.db, 'EXP-77', [ids.driving]);
  await ctx.db
    .update(trucks)
    .set({ registrationExpirationDate: '2026-06-30', insuranceExpirationDate: null, nextServiceDate: '2026-08-15' })
    .where(eq(trucks.id, truckId));
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/users/drivers/${url}`, headers: admin.headers });
const byName = (list: Driver[]) => Object.fromEntries(list.map((d) => [d.first_name, d.truck_expiry]));

async function lookUp(asOf?: string) {
  const res = await get(`?email=${encodeURIComponent(DRIVER_EMAIL)}${asOf ? `&as_of=${asOf}` : ''}`);
  expect(res.statusCode).toBe(200);
  // Exactly the contract's fields: the query's expiry columns stay inside the server.
  expect(Object.keys(res.json().results[0]).sort()).toEqual(Object.keys(DriverSchema.shape).sort());
  return DriverPageSchema.parse(res.json()).results[0].truck_expiry;
}

it('judges the truck on the day asked: its last good day is due, the next expired', async () => {
  expect(await lookUp('2026-06-30')).toEqual({
    as_of: '2026-06-30',
    state: 'due',
    registration: { date: '2026-06-30', state: 'due' },
    insurance: { date: null, state: null },
    // 46 days ahead.
    next_service: { date: '2026-08-15', state: 'ok' },
  });
  expect(await lookUp('2026-07-01')).toMatchObject({ as_of: '2026-07-01', state: 'expired', registration: { state: 'expired' } });
  expect(await lookUp('2026-05-01')).toMatchObject({ state: 'ok', registration: { state: 'ok' }, next_service: { state: 'ok' } });
});

it("is as of the company's today without as_of", async () => {
  const expiry = await lookUp();
  expect(expiry?.as_of).toBe(companyDay('America/Chicago'));
});

it('is null for a driver without a truck, on every form of the list', async () => {
  const plain = DriverSchema.array().parse((await get('?as_of=2026-07-01')).json());
  expect(byName(plain)).toEqual({ Dana: expect.objectContaining({ as_of: '2026-07-01', state: 'expired' }), Walt: null });
  const paged = DriverPageSchema.parse((await get('?page=1&page_size=7&as_of=2026-06-01')).json());
  expect(byName(paged.results)).toEqual({ Dana: expect.objectContaining({ as_of: '2026-06-01', state: 'due' }), Walt: null });
  const searched = DriverPageSchema.parse((await get('?search=walt&as_of=2026-06-01')).json());
  expect(byName(searched.results)).toEqual({ Walt: null });
});

it('answers a bad as_of with 400 and a detail', async () => {
  for (const value of ['2026-02-30', 'tomorrow', '', '2026-6-1', '99999-01-01']) {
    const res = await get(`?as_of=${encodeURIComponent(value)}`);
    expect([value, res.statusCode]).toEqual([value, 400]);
    expect(ErrorSchema.parse(res.json()).detail).toMatch(/as_of/);
  }
});

it('comes along on a deep page (read from the end of the list)', async () => {
  // 80 drivers named before Dana put her page past the point where pages are read backwards.
  await ctx.db.insert(users).values(
    Array.from({ length: 80 }, (_, i) => ({
      userType: 'driver' as const,
      email: `bulk-${i}@example.com`,
      passwordHash: 'x',
      firstName: 'Bulk',
      lastName: String(i).padStart(3, '0'),
    })),
  );
  const deep = DriverPageSchema.parse((await get('?page=81&page_size=1&as_of=2026-07-01')).json());
  expect(deep.count).toBe(82);
  expect(byName(deep.results)).toEqual({ Dana: expect.objectContaining({ as_of: '2026-07-01', state: 'expired' }) });
});
