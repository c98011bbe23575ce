import { sql, type SQL } from 'drizzle-orm';
import { normalizeLogin } from '@haulboard/shared/contracts';
import { userMatches } from '../../db/search';
import type { Queryable } from '../../db/client';
import { endSessions } from '../../lib/tokens';
import { truckExpirySql, type ExpiryColumns } from '../../domain/truck-expiry';

type Nullable<T> = { [K in keyof T]: T[K] | null };

export type PeopleOrdering = 'name' | '-name' | 'email' | '-email' | 'id' | '-id';
/** `email`: one person by login, exact and case-insensitive (served by users_login_unique). */
/** `total`: the count of matching people, when known; a page in the back half is then read from the end. */
/** `active`: deactivated people left out (the pickers). `id`: one person (an update's answer). */
/** `population`: about how many users there are (the planner's estimate), to judge how selective a search is. */
export type ListOptions = {
  search?: string;
  email?: string;
  id?: number;
  active?: boolean;
  ordering?: PeopleOrdering;
  limit?: number;
  offset?: number;
  total?: number;
  population?: number;
};

/** The count of the people matching, and the planner's estimate of all users (-1 before the table is first analysed). */
export type PeopleCount = { count: number; population: number };

/**
 * Whether a search reads its matches first (the trigram index) and sorts them, rather than walking
 * the order's index until the page is filled. The walk reads about (offset + limit) x population /
 * matches rows, the other the matches: "james" among 10,000 drivers (250 matches, 20 a page) cost
 * PostgreSQL 3.1 ms walking and 1.0 reading first; "a" (9,000 matches) 0.5 walking and 12 reading
 * first. Either way the page is the same.
 */
export function readsMatchesFirst(o: Pick<ListOptions, 'search' | 'total' | 'population' | 'offset' | 'limit'>): boolean {
  if (!o.search || o.total === undefined || o.limit === undefined || !o.population || o.population <= 0) return false;
  return o.total * o.total < ((o.offset ?? 0) + o.limit) * o.population;
}

/** With the truck's expiry columns (fleet/expiry.ts), null without a truck. */
export type DriverRow = Nullable<ExpiryColumns> & {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  total_loads: number;
  completed_loads: number;
  truck_number: string | null;
  driver_license: string | null;
  vehicle_registration: string | null;
  vehicle: string | null;
  location_branch: string | null;
  address: string | null;
  deactivated_at: string | null;
  version: number;
};

export type DispatcherRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  location_branch: string | null;
  username: string | null;
  address: string | null;
  id_card: string | null;
  work_certification: string | null;
  training_certification: string | null;
  deactivated_at: string | null;
  version: number;
};

/** When the person was deactivated, as the API answers timestamps (ISO 8601 in UTC); null while active. */
const isoDeactivatedAt = (alias: string) => sql.raw(`to_char(${alias}deactivated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const DEACTIVATED_AT = sql`${isoDeactivatedAt('u.')} as deactivated_at`;

export const DOCUMENT_COLUMNS = {
  id_card: 'id_card',
  work_certification: 'work_certification',
  training_certification: 'training_certification',
  driver_license: 'driver_license',
  vehicle_registration: 'vehicle_registration',
  vehicle: 'vehicle',
} as const;
export type DocumentColumn = keyof typeof DOCUMENT_COLUMNS;

/**
 * The filter of both lists. The search expression is exactly the one of `users_search_trgm_idx`,
 * so the planner can use that index.
 */
function peopleWhere(userType: 'driver' | 'dispatcher', o: Pick<ListOptions, 'search' | 'email' | 'id' | 'active'>): SQL {
  const parts = [sql`u.user_type = ${userType} and u.deleted_at is null`];
  if (o.id !== undefined) parts.push(sql`u.id = ${o.id}`);
  if (o.active) parts.push(sql`u.deactivated_at is null`);
  // As given, or as the API keeps logins (a phone number without separators): a link names either.
  if (o.email !== undefined) parts.push(sql`lower(u.email) in (lower(${o.email}), lower(${normalizeLogin(o.email)}))`);
  if (o.search) parts.push(userMatches(o.search));
  return sql.join(parts, sql` and `);
}

// Case-insensitive A-Z (the database collates bytewise); id breaks ties so pages never overlap.
// Each order is an index (users_people_name_idx, users_people_email_idx), read forwards or backwards.
const ORDER_BY: Record<PeopleOrdering, SQL> = {
  name: sql`lower(u.first_name) asc, lower(u.last_name) asc, u.id asc`,
  '-name': sql`lower(u.first_name) desc, lower(u.last_name) desc, u.id desc`,
  email: sql`lower(u.email) asc, u.id asc`,
  '-email': sql`lower(u.email) desc, u.id desc`,
  id: sql`u.id asc`,
  '-id': sql`u.id desc`,
};

/** The same order read from the other end: every order is total (id breaks ties), so it is its exact mirror. */
const REVERSED: Record<PeopleOrdering, PeopleOrdering> = { name: '-name', '-name': 'name', email: '-email', '-email': 'email', id: '-id', '-id': 'id' };

/**
 * `columns` of the people matching `where`, in `o`'s order and page. OFFSET reads and drops every
 * row before the page, so a page in the back half of the list (`o.total`, the count, given) is read
 * from the other end of the same index and put back in order: the last page of 1,000 drivers reads
 * 7 rows, not 1,000. The columns must include those the order names.
 */
function pagedPeople(columns: SQL, where: SQL, o: ListOptions): SQL {
  const ordering = o.ordering ?? 'name';
  const select = sql`select ${columns} from users u where ${where}`;
  if (o.limit === undefined) return sql`${select} order by ${ORDER_BY[ordering]}`;
  const offset = o.offset ?? 0;
  // A selective search: its few matches from the trigram index (materialized: no order or limit
  // inside for the planner to walk an index by), then sorted. The columns include the order's.
  if (readsMatchesFirst(o)) return sql`select * from (${select} offset 0) u order by ${ORDER_BY[ordering]} limit ${o.limit} offset ${offset}`;
  const forward = sql`${select} order by ${ORDER_BY[ordering]} limit ${o.limit} offset ${offset}`;
  // Rows after the page; the end is nearer than the start when they are fewer than the rows before it.
  const after = o.total === undefined ? Infinity : o.total - offset - o.limit;
  if (after >= offset || offset >= (o.total ?? 0)) return forward;
  const rows = Math.min(o.limit, (o.total ?? 0) - offset);
  const fromEnd = Math.max(after, 0);
  return sql`select * from (${select} order by ${ORDER_BY[REVERSED[ordering]]} limit ${rows} offset ${fromEnd}) u order by ${ORDER_BY[ordering]}`;
}

export async function countPeople(db: Queryable, userType: 'driver' | 'dispatcher', o: Pick<ListOptions, 'search' | 'email' | 'active'>): Promise<PeopleCount> {
  const { rows } = await db.execute<PeopleCount>(sql`
    select count(*)::int as count, (select reltuples from pg_class where oid = 'users'::regclass)::int as population
      from users u where ${peopleWhere(userType, o)}`);
  return rows[0];
}

/**
 * Drivers with their load counts (kept by triggers in driver_load_counts) and truck, in one
 * statement: the page is an index range of users_people_name_idx or users_people_email_idx, and
 * its few rows look up their counts and truck by key (a join here hashed both whole tables). The
 * truck's dates are judged as of `o.asOf` for the page's drivers only.
 */
export async function getDrivers(db: Queryable, o: ListOptions & { asOf: string }): Promise<DriverRow[]> {
  const order = ORDER_BY[o.ordering ?? 'name'];
  const expiry = truckExpirySql('t', o.asOf);
  const { rows } = await db.execute<DriverRow>(sql`
    with page as (
      ${pagedPeople(
        sql`u.id, u.first_name, u.last_name, u.email, u.phone_number, u.driver_license, u.vehicle_registration, u.vehicle,
                           u.location_branch, u.address, ${DEACTIVATED_AT}, u.version`,
        peopleWhere('driver', o),
        o,
      )}
    )
    select u.*, coalesce(c.total, 0)::int as total_loads, coalesce(c.completed, 0)::int as completed_loads,
           t.* -- the truck's number and expiry columns (all null without a truck)
      from page u
      -- At most one row each (a key; truck_drivers_driver_unique): the limit keeps the planner from
      -- flattening the lookups into hash joins over both whole tables.
      left join lateral (select c.total, c.completed from driver_load_counts c where c.driver_id = u.id limit 1) c on true
      left join lateral (
        select t.truck_number, ${expiry.columns}
          from truck_drivers td join trucks t on t.id = td.truck_id ${expiry.join} where td.driver_id = u.id limit 1
      ) t on true
     order by ${order}`);
  return rows;
}

export async function getDispatchers(db: Queryable, o: ListOptions): Promise<DispatcherRow[]> {
  const columns = sql`u.id, u.first_name, u.last_name, u.email, u.phone_number, u.location_branch, u.username, u.address,
                       u.id_card, u.work_certification, u.training_certification, ${DEACTIVATED_AT}, u.version`;
  const { rows } = await db.execute<DispatcherRow>(pagedPeople(columns, peopleWhere('dispatcher', o), o));
  return rows;
}

export async function loginTaken(db: Queryable, login: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from users where lower(email) = lower(${login}) and deleted_at is null limit 1`);
  return rows.length > 0;
}

export type NewPerson = {
  userType: 'driver' | 'dispatcher';
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
};

/** Inserts a dispatcher or driver; null when the login is taken (users_login_unique decides, race-free). */
export async function insertPerson(db: Queryable, p: NewPerson): Promise<{ id: number } | null> {
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into users (user_type, email, password_hash, first_name, last_name, phone_number)
    values (${p.userType}, ${p.email}, ${p.passwordHash}, ${p.firstName}, ${p.lastName}, ${p.phoneNumber})
    on conflict (lower(email)) where deleted_at is null do nothing
    returning id`);
  return rows[0] ?? null;
}

/** A live person as the audit trail records them. */
export type PersonRow = { user_type: string; first_name: string; last_name: string; email: string; phone_number: string | null };

/**
 * A live user, locked for the caller's transaction; null when there is none. The row lock also
 * holds back concurrent assignments to this user (their FK check waits for it).
 */
export async function lockLiveUser(tx: Queryable, id: number): Promise<PersonRow | null> {
  const { rows } = await tx.execute<PersonRow>(
    sql`select user_type, first_name, last_name, email, phone_number from users where id = ${id} and deleted_at is null for update`,
  );
  return rows[0] ?? null;
}

/** What a driver's deletion released: the loads they still had on the road, and the truck they drove with its drivers before. */
export type DriverRelease = {
  loads: Array<{ id: number; loadname: string; status: string }>;
  truck: { id: number; truck_number: string; drivers: Array<{ id: number; name: string }> } | null;
};

/**
 * Soft-deletes a driver (run it in the transaction that locked them): their loads still on the
 * road go back to the pool, delivered ones keep the assignment as history; the truck seat is freed
 * and every session ends. Answers what was released, for the audit trail.
 */
export async function softDeleteDriver(tx: Queryable, id: number): Promise<DriverRelease> {
  const truck = await tx.execute<{ id: number; truck_number: string; drivers: Array<{ id: number; name: string }> }>(sql`
    select t.id, t.truck_number,
           (select json_agg(json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) order by lower(u.first_name), lower(u.last_name), u.id)
              from truck_drivers o join users u on u.id = o.driver_id where o.truck_id = t.id and u.deleted_at is null) as drivers
      from truck_drivers td join trucks t on t.id = td.truck_id
     where td.driver_id = ${id}`);
  const loads = await tx.execute<{ id: number; loadname: string; status: string }>(sql`
    with released as (
      delete from assignments a using loads l
       where a.load_id = l.id and a.driver_id = ${id} and l.status <> 'delivered'
      returning a.load_id, l.loadname, l.status
    ), unassigned as (
      update loads set status = 'unassigned' where id in (select load_id from released) and status <> 'delivered'
    )
    select load_id as id, loadname, status from released order by load_id`);
  await tx.execute(sql`delete from truck_drivers where driver_id = ${id}`);
  await endSessions(tx, id);
  await tx.execute(sql`update users set deleted_at = now() where id = ${id}`);
  return { loads: loads.rows, truck: truck.rows[0] ?? null };
}

/** A live user of this type, or false. */
export async function personExists(db: Queryable, id: number, userType: 'driver' | 'dispatcher'): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from users where id = ${id} and user_type = ${userType} and deleted_at is null`);
  return rows.length > 0;
}

/**
 * Files a document in its slot; answers the key it replaced (null: the slot was empty) with that
 * file's name and the person's name (for the audit trail), or false when the person does not exist.
 */
export async function setDocument(
  db: Queryable,
  id: number,
  userType: 'driver' | 'dispatcher',
  column: DocumentColumn,
  key: string,
): Promise<{ previous: string | null; previousName: string | null; name: string } | false> {
  const col = sql.identifier(DOCUMENT_COLUMNS[column]);
  const { rows } = await db.execute<{ previous: string | null; previous_name: string | null; name: string }>(sql`
    with old as (
      select id, ${col} as previous from users
       where id = ${id} and user_type = ${userType} and deleted_at is null
         for update
    )
    update users u set ${col} = ${key} from old where u.id = old.id
    returning old.previous, (select m.original_name from media_files m where m.key = old.previous) as previous_name,
              trim(u.first_name || ' ' || u.last_name) as name`);
  const row = rows[0];
  return row ? { previous: row.previous, previousName: row.previous_name, name: row.name } : false;
}

/** What the people writes check and change, of a live dispatcher or driver, locked for the caller's transaction. */
export type LockedPerson = {
  user_type: string;
  email: string;
  phone_number: string | null;
  first_name: string;
  last_name: string;
  location_branch: string | null;
  address: string | null;
  deactivated_at: string | null;
  version: number;
};

/** A live user locked for the caller's transaction (any type: the caller refuses administrators); null when there is none. */
export async function lockPerson(tx: Queryable, id: number): Promise<LockedPerson | null> {
  const { rows } = await tx.execute<LockedPerson>(sql`
    select user_type, email, phone_number, first_name, last_name, location_branch, address, deactivated_at, version
      from users where id = ${id} and deleted_at is null for update`);
  return rows[0] ?? null;
}

/** Whether another live user signs in with, or is reached at, this phone number (both kept without separators). */
export async function phoneTaken(db: Queryable, exceptId: number, phone: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from users
     where id <> ${exceptId} and deleted_at is null and (lower(email) = lower(${phone}) or phone_number = ${phone})
     limit 1`);
  return rows.length > 0;
}

export type PersonDetails = {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string | null;
  locationBranch?: string | null;
  address?: string | null;
  /** A new login (a driver who signs in with their phone number). */
  email?: string;
};

const DETAIL_COLUMNS: Record<keyof PersonDetails, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  phoneNumber: 'phone_number',
  locationBranch: 'location_branch',
  address: 'address',
  email: 'email',
};

/** Writes the details given (undefined: left alone); false when a new login is taken (users_login_unique decides, race-free). */
export async function updatePersonDetails(tx: Queryable, id: number, details: PersonDetails): Promise<boolean> {
  const sets = (Object.keys(DETAIL_COLUMNS) as (keyof PersonDetails)[])
    .filter((k) => details[k] !== undefined)
    .map((k) => sql`${sql.identifier(DETAIL_COLUMNS[k])} = ${details[k]}`);
  if (sets.length === 0) return true;
  const { rows } = await tx.execute(sql`
    update users set ${sql.join(sets, sql`, `)}
     where id = ${id}
       and not exists (select 1 from users o where o.id <> ${id} and o.deleted_at is null and lower(o.email) = lower(${details.email ?? null}))
    returning id`);
  return rows.length > 0;
}

/** Deactivates (`on`) or reactivates a person; a deactivation ends every session of theirs in the same transaction. */
export async function setDeactivated(tx: Queryable, id: number, on: boolean): Promise<string | null> {
  const { rows } = await tx.execute<{ deactivated_at: string | null }>(sql`
    update users set deactivated_at = ${on ? sql`coalesce(deactivated_at, now())` : sql`null`}
     where id = ${id} returning ${isoDeactivatedAt('')} as deactivated_at`);
  if (on) await endSessions(tx, id);
  return rows[0].deactivated_at;
}

/** A new password for a user, and every session of theirs ended (run it in one transaction). */
export async function replacePassword(tx: Queryable, id: number, passwordHash: string): Promise<void> {
  await tx.execute(sql`update users set password_hash = ${passwordHash} where id = ${id}`);
  await endSessions(tx, id);
}
