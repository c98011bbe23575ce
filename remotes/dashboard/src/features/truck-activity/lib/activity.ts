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

// One collator: localeCompare with options builds one per call (4 s per 10,000-load sort, measured).
const byNatural = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare;

/** The filters' choices from the displayed month: its trucks, load numbers and drivers (sorted once per month). */
export function filterOptions(loads: readonly ActivityLoad[], w: Pick<MonthWeek, 'year' | 'month'>) {
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
  };
}

/** The Date filter's choices: the displayed week's days. */
export const dateOptions = (w: MonthWeek) => weekDays(w).map(dayKey);

export type ActivityRow = { truck: string; cells: ActivityLoad[][] };
export type ActivityGrid = { days: string[]; rows: ActivityRow[]; loadsInWeek: number };

/** The month's loads indexed once: a week step then reads only its seven days. */
export type MonthIndex = { monthLoads: ActivityLoad[]; byDay: Map<string, ActivityLoad[]> };

export function indexLoads(loads: readonly ActivityLoad[], w: Pick<MonthWeek, 'year' | 'month'>): MonthIndex {
  const month = format(new Date(w.year, w.month, 1), 'yyyy-MM');
  const monthLoads: ActivityLoad[] = [];
  const byDay = new Map<string, ActivityLoad[]>();
  for (const l of loads) {
    if (l.day.startsWith(month)) monthLoads.push(l);
    const day = byDay.get(l.day);
    if (day) day.push(l);
    else byDay.set(l.day, [l]);
  }
  return { monthLoads, byDay };
}

/** The four filters combined with AND ('' is 'All'). */
const matches = (l: ActivityLoad, f: ActivityFilters) =>
  (!f.truck || l.truck === f.truck) && (!f.load || l.loadNumber === f.load) && (!f.date || l.day === f.date) && (!f.driver || l.driver === f.driver);

/** The grid's rows: every truck with a matching load picked up in the displayed month, naturally sorted. */
export function gridTrucks(index: MonthIndex, filters: ActivityFilters): string[] {
  const trucks = new Set<string>();
  for (const l of index.monthLoads) if (matches(l, filters)) trucks.add(l.truck);
  return [...trucks].sort(byNatural);
}

/** One column per day of the week: each truck's matching loads that day. */
export function gridCells(index: MonthIndex, trucks: readonly string[], filters: ActivityFilters, w: MonthWeek): ActivityGrid {
  const days = weekDays(w).map(dayKey);
  const cells = new Map<string, ActivityLoad[][]>(trucks.map((t) => [t, days.map(() => [])]));
  let loadsInWeek = 0;
  days.forEach((day, i) => {
    for (const l of index.byDay.get(day) ?? []) {
      const row = cells.get(l.truck);
      if (!row || !matches(l, filters)) continue;
      row[i].push(l);
      loadsInWeek++;
    }
  });
  return { days, rows: trucks.map((truck) => ({ truck, cells: cells.get(truck)! })), loadsInWeek };
}

/**
 * One row per truck with a matching load picked up in the displayed month, one column per
 * day of the week; the four filters combine with AND.
 */
export function buildGrid(loads: readonly ActivityLoad[], filters: ActivityFilters, w: MonthWeek): ActivityGrid {
  const index = indexLoads(loads, w);
  return gridCells(index, gridTrucks(index, filters), filters, w);
}
