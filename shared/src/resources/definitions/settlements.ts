import { getSettlement, getSettlementPreview, getSettlements, queryKeys } from '@haulboard/shared/api/admin';
import { PAGE_SIZES } from '../../contracts/page-sizes';
import { defineListResource, defineRecordResource } from '../define-resource';
import { type SettlementPreviewKey } from '../resource-params';

/**
 * Driver settlements (issue 30): the Settlements screen and a driver's Settlements section, a page
 * of PAGE_SIZES.settlements, newest period first. A delivery or a driver renamed elsewhere changes
 * what a preview offers and the Driver column.
 */
export const settlements = /* @__PURE__ */ defineListResource({
  keys: queryKeys.settlements,
  pageSize: PAGE_SIZES.settlements,
  getPage: getSettlements,
  staleOn: ['loads:changed', 'drivers:changed'],
  messages: { loadFailed: 'Failed to load settlements' },
  // Every settlements view, a driver's previews included; a load's history is the loads'.
  changes: { invalidates: [queryKeys.settlements.all] },
  /** One settlement with its loads (the Statement's data, the Settle confirmation). */
  record: /* @__PURE__ */ defineRecordResource({
    key: (id: number) => queryKeys.settlements.detail(id),
    get: getSettlement,
    messages: { loadFailed: 'Failed to load the settlement' },
  }),
  /** A driver's delivered loads of a period not yet settled (New settlement). */
  preview: /* @__PURE__ */ defineRecordResource({
    key: ({ driverId, from, to }: SettlementPreviewKey) => queryKeys.settlements.preview(driverId, from, to),
    get: ({ driverId, from, to }: SettlementPreviewKey, signal) => getSettlementPreview(driverId, { from, to }, signal),
    // Read fresh each time the dialog asks: another administrator may have settled some of them.
    options: { staleTime: 0, retry: false },
  }),
});
