import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { BusEventName } from '@haulboard/shared/bus';

/** A page of a paged list as every paged call answers it. */
export type PageOf<Row> = { count: number; results: Row[] };

/**
 * What a paged list needs to know of its resource, written once: its cache keys, its page size
 * (the server's too: contracts' PAGE_SIZES), its call, the changes made elsewhere that make it
 * stale, and its failure message. Screens declare columns, filters and texts; the controller
 * does the rest.
 */
export type ListResource<Query, Page extends PageOf<unknown>> = {
  keys: { all: QueryKey; list: (params: Query) => QueryKey };
  pageSize: number;
  getPage: (query: Query, signal: AbortSignal) => Promise<Page>;
  /** Bus events after which every cached list of the resource is asked again. */
  staleOn?: readonly BusEventName[];
  /** The spec's failure message, or one built from the error (a message that carries the server's detail). */
  messages: { loadFailed: string | ((error: unknown) => string) };
};

/** Checks a definition against `ListResource` while keeping its own types. */
export const defineListResource = <Query, Page extends PageOf<unknown>>(resource: ListResource<Query, Page>): ListResource<Query, Page> => resource;

/** The query of one page of `resource` (for a part that reads the page a controller also shows). */
export const listQueryOptions = <Query, Page extends PageOf<unknown>>(resource: ListResource<Query, Page>, query: Query) =>
  queryOptions({
    queryKey: resource.keys.list(query),
    queryFn: ({ signal }) => resource.getPage(query, signal),
    // The page shown stays while the next loads: paging and filtering never flash an empty table.
    placeholderData: keepPreviousData,
  });
