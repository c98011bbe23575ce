import type { ReactNode } from 'react';
import { lazyPart } from './lazy-part';

/** `badge`: drawn after the label and read with it (a driver whose truck's papers have expired). */
export type AsyncComboboxItem = { value: string; label: string; description?: string; badge?: ReactNode };

export type AsyncComboboxProps = {
  /** The visible label, also the combobox's accessible name. */
  label: string;
  /** The chosen item, or null. Its label shows in the input while one is not typing. */
  selected: AsyncComboboxItem | null;
  onSelect: (item: AsyncComboboxItem | null) => void;
  /** What the server answered for the text typed (the caller searches; nothing is filtered here). */
  items: readonly AsyncComboboxItem[];
  /** Called as one types (the caller debounces its search). */
  onSearchChange: (text: string) => void;
  /** A search is under way: the list says so. */
  loading?: boolean;
  /** Why the search failed: shown under the field, read as an alert. */
  error?: string | null;
  placeholder?: string;
  /** What the list reads when the search found nothing. */
  emptyText?: string;
  /** How many more match than are listed, to say 'Type to narrow the list'. */
  more?: number;
  disabled?: boolean;
  /** The list's height before it scrolls (the spec's driver list: 300 px). */
  maxListHeight?: string;
  /** Handed over by a stand-in input drawn until the field was used: what was typed into it, */
  initialDraft?: string | null;
  /** whether it had the focus (the caret goes on at the end of the text), */
  autoFocus?: boolean;
  /** and whether a click opened it (the list opens). */
  initialOpen?: boolean;
};

/**
 * A combobox over a server-side search (a driver among thousands): the caller fetches the
 * matches for the text typed, this draws and picks them with keyboard and screen-reader
 * support. Built on Chakra's combobox, whose code loads on first render, or earlier with
 * `AsyncCombobox.preload()` (its promise settles once the code is there). A caller that draws
 * a plain input in its place until the field is used hands over what was typed into it, its
 * focus and an opening click (`initialDraft`, `autoFocus`, `initialOpen`).
 */
export const AsyncCombobox = lazyPart(() => import('./async-combobox-impl'));
