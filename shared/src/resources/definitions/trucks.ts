import { getTruck, getTruckChoices, getTrucks, queryKeys } from '@haulboard/shared/api/admin';
import { PAGE_SIZES } from '../../contracts/page-sizes';
import { defineListResource, defineRecordResource } from '../define-resource';
import { TRUCKS_FAILED } from './messages';

export const trucks = /* @__PURE__ */ defineListResource({
  keys: queryKeys.trucks,
  pageSize: PAGE_SIZES.trucks,
  getPage: getTrucks,
  // A driver deleted or renamed elsewhere changes the trucks' Driver(s) column.
  staleOn: ['drivers:changed'],
  messages: { loadFailed: TRUCKS_FAILED },
  // A truck's number shows in its trailers' Assigned Truck and its drivers' truck column;
  // deleting it unassigns both.
  changes: { invalidates: [queryKeys.trucks.all, queryKeys.trailers.all, queryKeys.drivers.all], event: { name: 'trucks:changed', idField: 'truckId' } },
  /** One truck for its details dialog (trucks-details/{id}/). */
  record: /* @__PURE__ */ defineRecordResource({
    key: (id: number) => queryKeys.trucks.detail(id),
    get: getTruck,
    messages: { loadFailed: 'Error loading truck details' },
  }),
  /** Every truck as a choice (the trailer form's): under the trucks' keys, so any truck change refreshes it. */
  choices: /* @__PURE__ */ defineListResource({
    keys: { all: queryKeys.trucks.all, list: () => queryKeys.trucks.list({ all: true }) },
    getPage: (_: void, signal) => getTruckChoices(signal),
    messages: { loadFailed: TRUCKS_FAILED },
  }),
});
