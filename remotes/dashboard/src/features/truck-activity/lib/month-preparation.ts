import type { LoadsOverviewResponse } from '@haulboard/shared/contracts';

/** A load as the grid needs it; `day` is its pickup date (or its creation date without one). */
export type ActivityLoad = {
  id: number;
  loadNumber: string;
  truck: string;
  status: string;
  driver: string | null;
  day: string;
};
/** The month's loads indexed once: a week step then reads only its seven days. */
export type MonthIndex = { monthLoads: ActivityLoad[]; byDay: Map<string, ActivityLoad[]> };
export type Month = { year: number; /** 0-11 */ month: number };
export type Option = { value: string; label: string };
/** What the grid needs from a month's answer: its loads indexed by day, and the filters' choices. */
export type MonthData = { index: MonthIndex; options: { trucks: Option[]; loads: Option[]; drivers: Option[] } };

/**
 * Turning a month's answer into what the grid reads. Self-contained on purpose (no import, no
 * outer name): the page calls it, and the month worker runs its source text (see
 * worker/spawn-month-worker.ts), since a bundled worker would carry the federation runtime,
 * which cannot start in a worker.
 */
export function monthPreparation() {
  // One collator: localeCompare with options builds one per call (4 s per 10,000-load sort, measured).
  const byNatural = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare;
  const monthKey = (w: Month) => `${w.year}-${String(w.month + 1).padStart(2, '0')}`;

  function toActivityLoads(res: LoadsOverviewResponse): ActivityLoad[] {
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

  /** The filters' choices from the displayed month: its trucks, load numbers and drivers (sorted once per month). */
  function filterOptions(loads: readonly ActivityLoad[], w: Month) {
    const month = monthKey(w);
    const trucks = new Set<string>();
    const numbers = new Set<string>();
    const drivers = new Set<string>();
    for (const l of loads) {
      if (!l.day.startsWith(month)) continue;
      trucks.add(l.truck);
      numbers.add(l.loadNumber);
      if (l.driver) drivers.add(l.driver);
    }
    return { trucks: [...trucks].sort(byNatural), loads: [...numbers].sort(byNatural), drivers: [...drivers].sort(byNatural) };
  }

  function indexLoads(loads: readonly ActivityLoad[], w: Month): MonthIndex {
    const month = monthKey(w);
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

  const asOptions = (values: string[]) => values.map((v) => ({ value: v, label: v }));

  /** A month's answer made ready for the grid (sorting 10,000 load numbers is most of it). */
  function prepareMonth(res: LoadsOverviewResponse, w: Month): MonthData {
    const loads = toActivityLoads(res);
    const o = filterOptions(loads, w);
    return { index: indexLoads(loads, w), options: { trucks: asOptions(o.trucks), loads: asOptions(o.loads), drivers: asOptions(o.drivers) } };
  }

  return { byNatural, toActivityLoads, filterOptions, indexLoads, prepareMonth };
}
