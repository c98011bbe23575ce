import { useQueryClient } from '@tanstack/react-query';
import { createAssignment, deleteLoad, queryKeys, updateAssignment, updateLoad, uploadLoadDocument } from '@haulboard/shared/api/admin';
import type { Load, Payment, UpdateLoadInput } from '@haulboard/shared/contracts';
import { useAppMutation } from '@haulboard/shared/query';
import { AppRoutes, useNavigate } from '@haulboard/shared/router';
import { LOAD_DOCUMENT_LABEL } from '../lib/detail-rules';

const changed = { name: 'loads:changed', payload: (_: unknown, v: { id: number }) => ({ loadId: v.id }) } as const;

/** Every change the detail screen makes to its load, with the spec's messages (part 2 section 8). */
export function useLoadActions(loadId: number) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const keep = (load: Load) => client.setQueryData(queryKeys.loads.detail(load.id), load);

  const save = useAppMutation<Load, { id: number; body: UpdateLoadInput }>({
    mutationFn: ({ id, body }) => updateLoad(id, body),
    invalidates: [queryKeys.loads.all],
    event: changed,
    success: 'Load details, fees and payment status updated successfully!',
    failure: 'Failed to update load data',
    onSuccess: keep,
  });

  const payment = useAppMutation<Load, { id: number; payment: Payment }>({
    mutationFn: ({ id, payment }) => updateLoad(id, { payment }),
    invalidates: [queryKeys.loads.all],
    event: changed,
    success: (_, v) => `Payment status updated to ${v.payment}`,
    failure: 'Failed to update payment status',
    onSuccess: keep,
  });

  const remove = useAppMutation<void, { id: number }>({
    mutationFn: ({ id }) => deleteLoad(id),
    // The list only: this screen's own load is gone (refetching it would answer 404).
    invalidates: [queryKeys.loads.lists],
    event: changed,
    success: 'Load deleted successfully',
    failure: 'Failed to delete load. Please try again.',
    onSuccess: (_, v) => {
      client.removeQueries({ queryKey: queryKeys.loads.detail(v.id) });
      navigate(AppRoutes.loads);
    },
  });

  const assign = useAppMutation<unknown, { id: number; driver: number }>({
    mutationFn: ({ id, driver }) => createAssignment({ load: id, driver }),
    invalidates: [queryKeys.loads.all, queryKeys.drivers.all],
    event: changed,
    success: 'Driver assigned successfully!',
    failure: 'Failed to assign driver',
    onSuccess: () => navigate(AppRoutes.loads),
  });

  const changeDriver = useAppMutation<unknown, { id: number; assignmentId: number; driver: number }>({
    mutationFn: ({ id, assignmentId, driver }) => updateAssignment(assignmentId, { load: String(id), driver }),
    invalidates: [queryKeys.loads.all, queryKeys.drivers.all],
    event: changed,
    success: 'Driver updated successfully!',
    failure: 'Failed to update driver assignment',
  });

  const upload = useAppMutation<unknown, { id: number; file: File; onProgress: (f: number) => void; signal: AbortSignal }>({
    mutationFn: ({ id, file, onProgress, signal }) => uploadLoadDocument(id, file, { onProgress, signal }),
    invalidates: [queryKeys.loads.all],
    event: changed,
    success: `${LOAD_DOCUMENT_LABEL} uploaded successfully!`,
    // A cancelled upload is the user's choice, not a failure.
    failure: (error, v) => (v.signal.aborted || error.name === 'AbortError' ? '' : 'Failed to upload document. Please try again.'),
    failureDetail: true,
  });

  return { loadId, save, payment, remove, assign, changeDriver, upload };
}
