import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../db/search';

// assignments.load_id and truck_drivers.driver_id are unique, so these joins never multiply rows.
// Each is an index lookup per load of the (already cut) page: as plain joins the planner hashed
// the whole assignments table for every page (7 ms of 100k rows, for 10 loads). `limit 1` (the
// keys are unique anyway) keeps PostgreSQL from flattening the lateral subqueries back into joins.
export const LOAD_JOINS = sql`
  left join lateral (select a.id, a.driver_id from assignments a where a.load_id = l.id limit 1) a on true
  left join lateral (select u.first_name, u.last_name, u.email from users u where u.id = a.driver_id limit 1) u on true
  left join lateral (
    select t.truck_number from truck_drivers td join trucks t on t.id = td.truck_id where td.driver_id = a.driver_id limit 1
  ) t on true`;

/**
 * Matches the search text against the exact expression of loads_search_trgm_idx, so the
 * trigram index serves it; digits alone also match the load's id (the list's "load number").
 */
export function loadSearchCondition(search: string | undefined): SQL | null {
  const term = search?.trim().toLowerCase();
  if (!term) return null;
  const pattern = containsPattern(term);
  const text = sql`lower(l.loadname || ' ' || coalesce(l.load_number, '') || ' ' || l.pickup_location || ' ' || l.delivery_location || ' ' || coalesce(l.broker, '')) like ${pattern}`;
  if (/^\d{1,9}$/.test(term)) return sql`(${text} or l.id = ${Number(term)})`;
  return text;
}
