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

const Impl = lazyPart(() => import('./details-dialog-impl'));

/** A record's details, read-only. Closes on the backdrop and Escape, always (spec part 2 section 2). Its code loads when it first opens. */
export function DetailsDialog(props: DetailsDialogProps) {
  return props.open ? <Impl {...props} /> : null;
}
DetailsDialog.preload = Impl.preload;

export type DetailFieldsProps = {
  /** Label, then value; a value of null or '' shows `empty`. */
  fields: readonly (readonly [label: string, value: ReactNode])[];
  empty?: ReactNode;
};
