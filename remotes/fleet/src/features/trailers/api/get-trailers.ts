import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getTrailers, queryKeys } from '@haulboard/shared/api/admin';
import { useBusEvent } from '@haulboard/shared/bus';
import { useFailureToast } from '@haulboard/shared/query';
import { TRAILER_TEXTS } from '../lib/trailer-texts';

/**
 * Every trailer, as the server orders them (by name): the spec neither searches, sorts nor pages
 * them. A failure toasts 'Error loading trailers' (a 401 does not: the shell signs out); a truck
 * deleted or renumbered elsewhere changes the trailers' Assigned Truck, so 'trucks:changed'
 * refetches them.
 */
export function useTrailers() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.trailers.lists, queryFn: ({ signal }) => getTrailers(signal) });
  useFailureToast(query.error, query.errorUpdatedAt, TRAILER_TEXTS.loadFailed);
  useBusEvent('trucks:changed', () => void client.invalidateQueries({ queryKey: queryKeys.trailers.all }));
  return query;
}
