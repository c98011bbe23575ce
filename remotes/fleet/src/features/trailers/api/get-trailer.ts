import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@haulboard/shared/api';
import { getTrailer, queryKeys } from '@haulboard/shared/api/admin';
import { useFailureToast } from '@haulboard/shared/query';
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
  useFailureToast(isTrailerGone(query.error) ? null : query.error, query.errorUpdatedAt, TRAILER_TEXTS.detailsFailed);
  return query;
}
