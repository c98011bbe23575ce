import { lazyPart } from './lazy-part';

export type SearchSelectOption = { value: string; label: string };

export type SearchSelectProps = {
  /** The visible label, also the combobox's accessible name. */
  label: string;
  /** The chosen option's value; '' is the 'All' choice. */
  value: string;
  /** May be long (a month's 10,000 load numbers): only `limit` matches are drawn at a time. */
  options: readonly SearchSelectOption[];
  onChange: (value: string) => void;
  /** The first choice, standing for no filter. */
  allLabel?: string;
  /** How many matches the list draws (default 50); typing narrows the rest. */
  limit?: number;
};

/**
 * A filter select one can type into: the list shows the options containing what was typed,
 * at most `limit` of them, with 'All' first while nothing is typed. Built on Chakra's
 * combobox, whose code loads on first render (the first page of the suite never pays for it).
 */
export const SearchSelect = lazyPart(() => import('./search-select-impl'));
