import { SETTLEMENT_STATUSES, type SettlementStatus } from '@haulboard/shared/api/admin';
import type { SettlementListQuery } from '@haulboard/shared/contracts';
import { LIST_PATTERNS, listSchema, type ListSchema } from '@haulboard/shared/list-state';
import { resources } from '@haulboard/shared/resources';

/** The Settlements screen as its URL holds it (`?driver=12&status=draft&from=2026-06-01&to=2026-06-30&page=2`). */
export type SettlementListValues = { page: number; search: string; driver: string; status: '' | SettlementStatus; from: string; to: string };

export const SETTLEMENT_LIST_DEFAULTS: SettlementListValues = { page: 1, search: '', driver: '', status: '', from: '', to: '' };

export const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'settled', label: 'Settled' },
] as const;

/** The kit's list schema: the page, the status, a driver's id and two days; a bad key of a pasted link falls back alone. */
export const SettlementListSchema = listSchema(
  { status: ['', ...SETTLEMENT_STATUSES] as const },
  { driver: LIST_PATTERNS.id('driver'), from: LIST_PATTERNS.day('from'), to: LIST_PATTERNS.day('to') },
) as ListSchema<SettlementListValues>;

/** One page as settlements/ takes it (empty filters left out; days given the wrong way round still mean the days between them). */
export function pageQueryOf(v: Pick<SettlementListValues, 'page' | 'driver' | 'status' | 'from' | 'to'>): SettlementListQuery {
  const [from, to] = v.from && v.to && v.from > v.to ? [v.to, v.from] : [v.from, v.to];
  return {
    page: v.page,
    page_size: resources.settlements.pageSize,
    ...(v.driver ? { driver: Number(v.driver) } : {}),
    ...(v.status ? { status: v.status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
