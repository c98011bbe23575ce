import type { FormEvent, ReactNode } from 'react';
import { lazyPart } from './lazy-part';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Keeps the dialog open, its buttons disabled, while the action runs. */
  busy?: boolean;
  /** What the confirm button says while busy: one of the forms' BusyLabels ('Deleting...'). */
  busyLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /**
   * The dialog holds a form (FormDialog of `@haulboard/shared/forms`): body and footer inside
   * the form, the confirm button submits it and shows `busyLabel` while busy. One lazy part for
   * both, so a form dialog adds no code to the first page.
   */
  form?: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    busyLabel: string;
    submitDisabled?: boolean;
    size?: 'sm' | 'md' | 'lg' | 'xl';
  };
};

const Impl = lazyPart(() => import('./confirm-dialog-impl'));

/** Asks before anything is destroyed. Its code loads the first time it opens. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return props.open ? <Impl {...props} /> : null;
}
ConfirmDialog.preload = Impl.preload;
