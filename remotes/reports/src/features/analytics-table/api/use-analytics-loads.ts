import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getLoads, queryKeys } from '@haulboard/shared/api/admin';
import type { ListLoadsQuery } from '@haulboard/shared/contracts';

/** Spec part 2 section 8, the load list's failure: the analytics table shows the same words. */
export const LOADS_FETCH_FAILED = 'Failed to fetch data. Please try again later.';

/**
 * One page of the period's loads from list-loads/ (paged, searched, filtered and sorted there),
 * under the loads' keys so a change to any load refreshes it. The page shown stays while the next loads.
 */
export function useAnalyticsLoads(query: ListLoadsQuery) {
  return useQuery({
    queryKey: queryKeys.loads.list(query),
    queryFn: ({ signal }) => getLoads(query, signal),
    placeholderData: keepPreviousData,
  });
}
