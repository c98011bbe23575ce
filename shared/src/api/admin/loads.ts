import type { z } from 'zod';
import { ApiPaths, type Http } from '@haulboard/shared/api';
import type { AssignmentSchema, LoadDocumentResponseSchema, LoadsPageSchema } from '../../contracts/loads';
import type {
  BulkPaymentInput,
  CreateAssignmentInput,
  CreateLoadInput,
  ListLoadsQuery,
  Load,
  LoadDocument,
  LoadDocumentKind,
  MarkDeliveredInput,
  LoadIds,
  LoadIdsResult,
  UpdateAssignmentInput,
  UpdateLoadInput,
} from '../../contracts/loads';
import { csvBlob } from './download';
import { progressFetch, type UploadProgress } from './upload';

export type LoadsPage = z.infer<typeof LoadsPageSchema>;
export type Assignment = z.infer<typeof AssignmentSchema>;
/** The spec's single upload's answer: the stored document's link. */
export type UploadedLoadDocument = z.infer<typeof LoadDocumentResponseSchema>;
/** list-loads/'s search and filters, as the export takes them (it ignores paging and sort). */
export type LoadsExportQuery = Omit<ListLoadsQuery, 'page' | 'page_size' | 'ordering'>;

/** Every call the loads screens make, one function per endpoint. */
export const loadsApi = (http: Http) => ({
  /**
   * A page of list-loads/ with its total. `page` is always sent: without a paging or filter
   * parameter the server answers the spec's unpaged array of every load.
   */
  getLoads: (query: ListLoadsQuery = {}, signal?: AbortSignal) => http<LoadsPage>(ApiPaths.listLoads, { query: { ...query, page: query.page ?? 1 }, signal }),
  /** One load: the detail screen after a reload or from a pasted link. */
  getLoad: (id: number, signal?: AbortSignal) => http<Load>(ApiPaths.load(id), { signal }),
  createLoad: (body: CreateLoadInput) => http<Load>(ApiPaths.createLoad, { method: 'POST', body }),
  /** Changes only the fields sent. */
  updateLoad: (id: number, body: UpdateLoadInput) => http<Load>(ApiPaths.load(id), { method: 'PUT', body: { ...body, id } }),
  /** Moves the load to the trash: restorable with `restoreLoads` for LOAD_RESTORE_SECONDS. */
  deleteLoad: (id: number) => http<void>(ApiPaths.deleteLoad(id), { method: 'DELETE' }),
  bulkDeleteLoads: (body: LoadIds) => http<LoadIdsResult>(ApiPaths.bulkDeleteLoads, { method: 'POST', body }),
  /** The Undo of a delete; 404 once the restore window has passed. */
  restoreLoads: (body: LoadIds) => http<LoadIdsResult>(ApiPaths.restoreLoads, { method: 'POST', body }),
  /** Mark Paid or Mark Unpaid on the selected loads. */
  setLoadsPayment: (body: BulkPaymentInput) => http<LoadIdsResult>(ApiPaths.bulkLoadPayment, { method: 'POST', body }),
  createAssignment: (body: CreateAssignmentInput) => http<Assignment>(ApiPaths.createAssignment, { method: 'POST', body }),
  updateAssignment: (assignmentId: number, body: UpdateAssignmentInput) => http<Assignment>(ApiPaths.updateAssignment(assignmentId), { method: 'PUT', body }),
  /** Sends the file under `document`, reporting progress from 0 to 1 as it goes out. */
  uploadLoadDocument: (id: number, file: Blob, options: { onProgress?: UploadProgress; signal?: AbortSignal } = {}) => {
    const form = new FormData();
    form.append('document', file);
    return http<UploadedLoadDocument>(ApiPaths.uploadLoadDocument(id), {
      method: 'PATCH',
      body: form,
      signal: options.signal,
      fetch: options.onProgress ? progressFetch(options.onProgress) : undefined,
    });
  },
  /** Mark Delivered (issue 28): an assigned load delivered at `delivered_at` (ISO, with its offset). */
  markLoadDelivered: (id: number, body: MarkDeliveredInput) => http<Load>(ApiPaths.loadDelivery(id), { method: 'POST', body }),
  /** Takes a delivery recorded by mistake back: the load is assigned again. */
  undoLoadDelivery: (id: number) => http<Load>(ApiPaths.loadDelivery(id), { method: 'DELETE' }),
  /** The load's documents, oldest first (the first is its `document`). */
  getLoadDocuments: (id: number, signal?: AbortSignal) => http<LoadDocument[]>(ApiPaths.loadDocuments(id), { signal }),
  /** One more document of `kind`, reporting progress from 0 to 1 as it goes out. */
  addLoadDocument: (id: number, kind: LoadDocumentKind, file: File, options: { onProgress?: UploadProgress; signal?: AbortSignal } = {}) => {
    const form = new FormData();
    // The kind first: the server reads the parts in order.
    form.append('kind', kind);
    form.append('document', file, file.name);
    return http<LoadDocument>(ApiPaths.loadDocuments(id), {
      method: 'POST',
      body: form,
      signal: options.signal,
      fetch: options.onProgress ? progressFetch(options.onProgress) : undefined,
    });
  },
  removeLoadDocument: (documentId: number) => http<void>(ApiPaths.loadDocument(documentId), { method: 'DELETE' }),
  /**
   * Every load matching the search and filters, as the server's CSV (streamed there). A call,
   * not a link: the export needs the bearer token, which a plain link cannot carry.
   */
  exportLoads: async (query: LoadsExportQuery = {}, signal?: AbortSignal) => csvBlob(await http<string>(ApiPaths.exportLoads, { query, signal, text: true })),
});

/** The export's file name, as the server's Content-Disposition gives it. */
export const loadsExportFileName = (now = new Date()) => `loads-${now.toISOString().slice(0, 10)}.csv`;
