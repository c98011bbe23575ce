import type { TrucksQuery } from '@haulboard/shared/contracts';
import { listSchema, type ChoiceValues } from '@haulboard/shared/list-state';
import { resources } from '@haulboard/shared/resources';

const ORDERINGS = ['truck_number', '-truck_number', 'truck_model', '-truck_model'] as const;
export type TruckOrdering = (typeof ORDERINGS)[number];

/** The sort dropdown (spec section 9: truck number A-Z / Z-A, model A-Z / Z-A); values are the API's `ordering`. */
export const TRUCK_SORTS: readonly { value: TruckOrdering; label: string }[] = [
  { value: 'truck_number', label: 'Truck Number (A-Z)' },
  { value: '-truck_number', label: 'Truck Number (Z-A)' },
  { value: 'truck_model', label: 'Model (A-Z)' },
  { value: '-truck_model', label: 'Model (Z-A)' },
];

const EXPIRY_FILTERS = ['', 'attention', 'expired'] as const;
export type TruckExpiryChoice = (typeof EXPIRY_FILTERS)[number];

/** The expiry filter (beyond the spec): every truck, those with a date expired or due within 30 days, or expired only. */
export const TRUCK_EXPIRY_FILTERS: readonly { value: TruckExpiryChoice; label: string }[] = [
  { value: '', label: 'All trucks' },
  { value: 'attention', label: 'Needs attention' },
  { value: 'expired', label: 'Expired' },
];

/**
 * The card's URL (`?page=2&search=volvo&ordering=-truck_model&expiry=attention`); a bad key of a
 * pasted link falls back to its default alone. The trailers card keeps nothing in the URL.
 */
export const TrucksListSchema = listSchema({ ordering: ORDERINGS, expiry: EXPIRY_FILTERS });
export type TrucksListValues = ChoiceValues<{ ordering: typeof ORDERINGS; expiry: typeof EXPIRY_FILTERS }>;

/** Truck number A-Z (the spec's "probably" default, and the server's). */
export const TRUCKS_LIST_DEFAULTS: TrucksListValues = { page: 1, search: '', ordering: 'truck_number', expiry: '' };

/** One page as trucks-list/ takes it: paged, searched, sorted and filtered on the server. */
export const pageQueryOf = (v: TrucksListValues): TrucksQuery => ({
  page: v.page,
  page_size: resources.trucks.pageSize,
  ...(v.search ? { search: v.search } : {}),
  ordering: v.ordering,
  ...(v.expiry ? { expiry: v.expiry } : {}),
});
