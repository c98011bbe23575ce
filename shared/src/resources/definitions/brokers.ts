import { getBroker, getBrokers, queryKeys } from '@haulboard/shared/api/admin';
import { PAGE_SIZES } from '../../contracts/page-sizes';
import { defineListResource, defineRecordResource } from '../define-resource';

/** Brokers (issue 30), paged, searched and sorted on the server. */
export const brokers = /* @__PURE__ */ defineListResource({
  keys: queryKeys.brokers,
  pageSize: PAGE_SIZES.brokers,
  getPage: getBrokers,
  messages: { loadFailed: 'Error loading brokers' },
  // A renamed broker renames its loads' broker (the server's trigger).
  changes: { invalidates: [queryKeys.brokers.all, queryKeys.loads.all] },
  record: /* @__PURE__ */ defineRecordResource({
    key: (id: number) => queryKeys.brokers.detail(id),
    get: getBroker,
    messages: { loadFailed: 'Error loading broker details' },
  }),
});
