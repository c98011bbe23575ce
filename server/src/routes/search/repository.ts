import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_PER_KIND } from '@haulboard/shared/contracts';
import type { Queryable } from '../../db/client';
import { containsPattern, userMatches } from '../../db/search';
import { loadSearchCondition } from '../../domain/load-rows';

export type HitRow = {
  kind: 'load' | 'driver' | 'dispatcher' | 'truck' | 'trailer';
  id: number;
  title: string;
  /** A load's pickup, a person's login, a truck's model, a trailer's name. */
  a: string | null;
  /** A load's delivery, a truck's VIN. */
  b: string | null;
  /** A load's broker. */
  c: string | null;
  email: string | null;
  /** The load whose number was typed. */
  exact: boolean;
};

const TRUCK_TEXT = sql`lower(t.truck_number || ' ' || t.truck_model || ' ' || t.vin_number)`;
const TRAILER_TEXT = sql`lower(r.trailer_number || ' ' || r.tailer_name)`;

/**
 * Every kind's few hits in one statement (one round trip); with `loadsOnly` (a number typed as a
 * load's, `load 472` or `#472`), the loads alone. Loads are the newest matching, through
 * loads_search_trgm_idx or, for a common term, the primary key read backwards until a few match;
 * people through users_search_trgm_idx; the fleet's tables are a few hundred rows.
 */
export async function findHits(db: Queryable, term: string, loadId: number | null, { loadsOnly = false } = {}): Promise<HitRow[]> {
  const n = sql.raw(String(SEARCH_PER_KIND));
  const exactLoad =
    loadId === null
      ? sql``
      : sql`(select 'load'::text as kind, l.id, l.loadname as title, l.pickup_location as a, l.delivery_location as b, l.broker as c,
               null::text as email, true as exact
             from loads l where l.id = ${loadId}) union all`;
  const { rows } = await db.execute<HitRow>(
    sql`
    ${exactLoad}
    (select 'load'::text as kind, l.id, l.loadname as title, l.pickup_location as a, l.delivery_location as b, l.broker as c, null::text as email, false as exact
     from loads l where ${loadSearchCondition(term)} order by l.id desc limit ${n})
    ${loadsOnly ? sql`` : otherKinds(term, n)}`,
  );
  return rows;
}

/** The people and the fleet matching `term`, after the loads' part of the statement. */
function otherKinds(term: string, n: SQL): SQL {
  const pattern = containsPattern(term);
  const person = (kind: 'driver' | 'dispatcher') => sql`
    (select ${kind}::text as kind, u.id, btrim(u.first_name || ' ' || u.last_name) as title, u.email as a, null::text as b, null::text as c,
       u.email, false as exact
     from users u where u.user_type = ${kind} and u.deleted_at is null and ${userMatches(term)}
     order by u.first_name, u.last_name, u.id limit ${n})`;
  return sql`
    union all ${person('driver')}
    union all ${person('dispatcher')}
    union all
    (select 'truck'::text, t.id, t.truck_number, t.truck_model, t.vin_number, null::text, null::text, false
     from trucks t where ${TRUCK_TEXT} like ${pattern} order by lower(t.truck_number), t.id limit ${n})
    union all
    (select 'trailer'::text, r.id, r.trailer_number, r.tailer_name, null::text, null::text, null::text, false
     from trailers r where ${TRAILER_TEXT} like ${pattern} order by lower(r.trailer_number), r.id limit ${n})`;
}
