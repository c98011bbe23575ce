import { getLoad, getLoadDocuments, getLoads, queryKeys } from '@haulboard/shared/api/admin';
import { PAGE_SIZES } from '../../contracts/page-sizes';
import { defineListResource, defineRecordResource } from '../define-resource';
import { LOADS_FETCH_FAILED } from './messages';

export const loads = /* @__PURE__ */ defineListResource({
  keys: queryKeys.loads,
  pageSize: PAGE_SIZES.loads,
  getPage: getLoads,
  // A driver renamed or removed elsewhere changes the Driver column.
  staleOn: ['drivers:changed'],
  messages: { loadFailed: LOADS_FETCH_FAILED },
  // Every loads view (lists, detail, analytics' figures); the bus tells the dashboard's month.
  // A load names its broker: the brokers' load counts follow (and a new broker typed on a load appears).
  changes: { invalidates: [queryKeys.loads.all, queryKeys.brokers.all], event: { name: 'loads:changed', idField: 'loadId' } },
  /** One load (the detail screen, by `?id=`). */
  record: /* @__PURE__ */ defineRecordResource({ key: (id: number) => queryKeys.loads.detail(id), get: getLoad }),
  /** One load's documents (the detail's Documents tab), oldest first. */
  documents: /* @__PURE__ */ defineRecordResource({
    key: (id: number) => queryKeys.loads.documents(id),
    get: getLoadDocuments,
    messages: { loadFailed: 'Failed to load the documents. Please try again.' },
  }),
});
