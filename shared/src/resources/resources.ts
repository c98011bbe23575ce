import { queryOptions } from '@tanstack/react-query';
import { getAdminProfile, isApiError, isNotFound, NO_TOKEN_DETAIL } from '@haulboard/shared/api';
import {
  getActivity,
  getActivityActors,
  getTruckChoices,
  getBroker,
  getBrokers,
  getDispatchers,
  getDriverHoursPage,
  getInvoice,
  getInvoicePreview,
  getInvoices,
  getReceivables,
  getDrivers,
  getLoad,
  getLoadDocuments,
  getLoads,
  getSettlement,
  getSettlementPreview,
  getSettlements,
  getTrailer,
  getTrailers,
  getTruck,
  getTrucks,
  queryKeys,
} from '@haulboard/shared/api/admin';
import type { Driver } from '@haulboard/shared/contracts';
import { PAGE_SIZES } from '../contracts/page-sizes';
import { defineListResource, defineRecordResource, type ResourceChanges } from './define-resource';

/** Spec part 2 section 8, the load list's failure; the analytics table says the same. */
const LOADS_FETCH_FAILED = 'Failed to fetch data. Please try again later.';
/** Spec part 2 section 8: the trucks' failure, in the list and wherever trucks are offered. */
const TRUCKS_FAILED = 'Error loading trucks';

/** A driver's preview asks for a period of company days. */
export type SettlementPreviewKey = { driverId: number; from: string; to: string };

/** The driver whose login is `email`, as the server judges their truck on `asOf` (today when absent); `id` picks them from the answer. */
export type DriverOnDay = { id: number; email: string; asOf?: string };

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
    // Every loads view (lists, detail, analytics' figures); the bus tells the dashboard's month.
    // A load names its broker: the brokers' load counts follow (and a new broker typed on a load appears).
    changes: { invalidates: [queryKeys.loads.all, queryKeys.brokers.all], event: { name: 'loads:changed', idField: 'loadId' } },
    /** One load (the detail screen, by `?id=`). */
    record: defineRecordResource({ key: (id: number) => queryKeys.loads.detail(id), get: getLoad }),
    /** One load's documents (the detail's Documents tab), oldest first. */
    documents: defineRecordResource({
      key: (id: number) => queryKeys.loads.documents(id),
      get: getLoadDocuments,
      messages: { loadFailed: 'Failed to load the documents. Please try again.' },
    }),
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
    messages: { loadFailed: TRUCKS_FAILED },
    // A truck's number shows in its trailers' Assigned Truck and its drivers' truck column;
    // deleting it unassigns both.
    changes: { invalidates: [queryKeys.trucks.all, queryKeys.trailers.all, queryKeys.drivers.all], event: { name: 'trucks:changed', idField: 'truckId' } },
    /** One truck for its details dialog (trucks-details/{id}/). */
    record: defineRecordResource({
      key: (id: number) => queryKeys.trucks.detail(id),
      get: getTruck,
      messages: { loadFailed: 'Error loading truck details' },
    }),
    /** Every truck as a choice (the trailer form's): under the trucks' keys, so any truck change refreshes it. */
    choices: defineListResource({
      keys: { all: queryKeys.trucks.all, list: () => queryKeys.trucks.list({ all: true }) },
      getPage: (_: void, signal) => getTruckChoices(signal),
      messages: { loadFailed: TRUCKS_FAILED },
    }),
  }),
  /** Brokers (issue 30), paged, searched and sorted on the server. */
  brokers: defineListResource({
    keys: queryKeys.brokers,
    pageSize: PAGE_SIZES.brokers,
    getPage: getBrokers,
    messages: { loadFailed: 'Error loading brokers' },
    // A renamed broker renames its loads' broker (the server's trigger).
    changes: { invalidates: [queryKeys.brokers.all, queryKeys.loads.all] },
    record: defineRecordResource({
      key: (id: number) => queryKeys.brokers.detail(id),
      get: getBroker,
      messages: { loadFailed: 'Error loading broker details' },
    }),
  }),
  /** Every trailer in one answer, as the server orders them (by name): the spec neither searches, sorts nor pages them. */
  trailers: defineListResource({
    keys: { all: queryKeys.trailers.all, list: () => queryKeys.trailers.lists },
    getPage: (_: void, signal) => getTrailers(signal),
    // A truck deleted or renumbered elsewhere changes the trailers' Assigned Truck.
    staleOn: ['trucks:changed'],
    messages: { loadFailed: 'Error loading trailers' },
    changes: { invalidates: [queryKeys.trailers.all], event: { name: 'trailers:changed', idField: 'trailerId' } },
    /** One trailer for its details dialog (trailers-details/{id}/). */
    record: defineRecordResource({
      key: (id: number) => queryKeys.trailers.detail(id),
      get: getTrailer,
      // A trailer deleted meanwhile (another tab) reads 'No details available', not a failure.
      messages: { loadFailed: (error) => (isNotFound(error) ? null : 'Error loading trailer details') },
      // Read fresh on each opening (another admin may have reassigned it), and a failure shows at once.
      options: { staleTime: 0, retry: false },
    }),
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
    /**
     * A chosen driver and their truck's `truck_expiry` on a day (a load's pickup date): asked by
     * login (exact), so it covers a driver chosen before any search and follows a changed day.
     * Under the drivers' keys, so any driver change refreshes it.
     */
    onDay: defineRecordResource({
      key: ({ email, asOf }: DriverOnDay) => queryKeys.drivers.list({ email, page_size: 1, as_of: asOf }),
      get: async ({ id, email, asOf }: DriverOnDay, signal): Promise<Driver | null> =>
        (await getDrivers({ email, page_size: 1, as_of: asOf }, signal)).results.find((d) => d.id === id) ?? null,
    }),
  }),
  dispatchers: defineListResource({
    keys: queryKeys.dispatchers,
    pageSize: PAGE_SIZES.dispatchers,
    getPage: getDispatchers,
    messages: { loadFailed: 'Failed to load dispatchers' },
    changes: { invalidates: [queryKeys.dispatchers.all], event: { name: 'dispatchers:changed', idField: 'dispatcherId' } },
  }),
  /**
   * The audit trail (issue 28): the company's activity (filters `actor`, `kind`, `subject_type`,
   * `from`, `to`) and a record's History tab (`subject_type` and `subject_id`), newest first,
   * PAGE_SIZES.activity a page. Nothing here changes it: any change anywhere adds to it.
   */
  activity: defineListResource({
    keys: queryKeys.activity,
    pageSize: PAGE_SIZES.activity,
    getPage: getActivity,
    staleOn: ['loads:changed', 'drivers:changed', 'dispatchers:changed', 'trucks:changed', 'trailers:changed', 'profile:changed'],
    messages: { loadFailed: 'Failed to load activity' },
    /** Everyone who has made a recorded write, A-Z: the "who" filter's choices, under the activity's keys. */
    actors: defineListResource({
      keys: { all: queryKeys.activity.all, list: () => queryKeys.activity.actors },
      getPage: (_: void, signal) => getActivityActors(signal),
      staleOn: ['profile:changed'],
      messages: { loadFailed: 'Failed to load activity' },
    }),
  }),
  /**
   * Driver settlements (issue 30): the Settlements screen and a driver's Settlements section, a page
   * of PAGE_SIZES.settlements, newest period first. A delivery or a driver renamed elsewhere changes
   * what a preview offers and the Driver column.
   */
  settlements: defineListResource({
    keys: queryKeys.settlements,
    pageSize: PAGE_SIZES.settlements,
    getPage: getSettlements,
    staleOn: ['loads:changed', 'drivers:changed'],
    messages: { loadFailed: 'Failed to load settlements' },
    // Every settlements view, a driver's previews included; a load's history is the loads'.
    changes: { invalidates: [queryKeys.settlements.all] },
    /** One settlement with its loads (the Statement's data, the Settle confirmation). */
    record: defineRecordResource({
      key: (id: number) => queryKeys.settlements.detail(id),
      get: getSettlement,
      messages: { loadFailed: 'Failed to load the settlement' },
    }),
    /** A driver's delivered loads of a period not yet settled (New settlement). */
    preview: defineRecordResource({
      key: ({ driverId, from, to }: SettlementPreviewKey) => queryKeys.settlements.preview(driverId, from, to),
      get: ({ driverId, from, to }: SettlementPreviewKey, signal) => getSettlementPreview(driverId, { from, to }, signal),
      // Read fresh each time the dialog asks: another administrator may have settled some of them.
      options: { staleTime: 0, retry: false },
    }),
  }),
  /**
   * Invoices (issue 30): the Invoices screen, a page of PAGE_SIZES.invoices, newest number first.
   * A delivery or a load's price changed elsewhere changes what a preview offers; a broker renamed, the Broker column.
   */
  invoices: defineListResource({
    keys: queryKeys.invoices,
    pageSize: PAGE_SIZES.invoices,
    getPage: getInvoices,
    staleOn: ['loads:changed'],
    messages: { loadFailed: 'Failed to load invoices' },
    // Every invoices view, previews and receivables included; the loads' Payment moves with a payment.
    changes: { invalidates: [queryKeys.invoices.all, queryKeys.loads.all] },
    /** One invoice with its loads (the detail screen). */
    record: defineRecordResource({
      key: (id: number) => queryKeys.invoices.detail(id),
      get: getInvoice,
      messages: { loadFailed: 'Failed to load the invoice' },
    }),
    /** A broker's delivered loads not yet invoiced (New invoice). */
    preview: defineRecordResource({
      key: (brokerId: number) => queryKeys.invoices.preview(brokerId),
      get: getInvoicePreview,
      // Read fresh each time the dialog asks: another administrator may have invoiced some of them.
      options: { staleTime: 0, retry: false },
    }),
    /** What each broker owes on a day, aged (the reports screen's Receivables). */
    receivables: defineRecordResource({
      key: (asOf: string) => queryKeys.invoices.receivables(asOf),
      get: (asOf: string, signal) => getReceivables({ as_of: asOf }, signal),
      messages: { loadFailed: 'Failed to load receivables' },
    }),
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
