import { sql, type SQL } from 'drizzle-orm';
import type { HoursPeriod } from '@haulboard/shared/contracts';
import type { Db } from '../../db/client';

// Worked time is computed in SQL from check_ins rows: a shift counts only where it overlaps
// the period, and an open shift counts up to now().

const PERIOD_UNIT = { daily: 'day', weekly: 'week', monthly: 'month' } as const satisfies Record<HoursPeriod, string>;
const PERIOD_LENGTH = { daily: '1 day', weekly: '7 days', monthly: '1 month' } as const satisfies Record<HoursPeriod, string>;

/**
 * One row `(starts, ends, unit, local_start)`: the current day, week (Monday to Sunday) or month in
 * the company's time zone, as timestamptz; unit and local_start ('YYYY-MM-DD') are its key in
 * worked_time. Local midnight plus a local interval, so DST days are 23 or 25 hours.
 */
export function periodBounds(period: HoursPeriod, timezone: string): SQL {
  const localStart = sql`date_trunc(${PERIOD_UNIT[period]}, now() at time zone ${timezone})`;
  return sql`select (${localStart}) at time zone ${timezone} as starts,
                    ((${localStart}) + ${PERIOD_LENGTH[period]}::interval) at time zone ${timezone} as ends,
                    ${PERIOD_UNIT[period]}::text as unit,
                    (${localStart})::date as local_start`;
}

/**
 * Registers the company's time zone for worked_time (migration 0009): a no-op once done, else
 * its rows are built from every closed shift. Called before the first hours read, not at start,
 * so a server whose database is down still starts.
 */
export async function registerHoursZone(db: Db, timezone: string): Promise<void> {
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
 * `(user_id, minutes)` of everyone with time in the period row `p` (from periodBounds in
 * `timezone`): their closed shifts' time from worked_time (one row per person: the period's key,
 * an index range of its primary key) plus the open shifts' part up to now() (check_ins_open_unique),
 * never the period's check-ins. Equal to workedMinutes over periodShifts: worked_time holds the same
 * shifts cut at the same local midnights, and microseconds add up exactly as the intervals do.
 * `people` (a select of user ids) limits it to them.
 */
export function periodMinutes(timezone: string, people?: SQL): SQL {
  const only = (column: SQL) => (people ? sql`and ${column} in (${people})` : sql``);
  return sql`
    select t.user_id, floor(sum(t.us) / 60000000) as minutes
      from (select w.user_id, w.worked_us::numeric as us
              from worked_time w, p
             where w.zone = ${timezone} and w.period = p.unit and w.starts = p.local_start ${only(sql`w.user_id`)}
            union all
            select o.user_id, extract(epoch from greatest(interval '0', least(now(), p.ends) - greatest(o.check_in_time, p.starts))) * 1000000
              from check_ins o, p
             where o.check_out_time is null ${only(sql`o.user_id`)}) t
     group by t.user_id`;
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
