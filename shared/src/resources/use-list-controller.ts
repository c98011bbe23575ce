import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useFailureToast } from '@haulboard/shared/query';
import { RETRY_LABEL } from '@haulboard/shared/ui';
import { failureMessage, listQueryOptions, rowsOf, type ListAnswer, type ListResource, type PageOf } from './define-resource';
import { useStaleOn } from './use-stale-on';

export type ListControllerOptions<Query> = {
  /** What the call is sent: the URL's list values turned into the call's query. */
  query: Query;
  /** The page the URL shows, and how to show another: a delete that empties the last page steps back. */
  page: number;
  setPage: (page: number) => void;
};

/** A paged list says its query and page; a list the server answers whole may say nothing. */
type ControllerArgs<Query, Answer extends ListAnswer> =
  Answer extends PageOf<unknown> ? [options: ListControllerOptions<Query>] : [options?: { query?: Query }];

/**
 * The data half of every list (in the spirit of react-admin's `useListController`): the page
 * the URL asks for (or the whole list, when the server does not page it), kept on screen while
 * the next loads; the kit's failure policy (one toast per failed fetch, none for a 401; the alert's 'Try Again'; retries from the query client's
 * `retryRead`); a step back to the new last page when a delete empties the one shown; and the
 * resource's lists asked again when another area changes it.
 */
export function useListController<Query, Answer extends ListAnswer>(resource: ListResource<Query, Answer>, ...[options]: ControllerArgs<Query, Answer>) {
  const { query, page, setPage } = (options ?? {}) as Partial<ListControllerOptions<Query>>;
  const result = useQuery(listQueryOptions(resource, query as Query));
  useStaleOn(resource);
  const message = failureMessage(resource.messages.loadFailed, result.error);
  useFailureToast(result.error, result.errorUpdatedAt, message);

  const { rows, count } = rowsOf(result.data);
  const pageSize = resource.pageSize as Answer extends PageOf<unknown> ? number : undefined;
  const pages = pageSize ? Math.ceil(count / pageSize) : 1;
  const pastTheEnd = !!result.data && !result.isPlaceholderData && rows?.length === 0 && pages > 0 && page !== undefined && page > pages;
  useEffect(() => {
    if (pastTheEnd) setPage?.(pages);
  }, [pastTheEnd, pages, setPage]);

  const { refetch } = result;
  const retry = useCallback(() => void refetch(), [refetch]);
  // The error shows once the last retry has failed; until then the table says it is loading.
  const failed = result.isError && !result.isFetching;
  return {
    query: result,
    rows: failed ? undefined : rows,
    /** 0 while failed, so the footer does not promise pages the table cannot show. */
    count: failed ? 0 : count,
    pageSize,
    loading: result.isPending || (result.isError && result.isFetching),
    refreshing: result.isPlaceholderData,
    /** The failure message to show in place of the rows, or null. */
    error: failed ? message : null,
    retry,
    retryLabel: RETRY_LABEL,
  };
}

/**
 * The page a list controller shows, read by a part beside the list (the analytics summary's loads,
 * the settlements filter's driver name): the same query, so one request serves both. With
 * `ask: false` it only watches the cache, and asks nothing of its own.
 */
export function useListPage<Query, Answer extends ListAnswer>(resource: ListResource<Query, Answer>, query: Query, { ask = true }: { ask?: boolean } = {}) {
  return useQuery({ ...listQueryOptions(resource, query), enabled: ask });
}
