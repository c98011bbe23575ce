import { AnalyticsSchema, LoadSchema, StatsSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext, type TestUser } from '../../../test/build';
import { assignInDb, insertDriver, insertLoad } from './load-fixtures';

// Mark Delivered and Undo delivery (issue 28): the admin's calls beside the driver's deliver/.
let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const q = (text: string, params: unknown[] = []) => ctx.db.$client.query(text, params);
const deliver = (id: number | string, payload: unknown, headers = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/loads/${id}/delivery/`, payload: payload as object, headers });
const undo = (id: number | string, headers = admin.headers) => ctx.app.inject({ method: 'DELETE', url: `/api/loads/${id}/delivery/`, headers });
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

/** An assigned load picked up on `pickupDate`, its driver's id beside it. */
async function assignedLoad(pickupDate = '2026-03-10', values: Parameters<typeof insertLoad>[1] = {}) {
  const driverId = await insertDriver(ctx);
  const id = await insertLoad(ctx, { pickupDate, deliveryDate: pickupDate, ...values });
  await assignInDb(ctx, id, driverId);
  return { id, driverId };
}

/** The kept summaries equal a recount of the loads: what the dashboard and analytics read. */
async function summariesMatchLoads() {
  const counters = await q(`select status, payment, count(*)::int as n from loads group by 1, 2 order by 1, 2`);
  const kept = await q(`select status, payment, n::int as n from load_counters where n <> 0 order by 1, 2`);
  expect(kept.rows).toEqual(counters.rows);
  const days = await q(`select pickup_date, status, count(*)::int as loads from loads group by 1, 2 order by 1, 2`);
  const keptDays = await q(`select pickup_date, status, sum(loads)::int as loads from load_day_figures group by 1, 2 having sum(loads) <> 0 order by 1, 2`);
  expect(keptDays.rows).toEqual(days.rows);
  const drivers = await q(`select a.driver_id, count(*)::int as total, (count(*) filter (where l.status = 'delivered'))::int as completed
                             from assignments a join loads l on l.id = a.load_id group by 1 order by 1`);
  const keptDrivers = await q(`select driver_id, total, completed from driver_load_counts where total <> 0 or completed <> 0 order by 1`);
  expect(keptDrivers.rows).toEqual(drivers.rows);
}
const loadsVersion = async () => Number((await q(`select version from data_versions where name = 'loads'`)).rows[0].version);
const stats = async () => StatsSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/stats/', headers: admin.headers })).json());
async function statusCounts(day: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/analytics/?pickup_date=${day}&period=daily`, headers: admin.headers });
  return Object.fromEntries(AnalyticsSchema.parse(res.json()).statuses.map((s) => [s.status, s.loads]));
}

describe('POST /api/loads/{id}/delivery/', () => {
  it('marks an assigned load delivered at the time sent, and the dashboard, analytics and driver counts follow', async () => {
    const day = '2026-02-14';
    const { id, driverId } = await assignedLoad(day);
    const [statsBefore, statusBefore, versionBefore] = [await stats(), await statusCounts(day), await loadsVersion()];
    const at = '2026-02-15T16:45:00.000Z';

    const res = await deliver(id, { delivered_at: '2026-02-15T11:45:00-05:00' });
    expect(res.statusCode).toBe(200);
    expect(LoadSchema.parse(res.json())).toMatchObject({ id, status: 'delivered', delivered_at: at, assigned_driver: { id: driverId } });
    expect((await q('select status, delivered_at from loads where id = $1', [id])).rows[0]).toEqual({ status: 'delivered', delivered_at: new Date(at) });
    expect((await stats()).active_assigned).toBe(statsBefore.active_assigned - 1);
    expect(await statusCounts(day)).toEqual({ ...statusBefore, assigned: statusBefore.assigned - 1, delivered: statusBefore.delivered + 1 });
    expect(await loadsVersion()).toBeGreaterThan(versionBefore);
    await summariesMatchLoads();
    const driverCounts = await q('select total, completed from driver_load_counts where driver_id = $1', [driverId]);
    expect(driverCounts.rows[0]).toEqual({ total: 1, completed: 1 });
  });

  it('accepts a time a few minutes ahead of the clock and the pickup day itself', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { id } = await assignedLoad(today, { pickupTime: '23:59' });
    expect((await deliver(id, { delivered_at: minutesFromNow(3) })).statusCode).toBe(200);
  });

  it('refuses a time in the future, before the pickup day, or not a date and time, changing nothing', async () => {
    const { id } = await assignedLoad('2026-03-10');
    for (const [delivered_at, detail] of [
      [minutesFromNow(30), 'The delivery time cannot be in the future.'],
      ['2026-03-09T23:00:00Z', 'The delivery cannot be before the pickup date.'],
      ['2026-03-10', /delivered_at must be a date and time/],
      ['yesterday', /delivered_at must be a date and time/],
      [12, /delivered_at/],
      [undefined, /delivered_at/],
    ] as const) {
      const res = await deliver(id, delivered_at === undefined ? {} : { delivered_at });
      expect({ delivered_at, status: res.statusCode }).toEqual({ delivered_at, status: 400 });
      expect(res.json().detail).toMatch(detail);
    }
    expect((await q('select status, delivered_at from loads where id = $1', [id])).rows[0]).toEqual({ status: 'assigned', delivered_at: null });
  });

  it('answers 409 for an unassigned or already delivered load and 404 for an unknown one', async () => {
    const unassigned = await insertLoad(ctx);
    const none = await deliver(unassigned, { delivered_at: '2026-03-11T10:00:00Z' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ detail: 'Only an assigned load can be marked delivered' });
    const { id } = await assignedLoad();
    expect((await deliver(id, { delivered_at: '2026-03-11T10:00:00Z' })).statusCode).toBe(200);
    const again = await deliver(id, { delivered_at: '2026-03-11T11:00:00Z' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This load has already been delivered' });
    expect((await deliver(999999, { delivered_at: '2026-03-11T10:00:00Z' })).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const { id } = await assignedLoad();
    for (const user of [await createUser(ctx, 'dispatcher'), await createUser(ctx, 'driver')]) {
      expect((await deliver(id, { delivered_at: '2026-03-11T10:00:00Z' }, user.headers)).statusCode).toBe(403);
      expect((await undo(id, user.headers)).statusCode).toBe(403);
    }
    expect((await q('select status from loads where id = $1', [id])).rows[0].status).toBe('assigned');
  });
});

describe('DELETE /api/loads/{id}/delivery/', () => {
  it('takes a delivery back to assigned with its driver, delivered_at cleared, and the summaries follow', async () => {
    const day = '2026-02-20';
    const { id, driverId } = await assignedLoad(day);
    const [statsBefore, statusBefore] = [await stats(), await statusCounts(day)];
    expect((await deliver(id, { delivered_at: '2026-02-21T08:00:00Z' })).statusCode).toBe(200);
    const versionDelivered = await loadsVersion();

    const res = await undo(id);
    expect(res.statusCode).toBe(200);
    expect(LoadSchema.parse(res.json())).toMatchObject({ id, status: 'assigned', delivered_at: null, assigned_driver: { id: driverId } });
    expect(await stats()).toEqual(statsBefore);
    expect(await statusCounts(day)).toEqual(statusBefore);
    expect(await loadsVersion()).toBeGreaterThan(versionDelivered);
    await summariesMatchLoads();
    expect((await q('select completed from driver_load_counts where driver_id = $1', [driverId])).rows[0].completed).toBe(0);
  });

  it('undoes a delivery the driver made through their app too', async () => {
    const { id } = await assignedLoad();
    await q(`update loads set status = 'delivered', delivered_at = now() where id = $1`, [id]);
    expect((await undo(id)).json()).toMatchObject({ status: 'assigned', delivered_at: null });
  });

  it('answers 409 for a load not delivered or whose driver was deleted, and 404 for an unknown one', async () => {
    const { id } = await assignedLoad();
    const notYet = await undo(id);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toEqual({ detail: 'This load has not been delivered' });
    expect((await undo(await insertLoad(ctx))).statusCode).toBe(409);

    const gone = await assignedLoad();
    await deliver(gone.id, { delivered_at: '2026-03-11T10:00:00Z' });
    await q('update users set deleted_at = now() where id = $1', [gone.driverId]);
    const orphan = await undo(gone.id);
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json().detail).toBe('This delivery cannot be undone: its driver has been deleted.');
    expect((await q('select status from loads where id = $1', [gone.id])).rows[0].status).toBe('delivered');
    expect((await undo(999999)).statusCode).toBe(404);
  });
});
