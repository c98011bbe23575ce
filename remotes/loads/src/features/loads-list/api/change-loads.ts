import { bulkDeleteLoads, deleteLoad, exportLoads, loadsExportFileName, restoreLoads, saveFile, setLoadsPayment } from '@haulboard/shared/api/admin';
import type { Payment } from '@haulboard/shared/contracts';
import { useAppMutation } from '@haulboard/shared/query';
import { resources, useResourceMutation } from '@haulboard/shared/resources';
import { toaster } from '@haulboard/shared/ui';
import type { LoadsExportQuery } from '@haulboard/shared/api/admin';

/** Spec part 2 section 8, and this screen's own for what the spec does not have (bulk, undo, export). */
export const LoadsListMessages = {
  deleted: 'Load deleted successfully',
  deleteFailed: 'Failed to delete load. Please try again.',
  bulkDeleted: (n: number) => `${n} loads deleted successfully`,
  bulkDeleteFailed: 'Failed to delete loads. Please try again.',
  restored: (n: number) => (n === 1 ? 'Load restored successfully' : `${n} loads restored successfully`),
  restoreFailed: 'Failed to restore the deleted load. Please try again.',
  paymentUpdated: (payment: Payment) => `Payment status updated to ${payment}`,
  paymentFailed: 'Failed to update payment status',
  exportFailed: 'Failed to export loads. Please try again.',
  undo: 'Undo',
} as const;

/** Undo of a delete: brings the loads back while the server still keeps them. */
export function useRestoreLoads() {
  return useResourceMutation(resources.loads, {
    mutationFn: (ids: number[]) => restoreLoads({ ids }),
    success: (r) => LoadsListMessages.restored(r.ids.length),
    failure: LoadsListMessages.restoreFailed,
    failureDetail: true,
  });
}

/**
 * Deletes one load (the row's icon: DELETE delete-load/{id}/) or the selected ones (one bulk
 * call). The success toast offers Undo for its 5 s.
 */
export function useDeleteLoads() {
  const restore = useRestoreLoads();
  return useResourceMutation(resources.loads, {
    mutationFn: async (ids: number[]) => {
      if (ids.length === 1) {
        await deleteLoad(ids[0]);
        return { ids };
      }
      return bulkDeleteLoads({ ids });
    },
    failure: (_e, ids) => (ids.length === 1 ? LoadsListMessages.deleteFailed : LoadsListMessages.bulkDeleteFailed),
    onSuccess: (r, ids) => {
      toaster.success({
        title: ids.length === 1 ? LoadsListMessages.deleted : LoadsListMessages.bulkDeleted(r.ids.length),
        action: { label: LoadsListMessages.undo, onClick: () => restore.mutate(r.ids) },
      });
    },
  });
}

/** Mark Paid or Mark Unpaid on the selected loads. */
export function useSetLoadsPayment() {
  return useResourceMutation(resources.loads, {
    mutationFn: (v: { ids: number[]; payment: Payment }) => setLoadsPayment(v),
    success: (_r, v) => LoadsListMessages.paymentUpdated(v.payment),
    failure: LoadsListMessages.paymentFailed,
  });
}

/** Every load matching the tab, search and filters, as the server's CSV, saved as a download. */
export function useExportLoads() {
  return useAppMutation({
    mutationFn: async (filters: LoadsExportQuery) => saveFile(await exportLoads(filters), loadsExportFileName()),
    failure: LoadsListMessages.exportFailed,
  });
}
