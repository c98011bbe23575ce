import { lazyPart } from './lazy-part';

export type ListToolbarSelect<V extends string = string> = {
  /** The selector's accessible name ('Sort by', 'Date filter', 'Period'). */
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
};

export type ListToolbarProps = {
  /** The search box's accessible name ('Search drivers'). */
  searchLabel: string;
  searchPlaceholder?: string;
  searchInput: string;
  onSearch: (text: string) => void;
  /** The selectors after the search box (sort, filters, period), at the row's end. */
  selects: readonly ListToolbarSelect<any>[];
};

/**
 * A list's search box and its selectors, in one row that wraps on a phone. Every list of the
 * admin areas has one, so they look and behave alike. Its code loads with the first list; until
 * then a blank row of its height holds its place, so the table does not jump when it arrives.
 */
export const ListToolbar = lazyPart(() => import('./list-toolbar-impl'), { fallback: <div className="hb-list-toolbar" aria-hidden data-placeholder="" /> });
