import { ActivityPageSchema, SettlementDetailSchema, SettlementPageSchema, SettlementPreviewSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext, type TestUser } from '../../../test/build';
import { extractPdfText } from '../../lib/pdf-text';
import { assignInDb, insertDriver, insertLoad } from '../loads/load-fixtures';

// Driver settlements (issue 30): preview, create (a load once only), settle, delete a draft, the statement.
let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const q = (text: string, params: unknown[] = []) => ctx.db.$client.query(text, params);
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });

/** A load delivered by `driverId` at `deliveredAt`, with `driverFee` (dollars, as the loads store them). */
async function deliveredLoad(driverId: number, deliveredAt: string, driverFee: number | null, name?: string) {
  const id = await insertLoad(ctx, {
    driverFee,
    pickupDate: deliveredAt.slice(0, 10),
    deliveryDate: deliveredAt.slice(0, 10),
    ...(name ? { loadname: name } : {}),
  });
  await assignInDb(ctx, id, driverId, 'delivered');
  await q('update loads set delivered_at = $2 where id = $1', [id, deliveredAt]);
  return id;
}

/** A driver with three loads delivered in June 2026 (fees that a float would add to 0.6000000000000001) and one in July. */
async function driverWithJune() {
  const driverId = await insertDriver(ctx, { firstName: 'Rosa', lastName: 'Diaz' });
  const loads = [
    await deliveredLoad(driverId, '2026-06-02T10:00:00Z', 0.1, 'Steel coils'),
    await deliveredLoad(driverId, '2026-06-15T10:00:00Z', 0.2),
    await deliveredLoad(driverId, '2026-06-30T23:30:00Z', 1234.3),
  ];
  const july = await deliveredLoad(driverId, '2026-07-01T00:30:00Z', 50);
  return { driverId, loads, july };
}
const june = { period_from: '2026-06-01', period_to: '2026-06-30' };
const events = async (kind: string, id: number) =>
  ActivityPageSchema.parse((await call('GET', `activity/?subject_type=settlement&subject_id=${id}&kind=${kind}`)).json()).results;

describe('GET drivers/{id}/settlement-preview/', () => {
  it("answers the driver's delivered loads of the period not yet settled, their fees and the exact total", async () => {
    const { driverId, loads } = await driverWithJune();
    const other = await insertDriver(ctx);
    await deliveredLoad(other, '2026-06-10T10:00:00Z', 99);
    const assigned = await insertLoad(ctx, { driverFee: 10 });
    await assignInDb(ctx, assigned, driverId);

    const res = await call('GET', `drivers/${driverId}/settlement-preview/?from=2026-06-01&to=2026-06-30`);
    expect(res.statusCode).toBe(200);
    const preview = SettlementPreviewSchema.parse(res.json());
    expect(preview.driver).toEqual({ id: driverId, name: 'Rosa Diaz' });
    expect(preview.loads.map((l) => [l.id, l.driver_fee_cents])).toEqual([
      [loads[0], 10],
      [loads[1], 20],
      [loads[2], 123430],
    ]);
    expect(preview.total_cents).toBe(123460);
  });

  it('counts a load with no fee as 0 and cuts days at midnight in the company zone', async () => {
    const driverId = await insertDriver(ctx);
    const id = await deliveredLoad(driverId, '2026-05-31T23:59:59Z', null);
    const preview = SettlementPreviewSchema.parse((await call('GET', `drivers/${driverId}/settlement-preview/?from=2026-05-31&to=2026-05-31`)).json());
    expect(preview.loads).toEqual([expect.objectContaining({ id, driver_fee_cents: 0 })]);
    expect(SettlementPreviewSchema.parse((await call('GET', `drivers/${driverId}/settlement-preview/?from=2026-06-01&to=2026-06-01`)).json()).loads).toEqual(
      [],
    );
  });

  it('refuses a reversed or over-long period, a bad day and someone who is not a driver', async () => {
    const driverId = await insertDriver(ctx);
    for (const [query, status, detail] of [
      ['from=2026-06-30&to=2026-06-01', 400, 'The period cannot end before it starts.'],
      ['from=2025-01-01&to=2026-06-01', 400, 'A settlement covers at most 366 days.'],
      ['from=2026-02-30&to=2026-03-01', 400, /from/],
      ['to=2026-03-01', 400, /from/],
    ] as const) {
      const res = await call('GET', `drivers/${driverId}/settlement-preview/?${query}`);
      expect(res.statusCode).toBe(status);
      expect(res.json().detail).toEqual(typeof detail === 'string' ? detail : expect.stringMatching(detail));
    }
    const notFound = await call('GET', `drivers/${admin.id}/settlement-preview/?from=2026-06-01&to=2026-06-30`);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ detail: 'Driver not found.' });
  });
});

describe('POST settlements/', () => {
  it('creates a draft holding the loads with their fees as they were, and records settlement.created', async () => {
    const { driverId, loads } = await driverWithJune();
    const res = await call('POST', 'settlements/', { driver: driverId, ...june, note: 'June run' });
    expect(res.statusCode).toBe(201);
    const created = SettlementDetailSchema.parse(res.json());
    expect(created).toMatchObject({
      status: 'draft',
      total_cents: 123460,
      load_count: 3,
      paid_on: null,
      note: 'June run',
      version: 1,
      created_by: { id: admin.id },
    });
    expect(created.loads.map((l) => l.id)).toEqual(loads);
    // A later change to a load's fee leaves the settlement's snapshot alone.
    await q('update loads set driver_fee = 999 where id = $1', [loads[0]]);
    const again = SettlementDetailSchema.parse((await call('GET', `settlements/${created.id}/`)).json());
    expect(again.loads[0].driver_fee_cents).toBe(10);
    expect(again.total_cents).toBe(123460);

    const [event] = await events('settlement.created', created.id);
    expect(event.subject).toEqual({ type: 'settlement', id: created.id, label: 'Rosa Diaz, 2026-06-01 to 2026-06-30' });
    expect(event.after).toMatchObject({ driver: { id: driverId, name: 'Rosa Diaz' }, load_count: 3, total: '$1,234.60', status: 'draft' });
    // Held loads leave the preview.
    const preview = SettlementPreviewSchema.parse((await call('GET', `drivers/${driverId}/settlement-preview/?from=2026-06-01&to=2026-06-30`)).json());
    expect(preview).toMatchObject({ loads: [], total_cents: 0 });
  });

  it('settles a load once only: of two creates at once over the same loads, one wins and the other answers 409', async () => {
    const { driverId, loads } = await driverWithJune();
    const answers = await Promise.all([
      call('POST', 'settlements/', { driver: driverId, ...june }),
      call('POST', 'settlements/', { driver: driverId, ...june }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({ detail: 'No delivered loads of this driver in this period are left to settle.' });
    const held = await q('select count(*)::int as n, count(distinct settlement_id)::int as s from driver_settlement_loads where load_id = any($1)', [loads]);
    expect(held.rows[0]).toEqual({ n: 3, s: 1 });
  });

  it('with load_ids, of two creates at once over the loads a preview showed, the second names the taken loads', async () => {
    const { driverId, loads } = await driverWithJune();
    const body = { driver: driverId, ...june, load_ids: loads };
    const answers = await Promise.all([call('POST', 'settlements/', body), call('POST', 'settlements/', body), call('POST', 'settlements/', body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const winner = SettlementDetailSchema.parse(answers.find((a) => a.statusCode === 201)!.json());
    for (const loser of answers.filter((a) => a.statusCode === 409)) {
      expect(loser.json().detail).toBe(
        `Already in a settlement: ${loads.map((id) => `load ${id} (settlement ${winner.id})`).join(', ')}. Refresh the preview and try again.`,
      );
    }
    expect((await q('select count(*)::int as n from driver_settlements where driver_id = $1', [driverId])).rows[0].n).toBe(1);
  });

  it("refuses load_ids that are not the driver's delivered loads of the period, and a period with nothing to settle", async () => {
    const { driverId, loads, july } = await driverWithJune();
    const res = await call('POST', 'settlements/', { driver: driverId, ...june, load_ids: [loads[0], july] });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(`Not a delivered load of this driver in this period: ${july}. Refresh the preview and try again.`);
    const empty = await call('POST', 'settlements/', { driver: driverId, period_from: '2026-01-01', period_to: '2026-01-31' });
    expect(empty.statusCode).toBe(409);
    expect((await q('select count(*)::int as n from driver_settlements where driver_id = $1', [driverId])).rows[0].n).toBe(0);
  });
});

describe('settle, delete, and the loads a settlement holds', () => {
  async function draft() {
    const { driverId, loads } = await driverWithJune();
    const created = SettlementDetailSchema.parse((await call('POST', 'settlements/', { driver: driverId, ...june })).json());
    return { driverId, loads, created };
  }

  it('settles a draft with its paid date; a stale version, a second settle and a future date are refused', async () => {
    const { created } = await draft();
    const future = await call('POST', `settlements/${created.id}/settle/`, { paid_on: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ detail: 'The paid date cannot be in the future.' });

    const res = await call('POST', `settlements/${created.id}/settle/`, { paid_on: '2026-07-05', version: created.version });
    expect(res.statusCode).toBe(200);
    expect(SettlementDetailSchema.parse(res.json())).toMatchObject({ status: 'settled', paid_on: '2026-07-05', settled_by: { id: admin.id }, version: 2 });
    const [event] = await events('settlement.settled', created.id);
    expect(event.after).toEqual({ status: 'settled', paid_on: '2026-07-05' });

    const stale = await call('POST', `settlements/${created.id}/settle/`, { paid_on: '2026-07-06', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/^This settlement was changed by admin\d+ Test \(status, paid on\) after you opened it\./);
    const twice = await call('POST', `settlements/${created.id}/settle/`, { paid_on: '2026-07-06' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: 'This settlement is already settled.' });
  });

  it("lists a driver's settlements as they are now: kept pages follow a settle and the driver's new name", async () => {
    const { driverId, created } = await draft();
    const list = async () =>
      (await call('GET', `settlements/?driver=${driverId}`)).json() as { count: number; results: Array<{ status: string; driver: { name: string } }> };
    expect(await list()).toMatchObject({ count: 1, results: [{ status: 'draft', driver: { name: 'Rosa Diaz' } }] });
    expect((await call('POST', `settlements/${created.id}/settle/`, { paid_on: '2026-07-05' })).statusCode).toBe(200);
    expect((await list()).results[0].status).toBe('settled');
    await q(`update users set last_name = 'Diaz-Ortega' where id = $1`, [driverId]);
    expect((await list()).results[0].driver.name).toBe('Rosa Diaz-Ortega');
  });

  it('deletes a draft and releases its loads; a settled one cannot be deleted', async () => {
    const { driverId, loads, created } = await draft();
    const res = await call('DELETE', `settlements/${created.id}/`);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', `settlements/${created.id}/`)).statusCode).toBe(404);
    const [event] = await events('settlement.deleted', created.id);
    expect(event.before).toMatchObject({ total: '$1,234.60', load_count: 3 });
    const preview = SettlementPreviewSchema.parse((await call('GET', `drivers/${driverId}/settlement-preview/?from=2026-06-01&to=2026-06-30`)).json());
    expect(preview.loads.map((l) => l.id)).toEqual(loads);

    const again = SettlementDetailSchema.parse((await call('POST', 'settlements/', { driver: driverId, ...june })).json());
    await call('POST', `settlements/${again.id}/settle/`, { paid_on: '2026-07-01' });
    const refused = await call('DELETE', `settlements/${again.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('A settled settlement cannot be deleted: it is the record of what the driver was paid.');
  });

  it("refuses to take back a held load's delivery or delete it (409), draft or settled", async () => {
    const { loads, created } = await draft();
    const undo = await call('DELETE', `loads/${loads[0]}/delivery/`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().detail).toBe(
      `This delivery cannot be undone: load ${loads[0]} (settlement ${created.id}, draft) is in a driver settlement (delete the draft settlement first).`,
    );
    await call('POST', `settlements/${created.id}/settle/`, { paid_on: '2026-07-01' });
    const remove = await call('DELETE', `delete-load/${loads[1]}/`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().detail).toBe(
      `This load cannot be deleted: load ${loads[1]} (settlement ${created.id}, settled) is in a driver settlement (a settled load is history).`,
    );
    const bulk = await call('POST', 'loads/bulk-delete/', { ids: loads });
    expect(bulk.statusCode).toBe(409);
    expect((await q('select count(*)::int as n from loads where id = any($1) and status = $2', [loads, 'delivered'])).rows[0].n).toBe(3);
  });

  it('answers the statement PDF: the company, the driver, the period, each load and the total', async () => {
    const { loads, created } = await draft();
    const res = await call('GET', `settlements/${created.id}/statement.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="settlement-${created.id}-2026-06-01-2026-06-30.pdf"`);
    const text = extractPdfText(res.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining(['Haulboard', 'Rosa Diaz', 'Jun 1, 2026 to Jun 30, 2026', 'Draft (not yet paid)', 'Steel coils', String(loads[2])]),
    );
    expect(text).toEqual(expect.arrayContaining(['Total driver fees', '$1,234.60', '$1,234.30', '$0.10']));
    expect((await call('GET', 'settlements/999999/statement.pdf')).statusCode).toBe(404);
  });
});

describe('GET settlements/', () => {
  it('pages on the server, newest period first, filtered by driver, status and period', async () => {
    const driverId = await insertDriver(ctx, { firstName: 'Paged', lastName: 'Driver' });
    const months = ['2026-01', '2026-02', '2026-03'];
    const ids: number[] = [];
    for (const m of months) {
      await deliveredLoad(driverId, `${m}-10T12:00:00Z`, 100);
      const s = SettlementDetailSchema.parse((await call('POST', 'settlements/', { driver: driverId, period_from: `${m}-01`, period_to: `${m}-28` })).json());
      ids.push(s.id);
    }
    await call('POST', `settlements/${ids[0]}/settle/`, { paid_on: '2026-02-01' });

    const page = SettlementPageSchema.parse((await call('GET', `settlements/?driver=${driverId}&page_size=2`)).json());
    expect(page.count).toBe(3);
    expect(page.results.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    const second = SettlementPageSchema.parse((await call('GET', `settlements/?driver=${driverId}&page_size=2&page=2`)).json());
    expect(second.results.map((s) => s.id)).toEqual([ids[0]]);
    const settled = SettlementPageSchema.parse((await call('GET', `settlements/?driver=${driverId}&status=settled`)).json());
    expect(settled.results.map((s) => [s.id, s.status])).toEqual([[ids[0], 'settled']]);
    const feb = SettlementPageSchema.parse((await call('GET', `settlements/?driver=${driverId}&from=2026-02-15&to=2026-02-20`)).json());
    expect(feb.results.map((s) => s.id)).toEqual([ids[1]]);
    expect((await call('GET', `settlements/?driver=${driverId}&page=9`)).json()).toEqual({ count: 3, results: [] });

    for (const query of ['status=paid', 'from=2026-03-01&to=2026-02-01', 'driver=abc', 'page_size=500']) {
      const res = await call('GET', `settlements/?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
  });
});
