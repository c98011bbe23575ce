import type { ReactNode } from 'react';
import { lazyPart } from './lazy-part';

export type SideSheetProps = {
  open: boolean;
  onClose: () => void;
  /** Names the sheet for screen readers. */
  title: string;
  /** 'top': a panel across the page's top (the shell's search). */
  placement?: 'start' | 'end' | 'top';
  size?: 'xs' | 'sm' | 'md' | 'lg';
  children: ReactNode;
};

const Impl = lazyPart(() => import('./side-sheet-impl'));

/** A panel that slides over the page (the small-screen sidebar). Its code loads when first opened. */
export function SideSheet(props: SideSheetProps) {
  return props.open ? <Impl {...props} /> : null;
}
