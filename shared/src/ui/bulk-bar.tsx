import type { ReactNode } from 'react';
import { lazyPart } from './lazy-part';

export type BulkBarProps = {
  /** How many rows are selected; the bar shows only when some are. */
  count: number;
  /** The row's name, singular and plural: ['load', 'loads']. */
  noun: readonly [string, string];
  /** The actions (Mark Paid, Delete ...). */
  children: ReactNode;
  onClear: () => void;
};

/** The toolbar of the selected rows' actions. Its code loads with the first selection. */
export const BulkBar = lazyPart(() => import('./bulk-bar-impl'));
