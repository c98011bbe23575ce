import { SEARCH_KINDS, SEARCH_PER_KIND, type SearchHit, type SearchResults } from '@haulboard/shared/contracts';
import { createDb } from '../../db/client';
import { pgErrorOf } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http-errors';
import { findHits, type HitRow } from './repository';

/** A search the box sends while someone types must never hold a connection: past this it is cancelled. */
const STATEMENT_TIMEOUT_MS = 1000;
/**
 * The search's own connections, opened with that timeout: one round trip a search instead of four
 * (begin, set the timeout, the query, commit), and searches typed by many people at once queue
 * here instead of taking the API's whole pool.
 */
const SEARCH_CONNECTIONS = 4;

/** `472`, `#472`, `load 472`, `Load #472`: a load's number (its id), as chat messages and the grid write it. */
const LOAD_NUMBER = /^(?:load\s*)?#?\s*(\d{1,9})$/i;
/** Written as a load's (`load 472`, `#472`): a number that is no phone, truck or trailer number. */
const NAMED_LOAD = /^\s*(?:load|#)/i;

const ORDER = new Map(SEARCH_KINDS.map((kind, i) => [kind, i]));

function toHit(row: HitRow): SearchHit {
  const parts = (...values: Array<string | null>) => values.filter((v): v is string => Boolean(v && v.trim())).join(' · ');
  const base = { kind: row.kind, id: row.id, title: row.title, email: row.email };
  switch (row.kind) {
    case 'load':
      return { ...base, detail: parts(`#${row.id}`, row.a && row.b ? `${row.a} → ${row.b}` : (row.a ?? row.b), row.c) };
    case 'truck':
      return { ...base, detail: parts(row.a, row.b && `VIN ${row.b}`) };
    default:
      return { ...base, detail: parts(row.a) };
  }
}

/** One search box over the records an administrator opens most (issue 29). */
export function createSearchService({ databaseUrl }: Pick<AppDeps, 'databaseUrl'>) {
  // Custom plans: how rare a term is decides between the trigram index and the primary key read
  // backwards, and a generic plan, blind to the term, read a million loads for a number.
  const db = createDb(databaseUrl, SEARCH_CONNECTIONS, { statementTimeoutMillis: STATEMENT_TIMEOUT_MS, customPlans: true });

  async function search(q: string): Promise<SearchResults> {
    const number = LOAD_NUMBER.exec(q)?.[1];
    const loadId = number !== undefined && Number(number) <= 2_147_483_647 ? Number(number) : null;
    // `load 472` names a number, not the words "load 472".
    const term = loadId !== null ? String(loadId) : q;
    let rows: HitRow[];
    try {
      rows = await findHits(db, term, loadId, { loadsOnly: loadId !== null && NAMED_LOAD.test(q) });
    } catch (err) {
      if (pgErrorOf(err).code === '57014') throw new HttpError(503, 'The search took too long. Try a longer or more precise term.', { 'retry-after': '1' });
      throw err;
    }
    // The load whose number was typed first, then the newest; a load found both ways once.
    const seen = new Set<string>();
    const hits = rows
      .sort((x, y) => ORDER.get(x.kind)! - ORDER.get(y.kind)! || Number(y.exact) - Number(x.exact))
      .filter((row) => {
        const key = `${row.kind}:${row.id}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    const perKind = new Map<string, number>();
    return {
      results: hits
        .filter((row) => {
          const n = (perKind.get(row.kind) ?? 0) + 1;
          perKind.set(row.kind, n);
          return n <= SEARCH_PER_KIND;
        })
        .map(toHit),
    };
  }
  return { search, close: () => db.$client.end() };
}
