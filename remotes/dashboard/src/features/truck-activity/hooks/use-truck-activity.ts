import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addDays, addMonths, parseISO } from 'date-fns';
import { useEffect } from 'react';
import { formatIsoDay } from '@haulboard/shared/format';
import { truckActivity, useStaleOn } from '@haulboard/shared/resources';
import type { Month } from '../lib/month-preparation';
import { monthRange } from '../lib/week';
import { prepareMonthOffThread } from '../worker/prepare-month-off-thread';

export type { MonthData, Option } from '../lib/month-preparation';

/** The month and the six days after it (its last week runs into the next month). */
function monthQuery(w: Month) {
  const { from, to } = monthRange(w);
  // The answer is parsed, indexed and sorted in a worker; the cache holds what the grid reads.
  return truckActivity.query({ from, to: formatIsoDay(addDays(parseISO(to), 6)) }, (text) => prepareMonthOffThread(text, w));
}

const whenIdle = (fn: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 50));

/**
 * The displayed month's loads: one request per month, so stepping weeks within it costs no
 * round trip, and the months either side are fetched and prepared once it has loaded.
 */
export function useMonthLoads(w: Month) {
  const client = useQueryClient();
  useStaleOn(truckActivity);
  const query = useQuery(monthQuery(w));
  const { year, month } = w;
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    // After the step has painted and the page is idle: a neighbour's answer (and its copy from
    // the worker) must not land inside the interaction that brought this month on screen.
    const here = new Date(year, month, 1);
    const timer = setTimeout(
      () => whenIdle(() => [addMonths(here, 1), addMonths(here, -1)].forEach((m) => prefetchMonth(client, { year: m.getFullYear(), month: m.getMonth() }))),
      500,
    );
    return () => clearTimeout(timer);
  }, [client, loaded, year, month]);
  return { ...query, month: query.data };
}

function prefetchMonth(client: QueryClient, w: Month) {
  void client.prefetchQuery(monthQuery(w));
}
