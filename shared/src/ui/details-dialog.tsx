import type { ReactNode } from 'react';
import { lazyPart } from './lazy-part';

export type DetailsDialogProps = {
  open: boolean;
  title: string;
  /** The record, or a loading, empty or error state while there is none. */
  children: ReactNode;
  /** Footer buttons beside Close (an Edit that closes this and opens the form). */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  onClose: () => void;
};

/** A record's details, read-only. Closes on the backdrop and Escape, always (spec part 2 section 2). */
export const DetailsDialog = lazyPart(() => import('./details-dialog-impl'));

export type DetailFieldsProps = {
  /** Label, then value; a value of null or '' shows `empty`. */
  fields: readonly (readonly [label: string, value: ReactNode])[];
  empty?: ReactNode;
};
