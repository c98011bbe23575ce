import { isApiError, NO_TOKEN_DETAIL } from '@haulboard/shared/api';
import { getDispatchers, getDriverHoursPage, getDrivers, getLoads, getTrucks, queryKeys } from '@haulboard/shared/api/admin';
import { PAGE_SIZES } from '../contracts/page-sizes';
import { defineListResource } from './define-resource';

/** Spec part 2 section 8, the load list's failure; the analytics table says the same. */
const LOADS_FETCH_FAILED = 'Failed to fetch data. Please try again later.';

/**
 * Spec part 2 section 8, driver hours: with no access token (signed out in another tab, then a
 * refetch) 'Authentication token not found'; anything else carries the server's detail.
 */
export function hoursErrorText(error: unknown): string {
  if (isApiError(error))
    return error.detail === NO_TOKEN_DETAIL ? 'Authentication token not found' : `Error fetching driver data: ${error.detail ?? error.message}`;
  return `Error fetching driver data: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * The paged lists of the admin areas, one definition each. A list screen passes its definition
 * to `useListController`; its failure message is the spec's (part 2 section 8), word for word.
 */
export const listResources = {
  loads: defineListResource({
    keys: queryKeys.loads,
    pageSize: PAGE_SIZES.loads,
    getPage: getLoads,
    // A driver renamed or removed elsewhere changes the Driver column.
    staleOn: ['drivers:changed'],
    messages: { loadFailed: LOADS_FETCH_FAILED },
  }),
  /** Analytics' table: a period's loads, 7 a page, under the loads' keys so any change to a load refreshes it. */
  analytics: defineListResource({
    keys: queryKeys.loads,
    pageSize: PAGE_SIZES.analytics,
    getPage: getLoads,
    messages: { loadFailed: LOADS_FETCH_FAILED },
  }),
  trucks: defineListResource({
    keys: queryKeys.trucks,
    pageSize: PAGE_SIZES.trucks,
    getPage: getTrucks,
    // A driver deleted or renamed elsewhere changes the trucks' Driver(s) column.
    staleOn: ['drivers:changed'],
    messages: { loadFailed: 'Error loading trucks' },
  }),
  /** Check In/Out: each driver's hours in the period. */
  driverHours: defineListResource({
    keys: queryKeys.driverHours,
    pageSize: PAGE_SIZES.driverHours,
    getPage: getDriverHoursPage,
    messages: { loadFailed: hoursErrorText },
  }),
  drivers: defineListResource({
    keys: queryKeys.drivers,
    pageSize: PAGE_SIZES.drivers,
    getPage: getDrivers,
    messages: { loadFailed: 'Failed to load drivers' },
  }),
  dispatchers: defineListResource({
    keys: queryKeys.dispatchers,
    pageSize: PAGE_SIZES.dispatchers,
    getPage: getDispatchers,
    messages: { loadFailed: 'Failed to load dispatchers' },
  }),
} as const;
