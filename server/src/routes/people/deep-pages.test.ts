import { DispatcherPageSchema, DriverPageSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, insertUser, type TestContext, type TestUser } from '../../../test/build';

// Pages in the back half of a list are read from its end (pagedPeople): every page, in every
// order, must still be exactly the slice of the whole list that OFFSET would give.

type Person = { id: number; first: string; last: string; email: string };

const FIRST = ['ann', 'Ann', 'bo', 'Cy', 'dee', 'Eve', 'eve', 'Flo', 'gus', 'Hal'];
const LAST = ['Zed', 'young', 'Xu', 'west', 'Vo', 'Ulm', 'tan', 'Sol', 'rye'];
const byKeys = (keys: (p: Person) => (string | number)[], desc: boolean) => (a: Person, b: Person) => {
  const [ka, kb] = [keys(a), keys(b)];
  for (let i = 0; i < ka.length; i += 1) {
    if (ka[i] !== kb[i]) return (ka[i] < kb[i] ? -1 : 1) * (desc ? -1 : 1);
  }
  return 0;
};
const ORDERS = {
  name: byKeys((p) => [p.first.toLowerCase(), p.last.toLowerCase(), p.id], false),
  '-name': byKeys((p) => [p.first.toLowerCase(), p.last.toLowerCase(), p.id], true),
  email: byKeys((p) => [p.email.toLowerCase(), p.id], false),
  '-email': byKeys((p) => [p.email.toLowerCase(), p.id], true),
} as const;

describe('people lists, every page of a long list', () => {
  let ctx: TestContext;
  let admin: TestUser;
  const drivers: Person[] = [];
  const dispatchers: Person[] = [];

  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await createUser(ctx, 'admin');
    // 90 drivers with repeated names in mixed case (ties broken by id), and 80 dispatchers.
    for (let i = 0; i < 90; i += 1) {
      const p = { first: FIRST[i % FIRST.length], last: LAST[(i * 7) % LAST.length], email: `${(i * 37) % 90}-D${i}@Example.com` };
      drivers.push({ ...p, id: await insertUser(ctx.db, 'driver', { firstName: p.first, lastName: p.last, email: p.email }) });
    }
    for (let i = 0; i < 80; i += 1) {
      const p = { first: FIRST[(i * 3) % FIRST.length], last: LAST[i % LAST.length], email: `disp-${(i * 13) % 80}-${i}@example.com` };
      dispatchers.push({ ...p, id: await insertUser(ctx.db, 'dispatcher', { firstName: p.first, lastName: p.last, email: p.email }) });
    }
    // Deleted people are neither counted nor listed, at either end.
    await insertUser(ctx.db, 'driver', { firstName: 'aaa', lastName: 'Gone', email: 'aaa@example.com', deletedAt: new Date() });
    await insertUser(ctx.db, 'driver', { firstName: 'zzz', lastName: 'Gone', email: 'zzz@example.com', deletedAt: new Date() });
  });
  afterAll(() => ctx.close());

  const readAll = async (path: string, ordering: string, size: number, schema: typeof DriverPageSchema | typeof DispatcherPageSchema, expected: number) => {
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(expected / size) + 1; page += 1) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/${path}/?page=${page}&page_size=${size}&ordering=${ordering}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      const body = schema.parse(res.json());
      expect(body.count).toBe(expected);
      ids.push(...body.results.map((r) => r.id));
    }
    return ids;
  };

  it.each(Object.keys(ORDERS) as (keyof typeof ORDERS)[])('drivers by %s, 7 and 4 a page: the pages add up to the whole list in order', async (ordering) => {
    const expected = [...drivers].sort(ORDERS[ordering]).map((p) => p.id);
    expect(await readAll('drivers', ordering, 7, DriverPageSchema, 90)).toEqual(expected);
    expect(await readAll('drivers', ordering, 4, DriverPageSchema, 90)).toEqual(expected);
  });

  it.each(['name', '-email'] as const)('dispatchers by %s, 3 a page', async (ordering) => {
    const expected = [...dispatchers].sort(ORDERS[ordering]).map((p) => p.id);
    expect(await readAll('dispatchers', ordering, 3, DispatcherPageSchema, 80)).toEqual(expected);
  });

  it('a search pages the same way deep in its matches', async () => {
    const expected = [...drivers].sort(ORDERS['-name']).map((p) => p.id);
    expect(await readAll('drivers', '-name&search=EXAMPLE', 8, DriverPageSchema, 90)).toEqual(expected);
  });
});
