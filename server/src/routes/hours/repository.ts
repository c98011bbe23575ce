import { sql, type SQL } from 'drizzle-orm';
import { userMatches } from '../../db/search';
import type { DriverHoursRecord, HoursEntry, HoursPeriod } from '@haulboard/shared/contracts';
import type { Db } from '../../db/client';
import { isoTime, periodBounds, periodJoins, periodMinutesJoined, periodShifts, workedMinutes, workedSeconds } from './worked-time';

type Role = 'driver' | 'dispatcher';

export type DriverHoursQuery = { period: HoursPeriod; timezone: string; search?: string; limit?: number; offset?: number };

const driverFilter = (search: string | undefined) => sql`u.user_type = 'driver' and u.deleted_at is null ${search ? sql`and ${userMatches(search)}` : sql``}`;

/**
 * Non-deleted drivers with their minutes and shifts in the period, most minutes first; one query.
 * The minutes come from worked_time, one row per driver, plus the open shifts (periodJoins),
 * not from the period's check-ins; the entries are built only for the page. The company's zone
 * must be registered (registerHoursZone).
 */
export async function getDriverHours(db: Db, q: DriverHoursQuery): Promise<DriverHoursRecord[]> {
  return driverHoursRows(db, q, false);
}

/**
 * A page of getDriverHours and the count of matching drivers, in one statement: the ranking
 * reads every matching driver anyway, so the count is a window over it, not a second query.
 * Only a page past the end (no row to carry it) counts separately.
 */
export async function getDriverHoursPage(db: Db, q: DriverHoursQuery): Promise<{ count: number; results: DriverHoursRecord[] }> {
  const rows = await driverHoursRows(db, q, true);
  if (rows.length === 0) return { count: await countDrivers(db, q.search), results: [] };
  const count = rows[0].full_count ?? 0;
  for (const row of rows) delete row.full_count;
  return { count, results: rows };
}

async function driverHoursRows(db: Db, q: DriverHoursQuery, withCount: boolean): Promise<(DriverHoursRecord & { full_count?: number })[]> {
  const page = q.limit === undefined ? sql`` : sql`limit ${q.limit} offset ${q.offset ?? 0}`;
  const order = sql`total_hours_worked desc, first_name, last_name, id`;
  const { rows } = await db.execute<DriverHoursRecord & { full_count?: number }>(sql`
    with p as (${periodBounds(q.period, q.timezone)}),
    people as (select u.id, u.first_name, u.last_name, u.phone_number, u.email from users u where ${driverFilter(q.search)}),
    ranked as (
      select u.id, u.first_name, u.last_name, u.phone_number, u.email, ${periodMinutesJoined}::int as total_hours_worked
             ${withCount ? sql`, count(*) over ()::int as full_count` : sql``}
        from people u
        ${periodJoins(q.period, q.timezone)}
       order by ${order}
       ${page}
    )
    select r.id,
           trim(r.first_name || ' ' || r.last_name) as full_name,
           r.first_name,
           r.last_name,
           r.phone_number as phone_number_driver,
           r.email as driver_email,
           coalesce(e.entries, '[]'::json) as entries,
           r.total_hours_worked
           ${withCount ? sql`, r.full_count` : sql``}
      from ranked r
     cross join p
      left join lateral (
        select json_agg(json_build_object('id', s.id, 'check_in_time', ${isoTime(sql`s.check_in_time`)},
                                          'check_out_time', ${isoTime(sql`s.check_out_time`)})
                        order by s.check_in_time desc, s.id desc) as entries
          from (${periodShifts(sql`r.id`)}) s
      ) e on true
     order by ${order}`);
  return rows;
}

export async function countDrivers(db: Db, search?: string): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from users u where ${driverFilter(search)}`);
  return rows[0].count;
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
export async function getDriverHoursBatch(
  db: Db,
  q: Omit<DriverHoursQuery, 'limit' | 'offset'>,
  after: ExportKey | null,
  limit: number,
): Promise<DriverHoursExportRow[]> {
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

export type WorkedToday = { id: number; first_name: string; last_name: string; hours: number };

/** People of one role who worked today, with hours (2 decimals); most hours first, then by name. */
export async function getTopWorkers(db: Db, role: Role, timezone: string): Promise<WorkedToday[]> {
  const { rows } = await db.execute<WorkedToday>(sql`
    with p as (${periodBounds('daily', timezone)})
    select u.id, u.first_name, u.last_name, w.hours
      from users u
     cross join p
     cross join lateral (
       select round(coalesce(sum(${workedSeconds}), 0) / 3600, 2) as hours
         from (${periodShifts(sql`u.id`)}) s
     ) w
     where u.user_type = ${role} and u.deleted_at is null and w.hours > 0
     order by w.hours desc, u.first_name, u.last_name, u.id`);
  return rows;
}

const entryColumns = sql`id, ${isoTime(sql`check_in_time`)} as check_in_time, ${isoTime(sql`check_out_time`)} as check_out_time`;

/** Opens a shift now; null when one is open already (the partial unique index decides, race-free). */
export async function openShift(db: Db, userId: number): Promise<HoursEntry | null> {
  const { rows } = await db.execute<HoursEntry>(sql`
    insert into check_ins (user_id, check_in_time) values (${userId}, now())
    on conflict (user_id) where check_out_time is null do nothing
    returning ${entryColumns}`);
  return rows[0] ?? null;
}

/** Closes the open shift now, in one atomic update; null when none is open. */
export async function closeShift(db: Db, userId: number): Promise<HoursEntry | null> {
  const { rows } = await db.execute<HoursEntry>(sql`
    update check_ins set check_out_time = greatest(now(), check_in_time)
     where user_id = ${userId} and check_out_time is null
    returning ${entryColumns}`);
  return rows[0] ?? null;
}
