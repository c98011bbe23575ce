import { AssignmentSchema, ErrorSchema, LoadSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext, type TestUser } from '../../../test/build';
import { assignInDb, insertDriver, insertLoad } from './load-fixtures';

let ctx: TestContext;
let admin: TestUser;
let dispatcher: TestUser;
let driver: TestUser;
let otherDriver: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  dispatcher = await createUser(ctx, 'dispatcher');
  driver = await createUser(ctx, 'driver');
  otherDriver = await createUser(ctx, 'driver');
});
afterAll(() => ctx.close());

const call = (method: 'POST' | 'PUT', url: string, payload?: unknown, headers = admin.headers) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });
const state = async (loadId: number) => {
  const { rows } = await ctx.db.$client.query(
    `select l.status, l.price, l.fuel_price, l.driver_fee, l.delivered_at, a.id as assignment_id, a.driver_id
       from loads l left join assignments a on a.load_id = l.id where l.id = $1`,
    [loadId],
  );
  return rows[0];
};

describe('POST /api/create-assignment/', () => {
  it('assigns the driver, sets the status and the fees sent, answering 201', async () => {
    const loadId = await insertLoad(ctx, { price: 900, fuelPrice: 80 });
    const driverId = await insertDriver(ctx);
    const res = await call('POST', '/api/create-assignment/', { load: loadId, driver: driverId, driver_fee: '250.5', fuel_price: null, price: '' });
    expect(res.statusCode).toBe(201);
    const body = AssignmentSchema.parse(res.json());
    expect(body).toEqual({ id: expect.any(Number), load: loadId, driver: driverId, status: 'assigned' });
    // Empty fees leave the values typed at creation alone.
    expect(await state(loadId)).toMatchObject({
      status: 'assigned',
      assignment_id: body.id,
      driver_id: driverId,
      driver_fee: 250.5,
      price: 900,
      fuel_price: 80,
    });
  });

  it('takes ids sent as text', async () => {
    const loadId = await insertLoad(ctx);
    const driverId = await insertDriver(ctx);
    const res = await call('POST', '/api/create-assignment/', { load: String(loadId), driver: String(driverId) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ load: loadId, driver: driverId });
  });

  it('answers 409 for a load that is already assigned or delivered, changing nothing', async () => {
    const loadId = await insertLoad(ctx);
    const first = await insertDriver(ctx);
    expect((await call('POST', '/api/create-assignment/', { load: loadId, driver: first })).statusCode).toBe(201);
    const before = await state(loadId);
    const again = await call('POST', '/api/create-assignment/', { load: loadId, driver: await insertDriver(ctx), price: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This load is already assigned' });
    expect(await state(loadId)).toEqual(before);

    const delivered = await insertLoad(ctx);
    await assignInDb(ctx, delivered, first, 'delivered');
    const late = await call('POST', '/api/create-assignment/', { load: delivered, driver: first });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('This load has already been delivered');
  });

  it('answers 400 "Driver not found." for anyone who is not an active driver, 404 for an unknown load', async () => {
    const loadId = await insertLoad(ctx);
    const before = await state(loadId);
    const deleted = await insertDriver(ctx, { deletedAt: new Date() });
    for (const driverId of [dispatcher.id, admin.id, deleted, 999999]) {
      const res = await call('POST', '/api/create-assignment/', { load: loadId, driver: driverId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Driver not found.' });
    }
    const unknownLoad = await call('POST', '/api/create-assignment/', { load: 999999, driver: driver.id });
    expect(unknownLoad.statusCode).toBe(404);
    expect(unknownLoad.json()).toEqual({ detail: 'Load not found.' });
    expect(await state(loadId)).toEqual(before);
  });

  it('answers 400 with a detail for missing or wrong fields and malformed JSON', async () => {
    const loadId = await insertLoad(ctx);
    const cases: Array<[unknown, string | RegExp]> = [
      [{ load: loadId }, 'Please select a driver'],
      [{ load: loadId, driver: '' }, 'Please select a driver'],
      [{ driver: driver.id }, 'Load ID not found'],
      [{ load: loadId, driver: 'abc' }, 'driver must be a whole number'],
      [{ load: loadId, driver: true }, 'driver must be a whole number'],
      [{ load: loadId, driver: 1.5 }, 'driver must be a whole number'],
      [{ load: -1, driver: driver.id }, 'load must be a positive id'],
      [{ load: loadId, driver: driver.id, price: 'lots' }, /price/],
      [{ load: loadId, driver: driver.id, fuel_price: -3 }, /0 to/],
    ];
    for (const [payload, detail] of cases) {
      const res = await call('POST', '/api/create-assignment/', payload);
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).detail).toMatch(detail);
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-assignment/',
      payload: '{"load":',
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'Malformed JSON body.' });
    expect((await state(loadId)).status).toBe('unassigned');
  });

  it('lets exactly one of 20 concurrent assigns of one load win; the rest get 409', async () => {
    const loadId = await insertLoad(ctx);
    const drivers = await Promise.all(Array.from({ length: 20 }, () => insertDriver(ctx)));
    const results = await Promise.all(drivers.map((d) => call('POST', '/api/create-assignment/', { load: loadId, driver: d, driver_fee: d })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const winner = AssignmentSchema.parse(results.find((r) => r.statusCode === 201)!.json());
    const { rows } = await ctx.db.$client.query('select id, driver_id from assignments where load_id = $1', [loadId]);
    expect(rows).toEqual([{ id: winner.id, driver_id: winner.driver }]);
    // The fees are the winner's too: no loser's update slipped through.
    expect(await state(loadId)).toMatchObject({ status: 'assigned', driver_id: winner.driver, driver_fee: winner.driver });
  });

  it('is for administrators only', async () => {
    const loadId = await insertLoad(ctx);
    for (const user of [dispatcher, driver]) {
      expect((await call('POST', '/api/create-assignment/', { load: loadId, driver: driver.id }, user.headers)).statusCode).toBe(403);
    }
    expect((await state(loadId)).status).toBe('unassigned');
  });
});

describe('PUT /api/update-assignment/{assignmentId}/', () => {
  it('changes the driver and answers the assignment; load may be text', async () => {
    const loadId = await insertLoad(ctx);
    const first = await insertDriver(ctx);
    const second = await insertDriver(ctx);
    const assignmentId = await assignInDb(ctx, loadId, first);
    const res = await call('PUT', `/api/update-assignment/${assignmentId}/`, { load: String(loadId), driver: second });
    expect(res.statusCode).toBe(200);
    expect(AssignmentSchema.parse(res.json())).toEqual({ id: assignmentId, load: loadId, driver: second, status: 'assigned' });
    expect((await state(loadId)).driver_id).toBe(second);
    const withoutLoad = await call('PUT', `/api/update-assignment/${assignmentId}/`, { driver: first });
    expect(withoutLoad.statusCode).toBe(200);
    expect((await state(loadId)).driver_id).toBe(first);
  });

  it('answers 404 "No assignment found to update" for an unknown assignment', async () => {
    const res = await call('PUT', '/api/update-assignment/999999/', { load: '1', driver: driver.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No assignment found to update' });
  });

  it('refuses another load, a non-driver, a delivered load and bad input, changing nothing', async () => {
    const loadId = await insertLoad(ctx);
    const first = await insertDriver(ctx);
    const assignmentId = await assignInDb(ctx, loadId, first);
    const url = `/api/update-assignment/${assignmentId}/`;
    const wrongLoad = await call('PUT', url, { load: String(loadId + 1000), driver: driver.id });
    expect(wrongLoad.statusCode).toBe(400);
    expect(wrongLoad.json().detail).toBe('This assignment belongs to another load.');
    const notDriver = await call('PUT', url, { load: String(loadId), driver: dispatcher.id });
    expect(notDriver.statusCode).toBe(400);
    expect(notDriver.json()).toEqual({ detail: 'Driver not found.' });
    for (const payload of [{ load: String(loadId) }, { driver: null }, { driver: 'x' }, { load: 'twelve', driver: driver.id }]) {
      const res = await call('PUT', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    expect((await call('PUT', url, { driver: '' })).json().detail).toBe('Please select a driver');
    expect((await call('PUT', '/api/update-assignment/abc/', { driver: driver.id })).statusCode).toBe(400);
    expect((await state(loadId)).driver_id).toBe(first);

    const delivered = await insertLoad(ctx);
    const deliveredAssignment = await assignInDb(ctx, delivered, first, 'delivered');
    const late = await call('PUT', `/api/update-assignment/${deliveredAssignment}/`, { driver: driver.id });
    expect(late.statusCode).toBe(409);
    expect((await state(delivered)).driver_id).toBe(first);
  });

  it('survives concurrent driver changes, a delivery and a delete of the same load without a 5xx', async () => {
    for (let round = 0; round < 3; round += 1) {
      const loadId = await insertLoad(ctx);
      const assignmentId = await assignInDb(ctx, loadId, driver.id);
      const drivers = await Promise.all(Array.from({ length: 6 }, () => insertDriver(ctx)));
      const calls = [
        ...drivers.map((d) => call('PUT', `/api/update-assignment/${assignmentId}/`, { load: String(loadId), driver: d })),
        call('POST', `/api/loads/${loadId}/deliver/`),
        ctx.app.inject({ method: 'DELETE', url: `/api/delete-load/${loadId}/`, headers: admin.headers }),
        call('POST', '/api/create-assignment/', { load: loadId, driver: drivers[0] }),
      ];
      const results = await Promise.all(calls);
      for (const res of results) {
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().detail).toBeTruthy();
      }
      expect(results[7].statusCode).toBe(204);
      expect(await state(loadId)).toBeUndefined();
    }
  });

  it('is for administrators only', async () => {
    const loadId = await insertLoad(ctx);
    const assignmentId = await assignInDb(ctx, loadId, driver.id);
    const res = await call('PUT', `/api/update-assignment/${assignmentId}/`, { driver: otherDriver.id }, dispatcher.headers);
    expect(res.statusCode).toBe(403);
    expect((await state(loadId)).driver_id).toBe(driver.id);
  });
});

describe('POST /api/loads/{id}/deliver/', () => {
  it('lets the assigned driver mark the load delivered', async () => {
    const loadId = await insertLoad(ctx);
    await assignInDb(ctx, loadId, driver.id);
    const res = await call('POST', `/api/loads/${loadId}/deliver/`, undefined, driver.headers);
    expect(res.statusCode).toBe(200);
    const load = LoadSchema.parse(res.json());
    expect(load.status).toBe('delivered');
    expect(load.delivered_at).not.toBeNull();
    expect((await state(loadId)).status).toBe('delivered');
    const again = await call('POST', `/api/loads/${loadId}/deliver/`, undefined, driver.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This load has already been delivered');
  });

  it('refuses other drivers and dispatchers with 403, changing nothing', async () => {
    const loadId = await insertLoad(ctx);
    await assignInDb(ctx, loadId, driver.id);
    expect((await call('POST', `/api/loads/${loadId}/deliver/`, undefined, otherDriver.headers)).statusCode).toBe(403);
    expect((await call('POST', `/api/loads/${loadId}/deliver/`, undefined, dispatcher.headers)).statusCode).toBe(403);
    const unassigned = await insertLoad(ctx);
    expect((await call('POST', `/api/loads/${unassigned}/deliver/`, undefined, driver.headers)).statusCode).toBe(403);
    expect((await state(loadId)).status).toBe('assigned');
    expect((await state(unassigned)).status).toBe('unassigned');
  });

  it('lets an administrator mark it delivered; only assigned loads can be delivered', async () => {
    const loadId = await insertLoad(ctx);
    await assignInDb(ctx, loadId, driver.id);
    expect((await call('POST', `/api/loads/${loadId}/deliver/`)).statusCode).toBe(200);
    const unassigned = await insertLoad(ctx);
    const res = await call('POST', `/api/loads/${unassigned}/deliver/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Only an assigned load can be delivered');
    expect((await state(unassigned)).delivered_at).toBeNull();
    expect((await call('POST', '/api/loads/999999/deliver/')).statusCode).toBe(404);
    expect((await call('POST', '/api/loads/abc/deliver/')).statusCode).toBe(400);
  });
});
