import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError, NO_TOKEN_DETAIL } from '@haulboard/shared/api';
import { getDriverHoursPage, queryKeys } from '@haulboard/shared/api/admin';
import { pageQueryOf, type HoursListValues } from '../lib/hours-params';

/** Spec part 2 section 8, word for word. */
export const HoursMessages = {
  noToken: 'Authentication token not found',
  fetchFailed: (detail: string) => `Error fetching driver data: ${detail}`,
  exportFailed: 'Failed to export driver hours. Please try again.',
} as const;

/**
 * What a failed page says. No access token (signed out in another tab, then a refetch): the
 * spec's 'Authentication token not found'; anything else carries the server's detail.
 */
export function hoursErrorText(error: unknown): string {
  if (isApiError(error)) return error.detail === NO_TOKEN_DETAIL ? HoursMessages.noToken : HoursMessages.fetchFailed(error.detail ?? error.message);
  return HoursMessages.fetchFailed(error instanceof Error ? error.message : String(error));
}

/** One page of the drivers' hours for the period, from the server; the page shown stays while the next one loads. */
export function useDriverHoursPage(values: HoursListValues) {
  const query = pageQueryOf(values);
  return useQuery({
    queryKey: queryKeys.driverHours.list(query),
    queryFn: ({ signal }) => getDriverHoursPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
