import { format } from 'date-fns';
import type { LoadsOverviewResponse } from '@haulboard/shared/contracts';
import { weekDays, type MonthWeek } from './week';

/** A load as the grid needs it; `day` is its pickup date (or its creation date without one). */
export type ActivityLoad = {
  id: number;
  loadNumber: string;
  truck: string;
  status: string;
  driver: string | null;
  day: string;
};

/** The one load status the dashboard names (spec part 1 section 3). */
export const UNASSIGNED = 'unassigned';

/** '' stands for 'All' in every filter. */
export type ActivityFilters = { truck: string; load: string; date: string; driver: string };
export const NO_FILTERS: ActivityFilters = { truck: '', load: '', date: '', driver: '' };

const dayKey = (d: Date) => format(d, 'yyyy-MM-dd');

export function toActivityLoads(res: LoadsOverviewResponse): ActivityLoad[] {
  return res.months.flatMap((m) =>
    m.items.map((i) => ({
      id: i.id,
      loadNumber: i.load_number,
      truck: i.Truck_number || 'NA',
      status: i.status,
      driver: i.driver_name,
      day: (i.pickup_date ?? i.created_at).slice(0, 10),
    })),
  );
}

const byNatural = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });

/** The filters' choices: the displayed month's trucks, loads and drivers, and the week's days. */
export function filterOptions(loads: readonly ActivityLoad[], w: MonthWeek) {
  const month = format(new Date(w.year, w.month, 1), 'yyyy-MM');
  const trucks = new Set<string>();
  const numbers = new Set<string>();
  const drivers = new Set<string>();
  for (const l of loads) {
    if (!l.day.startsWith(month)) continue;
    trucks.add(l.truck);
    numbers.add(l.loadNumber);
    if (l.driver) drivers.add(l.driver);
  }
  return {
    trucks: [...trucks].sort(byNatural),
    loads: [...numbers].sort(byNatural),
    drivers: [...drivers].sort(byNatural),
    dates: weekDays(w).map(dayKey),
  };
}

export type ActivityRow = { truck: string; cells: ActivityLoad[][] };
export type ActivityGrid = { days: string[]; rows: ActivityRow[]; loadsInWeek: number };

/**
 * One row per truck with a matching load picked up in the displayed month, one column per
 * day of the week; the four filters combine with AND. One pass over the loads.
 */
export function buildGrid(loads: readonly ActivityLoad[], filters: ActivityFilters, w: MonthWeek): ActivityGrid {
  const month = format(new Date(w.year, w.month, 1), 'yyyy-MM');
  const days = weekDays(w).map(dayKey);
  const column = new Map(days.map((d, i) => [d, i]));
  const trucks = new Set<string>();
  const cells = new Map<string, ActivityLoad[][]>();
  for (const l of loads) {
    if (filters.truck && l.truck !== filters.truck) continue;
    if (filters.load && l.loadNumber !== filters.load) continue;
    if (filters.date && l.day !== filters.date) continue;
    if (filters.driver && l.driver !== filters.driver) continue;
    if (l.day.startsWith(month)) trucks.add(l.truck);
    const i = column.get(l.day);
    if (i === undefined) continue;
    let row = cells.get(l.truck);
    if (!row) cells.set(l.truck, (row = days.map(() => [])));
    row[i].push(l);
  }
  const rows = [...trucks].sort(byNatural).map((truck) => ({ truck, cells: cells.get(truck) ?? days.map(() => []) }));
  const loadsInWeek = rows.reduce((n, r) => n + r.cells.reduce((m, c) => m + c.length, 0), 0);
  return { days, rows, loadsInWeek };
}
