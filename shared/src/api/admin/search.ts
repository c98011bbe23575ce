import { api, ApiPaths, type Http } from '@haulboard/shared/api';
import type { SearchResults } from '../../contracts/search';

/** The search box's one call (issue 29). */
export const searchApi = (http: Http) => ({
  /** A few loads, drivers, dispatchers, trucks and trailers matching `q` (trimmed, 1 to SEARCH_MAX_LENGTH characters). */
  searchRecords: (q: string, signal?: AbortSignal) => http<SearchResults>(ApiPaths.search, { query: { q }, signal }),
});

export const { searchRecords } = searchApi(api.http);

// The kinds and bounds without zod (the contracts entry would bring it).
export { SEARCH_KIND_LABELS, SEARCH_KINDS, SEARCH_MAX_LENGTH, SEARCH_PER_KIND, type SearchKind } from '../../contracts/search-kinds';
export type { SearchHit, SearchResults } from '../../contracts/search';
