import { sql } from 'drizzle-orm';
import type { ActiveUsers, Stats, UpcomingLoad } from '@haulboard/shared/contracts';
import type { Queryable } from '../../db/client';
import { isoTime } from '../../domain/worked-time';
import { companyToday } from '../../domain/company-day';
import { LOAD_JOINS } from '../../domain/load-rows';

// The number a person reads out is the load's id, as the loads list, the detail and analytics
// show it (issue 27); the stored load_number is an outside reference (a broker's), not this.
const loadNumber = sql`l.id::text`;

export type OverviewKey = { pickup_date: string; id: number };
export type OverviewRow = OverviewKey & { month: string; item: string };

/**
 * One batch of the loads overview in (pickup date, id) order, optionally within a pickup-date
 * range: each load's month and its item as JSON text built by PostgreSQL, so the process only
 * concatenates. answers.ts writes the batches as months (see lib/json-stream.ts).
 */
export async function getLoadsOverviewBatch(
  db: Queryable,
  range: { from?: string; to?: string },
  after: OverviewKey | null,
  limit: number,
): Promise<OverviewRow[]> {
  const from = range.from ? sql`and l.pickup_date >= ${range.from}::date` : sql``;
  const to = range.to ? sql`and l.pickup_date <= ${range.to}::date` : sql``;
  const next = after ? sql`and (l.pickup_date, l.id) > (${after.pickup_date}::date, ${after.id})` : sql``;
  const { rows } = await db.execute<OverviewRow>(sql`
    select to_char(l.pickup_date, 'YYYY-MM') as month, l.pickup_date, l.id,
           json_build_object(
             'id', l.id,
             'load_number', ${loadNumber},
             'status', l.status,
             'pickup_date', l.pickup_date,
             'created_at', ${isoTime(sql`l.created_at`)},
             'driver_name', nullif(trim(u.first_name || ' ' || u.last_name), ''),
             -- Spelt so in the contract.
             'Truck_number', coalesce(t.truck_number, 'NA')
           )::text as item
      from (select * from loads l where true ${from} ${to} ${next} order by l.pickup_date, l.id limit ${limit}) l
      ${LOAD_JOINS}
     order by l.pickup_date, l.id`);
  return rows;
}

/** Load counts from the trigger-kept counters (6 rows), not a pass over every load. */
export async function getStats(db: Queryable): Promise<Stats> {
  const { rows } = await db.execute<Stats>(sql`
    select coalesce(sum(n), 0)::int as total_loads,
           coalesce(sum(n) filter (where status = 'unassigned'), 0)::int as unassigned_or_pending,
           coalesce(sum(n) filter (where status = 'assigned'), 0)::int as active_assigned
      from load_counters`);
  return rows[0];
}

/** Non-deleted drivers and dispatchers, and how many of each have an open shift. */
export async function getActiveUsers(db: Queryable): Promise<ActiveUsers> {
  const { rows } = await db.execute<ActiveUsers>(sql`
    with people as (
      select u.user_type,
             exists(select 1 from check_ins c where c.user_id = u.id and c.check_out_time is null) as checked_in
        from users u
       where u.deleted_at is null and u.user_type in ('driver', 'dispatcher')
    )
    select count(*) filter (where user_type = 'driver') as total_drivers,
           count(*) filter (where user_type = 'driver' and checked_in) as checked_in_drivers,
           count(*) filter (where user_type = 'dispatcher') as total_dispatchers,
           count(*) filter (where user_type = 'dispatcher' and checked_in) as checked_in_dispatchers
      from people`);
  return rows[0];
}

/** Loads picked up from today to today + `days` (both included, company time zone), by pickup date and time. */
export async function getUpcomingLoads(db: Queryable, timezone: string, days: number): Promise<UpcomingLoad[]> {
  const { rows } = await db.execute<UpcomingLoad>(sql`
    with today as (select ${companyToday(timezone)} as d)
    select l.id, l.loadname, ${loadNumber} as load_number, l.pickup_date, to_char(l.pickup_time, 'HH24:MI') as pickup_time, l.status
      from loads l, today
     where l.pickup_date >= today.d and l.pickup_date <= today.d + ${days}::int
     order by l.pickup_date, l.pickup_time, l.id`);
  return rows;
}
