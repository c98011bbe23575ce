// The fake backend's dashboard: loads-overview/ from the seeded loads, as
// server/src/routes/dashboard answers it (the truck activity grid reads it).
import { LoadsOverviewQuerySchema, LoadsOverviewResponseSchema, type LoadOverviewItem } from '../contracts/dashboard';
import type { Load } from '../contracts/loads';
import { ApiPaths } from '../contracts/paths';
import type { FakeDb } from './fake-db';
import { endpoint, ok, parsed, queryOf, sortedBy, type Endpoint } from './fake-server-kit';

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

export function dashboardEndpoints(db: FakeDb): Endpoint[] {
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
  ];
}
