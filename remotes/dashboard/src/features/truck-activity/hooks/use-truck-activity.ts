import { useQuery } from '@tanstack/react-query';
import { addDays, format, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { getLoadsOverview } from '../api/activity-api';
import { toActivityLoads } from '../lib/activity';
import { monthRange, type MonthWeek } from '../lib/week';

/**
 * The displayed month's loads, and the six days after it (its last week runs into the next
 * month): one request per month, so stepping weeks within it costs no round trip.
 */
export function useMonthLoads(w: Pick<MonthWeek, 'year' | 'month'>) {
  const { from, to } = monthRange(w);
  const range = { from, to: format(addDays(parseISO(to), 6), 'yyyy-MM-dd') };
  const query = useQuery({
    queryKey: ['dashboard', 'loads-overview', range.from, range.to],
    queryFn: ({ signal }) => getLoadsOverview(range, signal),
  });
  const loads = useMemo(() => (query.data ? toActivityLoads(query.data) : undefined), [query.data]);
  return { ...query, loads };
}
