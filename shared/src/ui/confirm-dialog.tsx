import type { ReactNode } from 'react';
import { lazyPart } from './lazy-part';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Keeps the dialog open, its buttons disabled, while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

const Impl = lazyPart(() => import('./confirm-dialog-impl'));

/** Asks before anything is destroyed. Its code loads the first time it opens. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return props.open ? <Impl {...props} /> : null;
}
ConfirmDialog.preload = Impl.preload;
