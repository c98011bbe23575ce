import { buildTestApp, type TestContext } from '../../test/build';

// The version cached answers are keyed by (lib/versioned-cache.ts): every committed write to
// loads bumps it once, whatever writes (routes, seeds, psql); a rolled-back one does not.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const q = (text: string, params: unknown[] = []) => ctx.db.$client.query(text, params);
const version = async () => Number((await q(`select version from data_versions where name = 'loads'`)).rows[0].version);
const insertLoad = (name: string) =>
  q(
    `insert into loads (loadname, pickup_location, delivery_location, pickup_date, pickup_time, delivery_date, delivery_time, weight_lbs, status, payment)
     values ($1, 'A', 'B', '2026-01-05', '08:00', '2026-01-06', '09:00', 1, 'unassigned', 'Unpaid')`,
    [name],
  );

it('moves once per committed transaction that writes loads: insert, update, delete, truncate', async () => {
  const v0 = await version();
  await insertLoad('Version A');
  expect(await version()).toBe(v0 + 1);
  await q(`update loads set loadname = 'Version B' where loadname = 'Version A'`);
  expect(await version()).toBe(v0 + 2);
  await q(`delete from loads where loadname = 'Version B'`);
  expect(await version()).toBe(v0 + 3);
  await q(`truncate loads cascade`);
  expect(await version()).toBe(v0 + 4);
});

it('moves once for a transaction of many rows and statements, and not for one rolled back', async () => {
  const client = await ctx.db.$client.connect();
  try {
    const v0 = await version();
    await client.query('begin');
    for (let i = 0; i < 3; i += 1)
      await client.query(`insert into loads (loadname, pickup_location, delivery_location, pickup_date, pickup_time, delivery_date, delivery_time, weight_lbs, status, payment)
      select 'Bulk ' || g, 'A', 'B', '2026-01-05', '08:00', '2026-01-06', '09:00', 1, 'unassigned', 'Unpaid' from generate_series(1, 50) g`);
    // Not before the commit: a reader meanwhile still sees the version its data belongs to.
    expect(await version()).toBe(v0);
    await client.query('commit');
    expect(await version()).toBe(v0 + 1);

    await client.query('begin');
    await client.query(`delete from loads where loadname like 'Bulk %'`);
    await client.query('rollback');
    expect(await version()).toBe(v0 + 1);
  } finally {
    client.release();
  }
});

it("moves check_ins' version with a shift, people's with what the lists show of a person, and presence's with last_seen_at alone", async () => {
  const read = async (name: string) => Number((await q(`select version from data_versions where name = $1`, [name])).rows[0].version);
  const [{ id }] = (
    await q(
      `insert into users (user_type, email, password_hash, first_name, last_name) values ('driver', 'versions@example.com', 'x', 'Ver', 'Sion') returning id`,
    )
  ).rows;
  const people = await read('people');
  const presence = await read('presence');
  const shifts = await read('check_ins');
  await q(`update users set last_seen_at = now() where id = $1`, [id]);
  expect(await read('people')).toBe(people);
  expect(await read('presence')).toBe(presence + 1);
  await q(`update users set first_name = 'Vera' where id = $1`, [id]);
  expect(await read('people')).toBe(people + 1);
  await q(`update users set avatar = 'a-key' where id = $1`, [id]);
  expect(await read('people')).toBe(people + 2);
  expect(await read('presence')).toBe(presence + 1);
  await q(`insert into check_ins (user_id, check_in_time) values ($1, now())`, [id]);
  expect(await read('check_ins')).toBe(shifts + 1);
  await q(`update check_ins set check_out_time = now() where user_id = $1`, [id]);
  expect(await read('check_ins')).toBe(shifts + 2);
});

// Migration 0026: the billing screens' counts and receivables are kept by 'billing'.
it("moves 'billing' for invoices, settlements and a broker's name, not for its billing e-mail", async () => {
  const billing = async () => Number((await q(`select version from data_versions where name = 'billing'`)).rows[0].version);
  const v0 = await billing();
  const broker = (await q(`insert into brokers (name) values ('Version Brokers') returning id`)).rows[0].id as number;
  expect(await billing()).toBe(v0 + 1);
  await q(`update brokers set billing_email = 'ap@version.example' where id = $1`, [broker]);
  expect(await billing()).toBe(v0 + 1);
  await q(`update brokers set name = 'Version Brokers Inc' where id = $1`, [broker]);
  expect(await billing()).toBe(v0 + 2);
  const invoice = (
    await q(`insert into invoices (number, broker_id, issue_date, due_date, total_cents) values (990001, $1, '2026-01-05', '2026-02-04', 0) returning id`, [
      broker,
    ])
  ).rows[0].id as number;
  expect(await billing()).toBe(v0 + 3);
  await q(`update invoices set status = 'paid', paid_on = '2026-01-20' where id = $1`, [invoice]);
  expect(await billing()).toBe(v0 + 4);
  const driver = (
    await q(
      `insert into users (email, password_hash, first_name, last_name, user_type) values ('version-driver@example.com', 'x', 'V', 'D', 'driver') returning id`,
    )
  ).rows[0].id as number;
  await q(`insert into driver_settlements (driver_id, period_from, period_to, total_cents) values ($1, '2026-01-01', '2026-01-31', 0)`, [driver]);
  expect(await billing()).toBe(v0 + 5);
});

// Migration 0027: the answers the API keeps whole (plugins/answer-cache.ts) are kept by 'records'.
it("moves 'records' for what the kept answers read, not for a person's last_seen_at alone or the audit trail", async () => {
  const records = async () => Number((await q(`select version from data_versions where name = 'records'`)).rows[0].version);
  const v0 = await records();
  const driver = (
    await q(
      `insert into users (email, password_hash, first_name, last_name, user_type) values ('records-driver@example.com', 'x', 'R', 'D', 'driver') returning id`,
    )
  ).rows[0].id as number;
  expect(await records()).toBe(v0 + 1);
  await q(`update users set last_seen_at = now() where id = $1`, [driver]);
  expect(await records()).toBe(v0 + 1);
  // Any other column moves it, one the people lists show or not.
  await q(`update users set password_hash = 'y' where id = $1`, [driver]);
  expect(await records()).toBe(v0 + 2);
  await insertLoad('Records A');
  expect(await records()).toBe(v0 + 3);
  const load = (await q(`select id from loads where loadname = 'Records A'`)).rows[0].id as number;
  await q(`insert into assignments (load_id, driver_id) values ($1, $2)`, [load, driver]);
  expect(await records()).toBe(v0 + 4);
  const truck = (await q(`insert into trucks (truck_number, truck_model, vin_number) values ('R-1', 'Model', 'VIN') returning id`)).rows[0].id as number;
  expect(await records()).toBe(v0 + 5);
  await q(`insert into truck_drivers (truck_id, driver_id) values ($1, $2)`, [truck, driver]);
  expect(await records()).toBe(v0 + 6);
  await q(`insert into trailers (tailer_name, trailer_number, truck_id) values ('Records trailer', 'RT-1', $1)`, [truck]);
  expect(await records()).toBe(v0 + 7);
  await q(
    `insert into audit_events (actor_id, actor_name, kind, subject_type, subject_id, subject_label) values ($1, 'R D', 'load.created', 'load', $2, 'Records A')`,
    [driver, load],
  );
  expect(await records()).toBe(v0 + 7);
  await q(`delete from assignments where load_id = $1`, [load]);
  expect(await records()).toBe(v0 + 8);
});

it("has a 'records' trigger on every table but those no kept answer reads: a new table is one or the other", async () => {
  // Written by no one's screen list, or kept by triggers from a covered table in the same transaction.
  const notRead = [
    'audit_event_actor_days',
    'audit_event_days',
    'audit_event_totals',
    'audit_events',
    'conversations',
    'data_versions',
    'driver_load_counts',
    'hours_zones',
    'invoice_counter',
    'load_counters',
    'load_day_figures',
    'messages',
    'rate_limits',
    'refresh_tokens',
    'reset_codes',
    'worked_time',
  ];
  const tables = (await q(`select tablename from pg_tables where schemaname = 'public' order by 1`)).rows.map((r) => r.tablename as string);
  const covered = (
    await q(`select distinct c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%\\_records\\_version%' order by 1`)
  ).rows.map((r) => r.relname as string);
  expect(covered).toEqual(tables.filter((t) => !notRead.includes(t)));
});

it("fires 'records' first on every table, so writers that bump several versions take them in one order and never deadlock", async () => {
  // A row's deferred triggers fire in name order: on each table with a version trigger, `_records_version` sorts first.
  const firsts = (
    await q(`select c.relname, min(t.tgname) as first from pg_trigger t join pg_class c on c.oid = t.tgrelid
             where t.tgdeferrable and t.tgfoid = 'haulboard_bump_data_version'::regproc group by c.relname order by 1`)
  ).rows;
  expect(firsts.length).toBeGreaterThan(10);
  expect(firsts.filter((r) => !String(r.first).startsWith('_records_version'))).toEqual([]);

  // The shapes that deadlocked: an assignment (its 'records' event, then its load's row version: 'loads')
  // beside plain load updates ('loads' then 'records' when the triggers sorted the other way).
  const [{ id: driver }] = (
    await q(
      `insert into users (email, password_hash, first_name, last_name, user_type) values ('deadlock-driver@example.com', 'x', 'D', 'L', 'driver') returning id`,
    )
  ).rows;
  const ids: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    await insertLoad(`Deadlock ${i}`);
    ids.push((await q(`select max(id) as id from loads`)).rows[0].id as number);
  }
  const results = await Promise.allSettled(
    ids.map((id, i) =>
      i % 2 === 0
        ? q(`insert into assignments (load_id, driver_id) values ($1, $2)`, [id, driver])
        : q(`update loads set loadname = loadname || '.' where id = $1`, [id]),
    ),
  );
  expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
});
