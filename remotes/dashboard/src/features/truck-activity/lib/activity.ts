import { formatIsoDay } from '@haulboard/shared/format';
import { monthPreparation, type ActivityLoad, type MonthIndex } from './month-preparation';
import { weekDays, type MonthWeek } from './week';

/** The one load status the dashboard names (spec part 1 section 3). */
export const UNASSIGNED = 'unassigned';

/** '' stands for 'All' in every filter. */
export type ActivityFilters = { truck: string; load: string; date: string; driver: string };
export const NO_FILTERS: ActivityFilters = { truck: '', load: '', date: '', driver: '' };

const dayKey = formatIsoDay;

// The month's preparation is shared with the month worker (see month-preparation.ts).
export const { byNatural, toActivityLoads, filterOptions, indexLoads } = monthPreparation();
export type { ActivityLoad, MonthIndex };

/** The Date filter's choices: the displayed week's days. */
export const dateOptions = (w: MonthWeek) => weekDays(w).map(dayKey);

export type ActivityRow = { truck: string; cells: ActivityLoad[][] };
export type ActivityGrid = { days: string[]; rows: ActivityRow[]; loadsInWeek: number };

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
