import { eq, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZES, type ListLoadsQuery, type LoadDocumentKind, type LoadStatus, type Payment } from '@haulboard/shared/contracts';
import type { Queryable } from '../../db/client';
import type { PageWindow } from '../../lib/paging';
import { assignments, loadDocuments, loads } from '../../db/schema';
import { companyToday } from '../../domain/company-day';
import { LOAD_JOINS, loadSearchCondition } from '../../domain/load-rows';

export const LOADS_PAGE_SIZE = PAGE_SIZES.loads;

/** One load row with its assignment, driver and the driver's truck, as the page query returns it. */
export type LoadRow = {
  id: number;
  loadname: string;
  load_number: string | null;
  pickup_location: string;
  delivery_location: string;
  pickup_date: string;
  pickup_time: string;
  delivery_date: string;
  delivery_time: string;
  weight_lbs: number;
  broker: string | null;
  broker_id: number | null;
  price: number | null;
  driver_fee: number | null;
  fuel_price: number | null;
  toll_price: number | null;
  insurance_fee: number | null;
  parking_fee: number | null;
  payment: Payment;
  status: LoadStatus;
  document: string | null;
  delivered_at: string | null;
  created_at: string;
  version: number;
  assignment_id: number | null;
  driver_id: number | null;
  driver_first_name: string | null;
  driver_last_name: string | null;
  driver_email: string | null;
  truck_number: string | null;
};

// Timestamps leave the database as ISO strings: drizzle hands raw text to raw queries, not Dates.
const ISO_UTC = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

// Columns of the page query; `l` is the (already limited) loads rows.
const LOAD_COLUMNS = sql`
  l.id, l.loadname, l.load_number, l.pickup_location, l.delivery_location,
  l.pickup_date, to_char(l.pickup_time, 'HH24:MI') as pickup_time,
  l.delivery_date, to_char(l.delivery_time, 'HH24:MI') as delivery_time,
  l.weight_lbs, l.broker, l.broker_id, l.price, l.driver_fee, l.fuel_price, l.toll_price, l.insurance_fee, l.parking_fee,
  l.payment, l.status,
  (select d.file_key from load_documents d where d.load_id = l.id order by d.id limit 1) as document,
  to_char(l.delivered_at at time zone 'UTC', ${ISO_UTC}) as delivered_at,
  to_char(l.created_at at time zone 'UTC', ${ISO_UTC}) as created_at, l.version,
  a.id as assignment_id, a.driver_id,
  u.first_name as driver_first_name, u.last_name as driver_last_name, u.email as driver_email,
  t.truck_number`;

export type LoadFilters = Pick<ListLoadsQuery, 'search' | 'status' | 'payment' | 'date' | 'pickup_from' | 'pickup_to'>;

function whereOf(filters: LoadFilters, timezone: string): SQL {
  const conditions: SQL[] = [];
  const search = loadSearchCondition(filters.search);
  if (search) conditions.push(search);
  if (filters.status) conditions.push(sql`l.status = ${filters.status}`);
  if (filters.payment) conditions.push(sql`l.payment = ${filters.payment}`);
  if (filters.pickup_from) conditions.push(sql`l.pickup_date >= ${filters.pickup_from}::date`);
  if (filters.pickup_to) conditions.push(sql`l.pickup_date <= ${filters.pickup_to}::date`);
  if (filters.date) {
    // "Today" is the company's day, not the database server's.
    const today = companyToday(timezone);
    const byDate = {
      today: sql`l.pickup_date = ${today}`,
      tomorrow: sql`l.pickup_date = ${today} + 1`,
      this_week: sql`l.pickup_date between ${today} and ${today} + 7`,
      upcoming: sql`l.pickup_date > ${today} + 7`,
      past: sql`l.pickup_date < ${today}`,
    } as const;
    conditions.push(byDate[filters.date]);
  }
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

// Whitelisted sort keys -> SQL; id breaks ties so pages never overlap. A day's loads go in
// pickup-time order (the analytics table lists a day as it runs); descending is the exact reverse.
const ORDERINGS = {
  id: sql`l.id asc`,
  '-id': sql`l.id desc`,
  pickup_date: sql`l.pickup_date asc, l.pickup_time asc, l.id asc`,
  '-pickup_date': sql`l.pickup_date desc, l.pickup_time desc, l.id desc`,
  loadname: sql`l.loadname asc, l.id asc`,
  '-loadname': sql`l.loadname desc, l.id desc`,
  price: sql`l.price asc nulls last, l.id asc`,
  '-price': sql`l.price desc nulls last, l.id desc`,
  created_at: sql`l.created_at asc, l.id asc`,
  '-created_at': sql`l.created_at desc, l.id desc`,
} as const satisfies Record<NonNullable<ListLoadsQuery['ordering']>, SQL>;

/** Each ordering read backwards, exactly (nulls included): a back-half page is read from the list's other end. */
const MIRRORED = {
  id: sql`l.id desc`,
  '-id': sql`l.id asc`,
  pickup_date: sql`l.pickup_date desc, l.pickup_time desc, l.id desc`,
  '-pickup_date': sql`l.pickup_date asc, l.pickup_time asc, l.id asc`,
  loadname: sql`l.loadname desc, l.id desc`,
  '-loadname': sql`l.loadname asc, l.id asc`,
  price: sql`l.price desc nulls first, l.id desc`,
  '-price': sql`l.price asc nulls first, l.id asc`,
  created_at: sql`l.created_at desc, l.id desc`,
  '-created_at': sql`l.created_at asc, l.id asc`,
} as const satisfies Record<keyof typeof ORDERINGS, SQL>;

export type LoadQuery = {
  filters?: LoadFilters;
  ordering?: keyof typeof ORDERINGS;
  limit?: number;
  offset?: number;
};

/**
 * The total behind a page: the trigger-kept counters for the tabs and payment filter alone, the
 * kept day figures for a pickup period and a tab (the analytics table: a few hundred rows, not
 * a month of loads), else a count.
 */
function countOf(filters: LoadFilters, timezone: string): SQL {
  if (!filters.search && !filters.date && !filters.pickup_from && !filters.pickup_to) {
    return sql`select coalesce(sum(n), 0)::int from load_counters c
                where ${filters.status ? sql`c.status = ${filters.status}` : sql`true`}
                  and ${filters.payment ? sql`c.payment = ${filters.payment}` : sql`true`}`;
  }
  if (!filters.search && !filters.date && !filters.payment) {
    const conditions = [sql`true`];
    if (filters.status) conditions.push(sql`d.status = ${filters.status}`);
    if (filters.pickup_from) conditions.push(sql`d.pickup_date >= ${filters.pickup_from}::date`);
    if (filters.pickup_to) conditions.push(sql`d.pickup_date <= ${filters.pickup_to}::date`);
    return sql`select coalesce(sum(d.loads), 0)::int from load_day_figures d where ${sql.join(conditions, sql` and `)}`;
  }
  return sql`select count(*)::int from loads l where ${whereOf(filters, timezone)}`;
}

export async function countLoads(db: Queryable, filters: LoadFilters, timezone: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`select (${countOf(filters, timezone)}) as count`);
  return result.rows[0].count;
}

/** Whether a list's total is a count of the matching rows (a search, a date filter), not a read of the kept counters or day figures. */
export const countIsScan = (filters: LoadFilters) => Boolean(filters.search || filters.date || (filters.payment && (filters.pickup_from || filters.pickup_to)));

/** A page's rows without its total; `reversed` reads the mirrored order (the caller reverses the rows). */
export async function findLoadsPageRows(
  db: Queryable,
  query: LoadQuery & { limit: number; offset: number; reversed?: boolean },
  timezone: string,
): Promise<LoadRow[]> {
  const key = query.ordering ?? '-id';
  const order = query.reversed ? MIRRORED[key] : ORDERINGS[key];
  const result = await db.execute<LoadRow>(sql`
    select ${LOAD_COLUMNS}
      from (select l.* from loads l
             where l.id in (select l.id from loads l where ${whereOf(query.filters ?? {}, timezone)} order by ${order} limit ${query.limit} offset ${query.offset})) l
      ${LOAD_JOINS}
     order by ${order}`);
  return result.rows;
}

/** The ids of the list's matching loads in its order, at most `cap` of them: a search's deep pages are cut from these. */
export async function findLoadIds(db: Queryable, filters: LoadFilters, ordering: LoadQuery['ordering'], cap: number, timezone: string): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select l.id from loads l where ${whereOf(filters, timezone)} order by ${ORDERINGS[ordering ?? '-id']} limit ${cap}`);
  return result.rows.map((r) => r.id);
}

/** The loads of `ids`, in the list's order. */
export async function findLoadsByIds(db: Queryable, ids: readonly number[], ordering: LoadQuery['ordering']): Promise<LoadRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<LoadRow>(sql`
    select ${LOAD_COLUMNS}
      from (select l.* from loads l where l.id = any(${`{${ids.join(',')}}`}::int[])) l
      ${LOAD_JOINS}
     order by ${ORDERINGS[ordering ?? '-id']}`);
  return result.rows;
}

/** A page and its total in one round trip (the total rides on every row); an empty page asks for it alone. */
export async function findLoadsPage(
  db: Queryable,
  query: LoadQuery & { limit: number; offset: number },
  timezone: string,
): Promise<{ rows: LoadRow[]; count: number }> {
  const order = ORDERINGS[query.ordering ?? '-id'];
  const filters = query.filters ?? {};
  // The page's ids first, then its rows: an OFFSET skips index entries (an index-only scan when
  // the sort's index covers the filter, as a pickup period's pages do) instead of whole rows
  // (a month's page 1,079 read 7,500 rows to show 7).
  const result = await db.execute<LoadRow & { total_count: number }>(sql`
    select ${LOAD_COLUMNS}, (${countOf(filters, timezone)}) as total_count
      from (select l.* from loads l
             where l.id in (select l.id from loads l where ${whereOf(filters, timezone)} order by ${order} limit ${query.limit} offset ${query.offset})) l
      ${LOAD_JOINS}
     order by ${order}`);
  if (result.rows.length === 0) return { rows: [], count: await countLoads(db, filters, timezone) };
  return { rows: result.rows, count: result.rows[0].total_count };
}

/** Which loads a whole-list batch reads: every load, those with a driver (assigned or delivered), or the unassigned. */
export type LoadSet = 'all' | 'assigned' | 'unassigned';
const LOAD_SETS = {
  all: sql`true`,
  assigned: sql`l.status in ('assigned', 'delivered')`,
  unassigned: sql`l.status = 'unassigned'`,
} as const satisfies Record<LoadSet, SQL>;

/** Which loads a batch reads: a whole set, or those matching a list's search and filters (the CSV export). */
export type LoadScope = LoadSet | { filters: LoadFilters; timezone: string };

/** One batch of a whole list or export, newest first: the loads of `scope` with an id below `beforeId`. */
export async function findLoadsBatch(db: Queryable, scope: LoadScope, beforeId: number | null, limit: number): Promise<LoadRow[]> {
  const where = typeof scope === 'string' ? LOAD_SETS[scope] : whereOf(scope.filters, scope.timezone);
  const before = beforeId === null ? sql`true` : sql`l.id < ${beforeId}`;
  const result = await db.execute<LoadRow>(sql`
    select ${LOAD_COLUMNS}
      from (select l.* from loads l where ${where} and ${before} order by l.id desc limit ${limit}) l
      ${LOAD_JOINS}
     order by l.id desc`);
  return result.rows;
}

/** A page of assigned or unassigned loads, newest first, and how many there are. */
export async function findLoadSetPage(db: Queryable, set: Exclude<LoadSet, 'all'>, { limit, offset }: PageWindow) {
  const status = set === 'assigned' ? (['assigned', 'delivered'] as LoadStatus[]) : (['unassigned'] as LoadStatus[]);
  const [rows, total] = await Promise.all([
    db.execute<LoadRow>(sql`
      select ${LOAD_COLUMNS}
        from (select l.* from loads l where ${LOAD_SETS[set]} order by l.id desc limit ${limit} offset ${offset}) l
        ${LOAD_JOINS}
       order by l.id desc`),
    db.execute<{ count: number }>(sql`
      select coalesce(sum(n), 0)::int as count from load_counters where status in (${sql.join(
        status.map((s) => sql`${s}`),
        sql`, `,
      )})`),
  ]);
  return { rows: rows.rows, count: total.rows[0].count };
}

export async function findLoadById(db: Queryable, id: number): Promise<LoadRow | null> {
  const result = await db.execute<LoadRow>(sql`
    select ${LOAD_COLUMNS} from (select l.* from loads l where l.id = ${id}) l ${LOAD_JOINS}`);
  return result.rows[0] ?? null;
}

/** The stored schedule of a load, locked for the rest of the transaction; null when it does not exist. */
export async function lockLoadSchedule(db: Queryable, id: number) {
  const result = await db.execute<{ pickup_date: string; pickup_time: string; delivery_date: string; delivery_time: string }>(sql`
    select pickup_date, to_char(pickup_time, 'HH24:MI:SS') as pickup_time,
           delivery_date, to_char(delivery_time, 'HH24:MI:SS') as delivery_time
      from loads where id = ${id} for update`);
  return result.rows[0] ?? null;
}

/** A load's status and its assignment, locked so concurrent assigns and deliveries queue up behind each other. */
export async function lockLoadForAssignment(db: Queryable, id: number) {
  // FOR UPDATE OF l: the load row is the one lock every assignment writer takes (see lockAssignment).
  const result = await db.execute<{ status: LoadStatus; assignment_id: number | null; driver_id: number | null }>(sql`
    select l.status, a.id as assignment_id, a.driver_id
      from loads l left join assignments a on a.load_id = l.id
     where l.id = ${id}
       for update of l`);
  return result.rows[0] ?? null;
}

/**
 * Whether `id` is a driver who may be given loads (not deleted, not deactivated). FOR SHARE: a concurrent soft delete of
 * the driver waits until this transaction has committed.
 */
export async function lockActiveDriver(db: Queryable, id: number): Promise<boolean> {
  const result = await db.execute(sql`
    select id from users where id = ${id} and user_type = 'driver' and deleted_at is null and deactivated_at is null for share`);
  return result.rows.length > 0;
}

/**
 * The assignment and its load's status, with the load row locked. Every writer of an
 * assignment (assign, change driver, deliver, delete the load) locks the load row first,
 * so they queue in one order and cannot deadlock.
 */
export async function lockAssignment(db: Queryable, id: number) {
  const result = await db.execute<{ id: number; load_id: number; driver_id: number; status: LoadStatus }>(sql`
    select a.id, a.load_id, a.driver_id, l.status
      from assignments a join loads l on l.id = a.load_id
     where a.id = ${id}
       for update of l`);
  return result.rows[0] ?? null;
}

// Request field -> column, for the fields a load's create and update calls may set.
const COLUMN_OF = {
  loadname: 'loadname',
  loadNumber: 'loadNumber',
  pickup_location: 'pickupLocation',
  delivery_location: 'deliveryLocation',
  pickup_date: 'pickupDate',
  pickup_time: 'pickupTime',
  delivery_date: 'deliveryDate',
  delivery_time: 'deliveryTime',
  weight_lbs: 'weightLbs',
  broker: 'broker',
  broker_id: 'brokerId',
  price: 'price',
  driver_fee: 'driverFee',
  fuel_price: 'fuelPrice',
  toll_price: 'tollPrice',
  insurance_fee: 'insuranceFee',
  parking_fee: 'parkingFee',
  payment: 'payment',
} as const satisfies Record<string, keyof typeof loads.$inferInsert>;

export type LoadFieldsInput = { -readonly [K in keyof typeof COLUMN_OF]?: string | number | null };

/** The columns for the fields that were sent; a field left out is not touched. */
export function toLoadColumns(input: LoadFieldsInput): Partial<typeof loads.$inferInsert> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMN_OF)) {
    const value = input[field as keyof typeof COLUMN_OF];
    if (value !== undefined) out[column] = value;
  }
  return out as Partial<typeof loads.$inferInsert>;
}

export async function insertLoad(db: Queryable, input: LoadFieldsInput): Promise<number> {
  const [row] = await db
    .insert(loads)
    .values(toLoadColumns(input) as typeof loads.$inferInsert)
    .returning({ id: loads.id });
  return row.id;
}

export async function updateLoadColumns(db: Queryable, id: number, input: LoadFieldsInput): Promise<void> {
  const columns = toLoadColumns(input);
  if (Object.keys(columns).length === 0) return;
  await db.update(loads).set(columns).where(eq(loads.id, id));
}

/**
 * Moves loads to the trash (`deleted_loads`): gone from every list and count at once, restorable
 * for LOAD_RESTORE_SECONDS. Its assignment and documents go with it (ON DELETE CASCADE) and are
 * kept beside it (the statement's snapshot still sees them). Answers the ids that were deleted.
 */
export async function trashLoads(db: Queryable, ids: number[]): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    with gone as (delete from loads where id = any(${sql.param(ids)}::int[]) returning *)
    insert into deleted_loads (id, row, assignment, documents)
    select g.id, to_jsonb(g), (select to_jsonb(a) from assignments a where a.load_id = g.id),
           (select jsonb_agg(to_jsonb(d) order by d.id) from load_documents d where d.load_id = g.id)
      from gone g
    on conflict (id) do nothing
    returning id`);
  return result.rows.map((r) => r.id);
}

/**
 * Puts trashed loads back as they were, within `withinSeconds` of their delete. An assignment
 * whose driver has been deleted meanwhile is not restored (see unassignDriverless). Answers the
 * ids restored.
 */
export async function restoreTrashedLoads(db: Queryable, ids: number[], withinSeconds: number): Promise<number[]> {
  const back = await db.execute<{ id: number }>(sql`
    with back as (
      delete from deleted_loads
       where id = any(${sql.param(ids)}::int[]) and deleted_at > now() - make_interval(secs => ${withinSeconds})
       returning row, assignment, documents
    ), loads_back as (
      insert into loads select (jsonb_populate_record(null::loads, row)).* from back returning id
    ), documents_back as (
      insert into load_documents
      select (jsonb_populate_record(null::load_documents, d)).* from back b, jsonb_array_elements(b.documents) d
      returning id
    ), assignments_back as (
      insert into assignments
      select (jsonb_populate_record(null::assignments, b.assignment)).*
        from back b
       where b.assignment is not null
         and exists (select 1 from users u where u.id = (b.assignment->>'driver_id')::int and u.deleted_at is null)
      returning load_id
    )
    select id from loads_back`);
  return back.rows.map((r) => r.id);
}

/** Of `ids`, the loads left without an assignment go back to unassigned (their driver was deleted). */
export async function unassignDriverless(db: Queryable, ids: number[]): Promise<void> {
  await db.execute(sql`
    update loads l set status = 'unassigned', delivered_at = null
     where l.id = any(${sql.param(ids)}::int[]) and l.status <> 'unassigned'
       and not exists (select 1 from assignments a where a.load_id = l.id)`);
}

/** Forgets trashed loads older than `seconds`; answers their documents' keys, to be deleted. */
export async function purgeTrashedLoads(db: Queryable, seconds: number): Promise<string[]> {
  const result = await db.execute<{ keys: string[] | null }>(sql`
    delete from deleted_loads where deleted_at <= now() - make_interval(secs => ${seconds})
    returning array(select d->>'file_key' from jsonb_array_elements(coalesce(documents, '[]'::jsonb)) d) as keys`);
  return result.rows.flatMap((r) => r.keys ?? []).filter(Boolean);
}

/** Sets the payment of the given loads; answers the ids that exist. */
export async function setLoadsPayment(db: Queryable, ids: number[], payment: Payment): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    update loads set payment = ${payment} where id = any(${sql.param(ids)}::int[]) returning id`);
  return result.rows.map((r) => r.id);
}

/** Locks the loads of `ids` that exist, in id order (so concurrent bulk writers queue, never deadlock), and answers their ids. */
export async function lockLoads(db: Queryable, ids: readonly number[]): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`select id from loads where id = any(${sql.param(ids)}::int[]) order by id for update`);
  return result.rows.map((r) => r.id);
}

/** Locks a load row for the rest of the transaction (its documents' writers queue on it); false when it does not exist. */
export async function lockLoad(db: Queryable, id: number): Promise<boolean> {
  const result = await db.execute(sql`select id from loads where id = ${id} for update`);
  return result.rows.length > 0;
}

export async function loadExists(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.select({ id: loads.id }).from(loads).where(eq(loads.id, id));
  return rows.length > 0;
}

export async function insertAssignment(db: Queryable, loadId: number, driverId: number): Promise<number> {
  const [row] = await db.insert(assignments).values({ loadId, driverId }).returning({ id: assignments.id });
  return row.id;
}

export async function setAssignmentDriver(db: Queryable, id: number, driverId: number): Promise<void> {
  await db.update(assignments).set({ driverId, updatedAt: new Date() }).where(eq(assignments.id, id));
}

/** One of a load's documents as the list answers it (uploader's name joined). */
export type LoadDocumentRow = {
  id: number;
  load_id: number;
  kind: LoadDocumentKind;
  file_key: string;
  original_name: string;
  size: number;
  content_type: string | null;
  uploaded_at: string;
  uploaded_by: string | null;
};

const DOCUMENT_COLUMNS = sql`
  d.id, d.load_id, d.kind, d.file_key, d.original_name, d.size, m.content_type,
  to_char(d.uploaded_at at time zone 'UTC', ${ISO_UTC}) as uploaded_at,
  nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as uploaded_by`;
const DOCUMENT_JOINS = sql`left join media_files m on m.key = d.file_key left join users u on u.id = d.uploaded_by`;

/** A load's documents, oldest first (the first is the load's `document`). */
export async function findLoadDocuments(db: Queryable, loadId: number): Promise<LoadDocumentRow[]> {
  const result = await db.execute<LoadDocumentRow>(sql`
    select ${DOCUMENT_COLUMNS} from load_documents d ${DOCUMENT_JOINS} where d.load_id = ${loadId} order by d.id`);
  return result.rows;
}

export async function findLoadDocument(db: Queryable, id: number): Promise<LoadDocumentRow | null> {
  const result = await db.execute<LoadDocumentRow>(sql`select ${DOCUMENT_COLUMNS} from load_documents d ${DOCUMENT_JOINS} where d.id = ${id}`);
  return result.rows[0] ?? null;
}

export type NewLoadDocument = { kind: LoadDocumentKind; fileKey: string; originalName: string; size: number; uploadedBy: number };

export async function insertLoadDocument(db: Queryable, loadId: number, doc: NewLoadDocument): Promise<number> {
  const [row] = await db
    .insert(loadDocuments)
    .values({ loadId, ...doc })
    .returning({ id: loadDocuments.id });
  return row.id;
}

/** The load's first document (the spec's `document`), or null. */
export async function findFirstLoadDocument(db: Queryable, loadId: number): Promise<{ id: number; file_key: string; original_name: string } | null> {
  const result = await db.execute<{ id: number; file_key: string; original_name: string }>(sql`
    select id, file_key, original_name from load_documents where load_id = ${loadId} order by id limit 1`);
  return result.rows[0] ?? null;
}

/** Puts another file in a document's place (the spec's single upload); its kind and position stay. */
export async function replaceLoadDocumentFile(db: Queryable, id: number, doc: Omit<NewLoadDocument, 'kind'>): Promise<void> {
  await db
    .update(loadDocuments)
    .set({ ...doc, uploadedAt: new Date() })
    .where(eq(loadDocuments.id, id));
}

/** Deletes a document; answers its load and file's key, or null when there is no such document. */
export async function deleteLoadDocument(db: Queryable, id: number): Promise<{ load_id: number; file_key: string } | null> {
  const result = await db.execute<{ load_id: number; file_key: string }>(sql`
    delete from load_documents where id = ${id} returning load_id, file_key`);
  return result.rows[0] ?? null;
}

/** A load's status, driver and pickup day, locked like every assignment writer (lockLoadForAssignment). */
export async function lockLoadForDelivery(db: Queryable, id: number) {
  const result = await db.execute<{ status: LoadStatus; driver_id: number | null; driver_deleted: boolean; pickup_date: string }>(sql`
    select l.status, a.driver_id, coalesce(u.deleted_at is not null, false) as driver_deleted, l.pickup_date
      from loads l left join assignments a on a.load_id = l.id left join users u on u.id = a.driver_id
     where l.id = ${id}
       for update of l`);
  return result.rows[0] ?? null;
}

/** Marks a load delivered at `at` (an ISO time), or, with null, takes the delivery back to assigned. */
export async function setDelivery(db: Queryable, id: number, at: string | null): Promise<void> {
  await db
    .update(loads)
    .set(at === null ? { status: 'assigned', deliveredAt: null } : { status: 'delivered', deliveredAt: new Date(at) })
    .where(eq(loads.id, id));
}

export async function setLoadStatus(db: Queryable, id: number, status: LoadStatus): Promise<void> {
  await db
    .update(loads)
    .set({ status, deliveredAt: status === 'delivered' ? sql`now()` : null })
    .where(eq(loads.id, id));
}
