import { assignDrivers } from '@haulboard/shared/api/admin';
import type { AssignTruck } from '@haulboard/shared/contracts';
import { resources, useResourceMutation } from '@haulboard/shared/resources';
import { assignTexts } from '../lib/truck-texts';

/** assign-truck/ with the spec's toasts for the replace rule; the trucks and the drivers' truck column refresh. */
export function useAssignDrivers() {
  return useResourceMutation(resources.trucks, {
    mutationFn: (body: AssignTruck) => assignDrivers(body),
    changedId: (_truck, body) => Number(body.truck_id),
    success: (_truck, body) => assignTexts(!!body.replace).success,
    failure: (_error, body) => assignTexts(!!body.replace).failure,
    failureDetail: true,
  });
}
