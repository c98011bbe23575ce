import { z } from 'zod';

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

/** GET search/?q=: one term, trimmed, 1 to SEARCH_MAX_LENGTH characters. */
export const SearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Enter something to search for.').max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** One record found: enough to name it in the box and to open it. */
export const SearchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** A load's number (its id), a person's, a truck's or a trailer's id. */
  id: z.number().int(),
  /** What it is called: a load's name, a person's full name, a truck's or a trailer's number. */
  title: z.string(),
  /** A line that tells it apart: a load's route and broker, a person's login, a truck's model and VIN, a trailer's name. */
  detail: z.string(),
  /** A person's login, which their profile is opened by (`?email=`); null for the other kinds. */
  email: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** GET search/: at most SEARCH_PER_KIND hits of each kind, grouped in SEARCH_KINDS' order. */
export const SearchResultsSchema = z.object({ results: z.array(SearchHitSchema) });
export type SearchResults = z.infer<typeof SearchResultsSchema>;
