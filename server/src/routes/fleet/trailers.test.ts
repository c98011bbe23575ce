import { ErrorSchema, TrailerSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext } from '../../../test/build';
import { addTrailer, addTruck, callerFor, countRows, type Caller } from './test-helpers';

let ctx: TestContext;
let api: Caller;
beforeAll(async () => {
  ctx = await buildTestApp();
  api = callerFor(ctx, (await createUser(ctx, 'admin')).headers);
});
afterAll(() => ctx.close());

const REQUIRED = 'Please fill in all required fields';
const details = async (id: number) => TrailerSchema.parse((await api.get(`trailers-details/${id}/`)).json());

describe('POST create-trailer/', () => {
  it('creates a trailer on the truck named by number (any case) and answers it with 201', async () => {
    const truck = await addTruck(api, { truck_number: 'TRK-41' });
    const res = await api.post('create-trailer/', { tailer_name: 'Dry Van 53', trailer_number: 'DV-01', truck_number: 'trk-41' });
    expect(res.statusCode).toBe(201);
    const trailer = TrailerSchema.parse(res.json());
    expect(trailer).toEqual({
      id: expect.any(Number),
      tailer_name: 'Dry Van 53',
      trailer_number: 'DV-01',
      truck_number: 'TRK-41',
      truck_id: truck.id,
      version: 1,
    });
    expect(await details(trailer.id)).toEqual(trailer);
  });

  it("leaves it unassigned for '', null or no truck number", async () => {
    for (const truck_number of ['', null, undefined]) {
      const res = await api.post('create-trailer/', { tailer_name: 'Flatbed', trailer_number: `FB-${String(truck_number)}`, truck_number });
      expect(res.statusCode).toBe(201);
      expect(TrailerSchema.parse(res.json())).toMatchObject({ truck_number: '', truck_id: null });
    }
  });

  it.each(['tailer_name', 'trailer_number'] as const)('answers 400 with the spec message when %s is missing or blank', async (field) => {
    const before = await countRows(ctx, 'trailers');
    for (const value of [undefined, null, '', '  ']) {
      const body: Record<string, unknown> = { tailer_name: 'Reefer', trailer_number: 'RF-MISSING', truck_number: '' };
      if (value === undefined) delete body[field];
      else body[field] = value;
      const res = await api.post('create-trailer/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: REQUIRED });
    }
    expect(await countRows(ctx, 'trailers')).toBe(before);
  });

  it('answers 400 for a truck number that matches no truck, and creates nothing', async () => {
    const before = await countRows(ctx, 'trailers');
    const res = await api.post('create-trailer/', { tailer_name: 'Reefer', trailer_number: 'RF-NT', truck_number: 'NO-SUCH-TRUCK' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Truck not found.' });
    expect(await countRows(ctx, 'trailers')).toBe(before);
  });

  it('answers 400 for text PostgreSQL cannot store (NUL)', async () => {
    for (const body of [
      { tailer_name: 'Re\u0000efer', trailer_number: 'NUL-1', truck_number: '' },
      { tailer_name: 'Reefer', trailer_number: 'NUL-1', truck_number: 'T\u0000' },
    ]) {
      const res = await api.post('create-trailer/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Text may not contain a NUL character' });
    }
  });

  it('answers 409 for a trailer number already used, whatever its case, and creates nothing', async () => {
    await addTrailer(api, { trailer_number: 'DUP-TR' });
    const before = await countRows(ctx, 'trailers');
    const res = await api.post('create-trailer/', { tailer_name: 'Other', trailer_number: 'dup-tr', truck_number: '' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'A trailer with this number already exists.' });
    expect(await countRows(ctx, 'trailers')).toBe(before);
  });

  it('lets one of many concurrent creates with the same number win', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api.post('create-trailer/', { tailer_name: 'Race', trailer_number: 'RACE-TR', truck_number: '' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });
});

describe('GET trailers-list/ and trailers-details/{id}/', () => {
  it('answers a plain array ordered by trailer name (any case), with the truck number or empty', async () => {
    const own = await buildTestApp();
    try {
      const ownApi = callerFor(own, (await createUser(own, 'admin')).headers);
      const truck = await addTruck(ownApi, { truck_number: 'L-1' });
      await addTrailer(ownApi, { tailer_name: 'reefer B', trailer_number: 'R-B', truck_number: 'L-1' });
      await addTrailer(ownApi, { tailer_name: 'Flatbed', trailer_number: 'F-1' });
      await addTrailer(ownApi, { tailer_name: 'Reefer A', trailer_number: 'R-A' });
      const res = await ownApi.get('trailers-list/');
      expect(res.statusCode).toBe(200);
      const trailers = TrailerSchema.array().parse(res.json());
      expect(trailers.map((t) => [t.tailer_name, t.truck_number, t.truck_id])).toEqual([
        ['Flatbed', '', null],
        ['Reefer A', '', null],
        ['reefer B', 'L-1', truck.id],
      ]);
    } finally {
      await own.close();
    }
  });

  it('answers 404 for an unknown trailer and 400 for an id that is not one', async () => {
    const res = await api.get('trailers-details/999999/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Trailer not found.' });
    expect((await api.get('trailers-details/x/')).statusCode).toBe(400);
  });
});

describe('PUT update-trailer/{id}/', () => {
  it('replaces name, number and truck, and answers the trailer', async () => {
    const first = await addTruck(api);
    const second = await addTruck(api);
    const trailer = await addTrailer(api, { truck_number: first.truck_number });
    const res = await api.put(`update-trailer/${trailer.id}/`, { tailer_name: 'Renamed', trailer_number: 'RN-1', truck_number: second.truck_number });
    expect(res.statusCode).toBe(200);
    const updated = TrailerSchema.parse(res.json());
    expect(updated).toEqual({
      id: trailer.id,
      tailer_name: 'Renamed',
      trailer_number: 'RN-1',
      truck_number: second.truck_number,
      truck_id: second.id,
      version: trailer.version + 1,
    });
    expect(await details(trailer.id)).toEqual(updated);
    const unassigned = TrailerSchema.parse(
      (await api.put(`update-trailer/${trailer.id}/`, { tailer_name: 'Renamed', trailer_number: 'RN-1', truck_number: '' })).json(),
    );
    expect(unassigned).toMatchObject({ truck_number: '', truck_id: null });
  });

  it('keeps its own number in another case', async () => {
    const trailer = await addTrailer(api, { trailer_number: 'CASE-1' });
    const res = await api.put(`update-trailer/${trailer.id}/`, { tailer_name: trailer.tailer_name, trailer_number: 'case-1', truck_number: null });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for an unknown trailer, 400 for a missing field or an unknown truck, 409 for a used number; nothing changes', async () => {
    const other = await addTrailer(api);
    const trailer = await addTrailer(api);
    const missing = await api.put('update-trailer/999999/', { tailer_name: 'X', trailer_number: 'X-1', truck_number: '' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Trailer not found.' });
    const blank = await api.put(`update-trailer/${trailer.id}/`, { tailer_name: '', trailer_number: 'X-1', truck_number: '' });
    expect(blank.json()).toEqual({ detail: REQUIRED });
    const noTruck = await api.put(`update-trailer/${trailer.id}/`, { tailer_name: 'X', trailer_number: 'X-1', truck_number: 'NOPE' });
    expect(noTruck.statusCode).toBe(400);
    expect(noTruck.json()).toEqual({ detail: 'Truck not found.' });
    const dup = await api.put(`update-trailer/${trailer.id}/`, { tailer_name: 'X', trailer_number: other.trailer_number.toLowerCase(), truck_number: '' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ detail: 'A trailer with this number already exists.' });
    expect(await details(trailer.id)).toEqual(trailer);
  });
});

describe('DELETE delete-trailers/{id}/', () => {
  it('answers 204, then 404', async () => {
    const trailer = await addTrailer(api);
    const res = await api.del(`delete-trailers/${trailer.id}/`);
    expect(res.statusCode).toBe(204);
    expect((await api.get(`trailers-details/${trailer.id}/`)).statusCode).toBe(404);
    const again = await api.del(`delete-trailers/${trailer.id}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Trailer not found.' });
  });
});

describe('POST assign-trailer/', () => {
  it('assigns a trailer to a truck, moves it, and unassigns it with null', async () => {
    const first = await addTruck(api);
    const second = await addTruck(api);
    const trailer = await addTrailer(api);
    const assigned = await api.post('assign-trailer/', { trailer_id: trailer.id, truck_id: first.id });
    expect(assigned.statusCode).toBe(200);
    expect(TrailerSchema.parse(assigned.json())).toEqual({ ...trailer, truck_number: first.truck_number, truck_id: first.id, version: trailer.version + 1 });
    const moved = TrailerSchema.parse((await api.post('assign-trailer/', { trailer_id: trailer.id, truck_id: second.id })).json());
    expect(moved.truck_id).toBe(second.id);
    const freed = TrailerSchema.parse((await api.post('assign-trailer/', { trailer_id: trailer.id, truck_id: null })).json());
    expect(freed).toEqual({ ...trailer, truck_number: '', truck_id: null, version: trailer.version + 3 });
    expect(await details(trailer.id)).toEqual(freed);
  });

  it('answers 404 for an unknown trailer or truck and changes nothing', async () => {
    const truck = await addTruck(api);
    const trailer = await addTrailer(api, { truck_number: truck.truck_number });
    const noTrailer = await api.post('assign-trailer/', { trailer_id: 999999, truck_id: truck.id });
    expect(noTrailer.statusCode).toBe(404);
    expect(noTrailer.json()).toEqual({ detail: 'Trailer not found.' });
    const noTruck = await api.post('assign-trailer/', { trailer_id: trailer.id, truck_id: 999999 });
    expect(noTruck.statusCode).toBe(404);
    expect(noTruck.json()).toEqual({ detail: 'Truck not found.' });
    expect(await details(trailer.id)).toEqual(trailer);
  });

  it('answers 400 for a missing or malformed id', async () => {
    const trailer = await addTrailer(api);
    for (const body of [{ truck_id: null }, { trailer_id: trailer.id }, { trailer_id: 'abc', truck_id: null }, { trailer_id: trailer.id, truck_id: -3 }]) {
      const res = await api.post('assign-trailer/', body);
      expect(res.statusCode).toBe(400);
      ErrorSchema.parse(res.json());
    }
  });
});
