import { sql } from 'drizzle-orm';
import { buildTestApp, createUser, type TestContext } from '../../test/build';
import { BULK_DRIVER_PASSWORD, seedBulk } from './bulk';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const count = async (query: ReturnType<typeof sql>) => Number((await ctx.db.execute<{ n: number }>(query)).rows[0].n);

describe('seedBulk', () => {
  it('creates exactly the requested drivers, trucks, loads and messages, with one assignment per assigned load', async () => {
    const admin = await createUser(ctx, 'admin');
    const summary = await seedBulk(ctx.db, { loads: 2000, drivers: 40, trucks: 10, messages: 120 });
    expect(summary).toMatchObject({ drivers: 40, trucks: 10, loads: 2000, messages: 120 });

    expect(await count(sql`select count(*) as n from users where user_type = 'driver'`)).toBe(40);
    expect(await count(sql`select count(*) as n from trucks`)).toBe(10);
    expect(await count(sql`select count(*) as n from loads`)).toBe(2000);
    expect(await count(sql`select count(*) as n from truck_drivers`)).toBe(20);
    // Every status occurs, and an assigned or delivered load has exactly one assignment; an unassigned one none.
    const statuses = await ctx.db.execute<{ status: string; n: number }>(sql`select status, count(*) as n from loads group by status`);
    expect(statuses.rows.map((r) => r.status).sort()).toEqual(['assigned', 'delivered', 'unassigned']);
    expect(
      await count(sql`
        select count(*) as n from loads l
        where (l.status = 'unassigned') <> (not exists (select 1 from assignments a where a.load_id = l.id))`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from assignments`)).toBe(summary.assignments);
    expect(await count(sql`select count(*) as n from loads where status = 'delivered' and delivered_at is null`)).toBe(0);
    expect(await count(sql`select count(*) as n from loads where delivery_date < pickup_date`)).toBe(0);
    // The conversation is between the admin and one driver, in both directions.
    expect(summary.conversationDriverId).not.toBeNull();
    expect(
      await count(sql`select count(*) as n from messages where user_low = ${Math.min(admin.id, summary.conversationDriverId!)}
                      and user_high = ${Math.max(admin.id, summary.conversationDriverId!)}`),
    ).toBe(120);
    expect(await count(sql`select count(distinct sender_id) as n from messages`)).toBe(2);
    // Driver settlements of past months (issue 30): each load once, each total its loads' fees in cents.
    expect(summary.settlements).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from driver_settlements`)).toBe(summary.settlements);
    expect(
      await count(sql`
        select count(*) as n from driver_settlements s
        where s.total_cents <> (select sum(sl.driver_fee_cents) from driver_settlement_loads sl where sl.settlement_id = s.id)
           or exists (select 1 from driver_settlement_loads sl join loads l on l.id = sl.load_id join assignments a on a.load_id = l.id
                      where sl.settlement_id = s.id and (a.driver_id <> s.driver_id or l.status <> 'delivered'
                        or sl.driver_fee_cents <> coalesce(round(l.driver_fee * 100), 0)))`),
    ).toBe(0);
    expect(await count(sql`select count(distinct status) as n from driver_settlements`)).toBe(2);
    // Invoices (issue 30): numbered 1..N, each total its loads' prices in cents, one broker's, issued after
    // the delivery; a paid invoice's loads Paid and an open one's Unpaid (the Paid switch agrees).
    expect(summary.invoices).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from invoices`)).toBe(summary.invoices);
    expect(await count(sql`select max(number) - min(number) + 1 as n from invoices`)).toBe(summary.invoices);
    expect(await count(sql`select last_number as n from invoice_counter`)).toBe(summary.invoices);
    expect(
      await count(sql`
        select count(*) as n from invoices i
        where i.total_cents <> (select sum(il.amount_cents) from invoice_loads il where il.invoice_id = i.id)
           or exists (select 1 from invoice_loads il join loads l on l.id = il.load_id
                      where il.invoice_id = i.id and (l.broker_id <> i.broker_id or l.status <> 'delivered'
                        or (l.delivered_at at time zone 'UTC')::date >= i.issue_date
                        or (l.payment = 'Paid') <> (i.status = 'paid') or il.amount_cents <> round(l.price * 100)))`),
    ).toBe(0);
    expect(await count(sql`select count(distinct status) as n from invoices`)).toBe(2);
    // Check-ins never lie in the future and never end before they start.
    expect(await count(sql`select count(*) as n from check_ins where check_in_time > now() or check_out_time > now()`)).toBe(0);
  });

  it('adds to what is there on a second run without clashing logins or truck numbers, and bulk drivers can sign in', async () => {
    const summary = await seedBulk(ctx.db, { loads: 100, drivers: 5, trucks: 2 });
    expect(summary).toMatchObject({ drivers: 5, trucks: 2, loads: 100, messages: 0, conversationDriverId: null });
    expect(await count(sql`select count(*) as n from users where user_type = 'driver'`)).toBe(45);
    expect(await count(sql`select count(*) as n from trucks`)).toBe(12);
    expect(await count(sql`select count(*) as n from loads`)).toBe(2100);
    const [driver] = (await ctx.db.execute<{ email: string }>(sql`select email from users where user_type = 'driver' order by id desc limit 1`)).rows;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email: driver.email, password: BULK_DRIVER_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_type).toBe('driver');
  });

  it('puts every index and foreign key back after a large batch, and they still hold', async () => {
    const structures = async () =>
      (
        await ctx.db.execute<{ def: string }>(sql`
          select indexdef as def from pg_indexes where tablename in ('loads', 'assignments')
          union all select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where conrelid in ('loads'::regclass, 'assignments'::regclass)
          order by 1`)
      ).rows.map((r) => r.def);
    const before = await structures();
    expect(before.some((d) => d.includes('loads_search_trgm_idx'))).toBe(true);
    const summary = await seedBulk(ctx.db, { loads: 12_000, drivers: 0, trucks: 0 });
    expect(summary.loads).toBe(12_000);
    expect(await structures()).toEqual(before);
    expect(await count(sql`select count(*) as n from assignments a left join loads l on l.id = a.load_id where l.id is null`)).toBe(0);
    await expect(ctx.db.execute(sql`insert into assignments (load_id, driver_id) values (2147483000, 2147483000)`)).rejects.toThrow();
  });

  it('writes an audit trail by existing users over two years, its tallies kept, its indexes put back', async () => {
    const indexes = async () =>
      (await ctx.db.execute<{ def: string }>(sql`select indexdef as def from pg_indexes where tablename = 'audit_events' order by 1`)).rows;
    const before = await indexes();
    const summary = await seedBulk(ctx.db, { loads: 0, drivers: 0, trucks: 0, audit: 100_000 });
    expect(summary.auditEvents).toBe(100_000);
    expect(await indexes()).toEqual(before);
    expect(await count(sql`select count(*) as n from audit_events where actor_id not in (select id from users)`)).toBe(0);
    expect(await count(sql`select count(*) as n from audit_events where occurred_at < now() - interval '731 days' or occurred_at > now()`)).toBe(0);
    expect(await count(sql`select count(distinct kind) as n from audit_events`)).toBeGreaterThan(10);
    expect(await count(sql`select coalesce(sum(n), 0) as n from audit_event_totals`)).toBe(100_000);
    // Load events name loads that exist.
    expect(
      await count(sql`select count(*) as n from audit_events e where e.subject_type = 'load' and not exists (select 1 from loads l where l.id = e.subject_id)`),
    ).toBe(0);
  });

  it('refuses a negative or fractional count and a conversation without an administrator', async () => {
    await expect(seedBulk(ctx.db, { loads: -1, drivers: 0, trucks: 0 })).rejects.toThrow(/loads/);
    await expect(seedBulk(ctx.db, { loads: 1.5, drivers: 0, trucks: 0 })).rejects.toThrow(/loads/);
    const other = await buildTestApp();
    try {
      await expect(seedBulk(other.db, { loads: 10, drivers: 2, trucks: 0, messages: 5 })).rejects.toThrow(/administrator/);
      // Nothing of the failed run stays.
      expect(Number((await other.db.execute<{ n: number }>(sql`select count(*) as n from loads`)).rows[0].n)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
