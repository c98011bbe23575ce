import type { FormEvent, ReactNode } from 'react';
import { ConfirmDialog } from '@haulboard/shared/ui';

export type FormDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The submit button's label ('Save', 'Assign', ...). */
  submitLabel: string;
  /** What it says while the save runs: one of `BusyLabels` ('Saving...', 'Updating...', ...). */
  busyLabel: string;
  cancelLabel?: string;
  /**
   * A save is running: the dialog stays open (no backdrop, Escape or close button), its
   * buttons are disabled, and the submit button shows `busyLabel` (spec part 2 section 2).
   */
  busy?: boolean;
  /** Blocks the submit button (a required field still empty) without locking the dialog. */
  submitDisabled?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
};

/**
 * A modal form (add, edit, assign). Drawn by the `ui` entry's dialog, whose code loads the
 * first time a dialog opens; the first page carries nothing of it.
 */
export function FormDialog({ submitLabel, busyLabel, submitDisabled, size, onSubmit, ...rest }: FormDialogProps) {
  return <ConfirmDialog {...rest} confirmLabel={submitLabel} onConfirm={() => undefined} form={{ onSubmit, busyLabel, submitDisabled, size }} />;
}
