import { sql } from 'drizzle-orm';
import type { ActiveUsers, Stats, UpcomingLoad } from '@haulboard/shared/contracts';
import type { Db } from '../../db/client';
import { isoTime } from '../hours/worked-time';

// A load without a number is shown by its id.
const loadNumber = sql`coalesce(l.load_number, l.id::text)`;

/**
 * The loads overview as JSON text: loads (optionally by pickup-date range) with driver and truck,
 * grouped by pickup month, months ascending, items by pickup date then id. One query; PostgreSQL
 * builds the JSON so an answer of 100k loads does not block the event loop with row parsing.
 */
export async function getLoadsOverviewJson(db: Db, q: { from?: string; to?: string; timezone: string }): Promise<string> {
  const from = q.from ? sql`and l.pickup_date >= ${q.from}::date` : sql``;
  const to = q.to ? sql`and l.pickup_date <= ${q.to}::date` : sql``;
  const { rows } = await db.execute<{ body: string }>(sql`
    select json_build_object(
             'months', coalesce(json_agg(json_build_object('month', m.month, 'items', m.items) order by m.month), '[]'::json)
           )::text as body
      from (
        select to_char(coalesce(l.pickup_date, (l.created_at at time zone ${q.timezone})::date), 'YYYY-MM') as month,
               json_agg(json_build_object(
                 'id', l.id,
                 'load_number', ${loadNumber},
                 'status', l.status,
                 'pickup_date', l.pickup_date,
                 'created_at', ${isoTime(sql`l.created_at`)},
                 'driver_name', nullif(trim(d.first_name || ' ' || d.last_name), ''),
                 -- Spelt so in the contract.
                 'Truck_number', coalesce(t.truck_number, 'NA')
               ) order by l.pickup_date, l.id) as items
          from loads l
          left join assignments a on a.load_id = l.id
          left join users d on d.id = a.driver_id
          left join truck_drivers td on td.driver_id = a.driver_id
          left join trucks t on t.id = td.truck_id
         where true ${from} ${to}
         group by 1
      ) m`);
  return rows[0].body;
}

/** Load counts from the trigger-kept counters (6 rows), not a pass over every load. */
export async function getStats(db: Db): Promise<Stats> {
  const { rows } = await db.execute<Stats>(sql`
    select coalesce(sum(n), 0)::int as total_loads,
           coalesce(sum(n) filter (where status = 'unassigned'), 0)::int as unassigned_or_pending,
           coalesce(sum(n) filter (where status = 'assigned'), 0)::int as active_assigned
      from load_counters`);
  return rows[0];
}

/** Non-deleted drivers and dispatchers, and how many of each have an open shift. */
export async function getActiveUsers(db: Db): Promise<ActiveUsers> {
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
export async function getUpcomingLoads(db: Db, timezone: string, days: number): Promise<UpcomingLoad[]> {
  const { rows } = await db.execute<UpcomingLoad>(sql`
    with today as (select (now() at time zone ${timezone})::date as d)
    select l.id, l.loadname, ${loadNumber} as load_number, l.pickup_date, to_char(l.pickup_time, 'HH24:MI') as pickup_time, l.status
      from loads l, today
     where l.pickup_date >= today.d and l.pickup_date <= today.d + ${days}::int
     order by l.pickup_date, l.pickup_time, l.id`);
  return rows;
}
