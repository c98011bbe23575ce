/** @jest-environment jsdom */
import { ApiPaths } from '../contracts/paths';
import { installFakeApi, takeContractBreaks, type Answer, type SeenRequest } from './fake-api';
import { createFakeBackend, type FakeData } from './fake-backend';
import { anActivityEvent } from './activity-fixtures';
import { aContact } from './chat-fixtures';
import { aTrailer, aTruck } from './fleet-fixtures';
import { aLoad } from './load-fixtures';
import { aDispatcher, aDriver } from './people-fixtures';

/** One call to the backend as the client sends it: `'GET list-loads/?page=2'`. */
async function call(backend: ReturnType<typeof createFakeBackend>, line: string, body?: unknown) {
  const [method, target] = line.split(' ');
  const url = new URL(`/api/${target}`, 'http://localhost');
  const req: SeenRequest = { method, path: url.pathname, query: url.searchParams, authorization: 'Bearer t', body };
  const answer = (await backend.answer(req)) as Exclude<Answer, Error>;
  expect(backend.check(req, answer)).toBeNull();
  return answer as { status: number; body: any };
}
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
/** A create-load/ body, as the add-load form sends it. */
const newLoad = (over: Record<string, unknown> = {}) => ({
  loadname: 'Frozen peas',
  pickup_location: 'Boise, ID',
  delivery_location: 'Reno, NV',
  pickup_date: '2026-04-01',
  pickup_time: '08:00',
  delivery_date: '2026-04-02',
  delivery_time: '10:30',
  weight_lbs: '1200.5',
  price: 1999.99,
  ...over,
});

/** 25 loads: every fifth delivered and paid, every third assigned; prices fall as ids rise, the 7th has none. */
const loads = () =>
  Array.from({ length: 25 }, (_, i) => {
    const id = i + 1;
    const status = id % 5 === 0 ? 'delivered' : id % 3 === 0 ? 'assigned' : 'unassigned';
    return aLoad({
      id,
      loadname: `Load ${String(id).padStart(2, '0')}`,
      status,
      payment: status === 'delivered' ? 'Paid' : 'Unpaid',
      price: id === 7 ? null : 3000 - id * 10,
      pickup_date: `2026-03-${String(id).padStart(2, '0')}`,
      broker: id === 12 ? 'Zeta Freight' : 'Acme Brokers',
      pickup_location: id === 4 ? 'Reno, NV' : 'Chicago, IL',
    });
  });

describe('the fake backend: list-loads/', () => {
  const backend = () => createFakeBackend({ loads: loads(), now: '2026-03-10T12:00:00' });

  it('pages by the contracts page size, newest first, with the count of all', async () => {
    const first = await call(backend(), 'GET list-loads/?page=1');
    expect(first.body.count).toBe(25);
    expect(ids(first.body.results)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    const last = await call(backend(), 'GET list-loads/?page=3&page_size=10');
    expect(ids(last.body.results)).toEqual([5, 4, 3, 2, 1]);
    expect(ids((await call(backend(), 'GET list-loads/?page=2&page_size=4')).body.results)).toEqual([21, 20, 19, 18]);
  });

  it('answers the spec’s plain array when no paging, search, filter or sort is asked for', async () => {
    const all = await call(backend(), 'GET list-loads/');
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body).toHaveLength(25);
  });

  it('searches the name, number, places and broker, and the id when the search is digits', async () => {
    expect(ids((await call(backend(), 'GET list-loads/?search=zeta')).body.results)).toEqual([12]);
    expect(ids((await call(backend(), 'GET list-loads/?search=RENO')).body.results)).toEqual([4]);
    // "7" is in no text but load 7's id (Load 07, Load 17 hold it in their names).
    expect(ids((await call(backend(), 'GET list-loads/?search=7')).body.results)).toEqual([17, 7]);
  });

  it('filters by tab, payment, pickup range and the date filter of the clock’s today', async () => {
    const q = async (query: string) => ids((await call(backend(), `GET list-loads/?${query}`)).body.results);
    expect(await q('status=delivered')).toEqual([25, 20, 15, 10, 5]);
    expect(await q('status=assigned&payment=Unpaid')).toEqual([24, 21, 18, 12, 9, 6, 3]);
    expect(await q('pickup_from=2026-03-03&pickup_to=2026-03-05')).toEqual([5, 4, 3]);
    expect(await q('date=today')).toEqual([10]);
    expect(await q('date=tomorrow')).toEqual([11]);
    expect(await q('date=this_week')).toEqual([17, 16, 15, 14, 13, 12, 11, 10]);
    expect(await q('date=past&page_size=20')).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('sorts by each ordering, id breaking ties and a missing price last either way', async () => {
    const q = async (ordering: string) => ids((await call(backend(), `GET list-loads/?ordering=${ordering}&page_size=25`)).body.results);
    expect((await q('loadname')).slice(0, 3)).toEqual([1, 2, 3]);
    expect((await q('-pickup_date')).slice(0, 3)).toEqual([25, 24, 23]);
    expect((await q('price')).slice(0, 2)).toEqual([25, 24]);
    expect((await q('price')).at(-1)).toBe(7);
    expect((await q('-price')).slice(0, 2)).toEqual([1, 2]);
    expect((await q('-price')).at(-1)).toBe(7);
  });

  it('refuses what the server refuses, in its words', async () => {
    expect(await call(backend(), 'GET list-loads/?ordering=weight')).toMatchObject({ status: 400 });
    expect(await call(backend(), 'GET list-loads/?pickup_from=2026-03-05&pickup_to=2026-03-01')).toEqual({
      status: 400,
      body: { detail: 'pickup_from cannot be after pickup_to' },
    });
    expect(await call(backend(), 'GET loads/99/')).toEqual({ status: 404, body: { detail: 'Load not found.' } });
    expect(await call(backend(), 'GET no-such-call/')).toEqual({ status: 404, body: { detail: 'Not found.' } });
  });
});

describe('the fake backend: writes show in the lists', () => {
  const seeded = (): FakeData => ({ loads: loads(), drivers: [aDriver({ id: 7, first_name: 'Dana', last_name: 'Miles', email: 'dana@example.com' })] });

  it('creates, updates, deletes and restores a load', async () => {
    const backend = createFakeBackend(seeded());
    const created = await call(backend, 'POST create-load/', newLoad());
    expect(created).toMatchObject({ status: 201, body: { id: 26, weight: 1200.5, payment: 'Unpaid', status: 'unassigned', fuel_price: null } });
    expect((await call(backend, 'GET list-loads/?page=1')).body.results[0].loadname).toBe('Frozen peas');

    expect((await call(backend, 'PUT loads/26/', { delivery_date: '2026-03-30' })).body).toEqual({ detail: 'Delivery date cannot be before the pickup date' });
    expect((await call(backend, 'PUT loads/26/', { id: 26, toll_price: 55.5, payment: 'Paid' })).body).toMatchObject({ toll_price: 55.5, payment: 'Paid' });

    expect(await call(backend, 'DELETE delete-load/26/')).toEqual({ status: 204 });
    expect((await call(backend, 'GET list-loads/?page=1')).body.count).toBe(25);
    expect((await call(backend, 'POST loads/restore/', { ids: [26] })).body).toEqual({ ids: [26] });
    expect((await call(backend, 'GET loads/26/')).body.toll_price).toBe(55.5);
  });

  it('assigns a driver once, names them on the load, and frees the load when the driver is deleted', async () => {
    const backend = createFakeBackend(seeded());
    expect((await call(backend, 'POST create-assignment/', { load: '1', driver: 7 })).body).toEqual({ id: 1, load: 1, driver: 7, status: 'assigned' });
    expect((await call(backend, 'GET loads/1/')).body).toMatchObject({
      status: 'assigned',
      driver_name: 'Dana Miles',
      assignments: [{ id: 1, load: 1, driver: 7 }],
    });
    expect(await call(backend, 'POST create-assignment/', { load: 1, driver: 7 })).toEqual({ status: 409, body: { detail: 'This load is already assigned' } });
    expect(await call(backend, 'POST create-assignment/', { load: 2, driver: 8 })).toEqual({ status: 400, body: { detail: 'Driver not found.' } });
    expect(await call(backend, `DELETE ${ApiPaths.deleteUser(7)}`)).toEqual({ status: 204 });
    expect((await call(backend, 'GET loads/1/')).body).toMatchObject({ status: 'unassigned', driver_name: null, assignments: [] });
  });

  it('marks loads paid in bulk and deletes a selection', async () => {
    const backend = createFakeBackend(seeded());
    expect((await call(backend, 'POST loads/bulk-payment/', { ids: [1, 2, 99], payment: 'Paid' })).body).toEqual({ ids: [1, 2] });
    expect(ids((await call(backend, 'GET list-loads/?payment=Paid&ordering=id')).body.results)).toEqual([1, 2, 5, 10, 15, 20, 25]);
    expect((await call(backend, 'POST loads/bulk-delete/', { ids: [1, 2] })).body).toEqual({ ids: [1, 2] });
    expect((await call(backend, 'GET list-loads/?page=1')).body.count).toBe(23);
  });
});

describe('the fake backend: people', () => {
  const drivers = () => [
    aDriver({ id: 1, first_name: 'bea', last_name: 'Stone', email: '+15550101', phone_number_driver: '+15550101' }),
    aDriver({ id: 2, first_name: 'Ada', last_name: 'Ray', email: 'ada@example.com', phone_number_driver: null }),
    aDriver({ id: 3, first_name: 'Cy', last_name: 'Ames', email: 'cy@example.com', phone_number_driver: '555-0199' }),
  ];

  it('sorts by name case-insensitively, or by login, and pages by 7', async () => {
    const backend = createFakeBackend({ drivers: drivers() });
    expect(ids((await call(backend, 'GET users/drivers/?page=1')).body.results)).toEqual([2, 1, 3]);
    expect(ids((await call(backend, 'GET users/drivers/?ordering=-email')).body.results)).toEqual([3, 2, 1]);
    const many = createFakeBackend({ dispatchers: Array.from({ length: 9 }, (_, i) => aDispatcher({ id: i + 1, email: `d${i}@x.co` })) });
    expect((await call(many, 'GET users/dispatchers/?page=2')).body).toMatchObject({ count: 9, results: [{ id: 8 }, { id: 9 }] });
  });

  it('searches names, login and phone, a phone-like term also without separators; finds one by login', async () => {
    const backend = createFakeBackend({ drivers: drivers() });
    const q = async (query: string) => ids((await call(backend, `GET users/drivers/?${query}`)).body.results);
    expect(await q('search=STONE')).toEqual([1]);
    expect(await q(`search=${encodeURIComponent('+1 555 0101')}`)).toEqual([1]);
    expect(await q('search=0199')).toEqual([3]);
    expect(await q(`email=${encodeURIComponent('+1 555 0101')}`)).toEqual([1]);
    expect(await q('email=ADA@example.com')).toEqual([2]);
  });

  it('judges a driver’s truck on the day asked for', async () => {
    const truck = aTruck({ id: 4, truck_number: 'TRK-12', registration_expiration_date: '2026-03-15', drivers: [{ id: 2, name: 'Ada Ray' }] });
    const backend = createFakeBackend({ drivers: drivers(), trucks: [truck], now: '2026-01-01T12:00:00' });
    const ada = async (asOf: string) => (await call(backend, `GET users/drivers/?email=ada@example.com${asOf}`)).body.results[0];
    expect((await ada('')).truck_expiry).toMatchObject({ as_of: '2026-01-01', state: 'ok', registration: { date: '2026-03-15', state: 'ok' } });
    expect((await ada('&as_of=2026-03-01')).truck_expiry).toMatchObject({ state: 'due' });
    expect(await ada('&as_of=2026-04-01')).toMatchObject({ truck_number: 'TRK-12', truck_expiry: { state: 'expired' } });
  });

  it('registers a person who then shows in the list, refusing a login in use', async () => {
    const backend = createFakeBackend({ drivers: drivers() });
    const body = { first_name: 'Aaron', email: '+1 555 0199', password: 'Strong-pass1', user_type: 'driver' };
    expect((await call(backend, 'POST register/', body)).body).toEqual({ id: 4, first_name: 'Aaron', email: '+15550199', user_type: 'driver' });
    expect(ids((await call(backend, 'GET users/drivers/?page=1')).body.results)).toEqual([4, 2, 1, 3]);
    expect((await call(backend, 'POST register/', { ...body, email: '+1 (555) 0199' })).body).toEqual({
      detail: 'A user with this phone number already exists.',
    });
    expect((await call(backend, 'POST register/', { ...body, email: 'ADA@example.com' })).body).toEqual({ detail: 'A user with this email already exists.' });
    expect((await call(backend, 'POST register/', { ...body, password: 'weak' })).status).toBe(400);
  });
});

describe('the fake backend: driver hours', () => {
  // Monday, Nov 23 2026, 14:00 local time.
  const at = (d: number, h: number, m = 0) => new Date(2026, 10, d, h, m).toISOString();
  const data = (): FakeData => ({
    now: new Date(2026, 10, 23, 14, 0),
    drivers: [1, 2, 3].map((id) => aDriver({ id, first_name: 'Driver', last_name: `0${id}`, email: `d${id}@x.co` })),
    checkIns: [
      { id: 1, user: 1, check_in_time: at(23, 8, 5), check_out_time: at(23, 12) },
      // On shift since 13:00: an hour by now.
      { id: 2, user: 1, check_in_time: at(23, 13), check_out_time: null },
      { id: 3, user: 3, check_in_time: at(22, 22), check_out_time: at(23, 6) },
      { id: 4, user: 3, check_in_time: at(2, 8), check_out_time: at(2, 16) },
    ],
  });

  it('adds up each driver’s time inside the period, most first, the shifts newest first', async () => {
    const backend = createFakeBackend(data());
    const daily = (await call(backend, 'GET driver-hours/?period=daily&page=1')).body;
    expect(daily.results.map((r: { id: number; total_hours_worked: number }) => [r.id, r.total_hours_worked])).toEqual([
      [3, 360],
      [1, 295],
      [2, 0],
    ]);
    expect(ids(daily.results[1].entries)).toEqual([2, 1]);
    // The night shift from Sunday counts from Monday's midnight in the week too; the 2nd only in the month.
    const weekly = (await call(backend, 'GET driver-hours/?period=weekly&page=1')).body.results;
    expect(weekly.map((r: { total_hours_worked: number }) => r.total_hours_worked)).toEqual([360, 295, 0]);
    const monthly = (await call(backend, 'GET driver-hours/?period=monthly&search=d3')).body;
    expect(monthly).toMatchObject({ count: 1, results: [{ id: 3, total_hours_worked: 960 }] });
    expect(ids(monthly.results[0].entries)).toEqual([3, 4]);
  });
});

describe('the fake backend: trucks and analytics', () => {
  it('filters trucks needing attention on today and counts them whatever the filter', async () => {
    const backend = createFakeBackend({
      now: '2026-03-01T12:00:00',
      trucks: [
        aTruck({ id: 1, truck_number: 'B-2', insurance_expiration_date: '2026-02-01' }),
        aTruck({ id: 2, truck_number: 'a-1', next_service_date: '2026-03-20' }),
        aTruck({ id: 3, truck_number: 'C-3', registration_expiration_date: '2027-01-01' }),
      ],
    });
    expect((await call(backend, 'GET trucks-list/?page=1')).body).toMatchObject({ count: 3, attention_count: 2, results: [{ id: 2 }, { id: 1 }, { id: 3 }] });
    expect((await call(backend, 'GET trucks-list/?expiry=expired')).body).toMatchObject({
      count: 1,
      attention_count: 2,
      results: [{ id: 1, expiry: { state: 'expired' } }],
    });
  });

  it('creates and updates trucks, refusing a number or VIN in use whatever its case; an edit renumbers its trailers', async () => {
    const backend = createFakeBackend({
      now: '2026-03-01T12:00:00',
      trucks: [aTruck({ id: 1, truck_number: 'TRK-1', vin_number: 'VIN-1' })],
      trailers: [aTrailer({ id: 1, truck_id: 1, truck_number: 'TRK-1' })],
    });
    const fields = {
      truck_number: 'TRK-2',
      truck_model: 'Mack',
      vin_number: 'VIN-2',
      registration_expiration_date: '2026-03-05',
      next_service_date: '',
      truck_notes: '',
    };
    const created = await call(backend, 'POST create-truck/', fields);
    expect(created).toMatchObject({
      status: 201,
      body: { id: 2, drivers: [], next_service_date: null, truck_notes: null, expiry: { as_of: '2026-03-01', state: 'due' } },
    });
    expect(await call(backend, 'POST create-truck/', { ...fields, truck_number: 'trk-1', vin_number: 'VIN-9' })).toMatchObject({
      status: 409,
      body: { detail: 'A truck with this number already exists.' },
    });
    expect((await call(backend, 'POST create-truck/', { ...fields, truck_number: 'TRK-9', vin_number: 'vin-1' })).body.detail).toBe(
      'A truck with this VIN already exists.',
    );
    expect((await call(backend, 'POST create-truck/', { ...fields, vin_number: '' })).status).toBe(400);
    // Its own number and VIN are no conflict.
    expect((await call(backend, 'PUT update-truck/1/', { ...fields, truck_number: 'TRK-1A', vin_number: 'VIN-1' })).body).toMatchObject({
      id: 1,
      truck_number: 'TRK-1A',
    });
    expect((await call(backend, 'PUT update-truck/1/', { ...fields, vin_number: 'VIN-1' })).status).toBe(409);
    expect((await call(backend, 'PUT update-truck/9/', fields)).status).toBe(404);
    expect((await call(backend, 'GET trailers-list/')).body).toMatchObject([{ id: 1, truck_id: 1, truck_number: 'TRK-1A' }]);
    expect((await call(backend, 'GET trucks-list/')).body.map((t: { truck_number: string }) => t.truck_number)).toEqual(['TRK-1A', 'TRK-2']);
    expect((await call(backend, 'GET trucks-list/choices/')).body).toEqual([
      { id: 1, truck_number: 'TRK-1A', truck_model: expect.any(String) },
      { id: 2, truck_number: 'TRK-2', truck_model: expect.any(String) },
    ]);
  });

  it('assigns drivers to a truck, replacing or joining, each leaving their other truck; an unknown driver changes nothing', async () => {
    const backend = createFakeBackend({
      drivers: [
        aDriver({ id: 7, first_name: 'Zed', last_name: 'Ray' }),
        aDriver({ id: 8, first_name: 'Al', last_name: 'Lee' }),
        aDriver({ id: 9, first_name: 'Bo', last_name: 'Fox' }),
      ],
      trucks: [
        aTruck({ id: 1, truck_number: 'TRK-1', drivers: [{ id: 7, name: 'Zed Ray' }] }),
        aTruck({ id: 2, truck_number: 'TRK-2', drivers: [{ id: 9, name: 'Bo Fox' }] }),
      ],
    });
    const drivers = async (id: number) => (await call(backend, `GET trucks-details/${id}/`)).body.drivers.map((d: { id: number }) => d.id);
    // Joining keeps Zed, Bo leaves TRK-2, and the drivers come by name.
    expect((await call(backend, 'POST assign-truck/', { truck_id: 1, driver_ids: [9, 8], replace: false })).body).toMatchObject({
      drivers: [{ id: 8, name: 'Al Lee' }, { id: 9 }, { id: 7 }],
      driver_names: ['Al Lee', 'Bo Fox', 'Zed Ray'],
    });
    expect(await drivers(2)).toEqual([]);
    expect((await call(backend, 'GET users/drivers/?search=bo')).body.results).toMatchObject([{ id: 9, truck_number: 'TRK-1' }]);
    await call(backend, 'POST assign-truck/', { truck_id: 2, driver_ids: [7], replace: true });
    expect(await call(backend, 'POST assign-truck/', { truck_id: 1, driver_ids: [9], replace: true })).toMatchObject({
      status: 200,
      body: { driver_names: ['Bo Fox'] },
    });
    expect(await drivers(2)).toEqual([7]);
    expect(await call(backend, 'POST assign-truck/', { truck_id: 2, driver_ids: [8, 99] })).toMatchObject({
      status: 400,
      body: { detail: 'No driver with id 99.' },
    });
    expect((await call(backend, 'POST assign-truck/', { truck_id: 5, driver_ids: [8] })).status).toBe(404);
    expect((await call(backend, 'POST assign-truck/', { truck_id: 2, driver_ids: [] })).body.detail).toMatch(/Please select a truck and at least one driver/);
    expect(await drivers(1)).toEqual([9]);
    expect(await drivers(2)).toEqual([7]);
  });

  it('creates, updates and assigns trailers by their truck, listing them by name', async () => {
    const backend = createFakeBackend({
      trucks: [aTruck({ id: 1, truck_number: 'TRK-1' }), aTruck({ id: 2, truck_number: 'TRK-2', vin_number: 'VIN-2' })],
      trailers: [aTrailer({ id: 1, tailer_name: 'Van', trailer_number: 'TRL-1' })],
    });
    expect(await call(backend, 'POST create-trailer/', { tailer_name: 'Flatbed', trailer_number: 'TRL-2', truck_number: 'trk-2' })).toMatchObject({
      status: 201,
      body: { id: 2, truck_id: 2, truck_number: 'TRK-2' },
    });
    expect(await call(backend, 'POST create-trailer/', { tailer_name: 'X', trailer_number: 'trl-1', truck_number: '' })).toMatchObject({
      status: 409,
      body: { detail: 'A trailer with this number already exists.' },
    });
    expect(await call(backend, 'POST create-trailer/', { tailer_name: 'X', trailer_number: 'TRL-3', truck_number: 'TRK-9' })).toMatchObject({
      status: 400,
      body: { detail: 'Truck not found.' },
    });
    expect((await call(backend, 'PUT update-trailer/2/', { tailer_name: 'Flatbed', trailer_number: 'TRL-2', truck_number: null })).body).toMatchObject({
      truck_id: null,
      truck_number: '',
    });
    expect((await call(backend, 'POST assign-trailer/', { trailer_id: 1, truck_id: 1 })).body).toMatchObject({ id: 1, truck_id: 1, truck_number: 'TRK-1' });
    expect((await call(backend, 'POST assign-trailer/', { trailer_id: 1, truck_id: 9 })).body.detail).toBe('Truck not found.');
    expect((await call(backend, 'POST assign-trailer/', { trailer_id: 9, truck_id: null })).body.detail).toBe('Trailer not found.');
    expect((await call(backend, 'GET trailers-list/')).body).toMatchObject([
      { tailer_name: 'Flatbed', truck_id: null },
      { tailer_name: 'Van', truck_number: 'TRK-1' },
    ]);
    await call(backend, 'POST assign-trailer/', { trailer_id: 1, truck_id: null });
    expect((await call(backend, 'GET trailers-details/1/')).body).toMatchObject({ truck_id: null, truck_number: '' });
  });

  it('adds up the period’s loads by day, status and broker, the summary following the tab', async () => {
    const backend = createFakeBackend({
      loads: [
        aLoad({ id: 1, pickup_date: '2026-11-16', status: 'delivered', price: 1000, broker: 'Beta' }),
        aLoad({ id: 2, pickup_date: '2026-11-18', status: 'delivered', price: 2000, broker: 'Acme' }),
        aLoad({ id: 3, pickup_date: '2026-11-18', status: 'assigned', price: 500, broker: ' ' }),
        aLoad({ id: 4, pickup_date: '2026-11-23', status: 'delivered', price: 9000 }),
      ],
    });
    const figures = (await call(backend, 'GET analytics/?pickup_date=2026-11-18&period=weekly&status=delivered')).body;
    expect(figures).toMatchObject({ from: '2026-11-16', to: '2026-11-22', summary: { loads: 2, price: 3000 } });
    expect(figures.days.map((d: { loads: number }) => d.loads)).toEqual([1, 0, 1, 0, 0, 0, 0]);
    expect(figures.statuses).toEqual([
      { status: 'delivered', loads: 2 },
      { status: 'assigned', loads: 1 },
      { status: 'unassigned', loads: 0 },
    ]);
    expect(figures.brokers.map((b: { broker: string }) => b.broker)).toEqual(['Acme', 'Beta']);
  });
});

describe('the fake backend: dashboard', () => {
  it('answers loads-overview/ by pickup month, numbered by id whatever reference is stored, with the driver’s truck or NA', async () => {
    const backend = createFakeBackend({
      trucks: [aTruck({ id: 1, truck_number: 'TRK-9', drivers: [{ id: 7, name: 'Ann Lee' }] })],
      loads: [
        aLoad({
          id: 472,
          loadNumber: 'PO 4471823',
          pickup_date: '2026-03-10',
          status: 'assigned',
          driver_name: 'Ann Lee',
          assignments: [{ id: 1, load: 472, driver: 7 }],
        }),
        aLoad({ id: 3, pickup_date: '2026-03-10' }),
        aLoad({ id: 9, pickup_date: '2026-02-27' }),
      ],
    });
    expect((await call(backend, 'GET loads-overview/')).body.months.map((m: { month: string; items: { id: number }[] }) => [m.month, ids(m.items)])).toEqual([
      ['2026-02', [9]],
      ['2026-03', [3, 472]],
    ]);
    expect((await call(backend, 'GET loads-overview/?from=2026-03-01&to=2026-03-31')).body.months).toEqual([
      {
        month: '2026-03',
        items: [
          expect.objectContaining({ id: 3, load_number: '3', driver_name: null, Truck_number: 'NA' }),
          expect.objectContaining({ id: 472, load_number: '472', status: 'assigned', driver_name: 'Ann Lee', Truck_number: 'TRK-9' }),
        ],
      },
    ]);
    expect((await call(backend, 'GET loads-overview/?from=2026-03-31&to=2026-03-01')).status).toBe(400);
  });
});

describe('the fake backend: dashboard figures', () => {
  // Wednesday, Mar 11 2026, 20:00 local time.
  const at = (d: number, h: number, m = 0) => new Date(2026, 2, d, h, m).toISOString();
  const data = (): FakeData => ({
    now: new Date(2026, 2, 11, 20, 0),
    drivers: [
      aDriver({ id: 1, first_name: 'Zed', last_name: 'Five', email: 'z@x.co' }),
      aDriver({ id: 2, first_name: 'Amy', last_name: 'Five', email: 'a@x.co' }),
      aDriver({ id: 3, first_name: 'Ivy', last_name: 'Idle', email: 'i@x.co' }),
      aDriver({ id: 4, first_name: 'Nia', last_name: 'Night', email: 'n@x.co' }),
    ],
    dispatchers: [aDispatcher({ id: 11, first_name: 'Dot' }), aDispatcher({ id: 12, first_name: 'Eve', email: 'eve@x.co' })],
    checkIns: [
      { id: 1, user: 1, check_in_time: at(11, 9), check_out_time: at(11, 14) },
      // 2 hours this morning, and on shift for 3 since 17:00.
      { id: 2, user: 2, check_in_time: at(11, 6), check_out_time: at(11, 8) },
      { id: 3, user: 2, check_in_time: at(11, 17), check_out_time: null },
      // A night shift counts from midnight: 1 hour 40 minutes today.
      { id: 4, user: 4, check_in_time: at(10, 22), check_out_time: at(11, 1, 40) },
      { id: 5, user: 11, check_in_time: at(11, 8), check_out_time: null },
      { id: 6, user: 12, check_in_time: at(11, 9), check_out_time: at(11, 9, 45) },
    ],
    loads: [
      aLoad({ id: 1, status: 'delivered', pickup_date: '2026-03-02' }),
      aLoad({ id: 2, status: 'assigned', pickup_date: '2026-03-11', pickup_time: '18:45' }),
      aLoad({ id: 3, pickup_date: '2026-03-11', pickup_time: '05:05' }),
      aLoad({ id: 4, pickup_date: '2026-03-18', pickup_time: '06:30' }),
      aLoad({ id: 5, pickup_date: '2026-03-19' }),
    ],
  });

  it('counts loads by status, and drivers and dispatchers with those on shift', async () => {
    const backend = createFakeBackend(data());
    expect((await call(backend, 'GET stats/')).body).toEqual({ total_loads: 5, unassigned_or_pending: 3, active_assigned: 1 });
    expect((await call(backend, 'GET active-users/')).body).toEqual({
      total_drivers: 4,
      checked_in_drivers: 1,
      total_dispatchers: 2,
      checked_in_dispatchers: 1,
    });
  });

  it('ranks today’s workers by hours (2 decimals), then by name, leaving out those who did not work', async () => {
    const backend = createFakeBackend(data());
    expect((await call(backend, 'GET top-drivers/')).body).toEqual([
      { id: 2, first_name: 'Amy', last_name: 'Five', hours: 5 },
      { id: 1, first_name: 'Zed', last_name: 'Five', hours: 5 },
      { id: 4, first_name: 'Nia', last_name: 'Night', hours: 1.67 },
    ]);
    expect((await call(backend, 'GET top-dispatchers/')).body).toEqual([
      { id: 11, first_naem: 'Dot', last_name: 'Dee', hours: 12 },
      { id: 12, first_naem: 'Eve', last_name: 'Dee', hours: 0.75 },
    ]);
  });

  it('answers the loads picked up from today to today + 7 days, by pickup date and time', async () => {
    const backend = createFakeBackend(data());
    expect((await call(backend, 'GET upcoming-loads/')).body).toEqual([
      { id: 3, loadname: 'Steel coils', load_number: '3', pickup_date: '2026-03-11', pickup_time: '05:05', status: 'unassigned' },
      { id: 2, loadname: 'Steel coils', load_number: '2', pickup_date: '2026-03-11', pickup_time: '18:45', status: 'assigned' },
      { id: 4, loadname: 'Steel coils', load_number: '4', pickup_date: '2026-03-18', pickup_time: '06:30', status: 'unassigned' },
    ]);
  });

  it('follows the writes: a load created, then assigned, shows in the next figures', async () => {
    const backend = createFakeBackend(data());
    const created = await call(backend, 'POST create-load/', newLoad({ pickup_date: '2026-03-12', delivery_date: '2026-03-13' }));
    expect(created).toMatchObject({ status: 201, body: { id: 6 } });
    expect((await call(backend, 'GET stats/')).body).toEqual({ total_loads: 6, unassigned_or_pending: 4, active_assigned: 1 });
    expect(ids((await call(backend, 'GET upcoming-loads/')).body)).toEqual([3, 2, 6, 4]);
    await call(backend, 'POST create-assignment/', { load: 6, driver: 3 });
    expect((await call(backend, 'GET stats/')).body).toEqual({ total_loads: 6, unassigned_or_pending: 3, active_assigned: 2 });
  });

  it('refuses a shift whose person id is both a driver’s and a dispatcher’s', () => {
    expect(() => createFakeBackend({ ...data(), dispatchers: [aDispatcher({ id: 2 })] })).toThrow(
      "The fake backend's checkIns.1.user 2 is both a driver and a dispatcher",
    );
  });
});

describe('the fake backend: accounts', () => {
  const data: FakeData = { passwords: { 'alex@haulboard.test': 'Old-pass-1' } };

  it('signs in with the seeded password only, issuing numbered token pairs', async () => {
    const backend = createFakeBackend(data);
    expect((await call(backend, 'POST login/', { email: 'alex@haulboard.test', password: 'nope' })).body).toEqual({ detail: 'Invalid email or password.' });
    expect((await call(backend, 'POST login/', { email: 'ALEX@haulboard.test', password: 'Old-pass-1' })).body).toEqual({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      user_type: 'admin',
    });
  });

  it('resets a password with the code it mailed, once', async () => {
    const backend = createFakeBackend(data);
    await call(backend, 'POST auth/request-reset/', { email: 'nobody@x.co' });
    await call(backend, 'POST auth/request-reset/', { email: 'alex@haulboard.test' });
    expect(backend.db.mail).toEqual([{ to: 'alex@haulboard.test', code: '123456' }]);
    expect((await call(backend, 'POST auth/verify-code/', { code: '000000', email: 'alex@haulboard.test' })).status).toBe(400);
    expect((await call(backend, 'POST auth/verify-code/', { code: '123456', email: 'alex@haulboard.test' })).body.message).toBe('Code is valid');
    const confirm = { code: '123456', email: 'alex@haulboard.test', new_password: 'New-pass-123', confirm_password: 'New-pass-123' };
    expect((await call(backend, 'POST auth/confirm-reset/', confirm)).status).toBe(200);
    expect((await call(backend, 'POST auth/confirm-reset/', confirm)).status).toBe(400);
    expect((await call(backend, 'POST login/', { email: 'alex@haulboard.test', password: 'New-pass-123' })).status).toBe(200);
  });
});

describe('the fake backend: chat', () => {
  const message = (id: number, sender: number, receiver: number, text: string) => ({
    id,
    sender,
    receiver,
    message: text,
    created_at: `2026-03-05T09:0${id}:00Z`,
    document_url: null,
    document_name: null,
    voice_note_url: null,
    voice_note_name: null,
    camera_media_url: null,
    camera_media_name: null,
    client_id: null,
    read: false,
  });
  const data = (): FakeData => ({
    contacts: [aContact({ user: { id: 8, first_name: 'Eli' } }), aContact({ unread_count: 2 })],
    messages: [message(1, 7, 1, 'Loaded'), message(2, 1, 7, 'Thanks'), message(3, 7, 1, 'At the dock'), message(4, 8, 1, 'Hi')],
  });

  it('answers a conversation a page at a time, oldest first, and reading it clears the unread count', async () => {
    const backend = createFakeBackend(data());
    expect((await call(backend, 'GET chat/unread/')).body).toEqual({ total: 2 });
    expect(ids((await call(backend, 'GET messages/7/?limit=2')).body)).toEqual([2, 3]);
    expect(ids((await call(backend, 'GET messages/7/?before=3&limit=5')).body)).toEqual([1, 2]);
    expect((await call(backend, 'GET chat/unread/')).body).toEqual({ total: 0 });
    expect(await call(backend, 'GET messages/99/')).toEqual({ status: 404, body: { detail: 'Contact not found.' } });
  });

  it('stores a send once per client id, heading the contact list with its preview', async () => {
    const backend = createFakeBackend(data());
    const form = new FormData();
    form.append('client_id', 'c-1');
    form.append('document', new File(['%PDF'], 'rate-con.pdf', { type: 'application/pdf' }));
    const sent = await call(backend, 'POST messages/7/', form);
    expect(sent).toMatchObject({ status: 201, body: { id: 5, sender: 1, receiver: 7, document_name: 'rate-con.pdf', client_id: 'c-1' } });
    expect(await call(backend, 'POST messages/7/', form)).toEqual({ status: 200, body: sent.body });
    expect((await call(backend, 'GET chat/list/')).body[0]).toMatchObject({ user: { id: 7 }, last_message: '[Document]' });
    expect(await call(backend, 'POST messages/7/', new FormData())).toEqual({ status: 400, body: { detail: 'A message needs text, a file or a voice note.' } });
  });

  it("reads a deactivated person's conversation but refuses a send to them, as the server does", async () => {
    const backend = createFakeBackend({ ...data(), contacts: [aContact({ user: { deactivated_at: '2026-03-05T10:00:00.000Z' } })] });
    // The list says so, as the chat screen reads it.
    expect((await call(backend, 'GET chat/list/')).body).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ deactivated_at: '2026-03-05T10:00:00.000Z' }) }),
    ]);
    expect(ids((await call(backend, 'GET messages/7/')).body)).toEqual([1, 2, 3]);
    expect(await call(backend, 'POST messages/7/', { message: 'Still there?' })).toEqual({
      status: 409,
      body: { detail: 'This person has been deactivated: their conversation can be read but not written to.' },
    });
  });

  it('deletes only what the administrator sent', async () => {
    const backend = createFakeBackend(data());
    expect(await call(backend, 'DELETE chat/message/1/delete/')).toEqual({ status: 403, body: { detail: 'You can only delete messages you sent.' } });
    expect(await call(backend, 'DELETE chat/message/2/delete/')).toEqual({ status: 204 });
    expect(ids((await call(backend, 'GET messages/7/')).body)).toEqual([1, 3]);
  });
});

describe('the fake backend: activity', () => {
  /** 25 events, one an hour from Nov 25 00:00 local: loads 1-5 in turn, every fifth a truck's by Sam Lee. */
  const backend = () =>
    createFakeBackend({
      activity: Array.from({ length: 25 }, (_, i) =>
        i % 5 === 4
          ? anActivityEvent({
              id: i + 1,
              kind: 'truck.updated',
              occurred_at: new Date(2026, 10, 25, i).toISOString(),
              actor: { id: 2, name: 'Sam Lee', ip: null },
            })
          : anActivityEvent({ id: i + 1, occurred_at: new Date(2026, 10, 25, i).toISOString(), subject: { type: 'load', id: 1 + (i % 5), label: 'Load' } }),
      ),
    });

  it('pages newest first by the contracts page size, with the count of the filter', async () => {
    const first = await call(backend(), 'GET activity/');
    expect(first.body.count).toBe(25);
    expect(ids(first.body.results)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(ids((await call(backend(), 'GET activity/?page=3&page_size=10')).body.results)).toEqual([5, 4, 3, 2, 1]);
  });

  it("filters by actor, kinds, subject, a record's history and local days, as the server does", async () => {
    expect((await call(backend(), 'GET activity/?actor=2')).body.count).toBe(5);
    expect((await call(backend(), 'GET activity/?kind=truck.updated,load.deleted')).body.count).toBe(5);
    expect((await call(backend(), 'GET activity/?subject_type=load')).body.count).toBe(20);
    expect(ids((await call(backend(), 'GET activity/?subject_type=load&subject_id=2')).body.results)).toEqual([22, 17, 12, 7, 2]);
    expect((await call(backend(), 'GET activity/?from=2026-11-26&to=2026-11-26')).body.count).toBe(1);
    expect((await call(backend(), 'GET activity/?to=2026-11-25')).body.count).toBe(24);
  });

  it('answers the actors by name and the export of the filter', async () => {
    expect((await call(backend(), 'GET activity/actors/')).body).toEqual([
      { id: 1, name: 'Alex Morgan' },
      { id: 2, name: 'Sam Lee' },
    ]);
    const csv = (await call(backend(), 'GET activity/export/?actor=2')).body as string;
    expect(csv.split('\r\n')).toHaveLength(6);
  });

  it('refuses what the server refuses', async () => {
    expect((await call(backend(), 'GET activity/?subject_id=2')).body.detail).toMatch(/subject_id needs subject_type/);
    expect((await call(backend(), 'GET activity/?from=2026-11-26&to=2026-11-25')).status).toBe(400);
    expect((await call(backend(), 'GET activity/?kind=load.exploded')).status).toBe(400);
  });
});

describe('the fake backend: contracts and overrides', () => {
  it('refuses a seed that breaks its contract, naming the field', () => {
    const broken = { ...aLoad(), status: 'lost' } as unknown as ReturnType<typeof aLoad>;
    expect(() => createFakeBackend({ loads: [broken] })).toThrow(/loads\.0\.status/);
  });

  it('lets a route fail, hold or watch a call before the backend, and flags a 2xx answer against the contract', async () => {
    const backend = createFakeBackend({ loads: loads() });
    let failing = true;
    const api = installFakeApi(
      {
        'GET list-loads/': (_req, next) => (failing ? { status: 503, body: { detail: 'down' } } : next()),
        'GET loads/1/': () => ({ status: 200, body: { id: 1 } }),
      },
      backend.answer,
      backend.check,
    );
    try {
      expect((await fetch('/api/list-loads/?page=1')).status).toBe(503);
      failing = false;
      expect((await (await fetch('/api/list-loads/?page=1')).json()).count).toBe(25);
      await expect(fetch('/api/loads/1/')).rejects.toThrow(/GET \/api\/loads\/1\/ answered 200 against its contract/);
      expect(takeContractBreaks()).toHaveLength(1);
      expect(api.to('GET', '/api/list-loads/')).toHaveLength(2);
    } finally {
      api.restore();
    }
  });
});
