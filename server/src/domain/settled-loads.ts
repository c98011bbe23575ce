import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/**
 * Loads held by a driver settlement (issue 30) are history: what the driver was paid, or is about
 * to be, was worked out from them. The loads area refuses to take back their delivery or delete
 * them (409); the settlements area creates the holds. Both read them here.
 */
export type HeldLoad = { load_id: number; settlement_id: number; status: 'draft' | 'settled' };

/** The settlements holding any of `loadIds`, by load id. Call with the loads locked, so no create slips in between. */
export async function findHeldLoads(q: Queryable, loadIds: readonly number[]): Promise<HeldLoad[]> {
  if (loadIds.length === 0) return [];
  const result = await q.execute<HeldLoad>(sql`
    select sl.load_id, sl.settlement_id, s.status
      from driver_settlement_loads sl join driver_settlements s on s.id = sl.settlement_id
     where sl.load_id = any(${sql.param(loadIds)}::int[])
     order by sl.load_id`);
  return result.rows;
}

/** Why `what` (e.g. "Its delivery cannot be taken back") is refused for these held loads: one sentence naming them. */
export function heldLoadsDetail(held: readonly HeldLoad[], what: string): string {
  const named = held.slice(0, 5).map((h) => `load ${h.load_id} (settlement ${h.settlement_id}, ${h.status})`);
  const more = held.length > named.length ? ` and ${held.length - named.length} more` : '';
  const draftOnly = held.every((h) => h.status === 'draft');
  const why = draftOnly ? 'delete the draft settlement first' : 'a settled load is history';
  return `${what}: ${named.join(', ')}${more} ${held.length === 1 ? 'is' : 'are'} in a driver settlement (${why}).`;
}
