import type { DispatchersQuery } from '@haulboard/shared/api/admin';
import { listSchema, type ChoiceValues } from '@haulboard/shared/list-state';
import { resources } from '@haulboard/shared/resources';

const ORDERINGS = ['name', '-name', 'email', '-email'] as const;
export type PeopleOrdering = (typeof ORDERINGS)[number];

/** The sort selector's choices (spec: name A-Z or Z-A, e-mail A-Z or Z-A); values are the API's `ordering`. */
export const PEOPLE_SORTS: readonly { value: PeopleOrdering; label: string }[] = [
  { value: 'name', label: 'Name (A-Z)' },
  { value: '-name', label: 'Name (Z-A)' },
  { value: 'email', label: 'Email (A-Z)' },
  { value: '-email', label: 'Email (Z-A)' },
];

/** Both lists' URL (`?page=2&ordering=-email&search=dee`); a bad key of a pasted link falls back to its default alone. */
export const PeopleListSchema = listSchema({ ordering: ORDERINGS });
export type PeopleListValues = ChoiceValues<{ ordering: typeof ORDERINGS }>;

/** A-Z by name, as the server lists people when asked for no order. */
export const PEOPLE_LIST_DEFAULTS: PeopleListValues = { page: 1, search: '', ordering: 'name' };

/** One page as users/dispatchers/ and users/drivers/ take it: paged, searched and sorted on the server. */
export const pageQueryOf = (v: PeopleListValues): DispatchersQuery => ({
  page: v.page,
  page_size: resources.drivers.pageSize,
  ...(v.search ? { search: v.search } : {}),
  ordering: v.ordering,
});
