import { api, ApiPaths, type Http } from '@haulboard/shared/api';
import type {
  CreateSettlement,
  SettleSettlement,
  SettlementDetail,
  SettlementListQuery,
  SettlementPage,
  SettlementPreview,
  SettlementPreviewQuery,
} from '../../contracts/settlements';

/** Driver settlements' calls (issue 30): a driver's preview, the list, one, create, settle, delete, the statement PDF. */
export const settlementsApi = (http: Http) => ({
  /** A page of settlements, newest period first, `PAGE_SIZES.settlements` a page unless `page_size` says otherwise. */
  getSettlements: ({ page, ...filters }: SettlementListQuery = {}, signal?: AbortSignal) =>
    http<SettlementPage>(ApiPaths.settlements, { query: { page: page ?? 1, ...filters }, signal }),
  getSettlement: (id: number, signal?: AbortSignal) => http<SettlementDetail>(ApiPaths.settlement(id), { signal }),
  /** The driver's delivered loads of the period not yet in a settlement, their fees and the total (cents). */
  getSettlementPreview: (driverId: number, query: SettlementPreviewQuery, signal?: AbortSignal) =>
    http<SettlementPreview>(ApiPaths.settlementPreview(driverId), { query, signal }),
  createSettlement: (body: CreateSettlement) => http<SettlementDetail>(ApiPaths.settlements, { method: 'POST', body }),
  settleSettlement: (id: number, body: SettleSettlement) => http<SettlementDetail>(ApiPaths.settleSettlement(id), { method: 'POST', body }),
  deleteSettlement: (id: number) => http<void>(ApiPaths.settlement(id), { method: 'DELETE' }),
  /** The statement PDF, to save as `settlementFileName(settlement)`. A call, not a link: it needs the bearer token. */
  getSettlementStatement: (id: number, signal?: AbortSignal) => http<Blob>(ApiPaths.settlementStatement(id), { signal, blob: true }),
});

export const { getSettlements, getSettlement, getSettlementPreview, createSettlement, settleSettlement, deleteSettlement, getSettlementStatement } =
  settlementsApi(api.http);

// What the screens read without zod: the statuses, the file name, the bounds.
export { SETTLEMENT_MAX_DAYS, SETTLEMENT_NOTE_MAX, SETTLEMENT_STATUSES, settlementFileName, type SettlementStatus } from '../../contracts/settlement-values';
export type { Settlement, SettlementDetail, SettlementLoad, SettlementPreview } from '../../contracts/settlements';
