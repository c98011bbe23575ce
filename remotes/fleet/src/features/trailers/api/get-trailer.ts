import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@haulboard/shared/api';
import { getTrailer, queryKeys } from '@haulboard/shared/api/admin';
import { toaster } from '@haulboard/shared/ui';
import { TRAILER_TEXTS } from '../lib/trailer-texts';

/** A 404: the trailer is gone (deleted in another tab); the details say 'No details available', not an error. */
export const isTrailerGone = (error: unknown) => isApiError(error) && error.status === 404;

/** One trailer from trailers-details/{id}/ for its details dialog; a failure other than 404 or 401 toasts 'Error loading trailer details'. */
export function useTrailer(id: number | null) {
  const query = useQuery({
    queryKey: queryKeys.trailers.detail(id ?? 0),
    queryFn: ({ signal }) => getTrailer(id!, signal),
    enabled: id !== null,
    // Read fresh on each opening: another admin may have reassigned it.
    staleTime: 0,
    retry: false,
  });
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError && !isTrailerGone(error) && !(isApiError(error) && error.status === 401)) toaster.error({ title: TRAILER_TEXTS.detailsFailed });
  }, [isError, error, errorUpdatedAt]);
  return query;
}
