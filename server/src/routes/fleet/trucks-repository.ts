import { sql, type SQL } from 'drizzle-orm';
import { FLEET_MESSAGES, type Truck, type TruckExpiryFilter, type TruckPage, type TRUCK_ORDERINGS } from '@haulboard/shared/contracts';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { isUniqueViolation, retryOnDeadlock } from '../../db/errors';
import { containsPattern } from '../../db/search';
import { lockDriverAssignments, lockVin, type Executor } from './db-helpers';
import { expiryFilter, toTruckExpiry, truckExpirySql, type ExpiryColumns } from './expiry';

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

type TruckRow = Pick<Truck, 'id' | 'truck_number' | 'truck_model' | 'vin_number' | 'truck_notes' | 'drivers'> &
  ExpiryColumns & { total?: number; attention_total?: number };

// A-Z as people read it, whatever the case. lower(truck_number) is unique (trucks_number_unique), so it alone
// is a total order and that index serves the default sort.
const ORDER_BY: Record<TruckOrdering, SQL> = {
  truck_number: sql`lower(t.truck_number) asc`,
  '-truck_number': sql`lower(t.truck_number) desc`,
  truck_model: sql`lower(t.truck_model) asc, lower(t.truck_number) asc`,
  '-truck_model': sql`lower(t.truck_model) desc, lower(t.truck_number) desc`,
};

/** Every truck answer's columns, its dates judged as of `asOf` (expiry.ts); the query joins `expiry.join`. */
function truckAnswer(asOf: string) {
  const expiry = truckExpirySql('t', asOf);
  const columns = sql`t.id, t.truck_number, t.truck_model, t.vin_number, t.truck_notes, coalesce(d.drivers, '[]'::json) as drivers, ${expiry.columns}`;
  const toTruck = (row: TruckRow): Truck => ({
    id: row.id,
    truck_number: row.truck_number,
    truck_model: row.truck_model,
    vin_number: row.vin_number,
    registration_expiration_date: row.registration_expiration_date,
    next_service_date: row.next_service_date,
    insurance_expiration_date: row.insurance_expiration_date,
    truck_notes: row.truck_notes,
    driver_names: row.drivers.map((d) => d.name),
    drivers: row.drivers,
    expiry: toTruckExpiry(row, asOf),
  });
  return { columns, expiry, toTruck };
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
function searchFilter(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const pattern = containsPattern(search);
  return sql`(lower(t.truck_number) like ${pattern} or lower(t.truck_model) like ${pattern} or lower(t.vin_number) like ${pattern}
    or t.id in (select td.truck_id from truck_drivers td join users u on u.id = td.driver_id
                 where u.deleted_at is null and lower(u.first_name || ' ' || u.last_name) like ${pattern}))`;
}

export type TruckListOptions = {
  /** The day the dates are judged for: the company's today. */
  asOf: string;
  search?: string;
  ordering?: TruckOrdering;
  expiry?: TruckExpiryFilter;
  limit: number;
  offset?: number;
};

/** Every truck, by number: the spec's plain array (the trailer form's truck choices). */
export async function listAllTrucks(db: Executor, asOf: string): Promise<Truck[]> {
  const answer = truckAnswer(asOf);
  const { rows } = await db.execute<TruckRow>(
    sql`select ${answer.columns} from trucks t ${answer.expiry.join} ${DRIVERS_OF_ALL} order by ${ORDER_BY.truck_number}`,
  );
  return rows.map(answer.toTruck);
}

/**
 * A page of the trucks matching `search` and `expiry`, with their count and `attention_count` (those
 * matching `search` with a date expired or due, whatever `expiry`), in one statement.
 */
export async function listTrucks(db: Executor, opts: TruckListOptions): Promise<TruckPage> {
  const answer = truckAnswer(opts.asOf);
  const { expiry } = answer;
  const search = searchFilter(opts.search);
  const filter = expiryFilter(expiry, opts.expiry);
  const order = ORDER_BY[opts.ordering ?? 'truck_number'];
  const counts = sql`select count(*) filter (where ${filter}) as total, count(*) filter (where ${expiry.attention}) as attention_total
                       from trucks t ${expiry.join} where ${search}`;
  // Cut the page on ids first, so drivers and expiry are computed for the page's trucks only; both counts are one pass.
  const { rows } = await db.execute<TruckRow>(sql`
    with page as (select t.id from trucks t ${expiry.join} where ${search} and ${filter} order by ${order} limit ${opts.limit} offset ${opts.offset ?? 0}),
         counts as (${counts})
    select c.total, c.attention_total, ${answer.columns}
      from page p join trucks t on t.id = p.id cross join counts c ${expiry.join} ${DRIVERS_PER_TRUCK}
     order by ${order}`);
  if (rows.length > 0) return { count: rows[0].total ?? 0, attention_count: rows[0].attention_total ?? 0, results: rows.map(answer.toTruck) };
  // An empty page (past the end, or nothing passes the filter) still reports both counts.
  const counted = await db.execute<{ total: number; attention_total: number }>(counts);
  return { count: counted.rows[0].total, attention_count: counted.rows[0].attention_total, results: [] };
}

/** One truck, its dates judged as of `asOf`. */
export async function getTruck(db: Executor, id: number, asOf: string): Promise<Truck | null> {
  const answer = truckAnswer(asOf);
  const { rows } = await db.execute<TruckRow>(sql`select ${answer.columns} from trucks t ${answer.expiry.join} ${DRIVERS_PER_TRUCK} where t.id = ${id}`);
  return rows[0] ? answer.toTruck(rows[0]) : null;
}

/** 409 when another truck has this number or VIN (both compared without regard to case). */
async function assertTruckUnique(tx: Executor, fields: TruckFields, exceptId: number) {
  await lockVin(tx, fields.vin_number);
  const { rows } = await tx.execute<{ number_taken: boolean; vin_taken: boolean }>(sql`
    select exists(select 1 from trucks where lower(truck_number) = lower(${fields.truck_number}) and id <> ${exceptId}) as number_taken,
           exists(select 1 from trucks where lower(vin_number) = lower(${fields.vin_number}) and id <> ${exceptId}) as vin_taken`);
  if (rows[0].number_taken) throw conflict(FLEET_MESSAGES.duplicateTruckNumber);
  if (rows[0].vin_taken) throw conflict(FLEET_MESSAGES.duplicateVin);
}

/** A concurrent writer may still win the number between our check and our write: the unique index tells. */
function mapTruckWriteError(err: unknown): never {
  if (isUniqueViolation(err, 'trucks_number_unique')) throw conflict(FLEET_MESSAGES.duplicateTruckNumber);
  throw err;
}

export async function createTruck(db: Executor, fields: TruckFields, asOf: string): Promise<Truck> {
  return db
    .transaction(async (tx) => {
      await assertTruckUnique(tx, fields, 0);
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into trucks (truck_number, truck_model, vin_number, registration_expiration_date, next_service_date,
                            insurance_expiration_date, truck_notes)
        values (${fields.truck_number}, ${fields.truck_model}, ${fields.vin_number}, ${fields.registration_expiration_date},
                ${fields.next_service_date}, ${fields.insurance_expiration_date}, ${fields.truck_notes})
        returning id`);
      return (await getTruck(tx, rows[0].id, asOf)) as Truck;
    })
    .catch(mapTruckWriteError);
}

export async function updateTruck(db: Executor, id: number, fields: TruckFields, asOf: string): Promise<Truck> {
  return db
    .transaction(async (tx) => {
      const found = await tx.execute(sql`select id from trucks where id = ${id} for update`);
      if (found.rows.length === 0) throw notFound(FLEET_MESSAGES.truckNotFound);
      await assertTruckUnique(tx, fields, id);
      await tx.execute(sql`
        update trucks
           set truck_number = ${fields.truck_number}, truck_model = ${fields.truck_model}, vin_number = ${fields.vin_number},
               registration_expiration_date = ${fields.registration_expiration_date}, next_service_date = ${fields.next_service_date},
               insurance_expiration_date = ${fields.insurance_expiration_date}, truck_notes = ${fields.truck_notes}
         where id = ${id}`);
      return (await getTruck(tx, id, asOf)) as Truck;
    })
    .catch(mapTruckWriteError);
}

/** Its trailers become unassigned and its driver links go, by the foreign keys' own rules. */
export async function deleteTruck(db: Executor, id: number): Promise<void> {
  await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      await lockDriverAssignments(tx);
      const { rows } = await tx.execute(sql`delete from trucks where id = ${id} returning id`);
      if (rows.length === 0) throw notFound(FLEET_MESSAGES.truckNotFound);
    }),
  );
}

/**
 * Puts drivers on a truck: `replace` makes them its only drivers, otherwise they join the ones it has.
 * A driver drives one truck at a time, so each one leaves any other truck (the unique index on driver_id).
 */
export async function assignDrivers(db: Executor, truckId: number, driverIds: number[], replace: boolean, asOf: string): Promise<Truck> {
  const ids = [...new Set(driverIds)].sort((a, b) => a - b);
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      await lockDriverAssignments(tx);
      const truck = await tx.execute(sql`select id from trucks where id = ${truckId} for update`);
      if (truck.rows.length === 0) throw notFound(FLEET_MESSAGES.truckNotFound);
      // KEY SHARE keeps the drivers from being removed until we commit without blocking edits of their profiles.
      const found = await tx.execute<{ id: number }>(sql`
        select id from users where id = any(${sql.param(ids)}::int[]) and user_type = 'driver' and deleted_at is null
        for key share`);
      const known = new Set(found.rows.map((r) => r.id));
      const unknown = ids.find((id) => !known.has(id));
      if (unknown !== undefined) throw badRequest(`No driver with id ${unknown}.`);
      if (replace) {
        await tx.execute(sql`delete from truck_drivers where truck_id = ${truckId} and driver_id <> all(${sql.param(ids)}::int[])`);
      }
      await tx.execute(sql`
        insert into truck_drivers (truck_id, driver_id)
        select ${truckId}, d from unnest(${sql.param(ids)}::int[]) as d
        on conflict (driver_id) do update set truck_id = excluded.truck_id, created_at = now()
         where truck_drivers.truck_id <> excluded.truck_id`);
      return (await getTruck(tx, truckId, asOf)) as Truck;
    }),
  );
}
