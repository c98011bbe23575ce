import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@haulboard/shared/api';
import { getTruck, getTrucks, queryKeys } from '@haulboard/shared/api/admin';
import { useBusEvent } from '@haulboard/shared/bus';
import { toaster } from '@haulboard/shared/ui';
import { pageQueryOf, type TrucksListValues } from '../lib/trucks-params';
import { TRUCK_MESSAGES } from '../lib/truck-texts';

/** The spec's error toast for a failed read; none for a 401 (the shell signs the user out to /login). */
function useFailureToast(error: Error | null, updatedAt: number, title: string) {
  useEffect(() => {
    if (error && !(isApiError(error) && error.status === 401)) toaster.error({ title });
    // One toast per failure: `updatedAt` changes with each failed attempt.
  }, [error, updatedAt, title]);
}

/** One page of trucks as the URL asks for it; the page shown stays while the next loads. */
export function useTrucksPage(values: TrucksListValues) {
  const query = pageQueryOf(values);
  const client = useQueryClient();
  // A driver deleted or renamed elsewhere changes the trucks' Driver(s) column.
  useBusEvent('drivers:changed', () => void client.invalidateQueries({ queryKey: queryKeys.trucks.all }));
  const result = useQuery({
    queryKey: queryKeys.trucks.list(query),
    queryFn: ({ signal }) => getTrucks(query, signal),
    placeholderData: keepPreviousData,
  });
  useFailureToast(result.error, result.errorUpdatedAt, TRUCK_MESSAGES.loadFailed);
  return result;
}

/** One truck for its details dialog (spec: loaded from trucks-details/{id}/). */
export function useTruck(id: number) {
  const result = useQuery({ queryKey: queryKeys.trucks.detail(id), queryFn: ({ signal }) => getTruck(id, signal) });
  useFailureToast(result.error, result.errorUpdatedAt, TRUCK_MESSAGES.detailsFailed);
  return result;
}
