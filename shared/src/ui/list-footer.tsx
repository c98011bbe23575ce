import { lazyPart } from './lazy-part';

export type ListFooterProps = {
  /** Every row matching the list (0 while it fails or finds nothing: the line and the pages hide). */
  count: number;
  page: number;
  pageSize: number;
  /** The row's name, singular and plural: ['load', 'loads']. */
  noun: readonly [string, string];
  onPageChange: (page: number) => void;
};

/**
 * Under a paged list: 'Showing 11–20 of 1,234 loads' and the spec's pagination (shown only past
 * one page). Its code loads with the first list, with the pagination's.
 */
export const ListFooter = lazyPart(() => import('./list-footer-impl'));
