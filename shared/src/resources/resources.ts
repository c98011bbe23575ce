import { queryOptions } from '@tanstack/react-query';
import { getAdminProfile, isApiError, NO_TOKEN_DETAIL } from '@haulboard/shared/api';
import { getDispatchers, getDriverHoursPage, getDrivers, getLoads, getTrailers, getTrucks, queryKeys } from '@haulboard/shared/api/admin';
import { PAGE_SIZES } from '../contracts/page-sizes';
import { defineListResource, type ResourceChanges } from './define-resource';

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

/** Any change to a load refreshes every loads view (lists, detail, analytics) and tells the dashboard's month. */
const LOADS_CHANGES: ResourceChanges = { invalidates: [queryKeys.loads.all], event: { name: 'loads:changed', idField: 'loadId' } };

/**
 * The resources of the admin areas, one definition each. A list screen passes its definition
 * to `useListController`, a change to it goes through `useResourceMutation`; its failure message
 * is the spec's (part 2 section 8), word for word.
 */
export const resources = {
  loads: defineListResource({
    keys: queryKeys.loads,
    pageSize: PAGE_SIZES.loads,
    getPage: getLoads,
    // A driver renamed or removed elsewhere changes the Driver column.
    staleOn: ['drivers:changed'],
    messages: { loadFailed: LOADS_FETCH_FAILED },
    changes: LOADS_CHANGES,
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
    // A truck's number shows in its trailers' Assigned Truck and its drivers' truck column;
    // deleting it unassigns both.
    changes: { invalidates: [queryKeys.trucks.all, queryKeys.trailers.all, queryKeys.drivers.all], event: { name: 'trucks:changed', idField: 'truckId' } },
  }),
  /** Every trailer in one answer, as the server orders them (by name): the spec neither searches, sorts nor pages them. */
  trailers: defineListResource({
    keys: { all: queryKeys.trailers.all, list: () => queryKeys.trailers.lists },
    getPage: (_: void, signal) => getTrailers(signal),
    // A truck deleted or renumbered elsewhere changes the trailers' Assigned Truck.
    staleOn: ['trucks:changed'],
    messages: { loadFailed: 'Error loading trailers' },
    changes: { invalidates: [queryKeys.trailers.all], event: { name: 'trailers:changed', idField: 'trailerId' } },
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
    // Every area's pickers read the drivers' lists; the bus tells the views outside this cache.
    changes: { invalidates: [queryKeys.drivers.all], event: { name: 'drivers:changed', idField: 'driverId' } },
  }),
  dispatchers: defineListResource({
    keys: queryKeys.dispatchers,
    pageSize: PAGE_SIZES.dispatchers,
    getPage: getDispatchers,
    messages: { loadFailed: 'Failed to load dispatchers' },
    changes: { invalidates: [queryKeys.dispatchers.all], event: { name: 'dispatchers:changed', idField: 'dispatcherId' } },
  }),
  /** The signed-in admin (item 0 of GET admin/), one query the shell's sidebar reads too. */
  adminProfile: {
    query: queryOptions({
      queryKey: queryKeys.adminProfile,
      queryFn: ({ signal }) => getAdminProfile(signal),
      select: (list) => list[0] ?? null,
    }),
    // The shell's sidebar hears it and shows the new name and e-mail.
    changes: { invalidates: [queryKeys.adminProfile], event: { name: 'profile:changed' } } satisfies ResourceChanges,
  },
} as const;

/** @deprecated The name before the definitions held records and changes too: use `resources`. */
export const listResources = resources;
