import { sql, type SQL } from 'drizzle-orm';
import type { Truck, TruckChoiceRow, TruckExpiryFilter, TRUCK_ORDERINGS } from '@haulboard/shared/contracts';
import type { Queryable, Tx } from '../../db/client';
import { containsPattern } from '../../db/search';
import { expiryFilter, truckExpirySql, type ExpiryColumns } from '../../domain/truck-expiry';

export type TruckOrdering = (typeof TRUCK_ORDERINGS)[number];
/** The validated create/update body. */
export type TruckFields = {
  truck_number: string;
  truck_model: string;
  vin_number: string;
  registration_expiration_date: string | null;
  next_service_date: string | null;
  insurance_expiration_date: string | null;
  truck_notes: string | null;
};

/** A truck with its current drivers and its dates' expiry columns (answers.ts turns it into the contract's Truck). */
export type TruckRow = Pick<Truck, 'id' | 'truck_number' | 'truck_model' | 'vin_number' | 'truck_notes' | 'drivers' | 'version'> & ExpiryColumns;

// Advisory-lock classes (first key of the two-int form), so fleet locks never collide with other areas'.
const LOCK_DRIVER_ASSIGNMENTS = 0x464c0001;
const LOCK_TRUCK_VIN = 0x464c0002;

/**
 * Serialises every change of truck_drivers made here (assign-truck, delete-truck). Moving drivers touches
 * rows of several trucks in an order no caller controls; one lock rules out deadlocks, and these are rare
 * admin actions. Held until the caller's transaction ends.
 */
export async function lockDriverAssignments(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_DRIVER_ASSIGNMENTS}::int, 0)`);
}

/** No unique index guards VINs, so two writers of the same VIN take turns until commit. */
export async function lockVin(tx: Tx, vin: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_TRUCK_VIN}::int, hashtext(lower(${vin})))`);
}

// A-Z as people read it, whatever the case. lower(truck_number) is unique (trucks_number_unique), so it alone
// is a total order and that index serves the default sort.
const ORDER_BY: Record<TruckOrdering, SQL> = {
  truck_number: sql`lower(t.truck_number) asc`,
  '-truck_number': sql`lower(t.truck_number) desc`,
  truck_model: sql`lower(t.truck_model) asc, lower(t.truck_number) asc`,
  '-truck_model': sql`lower(t.truck_model) desc, lower(t.truck_number) desc`,
};

/** Every TruckRow's columns, its dates judged as of `asOf` (expiry.ts); the query joins `expiry.join`. */
function truckColumns(asOf: string) {
  const expiry = truckExpirySql('t', asOf);
  const columns = sql`t.id, t.truck_number, t.truck_model, t.vin_number, t.truck_notes, t.version, coalesce(d.drivers, '[]'::json) as drivers, ${expiry.columns}`;
  return { columns, expiry };
}

const DRIVER_JSON = sql`json_agg(json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name))
                         order by lower(u.first_name), lower(u.last_name), u.id)`;
// The current drivers of each truck in `t`, one aggregate per truck (never a query per row); deleted drivers drop out.
// Per truck (lateral) for a page or one truck; grouped in one pass for the whole fleet.
const DRIVERS_PER_TRUCK = sql`left join lateral (
  select ${DRIVER_JSON} as drivers
    from truck_drivers td join users u on u.id = td.driver_id
   where td.truck_id = t.id and u.deleted_at is null
) d on true`;
const DRIVERS_OF_ALL = sql`left join (
  select td.truck_id, ${DRIVER_JSON} as drivers
    from truck_drivers td join users u on u.id = td.driver_id
   where u.deleted_at is null
   group by td.truck_id
) d on d.truck_id = t.id`;

// The driver-name test runs once for the whole search (an uncorrelated IN), not once per truck.
function searchFilter(search: string): SQL {
  const pattern = containsPattern(search);
  return sql`(lower(t.truck_number) like ${pattern} or lower(t.truck_model) like ${pattern} or lower(t.vin_number) like ${pattern}
    or t.id in (select td.truck_id from truck_drivers td join users u on u.id = td.driver_id
                 where u.deleted_at is null and lower(u.first_name || ' ' || u.last_name) like ${pattern}))`;
}

export type TruckPageOptions = {
  /** The day the dates are judged for: the company's today. */
  asOf: string;
  search?: string;
  ordering?: TruckOrdering;
  expiry?: TruckExpiryFilter;
  limit: number;
  offset: number;
};

/** A page's rows, how many trucks pass the filters, and how many matching the search need attention. */
export type TruckPageRows = { count: number; attentionCount: number; rows: TruckRow[] };

/** Every truck, by number: the spec's plain array (the trailer form's truck choices). */
export async function readAllTrucks(db: Queryable, asOf: string): Promise<TruckRow[]> {
  const { columns, expiry } = truckColumns(asOf);
  const { rows } = await db.execute<TruckRow>(sql`select ${columns} from trucks t ${expiry.join} ${DRIVERS_OF_ALL} order by ${ORDER_BY.truck_number}`);
  return rows;
}

/** Every truck as a choice (id, number, model), by number: the trailer form's list, without drivers or dates. */
export async function readTruckChoices(db: Queryable): Promise<TruckChoiceRow[]> {
  const { rows } = await db.execute<TruckChoiceRow>(sql`select t.id, t.truck_number, t.truck_model from trucks t order by ${ORDER_BY.truck_number}`);
  return rows;
}

/**
 * A page of the trucks matching `search` and `expiry`, with their count and the attention count (those
 * matching `search` with a date expired or due, whatever `expiry`), in one statement.
 */
export async function readTruckPage(db: Queryable, opts: TruckPageOptions): Promise<TruckPageRows> {
  const { columns, expiry } = truckColumns(opts.asOf);
  const filter = expiryFilter(expiry, opts.expiry);
  const order = ORDER_BY[opts.ordering ?? 'truck_number'];
  // A search's trucks are found once, for the page and both counts: each used to test every truck and
  // search the drivers' names again (median 4.5 against 3.5 ms for "james" at 1,000 trucks and 10,000 drivers).
  const matches = opts.search ? sql`matches as materialized (select t.id from trucks t where ${searchFilter(opts.search)})` : undefined;
  const from = matches ? sql`matches m join trucks t on t.id = m.id` : sql`trucks t`;
  const counts = sql`select count(*) filter (where ${filter}) as total, count(*) filter (where ${expiry.attention}) as attention_total
                       from ${from} ${expiry.join}`;
  // Cut the page on ids first, so drivers and expiry are computed for the page's trucks only; both counts are one pass.
  const { rows } = await db.execute<TruckRow & { total: number; attention_total: number }>(sql`
    with ${matches ? sql`${matches},` : sql``}
         page as (select t.id from ${from} ${expiry.join} where ${filter} order by ${order} limit ${opts.limit} offset ${opts.offset}),
         counts as (${counts})
    select c.total, c.attention_total, ${columns}
      from page p join trucks t on t.id = p.id cross join counts c ${expiry.join} ${DRIVERS_PER_TRUCK}
     order by ${order}`);
  if (rows.length > 0) return { count: rows[0].total, attentionCount: rows[0].attention_total, rows };
  // An empty page (past the end, or nothing passes the filter) still reports both counts.
  const counted = await db.execute<{ total: number; attention_total: number }>(matches ? sql`with ${matches} ${counts}` : counts);
  return { count: counted.rows[0].total, attentionCount: counted.rows[0].attention_total, rows: [] };
}

/** One truck, its dates judged as of `asOf`; null when there is none. */
export async function readTruck(db: Queryable, id: number, asOf: string): Promise<TruckRow | null> {
  const { columns, expiry } = truckColumns(asOf);
  const { rows } = await db.execute<TruckRow>(sql`select ${columns} from trucks t ${expiry.join} ${DRIVERS_PER_TRUCK} where t.id = ${id}`);
  return rows[0] ?? null;
}

/** Locks the truck's row until the caller's transaction ends; false when there is no such truck. */
export async function lockTruck(tx: Tx, id: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`select id from trucks where id = ${id} for update`);
  return rows.length > 0;
}

/** Whether a truck other than `exceptId` has this number or this VIN (both compared without regard to case). */
export async function readTakenTruckKeys(db: Queryable, fields: TruckFields, exceptId: number): Promise<{ numberTaken: boolean; vinTaken: boolean }> {
  const { rows } = await db.execute<{ number_taken: boolean; vin_taken: boolean }>(sql`
    select exists(select 1 from trucks where lower(truck_number) = lower(${fields.truck_number}) and id <> ${exceptId}) as number_taken,
           exists(select 1 from trucks where lower(vin_number) = lower(${fields.vin_number}) and id <> ${exceptId}) as vin_taken`);
  return { numberTaken: rows[0].number_taken, vinTaken: rows[0].vin_taken };
}

/** The new truck's id. */
export async function insertTruck(db: Queryable, fields: TruckFields): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into trucks (truck_number, truck_model, vin_number, registration_expiration_date, next_service_date,
                        insurance_expiration_date, truck_notes)
    values (${fields.truck_number}, ${fields.truck_model}, ${fields.vin_number}, ${fields.registration_expiration_date},
            ${fields.next_service_date}, ${fields.insurance_expiration_date}, ${fields.truck_notes})
    returning id`);
  return rows[0].id;
}

export async function writeTruck(db: Queryable, id: number, fields: TruckFields): Promise<void> {
  await db.execute(sql`
    update trucks
       set truck_number = ${fields.truck_number}, truck_model = ${fields.truck_model}, vin_number = ${fields.vin_number},
           registration_expiration_date = ${fields.registration_expiration_date}, next_service_date = ${fields.next_service_date},
           insurance_expiration_date = ${fields.insurance_expiration_date}, truck_notes = ${fields.truck_notes}
     where id = ${id}`);
}

/** Its trailers become unassigned and its driver links go, by the foreign keys' own rules; false when there was none. */
export async function removeTruck(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.execute(sql`delete from trucks where id = ${id} returning id`);
  return rows.length > 0;
}

/**
 * The ids among `ids` that are current drivers (not deleted). KEY SHARE keeps them from being removed until
 * the caller's transaction ends without blocking edits of their profiles.
 */
export async function lockCurrentDrivers(tx: Tx, ids: number[]): Promise<Set<number>> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    select id from users where id = any(${sql.param(ids)}::int[]) and user_type = 'driver' and deleted_at is null
    for key share`);
  return new Set(rows.map((r) => r.id));
}

/** Takes every driver but `keepIds` off the truck. */
export async function unlinkOtherDrivers(db: Queryable, truckId: number, keepIds: number[]): Promise<void> {
  await db.execute(sql`delete from truck_drivers where truck_id = ${truckId} and driver_id <> all(${sql.param(keepIds)}::int[])`);
}

/** Puts the drivers on the truck; one already on another truck leaves it (the unique index on driver_id). */
export async function linkDrivers(db: Queryable, truckId: number, driverIds: number[]): Promise<void> {
  await db.execute(sql`
    insert into truck_drivers (truck_id, driver_id)
    select ${truckId}, d from unnest(${sql.param(driverIds)}::int[]) as d
    on conflict (driver_id) do update set truck_id = excluded.truck_id, created_at = now()
     where truck_drivers.truck_id <> excluded.truck_id`);
}

/** The trucks of `truckIds` with their current drivers (in name order), for the audit trail's before and after. */
export async function readTruckDrivers(
  db: Queryable,
  truckIds: number[],
): Promise<Map<number, { id: number; truck_number: string; drivers: Truck['drivers'] }>> {
  const { rows } = await db.execute<{ id: number; truck_number: string; drivers: Truck['drivers'] }>(sql`
    select t.id, t.truck_number, coalesce(d.drivers, '[]'::json) as drivers
      from trucks t ${DRIVERS_PER_TRUCK}
     where t.id = any(${sql.param(truckIds)}::int[])
     order by t.id`);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The trucks other than `exceptId` that any of `driverIds` drives now (assigning them elsewhere takes them off these). */
export async function findTrucksOfDrivers(db: Queryable, driverIds: number[], exceptId: number): Promise<number[]> {
  const { rows } = await db.execute<{ truck_id: number }>(sql`
    select distinct truck_id from truck_drivers where driver_id = any(${sql.param(driverIds)}::int[]) and truck_id <> ${exceptId} order by truck_id`);
  return rows.map((r) => r.truck_id);
}
