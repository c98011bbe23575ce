import type { ListLoadsQuery } from '@haulboard/shared/contracts';
import { listSchema, type ChoiceValues } from '@haulboard/shared/list-state';
import { resources } from '@haulboard/shared/resources';
import type { LoadsExportQuery } from '@haulboard/shared/api/admin';

/**
 * The three tabs (spec part 2 "Loads list"). All shows every load, delivered ones included;
 * Assigned Load shows the loads a driver has now (status assigned), not the delivered ones,
 * which appear under All only.
 */
export const LOAD_TABS = [
  { value: 'all', label: 'All' },
  { value: 'assigned', label: 'Assigned Load' },
  { value: 'unassigned', label: 'Unassigned Load' },
] as const;
export type LoadTab = (typeof LOAD_TABS)[number]['value'];

/** The date filter's options; values are list-loads/'s `date` ('' = no filter). */
export const DATE_FILTERS = [
  { value: '', label: 'All Dates' },
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'this_week', label: 'This Week' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past Loads' },
] as const;

/** The payment filter's options; values are list-loads/'s `payment` ('' = no filter). */
export const PAYMENT_FILTERS = [
  { value: '', label: 'All Payments' },
  { value: 'Paid', label: 'Paid' },
  { value: 'Unpaid', label: 'Unpaid' },
] as const;

const TABS = ['all', 'assigned', 'unassigned'] as const;
const DATES = ['', 'today', 'tomorrow', 'this_week', 'upcoming', 'past'] as const;
const PAYMENTS = ['', 'Paid', 'Unpaid'] as const;
const ORDERINGS = ['-id', 'id', 'loadname', '-loadname', 'pickup_date', '-pickup_date', 'price', '-price', 'created_at', '-created_at'] as const;

/**
 * The list as its URL holds it (`?page=2&tab=unassigned&payment=Paid&ordering=price&search=dallas`);
 * a bad key of a pasted link falls back to its default alone.
 */
export const LoadsListSchema = listSchema({ tab: TABS, date: DATES, payment: PAYMENTS, ordering: ORDERINGS });
export type LoadsListValues = ChoiceValues<{ tab: typeof TABS; date: typeof DATES; payment: typeof PAYMENTS; ordering: typeof ORDERINGS }>;

/** Newest first, as the server's default: a fresh load shows on page 1. */
export const LOADS_LIST_DEFAULTS: LoadsListValues = { page: 1, search: '', tab: 'all', date: '', payment: '', ordering: '-id' };

/** The search and filters as list-loads/ and the export take them (empty ones left out). */
export function filtersOf(v: LoadsListValues): LoadsExportQuery {
  return {
    ...(v.search ? { search: v.search } : {}),
    ...(v.tab !== 'all' ? { status: v.tab } : {}),
    ...(v.date ? { date: v.date } : {}),
    ...(v.payment ? { payment: v.payment } : {}),
  };
}

/** One page of the list as list-loads/ takes it: server-side paging, search, filters and sort. */
export const pageQueryOf = (v: LoadsListValues): ListLoadsQuery => ({
  ...filtersOf(v),
  page: v.page,
  page_size: resources.loads.pageSize,
  ordering: v.ordering,
});
