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

/**
 * A filter's dates as instants: the first instant of `from` and of the day after `to` in the company's
 * zone (a DST day is 23 or 25 hours), milliseconds since 1970. Resolved once per day and zone (`companyDayStart`)
 * so the list's statement takes plain timestamps: planning the zone arithmetic in SQL on every call
 * cost as much as running it.
 */
export type EventSpan = { start: number | null; end: number | null };

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

/** Who and what, each an index's leading column (a single kind is an equality, so that index also gives the order). */
function whoAndWhat(f: EventFilter, alias: 'e' | 't'): SQL[] {
  const a = sql.raw(alias);
  const conditions: SQL[] = [];
  if (f.actor !== undefined) conditions.push(sql`${a}.actor_id = ${f.actor}`);
  if (f.kinds?.length === 1) conditions.push(sql`${a}.kind = ${f.kinds[0]}`);
  else if (f.kinds) conditions.push(sql`${a}.kind = any(${sql.param(f.kinds)}::text[])`);
  return conditions;
}

/** An instant (milliseconds since 1970) as PostgreSQL's timestamp; a UTC day (its first instant) as its date. */
const instant = (ms: number) => sql`to_timestamp(${ms / 1000}::float8)`;
const utcDate = (ms: number) => sql`(${instant(ms)} at time zone 'UTC')::date`;

/** The span's bounds on `e.occurred_at`. */
function within(span: EventSpan): SQL[] {
  const conditions: SQL[] = [];
  if (span.start !== null) conditions.push(sql`e.occurred_at >= ${instant(span.start)}`);
  if (span.end !== null) conditions.push(sql`e.occurred_at < ${instant(span.end)}`);
  return conditions;
}

function whereOf(f: EventFilter, span: EventSpan, { kinds = true } = {}): SQL {
  const conditions = whoAndWhat(kinds ? f : { ...f, kinds: undefined }, 'e');
  if (f.subject) conditions.push(sql`e.subject_type = ${f.subject.type} and e.subject_id = ${f.subject.id}`);
  return and([...conditions, ...within(span)]);
}

const and = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

const DAY_MS = 86_400_000;

/**
 * How many events match. One subject's history is counted (a few rows by its index). Otherwise the
 * tallies the insert trigger keeps (migration 0018): without dates, the all-time totals per kind
 * and actor; with dates, the UTC days wholly inside the span from the daily tallies (one person's
 * own when the filter names one, so everyone's total reads no row per actor), and only the partial
 * days at its two ends counted from the events. Exact either way.
 */
function countOf(f: EventFilter, span: EventSpan): SQL {
  if (f.subject) return sql`select count(*) from audit_events e where ${whereOf(f, span)}`;
  const tallies = and(whoAndWhat(f, 't'));
  if (span.start === null && span.end === null) return sql`select coalesce(sum(t.n), 0) from audit_event_totals t where ${tallies}`;
  const events = whoAndWhat(f, 'e');
  const table = f.actor === undefined ? sql`audit_event_days` : sql`audit_event_actor_days`;
  // [s, e) the span; the UTC days [d1, d2) lie wholly inside it; [s, m1) and [m2, e) are its partial
  // ends (none when it starts or ends at UTC midnight, or is unbounded on that side).
  const s = span.start;
  const e = span.end;
  const d1 = s === null ? null : Math.ceil(s / DAY_MS) * DAY_MS;
  const d2 = e === null ? null : Math.floor(e / DAY_MS) * DAY_MS;
  const days = [sql`${tallies}`];
  if (d1 !== null) days.push(sql`t.day >= ${utcDate(d1)}`);
  if (d2 !== null) days.push(sql`t.day < ${utcDate(d2)}`);
  const parts = [sql`(select coalesce(sum(t.n), 0) from ${table} t where ${and(days)})`];
  const partial = (from: number, to: number) =>
    parts.push(sql`(select count(*) from audit_events e where ${and([...events, ...within({ start: from, end: to })])})`);
  // A span within one UTC day is all partial: counted once, from its start.
  const m1 = s === null ? null : Math.min(e ?? Infinity, d1!);
  if (s !== null && s < m1!) partial(s, m1!);
  const m2 = e === null ? null : Math.max(m1 ?? -Infinity, d2!);
  if (e !== null && m2! < e) partial(m2!, e);
  return sql`select ${sql.join(parts, sql` + `)}`;
}

export async function countEvents(db: Queryable, f: EventFilter, span: EventSpan): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select (${countOf(f, span)})::bigint as n`);
  return rows[0].n;
}

type Window = { limit: number; offset: number };

/**
 * Up to this offset a filtered page's LIMIT and OFFSET are written into the statement: PostgreSQL
 * then plans it for a page of 20, not for "some" rows (half the planning of a month's page), and the
 * few texts (page sizes times the first offsets) stay a bounded set. Deeper offsets are parameters:
 * each would be a text of its own. So are an unfiltered page's: a statement with no parameter at
 * all is not a prepared one (db/client.ts), and would be parsed anew every time.
 */
const WRITTEN_OFFSETS = 200;

const isFiltered = (f: EventFilter, span: EventSpan) => Boolean(f.actor !== undefined || f.kinds || f.subject || span.start !== null || span.end !== null);

function limitOffset({ limit, offset }: { limit: number; offset: number }, written: boolean): SQL {
  if (written && Number.isSafeInteger(limit) && Number.isSafeInteger(offset) && limit >= 0 && offset >= 0 && offset < WRITTEN_OFFSETS)
    return sql.raw(`limit ${limit} offset ${offset}`);
  return sql`limit ${limit} offset ${offset}`;
}

/**
 * A page's ids. Several kinds near the list's start are merged from each kind's own index range (a
 * few rows each), instead of walking every kind's events by time until enough of these turn up.
 */
function pageIds(f: EventFilter, span: EventSpan, w: Window): SQL {
  const order = NEWEST_FIRST;
  if (f.kinds && f.kinds.length > 1 && !f.subject && w.offset < WRITTEN_OFFSETS) {
    const each = sql.raw(`limit ${w.limit + w.offset}`);
    return sql`select e.id from unnest(${sql.param(f.kinds)}::text[]) k(kind) cross join lateral (
        select e.id, e.occurred_at from audit_events e where e.kind = k.kind and ${whereOf(f, span, { kinds: false })} order by ${order} ${each}
      ) e order by ${order} ${limitOffset(w, true)}`;
  }
  return sql`select e.id from audit_events e where ${whereOf(f, span)} order by ${order} ${limitOffset(w, isFiltered(f, span))}`;
}

/**
 * A page deep in the list and its total in one statement: the total first (the tallies'), then the
 * page read from whichever end of the list is nearer (lib/paging.ts's mirroredWindow, in SQL: the
 * last page of a million events skips a few index entries instead of 999,980), newest first. One
 * round trip instead of two. An empty page asks for the total alone.
 */
export async function findDeepEventsPageAndCount(
  db: Queryable,
  f: EventFilter,
  span: EventSpan,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: EventRow[]; count: number }> {
  const where = whereOf(f, span);
  const total = sql`(select n.total from n)`;
  const end = sql`least(${offset + limit}::bigint, ${total})`;
  const { rows } = await db.execute<EventRow & { total_count: number }>(sql`
    with n as materialized (select (${countOf(f, span)})::bigint as total)
    select ${COLUMNS}, ${total} as total_count from audit_events e where e.id in (
      (select e.id from audit_events e where ${where} and ${offset * 2}::bigint < ${total}
        order by ${NEWEST_FIRST} limit ${limit} offset ${offset})
      union all
      (select e.id from audit_events e where ${where} and ${offset * 2}::bigint >= ${total}
        order by ${OLDEST_FIRST} limit greatest(${end} - ${offset}::bigint, 0) offset greatest(${total} - ${end}, 0))
    ) order by ${NEWEST_FIRST}`);
  if (rows.length === 0) return { rows: [], count: await countEvents(db, f, span) };
  return { rows: rows.map(({ total_count: _, ...row }) => row), count: rows[0].total_count };
}

/** A page from the list's start and its total in one round trip (the total rides on every row); an empty page asks for it alone. */
export async function findEventsPageAndCount(
  db: Queryable,
  f: EventFilter,
  span: EventSpan,
  w: { limit: number; offset: number },
): Promise<{ rows: EventRow[]; count: number }> {
  const { rows } = await db.execute<EventRow & { total_count: number }>(sql`
    select ${COLUMNS}, (${countOf(f, span)})::bigint as total_count
      from audit_events e where e.id in (${pageIds(f, span, w)}) order by ${NEWEST_FIRST}`);
  if (rows.length === 0) return { rows: [], count: await countEvents(db, f, span) };
  return { rows: rows.map(({ total_count: _, ...row }) => row), count: rows[0].total_count };
}

/** One batch of an export, newest first: the matching events after `after` (an earlier batch's last cursor and id). */
export async function findEventsBatch(
  db: Queryable,
  f: EventFilter,
  span: EventSpan,
  after: { cursor: string; id: number } | null,
  limit: number,
): Promise<ExportRow[]> {
  const past = after === null ? sql`true` : sql`(e.occurred_at, e.id) < (${after.cursor}::timestamptz, ${after.id})`;
  const { rows } = await db.execute<ExportRow>(sql`
    select ${COLUMNS}, to_char(e.occurred_at at time zone ${f.timezone}, 'YYYY-MM-DD HH24:MI:SS') as local_time,
           to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor
      from audit_events e
     where ${whereOf(f, span)} and ${past}
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
