import { sql } from 'drizzle-orm';
import { buildTestApp, createUser, type TestContext, type TestUser } from '../../test/build';
import { LoginResponseSchema, TruckSchema } from '@haulboard/shared/contracts';
import { DEMO_DISPATCHER_PASSWORD, DEMO_DRIVER_PASSWORD, seedDemoIfEmpty } from './demo';

let ctx: TestContext;
let admin: TestUser;
const logs: string[] = [];
const log = (m: string) => void logs.push(m);

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const count = async (query: ReturnType<typeof sql>) => Number((await ctx.db.execute<{ n: number }>(query)).rows[0].n);

describe('seedDemoIfEmpty', () => {
  it('seeds the demo company once, even when two processes start at the same moment', async () => {
    const results = await Promise.all([seedDemoIfEmpty(ctx.db, ctx.deps.config, log), seedDemoIfEmpty(ctx.db, ctx.deps.config, log)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(logs.filter((m) => m.startsWith('demo company seeded'))).toHaveLength(1);

    expect(await count(sql`select count(*) as n from trucks`)).toBe(12);
    expect(await count(sql`select count(*) as n from trailers`)).toBe(8);
    expect(await count(sql`select count(*) as n from trailers where truck_id is not null`)).toBeGreaterThan(4);
    expect(await count(sql`select count(*) as n from users where user_type = 'driver'`)).toBe(25);
    expect(await count(sql`select count(*) as n from users where user_type = 'dispatcher'`)).toBe(5);
    expect(await count(sql`select count(*) as n from truck_drivers`)).toBeGreaterThan(12);
    expect(await count(sql`select count(*) as n from trucks where length(vin_number) = 17`)).toBe(12);
  });

  it('dates a few trucks expired and a few due, the rest fine, as of the seed day', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/trucks-list/', headers: admin.headers });
    const states = Object.fromEntries(
      TruckSchema.array()
        .parse(res.json())
        .map((t) => [t.truck_number, t.expiry.state]),
    );
    const trucksIn = (state: string) => Object.keys(states).filter((n) => states[n] === state);
    expect(trucksIn('expired')).toEqual(['TRK-101', 'TRK-104']);
    expect(trucksIn('due')).toEqual(['TRK-102', 'TRK-106']);
    expect(trucksIn('ok')).toHaveLength(8);
    // The expired ones have drivers: assigning them a load shows the warning.
    const crew = await count(
      sql`select count(*) as n from truck_drivers td join trucks t on t.id = td.truck_id where t.truck_number in ('TRK-101', 'TRK-104')`,
    );
    expect(crew).toBeGreaterThan(1);
  });

  it('makes loads in every status, before and after today, each assigned or delivered one with exactly one assignment', async () => {
    const statuses = await ctx.db.execute<{ status: string }>(sql`select distinct status from loads order by status`);
    expect(statuses.rows.map((r) => r.status)).toEqual(['assigned', 'delivered', 'unassigned']);
    const total = await count(sql`select count(*) as n from loads`);
    expect(total).toBeGreaterThan(300);
    expect(total).toBeLessThan(700);
    expect(await count(sql`select count(*) as n from loads where pickup_date < current_date`)).toBeGreaterThan(100);
    expect(await count(sql`select count(*) as n from loads where pickup_date > current_date`)).toBeGreaterThan(100);
    expect(
      await count(sql`select count(*) as n from loads where pickup_date between current_date and current_date + 7 and status = 'unassigned'`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`
        select count(*) as n from loads l
        where (l.status = 'unassigned') <> (not exists (select 1 from assignments a where a.load_id = l.id))`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from loads where (status = 'delivered') <> (delivered_at is not null)`)).toBe(0);
    expect(await count(sql`select count(*) as n from loads where delivered_at > now() or created_at > now()`)).toBe(0);
    expect(await count(sql`select count(distinct payment) as n from loads`)).toBe(2);
  });

  it('has four weeks of check-ins, with people on shift right now and none in the future', async () => {
    expect(await count(sql`select count(*) as n from check_ins where check_in_time < now() - interval '20 days'`)).toBeGreaterThan(50);
    const open = await ctx.db.execute<{ user_type: string; n: number }>(sql`
      select u.user_type, count(*) as n from check_ins c join users u on u.id = c.user_id
      where c.check_out_time is null group by u.user_type order by u.user_type`);
    expect(open.rows.map((r) => r.user_type)).toEqual(['dispatcher', 'driver']);
    expect(await count(sql`select count(*) as n from check_ins where check_out_time is null and check_in_time < now() - interval '6 hours'`)).toBe(0);
    expect(await count(sql`select count(*) as n from check_ins where check_in_time > now() or check_out_time > now()`)).toBe(0);
    // Finished shifts are 8-11 hours, and nobody is on two shifts at once.
    expect(
      await count(sql`select count(*) as n from check_ins where check_out_time is not null
                      and check_out_time - check_in_time not between interval '8 hours' and interval '11 hours'`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from check_ins a join check_ins b on a.user_id = b.user_id and a.id < b.id
                      and tstzrange(a.check_in_time, coalesce(a.check_out_time, now())) && tstzrange(b.check_in_time, coalesce(b.check_out_time, now()))`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from check_ins where check_out_time is not null and check_out_time::date = current_date`)).toBeGreaterThan(0);
  });

  it('gives the admin conversations with drivers and dispatchers, some unread', async () => {
    expect(
      await count(sql`select count(distinct case when sender_id = ${admin.id} then receiver_id else sender_id end) as n from messages`),
    ).toBeGreaterThanOrEqual(5);
    expect(await count(sql`select count(*) as n from messages where receiver_id = ${admin.id} and read_at is null`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from messages where ${admin.id} not in (sender_id, receiver_id)`)).toBe(0);
  });

  it('names loads in the chat by their id, the number the list shows, and invents no second load number (issue 27)', async () => {
    expect(await count(sql`select count(*) as n from loads where load_number is not null`)).toBe(0);
    // "load 472 is yours": each named load exists and is the driver's own.
    const named = await ctx.db.execute<{ load_id: string; theirs: boolean }>(sql`
      select (regexp_match(m.message, 'load (\\d+)'))[1] as load_id,
             exists (select 1 from assignments a
                      where a.load_id = (regexp_match(m.message, 'load (\\d+)'))[1]::int
                        and a.driver_id = m.receiver_id) as theirs
        from messages m
       where m.message ~ 'load \\d+'`);
    expect(named.rows.length).toBeGreaterThan(0);
    expect(named.rows.filter((r) => !r.theirs)).toEqual([]);
    expect(await count(sql`select count(*) as n from messages where message ~ 'LD-'`)).toBe(0);
  });

  it('seeds nothing more on a later start', async () => {
    const before = await count(sql`select (select count(*) from loads) + (select count(*) from users) + (select count(*) from check_ins) as n`);
    expect(await seedDemoIfEmpty(ctx.db, ctx.deps.config, log)).toBeNull();
    expect(await count(sql`select (select count(*) from loads) + (select count(*) from users) + (select count(*) from check_ins) as n`)).toBe(before);
  });

  it('lets demo drivers sign in with their phone number, and dispatchers with their e-mail', async () => {
    const driver = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email: '+1 555 0101', password: DEMO_DRIVER_PASSWORD } });
    expect(driver.statusCode).toBe(200);
    expect(LoginResponseSchema.parse(driver.json()).user_type).toBe('driver');
    const [dispatcher] = (await ctx.db.execute<{ email: string }>(sql`select email from users where user_type = 'dispatcher' order by id limit 1`)).rows;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email: dispatcher.email, password: DEMO_DISPATCHER_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(LoginResponseSchema.parse(res.json()).user_type).toBe('dispatcher');
  });

  it('is the same company every time except for the dates', async () => {
    const other = await buildTestApp();
    try {
      await seedDemoIfEmpty(other.db, other.deps.config, () => {}, new Date('2025-03-12T15:00:00Z'));
      const fingerprint = (db: TestContext['db']) =>
        db.execute<{ t: string }>(sql`select string_agg(truck_number || vin_number || truck_model, ',' order by id) as t from trucks`);
      expect((await fingerprint(other.db)).rows[0].t).toBe((await fingerprint(ctx.db)).rows[0].t);
      // A demo without an admin has no conversations, and everything is relative to the given moment.
      expect(Number((await other.db.execute<{ n: number }>(sql`select count(*) as n from messages`)).rows[0].n)).toBe(0);
      const range = await other.db.execute<{ lo: string; hi: string }>(sql`select min(pickup_date) as lo, max(pickup_date) as hi from loads`);
      expect(range.rows[0]).toEqual({ lo: '2025-02-10', hi: '2025-04-11' });
    } finally {
      await other.close();
    }
  });
});
