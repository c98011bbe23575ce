import { createAssignment, createLoad, queryKeys } from '@haulboard/shared/api/admin';
import { isApiError } from '@haulboard/shared/api';
import type { CreateLoadSchema, Load, z } from '@haulboard/shared/contracts';
import { resources, useResourceMutation } from '@haulboard/shared/resources';
import { toaster } from '@haulboard/shared/ui';
import { CREATE_FAILED } from '../lib/add-load-rules';

type Parsed = z.output<typeof CreateLoadSchema>;
export type CreateResult = { load: Load; assigned: boolean | null };

/** The server's message for a refused load (its `message`, else its `detail`). */
function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const body = (error as { body?: { message?: unknown } }).body;
  return typeof body?.message === 'string' && body.message ? body.message : error.detail || undefined;
}

/**
 * Creates the load, then (if a driver was picked) its assignment: two calls, as the spec's
 * client makes them. The load exists once the first succeeds, so a failed second step is
 * reported as such (`assigned: false`, a warning after the success), never as a failed creation;
 * a refused load toasts the server's message.
 */
export function useCreateLoad() {
  return useResourceMutation<CreateResult, { values: Parsed; driver: number | null }>(resources.loads, {
    mutationFn: async ({ values, driver }) => {
      const load = await createLoad(values);
      if (driver === null) return { load, assigned: null };
      try {
        await createAssignment({ load: load.id, driver });
        return { load: { ...load, status: 'assigned' }, assigned: true };
      } catch (error) {
        console.warn('Load %d created; assigning driver %d failed', load.id, driver, error);
        return { load, assigned: false };
      }
    },
    // An assigned driver's loads count changes too.
    invalidates: ({ assigned }) => (assigned ? [queryKeys.drivers.all] : []),
    changedId: ({ load }) => load.id,
    success: 'Load created successfully!',
    failure: (error) => serverMessage(error) ?? CREATE_FAILED,
    onSuccess: ({ load, assigned }) => {
      if (assigned === false) {
        toaster.warning({
          title: 'Driver not assigned',
          description: `"${load.loadname}" was created without a driver: assigning the driver failed. Assign one on the load's page.`,
          duration: 10_000,
        });
      }
    },
  });
}
