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

/** Handed over by a stand-in drawn until the field was used (`SearchSelectField` of `ui-fields`): */
export type SearchSelectHandoff = {
  /** what was typed into it, */
  initialDraft?: string | null;
  /** whether it had the focus, */
  autoFocus?: boolean;
  /** and whether a click, an arrow or typing opened it (the list opens). */
  initialOpen?: boolean;
};

/**
 * A filter select one can type into: the list shows the options containing what was typed,
 * at most `limit` of them, with 'All' first while nothing is typed. Built on Chakra's
 * combobox, whose code (about 30 KiB gzip with its positioning and dismissal) loads on first
 * render, or earlier with `SearchSelect.preload()`. A screen that opens on one draws
 * `SearchSelectField` (`ui-fields`) instead: a plain input until the field is used, which hands
 * over what was typed, the focus and the opening (`SearchSelectHandoff`).
 */
export const SearchSelect = lazyPart(() => import('./search-select-impl'));
