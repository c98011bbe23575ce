import { sql, type SQL } from 'drizzle-orm';
import type { SettlementStatus } from '@haulboard/shared/contracts';
import type { Queryable } from '../../db/client';
import type { PageWindow } from '../../lib/paging';

/** A settlement's loads as the statement and the detail show them; `driver_fee_cents` is the snapshot (or the load's fee, in a preview). */
export type SettlementLoadRow = {
  id: number;
  loadname: string;
  pickup_location: string;
  delivery_location: string;
  pickup_date: string;
  delivery_date: string;
  delivered_at: string;
  driver_fee_cents: number;
};

export type SettlementRow = {
  id: number;
  driver_id: number;
  driver_name: string;
  period_from: string;
  period_to: string;
  status: SettlementStatus;
  total_cents: number;
  load_count: number;
  note: string;
  paid_on: string | null;
  settled_at: string | null;
  settled_by_id: number | null;
  settled_by_name: string | null;
  created_at: string;
  created_by_id: number | null;
  created_by_name: string | null;
  version: number;
};

export type DriverRow = { id: number; name: string };

export type SettlementFilter = { driver?: number; status?: SettlementStatus; from?: string; to?: string };

const ISO_MS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', ${ISO_MS})`;
const nameOf = (alias: string) => sql.raw(`coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email)`);

/** The first instant of `day`, and of the day after `day`, in the company's zone (a DST day is 23 or 25 hours). */
const startOf = (day: string, timezone: string) => sql`((${day}::date)::timestamp at time zone ${timezone})`;
const endOf = (day: string, timezone: string) => sql`((${day}::date + 1)::timestamp at time zone ${timezone})`;

const LOAD_COLUMNS = sql`l.id, l.loadname, l.pickup_location, l.delivery_location, l.pickup_date, l.delivery_date,
  ${iso(sql`l.delivered_at`)} as delivered_at`;

/** A driver (current, deactivated or deleted: a deleted driver's delivered loads are still owed); null for anyone else. */
export async function findDriver(q: Queryable, id: number): Promise<DriverRow | null> {
  const result = await q.execute<DriverRow>(sql`select u.id, ${nameOf('u')} as name from users u where u.id = ${id} and u.user_type = 'driver'`);
  return result.rows[0] ?? null;
}

/**
 * The driver's delivered loads of the period (delivered on one of its company days) that no
 * settlement holds, oldest delivery first, with their driver fee in whole cents (none: 0).
 * `lock` locks them for the transaction (in id order, so two creates over the same loads queue
 * rather than deadlock), and a delete or an undone delivery of one waits for it.
 */
export async function findUnsettledLoads(
  q: Queryable,
  { driverId, from, to, timezone, lock = false }: { driverId: number; from: string; to: string; timezone: string; lock?: boolean },
): Promise<SettlementLoadRow[]> {
  const where = sql`a.driver_id = ${driverId} and l.status = 'delivered'
     and l.delivered_at >= ${startOf(from, timezone)} and l.delivered_at < ${endOf(to, timezone)}
     and not exists (select 1 from driver_settlement_loads sl where sl.load_id = l.id)`;
  if (lock) {
    await q.execute(sql`select l.id from assignments a join loads l on l.id = a.load_id where ${where} order by l.id for update of l`);
  }
  const result = await q.execute<SettlementLoadRow>(sql`
    select ${LOAD_COLUMNS}, coalesce(round(l.driver_fee * 100), 0)::bigint as driver_fee_cents
      from assignments a join loads l on l.id = a.load_id
     where ${where}
     order by l.delivered_at, l.id`);
  return result.rows;
}

/** Locks `ids` (in id order) and answers which of them exist. */
export async function lockLoadsById(q: Queryable, ids: readonly number[]): Promise<number[]> {
  const result = await q.execute<{ id: number }>(sql`select id from loads where id = any(${sql.param(ids)}::int[]) order by id for update`);
  return result.rows.map((r) => r.id);
}

export async function insertSettlement(
  q: Queryable,
  s: { driverId: number; from: string; to: string; totalCents: number; note: string; createdBy: number },
): Promise<number> {
  const result = await q.execute<{ id: number }>(sql`
    insert into driver_settlements (driver_id, period_from, period_to, total_cents, note, created_by)
    values (${s.driverId}, ${s.from}, ${s.to}, ${s.totalCents}, ${s.note}, ${s.createdBy}) returning id`);
  return result.rows[0].id;
}

/** Holds the loads in the settlement; a load another settlement holds fails the statement (the key on load_id). */
export async function insertSettlementLoads(q: Queryable, settlementId: number, loads: readonly { id: number; driver_fee_cents: number }[]): Promise<void> {
  await q.execute(sql`
    insert into driver_settlement_loads (settlement_id, load_id, driver_fee_cents)
    select ${settlementId}, x.load_id, x.fee
      from unnest(${sql.param(loads.map((l) => l.id))}::int[], ${sql.param(loads.map((l) => l.driver_fee_cents))}::bigint[]) as x(load_id, fee)`);
}

const SETTLEMENT_COLUMNS = sql`s.id, s.driver_id, ${nameOf('d')} as driver_name, s.period_from, s.period_to, s.status, s.total_cents,
  (select count(*)::int from driver_settlement_loads sl where sl.settlement_id = s.id) as load_count, s.note, s.paid_on,
  ${iso(sql`s.settled_at`)} as settled_at, s.settled_by as settled_by_id, ${nameOf('sb')} as settled_by_name,
  ${iso(sql`s.created_at`)} as created_at, s.created_by as created_by_id, ${nameOf('cb')} as created_by_name, s.version`;
const SETTLEMENT_JOINS = sql`join users d on d.id = s.driver_id left join users sb on sb.id = s.settled_by left join users cb on cb.id = s.created_by`;

/** One settlement; `lock` locks its row for the transaction (settle and delete). */
export async function findSettlement(q: Queryable, id: number, { lock = false } = {}): Promise<SettlementRow | null> {
  const result = await q.execute<SettlementRow>(
    sql`select ${SETTLEMENT_COLUMNS} from driver_settlements s ${SETTLEMENT_JOINS} where s.id = ${id} ${lock ? sql`for update of s` : sql``}`,
  );
  return result.rows[0] ?? null;
}

/** A settlement's loads, oldest delivery first, with their fee as it was settled. */
export async function findSettlementLoads(q: Queryable, settlementId: number): Promise<SettlementLoadRow[]> {
  const result = await q.execute<SettlementLoadRow>(sql`
    select ${LOAD_COLUMNS}, sl.driver_fee_cents
      from driver_settlement_loads sl join loads l on l.id = sl.load_id
     where sl.settlement_id = ${settlementId}
     order by l.delivered_at, l.id`);
  return result.rows;
}

function whereOf(f: SettlementFilter): SQL {
  const conditions: SQL[] = [];
  if (f.driver !== undefined) conditions.push(sql`s.driver_id = ${f.driver}`);
  if (f.status) conditions.push(sql`s.status = ${f.status}`);
  // A period that overlaps the asked one: a settlement of June 25 - July 5 shows under July too.
  if (f.from) conditions.push(sql`s.period_to >= ${f.from}::date`);
  if (f.to) conditions.push(sql`s.period_from <= ${f.to}::date`);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * A page of settlements, newest period first (then newest id), and how many match. The order is
 * an index of each filter (driver, status, all: migration 0023), so a page reads its rows only.
 */
export async function findSettlementPage(q: Queryable, f: SettlementFilter, { limit, offset }: PageWindow): Promise<{ rows: SettlementRow[]; count: number }> {
  const where = whereOf(f);
  const [rows, count] = await Promise.all([
    q.execute<SettlementRow>(sql`
      select ${SETTLEMENT_COLUMNS}
        from (select * from driver_settlements s where ${where} order by s.period_to desc, s.id desc limit ${limit} offset ${offset}) s
        ${SETTLEMENT_JOINS}
       order by s.period_to desc, s.id desc`),
    q.execute<{ n: number }>(sql`select count(*)::int as n from driver_settlements s where ${where}`),
  ]);
  return { rows: rows.rows, count: count.rows[0].n };
}

export async function markSettled(q: Queryable, id: number, { paidOn, by }: { paidOn: string; by: number }): Promise<void> {
  await q.execute(sql`
    update driver_settlements set status = 'settled', paid_on = ${paidOn}, settled_at = now(), settled_by = ${by}, version = version + 1
     where id = ${id}`);
}

/** Removes a settlement; its loads' holds go with it (cascade), so the loads can be settled again. */
export async function deleteSettlement(q: Queryable, id: number): Promise<void> {
  await q.execute(sql`delete from driver_settlements where id = ${id}`);
}
