import { eq, sql } from 'drizzle-orm';
import { DispatcherPageSchema, DispatcherSchema, DriverPageSchema, DriverSchema, ErrorSchema } from '@haulboard/shared/contracts';
import { users } from '../../db/schema';
import { buildTestApp, createUser, type TestContext, type TestUser, insertUser } from '../../../test/build';
import { readsMatchesFirst } from './repository';
import { insertLoad, insertTruck } from './test-fixtures';

let ctx: TestContext;
let admin: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  const { db } = ctx;
  ids.zoe = await insertUser(db, 'driver', {
    firstName: 'Zoe',
    lastName: 'Adams',
    email: '+1 555 0101',
    phoneNumber: '+1 555 0101',
    driverLicense: '2030/0123456789abcdef0123456789abcdef.pdf',
  });
  ids.alice = await insertUser(db, 'driver', { firstName: 'alice', lastName: 'Brown', email: 'alice@example.com' });
  ids.bob = await insertUser(db, 'driver', { firstName: 'Bob', lastName: 'Carter', email: '555-0102', phoneNumber: '555-0102' });
  ids.percy = await insertUser(db, 'driver', { firstName: 'Percy', lastName: 'Under_score', email: '555-0103', phoneNumber: '555-0103' });
  for (let i = 1; i <= 6; i += 1)
    ids[`d${i}`] = await insertUser(db, 'driver', { firstName: 'Driver', lastName: `0${i}`, email: `555-020${i}`, phoneNumber: `555-020${i}` });
  ids.gone = await insertUser(db, 'driver', { firstName: 'Gone', lastName: 'Driver', email: '555-0999', deletedAt: new Date() });

  await insertLoad(db, 'assigned', ids.zoe);
  await insertLoad(db, 'delivered', ids.zoe);
  await insertLoad(db, 'delivered', ids.zoe);
  await insertLoad(db, 'assigned', ids.bob);
  await insertLoad(db, 'unassigned');
  await insertTruck(db, 'T-100', [ids.zoe]);
  await insertTruck(db, 'T-200', [ids.bob, ids.alice]);

  ids.carl = await insertUser(db, 'dispatcher', {
    firstName: 'Carl',
    lastName: 'Dee',
    email: 'carl@example.com',
    phoneNumber: '214-555-0001',
    locationBranch: 'Dallas',
    idCard: '2030/00000000000000000000000000000000.png',
  });
  ids.amy = await insertUser(db, 'dispatcher', { firstName: 'amy', lastName: '', email: 'amy@example.com' });
  ids.ben = await insertUser(db, 'dispatcher', { firstName: 'Ben', lastName: 'Fox', email: 'zed@example.com', username: 'benfox', address: '1 Main St' });
  ids.goneDispatcher = await insertUser(db, 'dispatcher', { firstName: 'Aaron', lastName: 'Gone', email: 'aaron@example.com', deletedAt: new Date() });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = admin.headers) => ctx.app.inject({ method: 'GET', url, headers });
const driverNames = (list: Array<{ full_name: string }>) => list.map((d) => d.full_name);

describe('GET /api/users/drivers/', () => {
  it('answers a plain array of live drivers, A-Z by first then last name, whatever the case', async () => {
    const res = await get('/api/users/drivers/');
    expect(res.statusCode).toBe(200);
    const list = DriverSchema.array().parse(res.json());
    expect(driverNames(list)).toEqual([
      'alice Brown',
      'Bob Carter',
      'Driver 01',
      'Driver 02',
      'Driver 03',
      'Driver 04',
      'Driver 05',
      'Driver 06',
      'Percy Under_score',
      'Zoe Adams',
    ]);
  });

  it('counts every assigned load and the delivered ones, and names the truck the driver is on', async () => {
    const list = DriverSchema.array().parse((await get('/api/users/drivers/')).json());
    const zoe = list.find((d) => d.id === ids.zoe)!;
    expect(zoe).toMatchObject({
      first_name: 'Zoe',
      last_name: 'Adams',
      full_name: 'Zoe Adams',
      email: '+1 555 0101',
      phone_number_driver: '+1 555 0101',
      total_loads: 3,
      completed_loads: 2,
      truck_number: 'T-100',
      vehicle_registration: null,
      vehicle: null,
    });
    // Documents are signed media paths, never the stored key alone.
    expect(zoe.driver_license).toMatch(/^\/api\/media\/2030\/0123456789abcdef0123456789abcdef\.pdf\?exp=\d+&sig=[\w-]+$/);
    const bob = list.find((d) => d.id === ids.bob)!;
    expect(bob).toMatchObject({ total_loads: 1, completed_loads: 0, truck_number: 'T-200', phone_number_driver: '555-0102' });
    const alice = list.find((d) => d.id === ids.alice)!;
    expect(alice).toMatchObject({ total_loads: 0, completed_loads: 0, truck_number: 'T-200', phone_number_driver: null, driver_license: null });
    expect(list.find((d) => d.id === ids.d1)!.truck_number).toBeNull();
  });

  it('pages 7 at a time by default when a page is asked for', async () => {
    const first = DriverPageSchema.parse((await get('/api/users/drivers/?page=1')).json());
    expect(first.count).toBe(10);
    expect(first.results).toHaveLength(7);
    const second = DriverPageSchema.parse((await get('/api/users/drivers/?page=2')).json());
    expect(driverNames(second.results)).toEqual(['Driver 06', 'Percy Under_score', 'Zoe Adams']);
    const past = DriverPageSchema.parse((await get('/api/users/drivers/?page=9')).json());
    expect(past).toEqual({ count: 10, results: [] });
    const sized = DriverPageSchema.parse((await get('/api/users/drivers/?page=3&page_size=4')).json());
    expect(driverNames(sized.results)).toEqual(['Percy Under_score', 'Zoe Adams']);
    // The page's rows carry the same counts as the plain list.
    const zoe = sized.results.find((d) => d.id === ids.zoe)!;
    expect([zoe.total_loads, zoe.completed_loads, zoe.truck_number]).toEqual([3, 2, 'T-100']);
  });

  it('sorts by name or e-mail either way', async () => {
    const byNameDesc = DriverPageSchema.parse((await get('/api/users/drivers/?ordering=-name&page_size=3')).json());
    expect(driverNames(byNameDesc.results)).toEqual(['Zoe Adams', 'Percy Under_score', 'Driver 06']);
    const byEmail = DriverPageSchema.parse((await get('/api/users/drivers/?ordering=email&page_size=3')).json());
    expect(byEmail.results.map((d) => d.email)).toEqual(['+1 555 0101', '555-0102', '555-0103']);
    const byEmailDesc = DriverPageSchema.parse((await get('/api/users/drivers/?ordering=-email&page_size=2')).json());
    expect(byEmailDesc.results.map((d) => d.email)).toEqual(['alice@example.com', '555-0206']);
  });

  it('searches names, e-mail and phone, case-insensitively, with wildcards taken literally', async () => {
    const search = async (term: string) => DriverPageSchema.parse((await get(`/api/users/drivers/?search=${encodeURIComponent(term)}`)).json());
    expect(driverNames((await search('ZOE')).results)).toEqual(['Zoe Adams']);
    expect(driverNames((await search('bob car')).results)).toEqual(['Bob Carter']);
    expect(driverNames((await search('0102')).results)).toEqual(['Bob Carter']);
    expect(driverNames((await search('ALICE@EXAMPLE')).results)).toEqual(['alice Brown']);
    expect(driverNames((await search('_')).results)).toEqual(['Percy Under_score']);
    expect(await search('%')).toEqual({ count: 0, results: [] });
    expect(await search('gone')).toEqual({ count: 0, results: [] });
    const drivers = await search('driver 0');
    expect(drivers.count).toBe(6);
    expect(drivers.results).toHaveLength(6);
    // A blank search is no filter, but still asks for the paged shape.
    expect((await search('  ')).count).toBe(10);
  });

  it('pages a search the same whether it reads its few matches first or walks the order by index', async () => {
    const orderings = ['name', '-name', 'email', '-email'];
    const pages = () =>
      Promise.all(
        orderings.flatMap((o) =>
          [1, 2].map(async (page) => DriverPageSchema.parse((await get(`/api/users/drivers/?search=driver&ordering=${o}&page=${page}&page_size=4`)).json())),
        ),
      );
    const population = async () => (await ctx.db.execute<{ n: number }>(sql`select reltuples::int as n from pg_class where oid = 'users'::regclass`)).rows[0].n;
    const choice = async (page: number) => readsMatchesFirst({ search: 'driver', total: 6, offset: (page - 1) * 4, limit: 4, population: await population() });

    // Never analysed: no estimate of the users, so the order's index is walked.
    expect(await choice(1)).toBe(false);
    const walked = await pages();
    expect(walked[0]).toMatchObject({ count: 6 });
    expect(driverNames(walked[0].results)).toEqual(['Driver 01', 'Driver 02', 'Driver 03', 'Driver 04']);
    expect(driverNames(walked[3].results)).toEqual(['Driver 02', 'Driver 01']);

    // Analysed: 6 matches among the users are few, so they are read first and sorted.
    await ctx.db.execute(sql`analyze users`);
    expect(await choice(1)).toBe(true);
    expect(await choice(2)).toBe(true);
    expect(await pages()).toEqual(walked);
  });

  it('judges a search selective by its matches against the page end and the users', () => {
    // "james" among 10,000 drivers: 250 matches, the first 20.
    expect(readsMatchesFirst({ search: 'james', total: 250, offset: 0, limit: 20, population: 10_000 })).toBe(true);
    // "a": nearly everyone matches; walking the name index fills the page at once.
    expect(readsMatchesFirst({ search: 'a', total: 9_000, offset: 0, limit: 20, population: 10_000 })).toBe(false);
    // No search, no count yet, or no estimate: the walk.
    expect(readsMatchesFirst({ total: 10, offset: 0, limit: 7, population: 10_000 })).toBe(false);
    expect(readsMatchesFirst({ search: 'x', offset: 0, limit: 7, population: 10_000 })).toBe(false);
    expect(readsMatchesFirst({ search: 'x', total: 1, offset: 0, limit: 7, population: -1 })).toBe(false);
  });

  it('finds one driver by login, exactly and whatever the case, in the paged shape', async () => {
    const lookup = async (email: string) => DriverPageSchema.parse((await get(`/api/users/drivers/?email=${encodeURIComponent(email)}`)).json());
    const alice = await lookup('ALICE@example.com');
    expect(alice.count).toBe(1);
    expect(alice.results.map((d) => d.id)).toEqual([ids.alice]);
    // A phone-number login, with the load counts and truck of the list.
    expect((await lookup('+1 555 0101')).results).toMatchObject([{ id: ids.zoe, total_loads: 3, completed_loads: 2, truck_number: 'T-100' }]);
    // Exact, not a substring, and wildcards are plain characters.
    for (const miss of ['alice@example', 'lice@example.com', '%', '555-01_2', '555-0999', 'carl@example.com']) {
      expect({ miss, page: await lookup(miss) }).toEqual({ miss, page: { count: 0, results: [] } });
    }
    const blank = await get('/api/users/drivers/?email=%20');
    expect(blank.statusCode).toBe(400);
    expect(ErrorSchema.parse(blank.json()).detail).toBeTruthy();
    expect((await get(`/api/users/drivers/?email=${'a'.repeat(255)}`)).statusCode).toBe(400);
  });

  it('answers 400 with a detail for bad paging or sort parameters', async () => {
    for (const query of ['page=0', 'page=abc', 'page_size=0', 'page_size=500', 'ordering=first_name', 'page=1.5']) {
      const res = await get(`/api/users/drivers/?${query}`);
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).detail).toBeTruthy();
    }
  });
});

describe('GET /api/users/dispatchers/', () => {
  it('answers a plain array of live dispatchers with their fields, A-Z', async () => {
    const res = await get('/api/users/dispatchers/');
    expect(res.statusCode).toBe(200);
    const list = DispatcherSchema.array().parse(res.json());
    expect(list.map((d) => d.full_name)).toEqual(['amy', 'Ben Fox', 'Carl Dee']);
    expect(list[1]).toMatchObject({ id: ids.ben, email: 'zed@example.com', username: 'benfox', address: '1 Main St', phone_number: null, id_card: null });
    expect(list[2]).toMatchObject({ first_name: 'Carl', last_name: 'Dee', phone_number: '214-555-0001', location_branch: 'Dallas' });
    expect(list[2].id_card).toMatch(/^\/api\/media\/2030\/0{32}\.png\?exp=\d+&sig=/);
  });

  it('pages, sorts and searches', async () => {
    const page = DispatcherPageSchema.parse((await get('/api/users/dispatchers/?page=1')).json());
    expect(page.count).toBe(3);
    const byEmail = DispatcherPageSchema.parse((await get('/api/users/dispatchers/?ordering=email')).json());
    expect(byEmail.results.map((d) => d.first_name)).toEqual(['amy', 'Carl', 'Ben']);
    const byEmailDesc = DispatcherPageSchema.parse((await get('/api/users/dispatchers/?ordering=-email')).json());
    expect(byEmailDesc.results.map((d) => d.first_name)).toEqual(['Ben', 'Carl', 'amy']);
    const byNameDesc = DispatcherPageSchema.parse((await get('/api/users/dispatchers/?ordering=-name&page=2&page_size=2')).json());
    expect(byNameDesc).toMatchObject({ count: 3, results: [{ first_name: 'amy' }] });
    const found = DispatcherPageSchema.parse((await get('/api/users/dispatchers/?search=214-555')).json());
    expect(found.results.map((d) => d.id)).toEqual([ids.carl]);
    const none = DispatcherPageSchema.parse((await get('/api/users/dispatchers/?search=aaron')).json());
    expect(none).toEqual({ count: 0, results: [] });
  });

  it('finds one dispatcher by e-mail, whatever the case, and no driver or deleted person', async () => {
    const lookup = async (email: string) => DispatcherPageSchema.parse((await get(`/api/users/dispatchers/?email=${encodeURIComponent(email)}`)).json());
    expect(await lookup('Carl@Example.COM')).toMatchObject({ count: 1, results: [{ id: ids.carl, location_branch: 'Dallas' }] });
    expect(await lookup('alice@example.com')).toEqual({ count: 0, results: [] });
    expect(await lookup('aaron@example.com')).toEqual({ count: 0, results: [] });
  });

  it('answers 400 for an unknown ordering', async () => {
    const res = await get('/api/users/dispatchers/?ordering=location');
    expect(res.statusCode).toBe(400);
    expect(ErrorSchema.parse(res.json()).detail).toBeTruthy();
  });

  it('stops listing a dispatcher once deleted', async () => {
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ids.amy));
    const list = DispatcherSchema.array().parse((await get('/api/users/dispatchers/')).json());
    expect(list.map((d) => d.first_name)).toEqual(['Ben', 'Carl']);
  });
});

describe('permissions', () => {
  it('refuses dispatchers and drivers with 403 and callers without a token with 401', async () => {
    const dispatcher = await createUser(ctx, 'dispatcher');
    const driver = await createUser(ctx, 'driver');
    for (const url of ['/api/users/drivers/', '/api/users/dispatchers/', '/api/users/drivers/?page=1', '/api/users/dispatchers/?email=carl@example.com']) {
      expect((await get(url, dispatcher.headers)).statusCode).toBe(403);
      expect((await get(url, driver.headers)).statusCode).toBe(403);
      expect((await get(url, {})).statusCode).toBe(401);
    }
  });
});
