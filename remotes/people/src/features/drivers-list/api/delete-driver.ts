import { deleteDriver, queryKeys } from '@haulboard/shared/api/admin';
import type { Driver } from '@haulboard/shared/contracts';
import { resources, useResourceMutation } from '@haulboard/shared/resources';

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
  return useResourceMutation(resources.drivers, {
    mutationFn: (driver: Driver) => deleteDriver(driver.id),
    invalidates: [queryKeys.loads.all, queryKeys.driverHours.all],
    changedId: (_r, driver) => driver.id,
    success: DeleteDriverMessages.deleted,
    failure: DeleteDriverMessages.failed,
    failureDetail: true,
  });
}
