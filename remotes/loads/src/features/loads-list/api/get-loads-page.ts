import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getLoads, queryKeys } from '@haulboard/shared/api/admin';
import { toaster } from '@haulboard/shared/ui';
import { pageQueryOf, type LoadsListValues } from '../lib/list-params';

/** Spec part 2 section 8: a failed list shows this in an alert and in a toast. */
export const LOADS_FETCH_FAILED = 'Failed to fetch data. Please try again later.';

export const loadsPageQuery = (values: LoadsListValues) => {
  const query = pageQueryOf(values);
  return {
    queryKey: queryKeys.loads.list(query),
    queryFn: ({ signal }: { signal: AbortSignal }) => getLoads(query, signal),
  };
};

/**
 * One page of the list, from the server (paged, searched, filtered, sorted there). The page
 * shown stays while the next one loads, so paging and filtering never flash an empty table.
 */
export function useLoadsPage(values: LoadsListValues) {
  const query = useQuery({ ...loadsPageQuery(values), placeholderData: keepPreviousData });
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    // One toast per failed fetch (a retry that fails again toasts again); the alert stays in the table.
    if (isError) toaster.error({ title: LOADS_FETCH_FAILED });
  }, [isError, errorUpdatedAt]);
  return query;
}
