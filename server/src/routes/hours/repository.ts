import { sql } from 'drizzle-orm';
import { userMatches } from '../../db/search';
import type { DriverHoursRecord, HoursEntry, HoursPeriod } from '@haulboard/shared/contracts';
import type { Db } from '../../db/client';
import { isoTime, periodBounds, periodShifts, workedSeconds } from './worked-time';

type Role = 'driver' | 'dispatcher';

export type DriverHoursQuery = { period: HoursPeriod; timezone: string; search?: string; limit?: number; offset?: number };

/**
 * Non-deleted drivers with their minutes and shifts in the period, most minutes first; one query.
 * Minutes are summed for every driver (the order needs them), the entries built only for the page.
 */
export async function getDriverHours(db: Db, q: DriverHoursQuery): Promise<DriverHoursRecord[]> {
  const search = q.search ? sql`and ${userMatches(q.search)}` : sql``;
  const page = q.limit === undefined ? sql`` : sql`limit ${q.limit} offset ${q.offset ?? 0}`;
  const order = sql`total_hours_worked desc, first_name, last_name, id`;
  const { rows } = await db.execute<DriverHoursRecord>(sql`
    with p as (${periodBounds(q.period, q.timezone)}),
    ranked as (
      select u.id, u.first_name, u.last_name, u.phone_number, u.email, w.minutes::int as total_hours_worked
        from users u
       cross join p
       cross join lateral (select coalesce(floor(sum(${workedSeconds}) / 60), 0) as minutes from (${periodShifts(sql`u.id`)}) s) w
       where u.user_type = 'driver' and u.deleted_at is null ${search}
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
  const filter = search ? sql`and ${userMatches(search)}` : sql``;
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*) as count from users u where u.user_type = 'driver' and u.deleted_at is null ${filter}`,
  );
  return rows[0].count;
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
