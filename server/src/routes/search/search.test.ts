import { SEARCH_PER_KIND, SearchResultsSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, insertUser, type TestContext, type TestUser } from '../../../test/build';
import { trailers, trucks } from '../../db/schema';
import { insertLoad } from '../loads/load-fixtures';

// The search box's one call (issue 29): every kind found by the fields the box promises, a few of
// each, the typed load number first, bounded input, and the administrator's alone.
let ctx: TestContext;
let admin: TestUser;
let dispatcher: TestUser;
let ids: { load: number; numbered: number; driver: number; dispatcher: number; truck: number; trailer: number };

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin', { firstName: 'Zed', lastName: 'Admin' });
  dispatcher = await createUser(ctx, 'dispatcher', { firstName: 'Quincy', lastName: 'Marlowe', email: 'quincy@dispatch.example', phoneNumber: '+15550109999' });
  const load = await insertLoad(ctx, { loadname: 'Frozen peas', broker: 'Northwind Brokerage', pickupLocation: 'Omaha, NE', deliveryLocation: 'Tulsa, OK' });
  const numbered = await insertLoad(ctx, { loadname: 'Copper wire', loadNumber: 'LD-41240', pickupLocation: 'Boise, ID', deliveryLocation: 'Reno, NV' });
  const driver = await insertUser(ctx.db, 'driver', { firstName: 'Marlowe', lastName: 'Quist', email: 'mq@drivers.example' });
  const [truck] = await ctx.db
    .insert(trucks)
    .values({ truckNumber: 'TRK-777', truckModel: 'Kenworth T680', vinNumber: '1XKYD49X0MJ441100' })
    .returning({ id: trucks.id });
  const [trailer] = await ctx.db.insert(trailers).values({ tailerName: 'Reefer Polar', trailerNumber: 'TRL-31' }).returning({ id: trailers.id });
  ids = { load, numbered, driver, dispatcher: dispatcher.id, truck: truck.id, trailer: trailer.id };
});
afterAll(() => ctx.close());

async function search(q: string, user: TestUser = admin) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search/?q=${encodeURIComponent(q)}`, headers: user.headers });
  return res;
}
async function hits(q: string) {
  const res = await search(q);
  expect(res.statusCode).toBe(200);
  return SearchResultsSchema.parse(res.json()).results;
}
const keys = (list: Array<{ kind: string; id: number }>) => list.map((h) => `${h.kind}:${h.id}`);

it('finds a load by its name, broker, places and stored reference, with its route and broker to tell it apart', async () => {
  for (const q of ['frozen', 'NORTHWIND', 'omaha', 'tulsa']) expect(keys(await hits(q))).toContain(`load:${ids.load}`);
  expect(keys(await hits('LD-41240'))).toEqual([`load:${ids.numbered}`]);
  expect((await hits('frozen peas'))[0]).toEqual({
    kind: 'load',
    id: ids.load,
    title: 'Frozen peas',
    detail: `#${ids.load} · Omaha, NE → Tulsa, OK · Northwind Brokerage`,
    email: null,
  });
});

it('finds a load by its number however a message writes it, that load first', async () => {
  for (const q of [`${ids.numbered}`, `#${ids.numbered}`, `load ${ids.numbered}`, `Load #${ids.numbered}`]) {
    const [first] = await hits(q);
    expect({ q, first: `${first?.kind}:${first?.id}` }).toEqual({ q, first: `load:${ids.numbered}` });
  }
});

it('searches the loads alone for a number written as a load’s, and every kind for a bare number', async () => {
  // A truck whose number holds the load's digits: a bare number finds both, `load N` and `#N` the load.
  await ctx.db.insert(trucks).values({ truckNumber: `T${ids.numbered}`, truckModel: 'Volvo VNL', vinNumber: `4V4NC9EH${ids.numbered}` });
  expect(new Set((await hits(`${ids.numbered}`)).map((h) => h.kind))).toEqual(new Set(['load', 'truck']));
  for (const q of [`load ${ids.numbered}`, `#${ids.numbered}`, `Load #${ids.numbered}`]) {
    expect({ q, kinds: [...new Set((await hits(q)).map((h) => h.kind))] }).toEqual({ q, kinds: ['load'] });
  }
});

it('finds drivers and dispatchers by name, e-mail and phone, each under its kind, and never an administrator', async () => {
  expect(keys(await hits('marlowe'))).toEqual([`driver:${ids.driver}`, `dispatcher:${ids.dispatcher}`]);
  expect(keys(await hits('quincy@dispatch'))).toEqual([`dispatcher:${ids.dispatcher}`]);
  expect(keys(await hits('555 010 9999'))).toEqual([`dispatcher:${ids.dispatcher}`]);
  expect(await hits('mq@drivers')).toEqual([
    { kind: 'driver', id: ids.driver, title: 'Marlowe Quist', detail: 'mq@drivers.example', email: 'mq@drivers.example' },
  ]);
  expect(await hits('Zed Admin')).toEqual([]);
});

it('finds trucks by number, model and VIN, and trailers by number and name', async () => {
  for (const q of ['trk-777', 'kenworth', '441100']) expect(keys(await hits(q))).toEqual([`truck:${ids.truck}`]);
  expect((await hits('kenworth'))[0].detail).toBe('Kenworth T680 · VIN 1XKYD49X0MJ441100');
  for (const q of ['trl-31', 'polar']) expect(keys(await hits(q))).toEqual([`trailer:${ids.trailer}`]);
});

it('answers a few of each kind, newest loads first, and takes % and _ literally', async () => {
  const made: number[] = [];
  for (let i = 0; i < SEARCH_PER_KIND + 3; i++) made.push(await insertLoad(ctx, { loadname: `Gravel run ${i}` }));
  expect(keys(await hits('gravel run'))).toEqual(
    made
      .slice(-SEARCH_PER_KIND)
      .reverse()
      .map((id) => `load:${id}`),
  );
  expect(await hits('%')).toEqual([]);
  expect(await hits('_')).toEqual([]);
});

it('refuses an empty, a too long or a repeated q with a detail', async () => {
  for (const url of ['/api/search/', '/api/search/?q=', '/api/search/?q=%20%20', `/api/search/?q=${'a'.repeat(81)}`, '/api/search/?q=a&q=b']) {
    const res = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    expect(res.json().detail).toBeTruthy();
  }
  expect((await search('a'.repeat(80))).statusCode).toBe(200);
});

it('is the administrator’s alone', async () => {
  expect((await search('frozen', dispatcher)).statusCode).toBe(403);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/search/?q=frozen' })).statusCode).toBe(401);
});

it('answers 503 with Retry-After when the search is cancelled by its timeout, and searches again once it would finish', async () => {
  // A table held by another session: the search waits on it until its statement timeout cancels it.
  const holder = await ctx.db.$client.connect();
  try {
    await holder.query('begin');
    await holder.query('lock table trailers in access exclusive mode');
    const res = await search('polar');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json().detail).toBe('The search took too long. Try a longer or more precise term.');
  } finally {
    await holder.query('rollback');
    holder.release();
  }
  expect(keys(await hits('polar'))).toEqual([`trailer:${ids.trailer}`]);
});
