import { deleteDriver, queryKeys } from '@haulboard/shared/api/admin';
import type { Driver } from '@haulboard/shared/contracts';
import { useAppMutation } from '@haulboard/shared/query';

/** Spec part 2 section 8. */
export const DeleteDriverMessages = {
  deleted: 'Driver deleted successfully!',
  failed: 'Failed to delete driver',
} as const;

/**
 * DELETE users/delete/{id}/. The server puts the driver's unfinished loads back to unassigned,
 * so every loads view and the hours are refetched with the drivers.
 */
export function useDeleteDriver() {
  return useAppMutation({
    mutationFn: (driver: Driver) => deleteDriver(driver.id),
    invalidates: [queryKeys.drivers.all, queryKeys.loads.all, queryKeys.driverHours.all],
    event: { name: 'drivers:changed', payload: (_r, driver) => ({ driverId: driver.id }) },
    success: DeleteDriverMessages.deleted,
    failure: DeleteDriverMessages.failed,
    failureDetail: true,
  });
}
