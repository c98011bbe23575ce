import { LoadsPageSchema, type ListLoadsQuery } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext, type TestUser } from '../../../test/build';
import { addDays, insertLoad, todayIn } from './load-fixtures';
import { createLoadsList } from './list-loads-page';
import { findLoadsPage } from './repository';

// Deep pages are read from the list's other end, and a search's total and ids are kept under the
// loads' version (list-loads-page.ts): every page must be exactly what OFFSET over the whole list
// gives (repository.findLoadsPage, the oracle), and a write must show on the next call.
let ctx: TestContext;
let admin: TestUser;
const LOADS = 96;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  for (let i = 0; i < LOADS; i += 1) {
    await insertLoad(ctx, {
      // Names repeat (ties broken by id); every fifth price is missing; a few pick up on one day.
      loadname: `Deep ${String(i % 40).padStart(2, '0')}`,
      pickupLocation: i % 8 === 0 ? 'Houston, TX' : 'Dallas, TX',
      price: i % 5 === 0 ? null : 1000 + ((i * 37) % 500),
      pickupDate: addDays('2026-03-01', i % 9),
      pickupTime: `${String(8 + (i % 3)).padStart(2, '0')}:00`,
    });
  }
});
afterAll(() => ctx.close());

const page = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/list-loads/?${query}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return LoadsPageSchema.parse(res.json());
};
const oracle = async (filters: ListLoadsQuery, ordering: ListLoadsQuery['ordering'], offset: number) => {
  const { rows, count } = await findLoadsPage(ctx.db, { filters, ordering, limit: 10, offset }, ctx.deps.config.timezone);
  return { count, ids: rows.map((r) => r.id) };
};

const ORDERINGS = ['-id', 'id', 'loadname', '-loadname', 'price', '-price', 'pickup_date', '-pickup_date'] as const;

it.each(ORDERINGS)('every page of the whole list sorted by %s, the back half read from the other end', async (ordering) => {
  for (let p = 1; p <= 11; p += 1) {
    const answer = await page(`page=${p}&page_size=10&ordering=${ordering}`);
    const expected = await oracle({}, ordering, (p - 1) * 10);
    expect({ count: answer.count, ids: answer.results.map((l) => l.id) }).toEqual(expected);
  }
});

it.each(ORDERINGS)('every page of a search sorted by %s, deep pages cut from its kept ids', async (ordering) => {
  for (let p = 1; p <= 10; p += 1) {
    const answer = await page(`page=${p}&page_size=10&ordering=${ordering}&search=dallas`);
    const expected = await oracle({ search: 'dallas' }, ordering, (p - 1) * 10);
    expect({ count: answer.count, ids: answer.results.map((l) => l.id) }).toEqual(expected);
  }
});

// Past the cap of kept ids (20,000 in the server; 80 here, which the 84 loads from Dallas and the 96 picked up in the
// past pass) a page inside the first ids is cut from them (a search's from offset 70 only), the rest read afresh
// (issue 31): every page must still be the oracle's.
it.each([
  ['a search', { search: 'dallas' }],
  ['a date filter', { date: 'past' }],
] as const)('every page of %s matching more than the kept ids, in each order', async (_, filters) => {
  const list = createLoadsList({ db: ctx.db, config: ctx.deps.config }, { maxKeptIds: 80 });
  for (const ordering of ORDERINGS) {
    for (let p = 1; p <= 10; p += 1) {
      const { rows, count } = await list.listLoadsPage({ filters, ordering, window: { limit: 10, offset: (p - 1) * 10 } });
      expect({ count, ids: rows.map((r) => r.id) }).toEqual(await oracle(filters, ordering, (p - 1) * 10));
    }
  }
});

it("a search's kept total and pages follow a load created, renamed or deleted", async () => {
  const before = await page('page=9&page_size=10&search=houston');
  const id = await insertLoad(ctx, { loadname: 'Deep new', pickupLocation: 'Houston, TX' });
  const after = await page('page=1&page_size=10&search=houston');
  expect(after.count).toBe(before.count + 1);
  expect(after.results[0].id).toBe(id);
  await ctx.db.$client.query(`update loads set pickup_location = 'Waco, TX' where id = $1`, [id]);
  expect((await page('page=1&page_size=10&search=houston')).count).toBe(before.count);
  expect((await page('page=1&page_size=10&search=waco')).results.map((l) => l.id)).toEqual([id]);
  const del = await ctx.app.inject({ method: 'DELETE', url: `/api/delete-load/${id}/`, headers: admin.headers });
  expect(del.statusCode).toBe(204);
  expect((await page('page=1&page_size=10&search=waco')).count).toBe(0);
});

it("a date filter's kept total follows a load picked up this week", async () => {
  const today = todayIn(ctx.deps.config.timezone);
  const before = (await page('page=1&page_size=10&date=this_week')).count;
  await insertLoad(ctx, { pickupDate: addDays(today, 2), deliveryDate: addDays(today, 3) });
  expect((await page('page=1&page_size=10&date=this_week')).count).toBe(before + 1);
});

it('answers an empty page past the end, with the total', async () => {
  const whole = await page('page=50&page_size=10');
  expect(whole.results).toEqual([]);
  expect(whole.count).toBeGreaterThanOrEqual(LOADS);
  const search = await page('page=50&page_size=10&search=dallas');
  expect(search.results).toEqual([]);
  expect(search.count).toBeGreaterThan(0);
});
