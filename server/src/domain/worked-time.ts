import { sql, type SQL } from 'drizzle-orm';
import type { HoursPeriod } from '@haulboard/shared/contracts';
import type { Queryable } from '../db/client';

// Worked time is computed in SQL from check_ins rows: a shift counts only where it overlaps
// the period, and an open shift counts up to now().

const PERIOD_UNIT = { daily: 'day', weekly: 'week', monthly: 'month' } as const satisfies Record<HoursPeriod, string>;
const PERIOD_LENGTH = { daily: '1 day', weekly: '7 days', monthly: '1 month' } as const satisfies Record<HoursPeriod, string>;

/**
 * One row `(starts, ends, local_start)`: the current day, week (Monday to Sunday) or month in
 * the company's time zone, as timestamptz; local_start (its first local date) is its key in
 * worked_time. Local midnight plus a local interval, so DST days are 23 or 25 hours.
 */
export function periodBounds(period: HoursPeriod, timezone: string): SQL {
  const localStart = sql`date_trunc(${PERIOD_UNIT[period]}, now() at time zone ${timezone})`;
  return sql`select (${localStart}) at time zone ${timezone} as starts,
                    ((${localStart}) + ${PERIOD_LENGTH[period]}::interval) at time zone ${timezone} as ends,
                    (${localStart})::date as local_start`;
}

/**
 * Registers the company's time zone for worked_time (migration 0009): a no-op once done, else
 * its rows are built from every closed shift. Called before the first hours read, not at start,
 * so a server whose database is down still starts.
 */
export async function registerHoursZone(db: Queryable, timezone: string): Promise<void> {
  await db.execute(sql`select haulboard_hours_zone(${timezone})`);
}

/**
 * The shifts of `userId` that overlap the period row `p` (from periodBounds). Those starting inside
 * the period come from the (user_id, check_in_time) index; of those starting before it only the
 * latest can reach into it, because one person's shifts never overlap (check-in refuses a second
 * open shift and check-out closes at now()). So no person's whole history is ever scanned.
 */
export function periodShifts(userId: SQL): SQL {
  return sql`
    select c.id, c.check_in_time, c.check_out_time
      from check_ins c
     where c.user_id = ${userId} and c.check_in_time >= p.starts and c.check_in_time < p.ends
    union all
    select b.id, b.check_in_time, b.check_out_time
      from (select c.id, c.check_in_time, c.check_out_time
              from check_ins c
             where c.user_id = ${userId} and c.check_in_time < p.starts
             order by c.check_in_time desc
             limit 1) b
     where b.check_out_time is null or b.check_out_time > p.starts`;
}

/**
 * Joins, to each person `u`, their closed shifts' time in the period `p` (from periodBounds in
 * `timezone`) as `w` (worked_time: one row by key) and their open shift as `o`
 * (check_ins_open_unique); ranking.ts adds the open shift's part up to now. Never the period's
 * check-ins, and no aggregate: 1,000 drivers are two hash joins of 1,000 rows. The bounds are read
 * as a scalar subquery, so they are computed once, not for every row.
 */
export function periodJoins(period: HoursPeriod, timezone: string): SQL {
  return sql`
    left join worked_time w on w.zone = ${timezone} and w.period = ${PERIOD_UNIT[period]} and w.starts = (select local_start from p) and w.user_id = u.id
    left join check_ins o on o.user_id = u.id and o.check_out_time is null`;
}

/** The time of shift `s` inside the period row `p`, as an interval; an open shift runs to now(). */
const workedInterval = sql`greatest(interval '0', least(coalesce(s.check_out_time, now()), p.ends) - greatest(s.check_in_time, p.starts))`;

/** Seconds of shift `s` inside the period row `p`; an open shift runs to now(). */
export const workedSeconds = sql`extract(epoch from ${workedInterval})`;

/**
 * Whole minutes of the shifts `s` of a group (an aggregate). Intervals are summed, not seconds:
 * interval sums are exact integer microseconds and twice as fast as numeric ones over a month of shifts.
 */
export const workedMinutes = sql`floor(extract(epoch from coalesce(sum(${workedInterval}), interval '0')) / 60)`;

/** A timestamptz as JavaScript's toISOString() writes it, whatever the session's time zone. */
export const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type Role = 'driver' | 'dispatcher';

export type WorkedToday = { id: number; first_name: string; last_name: string; hours: number };

/** People of one role who worked today, with hours (2 decimals); most hours first, then by name. */
export async function getTopWorkers(db: Queryable, role: Role, timezone: string): Promise<WorkedToday[]> {
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
