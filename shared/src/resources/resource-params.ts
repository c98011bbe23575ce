import { isApiError, NO_TOKEN_DETAIL } from '@haulboard/shared/api';

/** A driver's preview asks for a period of company days. */
export type SettlementPreviewKey = { driverId: number; from: string; to: string };

/** The driver whose login is `email`, as the server judges their truck on `asOf` (today when absent); `id` picks them from the answer. */
export type DriverOnDay = { id: number; email: string; asOf?: string };

/**
 * Spec part 2 section 8, driver hours: with no access token (signed out in another tab, then a
 * refetch) 'Authentication token not found'; anything else carries the server's detail.
 */
export function hoursErrorText(error: unknown): string {
  if (isApiError(error))
    return error.detail === NO_TOKEN_DETAIL ? 'Authentication token not found' : `Error fetching driver data: ${error.detail ?? error.message}`;
  return `Error fetching driver data: ${error instanceof Error ? error.message : String(error)}`;
}
