// The admin areas' calls (loads, drivers, ...), one function per endpoint over the page's one
// HTTP core, and the query keys every area shares. A separate entry from `api` because `api`
// is on the first page: /login never loads these. Not a federation share either: it holds no
// state (the core it calls is the shared `api` singleton), so each area bundles what it uses.
import { api } from '@haulboard/shared/api';
import { driversApi } from './drivers';
import { loadsApi } from './loads';

export { loadsApi, loadsExportFileName, type Assignment, type LoadsExportQuery, type LoadsPage, type UploadedLoadDocument } from './loads';
export { driversApi, type DriverPage, type DriversQuery } from './drivers';
export { queryKeys, type QueryResource } from './query-keys';
// What the delivery and document calls take, without zod (see contracts/load-documents.ts).
export { DELIVERY_FUTURE_SLACK_MINUTES, LOAD_DOCUMENT_KIND_LABELS, LOAD_DOCUMENT_KINDS, LoadDocumentKind } from '../../contracts/load-documents';
export { progressFetch, type UploadProgress, type XhrLike } from './upload';
export { csvBlob, saveFile } from './download';

export const {
  getLoads,
  getLoad,
  createLoad,
  updateLoad,
  deleteLoad,
  bulkDeleteLoads,
  restoreLoads,
  setLoadsPayment,
  createAssignment,
  updateAssignment,
  uploadLoadDocument,
  markLoadDelivered,
  undoLoadDelivery,
  getLoadDocuments,
  addLoadDocument,
  removeLoadDocument,
  exportLoads,
} = loadsApi(api.http);
export const { getDrivers } = driversApi(api.http);
export * from './people';
export * from './person-documents';
export * from './person-account';
export * from './driver-hours';
export * from './admin-profile';
export * from './fleet';
export * from './brokers';
export * from './reports';
export * from './activity';
export * from './search';
export * from './settlements';
export * from './invoices';
