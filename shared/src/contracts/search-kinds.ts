// The search box's bounds and kinds without zod, so the box's code can read them without the contracts entry (as activity-kinds).

/** The longest search the box sends and the server takes: a name, a VIN or a place, never a document. */
export const SEARCH_MAX_LENGTH = 80;
/** Hits per kind: the box lists a few of each, and the lists' own searches go further. */
export const SEARCH_PER_KIND = 5;

/** What one search finds, in the order the box groups them. */
export const SEARCH_KINDS = ['load', 'driver', 'dispatcher', 'truck', 'trailer'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_LABELS = {
  load: 'Loads',
  driver: 'Drivers',
  dispatcher: 'Dispatchers',
  truck: 'Trucks',
  trailer: 'Trailers',
} as const satisfies Record<SearchKind, string>;
