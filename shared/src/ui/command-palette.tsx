import type { ReactNode } from 'react';
import { lazyPart } from './lazy-part';

export type CommandPaletteItem = {
  /** Unique among the palette's items (`load:472`). */
  id: string;
  title: string;
  /** A second line that tells it apart. */
  detail?: string;
};
export type CommandPaletteGroup = { label: string; items: readonly CommandPaletteItem[] };

export type CommandPaletteProps = {
  open: boolean;
  onClose: () => void;
  /** The dialog's name for screen readers ("Search"). */
  title: string;
  /** The box's label and placeholder. */
  label: string;
  placeholder?: string;
  query: string;
  onQueryChange: (query: string) => void;
  maxLength?: number;
  /** What was found, in order; arrows move through every group's items as one list. */
  groups: readonly CommandPaletteGroup[];
  /** Said under the box when there is nothing to pick (searching, nothing found, an error). */
  status?: ReactNode;
  /** Enter or a click on an item. */
  onSelect: (item: CommandPaletteItem) => void;
};

const Impl = lazyPart(() => import('./command-palette-impl'));

/**
 * A modal search box over a list of records grouped by kind (the shell's search, issue 29): the
 * box keeps the focus, arrows move the active item, Enter picks it, Escape closes. Its code loads
 * when it first opens.
 */
export function CommandPalette(props: CommandPaletteProps) {
  return props.open ? <Impl {...props} /> : null;
}
CommandPalette.preload = Impl.preload;
