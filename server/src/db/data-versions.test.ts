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
