import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { getAnalytics, queryKeys } from '@haulboard/shared/api/admin';
import type { AnalyticsQuery } from '@haulboard/shared/contracts';

/**
 * GET analytics/ for the period, tab and search on screen: the charts and the Revenue Summary's
 * whole-period column read the one query. The figures shown stay while the next period's load.
 * No query (a day's week when the period is not a day) asks nothing.
 */
export function useAnalyticsFigures(query: AnalyticsQuery | undefined) {
  return useQuery({
    queryKey: queryKeys.analytics.figures(query ?? {}),
    queryFn: query ? ({ signal }) => getAnalytics(query, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}
