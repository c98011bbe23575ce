import { eq } from 'drizzle-orm';
import { DriverHoursPageSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, insertUser, type TestContext, type TestUser } from '../../../test/build';
import { checkIns, users } from '../../db/schema';
import { hoursAfter, insertShift, readClock, zoneNearNoon } from './test-fixtures';

// The hours pages answer from a snapshot kept by versions (service.ts): whatever changes what a page
// shows, through the API or straight in the database, shows on the next call; open shifts grow.
const timezone = zoneNearNoon();
let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp({ timezone });
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const page = async (query = '?page=1&page_size=50&search=snap') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/driver-hours/${query}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return DriverHoursPageSchema.parse(res.json());
};
const line = async (id: number) => (await page()).results.find((r) => r.id === id);

it('shows a new shift, a renamed, a new and a deleted driver at once, though the page was read before', async () => {
  const { dayStart } = await readClock(ctx.db, timezone);
  const ann = await insertUser(ctx.db, 'driver', { firstName: 'Snap', lastName: 'Ann' });
  expect((await line(ann))!.total_hours_worked).toBe(0);

  await insertShift(ctx.db, ann, hoursAfter(dayStart, 1), hoursAfter(dayStart, 3));
  expect((await line(ann))!.total_hours_worked).toBe(120);

  await ctx.db.update(users).set({ lastName: 'Annelise' }).where(eq(users.id, ann));
  expect((await line(ann))!.full_name).toBe('Snap Annelise');

  const bo = await insertUser(ctx.db, 'driver', { firstName: 'Snap', lastName: 'Bo' });
  expect((await page()).count).toBe(2);
  expect((await page()).results.map((r) => r.id)).toEqual([ann, bo]);

  await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ann));
  expect((await page()).results.map((r) => r.id)).toEqual([bo]);
});

it('counts an open shift to the moment of the call and ranks by it, through check-in and check-out', async () => {
  const driver = await createUser(ctx, 'driver', { firstName: 'Snap', lastName: 'Open' });
  const before = await line(driver.id);
  expect(before!.total_hours_worked).toBe(0);
  expect((await ctx.app.inject({ method: 'POST', url: '/api/check-in/', headers: driver.headers })).statusCode).toBe(201);
  // The shift started 90 minutes ago: the snapshot holds its start, the call counts up to now.
  await ctx.db
    .update(checkIns)
    .set({ checkInTime: new Date(Date.now() - 90 * 60_000) })
    .where(eq(checkIns.userId, driver.id));
  const open = await line(driver.id);
  expect(open!.entries[0].check_out_time).toBeNull();
  expect(open!.total_hours_worked).toBe(90);
  expect((await page()).results[0].id).toBe(driver.id);
  expect((await ctx.app.inject({ method: 'POST', url: '/api/check-out/', headers: driver.headers })).statusCode).toBe(200);
  const closed = await line(driver.id);
  expect(closed!.entries[0].check_out_time).not.toBeNull();
  expect(closed!.total_hours_worked).toBe(90);
});
