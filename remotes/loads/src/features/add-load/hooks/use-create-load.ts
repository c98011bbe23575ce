import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAssignment, createLoad, queryKeys } from '@haulboard/shared/api/admin';
import { isApiError } from '@haulboard/shared/api';
import { bus } from '@haulboard/shared/bus';
import type { CreateLoadSchema, Load, z } from '@haulboard/shared/contracts';
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
 * reported as such (`assigned: false`), never as a failed creation. Not useAppMutation: the
 * failure toast carries the server's message, and the second step has its own outcome.
 */
export function useCreateLoad() {
  const client = useQueryClient();
  return useMutation<CreateResult, Error, { values: Parsed; driver: number | null }>({
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
    onSuccess: async ({ load, assigned }) => {
      toaster.success({ title: 'Load created successfully!' });
      if (assigned === false) {
        toaster.warning({
          title: 'Driver not assigned',
          description: `"${load.loadname}" was created without a driver: assigning the driver failed. Assign one on the load's page.`,
          duration: 10_000,
        });
      }
      bus.emit('loads:changed', { loadId: load.id });
      await client.invalidateQueries({ queryKey: queryKeys.loads.all });
      if (assigned) await client.invalidateQueries({ queryKey: queryKeys.drivers.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) return;
      toaster.error({ title: serverMessage(error) ?? CREATE_FAILED });
    },
  });
}
