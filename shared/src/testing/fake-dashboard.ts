// The fake backend's dashboard, as server/src/routes/dashboard answers it, computed from the
// records (a load added, assigned or a shift begun shows in the next answer): loads-overview/ (the
// truck activity grid), stats/, active-users/, top-drivers/, top-dispatchers/ and upcoming-loads/.
import { z } from 'zod';
import {
  ActiveUsersSchema,
  LoadsOverviewQuerySchema,
  LoadsOverviewResponseSchema,
  StatsSchema,
  TopDispatcherSchema,
  TopDriverSchema,
  UpcomingLoadSchema,
  type LoadOverviewItem,
  type TopDriver,
  type UpcomingLoad,
} from '../contracts/dashboard';
import type { Load } from '../contracts/loads';
import { ApiPaths } from '../contracts/paths';
import { addDays } from '../contracts/report-periods';
import type { FakeDb } from './fake-db';
import { periodShifts } from './fake-hours';
import { endpoint, ok, parsed, queryOf, sortedBy, type Endpoint } from './fake-server-kit';

/** The spec's upcoming-loads window: today and the 7 days after it (service.ts). */
const UPCOMING_DAYS = 7;

/** A load as the overview lists it: numbered by its id, as every screen shows it (issue 27), with its driver's truck or 'NA'. */
function overviewItem(db: FakeDb, l: Load): LoadOverviewItem {
  const driver = l.assigned_driver?.id ?? l.assignments[0]?.driver;
  return {
    id: l.id,
    load_number: String(l.id),
    status: l.status,
    pickup_date: l.pickup_date,
    created_at: l.created_at,
    driver_name: l.driver_name,
    Truck_number: (driver !== undefined && db.truckOf(driver)?.truck_number) || 'NA',
  };
}

type Person = { id: number; first_name: string; last_name: string };

/** Those of `people` who worked today, with hours to 2 decimals (what rounds to 0 is left out); most first, then by name (worked-time.ts getTopWorkers). */
function topWorkers(db: FakeDb, people: readonly Person[]): TopDriver[] {
  const worked = people
    .map((p) => ({ id: p.id, first_name: p.first_name, last_name: p.last_name, hours: Math.round(periodShifts(db, p.id, 'daily').workedMs / 36_000) / 100 }))
    .filter((p) => p.hours > 0);
  return sortedBy(worked, (p) => [-p.hours, p.first_name, p.last_name, p.id]);
}

/** How many of `people` have an open shift. */
const onShift = (db: FakeDb, people: readonly { id: number }[]) =>
  people.filter((p) => db.checkIns.some((c) => c.user === p.id && c.check_out_time === null)).length;

/** Loads picked up from today to today + 7 days, by pickup date and time (repository.ts getUpcomingLoads). */
function upcomingLoads(db: FakeDb): UpcomingLoad[] {
  const today = db.clock.today();
  const last = addDays(today, UPCOMING_DAYS);
  const loads = db.loads
    .filter((l) => l.pickup_date >= today && l.pickup_date <= last)
    .map((l) => ({
      id: l.id,
      loadname: l.loadname,
      load_number: String(l.id),
      pickup_date: l.pickup_date,
      pickup_time: l.pickup_time.slice(0, 5),
      status: l.status,
    }));
  return sortedBy(loads, (l) => [l.pickup_date, l.pickup_time, l.id]);
}

export function dashboardEndpoints(db: FakeDb): Endpoint[] {
  const count = (status: Load['status']) => db.loads.filter((l) => l.status === status).length;
  return [
    endpoint(
      'GET',
      ApiPaths.loadsOverview,
      (req) => {
        const { from, to } = parsed(LoadsOverviewQuerySchema, queryOf(req));
        const loads = sortedBy(
          db.loads.filter((l) => (!from || l.pickup_date >= from) && (!to || l.pickup_date <= to)),
          (l) => [l.pickup_date, l.id],
        );
        const months = new Map<string, LoadOverviewItem[]>();
        for (const l of loads) months.set(l.pickup_date.slice(0, 7), [...(months.get(l.pickup_date.slice(0, 7)) ?? []), overviewItem(db, l)]);
        return ok({ months: [...months].map(([month, items]) => ({ month, items })) });
      },
      LoadsOverviewResponseSchema,
    ),
    endpoint(
      'GET',
      ApiPaths.stats,
      () => ok({ total_loads: db.loads.length, unassigned_or_pending: count('unassigned'), active_assigned: count('assigned') }),
      StatsSchema,
    ),
    endpoint(
      'GET',
      ApiPaths.activeUsers,
      () =>
        ok({
          total_drivers: db.drivers.length,
          checked_in_drivers: onShift(db, db.drivers),
          total_dispatchers: db.dispatchers.length,
          checked_in_dispatchers: onShift(db, db.dispatchers),
        }),
      ActiveUsersSchema,
    ),
    endpoint('GET', ApiPaths.topDrivers, () => ok(topWorkers(db, db.drivers)), z.array(TopDriverSchema)),
    endpoint(
      'GET',
      ApiPaths.topDispatchers,
      // The contract spells the dispatcher's first name `first_naem`.
      () => ok(topWorkers(db, db.dispatchers).map(({ id, first_name, last_name, hours }) => ({ id, first_naem: first_name, last_name, hours }))),
      z.array(TopDispatcherSchema),
    ),
    endpoint('GET', ApiPaths.upcomingLoads, () => ok(upcomingLoads(db)), z.array(UpcomingLoadSchema)),
  ];
}
