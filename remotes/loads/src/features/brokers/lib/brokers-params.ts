import type { BrokersQuery } from '@haulboard/shared/contracts';
import { listSchema, type ChoiceValues } from '@haulboard/shared/list-state';
import { resources } from '@haulboard/shared/resources';

const ORDERINGS = ['name', '-name'] as const;
export type BrokerOrdering = (typeof ORDERINGS)[number];

export const BROKER_SORTS: readonly { value: BrokerOrdering; label: string }[] = [
  { value: 'name', label: 'Name (A-Z)' },
  { value: '-name', label: 'Name (Z-A)' },
];

/** The screen's URL (`?page=2&search=acme&ordering=-name`). */
export const BrokersListSchema = listSchema({ ordering: ORDERINGS });
export type BrokersListValues = ChoiceValues<{ ordering: typeof ORDERINGS }>;
export const BROKERS_LIST_DEFAULTS: BrokersListValues = { page: 1, search: '', ordering: 'name' };

/** One page as brokers/ takes it: paged, searched and sorted on the server. */
export const pageQueryOf = (v: BrokersListValues): BrokersQuery => ({
  page: v.page,
  page_size: resources.brokers.pageSize,
  ...(v.search ? { search: v.search } : {}),
  ordering: v.ordering,
});

export const BROKER_TEXTS = {
  loading: 'Loading brokers...',
  empty: 'No brokers yet. Add one, or type a new broker on a load.',
  added: 'Broker added successfully',
  updated: 'Broker updated successfully',
  addFailed: 'Failed to add broker',
  updateFailed: 'Failed to update broker',
} as const;
