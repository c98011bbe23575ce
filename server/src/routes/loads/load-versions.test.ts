import { ErrorSchema, LoadSchema } from '@haulboard/shared/contracts';
import { appWithTwoEditors } from '../../../test/build';
import { assignInDb, insertDriver, insertLoad } from './load-fixtures';

// Issue 29: an edit names the version it started from; a stale one is refused and nothing is written.
const suite = appWithTwoEditors();

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, by = suite.admin) =>
  suite.ctx.app.inject({ method, url, payload, headers: by.headers });
const loadRow = async (id: number) => (await suite.ctx.db.$client.query('select * from loads where id = $1', [id])).rows[0];
const eventCount = async (id: number) =>
  (await suite.ctx.db.$client.query(`select count(*)::int as n from audit_events where subject_type = 'load' and subject_id = $1`, [id])).rows[0].n as number;
const versionOf = async (id: number) => LoadSchema.parse((await call('GET', `/api/loads/${id}/`)).json()).version;

describe('PUT /api/loads/{id}/ with a version', () => {
  it('answers the version, and a save from the current one moves it on', async () => {
    const id = await insertLoad(suite.ctx);
    const version = await versionOf(id);
    const res = await call('PUT', `/api/loads/${id}/`, { broker: 'Valley Freight', version });
    expect(res.statusCode).toBe(200);
    expect(LoadSchema.parse(res.json()).version).toBe(version + 1);
  });

  it('refuses a stale version with 409 naming who changed what, and writes and records nothing', async () => {
    const id = await insertLoad(suite.ctx);
    const version = await versionOf(id);
    expect((await call('PUT', `/api/loads/${id}/`, { payment: 'Paid', broker: 'Theirs', version }, suite.other)).statusCode).toBe(200);
    const [rowBefore, eventsBefore] = [await loadRow(id), await eventCount(id)];

    const res = await call('PUT', `/api/loads/${id}/`, { broker: 'Mine', version });
    expect(res.statusCode).toBe(409);
    const { detail } = ErrorSchema.parse(res.json());
    expect(detail).toContain('Bob Stone (payment, broker)');
    expect(detail).toMatch(/Nothing was saved/);
    expect(await loadRow(id)).toEqual(rowBefore);
    expect(await eventCount(id)).toBe(eventsBefore);
  });

  it('accepts a save without a version, as the spec’s clients send it', async () => {
    const id = await insertLoad(suite.ctx);
    await call('PUT', `/api/loads/${id}/`, { broker: 'First' }, suite.other);
    const res = await call('PUT', `/api/loads/${id}/`, { broker: 'Second' });
    expect(res.statusCode).toBe(200);
    expect((await loadRow(id)).broker).toBe('Second');
  });

  it('counts a change of several statements as one version', async () => {
    const id = await insertLoad(suite.ctx);
    const driver = await insertDriver(suite.ctx);
    const version = await versionOf(id);
    // An assignment inserts a row, writes fees and moves the status: one change.
    const res = await call('POST', '/api/create-assignment/', { load: id, driver, driver_fee: 120, version });
    expect(res.statusCode).toBe(201);
    expect(await versionOf(id)).toBe(version + 1);
  });
});

describe('assignments and deliveries with a version', () => {
  it('refuses a driver change and a delivery started before the load changed', async () => {
    const id = await insertLoad(suite.ctx, { pickupDate: '2026-01-05', deliveryDate: '2026-01-06' });
    const [first, second] = [await insertDriver(suite.ctx), await insertDriver(suite.ctx)];
    const assignment = await assignInDb(suite.ctx, id, first);
    const version = await versionOf(id);
    expect((await call('PUT', `/api/update-assignment/${assignment}/`, { driver: second, version }, suite.other)).statusCode).toBe(200);
    const rowBefore = await loadRow(id);

    const changeDriver = await call('PUT', `/api/update-assignment/${assignment}/`, { driver: first, version });
    expect(changeDriver.statusCode).toBe(409);
    expect(changeDriver.json().detail).toContain('Bob Stone (driver)');
    const deliver = await call('POST', `/api/loads/${id}/delivery/`, { delivered_at: '2026-01-06T10:00:00Z', version });
    expect(deliver.statusCode).toBe(409);
    expect(await loadRow(id)).toEqual(rowBefore);

    const current = await versionOf(id);
    expect((await call('POST', `/api/loads/${id}/delivery/`, { delivered_at: '2026-01-06T10:00:00Z', version: current })).statusCode).toBe(200);
  });

  it('refuses an assignment from a screen that showed an older load', async () => {
    const id = await insertLoad(suite.ctx);
    const version = await versionOf(id);
    await call('PUT', `/api/loads/${id}/`, { loadname: 'Renamed' }, suite.other);
    const res = await call('POST', '/api/create-assignment/', { load: id, driver: await insertDriver(suite.ctx), version });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('Bob Stone (loadname)');
    expect((await loadRow(id)).status).toBe('unassigned');
  });
});
