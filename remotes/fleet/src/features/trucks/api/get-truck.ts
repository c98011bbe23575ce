import { useQuery } from '@tanstack/react-query';
import { getTruck, queryKeys } from '@haulboard/shared/api/admin';
import { useFailureToast } from '@haulboard/shared/query';
import { TRUCK_MESSAGES } from '../lib/truck-texts';

/** One truck for its details dialog (spec: loaded from trucks-details/{id}/). */
export function useTruck(id: number) {
  const result = useQuery({ queryKey: queryKeys.trucks.detail(id), queryFn: ({ signal }) => getTruck(id, signal) });
  useFailureToast(result.error, result.errorUpdatedAt, TRUCK_MESSAGES.detailsFailed);
  return result;
}
