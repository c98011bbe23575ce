import { useQuery } from '@tanstack/react-query';
import { getAllTrucks, queryKeys } from '@haulboard/shared/api/admin';

/**
 * Every truck, unpaged, for the trailer form's truck choice. Kept under `queryKeys.trucks`, so a
 * truck added, renumbered or deleted in the trucks card (which invalidates that prefix) refreshes it.
 */
export function useAllTrucks() {
  return useQuery({ queryKey: queryKeys.trucks.list({ all: true }), queryFn: ({ signal }) => getAllTrucks(signal) });
}
