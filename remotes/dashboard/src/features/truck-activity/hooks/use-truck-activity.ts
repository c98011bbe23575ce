import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addDays, addMonths, format, parseISO } from 'date-fns';
import { useEffect } from 'react';
import { useBusEvent } from '@haulboard/shared/bus';
import type { LoadsOverviewResponse } from '@haulboard/shared/contracts';
import { getLoadsOverview } from '../api/activity-api';
import { filterOptions, indexLoads, toActivityLoads, type MonthIndex } from '../lib/activity';
import { monthRange, type MonthWeek } from '../lib/week';

type Month = Pick<MonthWeek, 'year' | 'month'>;
export type Option = { value: string; label: string };
export type MonthData = { index: MonthIndex; options: { trucks: Option[]; loads: Option[]; drivers: Option[] } };

/** The month and the six days after it (its last week runs into the next month). */
function monthQuery(w: Month) {
  const { from, to } = monthRange(w);
  const range = { from, to: format(addDays(parseISO(to), 6), 'yyyy-MM-dd') };
  return {
    queryKey: ['dashboard', 'loads-overview', range.from, range.to] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) => getLoadsOverview(range, signal),
    // Kept fresh by 'loads:changed' (below), not by age: a step back into a month must not
    // refetch and parse 2 MB again (the bench measured 420 ms when it did).
    staleTime: 10 * 60_000,
  };
}

// What the grid needs from a month's answer, worked out once per answer.
const derived = new WeakMap<LoadsOverviewResponse, MonthData>();
function deriveMonth(res: LoadsOverviewResponse, w: Month): MonthData {
  let data = derived.get(res);
  if (!data) {
    const loads = toActivityLoads(res);
    const o = filterOptions(loads, w);
    const asOptions = (values: string[]) => values.map((v) => ({ value: v, label: v }));
    data = { index: indexLoads(loads, w), options: { trucks: asOptions(o.trucks), loads: asOptions(o.loads), drivers: asOptions(o.drivers) } };
    derived.set(res, data);
  }
  return data;
}

const whenIdle = (fn: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 50);

/** Fetches a neighbouring month and prepares it while the page is idle, so stepping into it is quick. */
function prepare(client: QueryClient, w: Month) {
  const q = monthQuery(w);
  void client.prefetchQuery(q).then(() => {
    const res = client.getQueryData<LoadsOverviewResponse>(q.queryKey);
    if (res) whenIdle(() => deriveMonth(res, w));
  });
}

/**
 * The displayed month's loads: one request per month, so stepping weeks within it costs no
 * round trip, and the months either side are fetched and prepared once it has loaded.
 */
export function useMonthLoads(w: Month) {
  const client = useQueryClient();
  // A load created, assigned or deleted anywhere in the suite makes every month stale.
  useBusEvent('loads:changed', () => void client.invalidateQueries({ queryKey: ['dashboard', 'loads-overview'] }));
  const query = useQuery(monthQuery(w));
  const { year, month } = w;
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    // After the step has painted and the page is idle: parsing a neighbour's 2 MB answer must
    // not land inside the interaction that brought this month on screen.
    const here = new Date(year, month, 1);
    const timer = setTimeout(
      () => whenIdle(() => [addMonths(here, 1), addMonths(here, -1)].forEach((m) => prepare(client, { year: m.getFullYear(), month: m.getMonth() }))),
      500,
    );
    return () => clearTimeout(timer);
  }, [client, loaded, year, month]);
  return { ...query, month: query.data ? deriveMonth(query.data, w) : undefined };
}
