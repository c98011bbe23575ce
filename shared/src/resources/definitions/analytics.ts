import { getLoads, queryKeys } from '@haulboard/shared/api/admin';
import { PAGE_SIZES } from '../../contracts/page-sizes';
import { defineListResource } from '../define-resource';
import { LOADS_FETCH_FAILED } from './messages';

/** Analytics' table: a period's loads, 7 a page, under the loads' keys so any change to a load refreshes it. */
export const analytics = /* @__PURE__ */ defineListResource({
  keys: queryKeys.loads,
  pageSize: PAGE_SIZES.analytics,
  getPage: getLoads,
  messages: { loadFailed: LOADS_FETCH_FAILED },
});
