import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAnalytics, queryKeys } from '@haulboard/shared/api/admin';
import type { AnalyticsQuery } from '@haulboard/shared/contracts';

/**
 * GET analytics/ for the period, tab and search on screen: the charts and the Revenue Summary's
 * whole-period column read the one query. The figures shown stay while the next period's load.
 */
export function useAnalyticsFigures(query: AnalyticsQuery) {
  return useQuery({
    queryKey: queryKeys.analytics.figures(query),
    queryFn: ({ signal }) => getAnalytics(query, signal),
    placeholderData: keepPreviousData,
  });
}
