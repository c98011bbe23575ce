import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { BusEventName, BusEvents } from '@haulboard/shared/bus';

/** A page of a paged list as every paged call answers it. */
export type PageOf<Row> = { count: number; results: Row[] };
/** What a list's call answers: a page of it, or every row (a list the server does not page: trailers, chat contacts). */
export type ListAnswer = PageOf<unknown> | unknown[];
/** The rows of an answer. */
export type RowsOf<Answer extends ListAnswer> = Answer extends PageOf<infer Row> ? Row[] : Answer;

/** The payload fields of `E` that name a record by its id (`truckId` of 'trucks:changed'). */
type IdField<E extends BusEventName> = { [K in keyof BusEvents[E]]-?: NonNullable<BusEvents[E][K]> extends number ? K : never }[keyof BusEvents[E]];

/** The fact a change tells the other areas, and the payload field that names the record changed. */
export type ChangeEvent = { [E in BusEventName]: { name: E; idField?: IdField<E> } }[BusEventName];

/**
 * What any change to a resource makes stale, written once instead of in each mutation: the
 * queries to refetch (its own and the other resources that show it) and the bus fact.
 */
export type ResourceChanges = {
  /** Query keys (prefixes) refetched after a change. */
  invalidates: readonly QueryKey[];
  /** Told after a change, for what is not in the page's query cache (the dashboard's month, the chat's own cache). */
  event?: ChangeEvent;
};

/** A paged list has a page size (the server's too); a list the server answers whole has none. */
type Paging<Answer extends ListAnswer> = Answer extends PageOf<unknown> ? { pageSize: number } : { pageSize?: undefined };

/**
 * What a list needs to know of its resource, written once: its cache keys, its page size
 * (the server's too: contracts' PAGE_SIZES), its call, the changes made elsewhere that make it
 * stale, its failure message, and what a change to the resource invalidates and tells. Screens
 * declare columns, filters and texts; the controllers do the rest.
 */
export type ListResource<Query, Answer extends ListAnswer> = Paging<Answer> & {
  keys: { all: QueryKey; list: (params: Query) => QueryKey };
  /** The call: a page, or the whole list when the resource is not paged. */
  getPage: (query: Query, signal: AbortSignal) => Promise<Answer>;
  /** Bus events after which every cached list of the resource is asked again. */
  staleOn?: readonly BusEventName[];
  /** The spec's failure message, or one built from the error (a message that carries the server's detail). */
  messages: { loadFailed: string | ((error: unknown) => string) };
  /** What a change to the resource invalidates and tells (`useResourceMutation`); none for a list nothing here changes. */
  changes?: ResourceChanges;
};

/** A resource that says what a change to it does: what `useResourceMutation` takes. */
export type ChangingResource = { changes: ResourceChanges };

/**
 * Checks a definition against `ListResource` while keeping its own types: whether it says what a
 * change does, and the resource's other parts (its `record`, a second list such as `choices`).
 */
export const defineListResource = <Query, Answer extends ListAnswer, Own extends object>(
  resource: ListResource<Query, Answer> & Own,
): ListResource<Query, Answer> & Own => resource;

/** The query of one page of `resource` (for a part that reads the page a controller also shows). */
export const listQueryOptions = <Query, Answer extends ListAnswer>(resource: ListResource<Query, Answer>, query: Query) =>
  queryOptions({
    queryKey: resource.keys.list(query),
    queryFn: ({ signal }) => resource.getPage(query, signal),
    // The page shown stays while the next loads: paging and filtering never flash an empty table.
    placeholderData: keepPreviousData,
  });

/**
 * One record read by its key (a truck by id, a driver by login on a day): its cache key (what the
 * call is sent), its call, and the spec's failure toast.
 */
export type RecordResource<Key, Rec> = {
  key: (key: Key) => QueryKey;
  get: (key: Key, signal: AbortSignal) => Promise<Rec>;
  /** The toast of a failed read; null from the function: no failure (a record deleted elsewhere). None: no toast. */
  messages?: { loadFailed: string | ((error: unknown) => string | null) };
  /** Read anew on each opening (`staleTime: 0`), and a failure not asked again: the query client's policy unless said. */
  options?: { staleTime?: number; retry?: false };
};

/** Checks a definition against `RecordResource` while keeping its own types. */
export const defineRecordResource = <Key, Rec>(resource: RecordResource<Key, Rec>): RecordResource<Key, Rec> => resource;

/** The failure message of `error` (none while there is no error, or when the function answers null). */
export const failureMessage = (loadFailed: string | ((error: unknown) => string | null) | undefined, error: unknown): string | null =>
  !error || loadFailed === undefined ? null : typeof loadFailed === 'function' ? loadFailed(error) : loadFailed;

/** The rows and the total of an answer, paged or not. */
export function rowsOf<Answer extends ListAnswer>(answer: Answer | undefined): { rows: RowsOf<Answer> | undefined; count: number } {
  if (answer === undefined) return { rows: undefined, count: 0 };
  if (Array.isArray(answer)) return { rows: answer as RowsOf<Answer>, count: answer.length };
  return { rows: answer.results as RowsOf<Answer>, count: answer.count };
}

/** The payload of `event` for a change to the record `id` (none: a change not about one record). */
export function changePayload(event: ChangeEvent, id: number | undefined): object {
  return id === undefined || event.idField === undefined ? {} : { [event.idField]: id };
}
