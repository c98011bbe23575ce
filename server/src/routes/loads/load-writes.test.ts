import { ErrorSchema, LoadDocumentResponseSchema, LoadSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, multipart, samples, type TestContext, type TestUser } from '../../../test/build';
import { assignInDb, insertDriver, insertLoad } from './load-fixtures';

let ctx: TestContext;
let admin: TestUser;
let dispatcher: TestUser;
let driver: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  dispatcher = await createUser(ctx, 'dispatcher');
  driver = await createUser(ctx, 'driver');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin.headers) => ctx.app.inject({ method, url, payload: payload as object, headers });
const loadRow = async (id: number) => (await ctx.db.$client.query('select * from loads where id = $1', [id])).rows[0];
const documentCount = async (id: number) =>
  (await ctx.db.$client.query('select count(*)::int as n from load_documents where load_id = $1', [id])).rows[0].n as number;
const loadCount = async () => (await ctx.db.$client.query('select count(*)::int as n from loads')).rows[0].n as number;

const newLoad = {
  loadname: 'Refrigerated produce',
  pickup_location: 'Fresno, CA',
  delivery_location: 'Reno, NV',
  pickup_date: '2026-04-01',
  pickup_time: '06:30',
  delivery_date: '2026-04-02',
  delivery_time: '14:00',
  weight_lbs: 4200.5,
  broker: 'Valley Freight',
  driver_fee: 350,
  price: 1800.25,
  fuel_price: 210.1,
  toll_price: null,
  insurance_fee: '',
  parking_fee: '15.50',
};

describe('POST /api/create-load/', () => {
  it('creates the load and answers 201 with it, id included', async () => {
    const res = await call('POST', '/api/create-load/', newLoad);
    expect(res.statusCode).toBe(201);
    const load = LoadSchema.parse(res.json());
    expect(load.id).toBeGreaterThan(0);
    expect(load).toMatchObject({
      loadname: 'Refrigerated produce',
      loadNumber: null,
      pickup_time: '06:30',
      weight_lbs: 4200.5,
      price: 1800.25,
      fuel_price: 210.1,
      toll_price: null,
      insurance_fee: null,
      parking_fee: 15.5,
      payment: 'Unpaid',
      status: 'unassigned',
      assignments: [],
    });
    expect((await loadRow(load.id)).loadname).toBe('Refrigerated produce');
  });

  it('accepts numbers sent as text and an explicit payment, rounding as stored', async () => {
    const res = await call('POST', '/api/create-load/', { ...newLoad, weight_lbs: '99.94', price: '1000.005', payment: 'Paid', loadNumber: 'PO-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ weight_lbs: 99.9, price: 1000.01, payment: 'Paid', loadNumber: 'PO-1' });
  });

  it('answers 400 with detail and message for bad input, and creates nothing', async () => {
    const before = await loadCount();
    const cases: Array<[unknown, RegExp]> = [
      [{ ...newLoad, loadname: undefined }, /loadname/i],
      [{ ...newLoad, loadname: '   ' }, /Load name is required/],
      [{ ...newLoad, weight_lbs: 'heavy' }, /^weight_lbs must be a number$/],
      [{ ...newLoad, weight_lbs: '' }, /^Weight is required$/],
      [{ ...newLoad, weight_lbs: undefined }, /^Weight is required$/],
      [{ ...newLoad, weight_lbs: -1 }, /^weight_lbs must be a number from 0 to 9,999,999,999$/],
      [{ ...newLoad, price: [1] }, /^price must be a number$/],
      [{ ...newLoad, price: 1e10 }, /^price must be a number from 0/],
      [{ ...newLoad, pickup_date: '2026-02-30' }, /date/],
      [{ ...newLoad, pickup_time: '25:00' }, /time/],
      [{ ...newLoad, payment: 'paid' }, /./],
      [{ ...newLoad, delivery_date: '2026-03-31' }, /^Delivery date cannot be before the pickup date$/],
      [{ ...newLoad, delivery_date: '2026-04-01', delivery_time: '06:29' }, /^Delivery time cannot be before the pickup time on the same day$/],
      [[], /./],
    ];
    for (const [payload, detail] of cases) {
      const res = await call('POST', '/api/create-load/', payload);
      expect(res.statusCode).toBe(400);
      const body = ErrorSchema.parse(res.json());
      expect(body.detail).toMatch(detail);
      expect(body.message).toBe(body.detail);
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-load/',
      payload: '{"loadname":',
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'Malformed JSON body.', message: 'Malformed JSON body.' });
    expect(await loadCount()).toBe(before);
  });

  it('accepts a pickup and delivery on the same day in order', async () => {
    const res = await call('POST', '/api/create-load/', { ...newLoad, delivery_date: '2026-04-01', delivery_time: '06:30:00' });
    expect(res.statusCode).toBe(201);
  });
});

describe('PUT /api/loads/{id}/', () => {
  it('changes the fields sent, keeps the others and answers the updated load', async () => {
    const id = await insertLoad(ctx, { loadname: 'Before', price: 500, fuelPrice: 40, broker: 'Old broker' });
    const res = await call('PUT', `/api/loads/${id}/`, { id, loadname: 'After', payment: 'Paid', fuel_price: null, toll_price: '12.34' });
    expect(res.statusCode).toBe(200);
    const load = LoadSchema.parse(res.json());
    expect(load).toMatchObject({ id, loadname: 'After', payment: 'Paid', price: 500, fuel_price: null, toll_price: 12.34, broker: 'Old broker' });
    expect(await loadRow(id)).toMatchObject({ loadname: 'After', payment: 'Paid', fuel_price: null });
  });

  it('toggles payment alone, and an empty body changes nothing', async () => {
    const id = await insertLoad(ctx);
    expect((await call('PUT', `/api/loads/${id}/`, { payment: 'Paid' })).json().payment).toBe('Paid');
    expect((await call('PUT', `/api/loads/${id}/`, { payment: 'Unpaid' })).json().payment).toBe('Unpaid');
    const same = await call('PUT', `/api/loads/${id}/`, {});
    expect(same.statusCode).toBe(200);
    expect(same.json().loadname).toBe((await loadRow(id)).loadname);
  });

  it('checks delivery against pickup on the merged values', async () => {
    const id = await insertLoad(ctx, { pickupDate: '2026-05-10', deliveryDate: '2026-05-12', pickupTime: '10:00', deliveryTime: '09:00' });
    const before = await loadRow(id);
    const early = await call('PUT', `/api/loads/${id}/`, { delivery_date: '2026-05-09' });
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe('Delivery date cannot be before the pickup date');
    const late = await call('PUT', `/api/loads/${id}/`, { pickup_date: '2026-05-13' });
    expect(late.statusCode).toBe(400);
    const sameDay = await call('PUT', `/api/loads/${id}/`, { delivery_date: '2026-05-10' });
    expect(sameDay.statusCode).toBe(400);
    expect(sameDay.json().detail).toBe('Delivery time cannot be before the pickup time on the same day');
    expect(await loadRow(id)).toEqual(before);
    const ok = await call('PUT', `/api/loads/${id}/`, { pickup_date: '2026-05-11', delivery_date: '2026-05-11', delivery_time: '11:00' });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 400 when the body id is another load, 404 for an unknown load, 400 for bad fields', async () => {
    const id = await insertLoad(ctx, { loadname: 'Untouched' });
    const before = await loadRow(id);
    const other = await call('PUT', `/api/loads/${id}/`, { id: id + 1000, loadname: 'Hijack' });
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toMatch(/id/);
    const missing = await call('PUT', '/api/loads/999999/', { loadname: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Load not found.' });
    for (const payload of [{ weight_lbs: null }, { loadname: '' }, { payment: 'Maybe' }, { price: 'ten' }, { status: 'delivered', pickup_date: 'tomorrow' }]) {
      const res = await call('PUT', `/api/loads/${id}/`, payload);
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).detail).toBeTruthy();
    }
    expect((await call('PUT', '/api/loads/abc/', { loadname: 'x' })).statusCode).toBe(400);
    expect(await loadRow(id)).toEqual(before);
  });

  it('does not let the update call change the status', async () => {
    const id = await insertLoad(ctx);
    const res = await call('PUT', `/api/loads/${id}/`, { status: 'delivered' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('unassigned');
  });
});

describe('DELETE /api/delete-load/{id}/', () => {
  it('deletes the load and its assignment, answering 204', async () => {
    const id = await insertLoad(ctx);
    await assignInDb(ctx, id, await insertDriver(ctx));
    const res = await call('DELETE', `/api/delete-load/${id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await loadRow(id)).toBeUndefined();
    const left = await ctx.db.$client.query('select count(*)::int as n from assignments where load_id = $1', [id]);
    expect(left.rows[0].n).toBe(0);
  });

  it('answers 404 for an unknown load and 400 for a bad id, deleting nothing', async () => {
    const before = await loadCount();
    const res = await call('DELETE', '/api/delete-load/999999/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Load not found.' });
    expect((await call('DELETE', '/api/delete-load/abc/')).statusCode).toBe(400);
    expect((await call('DELETE', '/api/delete-load/0/')).statusCode).toBe(400);
    expect(await loadCount()).toBe(before);
  });
});

describe('PATCH /api/loads/{id}/upload-docs/', () => {
  const upload = (id: number | string, parts: Parameters<typeof multipart>[0], headers = admin.headers) => {
    const body = multipart(parts);
    return ctx.app.inject({ method: 'PATCH', url: `/api/loads/${id}/upload-docs/`, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const mediaCount = async () => (await ctx.db.$client.query('select count(*)::int as n from media_files')).rows[0].n as number;

  it('stores a pdf or an image and answers a signed URL that serves it', async () => {
    const id = await insertLoad(ctx);
    for (const [filename, content] of [
      ['rate.pdf', samples.pdf],
      ['photo.png', samples.png],
      ['scan.jpg', samples.jpg],
    ] as const) {
      const res = await upload(id, [{ name: 'document', filename, content }]);
      expect(res.statusCode).toBe(200);
      const { document } = LoadDocumentResponseSchema.parse(res.json());
      expect(document).toMatch(/^\/api\/media\/.+\?exp=\d+&sig=/);
      const served = await ctx.app.inject({ method: 'GET', url: document });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(content)).toBe(true);
    }
    const listed = LoadSchema.array().parse((await call('GET', '/api/list-loads/')).json());
    expect(listed.find((l) => l.id === id)?.document).toMatch(/^\/api\/media\//);
  });

  it('refuses a file of another type with "Invalid document type." and stores nothing', async () => {
    const id = await insertLoad(ctx);
    const before = await mediaCount();
    for (const [filename, content] of [
      ['page.pdf', samples.html],
      ['tool.exe', samples.exe],
      ['voice.wav', samples.wav],
    ] as const) {
      const res = await upload(id, [{ name: 'document', filename, content, type: 'application/pdf' }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Invalid document type.' });
    }
    expect(await mediaCount()).toBe(before);
    expect(await documentCount(id)).toBe(0);
  });

  it('answers "Please select a file first" without a file, 404 for an unknown load, 400 for JSON', async () => {
    const id = await insertLoad(ctx);
    const none = await upload(id, [{ name: 'note', value: 'no file here' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'Please select a file first' });
    const missing = await upload(999999, [{ name: 'document', filename: 'a.pdf', content: samples.pdf }]);
    expect(missing.statusCode).toBe(404);
    const json = await call('PATCH', `/api/loads/${id}/upload-docs/`, { document: 'x' });
    expect(json.statusCode).toBe(400);
    expect(await documentCount(id)).toBe(0);
  });

  it('answers 413 for a document over 25 MB and stores nothing', async () => {
    const id = await insertLoad(ctx);
    const before = await mediaCount();
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4\n', 0);
    const res = await upload(id, [{ name: 'document', filename: 'big.pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/too large/);
    expect(await mediaCount()).toBe(before);
    expect(await documentCount(id)).toBe(0);
  });

  it('is for administrators only', async () => {
    const id = await insertLoad(ctx);
    expect((await upload(id, [{ name: 'document', filename: 'a.pdf', content: samples.pdf }], dispatcher.headers)).statusCode).toBe(403);
  });
});

describe('permissions', () => {
  it('refuses dispatchers and drivers with 403 on every write, changing nothing', async () => {
    const id = await insertLoad(ctx, { loadname: 'Guarded' });
    const before = await loadRow(id);
    for (const user of [dispatcher, driver]) {
      for (const [method, url, payload] of [
        ['POST', '/api/create-load/', newLoad],
        ['PUT', `/api/loads/${id}/`, { loadname: 'Changed' }],
        ['DELETE', `/api/delete-load/${id}/`, undefined],
      ] as const) {
        const res = await call(method, url, payload, user.headers);
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toBeTruthy();
      }
    }
    expect(await loadRow(id)).toEqual(before);
  });
});
