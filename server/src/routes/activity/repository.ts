import { sql, type SQL } from 'drizzle-orm';
import type { ActivityFields } from '@haulboard/shared/contracts';
import type { Queryable } from '../../db/client';

/** Which events a list, a count or an export reads. Dates are the company's days (`timezone`), both included. */
export type EventFilter = {
  actor?: number;
  /** Any of these kinds; all kinds when absent (never empty: the service answers "none" itself). */
  kinds?: readonly string[];
  /** One subject's history. */
  subject?: { type: string; id: number };
  from?: string;
  to?: string;
  timezone: string;
};

export type EventRow = {
  id: number;
  occurred_at: string;
  actor_id: number | null;
  actor_name: string;
  actor_ip: string | null;
  kind: string;
  subject_type: string;
  subject_id: number;
  subject_label: string;
  before: ActivityFields | null;
  after: ActivityFields | null;
};

/** An export's row: the event, its time in the company's zone, and its place in the list (the next batch's key). */
export type ExportRow = EventRow & { local_time: string; cursor: string };

const ISO_MS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);
const COLUMNS = sql`e.id, to_char(e.occurred_at at time zone 'UTC', ${ISO_MS}) as occurred_at, e.actor_id, e.actor_name,
  host(e.actor_ip) as actor_ip, e.kind, e.subject_type, e.subject_id, e.subject_label, e.before, e.after`;

/** Newest first; the id orders one transaction's events (they share its time) and breaks ties. */
const NEWEST_FIRST = sql`e.occurred_at desc, e.id desc`;
const OLDEST_FIRST = sql`e.occurred_at asc, e.id asc`;

/** The first instant of `day` and of the day after `day` in the company's zone (a DST day is 23 or 25 hours). */
const startOf = (day: string, timezone: string) => sql`((${day}::date)::timestamp at time zone ${timezone})`;
const endOf = (day: string, timezone: string) => sql`((${day}::date + 1)::timestamp at time zone ${timezone})`;

/** Who and what, each an index's leading column (a single kind is an equality, so that index also gives the order). */
function whoAndWhat(f: EventFilter, alias: 'e' | 't'): SQL[] {
  const a = sql.raw(alias);
  const conditions: SQL[] = [];
  if (f.actor !== undefined) conditions.push(sql`${a}.actor_id = ${f.actor}`);
  if (f.kinds?.length === 1) conditions.push(sql`${a}.kind = ${f.kinds[0]}`);
  else if (f.kinds) conditions.push(sql`${a}.kind = any(${sql.param(f.kinds)}::text[])`);
  return conditions;
}

function whereOf(f: EventFilter): SQL {
  const conditions = whoAndWhat(f, 'e');
  if (f.subject) conditions.push(sql`e.subject_type = ${f.subject.type} and e.subject_id = ${f.subject.id}`);
  if (f.from) conditions.push(sql`e.occurred_at >= ${startOf(f.from, f.timezone)}`);
  if (f.to) conditions.push(sql`e.occurred_at < ${endOf(f.to, f.timezone)}`);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

const and = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

/**
 * How many events match. One subject's history is counted (a few rows by its index). Otherwise the
 * tallies the insert trigger keeps (migration 0018): without dates, the all-time totals per kind
 * and actor; with dates, the UTC days wholly inside the range from the daily tallies (one person's
 * own when the filter names one, so everyone's total reads no row per actor), and only the partial
 * days at its two ends counted from the events. Exact either way.
 */
function countOf(f: EventFilter): SQL {
  if (f.subject) return sql`select count(*) from audit_events e where ${whereOf(f)}`;
  const tallies = and(whoAndWhat(f, 't'));
  if (!f.from && !f.to) return sql`select coalesce(sum(t.n), 0) from audit_event_totals t where ${tallies}`;
  const events = and(whoAndWhat(f, 'e'));
  const days = f.actor === undefined ? sql`audit_event_days` : sql`audit_event_actor_days`;
  // [s, e) the range; days [d1, d2) lie wholly inside it; [s, m1) and [m2, e) are its partial ends
  // (both empty when it starts or ends at UTC midnight, or is unbounded on that side).
  return sql`
    with r as (
      select s, e, ((s at time zone 'UTC') + interval '1 day' - interval '1 microsecond')::date as d1, (e at time zone 'UTC')::date as d2
        from (select ${f.from ? startOf(f.from, f.timezone) : sql`'-infinity'::timestamptz`} as s,
                     ${f.to ? endOf(f.to, f.timezone) : sql`'infinity'::timestamptz`} as e) x
    ), b as (
      select s, e, d1, d2, m1, greatest(m1, d2::timestamp at time zone 'UTC') as m2
        from r, lateral (select least(e, d1::timestamp at time zone 'UTC') as m1) m
    )
    select (select coalesce(sum(t.n), 0) from ${days} t where ${tallies} and t.day >= b.d1 and t.day < b.d2)
         + (select count(*) from audit_events e where ${events} and e.occurred_at >= b.s and e.occurred_at < b.m1)
         + (select count(*) from audit_events e where ${events} and e.occurred_at >= b.m2 and e.occurred_at < b.e)
      from b`;
}

export async function countEvents(db: Queryable, f: EventFilter): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select (${countOf(f)})::bigint as n`);
  return rows[0].n;
}

const pageIds = (f: EventFilter, w: { limit: number; offset: number; reversed: boolean }) =>
  sql`select e.id from audit_events e where ${whereOf(f)} order by ${w.reversed ? OLDEST_FIRST : NEWEST_FIRST} limit ${w.limit} offset ${w.offset}`;

/**
 * A page of events, newest first: its ids cut from the filter's index first (an index-only range),
 * then their rows. `reversed` reads the list from its other end (a page in its back half, see
 * lib/paging.ts's mirroredWindow); the rows still come back newest first.
 */
export async function findEventsPage(db: Queryable, f: EventFilter, w: { limit: number; offset: number; reversed: boolean }): Promise<EventRow[]> {
  const { rows } = await db.execute<EventRow>(sql`select ${COLUMNS} from audit_events e where e.id in (${pageIds(f, w)}) order by ${NEWEST_FIRST}`);
  return rows;
}

/** A page from the list's start and its total in one round trip (the total rides on every row); an empty page asks for it alone. */
export async function findEventsPageAndCount(
  db: Queryable,
  f: EventFilter,
  w: { limit: number; offset: number },
): Promise<{ rows: EventRow[]; count: number }> {
  const { rows } = await db.execute<EventRow & { total_count: number }>(sql`
    select ${COLUMNS}, (${countOf(f)})::bigint as total_count
      from audit_events e where e.id in (${pageIds(f, { ...w, reversed: false })}) order by ${NEWEST_FIRST}`);
  if (rows.length === 0) return { rows: [], count: await countEvents(db, f) };
  return { rows: rows.map(({ total_count: _, ...row }) => row), count: rows[0].total_count };
}

/** One batch of an export, newest first: the matching events after `after` (an earlier batch's last cursor and id). */
export async function findEventsBatch(db: Queryable, f: EventFilter, after: { cursor: string; id: number } | null, limit: number): Promise<ExportRow[]> {
  const past = after === null ? sql`true` : sql`(e.occurred_at, e.id) < (${after.cursor}::timestamptz, ${after.id})`;
  const { rows } = await db.execute<ExportRow>(sql`
    select ${COLUMNS}, to_char(e.occurred_at at time zone ${f.timezone}, 'YYYY-MM-DD HH24:MI:SS') as local_time,
           to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor
      from audit_events e
     where ${whereOf(f)} and ${past}
     order by ${NEWEST_FIRST}
     limit ${limit}`);
  return rows;
}

/** Everyone who has made a recorded write, by the name of their newest event, A-Z. */
export async function findActors(db: Queryable): Promise<Array<{ id: number; name: string }>> {
  const { rows } = await db.execute<{ id: number; name: string }>(sql`
    select a.actor_id as id, last.actor_name as name
      from (select distinct actor_id from audit_event_totals where actor_id <> 0) a
      cross join lateral (
        select e.actor_name from audit_events e where e.actor_id = a.actor_id order by e.occurred_at desc, e.id desc limit 1
      ) last
     order by lower(last.actor_name), a.actor_id`);
  return rows;
}
