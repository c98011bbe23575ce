import { useQueryClient } from '@tanstack/react-query';
import {
  addLoadDocument,
  createAssignment,
  deleteLoad,
  LOAD_DOCUMENT_KIND_LABELS,
  markLoadDelivered,
  queryKeys,
  removeLoadDocument,
  undoLoadDelivery,
  updateAssignment,
  updateLoad,
} from '@haulboard/shared/api/admin';
import type { Load, LoadDocument, LoadDocumentKind, Payment, UpdateLoadInput } from '@haulboard/shared/contracts';
import { resources, useResourceMutation } from '@haulboard/shared/resources';
import { AppRoutes, useNavigate } from '@haulboard/shared/router';
import { LOAD_DOCUMENT_LABEL } from '../lib/detail-rules';

/** A cancelled upload is the user's choice, not a failure. */
const cancelled = (error: Error, signal: AbortSignal) => signal.aborted || error.name === 'AbortError';

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

  const payment = useResourceMutation<Load, { id: number; payment: Payment; version: number }>(resources.loads, {
    mutationFn: ({ id, payment, version }) => updateLoad(id, { payment, version }),
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

  const assign = useResourceMutation<unknown, { id: number; driver: number; version: number }>(resources.loads, {
    mutationFn: ({ id, driver, version }) => createAssignment({ load: id, driver, version }),
    // The driver's loads count and truck picker change with it.
    invalidates: [queryKeys.drivers.all],
    changedId: thisLoad,
    success: 'Driver assigned successfully!',
    failure: 'Failed to assign driver',
    onSuccess: () => navigate(AppRoutes.loads),
  });

  const changeDriver = useResourceMutation<unknown, { id: number; assignmentId: number; driver: number; version: number }>(resources.loads, {
    mutationFn: ({ id, assignmentId, driver, version }) => updateAssignment(assignmentId, { load: String(id), driver, version }),
    // The driver's loads count and truck picker change with it.
    invalidates: [queryKeys.drivers.all],
    changedId: thisLoad,
    success: 'Driver updated successfully!',
    failure: 'Failed to update driver assignment',
  });

  const deliver = useResourceMutation<Load, { id: number; deliveredAt: string; version: number }>(resources.loads, {
    mutationFn: ({ id, deliveredAt, version }) => markLoadDelivered(id, { delivered_at: deliveredAt, version }),
    // The driver's completed loads count changes with it.
    invalidates: [queryKeys.drivers.all],
    changedId: thisLoad,
    success: 'Load marked as delivered',
    failure: 'Failed to mark the load delivered',
    failureDetail: true,
    onSuccess: keep,
  });

  const undoDelivery = useResourceMutation<Load, { id: number }>(resources.loads, {
    mutationFn: ({ id }) => undoLoadDelivery(id),
    invalidates: [queryKeys.drivers.all],
    changedId: thisLoad,
    success: 'Delivery undone: the load is assigned again',
    failure: 'Failed to undo the delivery',
    failureDetail: true,
    onSuccess: keep,
  });

  type AddDocument = { id: number; kind: LoadDocumentKind; file: File; onProgress: (f: number) => void; signal: AbortSignal; afterDelivery?: boolean };
  const addDocument = useResourceMutation<LoadDocument, AddDocument>(resources.loads, {
    mutationFn: ({ id, kind, file, onProgress, signal }) => addLoadDocument(id, kind, file, { onProgress, signal }),
    changedId: thisLoad,
    // '{Document label} uploaded successfully!' (spec): a document of no particular kind is the 'Load document'.
    success: (_, v) => `${v.kind === 'other' ? LOAD_DOCUMENT_LABEL : LOAD_DOCUMENT_KIND_LABELS[v.kind]} uploaded successfully!`,
    failure: (error, v) =>
      cancelled(error, v.signal)
        ? ''
        : v.afterDelivery
          ? 'The load was marked delivered, but its proof of delivery was not uploaded. Add it under Documents.'
          : 'Failed to upload document. Please try again.',
    failureDetail: true,
  });

  const removeDocument = useResourceMutation<void, { id: number; documentId: number }>(resources.loads, {
    mutationFn: ({ documentId }) => removeLoadDocument(documentId),
    changedId: thisLoad,
    success: 'Document removed',
    failure: 'Failed to remove the document. Please try again.',
    failureDetail: true,
  });

  return { loadId, save, payment, remove, assign, changeDriver, deliver, undoDelivery, addDocument, removeDocument };
}
