import { adminProfileQueryKey } from '@haulboard/shared/api';

/**
 * The keys of each resource's cached queries, shaped `[resource, verb, params]`. Every area
 * builds its keys here, so a change made in one area (a driver added) invalidates every view
 * of that resource in the page's one query cache (the driver picker of another area).
 */
function resourceKeys<R extends string>(resource: R) {
  return {
    /** Every query of the resource: what a change to it invalidates. */
    all: [resource] as const,
    lists: [resource, 'list'] as const,
    /** One view of the list; `params` is what the call is sent (page, search, filters, sort). */
    list: <P extends object>(params: P) => [resource, 'list', params] as const,
    details: [resource, 'detail'] as const,
    detail: (id: number) => [resource, 'detail', id] as const,
  };
}

export const queryKeys = {
  loads: {
    ...resourceKeys('loads'),
    /** A load's documents: under `loads`, so any change to a load refreshes them. */
    documents: (id: number) => ['loads', 'documents', id] as const,
  },
  drivers: resourceKeys('drivers'),
  dispatchers: resourceKeys('dispatchers'),
  trucks: resourceKeys('trucks'),
  trailers: resourceKeys('trailers'),
  /** Brokers (issue 30): the Brokers screen and the loads' broker picker. */
  brokers: resourceKeys('brokers'),
  driverHours: resourceKeys('driver-hours'),
  /** Driver settlements (issue 30); a driver's preview is under them, so a created settlement refreshes it. */
  settlements: {
    ...resourceKeys('settlements'),
    preview: (driverId: number, from: string, to: string) => ['settlements', 'preview', driverId, from, to] as const,
  },
  /** Invoices (issue 30); a broker's preview and the receivables are under them, so any invoice write refreshes both. */
  invoices: {
    ...resourceKeys('invoices'),
    preview: (brokerId: number) => ['invoices', 'preview', brokerId] as const,
    receivables: (asOf: string) => ['invoices', 'receivables', asOf] as const,
  },
  /** The audit trail: the company's activity and each record's History tab are lists of it. */
  activity: {
    ...resourceKeys('activity'),
    /** Who has made a recorded write (the activity screen's "who" filter). */
    actors: ['activity', 'actors'] as const,
  },
  /** Figures added up from loads: under `loads`, so any change to a load refreshes them. */
  analytics: {
    all: ['loads', 'analytics'] as const,
    figures: <P extends object>(params: P) => ['loads', 'analytics', params] as const,
  },
  /** The search box's answers by term (issue 29): under none of the resources, as it reads all of them. */
  search: { all: ['search'] as const, term: (q: string) => ['search', q] as const },
  /** The dashboard's cards: figures from loads, people and shifts alike, refreshed by any change. */
  dashboard: { all: ['dashboard'] as const },
  /** The signed-in admin's profile (one query, shared with the shell's sidebar). */
  adminProfile: adminProfileQueryKey,
} as const;

export type QueryResource = keyof typeof queryKeys;
