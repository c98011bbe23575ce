import { sql } from 'drizzle-orm';
import { ErrorSchema, TruckSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext } from '../../../test/build';
import { addTruck, callerFor, insertDriver, truckOfDrivers, type Caller } from './test-helpers';

let ctx: TestContext;
let api: Caller;
beforeAll(async () => {
  ctx = await buildTestApp();
  api = callerFor(ctx, (await createUser(ctx, 'admin')).headers);
});
afterAll(() => ctx.close());

const assign = async (truck_id: unknown, driver_ids: unknown, replace?: boolean) => api.post('assign-truck/', { truck_id, driver_ids, replace });
const driverIdsOf = (truck: { drivers: Array<{ id: number }> }) => truck.drivers.map((d) => d.id).sort((a, b) => a - b);
const snapshot = async () => (await ctx.db.execute(sql`select truck_id, driver_id from truck_drivers order by driver_id`)).rows;

describe('POST assign-truck/', () => {
  it('adds drivers when replace is false, and answers the truck', async () => {
    const truck = await addTruck(api);
    const [a, b, c] = [await insertDriver(ctx, 'Ann', 'Able'), await insertDriver(ctx, 'Ben', 'Baker'), await insertDriver(ctx, 'Cal', 'Cole')];
    const first = await assign(truck.id, [a, b], false);
    expect(first.statusCode).toBe(200);
    expect(TruckSchema.parse(first.json())).toMatchObject({ id: truck.id, driver_names: ['Ann Able', 'Ben Baker'] });
    const second = TruckSchema.parse((await assign(truck.id, [c, a])).json());
    expect(driverIdsOf(second)).toEqual([a, b, c]);
    expect(second.driver_names).toEqual(['Ann Able', 'Ben Baker', 'Cal Cole']);
  });

  it('makes the given drivers the only ones when replace is true', async () => {
    const truck = await addTruck(api);
    const [a, b, c] = [await insertDriver(ctx, 'Dee', 'D'), await insertDriver(ctx, 'Eve', 'E'), await insertDriver(ctx, 'Fay', 'F')];
    await assign(truck.id, [a, b], false);
    const replaced = TruckSchema.parse((await assign(truck.id, [b, c], true)).json());
    expect(driverIdsOf(replaced)).toEqual([b, c]);
    const freed = await truckOfDrivers(ctx, [a]);
    expect(freed.has(a)).toBe(false);
  });

  it('moves a driver from the truck they drove, leaving its other drivers', async () => {
    const from = await addTruck(api);
    const to = await addTruck(api);
    const [mover, stays] = [await insertDriver(ctx, 'Max', 'Mover'), await insertDriver(ctx, 'Sam', 'Stays')];
    await assign(from.id, [mover, stays], false);
    const after = TruckSchema.parse((await assign(to.id, [mover], false)).json());
    expect(driverIdsOf(after)).toEqual([mover]);
    const source = TruckSchema.parse((await api.get(`trucks-details/${from.id}/`)).json());
    expect(driverIdsOf(source)).toEqual([stays]);
    // And by replace too.
    const back = TruckSchema.parse((await assign(from.id, [mover], true)).json());
    expect(driverIdsOf(back)).toEqual([mover]);
    expect(driverIdsOf(TruckSchema.parse((await api.get(`trucks-details/${to.id}/`)).json()))).toEqual([]);
  });

  it('accepts a repeated id and a driver already on the truck', async () => {
    const truck = await addTruck(api);
    const a = await insertDriver(ctx, 'Gus', 'G');
    await assign(truck.id, [a], false);
    const res = await assign(truck.id, [a, a], false);
    expect(res.statusCode).toBe(200);
    expect(driverIdsOf(TruckSchema.parse(res.json()))).toEqual([a]);
  });

  it('answers 404 for an unknown truck and changes nothing', async () => {
    const a = await insertDriver(ctx, 'Hal', 'H');
    const before = await snapshot();
    const res = await assign(999999, [a], true);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Truck not found.' });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 naming an id that is not a current driver, and changes nothing', async () => {
    const truck = await addTruck(api);
    const a = await insertDriver(ctx, 'Ivy', 'I');
    await assign(truck.id, [a], false);
    const dispatcher = await insertDriver(ctx, 'Dis', 'Patcher', 'dispatcher');
    const deleted = await insertDriver(ctx, 'Del', 'Eted');
    await ctx.db.execute(sql`update users set deleted_at = now() where id = ${deleted}`);
    const before = await snapshot();
    for (const bad of [dispatcher, deleted, 999999]) {
      const other = await insertDriver(ctx, 'Ok', 'Driver');
      const res = await assign(truck.id, [other, bad], true);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: `No driver with id ${bad}.` });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 with the spec message without a truck or drivers', async () => {
    const truck = await addTruck(api);
    const a = await insertDriver(ctx, 'Jo', 'J');
    const message = { detail: 'Please select a truck and at least one driver' };
    for (const [truckId, driverIds] of [
      [truck.id, []],
      [truck.id, undefined],
      [null, [a]],
      [undefined, [a]],
      ['', [a]],
    ]) {
      const res = await assign(truckId, driverIds, false);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(message);
    }
    const badId = await assign(truck.id, ['abc'], false);
    expect(badId.statusCode).toBe(400);
    ErrorSchema.parse(badId.json());
    const badReplace = await api.post('assign-truck/', { truck_id: truck.id, driver_ids: [a], replace: 'maybe' });
    expect(badReplace.statusCode).toBe(400);
    expect(await truckOfDrivers(ctx, [a])).toEqual(new Map());
  });

  it('keeps every driver on exactly one truck under concurrent assignments of the same drivers', async () => {
    const trucks = await Promise.all(Array.from({ length: 5 }, () => addTruck(api)));
    const drivers: number[] = [];
    for (let i = 0; i < 8; i += 1) drivers.push(await insertDriver(ctx, `Racer${i}`, 'R'));
    const calls = [];
    for (let round = 0; round < 4; round += 1) {
      for (const [i, truck] of trucks.entries()) {
        // Overlapping, differently ordered sets, half replacing, half adding.
        const set = drivers.filter((_, j) => (j + i + round) % 3 !== 0).reverse();
        calls.push(assign(truck.id, set, (i + round) % 2 === 0));
      }
    }
    const results = await Promise.all(calls);
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const { rows } = await ctx.db.execute<{ driver_id: number; n: number }>(
      sql`select driver_id, count(*) as n from truck_drivers where driver_id = any(${sql.param(drivers)}::int[]) group by driver_id`,
    );
    for (const row of rows) expect(row.n).toBe(1);
    // What the API shows agrees with the table: each driver appears on one truck's list at most.
    const shown = (await Promise.all(trucks.map(async (t) => TruckSchema.parse((await api.get(`trucks-details/${t.id}/`)).json())))).flatMap(driverIdsOf);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.length).toBe(rows.length);
  });

  it('keeps the links consistent when a truck is deleted while drivers move to and from it', async () => {
    const doomed = await addTruck(api);
    const other = await addTruck(api);
    const drivers = [await insertDriver(ctx, 'K', 'One'), await insertDriver(ctx, 'K', 'Two'), await insertDriver(ctx, 'K', 'Three')];
    await assign(doomed.id, drivers, false);
    const results = await Promise.all([
      assign(other.id, [drivers[0], drivers[1]], true),
      api.del(`delete-trucks/${doomed.id}/`),
      assign(doomed.id, [drivers[2]], true),
    ]);
    for (const r of results) expect([200, 204, 404]).toContain(r.statusCode);
    expect(results[1].statusCode).toBe(204);
    const { rows } = await ctx.db.execute(sql`select 1 from truck_drivers where truck_id = ${doomed.id}`);
    expect(rows).toHaveLength(0);
    const now = await truckOfDrivers(ctx, drivers);
    expect([now.get(drivers[0]), now.get(drivers[1])]).toEqual([other.id, other.id]);
  });
});
