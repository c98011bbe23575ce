import { useQueryClient } from '@tanstack/react-query';
import { createAssignment, deleteLoad, queryKeys, updateAssignment, updateLoad, uploadLoadDocument } from '@haulboard/shared/api/admin';
import type { Load, Payment, UpdateLoadInput } from '@haulboard/shared/contracts';
import { resources, useResourceMutation } from '@haulboard/shared/resources';
import { AppRoutes, useNavigate } from '@haulboard/shared/router';
import { LOAD_DOCUMENT_LABEL } from '../lib/detail-rules';

/** Each change is to this screen's load: the bus fact names it. */
const thisLoad = (_: unknown, v: { id: number }) => v.id;

/** Every change the detail screen makes to its load, with the spec's messages (part 2 section 8). */
export function useLoadActions(loadId: number) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const keep = (load: Load) => client.setQueryData(queryKeys.loads.detail(load.id), load);

  const save = useResourceMutation<Load, { id: number; body: UpdateLoadInput }>(resources.loads, {
    mutationFn: ({ id, body }) => updateLoad(id, body),
    changedId: thisLoad,
    success: 'Load details, fees and payment status updated successfully!',
    failure: 'Failed to update load data',
    onSuccess: keep,
  });

  const payment = useResourceMutation<Load, { id: number; payment: Payment }>(resources.loads, {
    mutationFn: ({ id, payment }) => updateLoad(id, { payment }),
    changedId: thisLoad,
    success: (_, v) => `Payment status updated to ${v.payment}`,
    failure: 'Failed to update payment status',
    onSuccess: keep,
  });

  const remove = useResourceMutation<void, { id: number }>(resources.loads, {
    mutationFn: ({ id }) => deleteLoad(id),
    // This screen's own load is gone: dropped, not refetched (that would answer 404).
    removes: (_, v) => [queryKeys.loads.detail(v.id)],
    changedId: thisLoad,
    success: 'Load deleted successfully',
    failure: 'Failed to delete load. Please try again.',
    onSuccess: () => navigate(AppRoutes.loads),
  });

  const assign = useResourceMutation<unknown, { id: number; driver: number }>(resources.loads, {
    mutationFn: ({ id, driver }) => createAssignment({ load: id, driver }),
    // The driver's loads count and truck picker change with it.
    invalidates: [queryKeys.drivers.all],
    changedId: thisLoad,
    success: 'Driver assigned successfully!',
    failure: 'Failed to assign driver',
    onSuccess: () => navigate(AppRoutes.loads),
  });

  const changeDriver = useResourceMutation<unknown, { id: number; assignmentId: number; driver: number }>(resources.loads, {
    mutationFn: ({ id, assignmentId, driver }) => updateAssignment(assignmentId, { load: String(id), driver }),
    // The driver's loads count and truck picker change with it.
    invalidates: [queryKeys.drivers.all],
    changedId: thisLoad,
    success: 'Driver updated successfully!',
    failure: 'Failed to update driver assignment',
  });

  const upload = useResourceMutation<unknown, { id: number; file: File; onProgress: (f: number) => void; signal: AbortSignal }>(resources.loads, {
    mutationFn: ({ id, file, onProgress, signal }) => uploadLoadDocument(id, file, { onProgress, signal }),
    changedId: thisLoad,
    success: `${LOAD_DOCUMENT_LABEL} uploaded successfully!`,
    // A cancelled upload is the user's choice, not a failure.
    failure: (error, v) => (v.signal.aborted || error.name === 'AbortError' ? '' : 'Failed to upload document. Please try again.'),
    failureDetail: true,
  });

  return { loadId, save, payment, remove, assign, changeDriver, upload };
}
