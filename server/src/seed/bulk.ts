import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { BROKERS, BULK_TRUCK_MODELS, CITIES, COMMODITIES, FIRST_NAMES, LAST_NAMES, STREETS, roadMiles } from './catalogue';

/** Every bulk driver signs in with their phone number and this password. */
export const BULK_DRIVER_PASSWORD = 'Driver-bulk1!';

export type BulkOptions = {
  loads: number;
  drivers: number;
  trucks: number;
  /** Messages in one conversation between the admin and the first new driver. */
  messages?: number;
  /** Days of check-ins for the new drivers (default 14). */
  checkInDays?: number;
  /** Audit-trail events (issue 28) spread over the last two years, by up to 10 existing users. */
  audit?: number;
  /** Settle and invoice the delivered loads no settlement or invoice holds yet, even when adding no loads (a folder seeded before issue 30). */
  bill?: boolean;
};

export type BulkSummary = {
  drivers: number;
  trucks: number;
  loads: number;
  assignments: number;
  checkIns: number;
  messages: number;
  auditEvents: number;
  /** Driver settlements (issue 30) made of the delivered loads of past months. */
  settlements: number;
  /** Invoices (issue 30): each broker's delivered loads of a day, billed the day after. */
  invoices: number;
  /** The driver the admin's conversation is with (null without messages). */
  conversationDriverId: number | null;
  ms: number;
};

const CITY_NAMES = CITIES.map(([name]) => name);
// Road miles between every pair of cities, looked up per row.
const MILES = CITIES.flatMap((a) => CITIES.map((b) => roadMiles(a, b) + 40));
// The first eight streets: the bulk data stays what the benches have measured.
const BULK_STREETS = STREETS.slice(0, 8);
const CHAT_LINES = [
  'Loaded and rolling.',
  'At the receiver, waiting for a door.',
  'Empty, ready for the next one.',
  'Running about 30 minutes late, traffic.',
  'Please send the rate confirmation.',
  'BOL uploaded.',
  'Fuel stop in 20 minutes.',
  'Taking my 10-hour break here.',
  'Next pickup is confirmed for 8 AM.',
  'Thanks!',
  'Call me when you can.',
  'Seal number on the BOL does not match, checking.',
];

const p = sql.param;

/**
 * Large volumes for benchmarks, set-based: each table is one INSERT ... SELECT over generate_series
 * or unnest, all in one transaction (100,000 loads take a few seconds, not minutes).
 */
export async function seedBulk(db: Db, options: BulkOptions): Promise<BulkSummary> {
  const started = performance.now();
  const n = {
    loads: whole(options.loads, 'loads'),
    drivers: whole(options.drivers, 'drivers'),
    trucks: whole(options.trucks, 'trucks'),
    messages: whole(options.messages ?? 0, 'messages'),
    checkInDays: whole(options.checkInDays ?? 14, 'checkInDays'),
    audit: whole(options.audit ?? 0, 'audit'),
  };
  // One hash for every bulk driver: argon2 is deliberately slow.
  const passwordHash = n.drivers > 0 ? await hashPassword(BULK_DRIVER_PASSWORD) : '';

  const summary = await db.transaction(async (tx) => {
    const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await tx.execute<T>(query)).rows;
    // The same data on every run (except dates), so benchmark figures compare.
    await tx.execute(sql`select setseed(0.4242)`);
    // Room for the in-memory sort of the loads by pickup date.
    await tx.execute(sql`set local work_mem = '64MB'`);
    // The data versions (migration 0013) bump at commit, from deferred triggers; ALTER TABLE below
    // refuses a table with trigger events pending, so here they fire as each statement ends.
    await tx.execute(sql`set constraints users_data_version, users_presence_version, loads_data_version, check_ins_data_version immediate`);
    // And the records version's (migration 0027): the same two names on every table it covers.
    await tx.execute(sql`set constraints _records_version, _records_version_update immediate`);

    // Drivers: login = phone number (kept without spaces, as the API keeps logins), numbered after
    // every existing user, so repeated runs never collide.
    let driverIds: number[] = [];
    if (n.drivers > 0) {
      const rows = await one<{ id: number }>(sql`
        insert into users (user_type, email, phone_number, password_hash, first_name, last_name, gender, address, created_at)
        select 'driver', replace(phone, ' ', ''), phone, ${passwordHash},
               (${p(FIRST_NAMES)}::text[])[1 + (i * 7 + base) % ${FIRST_NAMES.length}],
               (${p(LAST_NAMES)}::text[])[1 + (i * 13 + base / 7) % ${LAST_NAMES.length}],
               case when (i * 7 + base) % ${FIRST_NAMES.length} >= 30 then 'Female' else 'Male' end,
               (100 + (i * 37) % 9800) || ' Main St, ' || (${p(CITY_NAMES)}::text[])[1 + i % ${CITIES.length}],
               now() - ((i * 17) % 900) * interval '1 day'
        from (select coalesce(max(id), 0)::int as base from users) b,
             generate_series(1, ${n.drivers}) as g(i),
             lateral (select '+1 555 ' || lpad((base + i)::text, 7, '0') as phone) ph
        order by i
        returning id`);
      driverIds = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    }

    let truckIds: number[] = [];
    if (n.trucks > 0) {
      const rows = await one<{ id: number }>(sql`
        insert into trucks (truck_number, truck_model, vin_number, registration_expiration_date, next_service_date, insurance_expiration_date, truck_notes, created_at)
        select 'BT-' || lpad((base + i)::text, 5, '0'),
               (${p(BULK_TRUCK_MODELS)}::text[])[1 + i % ${BULK_TRUCK_MODELS.length}],
               -- md5 is hexadecimal: never I, O or Q, as in a real VIN.
               upper(substr(md5('vin' || (base + i)), 1, 17)),
               current_date + (floor(random() * 420) - 40)::int,
               current_date + (floor(random() * 200) - 20)::int,
               current_date + (floor(random() * 420) - 40)::int,
               case when random() < 0.3 then 'Bulk truck ' || (base + i) end,
               now() - (floor(random() * 700))::int * interval '1 day'
        from (select coalesce(max(id), 0)::int as base from trucks) b, generate_series(1, ${n.trucks}) as g(i)
        order by i
        returning id`);
      truckIds = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
      // Two new drivers per new truck, as far as the drivers go.
      if (driverIds.length > 0) {
        await tx.execute(sql`
          insert into truck_drivers (truck_id, driver_id)
          select (${p(truckIds)}::int[])[1 + (k - 1) % ${truckIds.length}], d
          from unnest(${p(driverIds.slice(0, truckIds.length * 2))}::int[]) with ordinality as u(d, k)`);
      }
    }

    // Who drives the loads: the new drivers, else the drivers already there.
    const pool =
      driverIds.length > 0
        ? driverIds
        : (await one<{ id: number }>(sql`select id from users where user_type = 'driver' and deleted_at is null order by id limit 1000`)).map((r) =>
            Number(r.id),
          );

    let loadCount = 0;
    let assignmentCount = 0;
    if (n.loads > 0) {
      const restore = n.loads >= 10_000 ? await setAsideLoadStructures(tx) : null;
      // Pickups over the last year and the next month; status follows the dates; every assigned or
      // delivered load gets its one assignment in the same statement.
      const rows = await one<{ loads: number; assignments: number }>(sql`
        with r as materialized (
          select i, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6,
                 random() as r7, random() as r8, random() as r9, random() as r10, random() as r11, random() as r12
          from generate_series(1, ${n.loads}) as g(i)
        ), lane as (
          select r.*, o, d,
                 current_date + (floor(r1 * 396) - 365)::int as pickup_date,
                 time '05:00' + floor(r4 * 28) * interval '30 minutes' as pickup_time,
                 (${p(MILES)}::float8[])[(o - 1) * ${CITIES.length} + d] as miles
          from r,
               lateral (select 1 + floor(r2 * ${CITIES.length})::int as o) oo,
               lateral (select 1 + (o + floor(r3 * ${CITIES.length - 1})::int) % ${CITIES.length} as d) dd
        ), timed as (
          select lane.*,
                 pickup_date + (case when miles < 450 then 0 else ceil(miles / 550) end)::int as delivery_date,
                 time '06:00' + floor(r5 * 30) * interval '30 minutes' as delivery_time
          from lane
        ), stat as (
          select timed.*,
                 case
                   when ${pool.length} = 0 then 'unassigned'
                   when (delivery_date + delivery_time) < localtimestamp - interval '1 hour' then
                     case when r6 < 0.9 then 'delivered' when r6 < 0.96 then 'assigned' else 'unassigned' end
                   when (pickup_date + pickup_time) < localtimestamp then case when r6 < 0.88 then 'assigned' else 'unassigned' end
                   else case when r6 < 0.35 then 'assigned' else 'unassigned' end
                 end as status
          from timed
        ), ins as (
          -- No load_number: it is an outside reference, and an invented one reads as a second load number (issue 27).
          insert into loads (loadname, pickup_location, delivery_location, pickup_date, pickup_time, delivery_date, delivery_time,
                             weight_lbs, broker, price, driver_fee, fuel_price, toll_price, insurance_fee, parking_fee, payment, status, delivered_at, created_at)
          select (${p(COMMODITIES)}::text[])[1 + floor(r7 * ${COMMODITIES.length})::int],
                 (100 + floor(r8 * 9700))::int || ' ' || (${p(BULK_STREETS)}::text[])[1 + i % ${BULK_STREETS.length}] || ', ' || (${p(CITY_NAMES)}::text[])[o],
                 (100 + floor(r9 * 9700))::int || ' ' || (${p(BULK_STREETS)}::text[])[1 + (i / 3) % ${BULK_STREETS.length}] || ', ' || (${p(CITY_NAMES)}::text[])[d],
                 pickup_date, pickup_time, delivery_date, delivery_time,
                 round((12000 + r10 * 32000)::numeric, 1),
                 case when r11 < 0.93 then (${p(BROKERS)}::text[])[1 + floor(r11 / 0.93 * ${BROKERS.length})::int] end,
                 round((miles * (2.0 + r12 * 1.4) + 150) / 25) * 25,
                 round((miles * (0.55 + r9 * 0.15))::numeric, 2),
                 round((miles / 6.8 * (3.7 + r8 * 0.4))::numeric, 2),
                 case when r7 < 0.45 then 0 else round((12 + r7 * 160)::numeric, 2) end,
                 round((45 + r10 * 50)::numeric, 2),
                 case when r11 < 0.5 then 0 else round((15 + r11 * 30)::numeric, 2) end,
                 case when status = 'delivered' and r12 < 0.8 then 'Paid' when status = 'assigned' and r12 < 0.05 then 'Paid' else 'Unpaid' end,
                 status,
                 case when status = 'delivered' then least(delivery_date + delivery_time + (floor(r5 * 200) - 90) * interval '1 minute', localtimestamp) end,
                 least(pickup_date + pickup_time - (1 + r3 * 9) * interval '1 day', now())
          from stat
          order by pickup_date, pickup_time, i
          returning id, status, created_at
        ), asg as (
          insert into assignments (load_id, driver_id, created_at, updated_at)
          select id, (${p(pool.length > 0 ? pool : [0])}::int[])[1 + id % ${Math.max(pool.length, 1)}], created_at + interval '2 hours', created_at + interval '2 hours'
          from ins where status <> 'unassigned'
          returning 1
        )
        select (select count(*) from ins) as loads, (select count(*) from asg) as assignments`);
      loadCount = Number(rows[0].loads);
      assignmentCount = Number(rows[0].assignments);
      await restore?.();
    }

    // Check-ins of the new drivers: most work days of the last weeks, 8-11 hour day shifts,
    // and about one in six on shift right now (started within the last five hours, never before midnight).
    let checkInCount = 0;
    if (driverIds.length > 0 && n.checkInDays > 0) {
      const rows = await one<{ n: number }>(sql`
        with past as (
          insert into check_ins (user_id, check_in_time, check_out_time)
          select d, s, s + (480 + floor(random() * 180)) * interval '1 minute'
          from unnest(${p(driverIds)}::int[]) as u(d), generate_series(1, ${n.checkInDays}) as g(k),
               lateral (select (current_date - k) + time '05:00' + floor(random() * 240) * interval '1 minute' as s) t
          where random() < 0.7
          returning 1
        ), open as (
          insert into check_ins (user_id, check_in_time)
          select d, greatest(now() - (60 + floor(random() * 240)) * interval '1 minute', current_date::timestamptz)
          from unnest(${p(driverIds)}::int[]) as u(d)
          where random() < 0.17
          returning 1
        )
        select (select count(*) from past) + (select count(*) from open) as n`);
      checkInCount = Number(rows[0].n);
    }

    let messageCount = 0;
    let conversationDriverId: number | null = null;
    if (n.messages > 0) {
      const [admin] = await one<{ id: number }>(sql`select id from users where user_type = 'admin' and deleted_at is null order by id limit 1`);
      if (!admin) throw new Error('a conversation needs an administrator: set HAULBOARD_ADMIN_EMAIL and HAULBOARD_ADMIN_PASSWORD');
      if (pool.length === 0) throw new Error('a conversation needs a driver: add --drivers');
      const adminId = Number(admin.id);
      const driverId = pool[0];
      conversationDriverId = driverId;
      // Two minutes apart, ending now; all read except the driver's last few.
      const rows = await one<{ n: number }>(sql`
        with ins as (
          insert into messages (sender_id, receiver_id, user_low, user_high, message, read_at, created_at)
          select sender, receiver, ${Math.min(adminId, driverId)}::int, ${Math.max(adminId, driverId)}::int,
                 (${p(CHAT_LINES)}::text[])[1 + (i * 5) % ${CHAT_LINES.length}],
                 case when sender = ${driverId}::int and i > ${n.messages}::int - 6 then null else at + interval '1 minute' end,
                 at
          from generate_series(1, ${n.messages}) as g(i),
               lateral (select case when i % 3 = 0 then ${adminId}::int else ${driverId}::int end as sender,
                               case when i % 3 = 0 then ${driverId}::int else ${adminId}::int end as receiver,
                               now() - (${n.messages}::int - i) * interval '2 minutes' as at) m
          order by i
          returning 1
        )
        select count(*) as n from ins`);
      messageCount = Number(rows[0].n);
    }

    const auditEvents = n.audit > 0 ? await seedAuditEvents(tx, n.audit) : 0;
    const bill = loadCount > 0 || options.bill === true;
    const settlements = bill ? await seedSettlements(tx) : 0;
    const invoices = bill ? await seedInvoices(tx) : 0;

    return {
      drivers: driverIds.length,
      trucks: truckIds.length,
      loads: loadCount,
      assignments: assignmentCount,
      checkIns: checkInCount,
      messages: messageCount,
      auditEvents,
      settlements,
      invoices,
      conversationDriverId,
      ms: 0,
    } satisfies BulkSummary;
  });

  // Fresh statistics and a flushed trigram pending list, so the first queries plan and run as they will later.
  await db.execute(
    sql`vacuum (analyze) users, trucks, truck_drivers, loads, load_day_figures, assignments, check_ins, messages, driver_settlements, driver_settlement_loads, invoices, invoice_loads`,
  );
  // The visibility map too, so the activity list's ids are read by index-only scans from the first request.
  if (summary.auditEvents > 0) await db.execute(sql`vacuum (analyze) audit_events, audit_event_days, audit_event_actor_days, audit_event_totals`);
  summary.ms = Math.round(performance.now() - started);
  return summary;
}

/**
 * The classic bulk-load pattern (pg_restore does the same): a table's secondary indexes built once
 * after the insert is 3-4x faster than maintaining them row by row (the trigram index above all).
 * They are put back from the catalog's own definitions in the same transaction, so a failure
 * changes nothing. Takes an exclusive lock on the table until commit.
 */
async function setAsideIndexes(tx: Tx, table: 'loads' | 'audit_events'): Promise<() => Promise<void>> {
  const indexes = (
    await tx.execute<{ name: string; def: string }>(sql`
      select c.relname as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = ${table}::regclass and not i.indisunique and not i.indisprimary`)
  ).rows;
  for (const i of indexes) await tx.execute(sql`drop index ${sql.identifier(i.name)}`);
  return async () => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    // Definitions straight from pg_get_indexdef, not from any input.
    for (const i of indexes) await tx.execute(sql.raw(i.def));
  };
}

/** The loads' indexes (above), and one set-based foreign-key validation instead of 200,000 per-row trigger checks. */
async function setAsideLoadStructures(tx: Tx): Promise<() => Promise<void>> {
  const restoreIndexes = await setAsideIndexes(tx, 'loads');
  const foreignKeys = (
    await tx.execute<{ name: string; def: string }>(sql`
      select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
      where conrelid = 'assignments'::regclass and contype = 'f'`)
  ).rows;
  for (const f of foreignKeys) await tx.execute(sql`alter table assignments drop constraint ${sql.identifier(f.name)}`);
  return async () => {
    await restoreIndexes();
    for (const f of foreignKeys) await tx.execute(sql`alter table assignments add constraint ${sql.identifier(f.name)} ${sql.raw(f.def)}`);
  };
}

/** The kinds the bulk trail draws from, as often as an office makes them: mostly loads, payments and drivers. */
const BULK_AUDIT_KINDS = [
  ...Array<string>(4).fill('load.updated'),
  ...Array<string>(3).fill('load.payment_changed'),
  ...Array<string>(2).fill('load.assigned'),
  ...Array<string>(2).fill('load.created'),
  'load.delivered',
  'load.reassigned',
  'load.document_uploaded',
  'load.deleted',
  'driver.created',
  'driver.document_uploaded',
  'truck.updated',
  'truck.drivers_changed',
  'trailer.truck_changed',
  'profile.updated',
];

/**
 * Driver settlements (issue 30) as a company paying monthly would have them: per driver and
 * calendar month (UTC) before this one, the delivered loads no settlement holds yet, their fees in
 * cents; last month's still a draft, earlier ones settled on the 5th of the month after. What the
 * Settlements screen's pages and filters are timed on (bench/api-load.mjs). Set-based, so 100k loads
 * make their ~2,000 settlements a month of drivers in one statement.
 */
async function seedSettlements(tx: Tx): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`
    with held as (
      select a.driver_id, date_trunc('month', l.delivered_at at time zone 'UTC')::date as month, l.id as load_id,
             coalesce(round(l.driver_fee * 100), 0)::bigint as fee
        from loads l join assignments a on a.load_id = l.id
       where l.status = 'delivered' and l.delivered_at < date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
         and not exists (select 1 from driver_settlement_loads sl where sl.load_id = l.id)
    ), made as (
      insert into driver_settlements (driver_id, period_from, period_to, total_cents, status, paid_on, settled_at, created_at)
      select driver_id, month, (month + interval '1 month' - interval '1 day')::date, sum(fee),
             case when month < date_trunc('month', now() at time zone 'UTC') - interval '1 month' then 'settled' else 'draft' end,
             case when month < date_trunc('month', now() at time zone 'UTC') - interval '1 month' then (month + interval '1 month 4 days')::date end,
             case when month < date_trunc('month', now() at time zone 'UTC') - interval '1 month' then (month + interval '1 month 4 days')::timestamp at time zone 'UTC' end,
             least((month + interval '1 month 1 day')::timestamp at time zone 'UTC', now())
        from held group by driver_id, month
       order by month, driver_id
      returning id, driver_id, period_from
    ), holds as (
      insert into driver_settlement_loads (settlement_id, load_id, driver_fee_cents)
      select made.id, held.load_id, held.fee from held join made on made.driver_id = held.driver_id and made.period_from = held.month
      returning 1
    )
    select (select count(*) from made) as n, (select count(*) from holds) as held`);
  return Number(result.rows[0].n);
}

/**
 * Invoices (issue 30) as a carrier billing daily would have them: per broker and day (UTC) of
 * delivery, the delivered loads on no invoice, issued the next day with the broker's terms; a day's
 * Paid loads on a paid invoice (paid a few days before it fell due, never after today) and its
 * Unpaid ones on an open invoice, so the loads' Paid switch and their invoices agree. Numbered in
 * issue order after the counter, which moves past them. Deliveries of the last 4 days are left to
 * invoice. What the Invoices screen and Receivables are timed on (bench/api-load.mjs).
 */
async function seedInvoices(tx: Tx): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`
    with billable as (
      select l.id as load_id, l.broker_id, (l.delivered_at at time zone 'UTC')::date as day, l.payment = 'Paid' as paid,
             coalesce(round(l.price * 100), 0)::bigint as amount
        from loads l
       where l.status = 'delivered' and l.broker_id is not null
         and l.delivered_at < now() - interval '4 days'
         and not exists (select 1 from invoice_loads il where il.load_id = l.id and not il.void)
    ), grouped as (
      select broker_id, day, paid, sum(amount) as total, row_number() over (order by day, broker_id, paid) as n
        from billable group by broker_id, day, paid
    ), made as (
      insert into invoices (number, broker_id, issue_date, due_date, total_cents, status, paid_on, created_at)
      select c.last_number + g.n, g.broker_id, g.day + 1, g.day + 1 + b.payment_terms_days, g.total,
             case when g.paid then 'paid' else 'open' end,
             case when g.paid then greatest(g.day + 1, least(g.day + 1 + b.payment_terms_days - (g.n % 7)::int, current_date)) end,
             least((g.day + 1)::timestamp at time zone 'UTC', now())
        from grouped g join brokers b on b.id = g.broker_id cross join invoice_counter c
       order by g.n
      returning id, broker_id, issue_date, status
    ), lines as (
      insert into invoice_loads (invoice_id, load_id, amount_cents)
      select made.id, x.load_id, x.amount
        from billable x join made on made.broker_id = x.broker_id and made.issue_date = x.day + 1 and (made.status = 'paid') = x.paid
      returning 1
    ), counted as (
      update invoice_counter set last_number = last_number + (select count(*) from grouped) where id = 1 returning 1
    )
    select (select count(*) from made) as n, (select count(*) from lines) as lines, (select count(*) from counted) as counter`);
  return Number(result.rows[0].n);
}

/**
 * `count` audit-trail events over the last two years, oldest first (so ids follow time), by up to
 * 10 existing users (administrators first), from a handful of addresses; load events name loads
 * that exist. The insert trigger keeps the tallies as it does for the API's writes.
 */
async function seedAuditEvents(tx: Tx, count: number): Promise<number> {
  const restore = count >= 100_000 ? await setAsideIndexes(tx, 'audit_events') : null;
  const rows = await tx.execute<{ n: number }>(sql`
    with actors as (
      select array_agg(id order by k) as ids, array_agg(name order by k) as names, count(*)::int as n
        from (select id, trim(first_name || ' ' || last_name) as name, row_number() over (order by (user_type = 'admin') desc, id) as k
                from users where deleted_at is null order by k limit 10) u
    ), bounds as (select coalesce(max(id), 1) as loads from loads),
    ins as (
      insert into audit_events (occurred_at, actor_id, actor_name, actor_ip, kind, subject_type, subject_id, subject_label, before, after)
      select now() - interval '730 days' * (1 - i::float8 / ${count}),
             a.ids[1 + i % greatest(a.n, 1)], coalesce(a.names[1 + i % greatest(a.n, 1)], 'Haulboard'),
             ('10.0.' || (i % 7) || '.' || (1 + i % 13))::inet,
             k.kind, split_part(k.kind, '.', 1), s.id,
             case when k.kind like 'load.%' then 'Bulk load ' || s.id else 'Bulk ' || split_part(k.kind, '.', 1) || ' ' || s.id end,
             case k.kind when 'load.payment_changed' then '{"payment":"Unpaid"}'::jsonb
                         when 'load.updated' then jsonb_build_object('price', 1000 + i % 2000) end,
             case k.kind when 'load.payment_changed' then '{"payment":"Paid"}'::jsonb
                         when 'load.updated' then jsonb_build_object('price', 1025 + i % 2000)
                         when 'load.created' then jsonb_build_object('loadname', 'Bulk load ' || s.id, 'status', 'unassigned') end
        from generate_series(1, ${count}) as g(i), actors a, bounds b,
             -- A hash of the row number, not random(): a lateral that names no outer column runs once.
             lateral (select (${p(BULK_AUDIT_KINDS)}::text[])[1 + (hashint4(i) & 2147483647) % ${BULK_AUDIT_KINDS.length}] as kind) k,
             lateral (select case when k.kind like 'load.%' then 1 + (i::bigint * 7919) % b.loads else 1 + i % 1000 end as id) s
       order by i
      returning 1
    )
    select count(*) as n from ins`);
  await restore?.();
  return Number(rows.rows[0].n);
}

function whole(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got ${value}`);
  return value;
}
