import { getActivity, getActivityActors, queryKeys } from '@haulboard/shared/api/admin';
import { PAGE_SIZES } from '../../contracts/page-sizes';
import { defineListResource } from '../define-resource';

/**
 * The audit trail (issue 28): the company's activity (filters `actor`, `kind`, `subject_type`,
 * `from`, `to`) and a record's History tab (`subject_type` and `subject_id`), newest first,
 * PAGE_SIZES.activity a page. Nothing here changes it: any change anywhere adds to it.
 */
export const activity = /* @__PURE__ */ defineListResource({
  keys: queryKeys.activity,
  pageSize: PAGE_SIZES.activity,
  getPage: getActivity,
  staleOn: ['loads:changed', 'drivers:changed', 'dispatchers:changed', 'trucks:changed', 'trailers:changed', 'profile:changed'],
  messages: { loadFailed: 'Failed to load activity' },
  /** Everyone who has made a recorded write, A-Z: the "who" filter's choices, under the activity's keys. */
  actors: /* @__PURE__ */ defineListResource({
    keys: { all: queryKeys.activity.all, list: () => queryKeys.activity.actors },
    getPage: (_: void, signal) => getActivityActors(signal),
    staleOn: ['profile:changed'],
    messages: { loadFailed: 'Failed to load activity' },
  }),
});
