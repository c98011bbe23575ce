import { buildTestApp, type TestContext } from '../../../test/build';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const health = () => ctx.app.inject({ url: '/api/health/' });

it('answers the database up, the store and the backups for a load balancer', async () => {
  const res = await health();
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'up', storage: 'up', backup: { automatic: false, last_ok_at: null } });
});

it('reads a database that is only slow as slow, not down: every connection busy for 3 s', async () => {
  expect((await health()).statusCode).toBe(200);
  // The pool's 20 connections each held by a slow query: the check waits past its 2 s.
  const busy = Array.from({ length: 20 }, () => ctx.db.$client.query('select pg_sleep(3)'));
  const res = await health();
  await Promise.all(busy);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 'ok', database: 'slow' });
}, 15_000);
