import fs from 'node:fs';
import path from 'node:path';
import { LoadIdsResultSchema, LoadSchema, LoadsPageSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, multipart, samples, type TestContext, type TestUser } from '../../../test/build';
import { assignInDb, insertDriver, insertLoad } from './load-fixtures';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin.headers) => ctx.app.inject({ method, url, payload: payload as object, headers });
const listTotal = async () => LoadsPageSchema.parse((await call('GET', '/api/list-loads/?page=1')).json()).count;

describe('GET /api/loads/{id}/', () => {
  it('answers one load, so a reload or a shared link shows it; 404 with a detail when it does not exist', async () => {
    const driver = await insertDriver(ctx, { firstName: 'Ana', lastName: 'Ruiz' });
    const id = await insertLoad(ctx, { loadname: 'Linked load' });
    await assignInDb(ctx, id, driver);
    const res = await call('GET', `/api/loads/${id}/`);
    expect(res.statusCode).toBe(200);
    expect(LoadSchema.parse(res.json())).toMatchObject({ id, loadname: 'Linked load', status: 'assigned', driver_name: 'Ana Ruiz' });
    const missing = await call('GET', '/api/loads/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Load not found.' });
  });

  it('is for administrators only', async () => {
    const driver = await createUser(ctx, 'driver');
    const id = await insertLoad(ctx);
    expect((await call('GET', `/api/loads/${id}/`, undefined, driver.headers)).statusCode).toBe(403);
  });
});

describe('delete with Undo', () => {
  it('takes a deleted load out of every list at once and restores it whole, with its driver', async () => {
    const driver = await insertDriver(ctx);
    const id = await insertLoad(ctx, { loadname: 'Undo me', payment: 'Paid', price: 1234.5 });
    const assignment = await assignInDb(ctx, id, driver);
    const before = await call('GET', `/api/loads/${id}/`);
    const total = await listTotal();

    expect((await call('DELETE', `/api/delete-load/${id}/`)).statusCode).toBe(204);
    expect((await call('GET', `/api/loads/${id}/`)).statusCode).toBe(404);
    expect(await listTotal()).toBe(total - 1);

    const restored = await call('POST', '/api/loads/restore/', { ids: [id] });
    expect(restored.statusCode).toBe(200);
    expect(LoadIdsResultSchema.parse(restored.json())).toEqual({ ids: [id] });
    expect(await listTotal()).toBe(total);
    const after = LoadSchema.parse((await call('GET', `/api/loads/${id}/`)).json());
    const was = LoadSchema.parse(before.json());
    // A restore is a change (load.restored): its assignment coming back moves the version (issue 29).
    expect(after).toEqual({ ...was, version: was.version + 1 });
    expect(after.assignments[0].id).toBe(assignment);
    // Restored once: a second Undo finds nothing.
    const again = await call('POST', '/api/loads/restore/', { ids: [id] });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('This load can no longer be restored.');
  });

  it('restores a load whose driver was deleted meanwhile as unassigned', async () => {
    const driver = await insertDriver(ctx);
    const id = await insertLoad(ctx);
    await assignInDb(ctx, id, driver);
    await call('DELETE', `/api/delete-load/${id}/`);
    await ctx.db.$client.query('update users set deleted_at = now() where id = $1', [driver]);
    await call('POST', '/api/loads/restore/', { ids: [id] });
    const load = LoadSchema.parse((await call('GET', `/api/loads/${id}/`)).json());
    expect(load).toMatchObject({ status: 'unassigned', assigned_driver: null, assignments: [] });
  });

  it('refuses a restore after the window, and the purge deletes the document', async () => {
    const id = await insertLoad(ctx);
    const body = multipart([{ name: 'document', filename: 'bol.pdf', content: samples.pdf }]);
    const up = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/loads/${id}/upload-docs/`,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    const key = /\/api\/media\/(\d{4}\/[0-9a-f]{32}\/bol\.pdf)/.exec(up.json().document)![1];
    await call('DELETE', `/api/delete-load/${id}/`);
    expect(fs.existsSync(path.join(ctx.deps.mediaDir, key))).toBe(true);
    await ctx.db.$client.query("update deleted_loads set deleted_at = now() - interval '2 minutes' where id = $1", [id]);
    expect((await call('POST', '/api/loads/restore/', { ids: [id] })).statusCode).toBe(404);
    const { purgeTrashedLoads } = await import('./repository');
    const { removeMediaFiles } = await import('../../media/storage');
    await removeMediaFiles(ctx.db, ctx.deps.store, await purgeTrashedLoads(ctx.db, 60));
    expect(fs.existsSync(path.join(ctx.deps.mediaDir, key))).toBe(false);
    expect((await ctx.db.$client.query('select count(*)::int as n from deleted_loads where id = $1', [id])).rows[0].n).toBe(0);
  });
});

describe('bulk actions', () => {
  it('marks the selected loads Paid or Unpaid, leaving others alone', async () => {
    const [a, b, c] = [await insertLoad(ctx), await insertLoad(ctx), await insertLoad(ctx)];
    const res = await call('POST', '/api/loads/bulk-payment/', { ids: [a, b, 999999], payment: 'Paid' });
    expect(res.statusCode).toBe(200);
    expect(LoadIdsResultSchema.parse(res.json()).ids.sort()).toEqual([a, b].sort());
    const payments = await Promise.all([a, b, c].map(async (id) => LoadSchema.parse((await call('GET', `/api/loads/${id}/`)).json()).payment));
    expect(payments).toEqual(['Paid', 'Paid', 'Unpaid']);
    expect((await call('POST', '/api/loads/bulk-payment/', { ids: [a], payment: 'Unpaid' })).json()).toEqual({ ids: [a] });
  });

  it('deletes the selected loads and restores them together', async () => {
    const ids = [await insertLoad(ctx), await insertLoad(ctx), await insertLoad(ctx)];
    const total = await listTotal();
    const deleted = await call('POST', '/api/loads/bulk-delete/', { ids });
    expect(LoadIdsResultSchema.parse(deleted.json()).ids.sort()).toEqual([...ids].sort());
    expect(await listTotal()).toBe(total - 3);
    expect(LoadIdsResultSchema.parse((await call('POST', '/api/loads/restore/', { ids })).json()).ids.sort()).toEqual([...ids].sort());
    expect(await listTotal()).toBe(total);
  });

  it('answers 400 with a detail for no ids, too many, or a bad payment', async () => {
    for (const payload of [{ ids: [] }, { ids: Array.from({ length: 201 }, (_, i) => i + 1) }, { ids: ['x'] }]) {
      const res = await call('POST', '/api/loads/bulk-delete/', payload);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await call('POST', '/api/loads/bulk-delete/', { ids: [] })).json().detail).toBe('Select at least one load');
    expect((await call('POST', '/api/loads/bulk-payment/', { ids: [1], payment: 'Maybe' })).statusCode).toBe(400);
  });
});

describe('GET /api/loads/export/', () => {
  it('answers every load matching the filters as CSV, formulas neutralised', async () => {
    const broker = `Export Broker ${Date.now()}`;
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1)
      ids.push(
        await insertLoad(ctx, {
          broker,
          loadname: i === 0 ? '=HYPERLINK("http://evil")' : `Export ${i}`,
          payment: i % 2 ? 'Paid' : 'Unpaid',
          // A stored reference on some: its own column, never the Load No.
          loadNumber: i === 2 ? 'PO 4471823' : null,
        }),
      );
    const res = await call('GET', `/api/loads/export/?search=${encodeURIComponent(broker)}&payment=Unpaid&page=1&page_size=10`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="loads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Load No,Load Name,Driver Name,Driver Fee,Broker,Pickup Location,Delivery Location,Price,Payment,Fuel,Toll,Insurance,Parking,Pickup Date,Pickup Time,Delivery Date,Delivery Time,Weight (lbs),Status,Reference',
    );
    // Paging is ignored: all 6 unpaid loads, newest first.
    expect(lines).toHaveLength(7);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(ids.filter((_, i) => i % 2 === 0).reverse());
    expect(lines.at(-1)).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines.at(-1)).toContain(`,${broker},"Dallas, TX","Austin, TX",`);
    // Load No is the id whether or not a reference is stored; Reference is the last cell, empty without one.
    const withReference = lines.find((l) => l.startsWith(`${ids[2]},`));
    expect(withReference).toMatch(/,PO 4471823$/);
    expect(lines.filter((l) => l.endsWith(',')).length).toBe(5);
  });
});
