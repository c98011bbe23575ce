import { sql, type SQL } from 'drizzle-orm';
import type { HoursPeriod } from '@haulboard/shared/contracts';

// Worked time is computed in SQL from check_ins rows: a shift counts only where it overlaps
// the period, and an open shift counts up to now().

const PERIOD_UNIT = { daily: 'day', weekly: 'week', monthly: 'month' } as const satisfies Record<HoursPeriod, string>;
const PERIOD_LENGTH = { daily: '1 day', weekly: '7 days', monthly: '1 month' } as const satisfies Record<HoursPeriod, string>;

/**
 * One row `(starts, ends)`: the current day, week (Monday to Sunday) or month in the company's
 * time zone, as timestamptz. Local midnight plus a local interval, so DST days are 23 or 25 hours.
 */
export function periodBounds(period: HoursPeriod, timezone: string): SQL {
  const localStart = sql`date_trunc(${PERIOD_UNIT[period]}, now() at time zone ${timezone})`;
  return sql`select (${localStart}) at time zone ${timezone} as starts,
                    ((${localStart}) + ${PERIOD_LENGTH[period]}::interval) at time zone ${timezone} as ends`;
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
 * `(user_id, minutes)` of everyone with a shift overlapping the period row `p`, in one pass over
 * the period's check-ins rather than a lookup per person: the shifts starting inside the period
 * (check_ins_time_idx), the open ones that started before it (check_ins_open_unique) and the
 * closed ones reaching into it (check_ins_out_time_idx). The same shifts periodShifts finds for
 * one person, counted by the same workedMinutes. `people` (a select of user ids) limits it to them.
 */
export function periodMinutes(people?: SQL): SQL {
  // Only these people's shifts (a search): read through (user_id, check_in_time) instead of the whole period.
  const only = people ? sql`and c.user_id in (${people})` : sql``;
  return sql`
    select s.user_id, ${workedMinutes} as minutes
      from (select c.user_id, c.check_in_time, c.check_out_time
              from check_ins c, p
             where c.check_in_time >= p.starts and c.check_in_time < p.ends ${only}
            union all
            select c.user_id, c.check_in_time, c.check_out_time
              from check_ins c, p
             where c.check_out_time is null and c.check_in_time < p.starts ${only}
            union all
            select c.user_id, c.check_in_time, c.check_out_time
              from check_ins c, p
             where c.check_out_time > p.starts and c.check_in_time < p.starts ${only}) s
     cross join p
     group by s.user_id`;
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
