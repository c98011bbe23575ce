import type { ListLoadsQuery } from '@haulboard/shared/contracts';
import type { AppDeps } from '../../deps';
import { mirroredWindow, type PageWindow } from '../../lib/paging';
import { readVersion, VersionedCache } from '../../lib/versioned-cache';
import { companyDay } from '../../domain/company-day';
import { countIsScan, countLoads, findLoadIds, findLoadsByIds, findLoadsPage, findLoadsPageRows, type LoadFilters, type LoadRow } from './repository';

/** From this offset on a page of an unfiltered or tab-only list is a deep one: read from the other end. */
const DEEP_OFFSET = 70;
/** A search's ids kept in order at most: past them its pages are read as before. */
const MAX_KEPT_IDS = 20_000;
/** Counts (weight 1) and id lists (weight = ids): about 1.6 MB at most. */
const KEPT = { maxEntries: 500, maxWeight: 200_000 };

/**
 * Whether a page is cut from the kept ids. Past MAX_KEPT_IDS matches they are the list's first
 * MAX_KEPT_IDS, still exact for a page inside them (issue 31: at a million loads this week's
 * pickups are 20,570 and "dallas" matches 71,081). Then a date filter's ids are one range of the
 * pickup index (21 ms once per version of the loads, against 344 ms a page walking the newest
 * loads); a search's cost a pass over the matches (537 ms once), so only a deep page, whose walk
 * costs as much every time (page 500: 482 ms), reads them: a first page of a common term finds
 * its rows among the newest loads.
 */
function inKeptIds(filters: LoadFilters, count: number, window: PageWindow, cap: number): boolean {
  if (count <= cap) return true;
  return window.offset + window.limit <= cap && (!filters.search || window.offset >= DEEP_OFFSET);
}

type ListQuery = { filters: LoadFilters; ordering: ListLoadsQuery['ordering']; window: PageWindow };

/**
 * A page of list-loads/ and its total. The totals the kept counters and day figures answer cost a
 * read; a search or a date filter has to count its rows (7,187 loads matching "dallas": 12 ms), so
 * that count is kept under the loads' version (lib/versioned-cache.ts), and so are its ids in
 * order, which its pages are cut from. Exact: any committed write to loads, through any
 * API process, moves the version. A page in the back half of the list is read from its other end.
 */
export function createLoadsList({ db, config }: Pick<AppDeps, 'db' | 'config'>, { maxKeptIds = MAX_KEPT_IDS } = {}) {
  const kept = new VersionedCache(KEPT);

  async function listLoadsPage({ filters, ordering, window }: ListQuery): Promise<{ rows: LoadRow[]; count: number }> {
    const { timezone } = config;
    const scan = countIsScan(filters);
    // The common case: the page and its kept total in one round trip.
    if (!scan && window.offset < DEEP_OFFSET) return findLoadsPage(db, { filters, ordering, ...window }, timezone);

    let count: number;
    // "This week" and the like are the company's days: the key names the day they were counted on.
    const key = JSON.stringify({ ...filters, day: filters.date ? companyDay(timezone) : undefined });
    if (scan) {
      const version = await readVersion(db, 'loads');
      count = await kept.get(version, `count ${key}`, () => countLoads(db, filters, timezone));
      // Every page of a search or a date filter, the first too, is cut from its kept ids: a page
      // read afresh walks the list's order past every row the filter rejects (this week's pickups
      // among the newest loads: 4 ms a page at 100k, 344 ms at a million).
      if (inKeptIds(filters, count, window, maxKeptIds)) {
        const ids = await kept.get(
          version,
          `ids ${ordering ?? '-id'} ${key}`,
          () => findLoadIds(db, filters, ordering, maxKeptIds, timezone),
          (v) => Math.max(1, v.length),
        );
        return { count, rows: await findLoadsByIds(db, ids.slice(window.offset, window.offset + window.limit), ordering) };
      }
    } else {
      count = await countLoads(db, filters, timezone);
    }
    if (window.offset < DEEP_OFFSET) return { count, rows: await findLoadsPageRows(db, { filters, ordering, ...window }, timezone) };

    const mirrored = mirroredWindow(count, window);
    const rows = await findLoadsPageRows(db, { filters, ordering, ...mirrored }, timezone);
    return { count, rows: mirrored.reversed ? rows.reverse() : rows };
  }

  return { listLoadsPage };
}
