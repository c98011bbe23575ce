import { useInfiniteQuery } from '@tanstack/react-query';
import { assignDrivers, getDrivers, queryKeys } from '@haulboard/shared/api/admin';
import type { AssignTruck } from '@haulboard/shared/contracts';
import { resources, useResourceMutation } from '@haulboard/shared/resources';
import { assignTexts } from '../lib/truck-texts';

/** Drivers fetched a page at a time: a fleet can have a thousand, so the list is searched on the server. */
export const DRIVERS_PAGE_SIZE = 50;

/** The drivers matching `search`, by name, a page at a time; each with their current truck. */
export function useDriverChoices(search: string) {
  return useInfiniteQuery({
    // Under the drivers' list prefix, so any change to drivers refreshes it.
    queryKey: [...queryKeys.drivers.lists, 'truck-assign', { search }],
    queryFn: ({ pageParam, signal }) => getDrivers({ page: pageParam, page_size: DRIVERS_PAGE_SIZE, ordering: 'name', ...(search ? { search } : {}) }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * DRIVERS_PAGE_SIZE < last.count ? pages.length + 1 : undefined),
  });
}

/** assign-truck/ with the spec's toasts for the replace rule; the trucks and the drivers' truck column refresh. */
export function useAssignDrivers() {
  return useResourceMutation(resources.trucks, {
    mutationFn: (body: AssignTruck) => assignDrivers(body),
    changedId: (_truck, body) => Number(body.truck_id),
    success: (_truck, body) => assignTexts(!!body.replace).success,
    failure: (_error, body) => assignTexts(!!body.replace).failure,
    failureDetail: true,
  });
}
