// The fake backend's search box (GET search/, server/src/routes/search): the same fields of each
// kind, the same few of each, the typed load number first, answered from the seeded records.
import { SEARCH_PER_KIND } from '../contracts/search-kinds';
import { SearchQuerySchema, SearchResultsSchema, type SearchHit } from '../contracts/search';
import { ApiPaths } from '../contracts/paths';
import type { FakeDb } from './fake-db';
import { endpoint, ok, parsed, queryOf, type Endpoint } from './fake-server-kit';

const LOAD_NUMBER = /^(?:load\s*)?#?\s*(\d{1,9})$/i;
const joined = (...parts: Array<string | null | undefined>) => parts.filter((p): p is string => Boolean(p && p.trim())).join(' · ');

export function searchEndpoints(db: FakeDb): Endpoint[] {
  return [
    endpoint(
      'GET',
      ApiPaths.search,
      (req) => {
        const { q } = parsed(SearchQuerySchema, queryOf(req));
        const number = LOAD_NUMBER.exec(q)?.[1];
        const term = (number ?? q).toLowerCase();
        const has = (...fields: Array<string | null | undefined>) => fields.some((f) => f?.toLowerCase().includes(term));
        const few = <T>(rows: T[]) => rows.slice(0, SEARCH_PER_KIND);
        const loads = db.loads
          .filter((l) => String(l.id) === number || has(l.loadname, l.loadNumber, l.pickup_location, l.delivery_location, l.broker))
          .sort((a, b) => Number(String(b.id) === number) - Number(String(a.id) === number) || b.id - a.id);
        const people = (kind: 'driver' | 'dispatcher', rows: Array<{ id: number; first_name: string; last_name: string; email: string }>) =>
          few(rows.filter((p) => has(`${p.first_name} ${p.last_name}`, p.email)).sort((a, b) => a.first_name.localeCompare(b.first_name))).map(
            (p): SearchHit => ({ kind, id: p.id, title: `${p.first_name} ${p.last_name}`.trim(), detail: p.email, email: p.email }),
          );
        const results: SearchHit[] = [
          ...few(loads).map((l): SearchHit => ({
            kind: 'load',
            id: l.id,
            title: l.loadname,
            detail: joined(`#${l.id}`, `${l.pickup_location} → ${l.delivery_location}`, l.broker),
            email: null,
          })),
          ...people('driver', db.drivers),
          ...people('dispatcher', db.dispatchers),
          ...few(db.trucks.filter((t) => has(t.truck_number, t.truck_model, t.vin_number))).map((t): SearchHit => ({
            kind: 'truck',
            id: t.id,
            title: t.truck_number,
            detail: joined(t.truck_model, `VIN ${t.vin_number}`),
            email: null,
          })),
          ...few(db.trailers.filter((t) => has(t.trailer_number, t.tailer_name))).map((t): SearchHit => ({
            kind: 'trailer',
            id: t.id,
            title: t.trailer_number,
            detail: t.tailer_name,
            email: null,
          })),
        ];
        return ok({ results });
      },
      SearchResultsSchema,
    ),
  ];
}
