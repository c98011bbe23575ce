import { sql, type SQL } from 'drizzle-orm';
import { userMatches } from '../../db/search';
import type { HoursEntry, HoursPeriod } from '@haulboard/shared/contracts';
import type { Queryable } from '../../db/client';
import { isoTime, periodBounds, periodJoins, periodShifts, workedMinutes } from '../../domain/worked-time';

export type DriverHoursQuery = { period: HoursPeriod; timezone: string; search?: string };

const driverFilter = (search: string | undefined) => sql`u.user_type = 'driver' and u.deleted_at is null ${search ? sql`and ${userMatches(search)}` : sql``}`;

/** What the hours pages' snapshot is kept by: the versions it depends on and the period it covers. */
export type HoursSnapshotKey = { version: string; localStart: string };

/**
 * The versions of check-ins and people (migration 0014) and the period's first local date, in one
 * round trip: a snapshot read under these stays exact until a shift or a shown person changes, or
 * the period ends.
 */
export async function readHoursSnapshotKey(db: Queryable, period: HoursPeriod, timezone: string): Promise<HoursSnapshotKey> {
  const { rows } = await db.execute<{ shifts: number; people: number; local_start: string }>(sql`
    with p as (${periodBounds(period, timezone)})
    select (select version from data_versions where name = 'check_ins') as shifts,
           (select version from data_versions where name = 'people') as people,
           (select local_start from p)::text as local_start`);
  const r = rows[0];
  return { version: `${r.shifts}.${r.people}`, localStart: r.local_start };
}

/** A driver of the period: who they are, their place in name order, and their time (see ranking.ts). */
export type PeriodTotalRow = {
  id: number;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  email: string;
  name_rank: number;
  closed_us: number;
  open_since_us: number | null;
};

export type PeriodTotals = { startsUs: number; endsUs: number; rows: PeriodTotalRow[] };

/**
 * Every matching non-deleted driver with their closed time in the period from worked_time (one row
 * by key) and their open shift's start, in name order as the database collates names. The minutes
 * and the order at a given moment are computed from these (ranking.ts), so this is read once per
 * snapshot, not per page. The company's zone must be registered (registerHoursZone).
 */
export async function getPeriodTotals(db: Queryable, q: DriverHoursQuery): Promise<PeriodTotals> {
  const [{ rows: bounds }, { rows }] = await Promise.all([
    db.execute<{ starts_us: number; ends_us: number }>(sql`
      with p as (${periodBounds(q.period, q.timezone)})
      select (extract(epoch from starts) * 1000000)::bigint as starts_us, (extract(epoch from ends) * 1000000)::bigint as ends_us from p`),
    db.execute<PeriodTotalRow>(sql`
      with p as (${periodBounds(q.period, q.timezone)})
      select u.id, u.first_name, u.last_name, u.phone_number, u.email,
             (row_number() over (order by u.first_name, u.last_name, u.id) - 1)::int as name_rank,
             coalesce(w.worked_us, 0)::bigint as closed_us,
             (extract(epoch from o.check_in_time) * 1000000)::bigint as open_since_us
        from users u
        ${periodJoins(q.period, q.timezone)}
       where ${driverFilter(q.search)}
       order by name_rank`),
  ]);
  return { startsUs: bounds[0].starts_us, endsUs: bounds[0].ends_us, rows };
}

/** The shifts overlapping the period of each of `ids` (periodShifts), newest first, with ISO times. */
export async function getPeriodEntries(db: Queryable, period: HoursPeriod, timezone: string, ids: readonly number[]): Promise<Map<number, HoursEntry[]>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; entries: HoursEntry[] }>(sql`
    with p as (${periodBounds(period, timezone)})
    select x.id, coalesce(e.entries, '[]'::json) as entries
      from unnest(${`{${ids.join(',')}}`}::int[]) as x(id)
     cross join p
      left join lateral (
        select json_agg(json_build_object('id', s.id, 'check_in_time', ${isoTime(sql`s.check_in_time`)},
                                          'check_out_time', ${isoTime(sql`s.check_out_time`)})
                        order by s.check_in_time desc, s.id desc) as entries
          from (${periodShifts(sql`x.id`)}) s
      ) e on true`);
  return new Map(rows.map((r) => [r.id, r.entries]));
}

/** One driver's line of the payroll export: times are local ('YYYY-MM-DD HH:MM'), null when there is none. */
export type DriverHoursExportRow = {
  id: number;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  email: string;
  latest_check_in: string | null;
  latest_check_out: string | null;
  minutes: number;
};
export type ExportKey = { first_name: string; last_name: string; id: number };

/**
 * A batch of the export: drivers A-Z by name after `after` (keyset, so every batch is an index
 * range), each with the minutes and the latest shift of the period exactly as the list counts
 * them (periodShifts, workedMinutes). Name order, not minutes: an open shift's minutes grow
 * while the batches are read, and a keyset on a moving value could skip or repeat a driver.
 */
export async function getDriverHoursBatch(db: Queryable, q: DriverHoursQuery, after: ExportKey | null, limit: number): Promise<DriverHoursExportRow[]> {
  const keyset = after ? sql`and (u.first_name, u.last_name, u.id) > (${after.first_name}, ${after.last_name}, ${after.id})` : sql``;
  const local = (column: SQL) => sql`to_char(${column} at time zone ${q.timezone}, 'YYYY-MM-DD HH24:MI')`;
  const { rows } = await db.execute<DriverHoursExportRow>(sql`
    with p as (${periodBounds(q.period, q.timezone)}),
    batch as (
      select u.id, u.first_name, u.last_name, u.phone_number, u.email
        from users u
       where ${driverFilter(q.search)} ${keyset}
       order by u.first_name, u.last_name, u.id
       limit ${limit}
    )
    select b.*, w.minutes::int as minutes, ${local(sql`l.check_in_time`)} as latest_check_in, ${local(sql`l.check_out_time`)} as latest_check_out
      from batch b
     cross join p
     cross join lateral (select ${workedMinutes} as minutes from (${periodShifts(sql`b.id`)}) s) w
      left join lateral (
        select s.check_in_time, s.check_out_time from (${periodShifts(sql`b.id`)}) s order by s.check_in_time desc, s.id desc limit 1
      ) l on true
     order by b.first_name, b.last_name, b.id`);
  return rows;
}

const entryColumns = sql`id, ${isoTime(sql`check_in_time`)} as check_in_time, ${isoTime(sql`check_out_time`)} as check_out_time`;

/** Opens a shift now; null when one is open already (the partial unique index decides, race-free). */
export async function openShift(db: Queryable, userId: number): Promise<HoursEntry | null> {
  const { rows } = await db.execute<HoursEntry>(sql`
    insert into check_ins (user_id, check_in_time) values (${userId}, now())
    on conflict (user_id) where check_out_time is null do nothing
    returning ${entryColumns}`);
  return rows[0] ?? null;
}

/** Closes the open shift now, in one atomic update; null when none is open. */
export async function closeShift(db: Queryable, userId: number): Promise<HoursEntry | null> {
  const { rows } = await db.execute<HoursEntry>(sql`
    update check_ins set check_out_time = greatest(now(), check_in_time)
     where user_id = ${userId} and check_out_time is null
    returning ${entryColumns}`);
  return rows[0] ?? null;
}
