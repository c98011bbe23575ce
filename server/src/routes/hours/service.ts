import { PAGE_SIZES, type DriverHoursRecord, type HoursEntry, type HoursPeriod } from '@haulboard/shared/contracts';
import type { AppDeps } from '../../deps';
import { conflict } from '../../lib/http-errors';
import { keysetBatches } from '../../lib/json-stream';
import { pageWindow, wantsPage, type Page } from '../../lib/paging';
import { VersionedCache } from '../../lib/versioned-cache';
import { toDriverHoursRecord } from './answers';
import { PeriodRanking } from './ranking';
import {
  closeShift,
  getDriverHoursBatch,
  getPeriodEntries,
  getPeriodTotals,
  openShift,
  readHoursSnapshotKey,
  type DriverHoursExportRow,
  type ExportKey,
  type PeriodTotalRow,
} from './repository';
import { registerHoursZone } from '../../domain/worked-time';
import { notifyChanges } from '../../domain/change-notices';

/** The spec's page size of Check In/Out. */
export const HOURS_PAGE_SIZE = PAGE_SIZES.driverHours;
/** Drivers per query of the export: a few hundred rows in memory at a time, whatever the fleet. */
const EXPORT_BATCH = 500;
/** Snapshots kept: a few periods times the searches being typed; about 200 bytes a driver. */
const SNAPSHOTS = { maxEntries: 48, maxWeight: 100_000 };

export type DriverHoursListQuery = { period?: HoursPeriod; page?: number; page_size?: number; search?: string };

type Snapshot = { ranking: PeriodRanking; people: Map<number, PeriodTotalRow> };

/**
 * Driver hours for the administrator and the check-in/out of the drivers' and dispatchers' app.
 *
 * A page ranks every matching driver by minutes worked, so it is computed from a snapshot of the
 * period's totals (each driver's closed time and open shift) kept by the versions of check-ins and
 * people and by the period (lib/versioned-cache.ts): a page costs the versions' read, an in-memory
 * merge, and the entries of the drivers it shows. Exact: a check-in, a check-out or a change to a
 * shown person moves a version, and an open shift's minutes are computed at the moment of the call.
 */
export function createHoursService({ db, config }: Pick<AppDeps, 'db' | 'config'>) {
  const { timezone } = config;
  const snapshots = new VersionedCache(SNAPSHOTS);

  // worked_time is kept for the company's zone from the first hours read on; a failure (database
  // down) is retried by the next request rather than remembered.
  let zoneRegistered: Promise<void> | null = null;
  const hoursZoneReady = () => {
    zoneRegistered ??= registerHoursZone(db, timezone).catch((err: unknown) => {
      zoneRegistered = null;
      throw err;
    });
    return zoneRegistered;
  };

  async function snapshotOf(period: HoursPeriod, search: string | undefined): Promise<Snapshot> {
    await hoursZoneReady();
    const key = await readHoursSnapshotKey(db, period, timezone);
    return snapshots.get(
      key.version,
      `${period} ${key.localStart} ${search ?? ''}`,
      async () => {
        const totals = await getPeriodTotals(db, { period, timezone, search });
        const ranking = new PeriodRanking(
          totals.rows.map((r) => ({ id: r.id, nameRank: r.name_rank, closedUs: r.closed_us, openSinceUs: r.open_since_us })),
          { startsUs: totals.startsUs, endsUs: totals.endsUs },
        );
        return { ranking, people: new Map(totals.rows.map((r) => [r.id, r])) };
      },
      (s) => Math.max(1, s.people.size),
    );
  }

  /** The spec's plain array of every driver, unless the caller asks for a page or a search: then `{count, results}`. */
  async function listDriverHours(query: DriverHoursListQuery): Promise<DriverHoursRecord[] | Page<DriverHoursRecord>> {
    const period = query.period ?? 'daily';
    const paged = wantsPage(query, ['page', 'page_size', 'search']);
    const { ranking, people } = await snapshotOf(period, query.search || undefined);
    const { offset, limit } = paged ? pageWindow(query, HOURS_PAGE_SIZE) : { offset: 0, limit: ranking.count };
    // Microseconds, as the database counts them; the open shifts run to this moment.
    const ranked = ranking.page(offset, limit, Date.now() * 1000);
    const entries = await getPeriodEntries(
      db,
      period,
      timezone,
      ranked.map((r) => r.id),
    );
    const results = ranked.map((r) => toDriverHoursRecord(people.get(r.id)!, r.minutes, entries.get(r.id) ?? []));
    return paged ? { count: ranking.count, results } : results;
  }

  /** The period's hours of every driver matching the search, in batches A-Z by name, for the payroll CSV. */
  function exportDriverHours(period: HoursPeriod, search: string | undefined): AsyncIterable<DriverHoursExportRow[]> {
    const query = { period, timezone, search };
    return keysetBatches(
      (after: ExportKey | null, limit) => getDriverHoursBatch(db, query, after, limit),
      (row) => ({ first_name: row.first_name, last_name: row.last_name, id: row.id }),
      EXPORT_BATCH,
    );
  }

  // Not in the audit trail, yet Check In/Out and the dashboard show them: the change is told at
  // commit, in the shift's own transaction (issue 29).
  async function checkIn(userId: number): Promise<HoursEntry> {
    const entry = await db.transaction(async (tx) => {
      const opened = await openShift(tx, userId);
      if (opened) await notifyChanges(tx, [{ subject_type: 'check_in', subject_id: userId, kind: 'check_in.opened' }]);
      return opened;
    });
    if (!entry) throw conflict('Already checked in.');
    return entry;
  }

  async function checkOut(userId: number): Promise<HoursEntry> {
    const entry = await db.transaction(async (tx) => {
      const closed = await closeShift(tx, userId);
      if (closed) await notifyChanges(tx, [{ subject_type: 'check_in', subject_id: userId, kind: 'check_in.closed' }]);
      return closed;
    });
    if (!entry) throw conflict('Not checked in.');
    return entry;
  }

  /** The company's calendar day, 'YYYY-MM-DD' (en-CA writes dates so), for the export's file name. */
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date());

  return { listDriverHours, exportDriverHours, checkIn, checkOut, hoursZoneReady, today };
}
