import { getDispatchers, queryKeys } from '@haulboard/shared/api/admin';
import { PAGE_SIZES } from '../../contracts/page-sizes';
import { defineListResource } from '../define-resource';

export const dispatchers = /* @__PURE__ */ defineListResource({
  keys: queryKeys.dispatchers,
  pageSize: PAGE_SIZES.dispatchers,
  getPage: getDispatchers,
  messages: { loadFailed: 'Failed to load dispatchers' },
  changes: { invalidates: [queryKeys.dispatchers.all], event: { name: 'dispatchers:changed', idField: 'dispatcherId' } },
});
