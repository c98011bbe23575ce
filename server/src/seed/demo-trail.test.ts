import { sql } from 'drizzle-orm';
import { ActivityPageSchema, describeActivity, type ActivityEvent } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext, type TestUser } from '../../test/build';
import { seedDemoIfEmpty, type DemoSummary } from './demo';
import { DEMO_ADMIN_IP } from './demo-trail';

// Issue 28 on the demo: a new administrator trying the product finds the Activity screen and every
// History tab filled with what the demo's own data implies they did, read through the API.
let ctx: TestContext;
let admin: TestUser;
let summary: DemoSummary;
let seededBy: number;
const events: ActivityEvent[] = [];

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return ActivityPageSchema.parse(res.json());
};
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await ctx.db.execute<T>(query)).rows;
const sentence = (e: ActivityEvent) => describeActivity(e, { withSubject: true });

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin', { firstName: 'Alex', lastName: 'Morgan' });
  summary = (await seedDemoIfEmpty(ctx.db, ctx.deps.config, () => {}))!;
  seededBy = Date.now();
  // The whole trail, page by page, newest first, as the Activity screen reads it.
  for (let page = 1; ; page += 1) {
    const { count, results } = await get(`/api/activity/?page=${page}&page_size=200`);
    events.push(...results);
    if (events.length >= count) break;
  }
}, 60_000);
afterAll(() => ctx.close());

const ofKind = (kind: string) => events.filter((e) => e.kind === kind);

describe("the demo's audit trail", () => {
  it('is the one the seed reports, every event by the demo administrator from an office address, none in the future', () => {
    expect(events.length).toBe(summary.auditEvents);
    expect(events.length).toBeGreaterThan(1000);
    expect(new Set(events.map((e) => JSON.stringify(e.actor)))).toEqual(new Set([JSON.stringify({ id: admin.id, name: 'Alex Morgan', ip: DEMO_ADMIN_IP })]));
    expect(events.filter((e) => new Date(e.occurred_at).getTime() > seededBy)).toEqual([]);
    // Newest first, as every list answers, and spread over the company's past, not one moment.
    const times = events.map((e) => new Date(e.occurred_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0] - times[times.length - 1]).toBeGreaterThan(100 * 24 * 3600_000);
  });

  it('has one creation for each truck, trailer, driver, dispatcher and load, and a record of each assignment, delivery and payment', async () => {
    const [counts] = await rows<Record<string, number>>(sql`
      select (select count(*) from trucks)::int as trucks, (select count(*) from trailers)::int as trailers,
             (select count(*) from users where user_type = 'driver')::int as drivers,
             (select count(*) from users where user_type = 'dispatcher')::int as dispatchers,
             (select count(*) from loads)::int as loads, (select count(*) from assignments)::int as assigned,
             (select count(*) from loads where status = 'delivered')::int as delivered,
             (select count(*) from loads where payment = 'Paid')::int as paid`);
    expect({
      trucks: ofKind('truck.created').length,
      trailers: ofKind('trailer.created').length,
      drivers: ofKind('driver.created').length,
      dispatchers: ofKind('dispatcher.created').length,
      loads: ofKind('load.created').length,
      assigned: ofKind('load.assigned').length,
      delivered: ofKind('load.delivered').length,
      paid: ofKind('load.payment_changed').length,
    }).toEqual(counts);
    const crewed = await rows<{ n: number }>(sql`select count(distinct truck_id)::int as n from truck_drivers`);
    expect(ofKind('truck.drivers_changed')).toHaveLength(crewed[0].n);
    // A handful of edits besides: prices corrected, notes written, a trailer moved and one unhitched.
    expect(ofKind('load.updated').length).toBeGreaterThan(3);
    expect(ofKind('truck.updated').length).toBeGreaterThan(1);
    expect(ofKind('trailer.truck_changed').length).toBeGreaterThan(1);
  });

  it('names only subjects that exist, by their label', async () => {
    const tables = { load: 'loads', truck: 'trucks', trailer: 'trailers', driver: 'users', dispatcher: 'users', invoice: 'invoices' } as const;
    for (const [type, table] of Object.entries(tables)) {
      const ids = [...new Set(events.filter((e) => e.subject.type === type).map((e) => e.subject.id))];
      expect(ids.length).toBeGreaterThan(0);
      const found = await rows<{ id: number; label: string }>(sql`
        select id, ${sql.raw(
          {
            loads: 'loadname',
            trucks: 'truck_number',
            trailers: 'trailer_number',
            users: "trim(first_name || ' ' || last_name)",
            invoices: "'INV-' || lpad(number::text, 6, '0') || ', ' || (select b.name from brokers b where b.id = broker_id)",
          }[table],
        )} as label
          from ${sql.identifier(table)} where id = any(${sql.param(ids)}::int[]) ${table === 'users' ? sql`and user_type = ${type}` : sql``}`);
      const labels = new Map(found.map((r) => [r.id, r.label]));
      expect(ids.filter((id) => !labels.has(id))).toEqual([]);
      const mislabelled = events.filter((e) => e.subject.type === type && labels.get(e.subject.id) !== e.subject.label);
      expect(mislabelled).toEqual([]);
    }
    expect(events.filter((e) => !(e.subject.type in tables))).toEqual([]);
  });

  it('reads as sentences on the Activity screen', () => {
    const find = (kind: string, label?: string) => events.find((e) => e.kind === kind && (label === undefined || e.subject.label === label))!;
    expect(sentence(find('truck.created', 'TRK-101'))).toBe('created truck TRK-101');
    expect(sentence(find('driver.created', 'James Carter'))).toBe('added driver James Carter');
    expect(sentence(find('dispatcher.updated', 'Maria Lopez'))).toBe(
      'changed address from none to 2250 Westbelt Dr, Columbus, OH 43228, phone number from none to +15550201 and location branch from none to Columbus, OH on dispatcher Maria Lopez',
    );
    expect(sentence(find('truck.updated', 'TRK-109'))).toBe('changed notes from none to Oil leak reported near the turbo, watch on next PM. on truck TRK-109');
    expect(sentence(find('trailer.truck_changed', 'TRL-205'))).toBe('changed the truck of trailer TRL-205 from TRK-109 to TRK-105');
    expect(sentence(find('trailer.truck_changed', 'TRL-207'))).toBe('changed the truck of trailer TRL-207 from TRK-107 to none');

    const assigned = find('load.assigned');
    const driver = assigned.after!.driver as { name: string };
    expect(sentence(assigned)).toBe(`assigned driver ${driver.name} to load ${assigned.subject.id} (${assigned.subject.label})`);
    const paid = find('load.payment_changed');
    expect(sentence(paid)).toBe(`changed payment from Unpaid to Paid on load ${paid.subject.id} (${paid.subject.label})`);
    expect(sentence(find('load.delivered'))).toMatch(/^marked load \d+ \(.+\) delivered$/);
    expect(sentence(find('load.updated'))).toMatch(/^changed price from \d+ to \d+ on load \d+ \(.+\)$/);
    // No sentence is missing a value or reads as an object.
    expect(events.map(sentence).filter((s) => /undefined|\[object|nothing/.test(s))).toEqual([]);
  });

  it("lists a delivered and paid load's History newest first: paid, delivered, assigned, created", async () => {
    const [load] = await rows<{ id: number; driver: string }>(sql`
      select l.id, trim(u.first_name || ' ' || u.last_name) as driver from loads l
        join assignments a on a.load_id = l.id join users u on u.id = a.driver_id
       where l.status = 'delivered' and l.payment = 'Paid'
         and not exists (select 1 from audit_events e where e.subject_type = 'load' and e.subject_id = l.id and e.kind = 'load.updated')
       order by l.id limit 1`);
    const history = await get(`/api/activity/?subject_type=load&subject_id=${load.id}`);
    expect(history.results.map((e) => [e.kind, describeActivity(e)])).toEqual([
      ['load.payment_changed', 'changed payment from Unpaid to Paid'],
      ['load.delivered', 'marked the load delivered'],
      ['load.assigned', `assigned driver ${load.driver}`],
      ['load.created', 'created the load'],
    ]);
    // Its creation holds what the load held then: no driver, unpaid, unassigned.
    expect(history.results[3].after).toMatchObject({ payment: 'Unpaid', status: 'unassigned' });
    expect(history.results[3].after).not.toHaveProperty('driver');
  });

  it('ends where each load is now: its records played oldest first give its price, payment, status and driver', async () => {
    const loads = await rows<{ id: number; price: number; payment: string; status: string; driver_id: number | null }>(sql`
      select l.id, l.price, l.payment, l.status, a.driver_id from loads l left join assignments a on a.load_id = l.id`);
    const played = new Map<number, Record<string, unknown>>();
    for (const e of [...events].reverse().filter((e) => e.subject.type === 'load')) {
      played.set(e.subject.id, { ...played.get(e.subject.id), ...e.after });
    }
    const mismatched = loads.filter((l) => {
      const state = played.get(l.id)!;
      const driver = (state.driver as { id: number } | null | undefined)?.id ?? null;
      return Number(state.price) !== Number(l.price) || state.payment !== l.payment || state.status !== l.status || driver !== l.driver_id;
    });
    expect(mismatched).toEqual([]);
  });

  it('is counted by the tallies the insert trigger keeps', async () => {
    const recount = {
      audit_event_totals: sql`select kind, coalesce(actor_id, 0) as actor_id, count(*) as n from audit_events group by 1, 2`,
      audit_event_days: sql`select (occurred_at at time zone 'UTC')::date as day, kind, count(*) as n from audit_events group by 1, 2`,
      audit_event_actor_days: sql`select coalesce(actor_id, 0) as actor_id, (occurred_at at time zone 'UTC')::date as day, kind, count(*) as n
                                    from audit_events group by 1, 2, 3`,
    };
    const keys = { audit_event_totals: sql`kind, actor_id`, audit_event_days: sql`day, kind`, audit_event_actor_days: sql`actor_id, day, kind` };
    for (const [table, counted] of Object.entries(recount)) {
      const key = keys[table as keyof typeof keys];
      const differences = await rows(sql`
        select ${sql.raw(`'${table}'`)} as tally, ${key}, t.n as kept, c.n as counted
          from ${sql.identifier(table)} t full join (${counted}) c using (${key})
         where t.n is distinct from c.n`);
      expect(differences).toEqual([]);
    }
    const { count } = await get('/api/activity/?page_size=1');
    expect(count).toBe(events.length);
    expect((await get('/api/activity/?kind=load.created&page_size=1')).count).toBe(ofKind('load.created').length);
  });
});

// Issue 30 on the demo: the brokers are billable and the older unpaid deliveries are invoiced, so
// Invoices and Receivables start with open and overdue invoices, each in the trail.
describe("the demo's billing", () => {
  it('gives every broker a billing e-mail, address and terms, and invoices older unpaid deliveries, each numbered and in the trail', async () => {
    const brokers = await rows<{ billing_email: string | null; billing_address: string | null }>(sql`select billing_email, billing_address from brokers`);
    expect(brokers.length).toBeGreaterThan(5);
    expect(brokers.filter((b) => !b.billing_email?.endsWith('.example') || !b.billing_address)).toEqual([]);

    const invoices = await rows<{ number: number; issue_date: string; due_date: string; total_cents: string; sum: string; last_delivery: string }>(sql`
      select i.number, i.issue_date::text, i.due_date::text, i.total_cents::text, sum(il.amount_cents)::text as sum,
             max(l.delivered_at at time zone 'UTC')::date::text as last_delivery
        from invoices i join invoice_loads il on il.invoice_id = i.id join loads l on l.id = il.load_id
       group by i.id order by i.number`);
    expect(invoices.length).toBe(summary.invoices);
    expect(invoices.length).toBeGreaterThan(5);
    // Numbered 1, 2, 3... with no gap, in the order issued; each total its loads' sum; issued after its last delivery.
    expect(invoices.map((i) => i.number)).toEqual(invoices.map((_, n) => n + 1));
    expect(invoices.map((i) => i.issue_date)).toEqual(invoices.map((i) => i.issue_date).sort());
    expect(invoices.filter((i) => i.total_cents !== i.sum || i.issue_date <= i.last_delivery)).toEqual([]);
    expect(ofKind('invoice.created')).toHaveLength(invoices.length);

    // Some are past due today (Receivables has something to age), and the newest deliveries are left to invoice.
    const today = new Date().toISOString().slice(0, 10);
    expect(invoices.some((i) => i.due_date < today)).toBe(true);
    const left = await rows<{ n: number }>(sql`
      select count(*)::int as n from loads l
       where l.status = 'delivered' and l.payment = 'Unpaid' and l.broker_id is not null
         and not exists (select 1 from invoice_loads il where il.load_id = l.id)`);
    expect(left[0].n).toBeGreaterThan(0);
  });
});
