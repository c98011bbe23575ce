import type { ListLoadsQuery } from '@haulboard/shared/contracts';
import type { ListSchema } from '@haulboard/shared/list-state';
import type { LoadsExportQuery } from '@haulboard/shared/api/admin';

/** Spec part 2 section 9: the loads list shows 10 loads a page. */
export const LOADS_PAGE_SIZE = 10;

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

export type LoadsListValues = {
  page: number;
  search: string;
  tab: (typeof TABS)[number];
  date: (typeof DATES)[number];
  payment: (typeof PAYMENTS)[number];
  ordering: (typeof ORDERINGS)[number];
};

type Issue = { message: string; path: [keyof LoadsListValues] };
const oneOf = <T extends string>(values: readonly T[], v: unknown): v is T => typeof v === 'string' && (values as readonly string[]).includes(v);

/**
 * The list as its URL holds it (`?page=2&tab=unassigned&payment=Paid&ordering=price&search=dallas`),
 * as a Standard Schema that useListState validates with. Written by hand, not with zod: zod (with
 * the contracts around it) is 91 KiB gzip that the list's first load would otherwise pay for
 * six enums and a number. Each bad key is named, so it alone falls back to its default.
 */
export const LoadsListSchema: ListSchema<LoadsListValues> = {
  '~standard': {
    validate(input: unknown) {
      const v = (input ?? {}) as Record<string, unknown>;
      const issues: Issue[] = [];
      const page = typeof v.page === 'number' ? v.page : /^\d{1,7}$/.test(String(v.page)) ? Number(v.page) : NaN;
      if (!Number.isInteger(page) || page < 1 || page > 1_000_000) issues.push({ message: 'page must be a whole number from 1', path: ['page'] });
      const search = typeof v.search === 'string' ? v.search.trim() : '';
      if (typeof v.search !== 'string' || search.length > 200) issues.push({ message: 'search must be text of at most 200 characters', path: ['search'] });
      const enums = { tab: TABS, date: DATES, payment: PAYMENTS, ordering: ORDERINGS } as const;
      for (const [key, values] of Object.entries(enums) as [keyof typeof enums, readonly string[]][]) {
        if (!oneOf(values, v[key])) issues.push({ message: `${key} must be one of ${values.join(', ')}`, path: [key] });
      }
      if (issues.length) return { issues };
      return { value: { page, search, tab: v.tab, date: v.date, payment: v.payment, ordering: v.ordering } as LoadsListValues };
    },
  },
};

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
  page_size: LOADS_PAGE_SIZE,
  ordering: v.ordering,
});
