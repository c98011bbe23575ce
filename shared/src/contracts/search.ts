import { z } from 'zod';

import { SEARCH_KINDS, SEARCH_MAX_LENGTH } from './search-kinds';

export { SEARCH_KIND_LABELS, SEARCH_KINDS, SEARCH_MAX_LENGTH, SEARCH_PER_KIND, type SearchKind } from './search-kinds';

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
