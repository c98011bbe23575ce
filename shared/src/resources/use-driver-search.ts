import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getDrivers, queryKeys } from '@haulboard/shared/api/admin';
import { useBusEvent } from '@haulboard/shared/bus';
import type { Driver } from '@haulboard/shared/contracts';
import { useDebouncedSearch } from '@haulboard/shared/list-state';
import { PAGE_SIZES } from '../contracts/page-sizes';

export type DriverSearchOptions = {
  /** The day each driver's `truck_expiry` is judged for (a load's pickup date); today when absent. */
  asOf?: string;
};

/**
 * The active drivers matching `search` by name or e-mail, by name, a page at a time. Under the drivers'
 * list prefix, so a driver added, changed or deleted anywhere refreshes it; `as_of` is in the
 * key, so another day asks again.
 */
export const driverSearchOptions = (search: string, { asOf }: DriverSearchOptions = {}) => {
  // Deactivated drivers are left out: no load or truck is assigned to them (issue 28).
  const params = { search: search || undefined, page_size: PAGE_SIZES.driverSearch, ordering: 'name' as const, as_of: asOf, active: 'true' as const };
  return infiniteQueryOptions({
    queryKey: [...queryKeys.drivers.lists, 'search', params],
    queryFn: ({ pageParam, signal }) => getDrivers({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZES.driverSearch < last.count ? pages.length + 1 : undefined),
    // The matches shown stay while the next ones load: typing never flashes an empty list.
    placeholderData: keepPreviousData,
  });
};

/**
 * One driver search for every picker (thousands of drivers: searched on the server): asked a
 * pause after typing stops, as the lists' search is, `PAGE_SIZES.driverSearch` matches a page.
 * `drivers` are the pages fetched so far, `count` every match, `searching` true from the first
 * key until the answer for what was typed is on screen (a refresh of the same search too), `stale`
 * true while `drivers` are still the previous search's answer (the debounce, then the fetch of
 * the new one): those rows are about to be replaced, so a picker does not let them be chosen.
 * No toast: each picker shows the spec's failure in place ('Failed to fetch drivers', 'Failed to load drivers').
 */
export function useDriverSearch(text: string, options: DriverSearchOptions = {}) {
  const { search, behind } = useDebouncedSearch(text);
  const client = useQueryClient();
  // Other areas tell the bus; this area's cache may not be the one they invalidated.
  useBusEvent('drivers:changed', () => void client.invalidateQueries({ queryKey: queryKeys.drivers.all }));
  const query = useInfiniteQuery(driverSearchOptions(search, options));
  const drivers = useMemo<Driver[]>(() => query.data?.pages.flatMap((p) => p.results) ?? [], [query.data]);
  return {
    ...query,
    drivers,
    count: query.data?.pages[0]?.count ?? 0,
    searching: query.isFetching || behind,
    stale: behind || query.isPlaceholderData,
  };
}
