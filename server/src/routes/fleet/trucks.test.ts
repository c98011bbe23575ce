import { sql } from 'drizzle-orm';
import { ErrorSchema, TrailerSchema, TruckChoiceListSchema, TruckPageSchema, TruckSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext } from '../../../test/build';
import { addTrailer, addTruck, callerFor, countRows, insertDriver, truckInput, type Caller } from './test-helpers';

let ctx: TestContext;
let api: Caller;
beforeAll(async () => {
  ctx = await buildTestApp();
  api = callerFor(ctx, (await createUser(ctx, 'admin')).headers);
});
afterAll(() => ctx.close());

const REQUIRED = 'Please fill in all required fields';

describe('who may call', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['GET', 'trucks-list/'],
    ['GET', 'trucks-list/choices/'],
    ['GET', 'trailers-list/'],
    ['GET', 'trucks-details/1/'],
    ['GET', 'trailers-details/1/'],
    ['POST', 'create-truck/', {}],
    ['PUT', 'update-truck/1/', {}],
    ['DELETE', 'delete-trucks/1/'],
    ['POST', 'create-trailer/', {}],
    ['PUT', 'update-trailer/1/', {}],
    ['DELETE', 'delete-trailers/1/'],
    ['POST', 'assign-trailer/', {}],
    ['POST', 'assign-truck/', {}],
  ];

  it('answers 401 without a token and 403 to drivers and dispatchers, changing nothing', async () => {
    const truck = await addTruck(api);
    const driver = await createUser(ctx, 'driver');
    const dispatcher = await createUser(ctx, 'dispatcher');
    for (const [method, url, payload] of calls) {
      const target = url.replace('/1/', `/${truck.id}/`);
      const anonymous = await ctx.app.inject({ method: method as 'GET', url: `/api/${target}`, payload: payload as object });
      expect([target, anonymous.statusCode]).toEqual([target, 401]);
      ErrorSchema.parse(anonymous.json());
      for (const user of [driver, dispatcher]) {
        const res = await ctx.app.inject({ method: method as 'GET', url: `/api/${target}`, payload: payload as object, headers: user.headers });
        expect([target, res.statusCode]).toEqual([target, 403]);
        ErrorSchema.parse(res.json());
      }
    }
    expect(TruckSchema.parse((await api.get(`trucks-details/${truck.id}/`)).json())).toEqual(truck);
  });
});

describe('POST create-truck/', () => {
  it('creates a truck and answers it with 201; empty dates and notes become null', async () => {
    const res = await api.post('create-truck/', truckInput({ truck_number: 'NEW-1', vin_number: '1FUJGLDR5CLBP8834', truck_notes: 'Needs new tyres\nsoon' }));
    expect(res.statusCode).toBe(201);
    const truck = TruckSchema.parse(res.json());
    expect(truck).toMatchObject({
      truck_number: 'NEW-1',
      truck_model: 'Volvo VNL 860',
      vin_number: '1FUJGLDR5CLBP8834',
      registration_expiration_date: '2026-03-31',
      next_service_date: null,
      insurance_expiration_date: null,
      truck_notes: 'Needs new tyres\nsoon',
      driver_names: [],
      drivers: [],
    });
    const blank = TruckSchema.parse((await api.post('create-truck/', truckInput({ truck_notes: '   ', registration_expiration_date: '' }))).json());
    expect(blank.truck_notes).toBeNull();
    expect(blank.registration_expiration_date).toBeNull();
  });

  it('trims the text fields', async () => {
    const truck = TruckSchema.parse((await api.post('create-truck/', truckInput({ truck_number: '  TRIM-1 ', truck_model: ' Kenworth ' }))).json());
    expect(truck.truck_number).toBe('TRIM-1');
    expect(truck.truck_model).toBe('Kenworth');
  });

  it.each(['truck_number', 'truck_model', 'vin_number'] as const)('answers 400 with the spec message when %s is missing, null or blank', async (field) => {
    const before = await countRows(ctx, 'trucks');
    for (const value of [undefined, null, '', '   ']) {
      const body: Record<string, unknown> = truckInput();
      if (value === undefined) delete body[field];
      else body[field] = value;
      const res = await api.post('create-truck/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: REQUIRED });
    }
    expect(await countRows(ctx, 'trucks')).toBe(before);
  });

  it('answers 400 for a date that is not YYYY-MM-DD or not a real day, a wrong type, or malformed JSON', async () => {
    const before = await countRows(ctx, 'trucks');
    for (const bad of [{ next_service_date: '03/31/2026' }, { insurance_expiration_date: '2026-02-30' }, { registration_expiration_date: 20260101 }]) {
      const res = await api.post('create-truck/', truckInput(bad as object));
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).detail).toMatch(/date/i);
    }
    const wrongType = await api.post('create-truck/', truckInput({ truck_model: 42 as unknown as string }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().detail).toMatch(/truck_model/);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-truck/',
      headers: { ...(await createUser(ctx, 'admin')).headers, 'content-type': 'application/json' },
      payload: '{"truck_number":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await countRows(ctx, 'trucks')).toBe(before);
  });

  it('answers 400, not a database error, for text PostgreSQL cannot store (NUL)', async () => {
    const before = await countRows(ctx, 'trucks');
    for (const bad of [{ truck_number: 'A\u0000B' }, { truck_notes: 'x\u0000' }]) {
      const res = await api.post('create-truck/', truckInput(bad));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Text may not contain a NUL character' });
    }
    expect((await api.get('trucks-list/?search=a%00b')).statusCode).toBe(400);
    expect(await countRows(ctx, 'trucks')).toBe(before);
  });

  it('answers 409 for a truck number already used, whatever its case, and creates nothing', async () => {
    await addTruck(api, { truck_number: 'DUP-7' });
    const before = await countRows(ctx, 'trucks');
    const res = await api.post('create-truck/', truckInput({ truck_number: 'dup-7' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'A truck with this number already exists.' });
    expect(await countRows(ctx, 'trucks')).toBe(before);
  });

  it('answers 409 for a VIN already used, whatever its case, and creates nothing', async () => {
    await addTruck(api, { vin_number: '3AKJHHDR7JSJV1234' });
    const before = await countRows(ctx, 'trucks');
    const res = await api.post('create-truck/', truckInput({ vin_number: '3akjhhdr7jsjv1234' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'A truck with this VIN already exists.' });
    expect(await countRows(ctx, 'trucks')).toBe(before);
  });

  it('lets exactly one of many concurrent creates with the same number or the same VIN win', async () => {
    const sameNumber = await Promise.all(Array.from({ length: 8 }, () => api.post('create-truck/', truckInput({ truck_number: 'RACE-1' }))));
    expect(sameNumber.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const sameVin = await Promise.all(Array.from({ length: 8 }, () => api.post('create-truck/', truckInput({ vin_number: 'RACEVIN0000000001' }))));
    expect(sameVin.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const { rows } = await ctx.db.execute<{ n: number }>(sql`select count(*) as n from trucks where vin_number = 'RACEVIN0000000001'`);
    expect(rows[0].n).toBe(1);
  });
});

describe('GET trucks-list/choices/', () => {
  it('answers every truck as a choice, by number whatever its case, with no drivers or dates', async () => {
    const mine = [await addTruck(api, { truck_number: 'zc-2' }), await addTruck(api, { truck_number: 'ZC-10' }), await addTruck(api, { truck_number: 'Zc-1' })];
    const driverId = await insertDriver(ctx, 'Cho', 'Ice');
    await api.post('assign-truck/', { truck_id: mine[0].id, driver_ids: [driverId], replace: false });
    const res = await api.get('trucks-list/choices/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body[0]).sort()).toEqual(['id', 'truck_model', 'truck_number']);
    const choices = TruckChoiceListSchema.parse(body).filter((c) => mine.some((t) => t.id === c.id));
    expect(choices.map((c) => c.truck_number)).toEqual(['Zc-1', 'ZC-10', 'zc-2']);
    expect(choices[0]).toEqual({ id: mine[2].id, truck_number: 'Zc-1', truck_model: mine[2].truck_model });
    // The same trucks, in the same order, as the spec's whole list.
    const whole = TruckSchema.array().parse((await api.get('trucks-list/')).json());
    expect(TruckChoiceListSchema.parse(body).map((c) => c.id)).toEqual(whole.map((t) => t.id));
  });
});

describe('GET trucks-details/{id}/', () => {
  it('answers the truck with its drivers', async () => {
    const truck = await addTruck(api);
    const driverId = await insertDriver(ctx, 'Dana', 'Lopez');
    await api.post('assign-truck/', { truck_id: truck.id, driver_ids: [driverId], replace: false });
    const res = await api.get(`trucks-details/${truck.id}/`);
    expect(res.statusCode).toBe(200);
    expect(TruckSchema.parse(res.json())).toEqual({
      ...truck,
      driver_names: ['Dana Lopez'],
      drivers: [{ id: driverId, name: 'Dana Lopez' }],
      // A new driver is a change of the truck (issue 29).
      version: truck.version + 1,
    });
  });

  it('answers 404 for an unknown truck and 400 for an id that is not one', async () => {
    const res = await api.get('trucks-details/999999/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Truck not found.' });
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      expect((await api.get(`trucks-details/${bad}/`)).statusCode).toBe(400);
    }
  });
});

describe('PUT update-truck/{id}/', () => {
  it('replaces the fields and answers the truck, keeping its drivers', async () => {
    const truck = await addTruck(api);
    const driverId = await insertDriver(ctx, 'Ari', 'Stone');
    await api.post('assign-truck/', { truck_id: truck.id, driver_ids: [driverId], replace: false });
    const res = await api.put(`update-truck/${truck.id}/`, {
      truck_number: truck.truck_number.toLowerCase(),
      truck_model: 'Peterbilt 579',
      vin_number: truck.vin_number,
      registration_expiration_date: null,
      next_service_date: '2025-12-01',
      insurance_expiration_date: '2026-01-15',
      truck_notes: 'Serviced',
    });
    expect(res.statusCode).toBe(200);
    const updated = TruckSchema.parse(res.json());
    expect(updated).toEqual({
      ...truck,
      // Its drivers, then the edit (issue 29).
      version: truck.version + 2,
      truck_number: truck.truck_number.toLowerCase(),
      truck_model: 'Peterbilt 579',
      registration_expiration_date: null,
      next_service_date: '2025-12-01',
      insurance_expiration_date: '2026-01-15',
      truck_notes: 'Serviced',
      driver_names: ['Ari Stone'],
      drivers: [{ id: driverId, name: 'Ari Stone' }],
      expiry: {
        ...truck.expiry,
        state: 'expired',
        registration: { date: null, state: null },
        next_service: { date: '2025-12-01', state: 'expired' },
        insurance: { date: '2026-01-15', state: 'expired' },
      },
    });
    expect(TruckSchema.parse((await api.get(`trucks-details/${truck.id}/`)).json())).toEqual(updated);
  });

  it('answers 404 for an unknown truck', async () => {
    const res = await api.put('update-truck/999999/', truckInput());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Truck not found.' });
  });

  it('answers 400 with the spec message for a missing field, and changes nothing', async () => {
    const truck = await addTruck(api);
    const res = await api.put(`update-truck/${truck.id}/`, { ...truckInput(), truck_model: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: REQUIRED });
    expect(TruckSchema.parse((await api.get(`trucks-details/${truck.id}/`)).json())).toEqual(truck);
  });

  it("answers 409 for another truck's number or VIN, and changes nothing", async () => {
    const other = await addTruck(api);
    const truck = await addTruck(api);
    const byNumber = await api.put(`update-truck/${truck.id}/`, truckInput({ truck_number: other.truck_number.toLowerCase(), vin_number: truck.vin_number }));
    expect(byNumber.statusCode).toBe(409);
    expect(byNumber.json()).toEqual({ detail: 'A truck with this number already exists.' });
    const byVin = await api.put(`update-truck/${truck.id}/`, truckInput({ truck_number: truck.truck_number, vin_number: other.vin_number }));
    expect(byVin.statusCode).toBe(409);
    expect(byVin.json()).toEqual({ detail: 'A truck with this VIN already exists.' });
    expect(TruckSchema.parse((await api.get(`trucks-details/${truck.id}/`)).json())).toEqual(truck);
  });
});

describe('DELETE delete-trucks/{id}/', () => {
  it('answers 204, unassigns its trailers and frees its drivers', async () => {
    const truck = await addTruck(api);
    const keep = await addTruck(api);
    const trailer = await addTrailer(api, { truck_number: truck.truck_number });
    const kept = await addTrailer(api, { truck_number: keep.truck_number });
    const driverId = await insertDriver(ctx, 'Lee', 'Park');
    await api.post('assign-truck/', { truck_id: truck.id, driver_ids: [driverId], replace: false });

    const res = await api.del(`delete-trucks/${truck.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await api.get(`trucks-details/${truck.id}/`)).statusCode).toBe(404);
    expect(TrailerSchema.parse((await api.get(`trailers-details/${trailer.id}/`)).json())).toEqual({
      ...trailer,
      truck_number: '',
      truck_id: null,
      version: trailer.version + 1,
    });
    expect(TrailerSchema.parse((await api.get(`trailers-details/${kept.id}/`)).json())).toEqual(kept);
    // The driver is free again: assigning them elsewhere just adds them.
    const moved = TruckSchema.parse((await api.post('assign-truck/', { truck_id: keep.id, driver_ids: [driverId], replace: false })).json());
    expect(moved.drivers).toEqual([{ id: driverId, name: 'Lee Park' }]);
  });

  it('answers 404 for an unknown or already deleted truck', async () => {
    const truck = await addTruck(api);
    expect((await api.del(`delete-trucks/${truck.id}/`)).statusCode).toBe(204);
    const again = await api.del(`delete-trucks/${truck.id}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Truck not found.' });
  });
});

describe('GET trucks-list/', () => {
  let list: TestContext;
  let listApi: Caller;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    // Its own database, so counts and order are exact.
    list = await buildTestApp();
    listApi = callerFor(list, (await createUser(list, 'admin')).headers);
    const fleet = [
      ['t-200', 'Volvo VNL', '1XKYDP9X0LJ111111'],
      ['T-100', 'freightliner Cascadia', '1FUJHHDR0LLLL2222'],
      ['T-300', 'Kenworth T680', '1XKYD49X5NJ333333'],
      ['A-1', 'Mack Anthem', '1M1AN4GY0NM444444'],
      ['X-50%', 'International LT', '3HSDZAPR5NN555555'],
    ];
    for (const [truck_number, truck_model, vin_number] of fleet) {
      ids[truck_number] = (await addTruck(listApi, { truck_number, truck_model, vin_number })).id;
    }
    const maria = await insertDriver(list, 'Maria', 'Gonzalez');
    const bob = await insertDriver(list, 'bob', 'Adams');
    const gone = await insertDriver(list, 'Ghost', 'Rider');
    await listApi.post('assign-truck/', { truck_id: ids['T-300'], driver_ids: [maria, bob], replace: false });
    await listApi.post('assign-truck/', { truck_id: ids['A-1'], driver_ids: [gone], replace: false });
    await list.db.execute(sql`update users set deleted_at = now() where id = ${gone}`);
  });
  afterAll(() => list.close());

  const numbers = (trucks: Array<{ truck_number: string }>) => trucks.map((t) => t.truck_number);

  it('answers a plain array ordered by truck number (any case), with driver names; deleted drivers drop out', async () => {
    const res = await listApi.get('trucks-list/');
    expect(res.statusCode).toBe(200);
    const trucks = TruckSchema.array().parse(res.json());
    expect(numbers(trucks)).toEqual(['A-1', 'T-100', 't-200', 'T-300', 'X-50%']);
    const t300 = trucks.find((t) => t.truck_number === 'T-300');
    expect(t300?.driver_names).toEqual(['bob Adams', 'Maria Gonzalez']);
    expect(t300?.drivers.map((d) => d.name)).toEqual(['bob Adams', 'Maria Gonzalez']);
    expect(trucks.find((t) => t.truck_number === 'A-1')?.driver_names).toEqual([]);
  });

  it('answers {count, results} when paged, 10 per page by default', async () => {
    const all = TruckPageSchema.parse((await listApi.get('trucks-list/?page=1')).json());
    expect(all.count).toBe(5);
    expect(all.results).toHaveLength(5);
    const first = TruckPageSchema.parse((await listApi.get('trucks-list/?page=1&page_size=2')).json());
    expect(first.count).toBe(5);
    expect(numbers(first.results)).toEqual(['A-1', 'T-100']);
    const third = TruckPageSchema.parse((await listApi.get('trucks-list/?page=3&page_size=2')).json());
    expect(numbers(third.results)).toEqual(['X-50%']);
    const past = TruckPageSchema.parse((await listApi.get('trucks-list/?page=9&page_size=2')).json());
    expect(past).toEqual({ count: 5, attention_count: 5, results: [] });
    const sizeOnly = TruckPageSchema.parse((await listApi.get('trucks-list/?page_size=4')).json());
    expect(sizeOnly.results).toHaveLength(4);
  });

  it('sorts by number or model, both ways', async () => {
    const get = async (ordering: string) => numbers(TruckPageSchema.parse((await listApi.get(`trucks-list/?ordering=${ordering}`)).json()).results);
    expect(await get('truck_number')).toEqual(['A-1', 'T-100', 't-200', 'T-300', 'X-50%']);
    expect(await get('-truck_number')).toEqual(['X-50%', 'T-300', 't-200', 'T-100', 'A-1']);
    // freightliner, International, Kenworth, Mack, Volvo
    expect(await get('truck_model')).toEqual(['T-100', 'X-50%', 'T-300', 'A-1', 't-200']);
    expect(await get('-truck_model')).toEqual(['t-200', 'A-1', 'T-300', 'X-50%', 'T-100']);
  });

  it('searches number, model, VIN and driver names as case-insensitive substrings', async () => {
    const search = async (term: string) => {
      const page = TruckPageSchema.parse((await listApi.get(`trucks-list/?search=${encodeURIComponent(term)}`)).json());
      expect(page.count).toBe(page.results.length);
      return numbers(page.results);
    };
    expect(await search('t-2')).toEqual(['t-200']);
    expect(await search('T-')).toEqual(['T-100', 't-200', 'T-300']);
    expect(await search('CASCAD')).toEqual(['T-100']);
    expect(await search('nj3333')).toEqual(['T-300']);
    expect(await search('gonz')).toEqual(['T-300']);
    expect(await search('MARIA G')).toEqual(['T-300']);
    expect(await search('BOB')).toEqual(['T-300']);
    expect(await search('ghost')).toEqual([]);
    expect(await search('nothing-like-this')).toEqual([]);
    expect(await search('')).toHaveLength(5);
  });

  it('takes % and _ in a search literally', async () => {
    expect(numbers(TruckPageSchema.parse((await listApi.get('trucks-list/?search=%25')).json()).results)).toEqual(['X-50%']);
    expect(TruckPageSchema.parse((await listApi.get('trucks-list/?search=_')).json()).count).toBe(0);
  });

  it('combines search, ordering and paging', async () => {
    const page = TruckPageSchema.parse((await listApi.get('trucks-list/?search=t-&ordering=-truck_number&page=2&page_size=2')).json());
    expect(page.count).toBe(3);
    expect(numbers(page.results)).toEqual(['T-100']);
  });

  it('cuts pages of 10 when no page size is given (runs last: it adds trucks)', async () => {
    for (let i = 1; i <= 7; i += 1) await addTruck(listApi, { truck_number: `Z-${i}` });
    const first = TruckPageSchema.parse((await listApi.get('trucks-list/?page=1')).json());
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(10);
    const second = TruckPageSchema.parse((await listApi.get('trucks-list/?page=2')).json());
    expect(numbers(second.results)).toEqual(['Z-6', 'Z-7']);
  });

  it('answers 400 for a bad ordering, page or page size', async () => {
    for (const query of ['ordering=vin_number', 'page=0', 'page=abc', 'page_size=0', 'page_size=1000']) {
      const res = await listApi.get(`trucks-list/?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
      ErrorSchema.parse(res.json());
    }
  });
});
