import { isNotFound } from '@haulboard/shared/api';
import { getTrailer, getTrailers, queryKeys } from '@haulboard/shared/api/admin';
import { defineListResource, defineRecordResource } from '../define-resource';

/** Every trailer in one answer, as the server orders them (by name): the spec neither searches, sorts nor pages them. */
export const trailers = /* @__PURE__ */ defineListResource({
  keys: { all: queryKeys.trailers.all, list: () => queryKeys.trailers.lists },
  getPage: (_: void, signal) => getTrailers(signal),
  // A truck deleted or renumbered elsewhere changes the trailers' Assigned Truck.
  staleOn: ['trucks:changed'],
  messages: { loadFailed: 'Error loading trailers' },
  changes: { invalidates: [queryKeys.trailers.all], event: { name: 'trailers:changed', idField: 'trailerId' } },
  /** One trailer for its details dialog (trailers-details/{id}/). */
  record: /* @__PURE__ */ defineRecordResource({
    key: (id: number) => queryKeys.trailers.detail(id),
    get: getTrailer,
    // A trailer deleted meanwhile (another tab) reads 'No details available', not a failure.
    messages: { loadFailed: (error) => (isNotFound(error) ? null : 'Error loading trailer details') },
    // Read fresh on each opening (another admin may have reassigned it), and a failure shows at once.
    options: { staleTime: 0, retry: false },
  }),
});
